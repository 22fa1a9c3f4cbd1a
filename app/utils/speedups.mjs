/**
 * The server's performance tricks, each one a switch. Every trick makes a page cheaper to
 * produce without changing a byte of it; `SPEEDUPS_OFF` turns tricks off (a comma list of
 * names, or `all`), and tests/server/speedups.test.ts proves the site the same byte for
 * byte with all of them off. Use it to rule a trick out when something looks wrong, or to
 * measure what one is worth (`npm run bench`).
 *
 * Plain JavaScript, so scripts can read the same list as the app and its production
 * server (app/server/production-server.server.ts).
 */

/** @typedef {keyof typeof SPEEDUPS} Speedup */

export const SPEEDUPS = Object.freeze({
  /** Route matching remembered per path (server/route-match-cache.mjs, decision 045). */
  "route-match-cache": "remembered route matching",
  /** The analytics beacon answered before Express and Remix (server/lean-routes.mjs, decision 034). */
  "lean-routes": "endpoints answered before Remix",
  /** The header and footer rendered once per menus object (app/components/ui/rendered-once.tsx). */
  "rendered-once": "shared markup rendered once",
  /** Internal links written as the anchor Remix's <Link> renders, on the server (app/components/ui/site-link.tsx). */
  "server-links": "plain anchors for links on the server",
});

/**
 * The tricks `value` (SPEEDUPS_OFF) turns off. An unknown name is an error: a switch
 * that silently does nothing would make a measurement lie.
 * @param {string | undefined} value
 * @returns {Set<Speedup>}
 */
export function speedupsOff(value) {
  const names = (value ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes("all")) return new Set(/** @type {Speedup[]} */ (Object.keys(SPEEDUPS)));
  for (const name of names) {
    if (!Object.hasOwn(SPEEDUPS, name)) {
      throw new Error(`SPEEDUPS_OFF names "${name}", which is not one of: all, ${Object.keys(SPEEDUPS).join(", ")}`);
    }
  }
  return new Set(/** @type {Speedup[]} */ (names));
}

/**
 * Whether the trick `name` is on in this process.
 * @param {Speedup} name
 * @param {Record<string, string | undefined>} [env]
 */
export function speedupOn(name, env = process.env) {
  return !speedupsOff(env.SPEEDUPS_OFF).has(name);
}
