import { getFormProps } from "@conform-to/react";
import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useRouteLoaderData,
  useSearchParams,
  type MetaFunction,
} from "@remix-run/react";
import { FormAlert, SelectField } from "~/components/forms/fields";
import { ConfirmStep } from "~/features/staff/components/confirm-step";
import { StaffPasswordField } from "~/features/staff/components/staff-password-field";
import { StaffDetailsForm } from "~/features/staff/components/staff-details-form";
import { useStaffForm } from "~/features/staff/components/use-staff-form";
import { FocusedNotice } from "~/features/staff/components/focused-notice";
import { ROLE_LABELS, STAFF_ROLES } from "~/features/staff/roles";
import { requireStaffPermission } from "~/features/staff/session.server";
import { PasswordResetSchema, RoleChangeSchema, StaffProfileSchema } from "~/features/staff/staff-admin-schema";
import type { StaffAccountView } from "~/features/staff/staff-admin.server";
import { handleStaffAccountPost, loadStaffAccount, type AccountActionData, STAFF_ACCOUNT_FORM } from "~/features/staff/staff-screens.server";
import { staffMeta } from "~/utils/staff-area";
import { revalidateAfterAccountForm } from "~/features/staff/staff-revalidate";
import { endpointAction } from "~/utils/endpoint.server";
import type { loader as layoutLoader } from "./admin";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadStaffAccount(params.id, await requireStaffPermission(request, "staff"));
}

export const action = /* @__PURE__ */ endpointAction(STAFF_ACCOUNT_FORM, ({ request, params, caller }) => handleStaffAccountPost(request, caller, params.id));

// After a stale save (409) the forms get the new version, keeping what was typed.
export const shouldRevalidate = revalidateAfterAccountForm;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  staffMeta(data ? `${data.account.email} | Staff` : "Staff account | Staff");

const SAVED: Record<string, string> = {
  profile: "Details saved.",
  role: "Role changed.",
  password: "Password reset. Every session of this account was signed out.",
  deactivate: "Deactivated. The account was signed out everywhere and cannot sign in.",
  reactivate: "Reactivated. The account can sign in again.",
};

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export default function StaffAccountPage() {
  const { account, isSelf, timeZones } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const csrf = useRouteLoaderData<typeof layoutLoader>("routes/admin")?.csrf ?? "";
  const [searchParams] = useSearchParams();
  const saved = SAVED[searchParams.get("saved") ?? ""];
  // A new version (after any save) starts the forms afresh from the stored row.
  const forms = { account, csrf, actionData };
  const confirm = actionData?.confirm;
  return (
    <>
      <div className="admin__heading">
        <h1>{account.email}</h1>
        <span className={`status status--${account.active ? "won" : "lost"}`}>{account.active ? "Active" : "Deactivated"}</span>
      </div>
      <p>
        <Link to="/admin/staff">← All staff accounts</Link>
      </p>
      {saved ? <FocusedNotice>{saved}</FocusedNotice> : null}
      <dl className="panel">
        <dt>Name</dt>
        <dd>{account.name ?? "—"}</dd>
        <dt>Role</dt>
        <dd>{account.roleLabel}</dd>
        <dt>Time zone</dt>
        <dd>{account.timeZone}</dd>
        <dt>Last sign-in</dt>
        <dd>{account.lastSignIn ?? "Never"}</dd>
        <dt>Added</dt>
        <dd>{account.createdAt}</dd>
      </dl>
      {confirm && actionData ? (
        // The question replaces the forms: without JavaScript this is the confirmation page.
        <ConfirmStep step={confirm} intent={actionData.intent} cancelTo={`/admin/staff/${account.id}`}>
          <EditBase account={account} csrf={csrf} />
        </ConfirmStep>
      ) : (
        <>
          <ProfileForm key={`profile-${account.version}`} {...forms} timeZones={timeZones} />
          <RoleForm key={`role-${account.version}`} {...forms} />
          <PasswordForm key={`password-${account.version}`} {...forms} isSelf={isSelf} />
          <ActivationForm {...forms} isSelf={isSelf} />
        </>
      )}
    </>
  );
}

