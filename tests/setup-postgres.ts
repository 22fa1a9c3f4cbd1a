import type bcryptjs from "bcryptjs";
import { afterAll, beforeAll, inject, vi } from "vitest";
import { createScratchDatabase } from "./support/scratch-postgres";

/**
 * The `postgres` project (vitest.config.ts): runs after setup-env.ts and, before the test
 * file imports any app module (db/schema.ts picks its tables when it loads), points
 * DATABASE_URL at a database of this file's own, a copy of the migrated and seeded one
 * tests/global-setup-postgres.ts prepared; it is dropped after the file.
 */
/*
 * bcrypt's cost is CPU, not database: the sqlite project runs every password check at the
 * real cost (a quarter of a second a hash); here the same checks hash at the lowest cost,
 * so running the staff tests a second time costs seconds instead of tens of seconds.
 */
vi.mock("bcryptjs", async (importOriginal) => {
  const bcrypt = ((await importOriginal()) as { default: typeof bcryptjs }).default;
  return { default: { ...bcrypt, hash: (password: string) => bcrypt.hash(password, 4) } };
});

const scratch = await createScratchDatabase("vitest", { template: inject("postgresTemplate") });
process.env.DATABASE_URL = scratch.url;

// After the test file has loaded (and set any environment of its own, which the app reads
// once): what the server awaits before it answers. Nothing is left to migrate or seed in
// the copy; the start-up tasks run.
beforeAll(async () => {
  const { databaseReady } = await import("~/utils/db.server");
  await databaseReady();
});

afterAll(async () => {
  const { closeDatabase } = await import("~/utils/db.server");
  await closeDatabase();
  await scratch.drop();
}, 30_000);
