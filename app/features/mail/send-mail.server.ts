import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";
import { getEnv } from "~/utils/env.server";

/**
 * The site's one way to send an e-mail: through the SMTP server of SMTP_URL, or, without
 * one, built by nodemailer all the same and kept as an .eml file in DATA_DIR/outbox/ (a
 * laptop, the tests). Lead notifications and booking e-mails both go through here.
 */
export type MailMessage = Pick<SendMailOptions, "to" | "replyTo" | "subject" | "text" | "html" | "icalEvent"> & { to: string };

let transport: Transporter | undefined;

function getTransport(): { transporter: Transporter; toFiles: boolean } {
  const smtpUrl = getEnv().SMTP_URL;
  transport ??= smtpUrl ? nodemailer.createTransport(smtpUrl) : fileTransport();
  return { transporter: transport, toFiles: !smtpUrl };
}

function fileTransport(): Transporter {
  return nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
}

const OUTBOX_FOLDER = "outbox";

export function outboxDirectory(): string {
  return resolve(getEnv().DATA_DIR, OUTBOX_FOLDER);
}

/** The outbox as an operator would type it: relative to the working directory when inside it (`data/outbox/`). */
export function shownOutbox(dataDir: string, workingDirectory: string): string {
  const outbox = resolve(workingDirectory, dataDir, OUTBOX_FOLDER);
  return `${outbox.startsWith(workingDirectory + sep) ? relative(workingDirectory, outbox) : outbox}/`;
}

/** `name` ends the file's name (`…-lead-7K2QM-XD9RF.eml`), so a reader (or a test) finds a message by what it is about. */
function writeToOutbox(name: string, message: Buffer): string {
  const dir = outboxDirectory();
  mkdirSync(dir, { recursive: true });
  // The random part keeps two messages of the same millisecond and name apart.
  const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}-${name}.eml`);
  writeFileSync(file, message);
  return file;
}

/**
 * Sends `message` from MAIL_FROM. Without SMTP_URL it is written to the outbox and this
 * resolves with the file. With SMTP_URL a refusal or an unreachable server rejects, so
 * the caller decides: a job retries later, the lead notification keeps it in the outbox
 * (`keepInOutbox`).
 */
export async function sendMail(message: MailMessage, name: string): Promise<{ outboxFile: string | null }> {
  const { transporter, toFiles } = getTransport();
  const info = (await transporter.sendMail({ from: getEnv().MAIL_FROM, ...message })) as { message?: Buffer };
  return { outboxFile: toFiles && info.message ? writeToOutbox(name, info.message) : null };
}

/** Builds `message` and keeps it in the outbox whatever SMTP_URL says: the last resort when sending failed. */
export async function keepInOutbox(message: MailMessage, name: string): Promise<string | null> {
  const info = (await fileTransport().sendMail({ from: getEnv().MAIL_FROM, ...message })) as { message?: Buffer };
  return info.message ? writeToOutbox(name, info.message) : null;
}
