import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, notInArray } from "drizzle-orm";
import type { AppDatabase } from "#db/open";
import {
  bookingReps,
  companyHolidays,
  leadAssignments,
  leads,
  referralLinks,
  referralPartners,
  repTimeOff,
  repWeeklyHours,
  routingPoolMembers,
  routingRules,
  staffUsers,
  type LeadRow,
} from "#db/schema";
import { pickRep } from "~/utils/weighted-round-robin";
import type { Weekday, WeeklyHours } from "~/features/booking/types";
import type { JobHandlers } from "~/features/jobs/job-worker.server";
import { oneBusinessDayAfter, type BusinessCalendar } from "~/features/response-time/business-time";
import { minutesOfClock } from "~/utils/date-range";
import { inTransaction, lockForDecision } from "~/utils/db.server";
import { recordAssignment } from "./assignments.server";
import { BACKLOG_JOB, scheduleBacklog } from "./backlog-schedule.server";
import { businessCalendarOf, dayAround, isAvailableAt, nextStartAfter, type PersonCalendar } from "./availability";
import { leadFacts, type PartnerLookup } from "./lead-facts";
import { fallbackAfter, firstMatchingRule, type RoutingRule } from "./rules";

/**
 * Who gets a lead (decision 070): the first active rule that matches names a person or a
 * pool; a pool hands out by weighted round robin among the members who are working now
 * and under their daily cap. Every decision runs in the caller's transaction under the
 * "routing" lock, so two processes never give out the same turn.
 */

/** The round robin looks this far back (as the booking's does). */
const ROTATION_MEMORY_MS = 180 * 24 * 60 * 60_000;
const DAY = 24 * 60 * 60_000;
/** One backlog run hands out at most this many leads; the next run follows at once. */
const BACKLOG_BATCH = 200;
/** While leads wait, the backlog runs again no sooner than a minute and no later than an hour from now. */
const NEXT_RUN_MIN_MS = 60_000;
const NEXT_RUN_MAX_MS = 60 * 60_000;

export interface PoolMember {
  poolId: number;
  staffId: number;
  weight: number;
  dailyCap: number | null;
}

/** What one routing decision reads, once per transaction. */
export interface RoutingContext {
  rules: RoutingRule[];
  partners: PartnerLookup;
  members: PoolMember[];
  people: Map<number, PersonCalendar>;
}

export type RoutingChoice =
  | { ownerId: number; ruleId: number; poolId: number | null }
  /** `ruleId` null: no rule matched (there are none): only a rule change can place the lead. */
  | { ownerId: null; ruleId: number | null; poolId: number | null };

export async function loadRoutingContext(db: AppDatabase, now: Date): Promise<RoutingContext> {
  // One after the other: a transaction's one connection runs one query at a time.
  const ruleRows = await db.select().from(routingRules);
  const partnerRows = await db.select({ id: referralPartners.id, ref: referralPartners.ref }).from(referralPartners);
  const linkRows = await db.select({ partnerId: referralLinks.partnerId, linkCode: referralLinks.linkCode }).from(referralLinks);
  const members = await db
    .select({ poolId: routingPoolMembers.poolId, staffId: routingPoolMembers.staffId, weight: routingPoolMembers.weight, dailyCap: routingPoolMembers.dailyCap })
    .from(routingPoolMembers)
    .orderBy(asc(routingPoolMembers.staffId));
  const rules = ruleRows.map(ruleOf);
  const staffIds = [...new Set([...members.map((member) => member.staffId), ...rules.flatMap((rule) => (rule.targetStaffId === null ? [] : [rule.targetStaffId]))])];
  return {
    rules,
    partners: {
      byRef: new Map(partnerRows.map((row) => [row.ref, row.id])),
      byLinkCode: new Map(linkRows.map((row) => [row.linkCode, row.partnerId])),
    },
    members,
    people: await loadPeople(db, staffIds, now),
  };
}

export function ruleOf(row: typeof routingRules.$inferSelect): RoutingRule {
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);
  return {
    id: row.id,
    position: row.position,
    name: row.name,
    active: row.active,
    leadTypes: strings(row.leadTypes),
    industries: strings(row.industries),
    volumeBands: strings(row.volumeBands),
    states: strings(row.states),
    referralPartnerIds: Array.isArray(row.referralPartnerIds) ? row.referralPartnerIds.filter((id): id is number => Number.isInteger(id)) : [],
    targetStaffId: row.targetStaffId,
    targetPoolId: row.targetPoolId,
  };
}

