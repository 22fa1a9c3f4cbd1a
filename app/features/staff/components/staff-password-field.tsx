import type { FieldMetadata } from "@conform-to/react";
import { TextField } from "~/components/forms/fields";
import { MIN_PASSWORD_LENGTH } from "../password-rules";

/** A password an administrator sets for someone (a new account or a reset), with how to hand it over. */
export function StaffPasswordField({ meta, label }: { meta: FieldMetadata<unknown>; label: string }) {
  return (
    <TextField
      meta={meta}
      label={label}
      type="password"
      autoComplete="new-password"
      hint={`At least ${MIN_PASSWORD_LENGTH} characters. Pass it on in person or by phone; never by e-mail.`}
    />
  );
}
