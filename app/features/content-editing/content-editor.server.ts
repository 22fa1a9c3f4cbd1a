import { data, redirect } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type * as z from "zod";
import { renderMarkdownWithImages } from "~/features/markdown/render-markdown.server";
import type { StaffMember } from "~/features/staff/session.server";
import { requireValidCsrf } from "~/utils/csrf.server";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "~/utils/storable-text";
import type { FormValues } from "./revision-compare";
import { recordAutosave, revisionSubject } from "./revisions.server";
import { parseVersion, type FieldLabels } from "~/utils/stale-edit";
import {
  BODY_IMAGE_ALT_FIELD,
  BODY_IMAGE_FIELD,
  BODY_IMAGE_MESSAGES,
  BODY_MAX_LENGTH,
  isEditorIntent,
  KEPT_IMAGE_FIELD,
  withImageAppended,
} from "./editor-fields";
import { MAX_IMAGE_BYTES } from "~/features/uploads/image-upload";
import { IMAGE_TOO_LARGE, storeUploadedImage, type UploadPurpose } from "~/features/uploads/upload-store.server";
import { editorFormBody, formText, isStoredUpload, readEditorForm } from "./editor-form.server";
import { savedAddress } from "./publish-state";
import { slugFromTitle } from "./slug-rules";
import { baseValuesOf, staleFormMessage, type BaseValues } from "./stale-form";
import { staffForm } from "~/features/staff/staff-endpoint.server";
import { answersOf, type Endpoint } from "~/utils/endpoint.server";


/** What an editor's action hands back to the form (a redirect when it saved). */
export interface ContentEditorActionData {
  result: SubmissionResult<string[]>;
  /** "Preview" without JavaScript: the body as visitors would get it (sanitised HTML). */
  previewHtml: string | null;
  alert: string | null;
  /** After a stale save: the version and values stored now, so saving again applies this person's values. */
  refreshed: { version: number; base: BaseValues } | null;
  /**
   * The image chosen in this form, stored already although the form came back (a
   * preview, a refused field): a browser cannot post the same file again, so the form
   * carries this address in `kept_image` instead (decision 056).
   */
  keptImage: string | null;
  /** After "Add the image to the body": the stored image now at the end of the body (in `result`'s values). */
  addedImage: string | null;
  /** After the form saved itself (intent "autosave"): when, on the member's clock. */
  autosaved?: { at: string };
}

export type SaveOutcome =
  | {
      ok: true;
      id: number;
      /** The row's version after the save. */
      version: number;
      /** The public address it left (now redirected), when the save moved it. */
      movedFrom?: string;
    }
  | { ok: false; stale: { version: number; values: Record<string, string | boolean> } }
  | { ok: false; fieldErrors: Record<string, string[]> };

export type ChangeOutcome = { ok: true } | { ok: false; stale: { version: number; values: Record<string, string | boolean> } };

/**
 * One kind of back-office content (articles, database pages): how the shared editor
 * flow reads and writes it (its form's schema is its endpoint's, `contentEditorForm`).
 * Every write runs in one transaction with its audit line; `save` stores an upload
 * before the row and removes it when the save fails.
 */
export interface ContentKind<Row extends { id: number; version: number }, Schema extends z.ZodType> {
  noun: string;
  listPath: string;
  labels: FieldLabels<Record<string, unknown>>;
  /** The multipart field of an image upload, if the kind has one, and what the upload is for. */
  imageField?: string;
  imagePurpose?: UploadPurpose;
  /** Whether the editor can upload an image into the body ("add-image", decision 056). */
  bodyImages?: boolean;
  titleOf(row: Row): string;
  /** The editor's values of a stored row: which fields the form has, and which are tick boxes. */
  valuesOf(row: Row): FormValues;
  /** Adds what only the server knows to the posted form before it is checked (whether a cover stays). */
  prepareForm?(formData: FormData, existing: Row | null, image: string | null): void;
  save(input: {
    staff: StaffMember;
    existing: Row | null;
    version: number | null;
    value: z.infer<Schema>;
    publish: boolean;
    /** The stored upload of the image field (chosen now, or kept from an earlier post), or null. */
    image: string | null;
  }): Promise<SaveOutcome>;
  unpublish(staff: StaffMember, row: Row, version: number): Promise<ChangeOutcome>;
  remove(staff: StaffMember, row: Row, version: number): Promise<ChangeOutcome>;
}

const badRequest = (message: string) =>
  new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });

function reply(
  body: Omit<ContentEditorActionData, "keptImage" | "addedImage"> & { keptImage?: string | null; addedImage?: string | null },
  status: number,
) {
  return data<ContentEditorActionData>({ ...body, keptImage: body.keptImage ?? null, addedImage: body.addedImage ?? null }, { status });
}

/**
 * The image of this post: a chosen file is stored at once (re-encoded, or refused with its
 * message), whatever happens to the rest of the form; without one, the image an earlier
 * post stored (`kept_image`), when that address is really a stored upload.
 */
