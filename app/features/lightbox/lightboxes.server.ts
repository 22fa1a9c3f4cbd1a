import { and, asc, eq } from "drizzle-orm";
import { lightboxes, type LightboxRow } from "#db/schema";
import { getDb } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { parseHostList } from "./cta-url";
import type { LightboxValues } from "./editor-schema";
import { liveInShowOrder } from "./schedule";

/** The https hosts a call to action or image may point at (LIGHTBOX_CTA_HOSTS). */
export function allowedLightboxHosts(): string[] {
  return parseHostList(getEnv().LIGHTBOX_CTA_HOSTS);
}

/** A lightbox id from a URL segment, or null (so bad input is a 4xx, never a query). */
export function parseLightboxId(value: string | undefined | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

export function getLightbox(id: number): LightboxRow | null {
  return getDb().select().from(lightboxes).where(eq(lightboxes.id, id)).get() ?? null;
}

export function listLightboxes(): LightboxRow[] {
  return getDb().select().from(lightboxes).orderBy(asc(lightboxes.id)).all();
}

/** The pop-ups running on a page now, the one to show first (product reference §7.1: the first item is used). */
export function liveLightboxes(page: string, now: Date = new Date()): LightboxRow[] {
  const candidates = getDb()
    .select()
    .from(lightboxes)
    .where(and(eq(lightboxes.page, page), eq(lightboxes.active, true)))
    .all();
  return liveInShowOrder(candidates, now);
}

export function createLightbox(values: LightboxValues): LightboxRow {
  return getDb().insert(lightboxes).values(values).returning().get();
}

export function updateLightbox(id: number, values: Partial<LightboxValues>): boolean {
  const result = getDb()
    .update(lightboxes)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(eq(lightboxes.id, id))
    .run();
  return result.changes > 0;
}

/** Deletes the pop-up and (by cascade) its impressions and clicks; returns the deleted row. */
export function deleteLightbox(id: number): LightboxRow | null {
  return getDb().delete(lightboxes).where(eq(lightboxes.id, id)).returning().get() ?? null;
}

/** Whether another pop-up still uses this image (so an uploaded file is kept). */
export function isImageInUse(image: string): boolean {
  return getDb().select({ id: lightboxes.id }).from(lightboxes).where(eq(lightboxes.image, image)).get() !== undefined;
}
