import { storableText } from "./storable-text";

/**
 * Line breaks of every kind (CR, LF, vertical tab, form feed, NEL, the Unicode line and
 * paragraph separators) and the other control characters, except tab. A name, a phone
 * number or an e-mail address never holds one; in a single-line field it could only
 * forge a line of its own in the lead e-mail or the inbox.
 */
const BREAKS_OR_CONTROLS = /(?!\t)[\p{Cc}\u2028\u2029]/u;

export function isSingleLine(value: string): boolean {
  return !BREAKS_OR_CONTROLS.test(value);
}

/**
 * The zod schema of every single-line text field: a trimmed string that refuses a line
 * break or control character inside, and what the database cannot store
 * (`storableText`), with the field's own message (`message`). A value
 * that is not a string at all gets `typeError` (the field's "required" message, usually).
 * Chain min/max and format checks after it.
 */
export function singleLineText(message: string, typeError: string = message) {
  return storableText(message, typeError).trim().refine(isSingleLine, message);
}

const BREAKS_AND_CONTROLS = /[\p{Cc}\u2028\u2029]+/gu;

/** Text a visitor typed, put on one line of an e-mail: breaks and control characters become a space, so nothing starts a line (or a header) of its own. */
export function onOneLine(text: string): string {
  return text.replace(BREAKS_AND_CONTROLS, " ").trim();
}
