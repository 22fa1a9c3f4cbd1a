import { data, redirect } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { SITE_TIME_ZONE } from "~/config/site";
import { BODY_MAX_LENGTH } from "~/features/content-editing/editor-fields";
import { editorFormBody, formText, readEditorForm } from "~/features/content-editing/editor-form.server";
import { compareFieldValues } from "~/features/content-editing/revision-compare";
import { withRevisions } from "~/features/content-editing/revisions.server";
import { searchTwins } from "~/features/content-editing/search-twins.server";
import { baseValuesOf, staleFormMessage, type BaseValues } from "~/features/content-editing/stale-form";
import type { ContentSource } from "~/features/content-pages/content-files.server";
import { findContentSource } from "~/features/content-pages/content-library.server";
import { publicPathsOf } from "~/features/content-pages/content-pages.server";
import { refreshEdgeCopies } from "~/features/caching/edge-refresh.server";
import { renderMarkdownWithImages } from "~/features/markdown/render-markdown.server";
import type { StaffMember } from "~/features/staff/session.server";
import { requireValidCsrf } from "~/utils/csrf.server";
import { formatDateTimeInZone } from "~/utils/format";
import { siteOrigin } from "~/utils/origin.server";
import { wallClockIn } from "~/utils/time-zones";
import type * as z from "zod";
import { pageEditFormSchema, valuesOfForm, type PageEditFormInput } from "./page-edit-form";
import { PAGE_EDIT_STATUS_LABELS, parsePublishAt, pageEditorPath } from "./page-edit-state";
import { INDUSTRY_ONLY_FIELDS, PAGE_EDIT_LABELS, type PageEditValues } from "./page-edit-values";
import {
  changePageEdit,
  editableContentPage,
  loadPageEditorState,
  pageEditSubject,
  type EditablePage,
  type EditValues,
  type PageEditCommand,
} from "./page-edits.server";
import { previewLinkOf } from "~/features/content-editing/preview-link.server";
import { savedAddress } from "~/features/content-editing/publish-state";
import { staffForm } from "~/features/staff/staff-endpoint.server";
import { answersOf, type Endpoint } from "~/utils/endpoint.server";

/** The form of one kind of shipped page: text fields, each a string when filled in. */
type PageEditSchema = z.ZodType<Record<string, string | undefined>>;

export type PageEditorEndpoint = Endpoint<StaffMember, { schemas: { answers: PageEditSchema } }>;

/**
 * The endpoint of an editor of a shipped page's texts (decision 093): the answers parsed
 * with the form of the page's kind, one for every intent that sends the values; text only.
 */
export function pageEditorForm(schema: PageEditSchema): PageEditorEndpoint {
  return staffForm("content", answersOf(schema), editorFormBody(0));
}

/** POST /admin/content/{path}: edits of the shipped pages (the home page's texts have HOME_TEXTS_EDITOR_FORM). */
export const PAGE_EDITOR_FORM = pageEditorForm(pageEditFormSchema);

/** The shipped page an editor address names (`/admin/content/industries/grocery`, in any case, as routes match), or a 404. */
export function requireEditableContentPage(splat: string | undefined): ContentSource {
  const source = findContentSource(`/${(splat ?? "").toLowerCase()}`);
  if (!source) throw new Response("There is no content page at this address.", { status: 404 });
  return source;
}

/** How one kind of shipped page is edited: its page, field labels and its endpoint (the form's schema, the body's cap). */
export interface EditorKind {
  page: EditablePage;
  labels: Record<string, string>;
  endpoint: PageEditorEndpoint;
  /** The checked form as the values to store (fields the page does not have blanked). */
  valuesOf(input: Record<string, string | undefined>): EditValues;
}

export function contentPageEditorKind(source: ContentSource): EditorKind {
  return {
    page: editableContentPage(source),
    labels: PAGE_EDIT_LABELS,
    endpoint: PAGE_EDITOR_FORM,
    valuesOf(input) {
      const values = valuesOfForm(input as PageEditFormInput);
      if (source.frontmatter.family !== "industry") for (const field of INDUSTRY_ONLY_FIELDS) values[field] = "";
      return values;
    },
  };
}

/** The editor's data of a shipped page: the form's values, the edit's state, the preview link, the revisions. */
export async function loadPageEditor(staff: StaffMember, kind: EditorKind, request: Request) {
  const { page, labels } = kind;
  const url = new URL(request.url);
  const now = new Date();
  const state = await loadPageEditorState(page, now);
  const preview = previewLinkOf(page.path, now);
  const editor = await withRevisions(
    { defaults: state.values, previewHtml: await renderMarkdownWithImages(state.values.body ?? "") },
    { subject: pageEditSubject(page.path), labels, url, reader: staff },
  );
  const showsShipped = url.searchParams.get("compare") === "shipped";
  return {
    ...editor,
    path: page.path,
    version: state.version,
    base: baseValuesOf(state.values) as BaseValues,
    hasDraft: state.hasDraft,
    status: state.summary.status,
    statusLabel: PAGE_EDIT_STATUS_LABELS[state.summary.status],
    live: state.summary.live,
    shippedChanged: state.summary.shippedChanged,
    goesLive: state.summary.publishAt ? formatDateTimeInZone(new Date(state.summary.publishAt), staff.timeZone) : null,
    publishAtValue: state.summary.publishAt ? wallClockIn(new Date(state.summary.publishAt), SITE_TIME_ZONE) : "",
    siteTimeZone: SITE_TIME_ZONE,
    previewPath: preview.href,
    /** The same, whole: what a colleague is sent. */
    previewLink: `${siteOrigin(request)}${preview.href}`,
    previewExpires: formatDateTimeInZone(preview.expiresAt, staff.timeZone),
    shippedComparison: showsShipped ? compareFieldValues(state.shippedValues, state.values, labels) : null,
  };
}

