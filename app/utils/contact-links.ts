/**
 * Link targets for contact details people typed into a form, shown to staff. Only what
 * reads as a phone number or an e-mail address becomes a link; anything else (a note
 * typed into the phone field, a value with characters that would change what the link
 * does) has no target and stays text.
 */

/**
 * `tel:` target of a number the site shows as its own (configured, not typed by a
 * visitor): digits and a plus only, "+1 (800) 555-0100" → "tel:+18005550100".
 */
export function dialHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** Digits with the usual separators, and a plus only in front. */
const PHONE_AS_TYPED = /^\+?[\d\s().-]+$/;
const PHONE_DIGITS = { min: 7, max: 15 };

/**
 * `tel:` target of a phone number as typed, "+1 (601) 555-0100" → "tel:+16015550100":
 * digits and a leading plus only, so the dialler gets the number and nothing else; null
 * when it is not a plausible phone number (7 to 15 digits, the E.164 maximum).
 */
export function phoneHref(value: string): string | null {
  const typed = value.trim();
  if (!PHONE_AS_TYPED.test(typed)) return null;
  const digits = typed.replace(/\D/g, "");
  if (digits.length < PHONE_DIGITS.min || digits.length > PHONE_DIGITS.max) return null;
  // The pattern allowed a plus only in front, so this is that plus and the digits.
  return dialHref(typed);
}

/**
 * One address, without the characters that would turn a mailto: link into something
 * else: `?` and `&` (extra headers such as cc or body), `%` (encoded ones), `,` or `;`
 * (more recipients), spaces and quotes.
 */
const EMAIL_ADDRESS = /^[\p{L}\p{N}._+'-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+$/u;

/** `mailto:` target of an e-mail address, or null when the value is not one plain address. */
export function emailHref(value: string): string | null {
  const typed = value.trim();
  return EMAIL_ADDRESS.test(typed) ? `mailto:${typed}` : null;
}
