import { IMAGE_ALT_MAX } from "~/features/uploads/image-markdown";
import { storableText } from "~/utils/storable-text";

/** The media library's forms (decision 083). */
export const LIBRARY_FILE_FIELD = "file";

export const MEDIA_MESSAGES = {
  chooseFile: "Choose an image to upload",
  altTooLong: `Keep the alt text to ${IMAGE_ALT_MAX} characters or fewer`,
  confirmDelete: "Tick the box to confirm deleting this image.",
} as const;

/** The notice after a change (`?done=`). */
export type MediaNotice = "uploaded" | "described" | "deleted";

export const MEDIA_NOTICES: Record<MediaNotice, string> = {
  uploaded: "Uploaded. Copy its Markdown into a body to show it.",
  described: "Saved the alt text.",
  deleted: "Deleted the image.",
};

const altTextSchema = storableText().max(IMAGE_ALT_MAX, MEDIA_MESSAGES.altTooLong);

/**
 * An image's alt text: one line (it also goes inside Markdown's `![…]`), trimmed, at most
 * IMAGE_ALT_MAX characters; empty is allowed (a decorative image, or not described yet).
 */
export function parseAltText(value: FormDataEntryValue | null): { ok: true; value: string } | { ok: false; message: string } {
  const text = typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "";
  const parsed = altTextSchema.safeParse(text);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? MEDIA_MESSAGES.altTooLong };
}
