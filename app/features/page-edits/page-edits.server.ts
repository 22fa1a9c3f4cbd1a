import { and, eq } from "drizzle-orm";
import type { AppDatabase } from "#db/open";
import { pageEdits } from "#db/schema";
import { recordAudit } from "~/features/audit/audit-log.server";
import { isUniqueViolation } from "~/features/content-editing/editor-form.server";
import { recordBaselineIfFirst, recordRevision, type RevisionAction } from "~/features/content-editing/revisions.server";
import type { ContentSource } from "~/features/content-pages/content-files.server";
import type { LinkTexts } from "~/features/content-pages/content-pages.server";
import { markdownText } from "~/components/page-templates/markdown-content";
import {
  findContentSource,
  listContentPages,
  renderContentPage,
  shippedHash,
  type ContentPage,
} from "~/features/content-pages/content-library.server";
import type { JobHandlers, JobOutcome } from "~/features/jobs/job-worker.server";
import { refreshEdgeCopies } from "~/features/caching/edge-refresh.server";
import { publicPathsOf } from "~/features/content-pages/content-pages.server";
import { enqueueJob } from "~/features/jobs/job-queue.server";
import type { StaffMember } from "~/features/staff/session.server";
import { holdUploadReferences } from "~/features/uploads/upload-references.server";
import { getDb, inTransaction } from "~/utils/db.server";
import { formatDateTimeInZone } from "~/utils/format";
import { applyPageEditValues, readPageEditValues, valuesOfSource, type PageEditValues } from "./page-edit-values";
import { liveEditJson, scheduledDraftIsDue, summarisePageEdit, type PageEditSummary } from "./page-edit-state";

/**
 * Marketers' edits of the content pages shipped as files (issue 30, decision 088). The
 * file stays the shipped version; an edit row holds a draft (perhaps scheduled) and the
 * published values visitors get instead. Every write is versioned (a stale form is
 * refused, saying so), records a revision (`file:/surcharge`) and an audit line in the
 * same transaction.
 */
export type PageEditRow = typeof pageEdits.$inferSelect;

export const pageEditSubject = (path: string) => `file:${path}`;

export async function findPageEdit(path: string, db: AppDatabase = getDb()): Promise<PageEditRow | null> {
  const [row] = await db.select().from(pageEdits).where(eq(pageEdits.path, path)).limit(1);
  return row ?? null;
}

/** Values stored as JSON, read by `read`; null when they no longer read as an edit. */
export function parseStoredJson<Values>(json: string | null, read: (input: unknown) => Values | null): Values | null {
  if (json === null) return null;
  try {
    return read(JSON.parse(json));
  } catch {
    return null;
  }
}

const parseStoredValues = (json: string | null) => parseStoredJson(json, readPageEditValues);

export type EditValues = Record<string, string>;

/**
 * A page whose shipped version is in the repository (a content file, the home page's
 * texts), as its edit sees it: how audit lines name it, the shipped values and their
 * hash, how stored values are read back, and what is wrong with values before they are
 * stored.
 */
export interface EditablePage {
  path: string;
  /** As audit lines name it: page “Surcharge Program” (/surcharge). */
  label: string;
  shippedHash: string;
  shippedValues: EditValues;
  read(input: unknown): EditValues | null;
  /** What is wrong with these values, by field, or null when visitors may get them. */
  problems(values: EditValues): Record<string, string[]> | null;
}

export function editableContentPage(source: ContentSource): EditablePage {
  return {
    path: source.path,
    label: `page “${source.frontmatter.title}” (${source.path})`,
    shippedHash: shippedHash(source.path) ?? "",
    shippedValues: valuesOfSource(source),
    read: readPageEditValues,
    problems(values) {
      const read = readPageEditValues(values);
      if (!read) return { title: ["The form could not be read."] };
      const applied = applyPageEditValues(source, read);
      return applied.ok ? null : (applied.errors as Record<string, string[]>);
    },
  };
}

/**
 * The file with these values in place, checked as a file is; null when they no longer
 * pass the rules (a deploy tightened them): the caller then keeps to the file.
 */
