import { redirect } from "@remix-run/node";
import { and, eq } from "drizzle-orm";
import * as z from "zod";
import type { AppDatabase } from "#db/open";
import { staffUsers } from "#db/schema";
import { SITE_TIME_ZONE } from "~/config/site";
import { parseDashboardRange } from "~/features/analytics/dashboard-range";
import { loadDashboard } from "~/features/analytics/dashboard.server";
import { sourceLabel } from "~/features/attribution/touch-view";
import { NOT_RECORDED } from "~/features/goals/goals";
import { leadsWithFirstTouch } from "~/features/goals/goals.server";
import { enqueueJob } from "~/features/jobs/job-queue.server";
import type { JobHandlers } from "~/features/jobs/job-worker.server";
import { sendMail } from "~/features/mail/send-mail.server";
import { recordAudit } from "~/features/audit/audit-log.server";
import { roleAllows } from "~/features/staff/roles";
import type { StaffMember } from "~/features/staff/session.server";
import { getDb, inTransaction } from "~/utils/db.server";
import { siteOrigin } from "~/utils/origin.server";
import { storableText } from "~/utils/storable-text";
import { rangeQuery } from "~/utils/date-range";
import { nextSummaryRun, summarisedWeek, weeklySummaryMessage, type WeeklyFigures } from "./weekly-summary";
import { readEndpointForm } from "~/utils/endpoint.server";
import { OWN_ACCOUNT_FORM } from "~/features/staff/staff-endpoint.server";

/** The job that sends the weekly summary (decision 081): one per Monday, whoever asks for it. */
export const WEEKLY_SUMMARY_JOB = "weekly-summary";

const Payload = z.object({ origin: storableText().max(200) });

/**
 * The next weekly summary, on the next Monday at 08:00 in the site's zone: however many
 * members turn it on, one job per Monday (its dedupe key). `origin` is the site's address
 * the e-mail links to.
 */
export async function scheduleWeeklySummary(db: AppDatabase, origin: string, now: Date = new Date()): Promise<void> {
  const runAt = nextSummaryRun(now, SITE_TIME_ZONE);
  await enqueueJob(db, { kind: WEEKLY_SUMMARY_JOB, payload: { origin }, runAt, dedupeKey: `${WEEKLY_SUMMARY_JOB}:${runAt.toISOString()}` }, now);
}

/** Active members who asked for the summary and may still read analytics. */
async function summaryRecipients(db: AppDatabase): Promise<{ email: string }[]> {
  const rows = await db
    .select({ email: staffUsers.email, role: staffUsers.role })
    .from(staffUsers)
    .where(and(eq(staffUsers.weeklySummary, true), eq(staffUsers.active, true)));
  return rows.filter((row) => roleAllows(row.role, "analytics"));
}

/** The figures of the week before `runAt`: the dashboard's own counts, and the week's leads by first source. */
export async function weeklyFigures(runAt: Date): Promise<WeeklyFigures> {
  const week = summarisedWeek(runAt, SITE_TIME_ZONE);
  const range = parseDashboardRange(new URLSearchParams(week), SITE_TIME_ZONE, runAt);
  const dashboard = await loadDashboard(range, runAt.getTime());
  const leads = await leadsWithFirstTouch(range);
  const bySource = new Map<string, number>();
  for (const lead of leads) {
    const source = lead.source === null || lead.medium === null ? NOT_RECORDED : sourceLabel({ source: lead.source, medium: lead.medium });
    bySource.set(source, (bySource.get(source) ?? 0) + 1);
  }
  return {
    week,
    visitors: dashboard.summary.visitors,
    previousVisitors: dashboard.previousSummary.visitors,
    leads: leads.length,
    leadsBySource: [...bySource.entries()]
      .map(([source, count]) => ({ source, leads: count }))
      .sort((a, b) => b.leads - a.leads || a.source.localeCompare(b.source)),
    funnel: dashboard.funnel.map((row) => ({ step: row.step, visitors: row.visitors })),
  };
}

export const WEEKLY_SUMMARY_JOB_HANDLERS: JobHandlers = {
  [WEEKLY_SUMMARY_JOB]: async (payload, { db, now, job }) => {
    const { origin } = Payload.parse(payload);
    const recipients = await summaryRecipients(db);
    // Nobody wants it any more: no e-mail, and no next run until someone turns it on again.
    if (recipients.length === 0) return "done";
    const runAt = new Date(job.runAt);
    const figures = await weeklyFigures(runAt);
    const message = weeklySummaryMessage(figures, `${origin}/admin/analytics${rangeQuery(figures.week)}`);
    for (const recipient of recipients) await sendMail({ to: recipient.email, ...message }, `weekly-summary-${figures.week.from}`);
    await scheduleWeeklySummary(db, origin, now);
    return "done";
  },
};

/** Whether the member gets the summary, and whether it is theirs to ask for (the role reads analytics). */
export async function weeklySummaryChoice(staff: StaffMember): Promise<{ offered: boolean; wanted: boolean }> {
  const [row] = await getDb().select({ wanted: staffUsers.weeklySummary }).from(staffUsers).where(eq(staffUsers.id, staff.id)).limit(1);
  return { offered: roleAllows(staff.role, "analytics"), wanted: row?.wanted ?? false };
}

/**
 * "Your account"'s weekly summary form (`/admin/account?weekly-summary`): the box ticked
 * or not. Turning it on schedules the next Monday's run if none is; the audit log records
 * the change. Refused (403) to a role that does not read analytics.
 */
export async function handleWeeklySummaryPost(request: Request, staff: StaffMember): Promise<Response> {
  const formData = await readEndpointForm(request, OWN_ACCOUNT_FORM);
  if (!roleAllows(staff.role, "analytics")) throw new Response("The weekly summary is for members who read analytics.", { status: 403 });
  const parsed = OWN_ACCOUNT_FORM.answers.schemas["weekly-summary"].safeParse({ weekly_summary: formData.get("weekly_summary") ?? undefined });
  if (!parsed.success) throw new Response("The weekly summary is either ticked (on) or not.", { status: 400 });
  const wanted = parsed.data.weekly_summary === "on";
  const origin = siteOrigin(request);
  await inTransaction(async (tx) => {
    await tx.update(staffUsers).set({ weeklySummary: wanted }).where(eq(staffUsers.id, staff.id));
    if (wanted) await scheduleWeeklySummary(tx, origin);
    await recordAudit(
      staff,
      { action: "weekly-summary", entityType: "staff", entityId: staff.id, summary: wanted ? "Turned the weekly summary e-mail on" : "Turned the weekly summary e-mail off" },
      tx,
    );
  });
  return redirect("/admin/account?saved=weekly-summary");
}
