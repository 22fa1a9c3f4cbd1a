import { openDatabase, type AppDatabase, type OpenedDatabase } from "#db/open";
import { seedDemoData } from "#db/seed";
import { upsertStaffAccount } from "~/features/staff/staff-accounts";
import { getEnv } from "./env.server";

/**
 * The process-wide database. Opened on first use: migrations run, the demo data is
 * loaded into empty tables (SEED_DEMO_DATA=false skips it), and the staff account named
 * by STAFF_EMAIL/STAFF_PASSWORD is created or updated.
 */
let opened: OpenedDatabase | undefined;
let ready: Promise<void> = Promise.resolve();
let closesAtExit = false;
const beforeCloseTasks: (() => void)[] = [];

/**
 * Registers work that must reach the database before it is closed at process exit, such
 * as rows still waiting in a write queue. Tasks run in registration order.
 */
export function beforeDatabaseCloses(task: () => void): void {
  beforeCloseTasks.push(task);
}

/** Exit (clean or forced): finish queued writes, then close so the WAL is checkpointed. */
function closeAtExit(): void {
  for (const task of beforeCloseTasks) {
    try {
      task();
    } catch (error) {
      console.error("a write before closing the database failed", error);
    }
  }
  closeDatabase();
}

export function getDatabase(): OpenedDatabase {
  if (!opened) {
    const env = getEnv();
    opened = openDatabase(env.DATABASE_URL);
    if (!closesAtExit) {
      closesAtExit = true;
      process.once("exit", closeAtExit);
    }
    if (env.SEED_DEMO_DATA === "true") seedDemoData(opened.db);
    ready = ensureStaffFromEnv(opened.db);
  }
  return opened;
}

async function ensureStaffFromEnv(db: AppDatabase): Promise<void> {
  const { STAFF_EMAIL, STAFF_PASSWORD, STAFF_NAME } = getEnv();
  if (!STAFF_EMAIL || !STAFF_PASSWORD) return;
  try {
    const result = await upsertStaffAccount(db, { email: STAFF_EMAIL, password: STAFF_PASSWORD, name: STAFF_NAME });
    if (result !== "unchanged") console.log(`staff account ${STAFF_EMAIL}: ${result}`);
  } catch (error) {
    console.error("could not create the staff account from STAFF_EMAIL/STAFF_PASSWORD", error);
  }
}

/** Resolves once start-up work (the staff account from env) is done. */
export function databaseReady(): Promise<void> {
  getDatabase();
  return ready;
}

export function getDb(): AppDatabase {
  return getDatabase().db;
}

/** For tests and shutdown: closes the connection so the next use opens it again. */
export function closeDatabase(): void {
  opened?.sqlite.close();
  opened = undefined;
}
