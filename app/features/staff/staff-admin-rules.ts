import { describeChanges, withChanges } from "~/features/audit/describe-changes";
import type { FieldLabels } from "~/utils/stale-edit";
import { isStaffRole, ROLE_LABELS, type StaffRole } from "./roles";

/** What the rules need to know about an account. */
export interface AccountState {
  id: number;
  email: string;
  role: string;
  active: boolean;
}

/** A change to one account's role or whether it may sign in. */
export interface AccountChange {
  id: number;
  role?: StaffRole;
  active?: boolean;
}

export const LAST_ADMIN_MESSAGE =
  "Not saved: this is the last active admin account. Make another account an admin first, so someone can still manage staff accounts.";

/**
 * Refuses a change that would leave no active admin (nobody could manage staff accounts
 * or read the audit log any more). The actor's own account counts like any other: an
 * admin cannot demote or deactivate themselves when they are the last one.
 */
export function lastAdminProblem(accounts: readonly AccountState[], change: AccountChange): string | null {
  const isActiveAdmin = (account: AccountState) => {
    const changed = account.id === change.id;
    const role = changed && change.role !== undefined ? change.role : account.role;
    const active = changed && change.active !== undefined ? change.active : account.active;
    return role === "admin" && active;
  };
  const adminsBefore = accounts.filter((account) => account.role === "admin" && account.active).length;
  const adminsAfter = accounts.filter(isActiveAdmin).length;
  // Only a change that removes the last one is refused; a site that somehow has none can still be repaired.
  return adminsBefore > 0 && adminsAfter === 0 ? LAST_ADMIN_MESSAGE : null;
}

export type RoleChangePlan = { ok: true; summary: string } | { ok: false; message: string };

/** Whether `account` may be given `role`, and the audit line when it may. */
export function planRoleChange(accounts: readonly AccountState[], account: AccountState, role: string): RoleChangePlan {
  if (!isStaffRole(role)) return { ok: false, message: "Choose a role from the list." };
  if (account.role === role) return { ok: false, message: `The account ${account.email} is already ${ROLE_LABELS[role]}.` };
  const problem = lastAdminProblem(accounts, { id: account.id, role });
  if (problem) return { ok: false, message: problem };
  return { ok: true, summary: `Changed the role of ${account.email} from ${roleLabel(account.role)} to ${ROLE_LABELS[role]}` };
}

export type ActivationPlan = { ok: true; summary: string } | { ok: false; message: string };

/** Whether `account` may be deactivated (or reactivated), and the audit line when it may. */
export function planActivation(accounts: readonly AccountState[], account: AccountState, active: boolean): ActivationPlan {
  if (account.active === active) {
    return { ok: false, message: `The account ${account.email} is already ${active ? "active" : "deactivated"}.` };
  }
  const problem = active ? null : lastAdminProblem(accounts, { id: account.id, active });
  if (problem) return { ok: false, message: problem };
  return { ok: true, summary: `${active ? "Reactivated" : "Deactivated"} ${account.email}` };
}

/** What the details form of an account writes (the e-mail only from an admin's form). */
export interface ProfileValues {
  email?: string;
  name: string | null;
  timeZone: string;
}

export const EMAIL_TAKEN_MESSAGE = "There is already an account with this e-mail address.";
export const NOTHING_CHANGED_MESSAGE = "Nothing to save: the details are as they were.";

/**
 * Whether an account's details may become `values`, and the audit line that says what
 * changed. E-mail addresses are unique in any letter case (they are stored in lower case,
 * but a row edited by hand may not be).
 */
export function planProfileChange(
  accounts: readonly AccountState[],
  account: AccountState & { name: string | null; timeZone: string },
  values: ProfileValues,
  options: { own: boolean },
): { ok: true; summary: string } | { ok: false; message: string; field?: "email" } {
  const email = values.email?.toLowerCase();
  if (email !== undefined && accounts.some((other) => other.id !== account.id && other.email.toLowerCase() === email)) {
    return { ok: false, message: EMAIL_TAKEN_MESSAGE, field: "email" };
  }
  const changes = describeChanges(account, values, { labels: { email: "e-mail" } });
  if (!changes) return { ok: false, message: NOTHING_CHANGED_MESSAGE };
  return { ok: true, summary: withChanges(options.own ? "Edited their own account" : `Edited ${account.email}`, changes) };
}

export function roleLabel(role: string): string {
  return isStaffRole(role) ? ROLE_LABELS[role] : `unknown role “${role}”`;
}

/** The fields a stale staff form reports as changed since it was opened (app/utils/stale-edit.ts). */
export const STAFF_FIELD_LABELS: FieldLabels<{ role: string; active: boolean; name: string | null; timeZone: string; email: string }> = {
  email: "E-mail",
  role: "Role",
  active: "Active",
  name: "Name",
  timeZone: "Time zone",
};

type StaffFormFields = { role?: string; active?: boolean; name?: string | null; timeZone?: string; email?: string };

/** The hidden copies every form of an account's page carries, read back as the row's fields. */
export function staffFormBase(formData: FormData): StaffFormFields {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const base: StaffFormFields = {};
  const role = text("base_role");
  const active = text("base_active");
  const name = text("base_name");
  const timeZone = text("base_time_zone");
  const email = text("base_email");
  if (email !== undefined) base.email = email;
  if (role !== undefined) base.role = role;
  if (active === "yes" || active === "no") base.active = active === "yes";
  if (name !== undefined) base.name = name === "" ? null : name;
  if (timeZone !== undefined) base.timeZone = timeZone;
  return base;
}