export async function loadContentPageEditor(staff: StaffMember, source: ContentSource, request: Request) {
  const editor = await loadPageEditor(staff, contentPageEditorKind(source), request);
  const values = editor.defaults as PageEditValues;
  return {
    ...editor,
    defaults: values,
    title: values.title,
    family: source.frontmatter.family,
    industry: source.frontmatter.family === "industry",
    searchTwins: await searchTwins({ path: source.path, title: values.title, description: values.description }),
  };
}

/** What the editor's action hands back when the form comes back (a redirect when it saved). */
export interface ContentPageEditorActionData {
  result: SubmissionResult<string[]>;
  previewHtml: string | null;
  alert: string | null;
  /** After a stale save: the version and values stored now, so saving again applies this person's values. */
  refreshed: { version: number; base: BaseValues } | null;
  /** After a draft saved by itself: the version stored now, and when (the reader's clock). */
  autosaved?: { version: number; base: BaseValues; at: string };
}

const reply = (body: ContentPageEditorActionData, status: number) => data(body, { status });
const badRequest = (message: string) => new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });

const VALUE_INTENTS = ["save", "autosave", "publish", "schedule", "open-preview"] as const;
const STATE_INTENTS = ["discard", "revert", "keep"] as const;

/** The version the form was made from: 0 for a page nobody has edited yet. */
function formVersion(formData: FormData): number {
  const value = formText(formData, "version");
  if (!/^\d{1,9}$/.test(value)) throw badRequest("The form is missing the version it was made from. Reload the page and try again.");
  return Number(value);
}

const SAVED: Record<Exclude<PageEditCommand["kind"], "autosave">, string> = {
  save: "draft",
  schedule: "scheduled",
  publish: "published",
  discard: "discarded",
  revert: "reverted",
  keep: "kept",
};

/**
 * The editor's post: a live preview of the body (JavaScript), save a draft, open the full
 * preview (saves the draft first), schedule, publish, discard the draft, go back to the
 * shipped version, or keep the edit over a changed file. Bad input is a 400 with field
 * messages and a stale form a 409 that keeps what was typed; nothing is half saved.
 */
export async function handlePageEditorPost(request: Request, staff: StaffMember, kind: EditorKind) {
  const { page, endpoint } = kind;
  const formData = await readEditorForm(request, endpoint);
  await requireValidCsrf(request, formData);
  const intent = formText(formData, "intent");
  const submission = parseWithZod(formData, { schema: endpoint.answers.schemas.answers });

  if (intent === "preview") {
    const body = formText(formData, "body").slice(0, BODY_MAX_LENGTH);
    return reply({ result: submission.reply(), previewHtml: await renderMarkdownWithImages(body), alert: null, refreshed: null }, 200);
  }
  const isValueIntent = (VALUE_INTENTS as readonly string[]).includes(intent);
  if (!isValueIntent && !(STATE_INTENTS as readonly string[]).includes(intent)) throw badRequest("Unknown form action.");
  const version = formVersion(formData);
  const now = new Date();

  let command: PageEditCommand;
  if (isValueIntent) {
    if (submission.status !== "success") return reply({ result: submission.reply(), previewHtml: null, alert: null, refreshed: null }, 400);
    const values = kind.valuesOf(submission.value);
    if (intent === "schedule") {
      const at = parsePublishAt(formText(formData, "publish_at"), now);
      if (!at.ok) return reply({ result: submission.reply({ fieldErrors: { publish_at: [at.message] } }), previewHtml: null, alert: null, refreshed: null }, 400);
      command = { kind: "schedule", values, at: at.at };
    } else {
      command = { kind: intent === "publish" ? "publish" : intent === "autosave" ? "autosave" : "save", values };
    }
  } else {
    if (intent === "revert" && formText(formData, "confirm") !== "on") {
      return reply({ result: { status: "error" }, previewHtml: null, alert: "Tick the box to confirm going back to the shipped version.", refreshed: null }, 400);
    }
    command = { kind: intent as (typeof STATE_INTENTS)[number] };
  }

  const outcome = await changePageEdit(staff, page, version, command, now);
  // What visitors get changed: the edge's copies are replaced before the editor says so.
  if (outcome.ok && (command.kind === "publish" || command.kind === "revert")) await refreshEdgeCopies(publicPathsOf(page.path));
  if (outcome.ok) {
    if (command.kind === "autosave") {
      const at = new Intl.DateTimeFormat("en-US", { timeStyle: "short", timeZone: staff.timeZone }).format(now);
      const autosaved = { version: outcome.version, base: baseValuesOf(command.values), at };
      return reply({ result: submission.reply(), previewHtml: null, alert: null, refreshed: null, autosaved }, 200);
    }
    if (intent === "open-preview") return redirect(previewLinkOf(page.path, now).href);
    return redirect(savedAddress(pageEditorPath(page.path), SAVED[command.kind], outcome.version));
  }
  if ("errors" in outcome) {
    return reply({ result: submission.reply({ fieldErrors: outcome.errors as Record<string, string[]> }), previewHtml: null, alert: null, refreshed: null }, 400);
  }
  const stored = await loadPageEditorState(page, now);
  return reply(
    {
      result: submission.reply(),
      previewHtml: null,
      alert: staleFormMessage(formData, stored.values, kind.labels),
      refreshed: { version: stored.version, base: baseValuesOf(stored.values) },
    },
    409,
  );
}
