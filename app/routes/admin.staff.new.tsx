import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useRouteLoaderData, type MetaFunction } from "@remix-run/react";
import { FormAlert, SelectField, TextField } from "~/components/forms/fields";
import { StaffPasswordField } from "~/features/staff/components/staff-password-field";
import { StaffTimeZoneField } from "~/features/staff/components/staff-time-zone-field";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, STAFF_ROLES } from "~/features/staff/roles";
import { requireStaffPermission } from "~/features/staff/session.server";
import { DEFAULT_STAFF_TIME_ZONE, NewStaffSchema } from "~/features/staff/staff-admin-schema";
import { STAFF_TIME_ZONES } from "~/features/staff/staff-time-zones";
import { handleNewStaffPost, NEW_STAFF_FORM } from "~/features/staff/staff-screens.server";
import { staffMeta } from "~/utils/staff-area";
import { endpointAction } from "~/utils/endpoint.server";
import type { loader as layoutLoader } from "./admin";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaffPermission(request, "staff");
  // From the server's list, so the suggestions are the names the server accepts.
  return { timeZones: STAFF_TIME_ZONES };
}

export const action = /* @__PURE__ */ endpointAction(NEW_STAFF_FORM, ({ request, caller }) => handleNewStaffPost(request, caller));

export const meta: MetaFunction = () => staffMeta("Add staff member | Staff");

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: `${ROLE_LABELS[role]}: ${ROLE_DESCRIPTIONS[role]}` }));

export default function NewStaffMemberPage() {
  const csrf = useRouteLoaderData<typeof layoutLoader>("routes/admin")?.csrf ?? "";
  const { timeZones } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "new-staff-member",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { time_zone: DEFAULT_STAFF_TIME_ZONE, role: "sales" },
    constraint: getZodConstraint(NewStaffSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NewStaffSchema }),
  });
  const saving = navigation.state === "submitting";
  return (
    <>
      <div className="admin__heading">
        <h1>Add staff member</h1>
      </div>
      <p>
        <Link to="/admin/staff">← All staff accounts</Link>
      </p>
      <Form method="post" {...getFormProps(form)} className="panel">
        <input type="hidden" name="csrf" value={csrf} />
        {form.errors?.length ? <FormAlert messages={form.errors} /> : null}
        <div className="form-grid form-grid--single">
          <TextField meta={fields.email} label="E-mail" type="email" autoComplete="off" />
          <TextField meta={fields.name} label="Name" optional autoComplete="off" />
          <SelectField meta={fields.role} label="Role" options={ROLE_OPTIONS} placeholder="Choose a role" />
          <StaffTimeZoneField meta={fields.time_zone} zones={timeZones} id="staff-time-zones" />
          <StaffPasswordField meta={fields.password} label="Initial password" />
        </div>
        <p>
          <button type="submit" className="button button--primary" disabled={saving}>
            {saving ? "Adding..." : "Add staff member"}
          </button>
        </p>
      </Form>
    </>
  );
}
