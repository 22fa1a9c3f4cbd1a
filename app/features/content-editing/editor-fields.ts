import { markdownImageSnippet } from "~/features/uploads/image-markdown";
import { storableText } from "~/utils/storable-text";

/** The editors' shared field rules: required text with a length cap, and their messages. */
export const BODY_MAX_LENGTH = 40_000;

export const tooLongMessage = (max: number) => `Keep this to ${max.toLocaleString("en-US")} characters or fewer`;

export const requiredText = (max: number, message: string) =>
  storableText(message).trim().min(1, message).max(max, tooLongMessage(max));

export const optionalText = (max: number) => storableText().trim().max(max, tooLongMessage(max)).optional();

export const markdownBody = requiredText(BODY_MAX_LENGTH, "Write the body (Markdown)");

/** What link previews (Open Graph, X/Twitter) show instead of a page's title and description; empty: those. */
export const SOCIAL_LIMITS = { title: 150, description: 300 } as const;
export const socialFields = {
  social_title: optionalText(SOCIAL_LIMITS.title),
  social_description: optionalText(SOCIAL_LIMITS.description),
};
export const SOCIAL_FIELD_LABELS = { social_title: "Social title", social_description: "Social description" } as const;

/** What the editors' buttons ask for. */
export const EDITOR_INTENTS = ["save", "publish", "preview", "add-image"] as const;
export type EditorIntent = (typeof EDITOR_INTENTS)[number];

export function isEditorIntent(value: unknown): value is EditorIntent {
  return typeof value === "string" && (EDITOR_INTENTS as readonly string[]).includes(value);
}

/** The hidden field that carries an image stored by an earlier post of the same form (decision 056). */
export const KEPT_IMAGE_FIELD = "kept_image";

/** The body's image upload (decision 056): the file, and its description (the alt text). */
export const BODY_IMAGE_FIELD = "body_image_file";
export const BODY_IMAGE_ALT_FIELD = "body_image_alt";
export const BODY_IMAGE_MESSAGES = {
  file: "Choose the image to add to the body",
  alt: "Describe the image for people who cannot see it",
} as const;

/** The Markdown of an uploaded image at the end of a body: its description cannot close the brackets or break the line. */
export function withImageAppended(body: string, path: string, description: string): string {
  const before = body.trimEnd();
  return `${before}${before ? "\n\n" : ""}${markdownImageSnippet(path, description)}\n`;
}

/**
 * The text to put at a body's cursor so that a Markdown block (an image) stands as a
 * paragraph of its own: blank lines are added only where the text around lacks them.
 */
export function asBlockBetween(before: string, block: string, after: string): string {
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after.startsWith("\n\n") ? "" : after === "" || after.startsWith("\n") ? "\n" : "\n\n";
  return `${lead}${block}${trail}`;
}
