/**
 * `npm run staff:add -- someone@example.com [--role admin|marketing|sales] [--name "Dana Reyes"] [--tz America/Chicago]`
 * Creates a staff account (role `sales` unless `--role` says otherwise) or resets its
 * password and, with `--role`, changes its role (which signs out every session of the
 * account). The password (10 characters to 72 bytes) is read from
 * STAFF_PASSWORD, or asked for on the terminal (never passed as an argument, so it does
 * not end up in shell history).
 */
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { databaseDialect } from "../db/dialect";
import { asAppDatabase, openDatabase, type AppDatabase } from "../db/open";
import { openPostgres } from "../db/open-pg";
import { isValidTimeZone } from "../app/utils/time-zones";
import { passwordProblem } from "../app/features/staff/password-rules";
import { isStaffRole, STAFF_ROLES } from "../app/features/staff/roles";
import { upsertStaffAccount } from "../app/features/staff/staff-accounts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { name: { type: "string" }, tz: { type: "string" }, role: { type: "string" } },
});
const USAGE = `Usage: npm run staff:add -- someone@example.com [--role ${STAFF_ROLES.join("|")}] [--name "Full Name"] [--tz America/Chicago]`;
const email = positionals[0];
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error(USAGE);
  process.exit(2);
}
if (values.role !== undefined && !isStaffRole(values.role)) {
  console.error(`Unknown role: ${values.role} (one of ${STAFF_ROLES.join(", ")})`);
  process.exit(2);
}
const role = isStaffRole(values.role) ? values.role : undefined;
if (values.tz && !isValidTimeZone(values.tz)) {
  console.error(`Unknown time zone: ${values.tz} (use an IANA name such as America/Chicago)`);
  process.exit(2);
}

async function readPassword(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const password = await rl.question("Password (at least 10 characters, at most 72 bytes): ");
  rl.close();
  return password;
}

const password = await readPassword();
const problem = passwordProblem(password);
if (problem) {
  console.error(problem);
  process.exit(2);
}
const url = process.env.DATABASE_URL ?? "file:./data/app.db";
const account = { email, password, name: values.name, timeZone: values.tz, role };
if (databaseDialect(url) === "postgres") {
  const { db, pool } = await openPostgres(url);
  try {
    // The PostgreSQL database behind the same query surface the app uses (decision 038).
    const result = await upsertStaffAccount(db as unknown as AppDatabase, account);
    console.log(`${email}: ${result} (PostgreSQL)`);
  } finally {
    await pool.end();
  }
} else {
  const { db, sqlite, path } = openDatabase(url);
  const result = await upsertStaffAccount(asAppDatabase(db), account);
  sqlite.close();
  console.log(`${email}: ${result} (${path})`);
}