function editedSource(source: ContentSource, values: PageEditValues | null): ContentSource | null {
  if (!values) return null;
  const applied = applyPageEditValues(source, values);
  return applied.ok ? { ...source, frontmatter: applied.frontmatter, body: applied.body } : null;
}

/** Rendered edits, by path: rendered once per stored version and kept (one entry per page). */
const renderedEdits = new Map<string, { key: string; page: ContentPage }>();

function renderEdit(source: ContentSource, key: string, json: string | null): ContentPage | null {
  const kept = renderedEdits.get(source.path);
  if (kept?.key === key) return kept.page;
  const edited = editedSource(source, parseStoredValues(json));
  if (!edited) return null;
  const page = renderContentPage(edited);
  renderedEdits.set(source.path, { key, page });
  return page;
}

/**
 * The pages visitors get instead of their files (a published edit, or a scheduled draft
 * from its moment), rendered, by path: one query for every request that shows a content
 * page, which needs its own edit and the titles of the pages it links to.
 */
export async function liveEditedPages(now: Date = new Date()): Promise<ReadonlyMap<string, ContentPage>> {
  const rows = await getDb().select().from(pageEdits);
  const pages = new Map<string, ContentPage>();
  for (const row of rows) {
    const source = findContentSource(row.path);
    const json = liveEditJson(row, now);
    if (!source || json === null) continue;
    const page = renderEdit(source, `${row.version}:${scheduledDraftIsDue(row, now) ? "due" : "published"}`, json);
    if (page) pages.set(row.path, page);
  }
  return pages;
}

/** What links to the edited pages show: their published title, and introduction as plain text. */
export function linkTextsOf(pages: ReadonlyMap<string, ContentPage>): LinkTexts {
  return new Map([...pages].map(([path, page]) => [path, { title: page.title, summary: markdownText(page.lead) }]));
}

/** What a staff preview shows: the draft, else the live edit, else the file. */
export async function previewedPage(path: string): Promise<ContentPage | null> {
  const source = findContentSource(path);
  if (!source) return null;
  const row = await findPageEdit(path);
  const json = row?.draft ?? row?.published ?? null;
  const edited = json === null ? null : editedSource(source, parseStoredValues(json));
  return renderContentPage(edited ?? source);
}

/** One content page as the back office lists it. */
export interface ContentPageLine extends PageEditSummary {
  path: string;
  title: string;
  family: string;
  lastChange: number | null;
}

export async function listContentPagesForStaff(now: Date = new Date()): Promise<ContentPageLine[]> {
  const rows = await getDb().select().from(pageEdits);
  const byPath = new Map(rows.map((row) => [row.path, row]));
  return listContentPages().map((source) => {
    const row = byPath.get(source.path) ?? null;
    const live = editedSource(source, parseStoredValues(liveEditJson(row, now)));
    return {
      path: source.path,
      title: (live ?? source).frontmatter.title,
      family: source.frontmatter.family,
      lastChange: row ? (row.updatedAt ?? row.createdAt) : null,
      ...summarisePageEdit(row, shippedHash(source.path) ?? "", now),
    };
  });
}

/** The editor's data: the values it opens with (draft, else live edit, else shipped) and the row's state. */
export interface PageEditorState {
  path: string;
  version: number;
  values: EditValues;
  shippedValues: EditValues;
  summary: PageEditSummary;
  hasDraft: boolean;
}

export async function loadPageEditorState(page: EditablePage, now: Date = new Date()): Promise<PageEditorState> {
  const row = await findPageEdit(page.path);
  const stored = parseStoredJson(row?.draft ?? null, page.read) ?? parseStoredJson(liveEditJson(row, now), page.read);
  return {
    path: page.path,
    version: row?.version ?? 0,
    values: stored ?? page.shippedValues,
    shippedValues: page.shippedValues,
    summary: summarisePageEdit(row, page.shippedHash, now),
    hasDraft: row !== null && row.draft !== null && !scheduledDraftIsDue(row, now),
  };
}

