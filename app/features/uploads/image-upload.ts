/** Uploaded pop-up images: raster formats only, recognised by their first bytes, never by name or declared type. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export type ImageExtension = "png" | "jpg" | "gif" | "webp";

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * The raster type of an image upload, or null. SVG is not one of them: it can carry
 * script, and an uploaded file is served from this site's origin, so only a co-brand's
 * logo may be SVG, rebuilt from its safe parts (svg-logo.server.ts, decision 058).
 */
export function sniffImageType(bytes: Uint8Array): ImageExtension | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return "gif";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}
