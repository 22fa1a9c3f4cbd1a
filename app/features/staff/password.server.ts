import bcrypt from "bcryptjs";
import { getEnv, type Env } from "~/utils/env.server";
import { MAX_PASSWORD_BYTES } from "./password-rules";

/** The cost production hashes at: about a quarter of a second per hash here, slow enough to resist guessing. */
export const PRODUCTION_HASH_COST = 12;

/** bcrypt's cost from PASSWORD_HASH_COST (decision 075); 12 unless the test harness lowers it. */
const cost = () => getEnv().PASSWORD_HASH_COST;

/** Refuses what bcrypt would shorten (password-rules.ts): callers check `passwordProblem` first. */
export function hashPassword(password: string): Promise<string> {
  if (bcrypt.truncates(password)) throw new Error(`A password longer than ${MAX_PASSWORD_BYTES} bytes cannot be stored`);
  return bcrypt.hash(password, cost());
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
  dummyHash ??= bcrypt.hash("no-such-account", cost());
  await bcrypt.compare(password, await dummyHash);
  return false;
}

/**
 * The warning a production server gives at start when passwords are hashed below the
 * production cost, or null: a setting meant for test runs must not pass unnoticed.
 */
export function weakHashStartWarning(env: Pick<Env, "NODE_ENV" | "PASSWORD_HASH_COST">): { level: "warn"; msg: string } | null {
  if (env.NODE_ENV !== "production" || env.PASSWORD_HASH_COST >= PRODUCTION_HASH_COST) return null;
  return {
    level: "warn",
    msg: `PASSWORD_HASH_COST=${env.PASSWORD_HASH_COST} is below ${PRODUCTION_HASH_COST}: staff passwords are hashed for test runs, cheap to guess if the database leaks (unset it on a real site)`,
  };
}

/** Writes the warning above as one JSON log line, like the server's own lines. */
export function warnAtStartWhenHashesAreWeak(): void {
  const warning = weakHashStartWarning(getEnv());
  if (warning) console.log(JSON.stringify({ time: new Date().toISOString(), ...warning }));
}
