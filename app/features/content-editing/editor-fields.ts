import { storableText } from "~/utils/storable-text";

/** The editors' shared field rules: required text with a length cap, and their messages. */
export const BODY_MAX_LENGTH = 40_000;

export const tooLongMessage = (max: number) => `Keep this to ${max.toLocaleString("en-US")} characters or fewer`;

export const requiredText = (max: number, message: string) =>
  storableText(message).trim().min(1, message).max(max, tooLongMessage(max));

export const optionalText = (max: number) => storableText().trim().max(max, tooLongMessage(max)).optional();

export const markdownBody = requiredText(BODY_MAX_LENGTH, "Write the body (Markdown)");

/** What the editors' buttons ask for. */
export const EDITOR_INTENTS = ["save", "publish", "preview"] as const;
export type EditorIntent = (typeof EDITOR_INTENTS)[number];

export function isEditorIntent(value: unknown): value is EditorIntent {
  return typeof value === "string" && (EDITOR_INTENTS as readonly string[]).includes(value);
}

/** The hidden field that carries an image stored by an earlier post of the same form (decision 056). */
export const KEPT_IMAGE_FIELD = "kept_image";
