import type { TestProject } from "vitest/node";
import { openPostgres } from "#db/open-pg";
import { seedDemoData } from "#db/seed";
import { createScratchDatabase } from "./support/scratch-postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated and seeded database every file of the `postgres` project starts as a copy of. */
    postgresTemplate: string;
  }
}

/**
 * Once per run of the `postgres` project. Without PostgreSQL at PG_TEST_URL the run stops
 * here with one message saying what is missing, rather than every file failing (or being
 * skipped) on its own. Then it migrates and seeds one database that each test file copies
 * (CREATE DATABASE … TEMPLATE): a copy takes a fraction of a second, migrating and seeding
 * a new database two or three.
 */
export default async function preparePostgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const template = await createScratchDatabase("vitest_template");
  try {
    const opened = await openPostgres(template.url);
    try {
      await seedDemoData(opened.db);
    } finally {
      await opened.pool.end();
    }
  } catch (error) {
    await template.drop();
    throw error;
  }
  project.provide("postgresTemplate", template.name);
  return () => template.drop();
}
