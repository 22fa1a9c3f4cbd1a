import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { CheckboxField, FieldErrors, FormAlert, SelectField, TextField } from "~/components/forms/fields";
import { MAX_IMAGE_BYTES } from "~/features/uploads/image-upload";
import { BRAND_KINDS, KIND_LABELS, brandFormSchema, type BrandFormValues } from "../brand-form";

interface BrandEditorProps {
  brandKey: string | null;
  version: number | null;
  values: BrandFormValues;
  allowedHosts: string[];
  csrf: string;
  result: SubmissionResult<string[]> | undefined;
  alert: string | null;
}

/** Add or edit a client or partner co-brand; the logo is an upload, an https URL on an allowed host, or a site path. */
export function BrandEditor({ brandKey, version, values, allowedHosts, csrf, result, alert }: BrandEditorProps) {
  const navigation = useNavigation();
  const schema = useMemo(() => brandFormSchema(allowedHosts), [allowedHosts]);
  const [form, fields] = useForm({
    id: `brand-${brandKey ?? "new"}`,
    lastResult: navigation.state === "idle" ? result : undefined,
    defaultValue: values,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const fileErrors = result?.error?.logo_file ?? undefined;
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const hostHint = allowedHosts.length > 0 ? `, or an https:// address on ${allowedHosts.join(", ")}` : "";

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="panel">
      <h2>{brandKey ? `Edit “${values.business_name}”` : "Add a co-brand"}</h2>
      <input type="hidden" name="csrf" value={csrf} />
      {brandKey ? (
        <>
          <input type="hidden" name="key" value={brandKey} />
          <input type="hidden" name="version" value={version ?? ""} />
          <input type="hidden" name="kind" value={values.kind} />
          {(["brand_id", "business_name", "logo_url", "logo_alt_text", "active"] as const).map((field) => (
            <input key={field} type="hidden" name={`base_${field}`} value={String(values[field])} />
          ))}
          <p>{KIND_LABELS[values.kind]} co-brand</p>
        </>
      ) : null}
      {alert ? <FormAlert messages={[alert]} /> : null}
      {form.errors?.length ? <FormAlert messages={form.errors} /> : null}
      {brandKey ? null : (
        <SelectField meta={fields.kind} label="Kind" options={BRAND_KINDS} placeholder="Choose client or partner" />
      )}
      <TextField
        meta={fields.brand_id}
        label={brandKey ? `${KIND_LABELS[values.kind]} id` : "Client or partner id"}
        hint="The value of ?client= or ?partner= in the co-branded link: letters, digits, - or _."
      />
      <TextField meta={fields.business_name} label="Business name" />
      <TextField
        meta={fields.logo_url}
        label="Logo URL"
        optional
        hint={`A path on this site such as /images/brands/logo.png${hostHint}. An upload below replaces it.`}
      />
      <div className={`field${fileErrors?.length ? " field--invalid" : ""}`}>
        <label htmlFor="brand-logo-file" className="field__label">
          Or upload a logo <span className="field__optional">(optional)</span>
        </label>
        <p id="brand-logo-file-hint" className="field__hint">
          SVG, PNG, JPEG, GIF or WebP up to {MAX_IMAGE_BYTES / 1024 / 1024} MB; it is re-encoded (an SVG keeps only
          its drawing: scripts, links and external files are removed) and replaces the logo URL when you save.
        </p>
        <input
          id="brand-logo-file"
          name="logo_file"
          type="file"
          accept="image/svg+xml,.svg,image/png,image/jpeg,image/gif,image/webp"
          className="input"
          aria-describedby={fileErrors?.length ? "brand-logo-file-hint brand-logo-file-errors" : "brand-logo-file-hint"}
          aria-invalid={fileErrors?.length ? true : undefined}
        />
        <FieldErrors id="brand-logo-file-errors" errors={fileErrors} />
      </div>
      <TextField meta={fields.logo_alt_text} label="Logo alt text" optional hint="Empty: “{business name} logo”." />
      <CheckboxField meta={fields.active} label="Active (co-branded links show this logo and name)" />
      <p>
        <button type="submit" name="intent" value="save" className="button button--primary" disabled={saving}>
          {saving ? "Saving..." : brandKey ? "Save co-brand" : "Add co-brand"}
        </button>
      </p>
    </Form>
  );
}
