import { and, asc, eq, gt, gte, inArray, lt, lte, sql } from "drizzle-orm";
import type { AppDatabase } from "#db/open";
import {
  bookingReps,
  bookings,
  bookingSettings,
  companyHolidays,
  repTimeOff,
  repWeeklyHours,
  staffUsers,
} from "#db/schema";
import { recordAudit, type AuditActor } from "~/features/audit/audit-log.server";
import { getDb, inTransaction, whenDatabaseOpens } from "~/utils/db.server";
import { zonedTimeToUtc } from "~/utils/time-zones";
import { freeSlots, type FreeSlot } from "./free-slots";
import { DEFAULT_BOOKING_SETTINGS, type BookingSettings } from "./settings";
import {
  WEEKDAYS,
  type CompanyHoliday,
  type ExistingBooking,
  type RepAvailability,
  type RepId,
  type TimeOff,
  type WeeklyHours,
  type Weekday,
} from "./types";
import { usFederalHolidays } from "./us-federal-holidays.server";
import { nudgeBacklog } from "~/features/lead-routing/backlog-schedule.server";
import { minutesOfClock } from "~/utils/date-range";
import { nextDate } from "./wall-clock";

/**
 * Where availability is stored (decision 061): reads the database into the plain data
 * the rules take (types.ts) and writes what the screens send. Every write is one
 * transaction with its audit line.
 */

/** Roles whose accounts may take consultations (roles.ts gives both the "availability" permission). */
export const REP_ROLES = ["sales", "admin"] as const;

const DAY = 24 * 60 * 60_000;

/** What checkSlot and freeSlots need besides `now` and the question. */
export interface AvailabilityInputs {
  reps: RepAvailability[];
  holidays: CompanyHoliday[];
  settings: BookingSettings;
  bookings: ExistingBooking[];
}

/**
 * Everything the rules read for meetings between two instants: the active reps who take
 * consultations with their hours and time off, the holidays, the settings, and the
 * booked meetings. Dates (holidays, time off) are read a day wider on each side, since a
 * rep's calendar date at an instant can be a day off UTC's; meetings are read wider by
 * the buffer, which reaches outside the range.
 */
export async function loadAvailabilityInputs(
  fromInstant: Date,
  toInstant: Date,
  /** An open transaction reads through its own connection (a booking holds a lock while it reads). */
  db: AppDatabase = getDb(),
): Promise<AvailabilityInputs> {
  const settings = await loadBookingSettings(db);
  const firstDate = new Date(fromInstant.getTime() - DAY).toISOString().slice(0, 10);
  const lastDate = new Date(toInstant.getTime() + DAY).toISOString().slice(0, 10);
  const buffer = settings.bufferMinutes * 60_000;

  const profiles = await db
    .select({ staffId: bookingReps.staffId, weight: bookingReps.weight, timeZone: bookingReps.timeZone })
    .from(bookingReps)
    .innerJoin(staffUsers, eq(staffUsers.id, bookingReps.staffId))
    .where(
      and(
        eq(bookingReps.takesConsultations, true),
        eq(staffUsers.active, true),
        inArray(staffUsers.role, [...REP_ROLES]),
      ),
    )
    .orderBy(asc(bookingReps.staffId));
  const repIds = profiles.map((profile) => profile.staffId);
  // One query after another: `db` may be a transaction, whose one PostgreSQL connection runs one query at a time.
  const hourRows = repIds.length ? await db.select().from(repWeeklyHours).where(inArray(repWeeklyHours.staffId, repIds)) : [];
  const timeOffRows = repIds.length
    ? await db
        .select()
        .from(repTimeOff)
        .where(and(inArray(repTimeOff.staffId, repIds), gte(repTimeOff.endsOn, firstDate), lte(repTimeOff.startsOn, lastDate)))
    : [];
  const holidays = await listHolidaysBetween(firstDate, lastDate, db);
  const bookingRows = repIds.length
    ? await db
        .select({ repId: bookings.repId, startsAt: bookings.startsAt, endsAt: bookings.endsAt })
        .from(bookings)
        .where(
          and(
            eq(bookings.status, "booked"),
            inArray(bookings.repId, repIds),
            lt(bookings.startsAt, toInstant.getTime() + buffer),
            gt(bookings.endsAt, fromInstant.getTime() - buffer),
          ),
        )
    : [];
  const reps = profiles.map(
    (profile): RepAvailability => ({
      repId: profile.staffId,
      timeZone: profile.timeZone,
      weight: profile.weight,
      weeklyHours: weeklyHoursOf(hourRows.filter((row) => row.staffId === profile.staffId)),
      timeOff: timeOffRows
        .filter((row) => row.staffId === profile.staffId)
        .map((row): TimeOff => ({ from: row.startsOn, to: row.endsOn })),
    }),
  );
  return {
    reps,
    holidays,
    settings,
    bookings: bookingRows.map((row) => ({
      repId: row.repId,
      startsAt: new Date(row.startsAt),
      endsAt: new Date(row.endsAt),
    })),
  };
}