async function takeImage(
  formData: FormData,
  field: string,
  purpose: UploadPurpose,
  uploadedBy: number,
  keeps = true,
): Promise<{ path: string | null; error: string | null }> {
  const chosen = formData.get(field);
  const carried = keeps ? formText(formData, KEPT_IMAGE_FIELD) : "";
  formData.delete(field);
  if (keeps) formData.delete(KEPT_IMAGE_FIELD);
  if (chosen === IMAGE_TOO_LARGE) return { path: null, error: `Images are limited to ${MAX_IMAGE_BYTES / 1024 / 1024} MB` };
  if (chosen instanceof File) {
    const stored = await storeUploadedImage(chosen, purpose, { uploadedBy });
    return stored.ok ? { path: stored.path, error: null } : { path: null, error: stored.message };
  }
  return { path: (await isStoredUpload(carried)) ? carried : null, error: null };
}

function staleReply<Row extends { id: number; version: number }, Schema extends z.ZodType>(
  kind: ContentKind<Row, Schema>,
  formData: FormData,
  result: SubmissionResult<string[]>,
  stale: { version: number; values: Record<string, string | boolean> },
  keptImage: string | null = null,
) {
  return reply(
    {
      result,
      previewHtml: null,
      alert: staleFormMessage(formData, stale.values, kind.labels),
      refreshed: { version: stale.version, base: baseValuesOf(stale.values) },
      keptImage,
    },
    409,
  );
}

/**
 * "Add the image to the body": the chosen image is stored and its Markdown appended to
 * the body, which comes back in the form with its preview; nothing else is saved.
 */
async function addImageToBody(
  formData: FormData,
  schema: z.ZodType,
  image: { path: string | null; error: string | null } | null,
  cover: { keptImage: string | null; imageErrors: { fieldErrors: Record<string, string[]> } | null },
) {
  const description = formText(formData, BODY_IMAGE_ALT_FIELD).trim();
  const fieldErrors: Record<string, string[]> = { ...cover.imageErrors?.fieldErrors };
  if (image?.error) fieldErrors[BODY_IMAGE_FIELD] = [image.error];
  else if (!image?.path) fieldErrors[BODY_IMAGE_FIELD] = [BODY_IMAGE_MESSAGES.file];
  if (!description) fieldErrors[BODY_IMAGE_ALT_FIELD] = [BODY_IMAGE_MESSAGES.alt];
  const added = image?.path && description ? image.path : null;
  if (added) {
    formData.set("body", withImageAppended(formText(formData, "body"), added, description));
    formData.delete(BODY_IMAGE_ALT_FIELD);
  }
  const submission = parseWithZod(formData, { schema });
  const body = formText(formData, "body").slice(0, BODY_MAX_LENGTH);
  return reply(
    {
      result: submission.reply({ fieldErrors }),
      previewHtml: await renderMarkdownWithImages(body),
      alert: null,
      refreshed: null,
      keptImage: cover.keptImage,
      addedImage: added,
    },
    added ? 200 : 400,
  );
}

/**
 * What the member typed into a stored row's editor, kept as a revision that changes nothing
 * visitors get (decision 088): the form's fields as they are, valid or not, so nothing typed
 * is lost; text that cannot be stored is refused like any field's.
 */
async function autosave<Row extends { id: number; version: number }, Schema extends z.ZodType>(
  kind: ContentKind<Row, Schema>,
  formData: FormData,
  staff: StaffMember,
  existing: Row | null,
) {
  if (!existing) throw badRequest(`Save the ${kind.noun} once; from then on it saves itself.`);
  const values: FormValues = {};
  for (const [field, stored] of Object.entries(kind.valuesOf(existing))) {
    values[field] = typeof stored === "boolean" ? formData.get(field) === "on" : formText(formData, field).slice(0, BODY_MAX_LENGTH);
  }
  if (Object.values(values).some((value) => typeof value === "string" && !isStorableText(value))) {
    return reply({ result: { status: "error" }, previewHtml: null, alert: UNSTORABLE_TEXT_MESSAGE, refreshed: null }, 400);
  }
  await recordAutosave(revisionSubject(kind.noun === "article" ? "article" : "page", existing.id), values, existing.version, staff);
  const at = new Intl.DateTimeFormat("en-US", { timeStyle: "short", timeZone: staff.timeZone }).format(new Date());
  return reply({ result: { status: "success" }, previewHtml: null, alert: null, refreshed: null, autosaved: { at } }, 200);
}

function imageFieldsOf(kind: Pick<ContentKind<never, never>, "imageField" | "bodyImages">): string[] {
  return [kind.imageField, kind.bodyImages ? BODY_IMAGE_FIELD : undefined].filter((field) => field !== undefined);
}

/** An editor's endpoint: the answers parsed with the kind's schema. */
export type ContentEditorEndpoint<Schema extends z.ZodType> = Endpoint<StaffMember, { schemas: { answers: Schema } }>;

