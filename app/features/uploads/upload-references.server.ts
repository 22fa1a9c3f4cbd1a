import { eq, like } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { AppDatabase } from "#db/open";
import {
  articles,
  clientBrandings,
  lightboxes,
  navigationItems,
  pageEdits,
  pages,
  partnerBrandings,
  referralLinks,
  uploadedFiles,
} from "#db/schema";
import { recordAudit, type AuditActor, type AuditEntity } from "~/features/audit/audit-log.server";
import { getDb, lockForDecision } from "~/utils/db.server";
import { UPLOAD_URL_PREFIX, uploadedFileName } from "./upload-store.server";

/**
 * An uploaded image belongs to the thing it was uploaded for (an article's cover, a
 * co-brand's logo, a pop-up's image), but staff may show it elsewhere too: a logo typed as
 * the path of a cover, an image or link in the Markdown of an article or a page, a menu
 * link. So it is deleted only when nothing uses it any more, and this module is the one
 * place that knows every column that can hold an /uploads/ path.
 *
 * A column "uses" a file when its text contains the file's name anywhere: the path itself,
 * the same path in a full URL, or inside Markdown. Names are 32 random hex digits, so no
 * other text contains one by chance.
 */
const PLACES = [
  { noun: "article", part: "cover", table: articles, id: articles.id, label: articles.title, column: articles.coverImage, href: (id: number) => `/admin/articles/${id}` },
  { noun: "article", part: "text", table: articles, id: articles.id, label: articles.title, column: articles.body, href: (id: number) => `/admin/articles/${id}` },
  { noun: "page", part: "text", table: pages, id: pages.id, label: pages.title, column: pages.body, href: (id: number) => `/admin/pages/${id}` },
  // An edit of a shipped page (decision 088) is labelled and edited by its path.
  { noun: "page", part: "draft", table: pageEdits, id: pageEdits.id, label: pageEdits.path, column: pageEdits.draft, href: (_id: number, path: string) => `/admin/content${path}` },
  { noun: "page", part: "published edit", table: pageEdits, id: pageEdits.id, label: pageEdits.path, column: pageEdits.published, href: (_id: number, path: string) => `/admin/content${path}` },
  {
    noun: "client co-brand",
    part: "logo",
    table: clientBrandings,
    id: clientBrandings.id,
    label: clientBrandings.businessName,
    column: clientBrandings.logoUrl,
    href: (id: number) => `/admin/brands?edit=client:${id}`,
  },
  {
    noun: "partner co-brand",
    part: "logo",
    table: partnerBrandings,
    id: partnerBrandings.id,
    label: partnerBrandings.businessName,
    column: partnerBrandings.logoUrl,
    href: (id: number) => `/admin/brands?edit=partner:${id}`,
  },
  { noun: "pop-up", part: "image", table: lightboxes, id: lightboxes.id, label: lightboxes.name, column: lightboxes.image, href: (id: number) => `/lightbox-config/${id}` },
  { noun: "pop-up", part: "button link", table: lightboxes, id: lightboxes.id, label: lightboxes.name, column: lightboxes.ctaUrl, href: (id: number) => `/lightbox-config/${id}` },
  {
    noun: "navigation item",
    part: "link",
    table: navigationItems,
    id: navigationItems.id,
    label: navigationItems.title,
    column: navigationItems.linkUrl,
    href: (id: number) => `/admin/navigation?edit=${id}`,
  },
  {
    noun: "referral link",
    part: "landing page",
    table: referralLinks,
    // A link is edited on its partner's screen.
    id: referralLinks.partnerId,
    label: referralLinks.linkCode,
    column: referralLinks.landingPath,
    href: (partnerId: number) => `/admin/partners/${partnerId}`,
  },
] as const;

/** One place that shows an upload, as a person reads it, and the staff screen that edits it. */
export interface UploadUse {
  description: string;
  href: string;
}

const describePlace = (place: (typeof PLACES)[number], label: string) => `${place.noun} “${label}” (${place.part})`;

