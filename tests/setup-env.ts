import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, expect } from "vitest";
import { POSTGRES_FILES, SQLITE_ONLY_FILES } from "./database-projects.mjs";

/**
 * Every test file gets its own temporary data directory and SQLite file, so tests never
 * touch the development database and can run in parallel. (The `postgres` project then
 * points DATABASE_URL at a scratch PostgreSQL database instead: tests/setup-postgres.ts.)
 */
const dir = mkdtempSync(join(tmpdir(), "payments-site-test-"));
const databaseFile = join(dir, "test.db");
process.env.NODE_ENV = "test";
process.env.DATA_DIR = dir;
process.env.DATABASE_URL = `file:${databaseFile}`;
process.env.SESSION_SECRET = "test-secret-test-secret-test-secret-0123";
// Staff passwords at bcrypt's lowest cost (decision 075), here and in the servers the tests
// start (they inherit this environment); password.server.test.ts proves the production cost.
process.env.PASSWORD_HASH_COST ??= "4";

afterAll(() => {
  const usedTheDatabase = existsSync(databaseFile);
  rmSync(dir, { recursive: true, force: true });
  // Every test that touches the database runs on both (decision 043): a file that opened
  // the app's database must be listed for the postgres project, or say why it cannot be.
  const file = relative(process.cwd(), expect.getState().testPath ?? "");
  // The unit project shares its modules between files (vitest.config.ts): the app's database
  // would stay open on the first file's, so a test that opens it runs in its own process.
  if (usedTheDatabase && process.env.UNIT_PROJECT === "true") {
    throw new Error(`${file} opens the app's database: list it in tests/database-projects.mjs (POSTGRES_FILES, or SQLITE_ONLY_FILES saying why), so it runs in a process of its own on both databases`);
  }
  if (usedTheDatabase && !POSTGRES_FILES.includes(file) && !SQLITE_ONLY_FILES.includes(file)) {
    throw new Error(`${file} opens the app's database: add it to POSTGRES_FILES in tests/database-projects.mjs (or to SQLITE_ONLY_FILES, saying why)`);
  }
});
