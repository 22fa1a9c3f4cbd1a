import sharp from "sharp";
import { sniffImageType, type ImageExtension } from "./image-upload";

/**
 * Uploaded pop-up images are decoded and encoded again before they are stored (decision
 * 027). What is served is then only pixels this server wrote: no trailing or embedded
 * HTML or script (a GIF that is also an HTML page loses the page), no metadata (camera,
 * GPS position), no malformed structure for a browser's decoder to trip on. A file that
 * does not decode as the image type its first bytes claim is refused.
 */
export const NOT_AN_IMAGE = "Upload a PNG, JPEG, GIF or WebP image";
/** Far above what a pop-up shows; keeps a small file that decodes to a huge bitmap out. */
export const MAX_IMAGE_MEGAPIXELS = 24;
const MAX_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;
export const TOO_MANY_PIXELS = `Images are limited to ${MAX_IMAGE_MEGAPIXELS} megapixels`;

/** sharp's name for each format we accept. */
const SHARP_FORMAT: Record<ImageExtension, "png" | "jpeg" | "gif" | "webp"> = { png: "png", jpg: "jpeg", gif: "gif", webp: "webp" };

// Nothing is worth keeping between uploads; the cache would only hold memory.
sharp.cache(false);

export type ReencodedImage = { ok: true; type: ImageExtension; bytes: Buffer } | { ok: false; message: string };

export async function reencodeImage(input: Uint8Array): Promise<ReencodedImage> {
  const type = sniffImageType(input);
  if (!type) return { ok: false, message: NOT_AN_IMAGE };
  const format = SHARP_FORMAT[type];
  // Animated GIF and WebP keep their frames; "error" refuses what does not decode, while
  // the harmless warnings of real-world files (a few bytes after the end) do not.
  const options = { animated: type === "gif" || type === "webp", failOn: "error", limitInputPixels: MAX_PIXELS } as const;
  try {
    // The header alone, to name the pixel limit instead of failing on it.
    const metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata();
    if (metadata.format !== format) return { ok: false, message: NOT_AN_IMAGE };
    const height = (metadata.pageHeight ?? metadata.height) * (metadata.pages ?? 1);
    if (metadata.width * height > MAX_PIXELS) return { ok: false, message: TOO_MANY_PIXELS };
    let image = sharp(input, options);
    // Metadata is not copied, so a photo's EXIF orientation is applied to the pixels first.
    if (format === "jpeg") image = image.rotate();
    const bytes = await image
      .toFormat(format, format === "jpeg" ? { quality: 90, mozjpeg: true } : format === "webp" ? { quality: 90 } : {})
      .toBuffer();
    return { ok: true, type, bytes };
  } catch {
    return { ok: false, message: NOT_AN_IMAGE };
  }
}
