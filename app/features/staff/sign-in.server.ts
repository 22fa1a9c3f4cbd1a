import { data, redirect } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { commitCsrfToken } from "~/utils/csrf.server";
import { databaseReady } from "~/utils/db.server";
import { checkRateLimit, retryAfterHeader, retryInMinutes } from "~/utils/rate-limit.server";
import { recordAudit } from "~/features/audit/audit-log.server";
import { clientIp } from "~/utils/client-ip.server";
import { afterSignInPath } from "./return-path";
import { endStaffSession, getStaffMember, signIn, startStaffSession } from "./session.server";
import { normaliseEmail } from "./staff-accounts";
import { trustDevice, trustedDeviceFor } from "./trusted-device.server";
import { readEndpointForm } from "~/utils/endpoint.server";
import { PASSWORD_CHECKS, SIGN_IN_FORM, SIGN_OUT_FORM } from "./staff-endpoint.server";

/** The client's address as the app resolves it (decision 022), for an audit line; never the password. */
function fromAddress(request: Request): string {
  const ip = clientIp(request);
  return ip === "direct" ? "from an unknown address" : `from ${ip}`;
}

/**
 * A sign-in's audit line: who (the account, or for a failure the e-mail that was tried),
 * from where, and how it ended. An attempt refused by the per-address limit writes none:
 * that limit is there to stop a flood, which would otherwise become a flood of lines.
 */
function recordSignIn(request: Request, email: string, outcome: { staffId: number | null; action: string; what: string }) {
  const summary = `${outcome.what} ${fromAddress(request)}`;
  return recordAudit({ id: outcome.staffId, email: normaliseEmail(email) }, { action: outcome.action, entityType: "session", entityId: outcome.staffId, summary });
}

export async function loadSignIn(request: Request) {
  const redirectTo = afterSignInPath(new URL(request.url).searchParams.get("redirectTo"));
  if (await getStaffMember(request)) throw redirect(redirectTo);
  const [csrf, cookie] = await commitCsrfToken(request);
  return data({ csrf, redirectTo }, cookie ? { headers: { "Set-Cookie": cookie } } : undefined);
}

interface SignInReply {
  reply(options: { formErrors: string[]; hideFields: string[] }): SubmissionResult<string[]>;
}

function tooManyAttempts(submission: SignInReply, what: string, retryAfterSeconds: number) {
  const formErrors = [`${what} Try again in ${retryInMinutes(retryAfterSeconds)}.`];
  return data(
    { result: submission.reply({ formErrors, hideFields: ["password"] }) },
    { status: 429, headers: retryAfterHeader({ retryAfterSeconds }) },
  );
}

export async function handleSignIn(request: Request) {
  const formData = await readEndpointForm(request, SIGN_IN_FORM);
  const submission = parseWithZod(formData, { schema: SIGN_IN_FORM.answers.schemas.answers });
  // Every attempt from one address counts, valid or not, before any password is hashed.
  const perIp = await checkRateLimit(request, PASSWORD_CHECKS.scope, PASSWORD_CHECKS.budget);
  if (!perIp.allowed) return tooManyAttempts(submission, "Too many sign-in attempts from your network.", perIp.retryAfterSeconds);
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const { email, password, redirectTo } = submission.value;
  // The account STAFF_EMAIL names is written by a start-up task that hashes its password
  // first: a sign-in in the server's first second waits for it instead of failing.
  await databaseReady();
  const result = await signIn(email, password, { trustedDevice: await trustedDeviceFor(request, email) });
  if (result.ok) {
    await recordSignIn(request, email, { staffId: result.staffId, action: "sign-in", what: "Signed in" });
    const headers = new Headers();
    headers.append("Set-Cookie", await startStaffSession(result.staffId));
    headers.append("Set-Cookie", await trustDevice(request, email));
    return redirect(afterSignInPath(redirectTo), { headers });
  }
  if (result.reason === "throttled") {
    await recordSignIn(request, email, { staffId: null, action: "sign-in-refused", what: "Sign-in refused (too many failed attempts)" });
    return tooManyAttempts(submission, "Too many failed sign-ins.", result.retryAfterSeconds);
  }
  await recordSignIn(request, email, { staffId: null, action: "sign-in-failed", what: "Failed sign-in (wrong e-mail or password)" });
  return data(
    { result: submission.reply({ formErrors: ["Incorrect e-mail or password."], hideFields: ["password"] }) },
    { status: 401 },
  );
}

export async function handleSignOut(request: Request) {
  await readEndpointForm(request, SIGN_OUT_FORM);
  const staff = await getStaffMember(request);
  if (staff) await recordSignIn(request, staff.email, { staffId: staff.id, action: "sign-out", what: "Signed out" });
  return redirect("/admin/login", { headers: { "Set-Cookie": await endStaffSession(request) } });
}
