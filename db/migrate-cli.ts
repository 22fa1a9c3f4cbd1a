/** `npm run db:migrate`: applies pending migrations to DATABASE_URL (SQLite or PostgreSQL) and seeds demo data. */
import { databaseDialect } from "./dialect";
import { openDatabase } from "./open";
import { openPostgres } from "./open-pg";
import { seedDemoData } from "./seed";

const url = process.env.DATABASE_URL ?? "file:./data/app.db";
if (databaseDialect(url) === "postgres") {
  const { db, pool } = await openPostgres(url);
  try {
    const seeded = await seedDemoData(db);
    const database = new URL(url);
    database.password = "";
    console.log(JSON.stringify({ database: database.toString(), migrated: true, seeded }));
  } finally {
    await pool.end();
  }
} else {
  const { db, sqlite, path } = openDatabase(url);
  const seeded = seedDemoData(db);
  sqlite.close();
  console.log(JSON.stringify({ database: path, migrated: true, seeded }));
}
