import { data, redirect } from "@remix-run/node";
import { and, asc, eq } from "drizzle-orm";
import type { AppDatabase } from "#db/open";
import { referralPartners, routingPoolMembers, routingPools, routingRules, staffUsers } from "#db/schema";
import { recordAudit } from "~/features/audit/audit-log.server";
import type { StaffMember } from "~/features/staff/session.server";
import { getDb, inTransaction, lockForDecision } from "~/utils/db.server";
import { isStorableText } from "~/utils/storable-text";
import { nudgeJobWorker } from "~/features/jobs/job-worker.server";
import { nudgeBacklog } from "./backlog-schedule.server";
import { loadRoutingContext, poolMemberStates, ruleOf } from "./routing.server";
import { catchAllOf, hasNoConditions, inOrder, moveRule, type RoutingRule } from "./rules";
import { US_STATES } from "./us-states";
import { readEndpointForm } from "~/utils/endpoint.server";
import { staffForm } from "~/features/staff/staff-endpoint.server";

/** POST /admin/routing: the routing rules and the reps' pools. */
export const ROUTING_FORM = staffForm("routing", { none: "reads each intent's fields by hand (ids, names, whole numbers, conditions chosen from lists): no schema" });

/**
 * The /admin/routing screen (decision 070): the rules in order, the pools and their
 * members. Plain posts with the anti-forgery token; a refused one comes back (400, 404)
 * with its message and what was typed; every change is one transaction under the
 * "routing" lock, with its audit line and a nudge to the backlog.
 */

export const ROUTING_INTENTS = [
  "save-rule",
  "delete-rule",
  "move-rule",
  "activate-rule",
  "deactivate-rule",
  "add-catch-all",
  "add-pool",
  "save-pool",
  "add-member",
  "save-member",
  "remove-member",
] as const;
export type RoutingIntent = (typeof ROUTING_INTENTS)[number];

export interface RoutingActionData {
  intent: RoutingIntent;
  alert: string;
  errors: Record<string, string>;
  /** What was typed, by field (several values for a list). */
  values: Record<string, string[]>;
}

export interface ValueOption {
  value: string;
  label: string;
}

/**
 * The forms' own value sets a rule's conditions choose from: the lead types
 * (app/features/lead-store/lead-types.ts), the wizard's industries and volume bands
 * (app/features/consult/options.ts). Handed in by the route: those features store leads
 * through this one, so it cannot import them.
 */
export interface RoutingValueSets {
  leadTypes: readonly ValueOption[];
  industries: readonly ValueOption[];
  volumeBands: readonly ValueOption[];
}

type ConditionName = "lead_types" | "industries" | "volume_bands" | "states";

function conditionFields(sets: RoutingValueSets): { name: ConditionName; label: string; options: ValueOption[] }[] {
  const plain = (options: readonly ValueOption[]) => options.map(({ value, label }) => ({ value, label }));
  return [
    { name: "lead_types", label: "Lead types", options: plain(sets.leadTypes) },
    { name: "industries", label: "Industries", options: plain(sets.industries) },
    { name: "volume_bands", label: "Monthly volume", options: plain(sets.volumeBands) },
    { name: "states", label: "States", options: US_STATES },
  ];
}

