import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import * as z from "zod";
import { CheckboxField, FieldErrors, FormAlert, TextAreaField, TextField } from "~/components/forms/fields";
import type { ContentEditorActionData } from "~/features/content-editing/content-editor.server";
import { BODY_IMAGE_ALT_FIELD, BODY_IMAGE_FIELD, KEPT_IMAGE_FIELD } from "~/features/content-editing/editor-fields";
import { useAutosave } from "~/features/content-editing/components/autosave";
import { MarkdownEditor } from "~/features/content-editing/components/markdown-editor";
import { EditorActions, VersionFields } from "~/features/content-editing/components/editor-parts";
import { SocialFields } from "~/features/content-editing/components/social-fields";
import { slugChangeWarning } from "~/features/content-editing/publish-state";
import { slugFromTitle } from "~/features/content-editing/slug-rules";
import type { BaseValues } from "~/features/content-editing/stale-form";
import { MAX_IMAGE_BYTES } from "~/features/uploads/image-upload";
import { ARTICLE_LIMITS, articleEditorSchema, type ArticleFormValues } from "../article-editor-schema";
import { COVER_HEIGHT, COVER_WIDTH } from "../cover";
import { ArticleCover } from "./article-cover";

/**
 * "Preview" and "Add the image to the body" save nothing, so a half-filled form may send
 * them (the server answers with the form as it is); only saving is checked in the browser.
 */
const NOTHING_TO_CHECK = z.object({});
const checkArticle = (formData: FormData) => parseWithZod(formData, { schema: articleEditorSchema });
function checkInBrowser(formData: FormData) {
  const intent = formData.get("intent");
  if (intent !== "preview" && intent !== "add-image") return checkArticle(formData);
  // Always a success: typed as the article's submission, which it never has to carry.
  return parseWithZod(formData, { schema: NOTHING_TO_CHECK }) as unknown as ReturnType<typeof checkArticle>;
}

interface ArticleEditorProps {
  id: number | null;
  version: number;
  base: BaseValues;
  defaults: ArticleFormValues;
  coverImage: string | null;
  /** The slug of the article while it is live: changing it moves the article (and redirects the old address). */
  liveSlug: string | null;
  published: boolean;
  previewHtml: string;
  csrf: string;
  actionData: ContentEditorActionData | undefined;
}

