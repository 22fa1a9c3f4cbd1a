import { data, redirect } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type * as z from "zod";
import { renderMarkdown } from "~/features/markdown/render-markdown.server";
import type { StaffMember } from "~/features/staff/session.server";
import { requireValidCsrf } from "~/utils/csrf.server";
import { parseVersion, type FieldLabels } from "~/utils/stale-edit";
import { BODY_MAX_LENGTH, isEditorIntent } from "./editor-fields";
import { formText, readEditorForm } from "./editor-form.server";
import { slugFromTitle } from "./slug-rules";
import { baseValuesOf, staleFormMessage, type BaseValues } from "./stale-form";

/** What an editor's action hands back to the form (a redirect when it saved). */
export interface ContentEditorActionData {
  result: SubmissionResult<string[]>;
  /** "Preview" without JavaScript: the body as visitors would get it (sanitised HTML). */
  previewHtml: string | null;
  alert: string | null;
  /** After a stale save: the version and values stored now, so saving again applies this person's values. */
  refreshed: { version: number; base: BaseValues } | null;
}

export type SaveOutcome =
  | { ok: true; id: number; /** The public address it left (now redirected), when the save moved it. */ movedFrom?: string }
  | { ok: false; stale: { version: number; values: Record<string, string | boolean> } }
  | { ok: false; fieldErrors: Record<string, string[]> };

export type ChangeOutcome = { ok: true } | { ok: false; stale: { version: number; values: Record<string, string | boolean> } };

/**
 * One kind of back-office content (articles, database pages): how the shared editor
 * flow reads, checks and writes it. Every write runs in one transaction with its audit
 * line; `save` stores an upload before the row and removes it when the save fails.
 */
export interface ContentKind<Row extends { id: number; version: number }, Schema extends z.ZodType> {
  noun: string;
  listPath: string;
  schema: Schema;
  labels: FieldLabels<Record<string, unknown>>;
  /** The multipart field of an image upload, if the kind has one. */
  imageField?: string;
  titleOf(row: Row): string;
  /** Adds what only the server knows to the posted form before it is checked (whether a cover stays). */
  prepareForm?(formData: FormData, existing: Row | null, image: FormDataEntryValue | null): void;
  save(input: {
    staff: StaffMember;
    existing: Row | null;
    version: number | null;
    value: z.infer<Schema>;
    publish: boolean;
    image: FormDataEntryValue | null;
  }): Promise<SaveOutcome>;
  unpublish(staff: StaffMember, row: Row, version: number): Promise<ChangeOutcome>;
  remove(staff: StaffMember, row: Row, version: number): Promise<ChangeOutcome>;
}

const badRequest = (message: string) =>
  new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });

function reply(body: ContentEditorActionData, status: number) {
  return data<ContentEditorActionData>(body, { status });
}

function staleReply<Row extends { id: number; version: number }, Schema extends z.ZodType>(
  kind: ContentKind<Row, Schema>,
  formData: FormData,
  result: SubmissionResult<string[]>,
  stale: { version: number; values: Record<string, string | boolean> },
) {
  return reply(
    {
      result,
      previewHtml: null,
      alert: staleFormMessage(formData, stale.values, kind.labels),
      refreshed: { version: stale.version, base: baseValuesOf(stale.values) },
    },
    409,
  );
}

/**
 * The editor's post, for a new row (`existing` null) or a stored one: save, publish (or
 * schedule), preview without saving, unpublish or delete. Bad input is a 400 with field
 * messages, a stale form a 409 that keeps what was typed; nothing is half saved.
 */
export async function handleContentEditorPost<Row extends { id: number; version: number }, Schema extends z.ZodType>(
  kind: ContentKind<Row, Schema>,
  request: Request,
  staff: StaffMember,
  existing: Row | null,
) {
  const formData = await readEditorForm(request, kind.imageField);
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
  if (!isEditorIntent(intent)) throw badRequest("Unknown form action.");

  const image = kind.imageField ? formData.get(kind.imageField) : null;
  if (kind.imageField) formData.delete(kind.imageField);
  kind.prepareForm?.(formData, existing, image);
  // Without JavaScript nothing fills the slug in: an empty one is the title's (with JavaScript the form already did this).
  if (!formText(formData, "slug").trim()) formData.set("slug", slugFromTitle(formText(formData, "title")));
  const submission = parseWithZod(formData, { schema: kind.schema });

  if (intent === "preview") {
    // An overlong body is refused on save; its preview stops at the limit rather than render it all.
    const body = formText(formData, "body").slice(0, BODY_MAX_LENGTH);
    return reply({ result: submission.reply(), previewHtml: renderMarkdown(body), alert: null, refreshed: null }, 200);
  }
  if (submission.status !== "success") return reply({ result: submission.reply(), previewHtml: null, alert: null, refreshed: null }, 400);

  const version = existing ? parseVersion(formData.get("version")) : null;
  if (existing && !version) throw badRequest("The form is missing the version it was made from. Reload the page and try again.");
  const outcome = await kind.save({ staff, existing, version, value: submission.value, publish: intent === "publish", image });
  if (outcome.ok) {
    const moved = outcome.movedFrom ? `&moved=${encodeURIComponent(outcome.movedFrom)}` : "";
    return redirect(`${kind.listPath}/${outcome.id}?saved=${intent === "publish" ? "published" : "1"}${moved}`);
  }
  if ("stale" in outcome) return staleReply(kind, formData, submission.reply(), outcome.stale);
  return reply({ result: submission.reply({ fieldErrors: outcome.fieldErrors }), previewHtml: null, alert: null, refreshed: null }, 400);
}
