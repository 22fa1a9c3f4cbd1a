import { getFormProps, getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";
import {
  CheckboxField,
  FieldErrors,
  FormAlert,
  SelectField,
  TextAreaField,
  TextField,
} from "~/components/forms/fields";
import { POPUP_PAGES, popupEditorSchema, previewFromForm, type EditorDefaults } from "../editor-schema";
import type { EditorActionData } from "../editor.server";
import { MAX_IMAGE_BYTES } from "~/features/uploads/image-upload";
import { PopupPreview } from "./popup-preview";

interface PopupEditorProps {
  id: number | null;
  version: number | null;
  defaults: EditorDefaults;
  allowedHosts: string[];
  timeZone: string;
  csrf: string;
  actionData: EditorActionData | undefined;
}

/**
 * Create or edit a pop-up, with a live preview beside the form (the same component as
 * the home page, in preview mode: nothing is counted). Without JavaScript, "Preview
 * changes" posts the form and shows the unsaved result.
 */
export function PopupEditor({ id, version, defaults, allowedHosts, timeZone, csrf, actionData }: PopupEditorProps) {
  const navigation = useNavigation();
  const schema = useMemo(() => popupEditorSchema(allowedHosts), [allowedHosts]);
  const [form, fields] = useForm({
    id: `lightbox-editor-${id ?? "new"}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: defaults,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });

  // A picked file previews straight away; the server checks and stores it on save.
  const [localImage, setLocalImage] = useState<string | null>(null);
  useEffect(() => () => void (localImage && URL.revokeObjectURL(localImage)), [localImage]);

  const typed = previewFromForm((form.value ?? defaults) as Record<string, unknown>, allowedHosts, id ?? 0);
  const preview = localImage ? { ...typed, image: localImage } : typed;
  const imageErrors = actionData?.result.error?.image_file ?? undefined;
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";

  return (
    <div className="lightbox-editor">
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="panel lightbox-editor__form">
        <input type="hidden" name="csrf" value={csrf} />
        {version !== null ? (
          <>
            {/* A save is refused when the pop-up changed since this form was made (app/utils/stale-edit.ts). */}
            <input type="hidden" name="version" value={version} />
            <input type="hidden" name="base" value={JSON.stringify(defaults)} />
          </>
        ) : null}
        {actionData?.alert ? <FormAlert messages={[actionData.alert]} /> : null}
        {form.errors?.length ? <FormAlert messages={form.errors} /> : null}
        <TextField meta={fields.name} label="Name (for staff)" hint="Visitors never see it." />
        <TextField meta={fields.header} label="Header" />
        <TextAreaField meta={fields.description} label="Description" optional rows={3} />
        <TextField meta={fields.cta_text} label="Button text" optional hint="Empty: “Request a Consultation Now”." />
        <TextField
          meta={fields.cta_url}
          label="Button link"
          optional
          hint={`A path on this site such as /consult (the default)${hostsHint(allowedHosts)}.`}
        />
        <TextField
          meta={fields.image}
          label="Image URL"
          optional
          hint={`A path on this site such as /images/promo.png${hostsHint(allowedHosts)}. Empty: text only.`}
        />
        <div className={`field${imageErrors?.length ? " field--invalid" : ""}`}>
          <label htmlFor="lightbox-image-file" className="field__label">
            Or upload an image <span className="field__optional">(optional)</span>
          </label>
          <p id="lightbox-image-file-hint" className="field__hint">
            PNG, JPEG, GIF or WebP up to {MAX_IMAGE_BYTES / 1024 / 1024} MB; it replaces the image URL when you save.
          </p>
          <input
            id="lightbox-image-file"
            name="image_file"
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            className="input"
            aria-describedby={
              imageErrors?.length ? "lightbox-image-file-hint lightbox-image-file-errors" : "lightbox-image-file-hint"
            }
            aria-invalid={imageErrors?.length ? true : undefined}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              setLocalImage(file ? URL.createObjectURL(file) : null);
            }}
          />
          <FieldErrors id="lightbox-image-file-errors" errors={imageErrors} />
        </div>
        <fieldset className="lightbox-editor__checks">
          <legend>Behaviour</legend>
          <CheckboxField meta={fields.show_once} label="Show once per browser" />
          <CheckboxField
            meta={fields.show_on_exit}
            label="Show when the pointer leaves through the top of the page (exit intent) instead of after 3 seconds"
          />
          <CheckboxField meta={fields.close_on_overlay} label="Close on a click outside the pop-up" />
        </fieldset>
        <SelectField meta={fields.page} label="Page" options={POPUP_PAGES} placeholder="Choose a page" />
        <fieldset>
          <legend>Dates (optional, your time: {timeZone})</legend>
          <div className="lightbox-editor__dates">
            <DateTimeField meta={fields.starts_at} label="Starts" />
            <DateTimeField meta={fields.ends_at} label="Ends" />
          </div>
        </fieldset>
        <CheckboxField meta={fields.active} label="Active (shown to visitors while inside its dates)" />
        <div className="lightbox-editor__actions">
          <button type="submit" name="intent" value="save" className="button button--primary" disabled={saving}>
            {saving ? "Saving..." : "Save pop-up"}
          </button>
          <button
            type="submit"
            name="intent"
            value="preview"
            className="button button--ghost lightbox-editor__preview-button"
            formNoValidate
          >
            Preview changes
          </button>
        </div>
      </Form>
      <section className="lightbox-editor__preview" aria-labelledby="lightbox-editor-preview-title">
        <h2 id="lightbox-editor-preview-title">Preview</h2>
        <PopupPreview popup={preview} />
      </section>
    </div>
  );
}

function hostsHint(hosts: readonly string[]): string {
  return hosts.length > 0 ? `, or an https address on ${hosts.join(", ")}` : "";
}

function DateTimeField({ meta, label }: { meta: FieldMetadata<string | undefined>; label: string }) {
  const { key, ...props } = getInputProps(meta, {
    type: "datetime-local",
    ariaDescribedBy: meta.errors?.length ? meta.errorId : undefined,
  });
  return (
    <div className={`field${meta.errors?.length ? " field--invalid" : ""}`}>
      <label htmlFor={meta.id} className="field__label">
        {label}
      </label>
      <input key={key} {...props} className="input" />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
