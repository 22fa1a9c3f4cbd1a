import bcrypt from "bcryptjs";

/** bcrypt cost: about a quarter of a second per hash here, slow enough to resist guessing. */
const COST = 12;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
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
