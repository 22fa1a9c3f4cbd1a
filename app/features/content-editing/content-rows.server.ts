import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import type { articles, pages } from "#db/schema";
import { recordAudit } from "~/features/audit/audit-log.server";
import { describeChanges, withChanges } from "~/features/audit/describe-changes";
import type { StaffMember } from "~/features/staff/session.server";
import { getDb, inTransaction } from "~/utils/db.server";
import type { AppDatabase } from "#db/open";
import { notFound } from "~/utils/http.server";
import { renderMarkdownWithImages } from "~/features/markdown/render-markdown.server";
import { holdUploadReferences } from "~/features/uploads/upload-references.server";
import { baseValuesOf } from "./stale-form";
import type { ChangeOutcome, SaveOutcome } from "./content-editor.server";
import { forgetRevisions, recordBaselineIfFirst, recordRevision, revisionSubject } from "./revisions.server";

/** The tables of back-office content: each row has an id, a version, a unique slug and a title. */
export type ContentTable = typeof articles | typeof pages;

type StaleValues = { version: number; values: Record<string, string | boolean> };

/** How the shared row operations read, write and name one kind of content. */
export interface ContentRows<Table extends ContentTable> {
  table: Table;
  entityType: "article" | "page";
  /** The row as its audit lines name it: `article “Fees explained”`. */
  describe(row: { title: string; slug: string }): string;
  /** The version and form values stored now, for the stale-edit message. */
  staleOf(row: Table["$inferSelect"]): StaleValues;
}

/** What an editor page gets for a new row: its form defaults and nothing stored yet. */
export function newEditorData<Defaults extends { [Field in keyof Defaults]: string | boolean }>(defaults: Defaults) {
  return { id: null, version: 0, defaults, base: baseValuesOf({ ...defaults }), saved: null, published: false, previewHtml: "" };
}

/**
 * What an editor page gets for a stored row: the version and values its form starts from
 * (with their hidden copies for the stale check), what `saved` says of it, and the body
 * as visitors get it.
 */
export async function storedEditorData<Defaults extends { [Field in keyof Defaults]: string | boolean }, Saved>(
  row: { id: number; version: number; published: boolean; body: string },
  defaults: Defaults,
  saved: Saved,
) {
  return {
    id: row.id,
    version: row.version,
    defaults,
    base: baseValuesOf({ ...defaults }),
    saved,
    published: row.published,
    previewHtml: await renderMarkdownWithImages(row.body),
  };
}

const ID_PATTERN = /^\d{1,9}$/;

/** The editor route's row: null for `…/new`, a 404 for an unknown or malformed id. */
export async function requireEditableRow<Table extends ContentTable>(
  rows: ContentRows<Table>,
  idParam: string | undefined,
): Promise<Table["$inferSelect"] | null> {
  if (idParam === "new") return null;
  const id = idParam && ID_PATTERN.test(idParam) ? Number(idParam) : null;
  const table: ContentTable = rows.table;
  const [row] = id ? await getDb().select().from(table).where(eq(table.id, id)).limit(1) : [];
  if (!row) throw notFound();
  return row as Table["$inferSelect"];
}

