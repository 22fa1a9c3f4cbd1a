/** `npm run db:migrate`: applies pending migrations to DATABASE_URL and seeds demo data. */
import { openDatabase } from "./open";
import { seedDemoData } from "./seed";

const url = process.env.DATABASE_URL ?? "file:./data/app.db";
const { db, sqlite, path } = openDatabase(url);
const seeded = seedDemoData(db);
sqlite.close();
console.log(JSON.stringify({ database: path, migrated: true, seeded }));
