/**
 * A lead's reference: what the visitor is told and what staff see, instead of the
 * sequential database id (which would tell anyone how many leads the business gets).
 *
 * Ten random characters of Crockford's base 32 in two groups of five, "7K2QM-XD9RF":
 * 50 bits, so references cannot be guessed or counted, and short enough to read out on
 * the phone. The alphabet leaves out I, L, O and U, so nothing reads as another
 * character. The migration that added the column (db/migrations/0005) gave existing
 * leads references of the same shape.
 */
export const LEAD_REFERENCE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

const GROUP_LENGTH = 5;

export const LEAD_REFERENCE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

/** A reference from ten random bytes (each byte picks one of the 32 characters, without bias). */
export function leadReferenceFrom(bytes: Uint8Array): string {
  if (bytes.length < GROUP_LENGTH * 2) throw new Error("A lead reference needs ten random bytes.");
  const characters = Array.from(bytes.subarray(0, GROUP_LENGTH * 2), (byte) => LEAD_REFERENCE_ALPHABET[byte & 31]);
  return `${characters.slice(0, GROUP_LENGTH).join("")}-${characters.slice(GROUP_LENGTH).join("")}`;
}

export function newLeadReference(): string {
  return leadReferenceFrom(crypto.getRandomValues(new Uint8Array(GROUP_LENGTH * 2)));
}

/**
 * What a visitor or staff member typed as a reference, in the stored form: case and
 * spaces do not matter, the hyphen is optional, and the look-alikes are read the way
 * Crockford's base 32 reads them (O → 0, I and L → 1). Null when it cannot be one.
 */
export function normaliseLeadReference(text: string): string | null {
  const compact = text
    .toUpperCase()
    .replace(/[\s-]/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  if (compact.length !== GROUP_LENGTH * 2) return null;
  const reference = `${compact.slice(0, GROUP_LENGTH)}-${compact.slice(GROUP_LENGTH)}`;
  return LEAD_REFERENCE_PATTERN.test(reference) ? reference : null;
}
