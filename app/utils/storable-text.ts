import * as z from "zod";

/**
 * Characters a database cannot keep as they were typed: U+0000, which PostgreSQL refuses
 * in `text` and in `jsonb` (the statement fails), and a UTF-16 surrogate without its
 * partner, which PostgreSQL refuses in `jsonb` and node-postgres silently turns into
 * U+FFFD in `text`. Nobody types either; they come from scripts and broken copy-paste.
 * Refused at the schema, the visitor gets the field's message instead of a 500 and a
 * lost form (decision 047).
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The message of a free-text field that has no message of its own for a bad answer. */
export const UNSTORABLE_TEXT_MESSAGE = "This answer contains a character we cannot store. Please retype it without it.";

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** True when every string inside `value` (object keys too, at any depth) is storable: for JSON stored whole. */
export function isStorableJson(value: unknown): boolean {
  if (typeof value === "string") return isStorableText(value);
  if (Array.isArray(value)) return value.every(isStorableJson);
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).every(([key, item]) => isStorableText(key) && isStorableJson(item));
  }
  return true;
}

/**
 * The zod schema every text field a request carries starts from (single-line fields
 * through `singleLineText`): a string that refuses what the database cannot store with
 * the field's own message (`message`). A value that is not a string gets `typeError`
 * (by default the field's message when it has one, else zod's own).
 * Chain trim, min/max and format checks after it.
 */
export function storableText(message: string = UNSTORABLE_TEXT_MESSAGE, typeError?: string) {
  const notText = typeError ?? (message === UNSTORABLE_TEXT_MESSAGE ? undefined : message);
  // abort: one message for the field, not also those of the checks chained after it.
  return z.string(notText === undefined ? undefined : { error: notText }).refine(isStorableText, { message, abort: true });
}
