import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { getEnv } from "./env.server";

/**
 * Spam trap for public forms (remix-utils): a visually hidden field bots fill in, plus an
 * encrypted timestamp a bot that never loaded the form cannot produce.
 */
let honeypot: Honeypot | undefined;

function getHoneypot(): Honeypot {
  honeypot ??= new Honeypot({
    nameFieldName: "website",
    validFromFieldName: "form_started",
    encryptionSeed: getEnv().SESSION_SECRET,
  });
  return honeypot;
}

export function honeypotInputProps() {
  return getHoneypot().getInputProps();
}

/** True when the submission is spam. */
export function isSpam(formData: FormData): boolean {
  try {
    getHoneypot().check(formData);
    return false;
  } catch (error) {
    if (error instanceof SpamError) return true;
    throw error;
  }
}

export const HONEYPOT_FIELDS = ["website", "form_started"] as const;