type HoursRow = { weekday: string; startTime: string; endTime: string };

function weeklyHoursOf(rows: readonly HoursRow[]): WeeklyHours {
  const hours: Partial<Record<Weekday, { start: string; end: string }[]>> = {};
  for (const row of rows) {
    if (!(WEEKDAYS as readonly string[]).includes(row.weekday)) continue;
    (hours[row.weekday as Weekday] ??= []).push({ start: row.startTime, end: row.endTime });
  }
  for (const blocks of Object.values(hours)) blocks.sort((a, b) => minutesOfClock(a.start) - minutesOfClock(b.start));
  return hours;
}

/* Settings and the holidays they come with ------------------------------------------- */

/**
 * Booking's start-up work, each time the server opens its database (app/entry.server.tsx):
 * the first time, the settings row goes in with the US federal holidays of that year and
 * the next (decision 061). Not demo data: a real site needs its holidays too. Once only
 * (the settings row marks it), so holidays an admin removed never come back; and at
 * start rather than on first use, so no page load writes.
 */
export function startBookingOnOpen(): void {
  whenDatabaseOpens((db) => startBooking(db));
}

export async function startBooking(database?: AppDatabase, now: Date = new Date()): Promise<void> {
  await inTransaction(async (tx) => {
    const created = await tx
      .insert(bookingSettings)
      .values({ id: 1 })
      .onConflictDoNothing()
      .returning({ id: bookingSettings.id });
    if (created.length === 0) return;
    const year = now.getUTCFullYear();
    await insertHolidays(tx, usFederalHolidays(year, year + 1));
  }, database);
}

/** The settings (the defaults until booking has started), with the row's version for a stale form. */
export async function loadBookingSettings(db: AppDatabase = getDb()): Promise<BookingSettings & { version: number }> {
  const [row] = await db.select().from(bookingSettings).where(eq(bookingSettings.id, 1)).limit(1);
  return row ? settingsOf(row) : { ...DEFAULT_BOOKING_SETTINGS, version: 1 };
}

function settingsOf(row: typeof bookingSettings.$inferSelect): BookingSettings & { version: number } {
  return {
    meetingMinutes: row.meetingMinutes,
    slotGridMinutes: row.slotGridMinutes,
    bufferMinutes: row.bufferMinutes,
    minimumNoticeMinutes: row.minimumNoticeMinutes,
    horizonDays: row.horizonDays,
    version: row.version,
  };
}

export type SaveResult = { ok: true } | { ok: false; status: 404 | 409; message: string };

const STALE_SETTINGS =
  "Someone changed the settings since you opened this page. The form now shows the saved values; make your change again.";

/** Saves checked settings (bookingSettingsSchema) over the version the form was made from. */
export async function saveBookingSettings(
  actor: AuditActor,
  settings: BookingSettings,
  version: number,
): Promise<SaveResult> {
  // A site whose start-up work has not run yet (a script's database) gets its row here.
  await startBooking();
  return inTransaction(async (tx) => {
    const updated = await tx
      .update(bookingSettings)
      .set({ ...settings, updatedAt: Date.now(), version: sql`${bookingSettings.version} + 1` })
      .where(and(eq(bookingSettings.id, 1), eq(bookingSettings.version, version)))
      .returning({ id: bookingSettings.id });
    if (updated.length === 0) return { ok: false, status: 409, message: STALE_SETTINGS } as const;
    const summary =
      `Booking settings: ${settings.meetingMinutes}-minute meetings every ${settings.slotGridMinutes} minutes, ` +
      `${settings.bufferMinutes} minutes' buffer, ${settings.minimumNoticeMinutes} minutes' notice, ${settings.horizonDays} days ahead`;
    await recordAudit(actor, { action: "update", entityType: "booking-settings", entityId: 1, summary }, tx);
    return { ok: true } as const;
  });
}

