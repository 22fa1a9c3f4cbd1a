import { and, desc, eq } from "drizzle-orm";
import type { AppDatabase } from "#db/open";
import { contentRevisions } from "#db/schema";
import { renderMarkdownWithImages } from "~/features/markdown/render-markdown.server";
import type { StaffMember } from "~/features/staff/session.server";
import { staffNamesOf } from "~/features/staff/staff-names.server";
import { getDb, inTransaction } from "~/utils/db.server";
import { formatDateTimeInZone } from "~/utils/format";
import { compareFieldValues, type FieldComparison, type FormValues } from "./revision-compare";

/**
 * Every save of a back-office article or page is a revision (issue 30, decision 086): the
 * editor's form values as stored, who saved them and when, written in the save's own
 * transaction. A row that existed before revisions gets a baseline (its values before
 * the first recorded save), so the first edit can be undone too. Restoring is not a
 * write of its own: the editor opens with the revision's values, and saving them is an
 * ordinary save, with the same checks, redirects and audit line.
 */

export type RevisionAction = "baseline" | "create" | "update" | "publish" | "unpublish" | "schedule" | "revert" | "autosave";

const ACTION_LABELS: Record<RevisionAction, string> = {
  baseline: "Before the first recorded edit",
  create: "Created",
  update: "Saved",
  publish: "Published",
  unpublish: "Unpublished",
  schedule: "Scheduled",
  revert: "Back to the shipped version",
  autosave: "Saved by itself, not applied",
};

export const revisionSubject = (entityType: "article" | "page", id: number) => `${entityType}:${id}`;

/** The row as its editor's form shows it, and its version: what a revision keeps. */
export interface RevisionSnapshot {
  version: number;
  values: FormValues;
}

/** Inside the save's transaction, once the row is written: its values now, and who saved them (null: the site itself, on a schedule). */
export async function recordRevision(
  tx: AppDatabase,
  subject: string,
  snapshot: RevisionSnapshot,
  action: Exclude<RevisionAction, "baseline">,
  staff: Pick<StaffMember, "id"> | null,
): Promise<void> {
  await tx.insert(contentRevisions).values({
    subject,
    fields: JSON.stringify(snapshot.values),
    action,
    rowVersion: snapshot.version,
    createdBy: staff?.id ?? null,
  });
}

/**
 * Inside the save's transaction, before the row is changed: when the row has no revision
 * yet (it was made before revisions, or by the seed), its values as they are now, dated
 * when it was last written, so that what the save replaces can be restored.
 */
export async function recordBaselineIfFirst(tx: AppDatabase, subject: string, snapshot: RevisionSnapshot, lastWrittenAt: number): Promise<void> {
  const [earlier] = await tx.select({ id: contentRevisions.id }).from(contentRevisions).where(eq(contentRevisions.subject, subject)).limit(1);
  if (earlier) return;
  await tx.insert(contentRevisions).values({
    subject,
    fields: JSON.stringify(snapshot.values),
    action: "baseline",
    rowVersion: snapshot.version,
    createdBy: null,
    createdAt: lastWrittenAt,
  });
}

/**
 * What an editor typed into a stored article or page, saved by itself a few seconds after
 * typing stopped (JavaScript): kept as a revision that changes nothing visitors get (a
 * published row is live, so its form's values cannot be written to it unasked). One per
 * member and row: a newer one replaces theirs. Restoring it is opening it and saving.
 */
export async function recordAutosave(subject: string, values: FormValues, rowVersion: number, staff: Pick<StaffMember, "id">): Promise<void> {
  await inTransaction(async (tx) => {
    await tx
      .delete(contentRevisions)
      .where(and(eq(contentRevisions.subject, subject), eq(contentRevisions.action, "autosave"), eq(contentRevisions.createdBy, staff.id)));
    await tx.insert(contentRevisions).values({ subject, fields: JSON.stringify(values), action: "autosave", rowVersion, createdBy: staff.id });
  });
}

/** Inside the delete's transaction: a deleted row's history goes with it. */
export async function forgetRevisions(tx: AppDatabase, subject: string): Promise<void> {
  await tx.delete(contentRevisions).where(eq(contentRevisions.subject, subject));
}

/** One line of an editor's revision list, on the reader's clock. */
export interface RevisionLine {
  id: number;
  kind: RevisionAction;
  /** The account that saved it (null: none, or deleted). */
  byId: number | null;
  action: string;
  by: string;
  at: string;
  rowVersion: number;
}

/** The most revisions an editor lists (newest first); older ones stay stored. */
export const REVISIONS_LISTED = 50;