/** Create or edit an article; the body has a live preview (MarkdownEditor). */
export function ArticleEditor({ id, version, base, defaults, coverImage, liveSlug, published, previewHtml, csrf, actionData }: ArticleEditorProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `article-editor-${id ?? "new"}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { ...defaults, has_cover: coverImage ? "1" : "", remove_cover: false },
    constraint: getZodConstraint(articleEditorSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => checkInBrowser(formData),
  });
  const coverErrors = actionData?.result.error?.cover_file ?? undefined;
  // A cover chosen in this form and stored already: the form came back (a preview, a refused field), the file did not.
  const keptCover = navigation.state === "idle" ? (actionData?.keptImage ?? null) : null;
  const shownCover = keptCover ?? coverImage;
  // A stored row's form saves what is typed as a revision by itself; visitors get it only when it is saved.
  const { fetcher: autosave, formRef, onInput } = useAutosave<ContentEditorActionData>({ enabled: id !== null });
  const autosaveState =
    autosave.state !== "idle"
      ? "Keeping what you typed…"
      : (autosave.data?.alert ?? (autosave.data?.autosaved ? `What you typed was kept at ${autosave.data.autosaved.at}; visitors get it when you save.` : ""));
  const current = actionData?.refreshed ?? { version, base };
  const busy = navigation.state === "submitting";
  // After "Add the image to the body" with JavaScript the form stays mounted: the body takes the server's new value.
  const addedImage = actionData?.addedImage ?? null;
  const bodyWithImage = actionData?.result.initialValue?.body;
  useEffect(() => {
    if (addedImage && typeof bodyWithImage === "string") form.update({ name: fields.body.name, value: bodyWithImage });
    // Only a new reply matters; form and field names do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actionData]);
  const bodyImageErrors = actionData?.result.error?.[BODY_IMAGE_FIELD] ?? undefined;
  const bodyImageAltErrors = actionData?.result.error?.[BODY_IMAGE_ALT_FIELD] ?? undefined;
  // The slug follows the title until someone types a slug of their own (an empty slug follows again).
  const [slugByHand, setSlugByHand] = useState(defaults.slug !== "");
  const followTitle = (event: FormEvent<HTMLFormElement>) => {
    const input = event.target as HTMLInputElement;
    if (input.name === fields.slug.name) setSlugByHand(input.value.trim() !== "");
    else if (input.name === fields.title.name && !slugByHand) form.update({ name: fields.slug.name, value: slugFromTitle(input.value) });
  };

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      ref={formRef}
      className="content-editor"
      onInput={(event) => {
        followTitle(event);
        onInput();
      }}
    >
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name={fields.has_cover.name} value={shownCover ? "1" : ""} />
      {keptCover ? <input type="hidden" name={KEPT_IMAGE_FIELD} value={keptCover} /> : null}
      <VersionFields version={current.version} base={current.base} />
      {actionData?.alert ? <FormAlert messages={[actionData.alert]} /> : null}
      {form.errors?.length ? <FormAlert messages={form.errors} /> : null}
      <p className="content-editor__autosave" role="status">
        {autosaveState}
      </p>
      <div className="panel content-editor__fields">
        <TextField meta={fields.title} label="Title" hint={`Up to ${ARTICLE_LIMITS.title} characters.`} />
        <TextField meta={fields.slug} label="Slug" hint="The address: /articles/your-slug. Lower-case letters, digits and hyphens. Made from the title until you change it (left empty, it is made from the title when you save)." />
        {liveSlug && typeof fields.slug.value === "string" && fields.slug.value.trim() !== liveSlug ? (
          <p className="notice notice--warning" role="status" id="slug-change-warning">
            {slugChangeWarning(`/articles/${liveSlug}`, `/articles/${fields.slug.value.trim() || "…"}`)}
          </p>
        ) : null}
        <TextAreaField meta={fields.excerpt} label="Excerpt" rows={3} hint={`Shown in the list and to search engines; up to ${ARTICLE_LIMITS.excerpt} characters.`} />
        <TextField meta={fields.author} label="Author" />
        <TextField
          meta={fields.publish_date}
          type="date"
          label="Publish date"
          hint="Once published, visitors see it from this day on (Central time). A later date schedules it."
        />
        <TextField
          meta={fields.publish_time}
          type="time"
          label="Publish time"
          optional
          hint="On the publish date, from this time on (Central time); empty: from the start of the day."
        />
      </div>
      <MarkdownEditor meta={fields.body} label="Body" previewHtml={actionData?.previewHtml ?? previewHtml} csrf={csrf} />
      <fieldset className="panel content-editor__body-image" key={addedImage ?? "none"}>
        <legend>Add an image to the body</legend>
        {addedImage ? (
          <p className="notice" role="status" id="added-image-notice">
            The image is at the end of the body: move its line where it belongs, then save.
          </p>
        ) : null}
        <ImageFileField id="body-image-file" name={BODY_IMAGE_FIELD} label="Image" errors={bodyImageErrors}>
          PNG, JPEG, GIF or WebP up to {MAX_IMAGE_BYTES / 1024 / 1024} MB. It is stored at once and added at the end of the body as
          ![description](/uploads/…); nothing else is saved until you save.
        </ImageFileField>
        <div className={`field${bodyImageAltErrors?.length ? " field--invalid" : ""}`}>
          <label htmlFor="body-image-alt" className="field__label">
            Image description (alt text)
          </label>
          <input
            id="body-image-alt"
            name={BODY_IMAGE_ALT_FIELD}
            type="text"
            maxLength={200}
            className="input"
            aria-describedby={bodyImageAltErrors?.length ? "body-image-alt-errors" : undefined}
            aria-invalid={bodyImageAltErrors?.length ? true : undefined}
          />
          <FieldErrors id="body-image-alt-errors" errors={bodyImageAltErrors} />
        </div>
        <button type="submit" name="intent" value="add-image" className="button button--ghost" formNoValidate>
          Add the image to the body
        </button>
      </fieldset>
      <fieldset className="panel content-editor__cover">
        <legend>Cover image (optional)</legend>
        {shownCover ? <ArticleCover image={shownCover} alt="" className="content-editor__cover-image" /> : null}
        {keptCover ? (
          <p className="notice" role="status" id="kept-cover-notice">
            The cover you chose is kept: it is saved with the article. Choose another file only to replace it.
          </p>
        ) : null}
        <ImageFileField
          key={keptCover ?? "none"}
          id="article-cover-file"
          name="cover_file"
          label={
            <>
              {shownCover ? "Replace the cover" : "Upload a cover"} <span className="field__optional">(optional)</span>
            </>
          }
          errors={coverErrors}
        >
          PNG, JPEG, GIF or WebP up to {MAX_IMAGE_BYTES / 1024 / 1024} MB, shown at {COVER_WIDTH}×{COVER_HEIGHT} (cropped to fit). It is
          stored as soon as the form is sent, and kept if the form comes back.
        </ImageFileField>
        <TextField meta={fields.cover_alt} label="Cover description (alt text)" optional hint="Required when there is a cover: what the image shows." />
        {shownCover ? <CheckboxField meta={fields.remove_cover} label="Remove the cover" /> : null}
      </fieldset>
      <SocialFields title={fields.social_title} description={fields.social_description} />
      <EditorActions published={published} publishLabel="Publish or schedule" busy={busy} />
    </Form>
  );
}

/** A file field for one image: its label, a hint (`children`) and the server's messages. */
function ImageFileField({ id, name, label, errors, children }: { id: string; name: string; label: ReactNode; errors: string[] | undefined; children: ReactNode }) {
  const invalid = Boolean(errors?.length);
  return (
    <div className={`field${invalid ? " field--invalid" : ""}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {children}
      </p>
      <input
        id={id}
        name={name}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        className="input"
        aria-describedby={invalid ? `${id}-hint ${id}-errors` : `${id}-hint`}
        aria-invalid={invalid ? true : undefined}
      />
      <FieldErrors id={`${id}-errors`} errors={errors} />
    </div>
  );
}
