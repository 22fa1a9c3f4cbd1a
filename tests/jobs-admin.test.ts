import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, jobs } from "#db/schema";
import { enqueueJob } from "~/features/jobs/job-queue.server";
import { action as jobsAction, loader as jobsLoader } from "~/routes/admin.jobs";
import { getDb } from "~/utils/db.server";
import { answerStatus as statusOf, settle, type Visitor } from "./support/requests";
import { staffWithSessions } from "./support/staff-sign-in";

/* The jobs screen (decision 063): admins only, filters, retrying a failed job (audited), refusals that change nothing. */

const args = (request: Request) => ({ request, params: {}, context: {} });
type Screen = Awaited<ReturnType<typeof jobsLoader>>;

const visitors = {} as Record<"admin" | "sales", Visitor>;
let admin: Visitor;
let sales: Visitor;

let failedId = 0;
let doneId = 0;

beforeAll(async () => {
  await staffWithSessions(
    {
      admin: { email: "jobs-admin@example.com", role: "admin", timeZone: "America/New_York" },
      sales: { email: "jobs-sales@example.com", role: "sales", timeZone: "America/New_York" },
    },
    { ids: {} as Record<"admin" | "sales", number>, visitors },
  );
  ({ admin, sales } = visitors);
  failedId = (await enqueueJob(getDb(), { kind: "booking-email", payload: {}, runAt: new Date("2026-11-26T15:00:00Z") }))!;
  await getDb().update(jobs).set({ status: "failed", attempts: 8, lastError: "connect ECONNREFUSED 127.0.0.1:587" }).where(eq(jobs.id, failedId));
  doneId = (await enqueueJob(getDb(), { kind: "time-requested-email", payload: {} }))!;
  await getDb().update(jobs).set({ status: "done", attempts: 1 }).where(eq(jobs.id, doneId));
});


describe("the jobs screen", () => {
  it("is for admins only", async () => {
    expect(statusOf(await settle(() => jobsLoader(args(sales.get("/admin/jobs")))))).toBe(403);
    expect(statusOf(await settle(() => jobsAction(args(sales.form("/admin/jobs", { intent: "retry", id: String(failedId) }, { honeypot: false })))))).toBe(403);
  });

  it("lists jobs with counts per status, filters by status and kind, and shows times in the viewer's zone", async () => {
    const all = (await jobsLoader(args(admin.get("/admin/jobs")))) as Screen;
    expect(all.statusFilters.map((filter) => [filter.label, filter.jobs])).toEqual([
      ["All", 2], ["Waiting", 0], ["Running", 0], ["Done", 1], ["Failed", 1], ["Not sent", 0],
    ]);
    const failed = (await jobsLoader(args(admin.get("/admin/jobs?status=failed")))) as Screen;
    expect(failed.lines).toEqual([
      expect.objectContaining({ id: failedId, kind: "booking-email", statusLabel: "Failed", attempts: "8 of 8", lastError: "connect ECONNREFUSED 127.0.0.1:587", runAtIso: "2026-11-26T15:00:00.000Z" }),
    ]);
    expect(failed.lines[0]?.runAt).toMatch(/10:00/);
    const byKind = (await jobsLoader(args(admin.get("/admin/jobs?kind=time-requested-email")))) as Screen;
    expect(byKind.lines.map((line) => line.id)).toEqual([doneId]);
    expect(byKind.kindFilters.find((filter) => filter.current)?.label).toBe("time-requested-email");
  });

  it("refuses a malformed form with 400 and a job that is not failed with 409, changing nothing", async () => {
    const before = await getDb().select().from(jobs);
    for (const [fields, status] of [
      [{ intent: "retry", id: "abc" }, 400],
      [{ intent: "delete", id: String(failedId) }, 400],
      [{ intent: "retry", id: String(doneId) }, 409],
      [{ intent: "retry", id: "999999" }, 409],
    ] as const) {
      expect(statusOf(await settle(() => jobsAction(args(admin.form("/admin/jobs", fields, { honeypot: false })))))).toBe(status);
    }
    expect(statusOf(await settle(() => jobsAction(args(admin.form("/admin/jobs", { intent: "retry", id: String(failedId) }, { honeypot: false, csrf: false })))))).toBe(403);
    expect(await getDb().select().from(jobs)).toEqual(before);
  });

  it("retries a failed job and writes an audit line", async () => {
    const reply = (await settle(() => jobsAction(args(admin.form("/admin/jobs", { intent: "retry", id: String(failedId) }, { honeypot: false }))))) as Response;
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(`/admin/jobs?status=pending&retried=${failedId}`);
    const [job] = await getDb().select().from(jobs).where(eq(jobs.id, failedId));
    expect(job).toMatchObject({ status: "pending", attempts: 0, lastError: "connect ECONNREFUSED 127.0.0.1:587" });
    const lines = await getDb().select().from(auditLog).where(eq(auditLog.entityType, "job"));
    expect(lines.map((line) => [line.staffEmail, line.summary])).toEqual([["jobs-admin@example.com", `Retried job ${failedId} (booking-email)`]]);
  });
});