/**
 * An editor's endpoint (decision 093): the kind's schema, one for every intent that sends
 * the form's values; its caps fit the kind's images and its text.
 */
export function contentEditorForm<Schema extends z.ZodType>(
  kind: Pick<ContentKind<never, never>, "imageField" | "bodyImages">,
  schema: Schema,
): ContentEditorEndpoint<Schema> {
  return staffForm("content", answersOf(schema), editorFormBody(imageFieldsOf(kind).length));
}

/**
 * The editor's post, for a new row (`existing` null) or a stored one: save, publish (or
 * schedule), preview without saving, unpublish or delete. Bad input is a 400 with field
 * messages, a stale form a 409 that keeps what was typed; nothing is half saved.
 */
export async function handleContentEditorPost<Row extends { id: number; version: number }, Schema extends z.ZodType>(
  kind: ContentKind<Row, Schema>,
  endpoint: ContentEditorEndpoint<Schema>,
  request: Request,
  staff: StaffMember,
  existing: Row | null,
) {
  const schema = endpoint.answers.schemas.answers;
  const formData = await readEditorForm(request, endpoint, imageFieldsOf(kind));
  await requireValidCsrf(request, formData);
  const intent = formData.get("intent");

  if (intent === "delete" || intent === "unpublish") {
    if (!existing) throw badRequest("Unknown form action.");
    const version = parseVersion(formData.get("version"));
    if (!version) throw badRequest("The form is missing the version it was made from. Reload the page and try again.");
    if (intent === "delete" && formData.get("confirm") !== "on") {
      return reply({ result: { status: "error" }, previewHtml: null, alert: `Tick the box to confirm deleting this ${kind.noun}.`, refreshed: null }, 400);
    }
    const outcome = intent === "delete" ? await kind.remove(staff, existing, version) : await kind.unpublish(staff, existing, version);
    if (!outcome.ok) return staleReply(kind, formData, { status: "error" }, outcome.stale);
    return intent === "delete"
      ? redirect(`${kind.listPath}?deleted=${encodeURIComponent(kind.titleOf(existing))}`)
      : redirect(`${kind.listPath}/${existing.id}?saved=unpublished`);
  }
  if (intent === "autosave") return autosave(kind, formData, staff, existing);
  if (!isEditorIntent(intent) || (intent === "add-image" && !kind.bodyImages)) throw badRequest("Unknown form action.");
  // Stored only for "Add the image to the body": a file left chosen when saving is not wanted there.
  const bodyImage = intent === "add-image" ? await takeImage(formData, BODY_IMAGE_FIELD, kind.imagePurpose ?? "article", staff.id, false) : null;
  formData.delete(BODY_IMAGE_FIELD);

  const upload = kind.imageField ? await takeImage(formData, kind.imageField, kind.imagePurpose ?? "article", staff.id) : { path: null, error: null };
  const keptImage = upload.path;
  kind.prepareForm?.(formData, existing, upload.path);
  // Without JavaScript nothing fills the slug in: an empty one is the title's (with JavaScript the form already did this).
  if (!formText(formData, "slug").trim()) formData.set("slug", slugFromTitle(formText(formData, "title")));
  const submission = parseWithZod(formData, { schema });
  const imageErrors = upload.error && kind.imageField ? { fieldErrors: { [kind.imageField]: [upload.error] } } : null;

  if (intent === "add-image") return addImageToBody(formData, schema, bodyImage, { keptImage, imageErrors });
  if (intent === "preview") {
    // An overlong body is refused on save; its preview stops at the limit rather than render it all.
    const body = formText(formData, "body").slice(0, BODY_MAX_LENGTH);
    return reply({ result: submission.reply(imageErrors ?? {}), previewHtml: await renderMarkdownWithImages(body), alert: null, refreshed: null, keptImage }, 200);
  }
  if (submission.status !== "success" || imageErrors) {
    return reply({ result: submission.reply(imageErrors ?? {}), previewHtml: null, alert: null, refreshed: null, keptImage }, 400);
  }

  const version = existing ? parseVersion(formData.get("version")) : null;
  if (existing && !version) throw badRequest("The form is missing the version it was made from. Reload the page and try again.");
  const outcome = await kind.save({ staff, existing, version, value: submission.value, publish: intent === "publish", image: upload.path });
  if (outcome.ok) {
    const moved = outcome.movedFrom ? `&moved=${encodeURIComponent(outcome.movedFrom)}` : "";
    return redirect(savedAddress(`${kind.listPath}/${outcome.id}`, intent === "publish" ? "published" : "1", outcome.version, moved));
  }
  if ("stale" in outcome) return staleReply(kind, formData, submission.reply(), outcome.stale, keptImage);
  return reply({ result: submission.reply({ fieldErrors: outcome.fieldErrors }), previewHtml: null, alert: null, refreshed: null, keptImage }, 400);
}
