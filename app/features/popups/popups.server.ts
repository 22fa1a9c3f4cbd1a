import { and, asc, eq, sql } from "drizzle-orm";
import { lightboxes, type PopupRow } from "#db/schema";
import { recordAudit, type AuditActor } from "~/features/audit/audit-log.server";
import { describeChanges, withChanges } from "~/features/audit/describe-changes";
import { holdUploadReferences, releaseUpload } from "~/features/uploads/upload-references.server";
import { getDb, inTransaction } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { parseHostList } from "~/utils/safe-url";
import type { PopupValues } from "./editor-schema";
import { liveInShowOrder } from "./schedule";

/** The https hosts a call to action or image may point at (LIGHTBOX_CTA_HOSTS). */
export function allowedPopupHosts(): string[] {
  return parseHostList(getEnv().LIGHTBOX_CTA_HOSTS);
}

/** A pop-up id from a URL segment, or null (so bad input is a 4xx, never a query). */
export function parsePopupId(value: string | undefined | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

export async function getPopup(id: number): Promise<PopupRow | null> {
  const [row] = await getDb().select().from(lightboxes).where(eq(lightboxes.id, id)).limit(1);
  return row ?? null;
}

export async function listPopups(): Promise<PopupRow[]> {
  return getDb().select().from(lightboxes).orderBy(asc(lightboxes.id));
}

/** The pop-ups running on a page now, the one to show first (product reference §7.1: the first item is used). */
export async function livePopups(page: string, now: Date = new Date()): Promise<PopupRow[]> {
  const candidates = await getDb()
    .select()
    .from(lightboxes)
    .where(and(eq(lightboxes.page, page), eq(lightboxes.active, true)));
  return liveInShowOrder(candidates, now);
}

/** Creates a pop-up and its audit line, in one transaction. */
export async function createPopup(actor: AuditActor, values: PopupValues): Promise<PopupRow> {
  return inTransaction(async (tx) => {
    await holdUploadReferences(tx, values);
    const [created] = await tx.insert(lightboxes).values(values).returning();
    // An insert without a conflict clause returns its row or throws: this only narrows the type.
    if (!created) throw new Error("the new pop-up was not returned");
    await recordAudit(actor, { action: "create", entityType: "lightbox", entityId: created.id, summary: `Created pop-up “${created.name}”` }, tx);
    return created;
  });
}

/**
 * Changes a pop-up and writes `summary` to the audit log, in one transaction. With
 * `version` (the editor's form), only a row still at that version is changed: false
 * means another save came first (or the pop-up is gone), and nothing was written. An
 * uploaded image it no longer shows is deleted in the same transaction, unless something
 * else shows it.
 */
export async function updatePopup(
  actor: AuditActor,
  id: number,
  values: Partial<PopupValues>,
  change: { summary: string; action?: string; version?: number },
): Promise<boolean> {
  return inTransaction(async (tx) => {
    await holdUploadReferences(tx, values);
    const [before] = await tx.select().from(lightboxes).where(eq(lightboxes.id, id));
    const updated = await tx
      .update(lightboxes)
      .set({ ...values, updatedAt: Date.now(), version: sql`${lightboxes.version} + 1` })
      .where(change.version === undefined ? eq(lightboxes.id, id) : and(eq(lightboxes.id, id), eq(lightboxes.version, change.version)))
      .returning({ id: lightboxes.id });
    if (updated.length === 0 || !before) return false;
    await recordAudit(actor, { action: change.action ?? "update", entityType: "lightbox", entityId: id, summary: withChanges(change.summary, describeChanges(before, values)) }, tx);
    if (values.image !== undefined && values.image !== before.image) {
      await releaseUpload(tx, before.image, { actor, entityType: "lightbox", entityId: id, role: `the image of pop-up “${before.name}”` });
    }
    return true;
  });
}

/** Deletes the pop-up and (by cascade) its impressions and clicks, with its audit line; returns the deleted row. */
export async function deletePopup(actor: AuditActor, id: number): Promise<PopupRow | null> {
  return inTransaction(async (tx) => {
    const [deleted = null] = await tx.delete(lightboxes).where(eq(lightboxes.id, id)).returning();
    if (deleted) {
      await recordAudit(actor, { action: "delete", entityType: "lightbox", entityId: id, summary: `Deleted pop-up “${deleted.name}” and its results` }, tx);
      await releaseUpload(tx, deleted.image, { actor, entityType: "lightbox", entityId: id, role: `the image of pop-up “${deleted.name}”` });
    }
    return deleted;
  });
}