/* Holidays ------------------------------------------------------------------------------- */

export interface StoredHoliday extends CompanyHoliday {
  id: number;
}

export async function listHolidaysBetween(firstDate: string, lastDate: string, db: AppDatabase = getDb()): Promise<StoredHoliday[]> {
  return db
    .select({ id: companyHolidays.id, date: companyHolidays.date, name: companyHolidays.name })
    .from(companyHolidays)
    .where(and(gte(companyHolidays.date, firstDate), lte(companyHolidays.date, lastDate)))
    .orderBy(asc(companyHolidays.date));
}

/** Inserts holidays, leaving a date that already has one as it is; returns how many went in. */
async function insertHolidays(tx: AppDatabase, holidays: readonly CompanyHoliday[]): Promise<number> {
  if (holidays.length === 0) return 0;
  const inserted = await tx
    .insert(companyHolidays)
    .values(holidays.map(({ date, name }) => ({ date, name })))
    .onConflictDoNothing()
    .returning({ id: companyHolidays.id });
  return inserted.length;
}

export type HolidayResult =
  | { ok: true; summary: string }
  | { ok: false; status: 400 | 404; field?: string; message: string };

export async function addHoliday(actor: AuditActor, holiday: CompanyHoliday): Promise<HolidayResult> {
  return inTransaction(async (tx) => {
    const added = await insertHolidays(tx, [holiday]);
    if (added === 0)
      return {
        ok: false,
        status: 400,
        field: "date",
        message: `${holiday.date} is already a holiday: rename it instead`,
      } as const;
    const summary = `Added the holiday ${holiday.name} on ${holiday.date}`;
    await recordAudit(actor, { action: "create", entityType: "holiday", entityId: holiday.date, summary }, tx);
    return { ok: true, summary } as const;
  });
}

export async function renameHoliday(actor: AuditActor, id: number, name: string): Promise<HolidayResult> {
  return inTransaction(async (tx) => {
    const [row] = await tx.select().from(companyHolidays).where(eq(companyHolidays.id, id)).limit(1);
    if (!row) return { ok: false, status: 404, message: "That holiday is no longer on the list." } as const;
    await tx.update(companyHolidays).set({ name }).where(eq(companyHolidays.id, id));
    const summary = `Renamed the holiday on ${row.date} from ${row.name} to ${name}`;
    await recordAudit(actor, { action: "update", entityType: "holiday", entityId: row.date, summary }, tx);
    return { ok: true, summary } as const;
  });
}

export async function removeHoliday(actor: AuditActor, id: number): Promise<HolidayResult> {
  return inTransaction(async (tx) => {
    const [row] = await tx.delete(companyHolidays).where(eq(companyHolidays.id, id)).returning();
    if (!row) return { ok: false, status: 404, message: "That holiday is no longer on the list." } as const;
    const summary = `Removed the holiday ${row.name} on ${row.date}`;
    await recordAudit(actor, { action: "delete", entityType: "holiday", entityId: row.date, summary }, tx);
    // Someone may be free to take waiting leads now (decision 070).
    await nudgeBacklog(tx);
    return { ok: true, summary } as const;
  });
}

/** Adds the observed US federal holidays of a year; dates that already have a holiday keep theirs. */
export async function addFederalHolidays(actor: AuditActor, year: number): Promise<HolidayResult> {
  return inTransaction(async (tx) => {
    const added = await insertHolidays(tx, usFederalHolidays(year, year));
    const summary = `Added ${added} US federal holidays of ${year}`;
    await recordAudit(actor, { action: "create", entityType: "holiday", entityId: String(year), summary }, tx);
    return { ok: true, summary } as const;
  });
}

/* A rep's schedule ---------------------------------------------------------------------- */