/** The working calendars of some staff: zone, hours, time off (from yesterday on) and the company holidays of the coming weeks. */
export async function loadPeople(db: AppDatabase, staffIds: readonly number[], now: Date): Promise<Map<number, PersonCalendar>> {
  if (staffIds.length === 0) return new Map();
  const yesterday = new Date(now.getTime() - DAY).toISOString().slice(0, 10);
  const later = new Date(now.getTime() + 70 * DAY).toISOString().slice(0, 10);
  const ids = [...staffIds];
  const accounts = await db.select({ id: staffUsers.id, active: staffUsers.active, timeZone: staffUsers.timeZone }).from(staffUsers).where(inArray(staffUsers.id, ids));
  const profiles = await db.select({ staffId: bookingReps.staffId, timeZone: bookingReps.timeZone }).from(bookingReps).where(inArray(bookingReps.staffId, ids));
  const hours = await db.select().from(repWeeklyHours).where(inArray(repWeeklyHours.staffId, ids));
  const timeOff = await db.select().from(repTimeOff).where(and(inArray(repTimeOff.staffId, ids), gte(repTimeOff.endsOn, yesterday)));
  const holidays = await db
    .select({ date: companyHolidays.date })
    .from(companyHolidays)
    .where(and(gte(companyHolidays.date, yesterday), lt(companyHolidays.date, later)));
  const holidaySet = new Set(holidays.map((holiday) => holiday.date));
  return new Map(
    accounts.map((account) => {
      const own = hours.filter((row) => row.staffId === account.id);
      const person: PersonCalendar = {
        staffId: account.id,
        active: account.active,
        timeZone: profiles.find((profile) => profile.staffId === account.id)?.timeZone ?? account.timeZone,
        weeklyHours: own.length > 0 ? weeklyHoursOf(own) : null,
        timeOff: timeOff.filter((row) => row.staffId === account.id).map((row) => ({ from: row.startsOn, to: row.endsOn })),
        holidays: holidaySet,
      };
      return [account.id, person] as const;
    }),
  );
}

const WEEKDAYS: readonly Weekday[] = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

function weeklyHoursOf(rows: readonly { weekday: string; startTime: string; endTime: string }[]): WeeklyHours {
  const hours: Partial<Record<Weekday, { start: string; end: string }[]>> = {};
  for (const row of rows) {
    if (!(WEEKDAYS as readonly string[]).includes(row.weekday)) continue;
    (hours[row.weekday as Weekday] ??= []).push({ start: row.startTime, end: row.endTime });
  }
  for (const blocks of Object.values(hours)) blocks.sort((a, b) => minutesOfClock(a.start) - minutesOfClock(b.start));
  return hours;
}

/** How many leads the pool gave the person during their own calendar day around `now`. */
async function givenToday(db: AppDatabase, poolId: number, person: PersonCalendar, now: Date): Promise<number> {
  const day = dayAround(person, now);
  const [row] = await db
    .select({ n: count() })
    .from(leadAssignments)
    .where(and(eq(leadAssignments.poolId, poolId), eq(leadAssignments.ownerId, person.staffId), gte(leadAssignments.assignedAt, day.start), lt(leadAssignments.assignedAt, day.end)));
  return Number(row?.n ?? 0);
}

export interface MemberState {
  staffId: number;
  available: boolean;
  today: number;
  capped: boolean;
}

/** Each member of a pool now: working or not, leads from the pool today, at the cap or not. */
export async function poolMemberStates(db: AppDatabase, context: RoutingContext, poolId: number, now: Date): Promise<MemberState[]> {
  const states: MemberState[] = [];
  for (const member of context.members.filter((candidate) => candidate.poolId === poolId)) {
    const person = context.people.get(member.staffId);
    if (!person) continue;
    const today = await givenToday(db, poolId, person, now);
    states.push({ staffId: member.staffId, available: isAvailableAt(person, now), today, capped: member.dailyCap !== null && today >= member.dailyCap });
  }
  return states;
}

/**
 * Whose turn it is in a pool among the members who can take a lead now; null when nobody
 * can. `passOver`: a member to leave out while anyone else can take it (the owner an
 * overdue lead was taken from).
 */