/** Whether another row (not `exceptId`) already has this slug. */
export async function slugInUse(rows: ContentRows<ContentTable>, slug: string, exceptId: number | null): Promise<boolean> {
  const { table } = rows;
  const [row] = await getDb()
    .select({ id: table.id })
    .from(table)
    .where(exceptId === null ? eq(table.slug, slug) : and(eq(table.slug, slug), ne(table.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

/** After a versioned write changed nothing: the row as stored now, or a 404 when it is gone. */
async function staleOutcome<Table extends ContentTable>(tx: AppDatabase, rows: ContentRows<Table>, id: number) {
  const table: ContentTable = rows.table;
  const [current] = await tx.select().from(table).where(eq(table.id, id)).limit(1);
  if (!current) throw notFound();
  return { ok: false as const, stale: rows.staleOf(current as Table["$inferSelect"]) };
}

/**
 * Inside the save's transaction: inserts the row, or updates it when its version is still
 * `version`, with the "create" or "update" audit line and its revision (decision 086). A
 * stale form changes nothing.
 */
export async function writeContentRow<Table extends ContentTable>(
  tx: AppDatabase,
  rows: ContentRows<Table>,
  input: {
    staff: StaffMember;
    existing: Table["$inferSelect"] | null;
    version: number | null;
    fields: Table["$inferInsert"];
  },
): Promise<SaveOutcome> {
  const { staff, existing, version, fields } = input;
  const table: ContentTable = rows.table;
  // A body, or a cover, may show an upload that is being deleted at this moment.
  await holdUploadReferences(tx, fields);
  const audit = (action: string, id: number, verb: string) =>
    recordAudit(staff, { action, entityType: rows.entityType, entityId: id, summary: withChanges(`${verb} ${rows.describe(fields)}`, existing && describeChanges(existing, fields)) }, tx);
  const goesLive = fields.published === true && !existing?.published;
  const revision = (row: Table["$inferSelect"], action: "create" | "update") =>
    recordRevision(tx, revisionSubject(rows.entityType, row.id), rows.staleOf(row), goesLive ? "publish" : action, staff);
  if (existing) {
    const subject = revisionSubject(rows.entityType, existing.id);
    const [updated] = await tx
      .update(table)
      .set({ ...fields, updatedAt: Date.now(), version: sql`${table.version} + 1` })
      .where(and(eq(table.id, existing.id), eq(table.version, version ?? 0)))
      .returning();
    if (!updated) return staleOutcome(tx, rows, existing.id);
    await recordBaselineIfFirst(tx, subject, rows.staleOf(existing), existing.updatedAt ?? existing.createdAt);
    await audit("update", updated.id, "Edited");
    await revision(updated as Table["$inferSelect"], "update");
    return { ok: true, id: updated.id, version: updated.version };
  }
  const [created] = await tx
    .insert(table)
    .values(fields as typeof articles.$inferInsert & typeof pages.$inferInsert)
    .returning();
  if (!created) throw new Error(`the ${rows.entityType} was not inserted`);
  await audit("create", created.id, "Created");
  await revision(created as Table["$inferSelect"], "create");
  return { ok: true, id: created.id, version: created.version };
}

type VersionedWrite = (tx: AppDatabase, table: ContentTable, isCurrent: SQL | undefined) => Promise<ContentTable["$inferSelect"][]>;

/**
 * A versioned change of a stored row (`write` answers the ids it changed, none when the
 * version moved on) in one transaction with its audit line.
 */
function changeContentRow<Table extends ContentTable>(
  rows: ContentRows<Table>,
  staff: StaffMember,
  row: Table["$inferSelect"],
  version: number,
  change: { action: string; verb: string; write: VersionedWrite; afterwards?: (tx: AppDatabase, changed: Table["$inferSelect"]) => Promise<unknown> },
): Promise<ChangeOutcome> {
  const table: ContentTable = rows.table;
  return inTransaction(async (tx) => {
    const [changed] = await change.write(tx, table, and(eq(table.id, row.id), eq(table.version, version)));
    if (!changed) return staleOutcome(tx, rows, row.id);
    const summary = `${change.verb} ${rows.describe(row)}`;
    await recordAudit(staff, { action: change.action, entityType: rows.entityType, entityId: row.id, summary }, tx);
    await change.afterwards?.(tx, changed as Table["$inferSelect"]);
    return { ok: true as const };
  });
}

/** Takes a row off the site when its version is still `version`, with its audit line. */
export function unpublishContentRow<Table extends ContentTable>(
  rows: ContentRows<Table>,
  staff: StaffMember,
  row: Table["$inferSelect"],
  version: number,
): Promise<ChangeOutcome> {
  return changeContentRow(rows, staff, row, version, {
    action: "unpublish",
    verb: "Unpublished",
    write: (tx, table, isCurrent) =>
      tx
        .update(table)
        .set({ published: false, updatedAt: Date.now(), version: sql`${table.version} + 1` })
        .where(isCurrent)
        .returning(),
    afterwards: async (tx, changed) => {
      const subject = revisionSubject(rows.entityType, row.id);
      await recordBaselineIfFirst(tx, subject, rows.staleOf(row), row.updatedAt ?? row.createdAt);
      await recordRevision(tx, subject, rows.staleOf(changed), "unpublish", staff);
    },
  });
}

/**
 * Deletes a row when its version is still `version`, with its audit line; `afterwards`
 * runs in the same transaction once the row is gone (releasing the uploads it owned).
 */
export function deleteContentRow<Table extends ContentTable>(
  rows: ContentRows<Table>,
  staff: StaffMember,
  row: Table["$inferSelect"],
  version: number,
  afterwards?: (tx: AppDatabase) => Promise<unknown>,
): Promise<ChangeOutcome> {
  return changeContentRow(rows, staff, row, version, {
    action: "delete",
    verb: "Deleted",
    write: (tx, table, isCurrent) => tx.delete(table).where(isCurrent).returning(),
    afterwards: async (tx) => {
      await forgetRevisions(tx, revisionSubject(rows.entityType, row.id));
      await afterwards?.(tx);
    },
  });
}
