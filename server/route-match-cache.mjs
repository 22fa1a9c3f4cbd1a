/**
 * Remembered route matching for the production server (decision 045).
 *
 * Remix matches the URL against the route table four times for every page it renders
 * (the request handler, the data router, the rendered router and the route manifest
 * sent to the browser), and each time @remix-run/router's `matchRoutes` flattens and
 * ranks the whole table and builds a regular expression for every route it tries: about
 * a seventh of the CPU a page costs. What it returns depends only on the shape of the
 * table and on the path, so the answer for a path is remembered per table shape and
 * handed out again as fresh match objects that point at the routes of the table the
 * caller passed (Remix builds a new table object for each render). The calls go through
 * the package's exports, which is what is replaced here: three of them always did, and
 * the data router's own (its `query` and `queryRoute`) does through a two-line patch
 * (patches/@remix-run+router+*.patch, applied by patch-package after every install).
 *
 * Installed once, by the production server (app/server/production-server.server.ts), before it
 * creates Remix's request handler.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * What the remembered answers may keep, all table shapes together, as `approximateBytes`
 * counts it. A page's answer is about a kilobyte and Remix uses three or four table shapes
 * per page, so this holds the site's pages many times over.
 */
export const REMEMBERED_BYTES = 4 * 1024 * 1024;

/**
 * Longer paths are matched every time and never kept: no page of the site has a path
 * anywhere near this long, and a 15 KB path is a scanner's or a fuzzer's.
 */
export const LONGEST_REMEMBERED_PATH = 512;

/**
 * @typedef {{ id?: unknown, path?: string, index?: boolean, caseSensitive?: boolean, children?: RouteLike[] }} RouteLike
 * @typedef {{ params: Record<string, string | undefined>, pathname: string, pathnameBase: string, route: RouteLike }} MatchLike
 * @typedef {(routes: RouteLike[], location: string | { pathname?: string }, basename?: string) => MatchLike[] | null} MatchRoutes
 * @typedef {{ id: string, params: Record<string, string | undefined>, pathname: string, pathnameBase: string }} RememberedMatch
 * @typedef {{ key: string, number: number, byId: Map<string, RouteLike> }} TableShape
 */

/**
 * A `matchRoutes` that remembers its answers for the site's pages. Tables whose routes do
 * not all carry a unique string id (only Remix's do) are passed to `original` every time.
 *
 * Only an answer that names a page is kept: a path that nothing matches, or that only a
 * splat route matches (`$.tsx`, the 404 page), is matched again each time, as is any path
 * longer than `longestPath`. Those are the paths a scanner can invent without end, and
 * every match of such a path holds the whole path (in its pathname and in the splat or
 * slug parameter): kept, 2,000 paths of 15 KB cost 235 MB of heap (decision 049). What is
 * kept is counted in bytes, and the least recently used answer goes first once
 * `maxBytes` is reached.
 *
 * @param {MatchRoutes} original
 * @param {{ parsePath: (path: string) => { pathname?: string } }} paths
 * @param {{ maxBytes?: number, longestPath?: number }} [limits]
 * @returns {MatchRoutes & { rememberedBytes: () => number }}
 */
