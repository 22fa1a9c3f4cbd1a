import { randomBytes } from "node:crypto";
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { AppDatabase } from "#db/open";
import { uploadedFiles } from "#db/schema";
import { getDb, inTransaction } from "~/utils/db.server";
import { isMultipartPost, maxBodyBytes, maxUrlencodedBytes, type Endpoint, type EndpointBody } from "~/utils/endpoint.server";
import { cappedRequest, FORM_TOO_LARGE, MAX_FORM_BYTES, requireFormBody } from "~/utils/http.server";
import { NOT_AN_IMAGE, reencodeImage } from "./image-reencode.server";
import { MAX_IMAGE_BYTES, type ImageExtension } from "./image-upload";
import { cleanSvgLogo, looksLikeSvg } from "./svg-logo.server";

/**
 * Uploaded images live in the database (table uploaded_files), so every app machine
 * serves the same files and a backup of the database holds them. Each is stored under
 * a new random name and never changed, so it can be cached for a year.
 */
export const UPLOAD_URL_PREFIX = "/uploads/";
const UPLOADED_NAME = /^[a-f0-9]{32}\.(?:png|jpg|gif|webp|svg)$/;
const UPLOADED_PATH = /^\/uploads\/([a-f0-9]{32}\.(?:png|jpg|gif|webp|svg))$/;

/** What a file was uploaded for (the column is free text; this is the one list of its values). */
export const UPLOAD_PURPOSES = ["lightbox", "article", "logo", "media"] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/**
 * Logos may be SVG (decision 058): partners send vector logos; pop-up images and covers
 * are photos. The media library takes SVG too (decision 083), rebuilt by the same clean-up.
 */
const ACCEPTS_SVG: Record<UploadPurpose, boolean> = { lightbox: false, article: false, logo: true, media: true };
export const NOT_A_LOGO = "Upload a PNG, JPEG, GIF, WebP or SVG image";

const CONTENT_TYPES: Record<ImageExtension | "svg", string> = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
};

/** The name under /uploads/ of a path this store wrote, or null for any other path or URL. */
export function uploadedFileName(path: string | null | undefined): string | null {
  return path ? (UPLOADED_PATH.exec(path)?.[1] ?? null) : null;
}

export function isUploadedFileName(name: string | undefined): name is string {
  return typeof name === "string" && UPLOADED_NAME.test(name);
}

/** What a file field held after parsing when the file was over the cap. */
export const IMAGE_TOO_LARGE = "\u0000too-large";
const MAX_TEXT_PART_BYTES = 16 * 1024;

/**
 * Multipart parsing with caps for a form with one image field: that part up to
 * MAX_IMAGE_BYTES (a larger one is drained and marked IMAGE_TOO_LARGE, so the rest of the
 * form still arrives and the form can say why), other file parts ignored, text parts up
 * to 16 KB each (a larger one is a 413).
 */
export function imageUploadHandler(fileField: string): UploadHandler {
  return async ({ name, filename, contentType, data }) => {
    const isFile = typeof filename === "string";
    const limit = isFile ? MAX_IMAGE_BYTES : MAX_TEXT_PART_BYTES;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size <= limit) chunks.push(chunk);
    }
    if (!isFile) {
      if (size > limit) throw new Response("A form field is too large.", { status: 413 });
      return new TextDecoder().decode(Buffer.concat(chunks));
    }
    if (name !== fileField || !filename || size === 0) return undefined;
    if (size > limit) return IMAGE_TOO_LARGE;
    return new File([Buffer.concat(chunks)], filename, { type: contentType });
  };
}

/**
 * The body of a form with one image and a few text fields: multipart, the image and its
 * text; URL-encoded (no file chosen), the usual form cap.
 */
export const IMAGE_FORM_BODY: EndpointBody = { maxBytes: MAX_IMAGE_BYTES + 64 * 1024, maxUrlencodedBytes: MAX_FORM_BYTES };

/**
 * A form with one image field (`fileField`) and a few text fields: URL-encoded when no
 * file was chosen, multipart otherwise, each within the endpoint's declared cap, with the
 * caps of `imageUploadHandler`. Throws 413 or 400 responses, never a 500.
 */
export async function readImageForm(request: Request, endpoint: Pick<Endpoint<unknown>, "body">, fileField: string): Promise<FormData> {
  if (!isMultipartPost(request)) return requireFormBody(request, maxUrlencodedBytes(endpoint));
  const capped = await cappedRequest(request, maxBodyBytes(endpoint));
  if (!capped) throw new Response(FORM_TOO_LARGE, { status: 413 });
  try {
    return await unstable_parseMultipartFormData(capped, imageUploadHandler(fileField));
  } catch (error) {
    if (error instanceof Response) throw error;
    throw new Response("The form could not be read.", { status: 400 });
  }
}