/**
 * Every use of each of these uploads (by name), read with one query per kind of place
 * whatever the number of files: the rows that mention any upload, matched here by name.
 */
export async function usesOfUploads(names: readonly string[], db: AppDatabase = getDb()): Promise<Map<string, UploadUse[]>> {
  const uses = new Map<string, UploadUse[]>(names.map((name) => [name, []]));
  if (names.length === 0) return uses;
  for (const place of PLACES) {
    const rows: { id: number; label: string; text: string | null }[] = await db
      .select({ id: place.id, label: place.label, text: place.column })
      .from(place.table as SQLiteTable)
      .where(like(place.column, `%${UPLOAD_URL_PREFIX}%`));
    for (const row of rows) {
      for (const name of names) {
        if (row.text?.includes(name)) uses.get(name)?.push({ description: describePlace(place, row.label), href: place.href(row.id, row.label) });
      }
    }
  }
  return uses;
}

/**
 * Who uses this upload (`/uploads/{name}`), as places a person reads: `article “Fees
 * explained” (cover)`, `page “About us” (text)`. Empty for a path that is no upload.
 */
export async function placesUsingUpload(path: string | null | undefined, db: AppDatabase = getDb()): Promise<string[]> {
  const name = uploadedFileName(path);
  if (!name) return [];
  const found: string[] = [];
  // One query after another: `db` may be a transaction, whose one PostgreSQL connection runs one query at a time.
  for (const place of PLACES) {
    const rows: { label: string }[] = await db
      .select({ label: place.label })
      .from(place.table as SQLiteTable)
      .where(like(place.column, `%${name}%`));
    found.push(...rows.map((row) => describePlace(place, row.label)));
  }
  return found;
}

/** Why a file was kept, naming every place that still shows it. */
export function uploadStillUsedMessage(path: string, places: readonly string[]): string {
  return `${path} is still used by ${places.join(", ")}`;
}

/** The thing that stopped using an upload: its audit line is written under it. */
export interface UploadOwner {
  actor: AuditActor;
  entityType: AuditEntity;
  entityId: string | number;
  /** What the file was to it: `the logo of client co-brand “Riverbend”`. */
  role: string;
}

/**
 * Call in the transaction that deleted the owner or gave it another image, after that
 * write: deletes the upload when nothing else uses it, or keeps it and writes an audit line
 * naming who still does. Returns those places (empty when the file was deleted, or the path
 * was no upload).
 *
 * The check and the delete run under the "upload-references" decision lock, which every
 * save that writes an /uploads/ path takes too (`holdUploadReferences`): a reference saved
 * at the same moment is either committed before the check, which then sees it, or waits
 * until the deletion is committed.
 */
export async function releaseUpload(tx: AppDatabase, path: string | null | undefined, owner: UploadOwner): Promise<string[]> {
  const name = uploadedFileName(path);
  if (!path || !name) return [];
  await lockForDecision(tx, "upload-references");
  const places = await placesUsingUpload(path, tx);
  if (places.length === 0) {
    await tx.delete(uploadedFiles).where(eq(uploadedFiles.name, name));
    return [];
  }
  await recordAudit(
    owner.actor,
    {
      action: "keep-upload",
      entityType: owner.entityType,
      entityId: owner.entityId,
      summary: `Kept ${owner.role}: ${uploadStillUsedMessage(path, places)}`,
    },
    tx,
  );
  return places;
}

/**
 * Call in the transaction of a save before it commits, with the values it writes: when any
 * of them mentions an upload, the save waits for a deletion deciding about uploads at the
 * same moment, so the deletion either sees this reference or is over before it is written.
 */
export async function holdUploadReferences(tx: AppDatabase, values: object): Promise<void> {
  const mentionsUpload = Object.values(values).some((value) => typeof value === "string" && value.includes(UPLOAD_URL_PREFIX));
  if (mentionsUpload) await lockForDecision(tx, "upload-references");
}
