/** Scratch PostgreSQL databases for test files (scripts/scratch-postgres.mjs, shared with the e2e server and the benchmark). */
import type { createScratchDatabase } from "../../scripts/scratch-postgres.mjs";

export { PG_TEST_URL, checkPostgresReachable, createScratchDatabase, databaseUrl } from "../../scripts/scratch-postgres.mjs";

export type ScratchDatabase = Awaited<ReturnType<typeof createScratchDatabase>>;
