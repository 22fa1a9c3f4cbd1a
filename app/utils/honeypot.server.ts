import { Honeypot } from "remix-utils/honeypot/server";
import { getEnv } from "./env.server";
import { HONEYPOT_FIELDS, HONEYPOT_NAME, HONEYPOT_VALID_FROM } from "./honeypot-fields";

/**
 * Spam trap for public forms (remix-utils): a visually hidden field bots fill in, plus an
 * encrypted timestamp a bot that never loaded the form cannot produce.
 */
let honeypot: Honeypot | undefined;

function getHoneypot(): Honeypot {
  honeypot ??= new Honeypot({
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
