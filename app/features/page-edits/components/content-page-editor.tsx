import { getFormProps, useForm, type FormMetadata } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useFetcher, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormAlert, TextAreaField, TextField } from "~/components/forms/fields";
import { useAutosave } from "~/features/content-editing/components/autosave";
import { VersionFields } from "~/features/content-editing/components/editor-parts";
import { MarkdownEditor } from "~/features/content-editing/components/markdown-editor";
import { SocialFields } from "~/features/content-editing/components/social-fields";
import type { BaseValues } from "~/features/content-editing/stale-form";
import { pageEditFormSchema } from "../page-edit-form";
import type { PageEditValues } from "../page-edit-values";
import type { ContentPageEditorActionData } from "../page-editor.server";

const LIST_HINT = "Start each item with a line “## ” and its title; write its text on the lines below.";

/** The autosave's fetcher, shared by key with the screen around the form, whose small forms need the version it stored. */
const AUTOSAVE_FETCHER = "content-page-autosave";

function useAutosaveData() {
  return useFetcher<ContentPageEditorActionData>({ key: AUTOSAVE_FETCHER });
}

/** The version and values the forms carry: the newest of what the page was loaded with, what a stale post found and what an autosave stored. */
export function useCurrentEditVersion(
  loaded: { version: number; base: BaseValues },
  actionData: ContentPageEditorActionData | undefined,
): { version: number; base: BaseValues } {
  const autosaved = useAutosaveData().data?.autosaved;
  return [autosaved, actionData?.refreshed, { version: loaded.version, base: loaded.base }]
    .filter((candidate) => candidate !== undefined && candidate !== null)
    .reduce((newest, candidate) => (candidate.version > newest.version ? candidate : newest));
}

/** What every shipped page's editor form is given besides its own fields. */
export interface PageEditFormProps {
  /** The version and values the form carries: the loader's, or the stored ones after an autosave or a stale post. */
  current: { version: number; base: BaseValues };
  /** The draft is scheduled: saving it by itself would change what goes live, so autosave waits. */
  scheduled: boolean;
  publishAtValue: string;
  siteTimeZone: string;
  csrf: string;
  actionData: ContentPageEditorActionData | undefined;
}

/**
 * The form of a shipped page's editor (decision 088) around its fields (`children`): the
 * version it was made from, the messages, and the ways to save, preview, schedule and
 * publish. Without JavaScript every button posts the whole form; with it, a draft also
 * saves itself a few seconds after typing stops (not while a schedule is set).
 */