export async function loadRoutingScreen(url: URL, sets: RoutingValueSets, now: Date = new Date()) {
  const db = getDb();
  const fields = conditionFields(sets);
  const context = await loadRoutingContext(db, now);
  const rules = inOrder(context.rules);
  const catchAll = catchAllOf(rules);
  const pools = await db.select().from(routingPools).orderBy(asc(routingPools.name));
  const staff = await db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email, active: staffUsers.active })
    .from(staffUsers)
    .orderBy(asc(staffUsers.name), asc(staffUsers.email));
  const partners = await db.select({ id: referralPartners.id, name: referralPartners.name }).from(referralPartners).orderBy(asc(referralPartners.name));
  const nameOf = (id: number) => {
    const person = staff.find((candidate) => candidate.id === id);
    return person ? `${person.name || person.email}${person.active ? "" : " (inactive)"}` : `#${id}`;
  };
  const poolName = (id: number) => pools.find((candidate) => candidate.id === id)?.name ?? `#${id}`;
  const labelsOf = (options: readonly { value: string; label: string }[], values: readonly string[]) =>
    values.map((value) => options.find((option) => option.value === value)?.label ?? value);
  const ruleLines = rules.map((rule, index) => {
    const conditions: string[] = [];
    for (const field of fields) {
      const values = listOf(rule, field.name);
      if (values.length) conditions.push(`${field.label}: ${labelsOf(field.options, values).join(", ")}`);
    }
    if (rule.referralPartnerIds.length) {
      conditions.push(`Referred by: ${rule.referralPartnerIds.map((id) => partners.find((partner) => partner.id === id)?.name ?? `#${id}`).join(", ")}`);
    }
    const isCatchAll = catchAll?.id === rule.id;
    const next = rules[index + 1];
    return {
      ...rule,
      isCatchAll,
      conditions,
      target: rule.targetStaffId !== null ? `Person: ${nameOf(rule.targetStaffId)}` : rule.targetPoolId !== null ? `Pool: ${poolName(rule.targetPoolId)}` : "Nobody (its target was deleted): the catch-all takes its leads",
      canMoveUp: !isCatchAll && index > 0,
      canMoveDown: !isCatchAll && next !== undefined && next.id !== catchAll?.id,
    };
  });
  const poolLines = [];
  for (const pool of pools) {
    const states = await poolMemberStates(db, context, pool.id, now);
    poolLines.push({
      id: pool.id,
      name: pool.name,
      returnOverdueAfterHours: pool.returnOverdueAfterMinutes === null ? null : pool.returnOverdueAfterMinutes / 60,
      members: context.members
        .filter((member) => member.poolId === pool.id)
        .map((member) => {
          const state = states.find((candidate) => candidate.staffId === member.staffId);
          return { ...member, name: nameOf(member.staffId), available: state?.available ?? false, today: state?.today ?? 0 };
        }),
    });
  }
  const editId = Number(url.searchParams.get("edit"));
  const editing = ruleLines.find((rule) => rule.id === editId) ?? null;
  return {
    rules: ruleLines,
    hasCatchAll: catchAll !== null,
    pools: poolLines,
    editing,
    options: {
      conditions: fields,
      partners,
      staff: staff.filter((person) => person.active).map((person) => ({ id: person.id, label: person.name || person.email })),
    },
  };
}

function listOf(rule: RoutingRule, field: ConditionName): readonly string[] {
  return field === "lead_types" ? rule.leadTypes : field === "industries" ? rule.industries : field === "volume_bands" ? rule.volumeBands : rule.states;
}

function typedValues(formData: FormData): Record<string, string[]> {
  // No prototype: a field named "constructor" or "__proto__" is just a field.
  const values = Object.create(null) as Record<string, string[]>;
  for (const [name, value] of formData.entries()) {
    if (typeof value !== "string" || name === "csrf") continue;
    values[name] = [...(Object.hasOwn(values, name) ? values[name]! : []), value];
  }
  return values;
}

class Refusal extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

const INCOMPLETE = "This form is incomplete: reload the page and try again.";

function idFrom(formData: FormData, name: string): number {
  const value = Number(formData.get(name));
  if (!Number.isInteger(value) || value < 1) throw new Refusal(400, INCOMPLETE);
  return value;
}

function chosen(formData: FormData, name: string, allowed: readonly string[]): string[] {
  const values = formData.getAll(name).filter((value): value is string => typeof value === "string");
  if (values.some((value) => !allowed.includes(value))) throw new Refusal(400, "Choose from the lists.", { [name]: "Choose from the list" });
  return [...new Set(values)];
}

