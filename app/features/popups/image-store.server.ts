import { randomBytes } from "node:crypto";
import { mkdir, unlink, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { UploadHandler } from "@remix-run/node";
import { reencodeImage } from "./image-reencode.server";
import { MAX_IMAGE_BYTES } from "./image-upload";
import { isImageInUse } from "./popups.server";

/** Uploads are served by remix-serve straight from public/ (kept out of git). */
export const UPLOAD_URL_PREFIX = "/uploads/lightboxes/";
const UPLOADED_PATH = /^\/uploads\/lightboxes\/[a-f0-9]{32}\.(?:png|jpg|gif|webp)$/;

export function uploadDirectory(): string {
  return resolve("public/uploads/lightboxes");
}

/** What the editor's file field held after parsing. */
export const IMAGE_TOO_LARGE = "\u0000too-large";
const MAX_TEXT_PART_BYTES = 16 * 1024;

/**
 * Multipart parsing with caps: the image part up to MAX_IMAGE_BYTES (a larger one is
 * drained and marked, so the rest of the form still arrives and the editor can say
 * why), other file parts ignored, text parts up to 16 KB each.
 */
export const editorUploadHandler: UploadHandler = async ({ name, filename, contentType, data }) => {
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
  if (name !== "image_file" || !filename || size === 0) return undefined;
  if (size > limit) return IMAGE_TOO_LARGE;
  return new File([Buffer.concat(chunks)], filename, { type: contentType });
};

export type StoredImage = { ok: true; path: string } | { ok: false; message: string };

/**
 * Saves an uploaded image under a random name: never the uploaded bytes, only the image
 * decoded and encoded again (a file that does not decode as a raster image is refused).
 */
export async function storeUploadedImage(file: File): Promise<StoredImage> {
  const image = await reencodeImage(new Uint8Array(await file.arrayBuffer()));
  if (!image.ok) return image;
  const name = `${randomBytes(16).toString("hex")}.${image.type}`;
  await mkdir(uploadDirectory(), { recursive: true });
  await writeFile(join(uploadDirectory(), name), image.bytes, { flag: "wx" });
  return { ok: true, path: `${UPLOAD_URL_PREFIX}${name}` };
}

/** Removes an uploaded image nobody uses any more; other images (site files, URLs) are never touched. */
export async function discardUploadedImage(path: string | null): Promise<void> {
  if (!path || !UPLOADED_PATH.test(path) || (await isImageInUse(path))) return;
  await unlink(join(uploadDirectory(), path.slice(UPLOAD_URL_PREFIX.length))).catch(() => undefined);
}