interface FormProps {
  account: StaffAccountView;
  csrf: string;
  actionData: AccountActionData | undefined;
}

/** The row's version and the values the form was made from: a stale save is refused and says what changed. */
function EditBase({ account, csrf }: { account: StaffAccountView; csrf: string }) {
  return (
    <>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="version" value={account.version} />
      <input type="hidden" name="base_role" value={account.role} />
      <input type="hidden" name="base_active" value={account.active ? "yes" : "no"} />
      <input type="hidden" name="base_name" value={account.name ?? ""} />
      <input type="hidden" name="base_time_zone" value={account.timeZone} />
      <input type="hidden" name="base_email" value={account.email} />
    </>
  );
}

const alertFor = (actionData: AccountActionData | undefined, intents: string[]) =>
  actionData?.alert && intents.includes(actionData.intent) ? <FormAlert messages={[actionData.alert]} /> : null;

function ProfileForm({ account, csrf, actionData, timeZones }: FormProps & { timeZones: readonly string[] }) {
  const [form, fields] = useStaffForm(StaffProfileSchema, {
    id: "staff-profile",
    intent: "profile",
    actionData,
    defaultValue: { email: account.email, name: account.name ?? "", time_zone: account.timeZone },
  });
  return (
    <StaffDetailsForm formProps={getFormProps(form)} id="staff-profile" title="Details" fields={fields} zones={timeZones}>
      {alertFor(actionData, ["profile"])}
      <EditBase account={account} csrf={csrf} />
    </StaffDetailsForm>
  );
}

function RoleForm({ account, csrf, actionData }: FormProps) {
  const [form, fields] = useStaffForm(RoleChangeSchema, { id: "staff-role", intent: "role", actionData, defaultValue: { role: account.role } });
  return (
    <Form method="post" {...getFormProps(form)} className="panel" aria-labelledby="role-title">
      <h2 id="role-title">Role</h2>
      {alertFor(actionData, ["role"])}
      <EditBase account={account} csrf={csrf} />
      <SelectField meta={fields.role} label="Role" options={ROLE_OPTIONS} placeholder="Choose a role" />
      <p>
        <button type="submit" name="intent" value="role" className="button button--primary">
          Change role
        </button>
      </p>
    </Form>
  );
}

function PasswordForm({ account, csrf, actionData, isSelf }: FormProps & { isSelf: boolean }) {
  const [form, fields] = useStaffForm(PasswordResetSchema, { id: "staff-password", intent: "password", actionData, checkWhileTyping: true });
  return (
    <Form method="post" {...getFormProps(form)} className="panel" aria-labelledby="password-title">
      <h2 id="password-title">Reset password</h2>
      <p>
        Sets a new password and signs the account out everywhere.
        {isSelf ? " This is your own account: you will be signed out too." : ""}
      </p>
      {alertFor(actionData, ["password"])}
      <EditBase account={account} csrf={csrf} />
      <StaffPasswordField meta={fields.password} label="New password" />
      <p>
        <button type="submit" name="intent" value="password" className="button button--primary">
          Reset password
        </button>
      </p>
    </Form>
  );
}

function ActivationForm({ account, csrf, actionData, isSelf }: FormProps & { isSelf: boolean }) {
  const intent = account.active ? "deactivate" : "reactivate";
  return (
    <Form method="post" className="panel" aria-labelledby="activation-title">
      <h2 id="activation-title">{account.active ? "Deactivate" : "Reactivate"}</h2>
      <p>
        {account.active
          ? `A deactivated account is signed out everywhere and cannot sign in; its audit lines keep its name.${isSelf ? " This is your own account." : ""}`
          : "The account can sign in again with its current password."}
      </p>
      {alertFor(actionData, ["deactivate", "reactivate"])}
      <EditBase account={account} csrf={csrf} />
      <p>
        <button type="submit" name="intent" value={intent} className={`button ${account.active ? "button--danger" : "button--primary"}`}>
          {account.active ? "Deactivate account" : "Reactivate account"}
        </button>
      </p>
    </Form>
  );
}
