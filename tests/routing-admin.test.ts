import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, routingPoolMembers, routingPools, routingRules } from "#db/schema";
import { action as routingAction, loader as routingLoader } from "~/routes/admin.routing";
import { getDb } from "~/utils/db.server";
import { answerStatus as statusOf, settle, type Visitor } from "./support/requests";
import { staffWithSessions } from "./support/staff-sign-in";

/* /admin/routing (decision 070): admins only; the catch-all stays last; refusals keep what was typed and change nothing. */

const args = (request: Request) => ({ request, params: {}, context: {} });
type Screen = Awaited<ReturnType<typeof routingLoader>>;

const ids = {} as Record<"admin" | "sales", number>;
const visitors = {} as Record<"admin" | "sales", Visitor>;
let admin: Visitor;
let sales: Visitor;
let salesId = 0;

const post = (fields: Record<string, string>) => settle(() => routingAction(args(admin.form("/admin/routing", fields, { honeypot: false }))));
const order = async () => (await getDb().select({ name: routingRules.name }).from(routingRules).orderBy(asc(routingRules.position))).map((rule) => rule.name);

beforeAll(async () => {
  await staffWithSessions(
    {
      admin: { email: "routing-admin@example.com", role: "admin", timeZone: "America/New_York" },
      sales: { email: "routing-sales@example.com", role: "sales", timeZone: "America/New_York" },
    },
    { ids, visitors },
  );
  ({ admin, sales } = visitors);
  salesId = ids.sales;
});

describe("the lead routing screen", () => {
  it("is for admins only", async () => {
    expect(statusOf(await settle(() => routingLoader(args(sales.get("/admin/routing")))))).toBe(403);
    expect(statusOf(await settle(() => routingAction(args(sales.form("/admin/routing", { intent: "add-pool", name: "X" }, { honeypot: false })))))).toBe(403);
  });

  it("shows the seeded catch-all last; new rules go above it and none moves below it", async () => {
    const screen = (await routingLoader(args(admin.get("/admin/routing")))) as Screen;
    const team = screen.pools.find((pool) => pool.name === "Sales team")!;
    expect(team.members.map((member) => member.name).sort()).toEqual(["Jordan Ellis (demo)", "Riley Chen (demo)"]);
    expect(screen.rules.at(-1)).toMatchObject({ name: "Everything else", isCatchAll: true, canMoveUp: false, canMoveDown: false });

    expect(statusOf(await post({ intent: "save-rule", name: "Banks", lead_types: "partner_bank", target: `pool:${team.id}`, active: "on" }))).toBe(302);
    expect(statusOf(await post({ intent: "save-rule", name: "Healthcare", industries: "healthcare", target: `staff:${salesId}`, active: "on" }))).toBe(302);
    expect(await order()).toEqual(["Banks", "Healthcare", "Everything else"]);
    const [healthcare] = await getDb().select().from(routingRules).where(eq(routingRules.name, "Healthcare"));
    const [catchAll] = await getDb().select().from(routingRules).where(eq(routingRules.name, "Everything else"));
    expect(statusOf(await post({ intent: "move-rule", id: String(healthcare!.id), direction: "down" }))).toBe(400);
    expect(statusOf(await post({ intent: "move-rule", id: String(catchAll!.id), direction: "up" }))).toBe(400);
    expect(statusOf(await post({ intent: "delete-rule", id: String(catchAll!.id) }))).toBe(400);
    expect(statusOf(await post({ intent: "deactivate-rule", id: String(catchAll!.id) }))).toBe(400);
    expect(statusOf(await post({ intent: "move-rule", id: String(healthcare!.id), direction: "up" }))).toBe(302);
    expect(await order()).toEqual(["Healthcare", "Banks", "Everything else"]);
    const audit = await getDb().select({ summary: auditLog.summary }).from(auditLog).where(eq(auditLog.entityType, "routing"));
    expect(audit.map((line) => line.summary)).toEqual(expect.arrayContaining(["Added routing rule “Banks”", "Moved routing rule “Healthcare” up"]));
  });

  it("refuses a rule without conditions or a member with a bad cap, keeping what was typed", async () => {
    const refused = (await post({ intent: "save-rule", name: "Nothing", target: "pool:1" })) as { data: { alert: string; values: Record<string, string[]> } };
    expect(statusOf(refused)).toBe(400);
    expect(refused.data.values.name).toEqual(["Nothing"]);
    const [pool] = await getDb().select().from(routingPools).where(eq(routingPools.name, "Sales team"));
    const cap = (await post({ intent: "add-member", pool: String(pool!.id), staff: String(salesId), weight: "1", daily_cap: "0" })) as { data: { errors: Record<string, string> } };
    expect(statusOf(cap)).toBe(400);
    expect(cap.data.errors.daily_cap).toMatch(/whole number/);
    expect(await getDb().select().from(routingPoolMembers).where(eq(routingPoolMembers.staffId, salesId))).toEqual([]);
    expect(statusOf(await post({ intent: "save-pool", pool: String(pool!.id), name: "Sales team", return_overdue_after_hours: "4" }))).toBe(302);
    const [saved] = await getDb().select().from(routingPools).where(eq(routingPools.id, pool!.id));
    expect(saved!.returnOverdueAfterMinutes).toBe(240);
  });
});