export async function pickFromPool(db: AppDatabase, context: RoutingContext, poolId: number, now: Date, passOver: number | null = null): Promise<number | null> {
  const members = context.members.filter((member) => member.poolId === poolId);
  let free = (await poolMemberStates(db, context, poolId, now)).filter((state) => state.available && !state.capped).map((state) => state.staffId);
  if (free.length === 0) return null;
  if (free.some((staffId) => staffId !== passOver)) free = free.filter((staffId) => staffId !== passOver);
  const history = await db
    .select({ ownerId: leadAssignments.ownerId, assignedAt: leadAssignments.assignedAt })
    .from(leadAssignments)
    .where(and(eq(leadAssignments.poolId, poolId), isNotNull(leadAssignments.ownerId), gte(leadAssignments.assignedAt, now.getTime() - ROTATION_MEMORY_MS)));
  return pickRep(
    free,
    members.map((member) => ({ repId: member.staffId, weight: member.weight })),
    history.map((row) => ({ repId: row.ownerId!, bookedAt: new Date(Number(row.assignedAt)) })),
  );
}

/**
 * The owner a lead gets now: the first matching rule's person (when that account is
 * active; otherwise, and for a rule whose target was deleted, the catch-all's pool), or
 * its pool's next turn. Nobody when the pool has nobody working and under their cap.
 */
export async function chooseOwner(
  db: AppDatabase,
  context: RoutingContext,
  lead: Pick<LeadRow, "type" | "payload" | "referral" | "linkCode">,
  now: Date,
  passOver: number | null = null,
): Promise<RoutingChoice> {
  const matched = firstMatchingRule(context.rules, leadFacts(lead, context.partners));
  if (!matched) return { ownerId: null, ruleId: null, poolId: null };
  let rule = matched;
  if (rule.targetStaffId !== null) {
    if (context.people.get(rule.targetStaffId)?.active) return { ownerId: rule.targetStaffId, ruleId: rule.id, poolId: null };
    rule = fallbackAfter(context.rules, rule) ?? rule;
  } else if (rule.targetPoolId === null) {
    rule = fallbackAfter(context.rules, rule) ?? rule;
  }
  if (rule.targetPoolId === null) return { ownerId: null, ruleId: rule.id, poolId: null };
  const ownerId = await pickFromPool(db, context, rule.targetPoolId, now, passOver);
  return ownerId === null ? { ownerId: null, ruleId: rule.id, poolId: rule.targetPoolId } : { ownerId, ruleId: rule.id, poolId: rule.targetPoolId };
}

/**
 * A new lead's owner, in the transaction that stores it (call right after the insert):
 * takes the "routing" lock (a booking takes its own "booking" lock first). A booked
 * consultation keeps its meeting's rep; any other lead goes by the rules. An owner found
 * now makes the lead due one business day after its arrival on the owner's calendar; a
 * lead nobody can take waits, keeps its due time on the company calendar, and the
 * backlog is scheduled for when someone starts work. Returns the lead as stored now.
 */
export async function routeOnArrival(
  tx: AppDatabase,
  lead: LeadRow,
  now: Date,
  options: { bookedRepId?: number } = {},
): Promise<LeadRow & { dueCalendar: BusinessCalendar | null }> {
  await lockForDecision(tx, "routing");
  if (options.bookedRepId !== undefined) {
    await recordAssignment(tx, { leadId: lead.id, ownerId: options.bookedRepId, by: null, reason: "booking" }, now);
    return { ...lead, ownerId: options.bookedRepId, dueCalendar: null };
  }
  const context = await loadRoutingContext(tx, now);
  const choice = await chooseOwner(tx, context, lead, now);
  if (choice.ownerId === null) {
    if (choice.ruleId !== null) await scheduleBacklog(tx, await nextBacklogRun(tx, context, now), now);
    return { ...lead, dueCalendar: null };
  }
  await recordAssignment(tx, { leadId: lead.id, ownerId: choice.ownerId, by: null, reason: "rule", ruleId: choice.ruleId, poolId: choice.poolId }, now);
  const owner = context.people.get(choice.ownerId) ?? (await loadPeople(tx, [choice.ownerId], now)).get(choice.ownerId);
  const dueCalendar = owner ? businessCalendarOf(owner) : null;
  const due = dueCalendar ? oneBusinessDayAfter(now, dueCalendar) : null;
  const dueAt = due ? due.getTime() : lead.dueAt;
  if (dueAt !== lead.dueAt) await tx.update(leads).set({ dueAt }).where(eq(leads.id, lead.id));
  // The calendar the due time was counted on, for the escalations' halfway (decision 071); null when it stayed the company's.
  return { ...lead, ownerId: choice.ownerId, dueAt, dueCalendar: due ? dueCalendar : null };
}

