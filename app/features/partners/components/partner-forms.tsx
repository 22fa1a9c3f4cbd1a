import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { FormAlert, TextAreaField, TextField } from "~/components/forms/fields";
import {
  linkBuilderSchema,
  newPartnerSchema,
  partnerEditSchema,
  partnerLinkCode,
  shareUrl,
  trackingUrl,
} from "../partner-rules";
import type { AddPartnerActionData, PartnerFormValues, PartnerPageActionData } from "../partner-pages.server";
import { CopyButton } from "./copy-button";

const validation = { shouldValidate: "onBlur", shouldRevalidate: "onInput" } as const;

/** The add form of /admin/partners: name, ref, contact e-mail and notes. */
export function AddPartnerForm({ csrf, actionData }: { csrf: string; actionData: AddPartnerActionData | undefined }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "add-partner",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    constraint: getZodConstraint(newPartnerSchema),
    ...validation,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newPartnerSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="panel partner-form" aria-labelledby="add-partner-title">
      <h2 id="add-partner-title">Add a partner</h2>
      <input type="hidden" name="csrf" value={csrf} />
      {form.errors?.length ? <FormAlert messages={form.errors} /> : null}
      <TextField meta={fields.name} label="Name" />
      <TextField
        meta={fields.ref}
        label="Ref"
        hint="The ref= value of every link of this partner: lower-case letters, digits and hyphens, such as gulf-bank. It cannot change later."
      />
      <TextField meta={fields.contact_email} label="Contact e-mail" type="email" optional />
      <TextAreaField meta={fields.notes} label="Notes" optional rows={3} />
      <button type="submit" name="intent" value="add" className="button button--primary">
        Add partner
      </button>
    </Form>
  );
}

interface EditProps {
  csrf: string;
  version: number;
  values: PartnerFormValues;
  actionData: Extract<PartnerPageActionData, { form: "edit" }> | undefined;
}

/**
 * A partner's name, contact and notes. The form carries the version and the values it was
 * made from: a save after someone else's is refused with what they changed, and what was
 * typed stays in the form. After such a refusal the form is based on the current row,
 * so saving again overwrites knowingly.
 */
export function PartnerEditForm({ csrf, version, values, actionData }: EditProps) {
  const navigation = useNavigation();
  const base = actionData?.stale ?? { version, values };
  const [form, fields] = useForm({
    id: "edit-partner",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: values,
    constraint: getZodConstraint(partnerEditSchema),
    ...validation,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: partnerEditSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="panel partner-form" aria-labelledby="edit-partner-title">
      <h2 id="edit-partner-title">Details</h2>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="version" value={base.version} />
      {(Object.keys(base.values) as (keyof PartnerFormValues)[]).map((field) => (
        <input key={field} type="hidden" name={`base_${field}`} value={base.values[field]} />
      ))}
      {form.errors?.length ? <FormAlert messages={form.errors} /> : null}
      <TextField meta={fields.name} label="Name" />
      <TextField meta={fields.contact_email} label="Contact e-mail" type="email" optional />
      <TextAreaField meta={fields.notes} label="Notes" optional rows={3} />
      <button type="submit" name="intent" value="save" className="button button--primary">
        Save details
      </button>
    </Form>
  );
}

interface BuilderProps {
  csrf: string;
  partnerRef: string;
  origin: string;
  active: boolean;
  actionData: Extract<PartnerPageActionData, { form: "link" }> | undefined;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * The link builder: the five referral values and a landing page make the link code and
 * the tracking URL, shown as they are typed (with JavaScript) or after "Preview link"
 * (without). "Build link" stores it; the server refuses a code that is too long or taken.
 */
export function LinkBuilder({ csrf, partnerRef, origin, active, actionData }: BuilderProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "link-builder",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { landing_path: "/" },
    constraint: getZodConstraint(linkBuilderSchema),
    ...validation,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: linkBuilderSchema }),
  });
  const typed = (form.value ?? {}) as Record<string, unknown>;
  const values = {
    code: text(typed.code),
    utmSource: text(typed.utm_source),
    utmMedium: text(typed.utm_medium),
    utmCampaign: text(typed.utm_campaign),
    landingPath: text(typed.landing_path) || "/",
  };
  const complete = linkBuilderSchema.safeParse({
    code: values.code,
    utm_source: values.utmSource,
    utm_medium: values.utmMedium,
    utm_campaign: values.utmCampaign,
    landing_path: values.landingPath,
  }).success;
  const liveCode = complete ? partnerLinkCode(partnerRef, values) : null;
  const preview =
    actionData?.preview ??
    (liveCode
      ? { linkCode: liveCode, trackingUrl: trackingUrl(origin, partnerRef, values), shareUrl: shareUrl(origin, partnerRef, values) }
      : null);

  return (
    <Form method="post" {...getFormProps(form)} className="panel partner-form" aria-labelledby="link-builder-title">
      <h2 id="link-builder-title">Build a referral link</h2>
      {!active ? (
        <p className="partner-note">This partner is switched off: reactivate it to build links. Its links keep counting.</p>
      ) : null}
      <input type="hidden" name="csrf" value={csrf} />
      {form.errors?.length ? <FormAlert messages={form.errors} /> : null}
      <TextField meta={fields.label} label="Label (for staff)" optional hint="Such as “Spring mailing”." />
      <TextField meta={fields.code} label="Code" hint="The code= value, such as spring26. Letters, digits and . _ ~ - only." />
      <div className="partner-form__row">
        <TextField meta={fields.utm_source} label="utm_source" hint="Such as newsletter" />
        <TextField meta={fields.utm_medium} label="utm_medium" hint="Such as email" />
        <TextField meta={fields.utm_campaign} label="utm_campaign" hint="Such as spring" />
      </div>
      <TextField
        meta={fields.landing_path}
        label="Landing page"
        optional
        hint="A path on this site, such as / (the home page) or /pos-system."
      />
      <section className="partner-preview" aria-labelledby="link-preview-title" aria-live="polite">
        <h3 id="link-preview-title">This link</h3>
        {preview ? (
          <dl className="details-list">
            <div>
              <dt>Link code</dt>
              <dd className="partner-code">{preview.linkCode}</dd>
            </div>
            <div>
              <dt>Tracking URL</dt>
              <dd className="partner-code">{preview.trackingUrl}</dd>
            </div>
            {preview.shareUrl ? (
              <div>
                <dt>Share link</dt>
                <dd className="partner-code">{preview.shareUrl}</dd>
              </div>
            ) : null}
          </dl>
        ) : (
          <p className="partner-note">Fill in the code and the three utm values to see the link code and the URL.</p>
        )}
      </section>
      <div className="partner-form__actions">
        <button type="submit" name="intent" value="build-link" className="button button--primary" disabled={!active}>
          Build link
        </button>
        <button type="submit" name="intent" value="preview-link" className="button button--ghost" formNoValidate>
          Preview link
        </button>
      </div>
    </Form>
  );
}

