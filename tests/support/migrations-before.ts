import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * A copy of a migrations folder as it was before `tag`: the same files, a journal that
 * stops short of it. Migrating a scratch database with it gives the database an older
 * release left behind, to fill with old rows before the real folder migrates it on.
 */
export function migrationsBefore(migrationsFolder: string, tag: string): string {
  const folder = mkdtempSync(join(process.env.DATA_DIR ?? "", "migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 1) throw new Error(`${tag} is not a later migration of ${migrationsFolder}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return folder;
}
