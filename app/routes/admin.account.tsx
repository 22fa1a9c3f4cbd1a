import { getFormProps } from "@conform-to/react";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useRouteLoaderData, useSearchParams, type MetaFunction } from "@remix-run/react";
import { FormAlert, TextField } from "~/components/forms/fields";
import { FocusedNotice } from "~/features/staff/components/focused-notice";
import { StaffDetailsForm } from "~/features/staff/components/staff-details-form";
import { useStaffForm } from "~/features/staff/components/use-staff-form";
import { handleOwnAccountPost, loadOwnAccount, type OwnAccountActionData } from "~/features/staff/own-account.server";
import { handleWeeklySummaryPost, weeklySummaryChoice } from "~/features/weekly-summary/weekly-summary.server";
import { MIN_PASSWORD_LENGTH } from "~/features/staff/password-rules";
import { requireStaffPage } from "~/features/staff/session.server";
import { OwnPasswordSchema, OwnProfileSchema } from "~/features/staff/staff-admin-schema";
import type { StaffAccountView } from "~/features/staff/staff-admin.server";
import { staffAreaHeaders, staffMeta } from "~/utils/staff-area";
import { revalidateAfterAccountForm } from "~/features/staff/staff-revalidate";
import { OWN_ACCOUNT_FORM } from "~/features/staff/staff-endpoint.server";
import { endpointAction } from "~/utils/endpoint.server";
import type { loader as layoutLoader } from "./admin";

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaffPage(request);
  return { ...(await loadOwnAccount(staff)), weeklySummary: await weeklySummaryChoice(staff) };
}

export const action = /* @__PURE__ */ endpointAction(OWN_ACCOUNT_FORM, ({ request, caller }) =>
  // The weekly summary's box posts to `?weekly-summary` (decision 081); the other forms post here.
  new URL(request.url).searchParams.has("weekly-summary") ? handleWeeklySummaryPost(request, caller) : handleOwnAccountPost(request, caller),
);

// A password form refused for too many attempts (429) keeps its Retry-After.
export const headers = staffAreaHeaders;
export const shouldRevalidate = revalidateAfterAccountForm;

export const meta: MetaFunction = () => staffMeta("Your account | Staff");

const SAVED: Record<string, string> = {
  profile: "Your details were saved.",
  password: "Your password was changed. Your other sessions were signed out; this one stays signed in.",
  "weekly-summary": "Your weekly summary choice was saved.",
};

export default function OwnAccountPage() {
  const { account, timeZones, weeklySummary } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const csrf = useRouteLoaderData<typeof layoutLoader>("routes/admin")?.csrf ?? "";
  const [searchParams] = useSearchParams();
  const saved = SAVED[searchParams.get("saved") ?? ""];
  return (
    <>
      <div className="admin__heading">
        <h1>Your account</h1>
      </div>
      {saved ? <FocusedNotice>{saved}</FocusedNotice> : null}
      <dl className="panel">
        <dt>E-mail</dt>
        <dd>{account.email}</dd>
        <dt>Role</dt>
        <dd>{account.roleLabel} (an admin changes roles and e-mail addresses)</dd>
        <dt>Last sign-in</dt>
        <dd>{account.lastSignIn ?? "Never"}</dd>
      </dl>
      <ProfileForm key={`profile-${account.version}`} account={account} timeZones={timeZones} csrf={csrf} actionData={actionData} />
      <PasswordForm csrf={csrf} actionData={actionData} />
      {weeklySummary.offered ? <WeeklySummaryForm csrf={csrf} wanted={weeklySummary.wanted} /> : null}
    </>
  );
}

interface FormProps {
  csrf: string;
  actionData: OwnAccountActionData | undefined;
}

function ProfileForm({ account, timeZones, csrf, actionData }: FormProps & { account: StaffAccountView; timeZones: readonly string[] }) {
  const [form, fields] = useStaffForm(OwnProfileSchema, {
    id: "own-profile",
    intent: "profile",
    actionData,
    defaultValue: { name: account.name ?? "", time_zone: account.timeZone },
  });
  const alert = actionData?.intent === "profile" ? actionData.alert : null;
  return (
    <StaffDetailsForm formProps={getFormProps(form)} id="own-profile" title="Your details" fields={fields} zones={timeZones}>
      {alert ? <FormAlert messages={[alert]} /> : null}
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="version" value={account.version} />
      <input type="hidden" name="base_name" value={account.name ?? ""} />
      <input type="hidden" name="base_time_zone" value={account.timeZone} />
    </StaffDetailsForm>
  );
}

function PasswordForm({ csrf, actionData }: FormProps) {
  const [form, fields] = useStaffForm(OwnPasswordSchema, { id: "own-password", intent: "password", actionData, checkWhileTyping: true });
  return (
    <Form method="post" {...getFormProps(form)} className="panel" aria-labelledby="own-password-title">
      <h2 id="own-password-title">Change your password</h2>
      <p>Your other sessions (another browser, another device) are signed out; this one stays signed in.</p>
      {form.errors?.length ? <FormAlert messages={form.errors} /> : null}
      <input type="hidden" name="csrf" value={csrf} />
      <div className="form-grid form-grid--single">
        <TextField meta={fields.current_password} label="Current password" type="password" autoComplete="current-password" />
        <TextField
          meta={fields.new_password}
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters; a few ordinary words make a good one.`}
        />
      </div>
      <p>
        <button type="submit" name="intent" value="password" className="button button--primary">
          Change password
        </button>
      </p>
    </Form>
  );
}

/** The weekly e-mail of visitors, leads by source and the funnel: a box, saved with its own button. */
function WeeklySummaryForm({ csrf, wanted }: { csrf: string; wanted: boolean }) {
  return (
    <Form method="post" action="/admin/account?weekly-summary" className="panel" aria-labelledby="weekly-summary-title">
      <h2 id="weekly-summary-title">Weekly summary</h2>
      <input type="hidden" name="csrf" value={csrf} />
      <label className="checkbox">
        <input type="checkbox" name="weekly_summary" defaultChecked={wanted} />
        E-mail me every Monday morning the past week&apos;s visitors, leads by the source that brought them, and the consultation
        funnel
      </label>
      <button type="submit" className="button button--primary">
        Save
      </button>
    </Form>
  );
}