export interface LinkCardProps {
  csrf: string;
  open: boolean;
  alert: string | null;
  link: {
    id: number;
    label: string;
    linkCode: string;
    trackingUrl: string;
    shareUrl: string | null;
    qrPath: string;
    landingPath: string;
  };
}

/** One link: its URLs to copy, its QR code, and deleting it (its history stays in the referrals report). */
export function LinkCard({ csrf, open, alert, link }: LinkCardProps) {
  const name = link.label || link.linkCode;
  return (
    <details className="panel partner-link" id={`link-${link.id}`} open={open}>
      <summary>
        <span className="partner-link__name">{name}</span> <span className="partner-code">{link.linkCode}</span>
      </summary>
      <div className="partner-link__body">
        <dl className="partner-link__urls">
          <dt>Tracking URL (lands on {link.landingPath})</dt>
          <dd>
            <span className="partner-code">{link.trackingUrl}</span>
            <CopyButton text={link.trackingUrl} label={`Copy the tracking URL of ${name}`} />
          </dd>
          {link.shareUrl ? (
            <>
              <dt>Share link (through /share/, lands on the home page)</dt>
              <dd>
                <span className="partner-code">{link.shareUrl}</span>
                <CopyButton text={link.shareUrl} label={`Copy the share link of ${name}`} />
              </dd>
            </>
          ) : null}
        </dl>
        <figure className="partner-link__qr">
          <img src={link.qrPath} alt={`QR code of the tracking URL of ${name}`} width={164} height={164} />
          <figcaption>
            <a href={link.qrPath} download>
              Download QR code (SVG)
            </a>
          </figcaption>
        </figure>
      </div>
      <Form method="post" className="partner-link__delete" aria-label={`Delete ${name}`}>
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="link_id" value={link.id} />
        {alert ? <FormAlert messages={[alert]} /> : null}
        <div className="checkbox">
          <input id={`confirm-delete-link-${link.id}`} name="confirm" type="checkbox" required />
          <label htmlFor={`confirm-delete-link-${link.id}`}>
            Yes, delete this link. Its clicks and conversions stay in the referrals report; the URL keeps counting there.
          </label>
        </div>
        <button type="submit" name="intent" value="delete-link" className="button button--small partner-danger">
          Delete link
        </button>
      </Form>
    </details>
  );
}