export type PageEditCommand =
  | { kind: "save"; values: EditValues }
  /** A draft saved by itself while the editor types (JavaScript): no revision, no audit line, never over a schedule. */
  | { kind: "autosave"; values: EditValues }
  | { kind: "schedule"; values: EditValues; at: Date }
  | { kind: "publish"; values: EditValues }
  /** Drop the draft (and its schedule); visitors keep what they get. */
  | { kind: "discard" }
  /** Drop the edit altogether: visitors get the file again. */
  | { kind: "revert" }
  /** The file changed since the edit; keep the edit over it (the notice goes). */
  | { kind: "keep" };

export type PageEditOutcome =
  | { ok: true; version: number }
  | { ok: false; stale: true }
  | { ok: false; errors: Record<string, string[]> };

class StaleEdit extends Error {}

const AUDIT: Record<Exclude<PageEditCommand["kind"], "autosave">, { action: string; summary: (page: string, when: string) => string }> = {
  save: { action: "update", summary: (page) => `Saved a draft of ${page}` },
  schedule: { action: "schedule", summary: (page, when) => `Scheduled an edit of ${page} for ${when}` },
  publish: { action: "publish", summary: (page) => `Published an edit of ${page}` },
  discard: { action: "update", summary: (page) => `Discarded the draft of ${page}` },
  revert: { action: "unpublish", summary: (page) => `Put ${page} back to its shipped version` },
  keep: { action: "update", summary: (page) => `Kept the edit of ${page} over its changed shipped version` },
};

const REVISION_ACTIONS: Partial<Record<PageEditCommand["kind"], Exclude<RevisionAction, "baseline">>> = {
  save: "update",
  schedule: "schedule",
  publish: "publish",
  revert: "revert",
};

/**
 * Applies one command to the page's edit, refused as stale unless `version` is the row's
 * (0: no row yet). Values are checked as a file's would be before anything is written.
 */
export async function changePageEdit(
  staff: StaffMember,
  page: EditablePage,
  version: number,
  command: PageEditCommand,
  now: Date = new Date(),
): Promise<PageEditOutcome> {
  if ("values" in command) {
    const errors = page.problems(command.values);
    if (errors) return { ok: false, errors };
  }
  const hash = page.shippedHash;
  const stamp = now.getTime();
  try {
    const stored = await inTransaction(async (tx) => {
      const row = await findPageEdit(page.path, tx);
      if ((row?.version ?? 0) !== version) throw new StaleEdit();
      if (command.kind === "autosave" && row?.publishAt) throw new StaleEdit();
      // Discarding, going back or keeping on a page nobody has edited changes nothing.
      if (!row && !("values" in command)) return { version: 0 };
      const shipped = page.shippedValues;
      if (!row) {
        await recordBaselineIfFirst(tx, pageEditSubject(page.path), { version: 0, values: shipped }, stamp);
      }
      const next = nextColumns(row, command, { hash, stamp });
      await holdUploadReferences(tx, next);
      const written = row
        ? await tx
            .update(pageEdits)
            .set({ ...next, updatedBy: staff.id, updatedAt: stamp, version: row.version + 1 })
            .where(and(eq(pageEdits.id, row.id), eq(pageEdits.version, row.version)))
            .returning({ version: pageEdits.version })
        : await tx
            .insert(pageEdits)
            .values({ path: page.path, ...next, shippedHash: next.shippedHash ?? hash, updatedBy: staff.id, updatedAt: stamp })
            .returning({ version: pageEdits.version });
      const [stored] = written;
      if (!stored) throw new StaleEdit();
      if (command.kind === "autosave") return stored;
      const revision = REVISION_ACTIONS[command.kind];
      if (revision) {
        const values = "values" in command ? command.values : shipped;
        await recordRevision(tx, pageEditSubject(page.path), { version: stored.version, values }, revision, staff);
      }
      if (command.kind === "schedule") {
        await enqueueJob(tx, { kind: PUBLISH_JOB, payload: { path: page.path, publishAt: command.at.getTime() }, runAt: command.at }, now);
      }
      const audit = AUDIT[command.kind];
      await recordAudit(
        staff,
        { action: audit.action, entityType: "content-page", entityId: page.path, summary: audit.summary(page.label, command.kind === "schedule" ? formatDateTimeInZone(command.at, staff.timeZone) : "") },
        tx,
      );
      return stored;
    });
    return { ok: true, version: stored.version };
  } catch (error) {
    if (error instanceof StaleEdit || isUniqueViolation(error, "page_edits", "path")) return { ok: false, stale: true };
    throw error;
  }
}

