/**
 * `npm run db:backup [destination]`: an online backup of the database named by
 * DATABASE_URL (default file:./data/app.db), safe while the server runs. SQLite: without a
 * destination it writes data/backups/app-<UTC time>.db beside the database. PostgreSQL:
 * pg_dump's custom format, by default data/backups/app-<UTC time>.dump. Prints a JSON
 * summary; exits 1 when the backup fails. Restoring is described in docs/operations.md.
 */
import { backupDatabase, backupPostgres, defaultBackupPath, defaultPostgresBackupPath } from "./backup";
import { databaseDialect } from "./dialect";
import { resolveDatabasePath } from "./open";

const url = process.env.DATABASE_URL ?? "file:./data/app.db";

try {
  if (databaseDialect(url) === "postgres") {
    console.log(JSON.stringify(await backupPostgres(url, process.argv[2] ?? defaultPostgresBackupPath())));
  } else {
    const source = resolveDatabasePath(url);
    console.log(JSON.stringify(await backupDatabase(source, process.argv[2] ?? defaultBackupPath(source))));
  }
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
