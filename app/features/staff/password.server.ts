import bcrypt from "bcryptjs";
import { MAX_PASSWORD_BYTES } from "./password-rules";

/** bcrypt cost: about a quarter of a second per hash here, slow enough to resist guessing. */
const COST = 12;

/** Refuses what bcrypt would shorten (password-rules.ts): callers check `passwordProblem` first. */
export function hashPassword(password: string): Promise<string> {
  if (bcrypt.truncates(password)) throw new Error(`A password longer than ${MAX_PASSWORD_BYTES} bytes cannot be stored`);
  return bcrypt.hash(password, COST);
}

/**
 * Whether the password matches the hash. One longer than 72 bytes never does: bcrypt
 * would compare its first 72 bytes only, so it could sign in with text nobody typed as
 * the password. It still costs a hash, so its reply takes as long as any other.
 */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  if (bcrypt.truncates(password)) return verifyAgainstDummy(password);
  return bcrypt.compare(password, hash);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the e-mail is unknown, so response times do
 * not reveal which accounts exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= bcrypt.hash("no-such-account", COST);
  await bcrypt.compare(password, await dummyHash);
  return false;
}