function nameFrom(formData: FormData, max = 120): string {
  const name = String(formData.get("name") ?? "").trim();
  if (!name || name.length > max || !isStorableText(name) || /[\r\n]/.test(name)) throw new Refusal(400, "Nothing was saved: see the messages below.", { name: `Give a name of 1 to ${max} characters` });
  return name;
}

/** A whole number from `min` (empty: null when optional). */
function wholeFrom(formData: FormData, name: string, label: string, { min, max, optional }: { min: number; max: number; optional: boolean }): number | null {
  const raw = String(formData.get(name) ?? "").trim();
  if (raw === "" && optional) return null;
  const value = Number(raw);
  if (raw === "" || !Number.isInteger(value) || value < min || value > max) {
    throw new Refusal(400, "Nothing was saved: see the messages below.", { [name]: `${label}: a whole number from ${min} to ${max}${optional ? ", or empty" : ""}` });
  }
  return value;
}

async function orderedRules(tx: AppDatabase): Promise<RoutingRule[]> {
  return inOrder((await tx.select().from(routingRules)).map(ruleOf));
}

async function renumber(tx: AppDatabase, ordered: readonly RoutingRule[]): Promise<void> {
  for (const [index, rule] of ordered.entries()) {
    if (rule.position !== (index + 1) * 10) await tx.update(routingRules).set({ position: (index + 1) * 10 }).where(eq(routingRules.id, rule.id));
  }
}

async function ensureExists(tx: AppDatabase, kind: "pool" | "staff", id: number): Promise<void> {
  const found =
    kind === "pool"
      ? await tx.select({ id: routingPools.id }).from(routingPools).where(eq(routingPools.id, id))
      : await tx.select({ id: staffUsers.id }).from(staffUsers).where(and(eq(staffUsers.id, id), eq(staffUsers.active, true)));
  if (found.length === 0) throw new Refusal(400, kind === "pool" ? "That pool no longer exists." : "Choose an active staff account.", { [kind === "pool" ? "pool" : "staff"]: "Choose from the list" });
}

/** Runs one change under the routing lock with its audit line and a nudge to the backlog. */
async function change(staff: StaffMember, summary: (tx: AppDatabase) => Promise<{ summary: string; entityId?: number }>): Promise<void> {
  await inTransaction(async (tx) => {
    await lockForDecision(tx, "routing");
    const done = await summary(tx);
    await recordAudit(staff, { action: "update", entityType: "routing", entityId: done.entityId ?? null, summary: done.summary }, tx);
    await nudgeBacklog(tx);
  });
  nudgeJobWorker();
}

async function ruleById(tx: AppDatabase, id: number): Promise<{ rule: RoutingRule; ordered: RoutingRule[]; isCatchAll: boolean }> {
  const ordered = await orderedRules(tx);
  const rule = ordered.find((candidate) => candidate.id === id);
  if (!rule) throw new Refusal(404, "That rule no longer exists.");
  return { rule, ordered, isCatchAll: catchAllOf(ordered)?.id === id };
}

