import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { CheckboxField, FormAlert, TextAreaField, TextField } from "~/components/forms/fields";
import type { ContentEditorActionData } from "~/features/content-editing/content-editor.server";
import { useAutosave } from "~/features/content-editing/components/autosave";
import { MarkdownEditor } from "~/features/content-editing/components/markdown-editor";
import { EditorActions, VersionFields } from "~/features/content-editing/components/editor-parts";
import { SocialFields } from "~/features/content-editing/components/social-fields";
import type { BaseValues } from "~/features/content-editing/stale-form";
import { PAGE_LIMITS, pageEditorSchema, type PageFormValues } from "../page-editor-schema";

interface PageEditorProps {
  id: number | null;
  version: number;
  base: BaseValues;
  defaults: PageFormValues;
  published: boolean;
  previewHtml: string;
  csrf: string;
  actionData: ContentEditorActionData | undefined;
}

/** Create or edit a page of the /{slug} catch-all; the body has a live preview (MarkdownEditor). */
export function PageEditor({ id, version, base, defaults, published, previewHtml, csrf, actionData }: PageEditorProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `page-editor-${id ?? "new"}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: defaults,
    constraint: getZodConstraint(pageEditorSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: pageEditorSchema }),
  });
  // A stored row's form saves what is typed as a revision by itself; visitors get it only when it is saved.
  const { fetcher: autosave, formRef, onInput } = useAutosave<ContentEditorActionData>({ enabled: id !== null });
  const autosaveState =
    autosave.state !== "idle"
      ? "Keeping what you typed…"
      : (autosave.data?.alert ?? (autosave.data?.autosaved ? `What you typed was kept at ${autosave.data.autosaved.at}; visitors get it when you save.` : ""));
  const current = actionData?.refreshed ?? { version, base };
  const busy = navigation.state === "submitting";

  return (
    <Form method="post" {...getFormProps(form)} ref={formRef} className="content-editor" onInput={onInput}>
      <input type="hidden" name="csrf" value={csrf} />
      <VersionFields version={current.version} base={current.base} />
      {actionData?.alert ? <FormAlert messages={[actionData.alert]} /> : null}
      {form.errors?.length ? <FormAlert messages={form.errors} /> : null}
      <p className="content-editor__autosave" role="status">
        {autosaveState}
      </p>
      <div className="panel content-editor__fields">
        <TextField meta={fields.title} label="Title" hint={`Up to ${PAGE_LIMITS.title} characters.`} />
        <TextField
          meta={fields.slug}
          label="Slug"
          hint="The address: /your-slug. Lower-case letters, digits and hyphens; not an address the site already uses."
        />
        <TextAreaField
          meta={fields.description}
          label="Description"
          optional
          rows={3}
          hint={`Shown under the title and to search engines; up to ${PAGE_LIMITS.description} characters.`}
        />
        <CheckboxField meta={fields.noindex} label="Hide from search engines (noindex, left out of the sitemap)" />
      </div>
      <MarkdownEditor meta={fields.body} label="Body" previewHtml={actionData?.previewHtml ?? previewHtml} csrf={csrf} />
      <SocialFields title={fields.social_title} description={fields.social_description} />
      <EditorActions published={published} publishLabel="Publish" busy={busy} />
    </Form>
  );
}