/** When the backlog should look again: when the next person of a pool or rule starts work (or a capped one's day ends), within a minute to an hour. */
async function nextBacklogRun(db: AppDatabase, context: RoutingContext, now: Date): Promise<Date> {
  let next = now.getTime() + NEXT_RUN_MAX_MS;
  for (const person of context.people.values()) {
    const start = nextStartAfter(person, now);
    if (start) next = Math.min(next, start.getTime());
  }
  for (const member of context.members) {
    const person = context.people.get(member.staffId);
    if (!person || member.dailyCap === null || !isAvailableAt(person, now)) continue;
    if ((await givenToday(db, member.poolId, person, now)) >= member.dailyCap) next = Math.min(next, dayAround(person, now).end);
  }
  return new Date(Math.max(next, now.getTime() + NEXT_RUN_MIN_MS));
}

/** For each lead whose latest line is its return to the pool (decision 071), the owner it was taken from. */
async function ownersOverdueLeadsWereTakenFrom(db: AppDatabase, leadIds: readonly number[]): Promise<Map<number, number>> {
  const takenFrom = new Map<number, number>();
  if (leadIds.length === 0) return takenFrom;
  const lines = await db
    .select({ leadId: leadAssignments.leadId, ownerId: leadAssignments.ownerId, reason: leadAssignments.reason })
    .from(leadAssignments)
    .where(inArray(leadAssignments.leadId, [...leadIds]))
    .orderBy(desc(leadAssignments.assignedAt), desc(leadAssignments.id));
  const newestFirst = new Map<number, typeof lines>();
  for (const line of lines) newestFirst.set(line.leadId, [...(newestFirst.get(line.leadId) ?? []), line]);
  for (const [leadId, history] of newestFirst) {
    if (history[0]?.reason !== "returned") continue;
    const owner = history.find((line) => line.ownerId !== null)?.ownerId;
    if (owner) takenFrom.set(leadId, owner);
  }
  return takenFrom;
}

/**
 * Hands out the waiting leads (no owner, not won or lost), oldest first, to whoever can
 * take each now (reason "backlog"); a lead nobody can take yet is passed over for the
 * next. Under the "routing" lock, so runs in two processes hand out one turn once. While
 * leads wait, the next run is scheduled. Returns how many were handed out and how many wait.
 */
export async function drainBacklog(now: Date = new Date(), database?: AppDatabase): Promise<{ assigned: number; waiting: number }> {
  return inTransaction(async (tx) => {
    await lockForDecision(tx, "routing");
    const waiting = await tx
      .select()
      .from(leads)
      .where(and(isNull(leads.ownerId), notInArray(leads.status, ["won", "lost"])))
      .orderBy(asc(leads.createdAt), asc(leads.id))
      .limit(BACKLOG_BATCH + 1);
    if (waiting.length === 0) return { assigned: 0, waiting: 0 };
    const context = await loadRoutingContext(tx, now);
    const batch = waiting.slice(0, BACKLOG_BATCH);
    const takenFrom = await ownersOverdueLeadsWereTakenFrom(tx, batch.map((lead) => lead.id));
    let assigned = 0;
    let routable = 0;
    for (const lead of batch) {
      // A lead back from an owner who let it go overdue goes to someone else if anyone can take it.
      const choice = await chooseOwner(tx, context, lead, now, takenFrom.get(lead.id) ?? null);
      if (choice.ownerId === null) {
        if (choice.ruleId !== null) routable += 1;
        continue;
      }
      await recordAssignment(tx, { leadId: lead.id, ownerId: choice.ownerId, by: null, reason: "backlog", ruleId: choice.ruleId, poolId: choice.poolId }, now);
      assigned += 1;
    }
    if (waiting.length > BACKLOG_BATCH) await scheduleBacklog(tx, now, now);
    else if (routable > 0) await scheduleBacklog(tx, await nextBacklogRun(tx, context, now), now);
    return { assigned, waiting: waiting.length - assigned };
  }, database);
}

export const ROUTING_JOB_HANDLERS: JobHandlers = {
  [BACKLOG_JOB]: async (_payload, { now, db }) => {
    const { assigned, waiting } = await drainBacklog(now, db);
    return assigned > 0 ? "done" : { nothingToDo: waiting > 0 ? `${waiting} waiting, nobody can take them now` : "No lead is waiting" };
  },
};