export function PageEditForm({
  form,
  current,
  scheduled,
  publishAtValue,
  siteTimeZone,
  csrf,
  actionData,
  children,
}: PageEditFormProps & { form: FormMetadata<Record<string, unknown>, string[]>; children: ReactNode }) {
  const navigation = useNavigation();
  const { fetcher: autosave, formRef, onInput } = useAutosave<ContentPageEditorActionData>({ enabled: !scheduled, fetcherKey: AUTOSAVE_FETCHER });

  const autosaved = autosave.data?.autosaved;
  const busy = navigation.state === "submitting";

  const autosaveState =
    autosave.state !== "idle"
      ? "Saving the draft…"
      : autosave.data?.alert
        ? autosave.data.alert
        : autosaved
          ? `Draft saved by itself at ${autosaved.at}.`
          : "";
  const publishAtError = actionData?.result.error?.publish_at;

  return (
    <Form method="post" {...getFormProps(form)} ref={formRef} className="content-editor" onInput={onInput}>
      <input type="hidden" name="csrf" value={csrf} />
      <VersionFields version={current.version} base={current.base} />
      {actionData?.alert ? <FormAlert messages={[actionData.alert]} /> : null}
      {form.errors?.length ? <FormAlert messages={form.errors} /> : null}
      <p className="content-editor__autosave" role="status">
        {autosaveState}
      </p>
      {children}
      <section className="panel content-editor__publishing" aria-labelledby="publishing-title">
        <h2 id="publishing-title">Save and publish</h2>
        <div className="content-editor__actions">
          <button type="submit" name="intent" value="publish" className="button button--primary" disabled={busy}>
            Publish now
          </button>
          <button type="submit" name="intent" value="save" className="button button--ghost" disabled={busy}>
            Save draft
          </button>
          <button type="submit" name="intent" value="open-preview" className="button button--ghost" disabled={busy}>
            Save and preview the page
          </button>
        </div>
        <div className={`field${publishAtError?.length ? " field--invalid" : ""}`}>
          <label htmlFor="publish-at" className="field__label">
            Publish at <span className="field__optional">(the site&rsquo;s clock: {siteTimeZone})</span>
          </label>
          <input
            id="publish-at"
            name="publish_at"
            type="datetime-local"
            className="input"
            defaultValue={publishAtValue}
            aria-describedby={publishAtError?.length ? "publish-at-error" : undefined}
            aria-invalid={publishAtError?.length ? true : undefined}
          />
          {publishAtError?.length ? (
            <ul id="publish-at-error" className="field__errors">
              {publishAtError.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <button type="submit" name="intent" value="schedule" className="button button--ghost" disabled={busy}>
          Schedule
        </button>
      </section>
    </Form>
  );
}

interface ContentPageEditorProps extends PageEditFormProps {
  path: string;
  industry: boolean;
  defaults: PageEditValues;
  previewHtml: string;
}

/** The fields of a page shipped as a file: every one a marketer may change, the body with its live preview. */
export function ContentPageEditor(props: ContentPageEditorProps) {
  const { path, industry, defaults, previewHtml, csrf, actionData } = props;
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `content-page-editor-${path}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: defaults,
    constraint: getZodConstraint(pageEditFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: pageEditFormSchema }),
  });
  return (
    <PageEditForm {...props} form={form as unknown as FormMetadata<Record<string, unknown>, string[]>}>
        <div className="panel content-editor__fields">
          <TextField meta={fields.title} label="Title" hint="Menus, breadcrumbs and the browser tab. Up to 150 characters." />
          <TextAreaField meta={fields.description} label="Description" rows={3} hint="What search results show under the title. Up to 300 characters." />
          <TextField meta={fields.eyebrow} label="Label above the heading" optional />
          <TextField meta={fields.h1} label="Main heading" />
          <TextAreaField meta={fields.lead} label="Introduction" rows={3} hint="One or two sentences under the heading; **bold**, *italic* and [links](/consult) work." />
          <TextAreaField meta={fields.highlights} label="Highlights" optional rows={8} hint={LIST_HINT} />
        </div>
        <MarkdownEditor meta={fields.body} label="Body" previewHtml={actionData?.previewHtml ?? previewHtml} csrf={csrf} />
        <div className="panel content-editor__fields">
          <TextAreaField meta={fields.faqs} label="Questions and answers" optional rows={10} hint={`${LIST_HINT} The title is the question.`} />
          {industry ? (
            <>
              <TextAreaField meta={fields.challenges} label="Challenges" rows={8} hint={LIST_HINT} />
              <TextAreaField meta={fields.offers} label="What we offer" rows={8} hint={LIST_HINT} />
            </>
          ) : null}
          <TextAreaField meta={fields.related} label="Related pages" optional rows={4} hint="One address of this site per line, like /dual-pricing." />
        </div>
        <fieldset className="panel content-editor__fields">
          <legend>Call to action</legend>
          <p className="field__hint">The banner at the end of the page; leave all four empty for the site's usual one.</p>
          <TextField meta={fields.cta_heading} label="Heading" optional />
          <TextAreaField meta={fields.cta_text} label="Text" optional rows={2} />
          <TextField meta={fields.cta_label} label="Button" optional hint="“Request a Consultation” when left empty." />
          <TextField meta={fields.cta_href} label="Button goes to" optional hint="An address of this site; /consult when left empty." />
        </fieldset>
        <SocialFields title={fields.social_title} description={fields.social_description}>
          <TextField meta={fields.social_image} label="Social image" optional hint="The address of an image in the media library, like /uploads/….png (1200 × 630 suits most sites)." />
          <TextField meta={fields.social_image_alt} label="What the image shows" optional />
        </SocialFields>
    </PageEditForm>
  );
}
