import { afterAll, beforeAll, inject } from "vitest";
import { createScratchDatabase } from "./support/scratch-postgres";

/**
 * The `postgres` project (vitest.config.ts): runs after setup-env.ts and, before the test
 * file imports any app module (db/schema.ts picks its tables when it loads), points
 * DATABASE_URL at a database of this file's own, a copy of the migrated and seeded one
 * tests/global-setup-postgres.ts prepared; it is dropped after the file.
 */
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
