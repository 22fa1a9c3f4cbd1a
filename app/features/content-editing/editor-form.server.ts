import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { and, eq } from "drizzle-orm";
import { auditLog, uploadedFiles } from "#db/schema";
import type { AuditEntity } from "~/features/audit/audit-log.server";
import { MAX_IMAGE_BYTES } from "~/features/uploads/image-upload";
import { imageUploadHandler, uploadedFileName } from "~/features/uploads/upload-store.server";
import { getDb } from "~/utils/db.server";
import { isMultipartPost, maxBodyBytes, maxUrlencodedBytes, type Endpoint, type EndpointBody } from "~/utils/endpoint.server";
import { cappedRequest, FORM_TOO_LARGE, requireFormBody } from "~/utils/http.server";

/**
 * A Markdown editor's form: the body and the hidden copy of the body it was made from
 * (for the stale-edit message) can each be a few hundred KB, more than the usual form
 * caps, so the editors have caps of their own.
 */
const MAX_TEXT_PART_BYTES = 256 * 1024;
const MAX_EDITOR_FORM_BYTES = 1024 * 1024;

async function textPart(data: AsyncIterable<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > MAX_TEXT_PART_BYTES) throw new Response("A form field is too large.", { status: 413 });
    chunks.push(chunk);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * The body of an editor's form with `images` image fields: multipart, each image at its
 * cap and the text; URL-encoded (no file chosen, or no file field), the text alone.
 */
export function editorFormBody(images: number): EndpointBody {
  const maxBytes = MAX_IMAGE_BYTES * images + MAX_EDITOR_FORM_BYTES;
  return images > 0 ? { maxBytes, maxUrlencodedBytes: MAX_EDITOR_FORM_BYTES } : { maxBytes };
}

/**
 * Reads an editor's post: URL-encoded (no file chosen, or no file field) or multipart
 * with at most one image in each of `imageFields` (the upload store's caps; other files
 * ignored), each within the endpoint's declared cap. Throws 413, 415 or 400 responses,
 * never a 500.
 */
export async function readEditorForm(request: Request, endpoint: Pick<Endpoint<unknown>, "body">, imageFields: readonly string[] = []): Promise<FormData> {
  if (!isMultipartPost(request)) return requireFormBody(request, maxUrlencodedBytes(endpoint));
  const capped = await cappedRequest(request, maxBodyBytes(endpoint));
  if (!capped) throw new Response(FORM_TOO_LARGE, { status: 413 });
  const images = new Map(imageFields.map((field) => [field, imageUploadHandler(field)]));
  const otherFiles = imageUploadHandler("");
  const handler: UploadHandler = (part) =>
    typeof part.filename === "string" ? (images.get(part.name) ?? otherFiles)(part) : textPart(part.data);
  try {
    return await unstable_parseMultipartFormData(capped, handler);
  } catch (error) {
    if (error instanceof Response) throw error;
    throw new Response("The form could not be read.", { status: 400 });
  }
}

/** The ids of rows staff have taken down at some time: an unpublished row is one of these, a draft is not. */
export async function idsUnpublishedBefore(entityType: AuditEntity): Promise<Set<string>> {
  const rows = await getDb()
    .selectDistinct({ id: auditLog.entityId })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.action, "unpublish")));
  return new Set(rows.flatMap((row) => (row.id ? [row.id] : [])));
}

/** A text field of a form, or "" (files and missing fields alike). */
export function formText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * SQLite's and PostgreSQL's (23505) unique violation on `table.column`, as thrown or as
 * the cause drizzle wraps: a slug taken by a save that ran at the same moment.
 */
export function isUniqueViolation(error: unknown, table: string, column: string): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === "SQLITE_CONSTRAINT_UNIQUE" && cause.message.includes(`${table}.${column}`)) return true;
    if (code === "23505" && constraint === `${table}_${column}_unique`) return true;
  }
  return false;
}

/** Whether a path is an upload that is stored now (`/uploads/{name}` with its row). */
export async function isStoredUpload(path: string): Promise<boolean> {
  const name = uploadedFileName(path);
  if (!name) return false;
  const [row] = await getDb().select({ name: uploadedFiles.name }).from(uploadedFiles).where(eq(uploadedFiles.name, name)).limit(1);
  return Boolean(row);
}
