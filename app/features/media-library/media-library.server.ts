import { data, redirect } from "@remix-run/node";
import { desc, eq } from "drizzle-orm";
import { staffUsers, uploadedFiles } from "#db/schema";
import { recordAudit, type AuditActor } from "~/features/audit/audit-log.server";
import { describeChanges, withChanges } from "~/features/audit/describe-changes";
import type { StaffMember } from "~/features/staff/session.server";
import { markdownImageSnippet } from "~/features/uploads/image-markdown";
import { MAX_IMAGE_BYTES } from "~/features/uploads/image-upload";
import { fillMissingPixelSizes } from "~/features/uploads/uploaded-images.server";
import { usesOfUploads, type UploadUse } from "~/features/uploads/upload-references.server";
import {
  IMAGE_TOO_LARGE,
  IMAGE_FORM_BODY,
  isUploadedFileName,
  readImageForm,
  storeUploadedImage,
  UPLOAD_URL_PREFIX,
} from "~/features/uploads/upload-store.server";
import { requireValidCsrf } from "~/utils/csrf.server";
import { getDb, inTransaction, lockForDecision } from "~/utils/db.server";
import { formatDateTimeInZone, formatNumber } from "~/utils/format";
import { notFound } from "~/utils/http.server";
import { LIBRARY_FILE_FIELD, MEDIA_MESSAGES, parseAltText, type MediaNotice } from "./media-form";
import { staffForm } from "~/features/staff/staff-endpoint.server";

/** POST /admin/media: upload, describe or delete an image. */
export const MEDIA_FORM = staffForm(
  "content",
  {
    none: "reads its fields by hand: the intent, the image's name, the file, the confirmation box, and the alt text (may be empty) as one value checked by parseAltText",
  },
  IMAGE_FORM_BODY,
);

/**
 * The media library (/admin/media, decision 083): every uploaded image with its facts,
 * where it is used and its Markdown; uploading, describing and deleting images. An image
 * something uses is never deleted: the refusal names every use.
 */
export interface LibraryImage {
  name: string;
  path: string;
  contentType: string;
  /** `412 KB`. */
  fileSize: string;
  width: number | null;
  height: number | null;
  altText: string;
  uploadedBy: string | null;
  /** When it was uploaded, on the reader's clock with the zone. */
  uploadedAt: string;
  /** `![alt text](/uploads/…)`, ready to paste into a body. */
  snippet: string;
  uses: UploadUse[];
}

export const MEDIA_PATH = "/admin/media";

