import { Honeypot } from "remix-utils/honeypot/server";
import { getEnv } from "./env.server";
import { HONEYPOT_FIELDS, HONEYPOT_NAME, HONEYPOT_VALID_FROM } from "./honeypot-fields";

/**
 * Spam trap for public forms (remix-utils): a visually hidden field bots fill in, plus an
 * encrypted timestamp a bot that never loaded the form cannot produce.
 */
let honeypot: Honeypot | undefined;

/** No form of this site was served before this instant. */
const EARLIEST_FORM_TIME = Date.UTC(2024, 0, 1);

/**
 * remix-utils accepts any positive number as the form's time, and a forged value (random
 * bytes) decrypts now and then to a digit or two: about one forgery in six thousand passed.
 * A real value is a whole number of milliseconds since this site has served forms.
 */
class SiteHoneypot extends Honeypot {
  protected override isValidTimeStamp(timestamp: number): boolean {
    return super.isValidTimeStamp(timestamp) && Number.isInteger(timestamp) && timestamp >= EARLIEST_FORM_TIME;
  }
}

function getHoneypot(): Honeypot {
  honeypot ??= new SiteHoneypot({
    nameFieldName: HONEYPOT_NAME,
    validFromFieldName: HONEYPOT_VALID_FROM,
    encryptionSeed: getEnv().SESSION_SECRET,
  });
  return honeypot;
}

export function honeypotInputProps() {
  return getHoneypot().getInputProps();
}

/**
 * True when the submission is spam. A forged timestamp can make the decryption itself
 * throw (crypto-js: "Malformed UTF-8 data") rather than raise a SpamError: that is spam too.
 */
export function isSpam(formData: FormData): boolean {
  try {
    getHoneypot().check(formData);
    return false;
  } catch {
    return true;
  }
}

export { HONEYPOT_FIELDS };
