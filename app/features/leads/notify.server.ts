import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "~/utils/env.server";
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

let transport: Transporter | undefined;

function getTransport(): { transporter: Transporter; toFiles: boolean } {
  const smtpUrl = getEnv().SMTP_URL;
  // Without SMTP the message is still built by nodemailer, then kept as an .eml file.
  transport ??= smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return { transporter: transport, toFiles: !smtpUrl };
}

export function outboxDirectory(): string {
  return resolve(getEnv().DATA_DIR, "outbox");
}

function writeToOutbox(reference: string, message: Buffer): string {
  const dir = outboxDirectory();
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-lead-${reference}.eml`);
  writeFileSync(file, message);
  return file;
}

export function composeLeadEmail(lead: LeadNotification, adminUrl: string) {
  const title = `${leadTypeLabel(lead.type)}: ${lead.fullName}${lead.businessName ? ` (${lead.businessName})` : ""}`;
  const lines = [
    `New ${leadTypeLabel(lead.type).toLowerCase()}, reference ${lead.reference}`,
    "",
    ...lead.details.map(([label, value]) => `${label}: ${value}`),
    "",
    `Open in the inbox: ${adminUrl}`,
  ];
  return { subject: `New lead — ${title}`, text: lines.join("\n") };
}

/**
 * E-mails sales about a new lead. The lead is already stored when this runs, so a mail
 * failure never loses it: the message falls back to the outbox folder.
 */
export async function notifyNewLead(lead: LeadNotification, origin: string): Promise<void> {
  const env = getEnv();
  const { subject, text } = composeLeadEmail(lead, `${origin}/admin/leads/${lead.id}`);
  const message = { from: env.MAIL_FROM, to: env.LEADS_NOTIFY_TO, replyTo: lead.email ?? undefined, subject, text };
  const { transporter, toFiles } = getTransport();
  try {
    const info = (await transporter.sendMail(message)) as { message?: Buffer };
    if (toFiles && info.message) writeToOutbox(lead.reference, info.message);
  } catch (error) {
    console.error(`lead ${lead.reference}: notification e-mail failed, keeping it in the outbox`, error);
    const fallback = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
    const info = (await fallback.sendMail(message)) as { message?: Buffer };
    if (info.message) writeToOutbox(lead.reference, info.message);
  }
}
