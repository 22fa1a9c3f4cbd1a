import { eq } from "drizzle-orm";
import type { AppDatabase } from "#db/open";
import { redirects } from "#db/schema";
import { getDb } from "~/utils/db.server";
import { isSiteRelativePath } from "~/utils/safe-url";

/**
 * Permanent redirects of addresses that moved (table `redirects`, decision 056): one row
 * per old path, pointing straight at the current one. Generic on purpose: today an
 * article's renamed slug writes them, later any content page can.
 */

/**
 * Inside the transaction that moved a page from `from` to `to`. Every older address of
 * the page now leads straight to `to` (chains collapse); a redirect from `to` itself
 * goes (the page moved back to an address it had: it would loop); and, when the old
 * address was public (`keepOld`), `from` now redirects to `to`.
 */
export async function recordMove(
  tx: AppDatabase,
  move: { from: string; to: string; keepOld: boolean; createdBy: number | null },
): Promise<void> {
  const { from, to, keepOld, createdBy } = move;
  if (from === to) return;
  await tx.update(redirects).set({ toPath: to }).where(eq(redirects.toPath, from));
  await tx.delete(redirects).where(eq(redirects.fromPath, to));
  if (!keepOld) return;
  await tx
    .insert(redirects)
    .values({ fromPath: from, toPath: to, createdBy })
    .onConflictDoUpdate({ target: redirects.fromPath, set: { toPath: to, createdBy, createdAt: new Date().toISOString() } });
}

/**
 * Where an old address now lives, or null. Asked only after the page's own route found
 * nothing there, so a page that takes an old address wins over its redirect. A stored
 * target that is not a plain site path is never followed.
 */
export async function redirectTarget(path: string): Promise<string | null> {
  const [row] = await getDb().select({ toPath: redirects.toPath }).from(redirects).where(eq(redirects.fromPath, path)).limit(1);
  return row && isSiteRelativePath(row.toPath) ? row.toPath : null;
}