export interface RepProfile {
  staffId: RepId;
  email: string;
  name: string | null;
  role: string;
  active: boolean;
  takesConsultations: boolean;
  weight: number;
  /** The profile's zone, or the staff account's until a profile is saved. */
  timeZone: string;
  hasProfile: boolean;
}

export interface StoredTimeOff extends TimeOff {
  id: number;
  note: string | null;
}

export interface RepSchedule {
  profile: RepProfile;
  weeklyHours: WeeklyHours;
  timeOff: StoredTimeOff[];
}

/** One staff account as a rep, with its hours and the time off not yet over on `today`; null for no such account. */
export async function loadRepSchedule(staffId: RepId, today: string): Promise<RepSchedule | null> {
  const db = getDb();
  const [row] = await db
    .select({
      staffId: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      role: staffUsers.role,
      active: staffUsers.active,
      staffTimeZone: staffUsers.timeZone,
      profileId: bookingReps.id,
      takesConsultations: bookingReps.takesConsultations,
      weight: bookingReps.weight,
      timeZone: bookingReps.timeZone,
    })
    .from(staffUsers)
    .leftJoin(bookingReps, eq(bookingReps.staffId, staffUsers.id))
    .where(eq(staffUsers.id, staffId))
    .limit(1);
  if (!row) return null;
  const [hourRows, timeOffRows] = await Promise.all([
    db.select().from(repWeeklyHours).where(eq(repWeeklyHours.staffId, staffId)),
    db
      .select()
      .from(repTimeOff)
      .where(and(eq(repTimeOff.staffId, staffId), gte(repTimeOff.endsOn, today)))
      .orderBy(asc(repTimeOff.startsOn)),
  ]);
  return {
    profile: {
      staffId: row.staffId,
      email: row.email,
      name: row.name,
      role: row.role,
      active: row.active,
      takesConsultations: row.takesConsultations ?? false,
      weight: row.weight ?? 1,
      timeZone: row.timeZone ?? row.staffTimeZone,
      hasProfile: row.profileId !== null,
    },
    weeklyHours: weeklyHoursOf(hourRows),
    timeOff: timeOffRows.map((timeOff) => ({
      id: timeOff.id,
      from: timeOff.startsOn,
      to: timeOff.endsOn,
      note: timeOff.note,
    })),
  };
}

/** Staff who may take consultations (active, a rep's role), for the admin's choice of rep. */
export async function listRepCandidates(): Promise<{ staffId: RepId; label: string; takesConsultations: boolean }[]> {
  const rows = await getDb()
    .select({
      staffId: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      takes: bookingReps.takesConsultations,
    })
    .from(staffUsers)
    .leftJoin(bookingReps, eq(bookingReps.staffId, staffUsers.id))
    .where(and(eq(staffUsers.active, true), inArray(staffUsers.role, [...REP_ROLES])))
    .orderBy(asc(staffUsers.email));
  return rows.map((row) => ({
    staffId: row.staffId,
    label: row.name ? `${row.name} (${row.email})` : row.email,
    takesConsultations: row.takes ?? false,
  }));
}

/** The profile row, made with the staff account's zone the first time anything of the rep's is saved. */
async function ensureProfile(tx: AppDatabase, staffId: RepId): Promise<{ email: string } | null> {
  const [staff] = await tx
    .select({ email: staffUsers.email, timeZone: staffUsers.timeZone })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId))
    .limit(1);
  if (!staff) return null;
  await tx.insert(bookingReps).values({ staffId, timeZone: staff.timeZone }).onConflictDoNothing();
  return staff;
}

const NO_SUCH_REP = { ok: false, status: 404, message: "There is no such staff account." } as const;

