import type { FieldMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { TextField } from "~/components/forms/fields";
import { StaffTimeZoneField } from "./staff-time-zone-field";

/**
 * An account's details: e-mail (only on an admin's form), name and time zone, saved with
 * the `profile` intent. `children` carries the hidden fields (token, version, the values
 * the form was made from) and any refusal to show above the fields.
 */
export function StaffDetailsForm({
  formProps,
  id,
  title,
  fields,
  zones,
  children,
}: {
  formProps: { id: string; onSubmit: React.FormEventHandler<HTMLFormElement>; noValidate: boolean };
  id: string;
  title: string;
  fields: { email?: FieldMetadata<unknown>; name: FieldMetadata<unknown>; time_zone: FieldMetadata<unknown> };
  zones: readonly string[];
  children: ReactNode;
}) {
  return (
    <Form method="post" {...formProps} className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
      <div className="form-grid form-grid--single">
        {fields.email ? <TextField meta={fields.email} label="E-mail" type="email" autoComplete="off" hint="They sign in with this address." /> : null}
        <TextField meta={fields.name} label="Name" optional autoComplete="off" />
        <StaffTimeZoneField meta={fields.time_zone} zones={zones} id={`${id}-time-zones`} />
      </div>
      <p>
        <button type="submit" name="intent" value="profile" className="button button--primary">
          Save details
        </button>
      </p>
    </Form>
  );
}
