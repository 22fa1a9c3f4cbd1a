import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { analyticsEvents, auditLog, jobs, leadAttributions, leads, staffUsers } from "#db/schema";
import { SITE_TIME_ZONE } from "~/config/site";
import { createJobWorker } from "~/features/jobs/job-worker.server";
import { outboxDirectory } from "~/features/mail/send-mail.server";
import { nextSummaryRun, summarisedWeek } from "~/features/weekly-summary/weekly-summary";
import { WEEKLY_SUMMARY_JOB, WEEKLY_SUMMARY_JOB_HANDLERS } from "~/features/weekly-summary/weekly-summary.server";
import { action as accountAction, loader as accountLoader } from "~/routes/admin.account";
import { getDb } from "~/utils/db.server";
import { zonedTimeToUtc } from "~/utils/time-zones";
import { settle, type Visitor } from "./support/requests";
import { staffWithSessions } from "./support/staff-sign-in";

/**
 * The weekly summary (decision 081): a member turns it on under Your account, which
 * schedules the next Monday's run once; the run e-mails last week's visitors, leads by
 * first source and the funnel to whoever asked, then schedules the next Monday.
 */

const args = (request: Request) => ({ request, params: {}, context: {} });
const staff = { ids: {} as Record<"marketer" | "admin", number>, visitors: {} as Record<"marketer" | "admin", Visitor> };

async function choose(who: "marketer" | "admin", fields: Record<string, string>): Promise<Response> {
  return (await settle(() => accountAction(args(staff.visitors[who].form("/admin/account?weekly-summary", fields))))) as Response;
}

const summaryJobs = () => getDb().select().from(jobs).where(eq(jobs.kind, WEEKLY_SUMMARY_JOB));
const wanted = async (who: "marketer" | "admin") =>
  (await getDb().select({ wanted: staffUsers.weeklySummary }).from(staffUsers).where(eq(staffUsers.id, staff.ids[who])))[0]?.wanted;

beforeAll(async () => {
  await staffWithSessions(
    {
      marketer: { email: "weekly-marketer@example.com", role: "marketing", timeZone: "America/New_York" },
      admin: { email: "weekly-admin@example.com", role: "admin", timeZone: "America/Chicago" },
    },
    staff,
  );
});

beforeEach(async () => {
  await getDb().delete(jobs);
  await getDb().update(staffUsers).set({ weeklySummary: false });
});

describe("turning the weekly summary on and off", () => {
  it("saves the box, schedules one run on the next Monday at 08:00 in the site's zone, and writes the audit log", async () => {
    const before = new Date();
    expect((await choose("marketer", { weekly_summary: "on" })).headers.get("Location")).toBe("/admin/account?saved=weekly-summary");
    expect(await choose("admin", { weekly_summary: "on" })).toHaveProperty("status", 302);
    expect(await wanted("marketer")).toBe(true);
    const scheduled = await summaryJobs();
    // Two members, one run.
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]!.runAt).toBe(nextSummaryRun(before, SITE_TIME_ZONE).getTime());
    const audit = await getDb()
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.action, "weekly-summary"), eq(auditLog.staffId, staff.ids.marketer)));
    expect(audit.map((line) => line.summary)).toContain("Turned the weekly summary e-mail on");

    expect(await choose("marketer", {})).toHaveProperty("status", 302);
    expect(await wanted("marketer")).toBe(false);
    const page = (await accountLoader(args(staff.visitors.marketer.get("/admin/account")))) as Awaited<ReturnType<typeof accountLoader>>;
    expect(page.weeklySummary).toEqual({ offered: true, wanted: false });
  });

  it("refuses a value that is no tick (400) and a post without the anti-forgery token (403), changing nothing", async () => {
    await expect(choose("marketer", { weekly_summary: "yes" })).resolves.toHaveProperty("status", 400);
    const forged = await settle(() => accountAction(args(staff.visitors.marketer.form("/admin/account?weekly-summary", { weekly_summary: "on" }, { csrf: false }))));
    expect(forged).toHaveProperty("status", 403);
    expect(await wanted("marketer")).toBe(false);
    expect(await summaryJobs()).toHaveLength(0);
  });
});

describe("the Monday run", () => {
  it("e-mails last week's figures to those who asked, then schedules the next Monday; with nobody asking it sends nothing", async () => {
    await choose("marketer", { weekly_summary: "on" });
    const [job] = await summaryJobs();
    const runAt = new Date(job!.runAt);
    const week = summarisedWeek(runAt, SITE_TIME_ZONE);
    const midweek = zonedTimeToUtc(week.from, 24 * 60 + 12 * 60, SITE_TIME_ZONE);
    const db = getDb();
    await db.delete(leads);
    await db.delete(analyticsEvents);
    for (const [session, visitor] of [["weekly-a", "visitor-a"], ["weekly-b", "visitor-b"]]) {
      await db.insert(analyticsEvents).values({ occurredAt: midweek.getTime(), eventType: "pageview", source: "server", sessionId: session!, visitorId: visitor!, pageUrl: "http://localhost/", pagePath: "/" });
    }
    await db.insert(analyticsEvents).values({ occurredAt: midweek.getTime(), eventType: "funnel", source: "server", sessionId: "weekly-a", visitorId: "visitor-a", eventName: "step 1" });
    for (const [reference, source] of [["WEEK-1", "google"], ["WEEK-2", "google"], ["WEEK-3", null]] as const) {
      const [lead] = await db.insert(leads).values({ reference, type: "merchant_application", fullName: reference, payload: {}, createdAt: midweek.getTime() }).returning();
      if (source) await db.insert(leadAttributions).values({ leadId: lead!.id, firstSource: source, firstMedium: "organic", firstLandingPage: "/", firstAt: midweek.getTime(), lastSource: source, lastMedium: "organic", lastLandingPage: "/", lastAt: midweek.getTime() });
    }
    rmSync(outboxDirectory(), { recursive: true, force: true });

    await createJobWorker({ handlers: WEEKLY_SUMMARY_JOB_HANDLERS, now: () => new Date(runAt.getTime() + 1000) }).runOnce();
    const mails = readdirSync(outboxDirectory()).map((file) => readFileSync(join(outboxDirectory(), file), "utf8"));
    expect(mails).toHaveLength(1);
    // Quoted-printable: soft line breaks and "=" as =3D.
    const mail = mails[0]!.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    expect(mail).toContain("To: weekly-marketer@example.com");
    expect(mail).toContain(`Subject: Weekly summary: 3 leads, 2 visitors (${week.from} to ${week.to})`);
    expect(mail).toContain("google / organic: 2 leads");
    expect(mail).toContain("Not recorded: 1 lead");
    expect(mail).toContain("step 1: 1");
    expect(mail).toContain(`/admin/analytics?from=${week.from}&to=${week.to}`);
    const next = (await summaryJobs()).filter((row) => row.status === "pending");
    expect(next.map((row) => row.runAt)).toEqual([nextSummaryRun(new Date(runAt.getTime() + 1000), SITE_TIME_ZONE).getTime()]);

    // Everyone turned it off before the next Monday: that run sends nothing and schedules nothing.
    await choose("marketer", {});
    rmSync(outboxDirectory(), { recursive: true, force: true });
    await createJobWorker({ handlers: WEEKLY_SUMMARY_JOB_HANDLERS, now: () => new Date(next[0]!.runAt + 1000) }).runOnce();
    expect(() => readdirSync(outboxDirectory())).toThrow();
    expect((await summaryJobs()).filter((row) => row.status === "pending")).toHaveLength(0);
  });
});
