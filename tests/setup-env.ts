import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";

/**
 * Every test file gets its own temporary data directory and SQLite file, so tests never
 * touch the development database and can run in parallel.
 */
const dir = mkdtempSync(join(tmpdir(), "payments-site-test-"));
process.env.NODE_ENV = "test";
process.env.DATA_DIR = dir;
process.env.DATABASE_URL = `file:${join(dir, "test.db")}`;
process.env.SESSION_SECRET = "test-secret-test-secret-test-secret-0123";

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});