/** Replaces a rep's whole week (the form always sends all of it). */
export async function saveWeeklyHours(actor: AuditActor, staffId: RepId, hours: WeeklyHours): Promise<SaveResult> {
  return inTransaction(async (tx) => {
    const staff = await ensureProfile(tx, staffId);
    if (!staff) return NO_SUCH_REP;
    await tx.delete(repWeeklyHours).where(eq(repWeeklyHours.staffId, staffId));
    const rows = Object.entries(hours).flatMap(([weekday, blocks]) =>
      (blocks ?? []).map((block) => ({ staffId, weekday, startTime: block.start, endTime: block.end })),
    );
    if (rows.length) await tx.insert(repWeeklyHours).values(rows);
    await tx.update(bookingReps).set({ updatedAt: Date.now() }).where(eq(bookingReps.staffId, staffId));
    await recordAudit(
      actor,
      {
        action: "update",
        entityType: "availability",
        entityId: staffId,
        summary: `Weekly hours of ${staff.email}: ${describeWeek(hours)}`,
      },
      tx,
    );
    // Someone may be free to take waiting leads now (decision 070).
    await nudgeBacklog(tx);
    return { ok: true } as const;
  });
}

function describeWeek(hours: WeeklyHours): string {
  const days = Object.entries(hours).map(
    ([weekday, blocks]) => `${weekday} ${(blocks ?? []).map((block) => `${block.start}–${block.end}`).join(", ")}`,
  );
  return days.length ? days.join("; ") : "none";
}

export async function saveRepProfile(
  actor: AuditActor,
  staffId: RepId,
  profile: { takesConsultations: boolean; weight: number; timeZone: string },
): Promise<SaveResult> {
  return inTransaction(async (tx) => {
    const staff = await ensureProfile(tx, staffId);
    if (!staff) return NO_SUCH_REP;
    await tx
      .update(bookingReps)
      .set({ ...profile, updatedAt: Date.now(), version: sql`${bookingReps.version} + 1` })
      .where(eq(bookingReps.staffId, staffId));
    const summary = `${staff.email} ${profile.takesConsultations ? "takes" : "does not take"} consultations (weight ${
      profile.weight
    }, ${profile.timeZone})`;
    await recordAudit(actor, { action: "update", entityType: "availability", entityId: staffId, summary }, tx);
    // Someone may be free to take waiting leads now (decision 070).
    await nudgeBacklog(tx);
    return { ok: true } as const;
  });
}

export async function addTimeOff(
  actor: AuditActor,
  staffId: RepId,
  timeOff: TimeOff & { note: string | null },
): Promise<SaveResult> {
  return inTransaction(async (tx) => {
    const staff = await ensureProfile(tx, staffId);
    if (!staff) return NO_SUCH_REP;
    await tx.insert(repTimeOff).values({ staffId, startsOn: timeOff.from, endsOn: timeOff.to, note: timeOff.note });
    const summary = `Time off for ${staff.email}: ${timeOff.from} to ${timeOff.to}${
      timeOff.note ? ` (${timeOff.note})` : ""
    }`;
    await recordAudit(actor, { action: "create", entityType: "availability", entityId: staffId, summary }, tx);
    return { ok: true } as const;
  });
}

/** Removes one stretch of time off, only from the rep it belongs to (an id of another rep's is a 404). */
export async function removeTimeOff(actor: AuditActor, staffId: RepId, id: number): Promise<SaveResult> {
  return inTransaction(async (tx) => {
    const [row] = await tx
      .delete(repTimeOff)
      .where(and(eq(repTimeOff.id, id), eq(repTimeOff.staffId, staffId)))
      .returning();
    if (!row) return { ok: false, status: 404, message: "That time off is no longer on the list." } as const;
    const summary = `Removed time off ${row.startsOn} to ${row.endsOn} of staff account ${staffId}`;
    await recordAudit(actor, { action: "delete", entityType: "availability", entityId: staffId, summary }, tx);
    // Someone may be free to take waiting leads now (decision 070).
    await nudgeBacklog(tx);
    return { ok: true } as const;
  });
}

/**
 * The free starts of one date of the visitor's calendar (`zone`, IANA), from what is
 * stored now: the rules of decision 060 on the reps, holidays, settings and meetings of
 * that day. No rep who takes consultations: no slot.
 */
export async function loadFreeSlots(date: string, zone: string, now: Date = new Date()): Promise<FreeSlot[]> {
  const dayStart = zonedTimeToUtc(date, 0, zone);
  const dayEnd = zonedTimeToUtc(nextDate(date), 0, zone);
  return freeSlots({ date, zone, now, ...(await loadAvailabilityInputs(dayStart, dayEnd)) });
}
