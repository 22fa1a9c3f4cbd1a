import { and, asc, eq } from "drizzle-orm";
import { lightboxes, type PopupRow } from "#db/schema";
import { getDb } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { parseHostList } from "./cta-url";
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

export async function createPopup(values: PopupValues): Promise<PopupRow> {
  const [created] = await getDb().insert(lightboxes).values(values).returning();
  // An insert without a conflict clause returns its row or throws: this only narrows the type.
  if (!created) throw new Error("the new pop-up was not returned");
  return created;
}

export async function updatePopup(id: number, values: Partial<PopupValues>): Promise<boolean> {
  const updated = await getDb()
    .update(lightboxes)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(eq(lightboxes.id, id))
    .returning({ id: lightboxes.id });
  return updated.length > 0;
}

/** Deletes the pop-up and (by cascade) its impressions and clicks; returns the deleted row. */
export async function deletePopup(id: number): Promise<PopupRow | null> {
  const [deleted = null] = await getDb().delete(lightboxes).where(eq(lightboxes.id, id)).returning();
  return deleted;
}

/** Whether another pop-up still uses this image (so an uploaded file is kept). */
export async function isImageInUse(image: string): Promise<boolean> {
  const [user] = await getDb().select({ id: lightboxes.id }).from(lightboxes).where(eq(lightboxes.image, image)).limit(1);
  return user !== undefined;
}
