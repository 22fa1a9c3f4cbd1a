import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { FormAlert, TextField } from "~/components/forms/fields";
import { redirectFormSchema, type RedirectFormValues } from "../redirect-form";

interface RedirectFormProps {
  /** The redirect being edited, or null for the add form. */
  id: number | null;
  values: RedirectFormValues;
  csrf: string;
  result: SubmissionResult<string[]> | undefined;
  alert: string | null;
  /** The outside hosts a redirect may lead to (REDIRECT_ALLOWED_HOSTS), named in the hint. */
  allowedHosts: readonly string[];
}

/**
 * Add or edit one redirect: a plain post without JavaScript (the server's messages come
 * back beside the fields), with it the same form, checked as each field is left.
 */
export function RedirectForm({ id, values, csrf, result, alert, allowedHosts }: RedirectFormProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `redirect-${id ?? "new"}`,
    lastResult: navigation.state === "idle" ? result : undefined,
    defaultValue: values,
    constraint: getZodConstraint(redirectFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: redirectFormSchema }),
  });
  const outside = allowedHosts.length
    ? `, or an https:// address on ${allowedHosts.join(", ")}`
    : " (no outside site is allowed: an admin can allow hosts with REDIRECT_ALLOWED_HOSTS)";
  const titleId = `redirect-form-${id ?? "new"}-title`;
  return (
    <Form method="post" {...getFormProps(form)} className="panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{id === null ? "Add a redirect" : `Edit the redirect from ${values.from_path}`}</h2>
      <input type="hidden" name="csrf" value={csrf} />
      {id !== null ? (
        <>
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="base_from_path" value={values.from_path} />
          <input type="hidden" name="base_to_path" value={values.to_path} />
        </>
      ) : null}
      {alert ? <FormAlert messages={[alert]} /> : null}
      <TextField meta={fields.from_path} label="Old address" hint="A path on this site that no page uses, such as /old-page" />
      <TextField meta={fields.to_path} label="Leads to" hint={`A path on this site, such as /new-page${outside}`} />
      <p>
        <button type="submit" name="intent" value={id === null ? "add" : "save"} className="button button--primary">
          {id === null ? "Add redirect" : "Save redirect"}
        </button>
      </p>
    </Form>
  );
}