export function rememberingMatchRoutes(
  original,
  { parsePath },
  { maxBytes = REMEMBERED_BYTES, longestPath = LONGEST_REMEMBERED_PATH } = {},
) {
  /** @type {WeakMap<RouteLike[], TableShape | null>} */
  const shapes = new WeakMap();
  /** Each table shape's number, which stands for it in the keys. */
  /** @type {Map<string, number>} */
  const shapeNumbers = new Map();
  /** Least recently used first (a Map keeps insertion order). */
  /** @type {Map<string, { matches: RememberedMatch[], bytes: number }>} */
  const answers = new Map();
  let rememberedBytes = 0;

  /** @type {MatchRoutes} */
  function matchRoutes(routes, location, basename = "/") {
    const shape = shapeOf(routes, shapes, shapeNumbers);
    const pathname = typeof location === "string" ? parsePath(location).pathname : location?.pathname;
    if (!shape || typeof pathname !== "string" || pathname.length > longestPath) return original(routes, location, basename);

    const key = `${shape.number}\u0000${basename}\u0000${pathname}`;
    const remembered = answers.get(key);
    if (remembered) {
      answers.delete(key);
      answers.set(key, remembered);
      return remembered.matches.map(({ id, params, pathname: matched, pathnameBase }) => ({
        params: { ...params },
        pathname: matched,
        pathnameBase,
        route: /** @type {RouteLike} */ (shape.byId.get(id)),
      }));
    }
    const matches = original(routes, location, basename);
    if (matches && namesAPage(matches)) {
      const kept = matches.map((match) => ({
        id: /** @type {string} */ (match.route.id),
        params: { ...match.params },
        pathname: match.pathname,
        pathnameBase: match.pathnameBase,
      }));
      const bytes = approximateBytes(key, kept);
      if (bytes <= maxBytes) {
        for (const [oldest, { bytes: oldestBytes }] of answers) {
          if (rememberedBytes + bytes <= maxBytes) break;
          answers.delete(oldest);
          rememberedBytes -= oldestBytes;
        }
        answers.set(key, { matches: kept, bytes });
        rememberedBytes += bytes;
      }
    }
    return matches;
  }

  return Object.assign(matchRoutes, { rememberedBytes: () => rememberedBytes });
}

/**
 * A page, as opposed to any path at all: something matched, and not a splat route, which
 * takes every path under it (the site's `$.tsx` answers them all with its 404).
 *
 * @param {MatchLike[]} matches
 */
function namesAPage(matches) {
  return matches.length > 0 && !matches.some((match) => match.route.path?.endsWith("*"));
}

/**
 * What a remembered answer keeps, roughly and on the high side: its strings at two bytes a
 * character (V8 stores a string with a character past Latin-1 that way) and an allowance
 * for each object and for its place in the Map.
 *
 * @param {string} key
 * @param {RememberedMatch[]} matches
 */
function approximateBytes(key, matches) {
  const BYTES_PER_OBJECT = 80;
  let characters = key.length;
  let objects = 3; // the Map's entry, the record and its array
  for (const { id, params, pathname, pathnameBase } of matches) {
    characters += id.length + pathname.length + pathnameBase.length;
    objects += 2; // the match and its params
    for (const [name, value] of Object.entries(params)) characters += name.length + (value?.length ?? 0);
  }
  return characters * 2 + objects * BYTES_PER_OBJECT;
}

/**
 * What matching depends on, as one string (ids, paths, index and case flags, nesting) and
 * the number that stands for it, with the table's routes by id; null when a route has no
 * unique string id.
 *
 * @param {RouteLike[]} routes
 * @param {WeakMap<RouteLike[], TableShape | null>} shapes
 * @param {Map<string, number>} shapeNumbers
 */
function shapeOf(routes, shapes, shapeNumbers) {
  if (!Array.isArray(routes)) return null;
  const known = shapes.get(routes);
  if (known !== undefined) return known;
  /** @type {Map<string, RouteLike>} */
  const byId = new Map();
  /** @type {string[]} */
  const parts = [];
  /** @param {RouteLike[]} list */
  const walk = (list) => {
    parts.push("[");
    for (const route of list) {
      if (typeof route.id !== "string" || byId.has(route.id)) return false;
      byId.set(route.id, route);
      parts.push(JSON.stringify([route.id, route.path ?? null, route.index === true, route.caseSensitive === true]));
      if (route.children?.length && !walk(route.children)) return false;
    }
    parts.push("]");
    return true;
  };
  let shape = null;
  if (walk(routes)) {
    const key = parts.join("");
    if (!shapeNumbers.has(key)) shapeNumbers.set(key, shapeNumbers.size);
    shape = { key, number: /** @type {number} */ (shapeNumbers.get(key)), byId };
  }
  shapes.set(routes, shape);
  return shape;
}

/**
 * Replaces `matchRoutes` in @remix-run/router's exports, which Remix's server runtime,
 * React Router and Remix's route manifest call through; returns a function that puts the
 * original back.
 */
export function installRouteMatchCache() {
  const router = require("@remix-run/router");
  const original = router.matchRoutes;
  router.matchRoutes = rememberingMatchRoutes(original, router);
  return () => {
    router.matchRoutes = original;
  };
}
