import { data, redirect } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { notFound } from "~/utils/http.server";
import { parseVersion } from "~/utils/stale-edit";
import type { StaffMember } from "./session.server";
import { deactivationStep, isConfirmed, type ConfirmationStep } from "./confirmation";
import { staffFormBase } from "./staff-admin-rules";
import { NewStaffSchema, PasswordResetSchema, RoleChangeSchema, StaffProfileSchema } from "./staff-admin-schema";
import { STAFF_TIME_ZONES } from "./staff-time-zones";
import {
  changeStaffProfile,
  changeStaffRole,
  createStaffAccount,
  deactivationRefusal,
  getStaffAccount,
  listStaffAccounts,
  parseStaffId,
  resetStaffPassword,
  setStaffActive,
  type EditResult,
} from "./staff-admin.server";
import { answersOf, readEndpointForm } from "~/utils/endpoint.server";
import { staffForm } from "./staff-endpoint.server";

/** POST /admin/staff/new: invite a staff member. */
export const NEW_STAFF_FORM = staffForm("staff", answersOf(NewStaffSchema));

/** POST /admin/staff/{id}: a member's details, role or password (a schema each), or their account switched off or on. */
export const STAFF_ACCOUNT_FORM = staffForm("staff", { schemas: { profile: StaffProfileSchema, role: RoleChangeSchema, password: PasswordResetSchema } });

/** The staff accounts list, times in the viewer's zone. */
export async function loadStaffList(staff: StaffMember) {
  return { accounts: await listStaffAccounts(staff.timeZone), viewerId: staff.id };
}

export interface NewStaffActionData {
  result: SubmissionResult<string[]>;
}

/** Adds an account (post/redirect/get to the list, which names it). */
export async function handleNewStaffPost(request: Request, staff: StaffMember) {
  const formData = await readEndpointForm(request, NEW_STAFF_FORM);
  const submission = parseWithZod(formData, { schema: NEW_STAFF_FORM.answers.schemas.answers });
  if (submission.status !== "success") {
    return data<NewStaffActionData>({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const created = await createStaffAccount(staff, submission.value);
  if (!created.ok) {
    return data<NewStaffActionData>(
      { result: submission.reply({ fieldErrors: { [created.field]: [created.message] }, hideFields: ["password"] }) },
      { status: 400 },
    );
  }
  return redirect(`/admin/staff?added=${encodeURIComponent(submission.value.email.trim().toLowerCase())}`);
}

/** One account's page (404 for an id that names none). */
export async function loadStaffAccount(idParam: string | undefined, staff: StaffMember) {
  const id = parseStaffId(idParam);
  const account = id ? await getStaffAccount(id, staff.timeZone) : null;
  if (!account) throw notFound();
  return { account, isSelf: account.id === staff.id, timeZones: STAFF_TIME_ZONES };
}

export const ACCOUNT_INTENTS = ["profile", "role", "password", "deactivate", "reactivate"] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];

export interface AccountActionData {
  intent: AccountIntent;
  result: SubmissionResult<string[]>;
  /** A refusal shown above the form that was sent (a rule, or a stale form). */
  alert: string | null;
  /** The question to answer before the action is taken (confirmation.ts). */
  confirm?: ConfirmationStep;
}

const isAccountIntent = (value: unknown): value is AccountIntent =>
  typeof value === "string" && (ACCOUNT_INTENTS as readonly string[]).includes(value);

/**
 * Edit details, change role, reset password, deactivate or reactivate, from the account's
 * page; deactivating asks first (a 200 with the question, until it comes back confirmed). Each
 * form carries the row's version: a stale one is refused with 409 and what changed, the
 * person's typed values kept. A success redirects back with `?saved=<intent>`.
 */
export async function handleStaffAccountPost(request: Request, staff: StaffMember, idParam: string | undefined) {
  const id = parseStaffId(idParam);
  const account = id ? await getStaffAccount(id, staff.timeZone) : null;
  if (!account) throw notFound();
  const formData = await readEndpointForm(request, STAFF_ACCOUNT_FORM);
  const intent = formData.get("intent");
  if (!isAccountIntent(intent)) throw new Response("Unknown form action.", { status: 400 });

  const refuse = (result: SubmissionResult<string[]>, alert: string | null, status: number) =>
    data<AccountActionData>({ intent, result, alert }, { status });
  const version = parseVersion(formData.get("version"));
  if (version === null) {
    return refuse({ status: "error" }, "This form is incomplete: reload the page and try again.", 400);
  }
  const edit = { id: account.id, version, base: staffFormBase(formData) };

  let outcome: EditResult;
  // The typed values come back (never a password); the refusal itself is the alert above the form.
  let kept: SubmissionResult<string[]>;
  if (intent === "profile") {
    const submission = parseWithZod(formData, { schema: STAFF_ACCOUNT_FORM.answers.schemas.profile });
    if (submission.status !== "success") return refuse(submission.reply(), null, 400);
    const { email, name, time_zone: timeZone } = submission.value;
    outcome = await changeStaffProfile(staff, edit, { email: email.toLowerCase(), name: name || null, timeZone }, { own: false });
    if (!outcome.ok && outcome.field) return refuse(submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } }), null, 400);
    kept = submission.reply();
  } else if (intent === "deactivate" && !isConfirmed(formData)) {
    const problem = await deactivationRefusal(account.id);
    if (problem) return refuse({ status: "error" }, problem, 400);
    return data<AccountActionData>({ intent, result: { status: "success" }, alert: null, confirm: deactivationStep(account) });
  } else if (intent === "role") {
    const submission = parseWithZod(formData, { schema: STAFF_ACCOUNT_FORM.answers.schemas.role });
    if (submission.status !== "success") return refuse(submission.reply(), null, 400);
    outcome = await changeStaffRole(staff, edit, submission.value.role);
    kept = submission.reply();
  } else if (intent === "password") {
    const submission = parseWithZod(formData, { schema: STAFF_ACCOUNT_FORM.answers.schemas.password });
    // A password is never sent back to the browser, not even to the person who typed it.
    if (submission.status !== "success") return refuse(submission.reply({ hideFields: ["password"] }), null, 400);
    outcome = await resetStaffPassword(staff, edit, submission.value.password);
    kept = submission.reply({ hideFields: ["password"] });
  } else {
    outcome = await setStaffActive(staff, edit, intent === "reactivate");
    kept = { status: "error" };
  }
  if (outcome.ok) return redirect(`/admin/staff/${account.id}?saved=${intent}`);
  if (outcome.status === 404) throw notFound();
  return refuse(kept, outcome.message, outcome.status);
}
