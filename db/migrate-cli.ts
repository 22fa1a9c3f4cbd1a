/**
 * `npm run db:migrate`: applies pending migrations to DATABASE_URL (SQLite or PostgreSQL),
 * and loads the demo data into empty tables when SEED_DEMO_DATA=true. Unset, it follows the
 * app's default: demo data outside production, none in production (decision 053).
 */
import { databaseDialect } from "./dialect";
import { openDatabase } from "./open";
import { openPostgres } from "./open-pg";
import { seedDemoData } from "./seed";

const url = process.env.DATABASE_URL ?? "file:./data/app.db";
const wantsDemoData = (process.env.SEED_DEMO_DATA ?? (process.env.NODE_ENV === "production" ? "false" : "true")) === "true";
if (databaseDialect(url) === "postgres") {
  const { db, pool } = await openPostgres(url);
  try {
    const seeded = wantsDemoData ? await seedDemoData(db) : false;
    const database = new URL(url);
    database.password = "";
    console.log(JSON.stringify({ database: database.toString(), migrated: true, seeded }));
  } finally {
    await pool.end();
  }
} else {
  const { db, sqlite, path } = openDatabase(url);
  const seeded = wantsDemoData ? seedDemoData(db) : false;
  sqlite.close();
  console.log(JSON.stringify({ database: path, migrated: true, seeded }));
}