type EditColumns = Partial<Pick<PageEditRow, "draft" | "publishAt" | "published" | "publishedAt" | "shippedHash">>;

function nextColumns(row: PageEditRow | null, command: PageEditCommand, { hash, stamp }: { hash: string; stamp: number }): EditColumns {
  // A due scheduled draft is what visitors get already: any write folds it into the published values first.
  const settled: EditColumns =
    row && row.draft !== null && row.publishAt !== null && row.publishAt <= stamp
      ? { published: row.draft, publishedAt: row.publishAt, draft: null, publishAt: null }
      : {};
  switch (command.kind) {
    case "save":
    case "autosave":
      return { ...settled, draft: JSON.stringify(command.values), publishAt: null };
    case "schedule":
      return { ...settled, draft: JSON.stringify(command.values), publishAt: command.at.getTime() };
    case "publish":
      return { draft: null, publishAt: null, published: JSON.stringify(command.values), publishedAt: stamp };
    case "discard":
      return { ...settled, draft: null, publishAt: null };
    case "revert":
      return { draft: null, publishAt: null, published: null, publishedAt: null, shippedHash: hash };
    case "keep":
      return { ...settled, shippedHash: hash };
  }
}

const PUBLISH_JOB = "page-edit.publish";

/** The job's moment in epoch ms; a job queued before decision 092 names it in ISO text. */
function scheduledMomentOf(value: unknown): number | null {
  if (typeof value === "number") return value;
  if (typeof value === "string") return Date.parse(value);
  return null;
}

/**
 * At a scheduled draft's moment: makes it the published edit and records the revision,
 * unless the schedule was changed or cancelled since (visitors get the draft from its
 * moment whether or not this has run; liveEditJson).
 */
export const PAGE_EDIT_JOB_HANDLERS: JobHandlers = {
  async [PUBLISH_JOB](payload) {
    const path = typeof payload.path === "string" ? payload.path : "";
    const publishAt = scheduledMomentOf(payload.publishAt);
    const outcome = await inTransaction(async (tx): Promise<JobOutcome> => {
      const row = await findPageEdit(path, tx);
      if (!row || row.draft === null || row.publishAt !== publishAt) return { nothingToDo: "the schedule was changed or cancelled" };
      const [stored] = await tx
        .update(pageEdits)
        .set({ published: row.draft, publishedAt: row.publishAt, draft: null, publishAt: null, version: row.version + 1, updatedAt: Date.now() })
        .where(and(eq(pageEdits.id, row.id), eq(pageEdits.version, row.version)))
        .returning({ version: pageEdits.version });
      if (!stored) return { nothingToDo: "the edit was changed meanwhile" };
      const values = parseStoredJson(row.draft, readStringRecord);
      // Who scheduled it published it: the revision is theirs.
      const scheduledBy = row.updatedBy === null ? null : { id: row.updatedBy };
      if (values) await recordRevision(tx, pageEditSubject(path), { version: stored.version, values }, "publish", scheduledBy);
      return "done";
    });
    if (outcome === "done") await refreshEdgeCopies(publicPathsOf(path));
    return outcome;
  },
};

/** A stored record of text values, whatever the page's fields (the job does not know the page). */
function readStringRecord(input: unknown): EditValues | null {
  if (input === null || typeof input !== "object" || Array.isArray(input)) return null;
  const entries = Object.entries(input as Record<string, unknown>);
  return entries.every(([, value]) => typeof value === "string") ? (Object.fromEntries(entries) as EditValues) : null;
}
