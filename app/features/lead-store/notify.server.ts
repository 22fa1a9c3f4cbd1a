import { eq } from "drizzle-orm";
import * as z from "zod";
import { leadAttributions, leads } from "#db/schema";
import { storableText } from "~/utils/storable-text";
import type { AppDatabase } from "#db/open";
import type { TouchHistory } from "~/features/attribution/touch-history";
import { sourceLabel, touchesOfRow } from "~/features/attribution/touch-view";
import { enqueueJob } from "~/features/jobs/job-queue.server";
import type { JobHandlers } from "~/features/jobs/job-worker.server";
import { keepInOutbox, sendMail, shownOutbox } from "~/features/mail/send-mail.server";
import { COMPANY_HOURS } from "~/features/response-time/due-times.server";
import { activeStaffRecipient } from "~/features/staff/staff-recipients.server";
import { getEnv, type Env } from "~/utils/env.server";
import { formatDateTimeInZone } from "~/utils/format";
import { leadTypeLabel } from "./lead-types";

export interface LeadNotification {
  id: number;
  /** The lead's reference (lead-reference.ts), the name sales use for it. */
  reference: string;
  type: string;
  fullName: string;
  businessName: string | null;
  email: string | null;
  phone: string | null;
  /** Label → value lines of the submission, already human-readable. */
  details: [string, string][];
}

/**
 * The warning a production server gives at start when no SMTP server is configured, or
 * null. Without SMTP_URL every lead notification is only a file on this machine: right
 * on a laptop, but in production sales hear of no lead unless someone reads that folder,
 * and nothing else would say so (decision 053).
 */
export function leadMailStartWarning(
  env: Pick<Env, "NODE_ENV" | "SMTP_URL" | "DATA_DIR" | "LEADS_NOTIFY_TO">,
  workingDirectory = process.cwd(),
): { level: "warn"; msg: string; outbox: string } | null {
  if (env.NODE_ENV !== "production" || env.SMTP_URL) return null;
  const outbox = shownOutbox(env.DATA_DIR, workingDirectory);
  return {
    level: "warn",
    msg:
      `SMTP_URL is not set: lead notifications for ${env.LEADS_NOTIFY_TO} are not e-mailed but written to ${outbox} ` +
      "(set SMTP_URL=smtps://user:pass@host:port to send them)",
    outbox,
  };
}

/** Writes the warning above as one JSON log line, like the server's own lines, so log alerts on "warn" see it. */
export function warnAtStartWhenLeadMailStaysLocal(): void {
  const warning = leadMailStartWarning(getEnv());
  if (warning) console.log(JSON.stringify({ time: new Date().toISOString(), ...warning }));
}

const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;
const CONTROLS_AND_BREAKS = /[\p{Cc}\u2028\u2029]+/gu;
const CONTROLS_BUT_TAB = /(?!\t)\p{Cc}/gu;

/** Text that must stay on its line (the subject, a label, a single-line answer): breaks and control characters become a space. */
function oneLine(text: string): string {
  return text.replace(CONTROLS_AND_BREAKS, " ").trim();
}

/**
 * An answer that may span lines (a comment): every line after the first is indented, so
 * nothing a visitor types can start a line at the margin and pass for a field (or a
 * header) of its own.
 */
function indented(text: string): string {
  return text
    .split(LINE_BREAK)
    .map((line) => line.replace(CONTROLS_BUT_TAB, ""))
    .join("\n    ");
}

/**
 * The notification for sales. Validation already refuses line breaks in single-line
 * fields; this builder does not rely on it: every line a visitor's text can reach starts
 * with our own label or with indentation.
 */
export function composeLeadEmail(
  lead: LeadNotification,
  adminUrl: string,
  reply?: { dueAt: Date | null; timeZone: string; touches?: TouchHistory | null },
) {
  const title = oneLine(`${leadTypeLabel(lead.type)}: ${lead.fullName}${lead.businessName ? ` (${lead.businessName})` : ""}`);
  const lines = [
    `New ${leadTypeLabel(lead.type).toLowerCase()}, reference ${lead.reference}`,
    // On the reader's clock, its zone named (decision 071).
    ...(reply?.dueAt ? [`Reply due by: ${formatDateTimeInZone(reply.dueAt, reply.timeZone)} (${reply.timeZone})`] : []),
    ...(reply && reply.touches !== undefined ? sourceLines(reply.touches) : []),
    "",
    ...lead.details.map(([label, value]) => `${oneLine(label)}: ${indented(value)}`),
    "",
    `Open in the inbox: ${adminUrl}`,
  ];
  return { subject: `New lead — ${title}`, text: lines.join("\n") };
}