function fileSizeLabel(bytes: number): string {
  return bytes < 1024 ? `${formatNumber(bytes)} bytes` : bytes < 1024 * 1024 ? `${formatNumber(Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Every uploaded image, newest first; sizes of older files are read and stored on the way (decision 083). */
export async function listLibraryImages(timeZone: string): Promise<LibraryImage[]> {
  await fillMissingPixelSizes("all");
  const rows = await getDb()
    .select({
      name: uploadedFiles.name,
      contentType: uploadedFiles.contentType,
      byteSize: uploadedFiles.byteSize,
      width: uploadedFiles.width,
      height: uploadedFiles.height,
      altText: uploadedFiles.altText,
      createdAt: uploadedFiles.createdAt,
      uploaderName: staffUsers.name,
      uploaderEmail: staffUsers.email,
    })
    .from(uploadedFiles)
    .leftJoin(staffUsers, eq(staffUsers.id, uploadedFiles.uploadedBy))
    .orderBy(desc(uploadedFiles.createdAt), desc(uploadedFiles.name));
  const uses = await usesOfUploads(rows.map((row) => row.name));
  return rows.map((row) => {
    const path = `${UPLOAD_URL_PREFIX}${row.name}`;
    return {
      name: row.name,
      path,
      contentType: row.contentType,
      fileSize: fileSizeLabel(row.byteSize),
      width: row.width,
      height: row.height,
      altText: row.altText,
      uploadedBy: row.uploaderName?.trim() || row.uploaderEmail || null,
      uploadedAt: formatDateTimeInZone(new Date(row.createdAt), timeZone),
      snippet: markdownImageSnippet(path, row.altText),
      uses: uses.get(row.name) ?? [],
    };
  });
}

/** What the library screen shows: the images, the one whose deletion is being confirmed, and the notice after a change. */
export async function loadMediaLibrary(staff: StaffMember, url: URL) {
  const images = await listLibraryImages(staff.timeZone);
  const deleting = images.find((image) => image.name === url.searchParams.get("delete")) ?? null;
  const done = url.searchParams.get("done");
  const notice: MediaNotice | null = done === "uploaded" || done === "described" || done === "deleted" ? done : null;
  return { images, deleting, notice };
}

/** Why a post was refused, for the form it came from. */
export interface MediaActionData {
  intent: "upload" | "describe" | "delete";
  /** The image the refusal is about (describe, delete). */
  name: string | null;
  message: string;
  /** Deleting an image in use: everything that shows it. */
  uses: UploadUse[];
}

const refuse = (body: Omit<MediaActionData, "uses"> & { uses?: UploadUse[] }, status: number) =>
  data<MediaActionData>({ uses: [], ...body }, { status });

const badRequest = (message: string) => new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** Back to the list, at the image the change was about (a deleted one has no place left to show). */
const done = (notice: MediaNotice, name: string | null) => redirect(`${MEDIA_PATH}?done=${notice}${name ? `#image-${name}` : ""}`);

async function storedAltText(name: string): Promise<string | null> {
  const [row] = await getDb().select({ altText: uploadedFiles.altText }).from(uploadedFiles).where(eq(uploadedFiles.name, name)).limit(1);
  return row ? row.altText : null;
}

async function upload(formData: FormData, actor: AuditActor) {
  const file = formData.get(LIBRARY_FILE_FIELD);
  const alt = parseAltText(formData.get("alt_text"));
  if (!alt.ok) return refuse({ intent: "upload", name: null, message: alt.message }, 400);
  if (file === IMAGE_TOO_LARGE) return refuse({ intent: "upload", name: null, message: `Images are limited to ${MAX_IMAGE_BYTES / 1024 / 1024} MB` }, 413);
  if (!(file instanceof File)) return refuse({ intent: "upload", name: null, message: MEDIA_MESSAGES.chooseFile }, 400);
  const stored = await storeUploadedImage(file, "media", {
    uploadedBy: actor.id,
    altText: alt.value,
    alsoInTransaction: (tx, { path, name }) =>
      recordAudit(actor, { action: "upload", entityType: "upload", entityId: name, summary: `Uploaded ${path} to the media library` }, tx),
  });
  if (!stored.ok) return refuse({ intent: "upload", name: null, message: stored.message }, 400);
  return done("uploaded", stored.name);
}

async function describe(formData: FormData, actor: AuditActor) {
  const name = formData.get("name");
  if (typeof name !== "string" || !isUploadedFileName(name)) throw badRequest("Unknown image.");
  const alt = parseAltText(formData.get("alt_text"));
  if (!alt.ok) return refuse({ intent: "describe", name, message: alt.message }, 400);
  const before = await storedAltText(name);
  if (before === null) throw notFound("This image no longer exists.");
  if (before !== alt.value) {
    await inTransaction(async (tx) => {
      await tx.update(uploadedFiles).set({ altText: alt.value }).where(eq(uploadedFiles.name, name));
      const changes = describeChanges({ altText: before }, { altText: alt.value }, { labels: { altText: "alt text" } });
      await recordAudit(
        actor,
        { action: "update", entityType: "upload", entityId: name, summary: withChanges(`Described ${UPLOAD_URL_PREFIX}${name}`, changes) },
        tx,
      );
    });
  }
  return done("described", name);
}

async function remove(formData: FormData, actor: AuditActor) {
  const name = formData.get("name");
  if (typeof name !== "string" || !isUploadedFileName(name)) throw badRequest("Unknown image.");
  if (formData.get("confirm") !== "on") return refuse({ intent: "delete", name, message: MEDIA_MESSAGES.confirmDelete }, 400);
  const path = `${UPLOAD_URL_PREFIX}${name}`;
  // Under the lock every save that writes an /uploads/ path takes (decision 048): a use saved
  // at this moment is either seen here or written after the file is gone.
  const outcome = await inTransaction(async (tx) => {
    await lockForDecision(tx, "upload-references");
    const [row] = await tx.select({ name: uploadedFiles.name }).from(uploadedFiles).where(eq(uploadedFiles.name, name)).limit(1);
    if (!row) return { gone: true as const };
    const uses = (await usesOfUploads([name], tx)).get(name) ?? [];
    if (uses.length > 0) return { gone: false as const, uses };
    await tx.delete(uploadedFiles).where(eq(uploadedFiles.name, name));
    await recordAudit(actor, { action: "delete", entityType: "upload", entityId: name, summary: `Deleted ${path} from the media library` }, tx);
    return { gone: false as const, uses: [] };
  });
  if (outcome.gone) throw notFound("This image no longer exists.");
  if (outcome.uses.length > 0) {
    const places = outcome.uses.map((use) => use.description).join(", ");
    return refuse({ intent: "delete", name, message: `Not deleted: ${path} is used by ${places}. Remove it from there first.`, uses: outcome.uses }, 409);
  }
  return done("deleted", null);
}

/** The library's posts: upload, describe (alt text) and delete. Bad input is a 4xx that changes nothing. */
export async function handleMediaPost(request: Request, staff: StaffMember) {
  const formData = await readImageForm(request, MEDIA_FORM, LIBRARY_FILE_FIELD);
  await requireValidCsrf(request, formData);
  const actor = { id: staff.id, email: staff.email };
  const intent = formData.get("intent");
  if (intent === "upload") return upload(formData, actor);
  if (intent === "describe") return describe(formData, actor);
  if (intent === "delete") return remove(formData, actor);
  throw badRequest("Unknown form action.");
}
