/**
 * `npm run db:backup [destination]`: an online backup of the database named by
 * DATABASE_URL (default file:./data/app.db), safe while the server runs. Without a
 * destination it writes data/backups/app-<UTC time>.db beside the database. Prints a
 * JSON summary; exits 1 when the backup fails. Restoring is described in the README.
 */
import { resolveDatabasePath } from "./open";
import { backupDatabase, defaultBackupPath } from "./backup";

const source = resolveDatabasePath(process.env.DATABASE_URL ?? "file:./data/app.db");
const destination = process.argv[2] ?? defaultBackupPath(source);

try {
  console.log(JSON.stringify(await backupDatabase(source, destination)));
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