async function handle(intent: RoutingIntent, formData: FormData, staff: StaffMember, sets: RoutingValueSets): Promise<string> {
  if (intent === "save-rule") {
    const id = formData.get("id") ? idFrom(formData, "id") : null;
    const name = nameFrom(formData);
    const conditions = {
      leadTypes: chosen(formData, "lead_types", sets.leadTypes.map((type) => type.value)),
      industries: chosen(formData, "industries", sets.industries.map((type) => type.value)),
      volumeBands: chosen(formData, "volume_bands", sets.volumeBands.map((band) => band.value)),
      states: chosen(formData, "states", US_STATES.map((state) => state.value)),
      referralPartnerIds: chosen(formData, "referral_partner_ids", (await getDb().select({ id: referralPartners.id }).from(referralPartners)).map((partner) => String(partner.id))).map(Number),
    };
    const target = /^(staff|pool):(\d+)$/.exec(String(formData.get("target") ?? ""));
    if (!target) throw new Refusal(400, "Nothing was saved: see the messages below.", { target: "Choose who gets the leads" });
    const targetId = Number(target[2]);
    const active = formData.get("active") === "on";
    await change(staff, async (tx) => {
      await ensureExists(tx, target[1] === "pool" ? "pool" : "staff", targetId);
      const values = { name, ...conditions, targetStaffId: target[1] === "staff" ? targetId : null, targetPoolId: target[1] === "pool" ? targetId : null };
      if (id === null) {
        if (hasNoConditions(conditions)) throw new Refusal(400, "A rule needs at least one condition: leads that match none go to the catch-all.", { conditions: "Choose at least one condition" });
        const ordered = await orderedRules(tx);
        const catchAll = catchAllOf(ordered);
        const [added] = await tx.insert(routingRules).values({ ...values, active, position: 0 }).returning();
        await renumber(tx, [...ordered.filter((rule) => rule.id !== catchAll?.id), ruleOf(added!), ...(catchAll ? [catchAll] : [])]);
        return { summary: `Added routing rule “${name}”`, entityId: added!.id };
      }
      const { isCatchAll } = await ruleById(tx, id);
      if (isCatchAll && !hasNoConditions(conditions)) throw new Refusal(400, "The catch-all takes every lead no other rule takes: it has no conditions.", { conditions: "The catch-all has no conditions" });
      if (isCatchAll && target[1] !== "pool") throw new Refusal(400, "The catch-all hands its leads to a pool.", { target: "Choose a pool" });
      if (!isCatchAll && hasNoConditions(conditions)) throw new Refusal(400, "A rule needs at least one condition: leads that match none go to the catch-all.", { conditions: "Choose at least one condition" });
      await tx.update(routingRules).set({ ...values, active: isCatchAll ? true : active, updatedAt: Date.now() }).where(eq(routingRules.id, id));
      return { summary: `Changed routing rule “${name}”`, entityId: id };
    });
    return "rule-saved";
  }
  if (intent === "delete-rule" || intent === "activate-rule" || intent === "deactivate-rule" || intent === "move-rule") {
    const id = idFrom(formData, "id");
    const direction = formData.get("direction") === "up" ? "up" : "down";
    await change(staff, async (tx) => {
      const { rule, ordered, isCatchAll } = await ruleById(tx, id);
      if (intent === "delete-rule") {
        if (isCatchAll) throw new Refusal(400, "The catch-all cannot be deleted: every lead no other rule takes goes there.");
        await tx.delete(routingRules).where(eq(routingRules.id, id));
        return { summary: `Deleted routing rule “${rule.name}”`, entityId: id };
      }
      if (intent === "move-rule") {
        const moved = moveRule(ordered, id, direction);
        if (!moved) throw new Refusal(400, isCatchAll ? "The catch-all stays last." : `“${rule.name}” cannot move ${direction}: the catch-all stays last.`);
        await renumber(tx, moved);
        return { summary: `Moved routing rule “${rule.name}” ${direction}`, entityId: id };
      }
      if (isCatchAll && intent === "deactivate-rule") throw new Refusal(400, "The catch-all stays active.");
      await tx.update(routingRules).set({ active: intent === "activate-rule" }).where(eq(routingRules.id, id));
      return { summary: `${intent === "activate-rule" ? "Activated" : "Deactivated"} routing rule “${rule.name}”`, entityId: id };
    });
    return intent === "delete-rule" ? "rule-deleted" : "rule-saved";
  }
  if (intent === "add-catch-all") {
    const poolId = idFrom(formData, "pool");
    await change(staff, async (tx) => {
      await ensureExists(tx, "pool", poolId);
      const ordered = await orderedRules(tx);
      if (catchAllOf(ordered)) throw new Refusal(400, "There is a catch-all already.");
      const [added] = await tx.insert(routingRules).values({ name: "Everything else", targetPoolId: poolId, position: 0 }).returning();
      await renumber(tx, [...ordered, ruleOf(added!)]);
      return { summary: "Added the catch-all routing rule", entityId: added!.id };
    });
    return "rule-saved";
  }
  if (intent === "add-pool" || intent === "save-pool") {
    const name = nameFrom(formData, 80);
    const hours = intent === "save-pool" ? wholeFrom(formData, "return_overdue_after_hours", "Hours", { min: 1, max: 720, optional: true }) : null;
    const id = intent === "save-pool" ? idFrom(formData, "pool") : null;
    await change(staff, async (tx) => {
      const clash = await tx.select({ id: routingPools.id }).from(routingPools).where(eq(routingPools.name, name));
      if (clash.some((row) => row.id !== id)) throw new Refusal(400, "Nothing was saved: see the messages below.", { name: "Another pool has this name" });
      if (id === null) {
        const [added] = await tx.insert(routingPools).values({ name }).returning();
        return { summary: `Added routing pool “${name}”`, entityId: added!.id };
      }
      await ensureExists(tx, "pool", id);
      await tx
        .update(routingPools)
        .set({ name, returnOverdueAfterMinutes: hours === null ? null : hours * 60, updatedAt: Date.now() })
        .where(eq(routingPools.id, id));
      return { summary: `Changed routing pool “${name}”: ${hours === null ? "overdue leads stay with their owner" : `overdue leads return after ${hours} h`}`, entityId: id };
    });
    return "pool-saved";
  }
  const poolId = idFrom(formData, "pool");
  const staffId = idFrom(formData, "staff");
  const weight = intent === "remove-member" ? 1 : wholeFrom(formData, "weight", "Weight", { min: 1, max: 100, optional: false })!;
  const dailyCap = intent === "remove-member" ? null : wholeFrom(formData, "daily_cap", "Daily cap", { min: 1, max: 1000, optional: true });
  await change(staff, async (tx) => {
    await ensureExists(tx, "pool", poolId);
    const where = and(eq(routingPoolMembers.poolId, poolId), eq(routingPoolMembers.staffId, staffId));
    const [existing] = await tx.select().from(routingPoolMembers).where(where);
    const [person] = await tx.select({ name: staffUsers.name, email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.id, staffId));
    const who = person?.name || person?.email || `#${staffId}`;
    if (intent === "add-member") {
      await ensureExists(tx, "staff", staffId);
      if (existing) throw new Refusal(400, "Nothing was saved: see the messages below.", { staff: `${who} is in this pool already` });
      // A newcomer joins level with the others: the round robin gives no run of catch-up leads.
      await tx.insert(routingPoolMembers).values({ poolId, staffId, weight, dailyCap });
      return { summary: `Added ${who} to routing pool #${poolId} (weight ${weight}${dailyCap === null ? "" : `, at most ${dailyCap} a day`})`, entityId: poolId };
    }
    if (!existing) throw new Refusal(404, `${who} is no longer in this pool.`);
    if (intent === "remove-member") {
      await tx.delete(routingPoolMembers).where(where);
      return { summary: `Removed ${who} from routing pool #${poolId}`, entityId: poolId };
    }
    await tx.update(routingPoolMembers).set({ weight, dailyCap }).where(where);
    return { summary: `Changed ${who} in routing pool #${poolId}: weight ${weight}, ${dailyCap === null ? "no cap" : `at most ${dailyCap} a day`}`, entityId: poolId };
  });
  return intent === "remove-member" ? "member-removed" : "member-saved";
}

export async function handleRoutingPost(request: Request, staff: StaffMember, sets: RoutingValueSets) {
  const formData = await readEndpointForm(request, ROUTING_FORM);
  const intent = formData.get("intent");
  if (typeof intent !== "string" || !(ROUTING_INTENTS as readonly string[]).includes(intent)) throw new Response("Unknown form action.", { status: 400 });
  try {
    const saved = await handle(intent as RoutingIntent, formData, staff, sets);
    return redirect(`/admin/routing?saved=${saved}`);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return data<RoutingActionData>({ intent: intent as RoutingIntent, alert: error.message, errors: error.errors, values: typedValues(formData) }, { status: error.status });
  }
}