export async function listRevisions(subject: string, reader: Pick<StaffMember, "timeZone">): Promise<RevisionLine[]> {
  const rows = await getDb()
    .select()
    .from(contentRevisions)
    .where(eq(contentRevisions.subject, subject))
    .orderBy(desc(contentRevisions.id))
    .limit(REVISIONS_LISTED);
  const names = await staffNamesOf(rows.map((row) => row.createdBy));
  return rows.map((row) => ({
    id: row.id,
    kind: row.action as RevisionAction,
    byId: row.createdBy,
    action: ACTION_LABELS[row.action as RevisionAction] ?? row.action,
    by: row.createdBy === null ? (row.action === "baseline" ? "—" : "A deleted account") : (names.get(row.createdBy) ?? "A deleted account"),
    at: formatDateTimeInZone(new Date(row.createdAt), reader.timeZone),
    rowVersion: row.rowVersion,
  }));
}

/** A revision of this subject by its id (from a query string), or null. */
export async function findRevision(subject: string, idParam: string | null): Promise<{ id: number; values: FormValues } | null> {
  if (!idParam || !/^\d{1,9}$/.test(idParam)) return null;
  const [row] = await getDb()
    .select({ id: contentRevisions.id, fields: contentRevisions.fields })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.subject, subject), eq(contentRevisions.id, Number(idParam))))
    .limit(1);
  return row ? { id: row.id, values: parseValues(row.fields) } : null;
}

function parseValues(json: string): FormValues {
  const parsed: unknown = JSON.parse(json);
  const values: FormValues = {};
  if (parsed && typeof parsed === "object") {
    for (const [field, value] of Object.entries(parsed)) {
      if (typeof value === "string" || typeof value === "boolean") values[field] = value;
    }
  }
  return values;
}

/**
 * What the editor shows for `?compare=`: a revision against the row as stored now, or
 * against another revision of the same row (`&with={id}`, the older one first).
 */
export interface RevisionComparison {
  revisionId: number;
  /** The other revision, or null: the version stored now. */
  withRevisionId: number | null;
  fields: FieldComparison[];
}

export async function compareRevisions(
  subject: string,
  idParam: string | null,
  withParam: string | null,
  current: FormValues,
  labels: Record<string, string>,
): Promise<RevisionComparison | null> {
  const [revision, other] = await Promise.all([findRevision(subject, idParam), findRevision(subject, withParam)]);
  if (!revision) return null;
  if (!other || other.id === revision.id) {
    return { revisionId: revision.id, withRevisionId: null, fields: compareFieldValues(revision.values, current, labels) };
  }
  const [older, newer] = other.id < revision.id ? [other, revision] : [revision, other];
  return { revisionId: older.id, withRevisionId: newer.id, fields: compareFieldValues(older.values, newer.values, labels) };
}

/** What an editor page shows of its row's history. */
export interface EditorRevisions {
  list: RevisionLine[];
  /** The reader's own text saved by itself after the row's last save: the form offers it back. */
  unappliedAutosave: { id: number; at: string } | null;
  /** The revision whose values fill the form (`?revision=`), not saved until the member saves. */
  restoring: number | null;
  comparison: RevisionComparison | null;
}

/** A new row's: nothing saved yet. */
export const NO_REVISIONS: EditorRevisions = { list: [], unappliedAutosave: null, restoring: null, comparison: null };

/**
 * An editor's data with its row's revisions: `?revision={id}` opens the form with that
 * revision's values (the version and the stale check stay the row's as stored now, so
 * saving them is an ordinary save), `?compare={id}` compares a revision with the row as
 * stored now, and `&with={id}` with another revision instead. An id of another row, or none, is ignored.
 */
export async function withRevisions<Editor extends { defaults: object; previewHtml: string }>(
  editor: Editor,
  input: { subject: string; labels: Record<string, string>; url: URL; reader: Pick<StaffMember, "timeZone" | "id"> },
): Promise<Editor & { revisions: EditorRevisions }> {
  const { subject, labels, url, reader } = input;
  const [list, restoring, comparison] = await Promise.all([
    listRevisions(subject, reader),
    findRevision(subject, url.searchParams.get("revision")),
    compareRevisions(subject, url.searchParams.get("compare"), url.searchParams.get("with"), editor.defaults as FormValues, labels),
  ]);
  const newest = list[0];
  const unappliedAutosave = newest && newest.kind === "autosave" && newest.byId === reader.id ? { id: newest.id, at: newest.at } : null;
  if (!restoring) return { ...editor, revisions: { list, unappliedAutosave, restoring: null, comparison } };
  const defaults: FormValues = { ...(editor.defaults as FormValues) };
  for (const [field, value] of Object.entries(restoring.values)) {
    if (field in defaults && typeof defaults[field] === typeof value) defaults[field] = value;
  }
  const body = typeof defaults.body === "string" ? defaults.body : "";
  return {
    ...editor,
    defaults: defaults as Editor["defaults"],
    previewHtml: await renderMarkdownWithImages(body),
    revisions: { list, unappliedAutosave, restoring: restoring.id, comparison },
  };
}
