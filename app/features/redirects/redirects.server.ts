import { and, eq, ne, sql } from "drizzle-orm";
import type { AppDatabase } from "#db/open";
import { redirects } from "#db/schema";
import { getDb, lockForDecision } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { notFound, redirectResponse } from "~/utils/http.server";
import { isSiteRelativePath, parseHostList } from "~/utils/safe-url";
import { endOfChain, followableDestination, locationWithQuery, lookupPath, REDIRECT_PATH_MAX_LENGTH, sitePathOf } from "./redirect-rules";

/**
 * Permanent redirects of addresses that moved (table `redirects`, decisions 056 and 082):
 * one row per old path, pointing straight at the current address (chains are collapsed
 * when written). An article's renamed slug writes them, and so does the redirects screen.
 */

/** The https hosts a redirect may lead to besides this site (REDIRECT_ALLOWED_HOSTS). */
export function allowedRedirectHosts(): string[] {
  return parseHostList(getEnv().REDIRECT_ALLOWED_HOSTS);
}

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
  await lockForDecision(tx, "redirects");
  await tx.update(redirects).set({ toPath: to }).where(eq(redirects.toPath, from));
  await tx.delete(redirects).where(eq(redirects.fromPath, to));
  if (!keepOld) return;
  await tx
    .insert(redirects)
    .values({ fromPath: from, toPath: to, createdBy })
    .onConflictDoUpdate({ target: redirects.fromPath, set: { toPath: to, createdBy, createdAt: Date.now() } });
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

/**
 * Whether a stored redirect answers this address (when no page does). The root loader
 * records where a visitor came from on the destination instead: the query string goes
 * along, and the cookies of a redirect's own reply are lost, so the same visit would count
 * twice.
 */
export async function isRedirectedAddress(pathname: string): Promise<boolean> {
  const path = lookupPath(pathname);
  if (path.length > REDIRECT_PATH_MAX_LENGTH) return false;
  const [row] = await getDb().select({ id: redirects.id }).from(redirects).where(eq(redirects.fromPath, path)).limit(1);
  return row !== undefined;
}

/** Counts one answer of a redirect. A failure is logged and the visitor still gets the redirect. */
async function countHit(id: number): Promise<void> {
  try {
    await getDb()
      .update(redirects)
      .set({ hitCount: sql`${redirects.hitCount} + 1`, lastHitAt: Date.now() })
      .where(eq(redirects.id, id));
  } catch (error) {
    console.error("redirects: a hit was not counted", error);
  }
}

/**
 * The answer for an address no page serves, for every loader that found nothing to show:
 * a 301 to where a stored redirect leads (the visitor's query string carried over, the
 * hit counted), or the 404. Asked only after the page's own lookup, so a page at the
 * address always wins. Sent `no-store`, like every redirect of the site: no cache, the
 * browser's or the edge's, keeps it, so an edited or removed redirect, or a page that
 * takes the address later, is seen at the next request and every hit reaches the count.
 */
export async function redirectOrNotFound(request: Request): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") return notFound();
  const url = new URL(request.url);
  const path = lookupPath(url.pathname);
  if (path.length > REDIRECT_PATH_MAX_LENGTH) return notFound();
  const [row] = await getDb()
    .select({ id: redirects.id, toPath: redirects.toPath })
    .from(redirects)
    .where(eq(redirects.fromPath, path))
    .limit(1);
  const destination = row ? followableDestination(row.toPath, allowedRedirectHosts()) : null;
  if (!row || !destination) return notFound();
  await countHit(row.id);
  return redirectResponse(locationWithQuery(destination, url.search), 301);
}

export type StoreOutcome =
  | { ok: true; id: number; toPath: string; repointed: number }
  | { ok: false; problem: "from-taken" | "loop" | "missing" };

/**
 * Adds (`id` null) or changes a redirect in `tx`, keeping every stored redirect one hop:
 * the destination is followed through stored redirects to its end (A→B with B→C stored
 * is stored A→C), except through an address a page serves (the page wins there), and
 * every redirect that led to `from` now leads to that end too. Refused when another
 * redirect has `from` already, or when the chain comes back to `from`.
 */
export async function storeRedirect(
  tx: AppDatabase,
  change: { id: number | null; fromPath: string; toPath: string; createdBy: number },
  servesPage: (path: string) => Promise<boolean>,
): Promise<StoreOutcome> {
  const { id, fromPath, toPath, createdBy } = change;
  await lockForDecision(tx, "redirects");
  const notThisRow = id === null ? undefined : ne(redirects.id, id);
  const [taken] = await tx
    .select({ id: redirects.id })
    .from(redirects)
    .where(and(eq(redirects.fromPath, fromPath), notThisRow))
    .limit(1);
  if (taken) return { ok: false, problem: "from-taken" };

  const end = await endOfChain(fromPath, toPath, async (path) => {
    if (await servesPage(path)) return null;
    const [next] = await tx
      .select({ toPath: redirects.toPath })
      .from(redirects)
      .where(and(eq(redirects.fromPath, path), notThisRow))
      .limit(1);
    return next?.toPath ?? null;
  });
  if (end === null) return { ok: false, problem: "loop" };

  let storedId: number;
  if (id === null) {
    const [created] = await tx.insert(redirects).values({ fromPath, toPath: end, createdBy }).returning({ id: redirects.id });
    if (!created) throw new Error("the redirect was not inserted");
    storedId = created.id;
  } else {
    const [updated] = await tx.update(redirects).set({ fromPath, toPath: end }).where(eq(redirects.id, id)).returning({ id: redirects.id });
    if (!updated) return { ok: false, problem: "missing" };
    storedId = updated.id;
  }
  // A page at the end kept a redirect back to `from` behind it: the pair would loop once that page goes.
  const endPath = sitePathOf(end);
  if (endPath !== null) await tx.delete(redirects).where(and(eq(redirects.fromPath, endPath), eq(redirects.toPath, fromPath)));
  const repointed = await tx
    .update(redirects)
    .set({ toPath: end })
    .where(and(eq(redirects.toPath, fromPath), ne(redirects.id, storedId)))
    .returning({ id: redirects.id });
  return { ok: true, id: storedId, toPath: end, repointed: repointed.length };
}
