import { data, redirect } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq, ne, sql } from "drizzle-orm";
import { staffSessions, staffUsers } from "#db/schema";
import { recordAudit } from "~/features/audit/audit-log.server";
import { getDb, inTransaction } from "~/utils/db.server";
import { notFound } from "~/utils/http.server";
import { checkRateLimit, retryAfterHeader, retryInMinutes } from "~/utils/rate-limit.server";
import { parseVersion } from "~/utils/stale-edit";
import { throttleKey } from "./login-throttle";
import { hashPassword, verifyPassword } from "./password.server";
import { currentSessionId, throttledPasswordCheck, type StaffMember } from "./session.server";
import { staffFormBase } from "./staff-admin-rules";
import { changeStaffProfile, getStaffAccount } from "./staff-admin.server";
import { STAFF_TIME_ZONES } from "./staff-time-zones";
import { readEndpointForm } from "~/utils/endpoint.server";
import { OWN_ACCOUNT_FORM, PASSWORD_CHECKS } from "./staff-endpoint.server";

/** "Your account" (/admin/account): every signed-in member's own details, whatever the role. */
export async function loadOwnAccount(staff: StaffMember) {
  const account = await getStaffAccount(staff.id, staff.timeZone);
  if (!account) throw notFound();
  return { account, timeZones: STAFF_TIME_ZONES };
}

export const WRONG_CURRENT_PASSWORD = "That is not your current password. Nothing was changed.";
export const SAME_PASSWORD = "The new password must differ from the current one.";

export type OwnPasswordResult =
  | { ok: true }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

/**
 * Sets a member's own password when the current one is right. A wrong one counts like a
 * failed sign-in of the account (login-throttle.ts), so an unattended session cannot be
 * used to guess the password faster than the sign-in form. Every other session of the
 * account ends; this one stays.
 */
export async function changeOwnPassword(
  staff: StaffMember,
  keepSessionId: string,
  passwords: { current: string; next: string },
): Promise<OwnPasswordResult> {
  const checked = await throttledPasswordCheck(throttleKey(staff.email, null), async () => {
    const [row] = await getDb().select({ hash: staffUsers.passwordHash }).from(staffUsers).where(eq(staffUsers.id, staff.id)).limit(1);
    return row && (await verifyPassword(passwords.current, row.hash)) ? staff.id : null;
  });
  if (!checked.ok) {
    if (checked.reason === "invalid") {
      await recordAudit(staff, {
        action: "password-refused",
        entityType: "staff",
        entityId: staff.id,
        summary: "Tried to change their own password with a wrong current password",
      });
    }
    return checked;
  }
  // Hashing takes a quarter of a second: before the write transaction, never inside it.
  const passwordHash = await hashPassword(passwords.next);
  await inTransaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ passwordHash, version: sql`${staffUsers.version} + 1` })
      .where(eq(staffUsers.id, staff.id));
    const ended = await tx
      .delete(staffSessions)
      .where(and(eq(staffSessions.staffId, staff.id), ne(staffSessions.id, keepSessionId)))
      .returning({ id: staffSessions.id });
    const others = ended.length === 1 ? "1 other session" : `${ended.length} other sessions`;
    await recordAudit(
      staff,
      { action: "password", entityType: "staff", entityId: staff.id, summary: `Changed their own password and signed out ${others}` },
      tx,
    );
  });
  return { ok: true };
}

export const OWN_ACCOUNT_INTENTS = ["profile", "password"] as const;
type OwnAccountIntent = (typeof OWN_ACCOUNT_INTENTS)[number];

export interface OwnAccountActionData {
  intent: OwnAccountIntent;
  result: SubmissionResult<string[]>;
  alert: string | null;
}

const isOwnAccountIntent = (value: unknown): value is OwnAccountIntent =>
  typeof value === "string" && (OWN_ACCOUNT_INTENTS as readonly string[]).includes(value);

/** The two forms of "Your account": details (name, time zone) and password. A success redirects with `?saved=<intent>`. */
export async function handleOwnAccountPost(request: Request, staff: StaffMember) {
  const formData = await readEndpointForm(request, OWN_ACCOUNT_FORM);
  const intent = formData.get("intent");
  if (!isOwnAccountIntent(intent)) throw new Response("Unknown form action.", { status: 400 });
  const refuse = (result: SubmissionResult<string[]>, alert: string | null, status: number, headers?: HeadersInit) =>
    data<OwnAccountActionData>({ intent, result, alert }, { status, headers });

  if (intent === "password") {
    const submission = parseWithZod(formData, { schema: OWN_ACCOUNT_FORM.answers.schemas.password });
    const hidden = { hideFields: ["current_password", "new_password"] };
    if (submission.status !== "success") return refuse(submission.reply(hidden), null, 400);
    const { current_password: current, new_password: next } = submission.value;
    if (current === next) return refuse(submission.reply({ fieldErrors: { new_password: [SAME_PASSWORD] }, ...hidden }), null, 400);
    // Every check of a password counts against the address's sign-in budget, before anything is hashed.
    const perIp = await checkRateLimit(request, PASSWORD_CHECKS.scope, PASSWORD_CHECKS.budget);
    if (!perIp.allowed) {
      const message = `Too many password attempts from your network. Try again in ${retryInMinutes(perIp.retryAfterSeconds)}.`;
      return refuse(submission.reply({ formErrors: [message], ...hidden }), null, 429, retryAfterHeader(perIp));
    }
    const sessionId = await currentSessionId(request);
    if (!sessionId) throw new Response("Your staff session has ended, so nothing was saved. Sign in and try again.", { status: 401 });
    const changed = await changeOwnPassword(staff, sessionId, { current, next });
    if (changed.ok) return redirect("/admin/account?saved=password");
    if (changed.reason === "throttled") {
      const message = `Too many wrong passwords. Try again in ${retryInMinutes(changed.retryAfterSeconds)}.`;
      return refuse(submission.reply({ formErrors: [message], ...hidden }), null, 429, retryAfterHeader(changed));
    }
    return refuse(submission.reply({ fieldErrors: { current_password: [WRONG_CURRENT_PASSWORD] }, ...hidden }), null, 400);
  }

  const submission = parseWithZod(formData, { schema: OWN_ACCOUNT_FORM.answers.schemas.profile });
  if (submission.status !== "success") return refuse(submission.reply(), null, 400);
  const version = parseVersion(formData.get("version"));
  if (version === null) return refuse(submission.reply(), "This form is incomplete: reload the page and try again.", 400);
  const edit = { id: staff.id, version, base: staffFormBase(formData) };
  const values = { name: submission.value.name || null, timeZone: submission.value.time_zone };
  const outcome = await changeStaffProfile(staff, edit, values, { own: true });
  if (outcome.ok) return redirect("/admin/account?saved=profile");
  if (outcome.status === 404) throw notFound();
  return refuse(submission.reply(), outcome.message, outcome.status);
}