export type StoredImage = { ok: true; path: string; name: string } | { ok: false; message: string };

export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The size an <img> of the stored file takes, read from its header (one frame of an
 * animation; an SVG's own width and height or view box). Null when it cannot be read.
 */
export async function pixelSizeOf(bytes: Uint8Array): Promise<PixelSize | null> {
  try {
    const metadata = await sharp(bytes, { animated: true, limitInputPixels: false }).metadata();
    const height = metadata.pageHeight ?? metadata.height;
    return metadata.width > 0 && height > 0 ? { width: metadata.width, height } : null;
  } catch {
    return null;
  }
}

/** Who uploads, what the image shows, and what else to write with the row (an audit line). */
export interface UploadDetails {
  uploadedBy?: number | null;
  altText?: string;
  /** Runs in the transaction that inserts the row, after the insert. */
  alsoInTransaction?: (tx: AppDatabase, stored: { path: string; name: string }) => Promise<void>;
}

/** A logo's SVG rebuilt from its safe parts, or a raster image decoded and encoded again. */
async function rewrittenImage(bytes: Uint8Array, purpose: UploadPurpose) {
  if (ACCEPTS_SVG[purpose] && looksLikeSvg(bytes)) {
    const svg = await cleanSvgLogo(bytes);
    return svg.ok ? { ok: true as const, type: "svg" as const, bytes: svg.bytes } : svg;
  }
  const image = await reencodeImage(bytes);
  if (!image.ok && ACCEPTS_SVG[purpose] && image.message === NOT_AN_IMAGE) return { ok: false as const, message: NOT_A_LOGO };
  return image;
}

/**
 * Stores an uploaded image under a random name: never the uploaded bytes, only the image
 * decoded and encoded again, or for a logo's SVG the file rebuilt from its safe parts (a
 * file that is neither is refused).
 */
export async function storeUploadedImage(file: File, purpose: UploadPurpose, details: UploadDetails = {}): Promise<StoredImage> {
  const image = await rewrittenImage(new Uint8Array(await file.arrayBuffer()), purpose);
  if (!image.ok) return image;
  const name = `${randomBytes(16).toString("hex")}.${image.type}`;
  const stored = { path: `${UPLOAD_URL_PREFIX}${name}`, name };
  const size = await pixelSizeOf(image.bytes);
  // Encoded before the transaction: SQLite's write lock is not held while pixels are worked on.
  await inTransaction(async (tx) => {
    await tx.insert(uploadedFiles).values({
      name,
      purpose,
      contentType: CONTENT_TYPES[image.type],
      bytes: image.bytes,
      byteSize: image.bytes.length,
      width: size?.width ?? null,
      height: size?.height ?? null,
      altText: details.altText ?? "",
      uploadedBy: details.uploadedBy ?? null,
    });
    await details.alsoInTransaction?.(tx, stored);
  });
  return { ok: true, ...stored };
}

export async function readUploadedFile(name: string): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await getDb()
    .select({ contentType: uploadedFiles.contentType, bytes: uploadedFiles.bytes })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.name, name))
    .limit(1);
  return row ?? null;
}

/**
 * Deletes an upload this request has just stored when the save that was to use it failed:
 * nobody has seen its random name yet. A file that was saved is deleted only through
 * `releaseUpload` (upload-references.server.ts), which checks that nothing else shows it.
 * Other paths (site files, URLs) are never touched.
 */
export async function deleteUploadedFile(path: string | null | undefined): Promise<void> {
  const name = uploadedFileName(path);
  if (name) await getDb().delete(uploadedFiles).where(eq(uploadedFiles.name, name));
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * GET /uploads/{name}: the stored bytes, cacheable for a year by browsers and shared
 * caches (a name is never reused). Served with a sandboxing policy like any file: even a
 * browser that ignored the content type would run nothing, and an SVG logo opened on its
 * own (image/svg+xml) can neither run script nor load anything.
 */
export async function uploadedFileResponse(name: string | undefined): Promise<Response> {
  const file = isUploadedFileName(name) ? await readUploadedFile(name) : null;
  if (!file) {
    return new Response("File not found.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" },
    });
  }
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.length),
      "Cache-Control": `public, max-age=${YEAR_SECONDS}, immutable`,
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
      "Content-Disposition": "inline",
      // Also set for every reply by the server; here too, because an SVG sniffed as anything else would be a page.
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