/**
 * Where the lead came from (decision 076), as the rep reads it before calling: the first
 * source, and the latest when it differs. Campaign values are the visitor's: one line each.
 */
function sourceLines(touches: TouchHistory | null): string[] {
  if (!touches) return ["Came from: not recorded"];
  const describe = (touch: TouchHistory["first"]) => oneLine(`${sourceLabel(touch)}${touch.campaign ? `, campaign ${touch.campaign}` : ""}`);
  const first = describe(touches.first);
  const last = describe(touches.last);
  return [`Came from: ${first}`, ...(last === first ? [] : [`Latest visit from: ${last}`])];
}

/** Who a new lead's e-mail goes to, the due time to tell them, and where the lead came from. */
export interface NotificationReader {
  to: string;
  timeZone: string;
  dueAt: Date | null;
  touches: TouchHistory | null;
}

/**
 * Read when the e-mail is sent, so an owner set in the transaction that stored the lead
 * (a routing rule, the rep of a booked meeting) is found whatever set it: the owner, while
 * their account is active; otherwise the shared address (LEADS_NOTIFY_TO), on the
 * company's clock. The shared address is not copied on an owned lead (decision 071).
 */
export async function notificationReader(db: AppDatabase, leadId: number): Promise<NotificationReader> {
  const [lead] = await db.select({ ownerId: leads.ownerId, dueAt: leads.dueAt }).from(leads).where(eq(leads.id, leadId)).limit(1);
  const dueAt = lead?.dueAt == null ? null : new Date(lead.dueAt);
  const [attribution] = await db.select().from(leadAttributions).where(eq(leadAttributions.leadId, leadId)).limit(1);
  const touches = attribution ? touchesOfRow(attribution) : null;
  const owner = lead?.ownerId == null ? null : await activeStaffRecipient(db, lead.ownerId);
  if (owner) return { to: owner.email, timeZone: owner.timeZone, dueAt, touches };
  return { to: getEnv().LEADS_NOTIFY_TO, timeZone: COMPANY_HOURS.timeZone, dueAt, touches };
}

/**
 * E-mails a new lead to `reader` (its owner, or the shared address; LEADS_NOTIFY_TO
 * without one). The lead is already stored when this runs, so a mail failure never loses
 * it: the message falls back to the outbox folder.
 */
export async function notifyNewLead(lead: LeadNotification, origin: string, reader?: NotificationReader): Promise<void> {
  const to = reader?.to ?? getEnv().LEADS_NOTIFY_TO;
  const { subject, text } = composeLeadEmail(lead, `${origin}/admin/leads/${lead.id}`, reader);
  const message = { to, replyTo: lead.email ?? undefined, subject, text };
  const name = `lead-${lead.reference}`;
  try {
    await sendMail(message, name);
  } catch (error) {
    console.error(`lead ${lead.reference}: notification e-mail failed, keeping it in the outbox`, error);
    await keepInOutbox(message, name);
  }
}

export const LEAD_NOTIFICATION_JOB = "lead-notification";

/** The notification as it was when the lead was stored (its details are the submission's, not kept elsewhere) and the origin its link uses. */
const NotificationPayload = z.object({
  origin: storableText().min(1),
  lead: z.object({
    id: z.number().int().positive(),
    reference: storableText(),
    type: storableText(),
    fullName: storableText(),
    businessName: storableText().nullable(),
    email: storableText().nullable(),
    phone: storableText().nullable(),
    details: z.array(z.tuple([storableText(), storableText()])),
  }),
});

/** The job that e-mails the new lead to its owner or sales, in the transaction that stores the lead (decisions 063, 071). */
export async function enqueueLeadNotification(db: AppDatabase, lead: LeadNotification, origin: string): Promise<void> {
  await enqueueJob(db, { kind: LEAD_NOTIFICATION_JOB, payload: { origin, lead }, dedupeKey: `lead:${lead.id}:notification` });
}

export const LEAD_JOB_HANDLERS: JobHandlers = {
  [LEAD_NOTIFICATION_JOB]: async (payload, { db }) => {
    const { lead, origin } = NotificationPayload.parse(payload);
    await notifyNewLead(lead, origin, await notificationReader(db, lead.id));
    return "done";
  },
};
