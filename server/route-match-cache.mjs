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
 * Installed once, from server/production-hooks.mjs, before Remix is loaded.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** Paths remembered per table shape: the site's pages, and room for the 404s of scanners. */
export const REMEMBERED_PATHS = 2000;

/**
 * @typedef {{ id?: unknown, path?: string, index?: boolean, caseSensitive?: boolean, children?: RouteLike[] }} RouteLike
 * @typedef {{ params: Record<string, string | undefined>, pathname: string, pathnameBase: string, route: RouteLike }} MatchLike
 * @typedef {(routes: RouteLike[], location: string | { pathname?: string }, basename?: string) => MatchLike[] | null} MatchRoutes
 * @typedef {{ id: string, params: Record<string, string | undefined>, pathname: string, pathnameBase: string }} RememberedMatch
 */

/**
 * A `matchRoutes` that remembers its answers. Tables whose routes do not all carry a
 * unique string id (only Remix's do) are passed to `original` every time.
 *
 * @param {MatchRoutes} original
 * @param {{ parsePath: (path: string) => { pathname?: string } }} paths
 * @returns {MatchRoutes}
 */
export function rememberingMatchRoutes(original, { parsePath }, limit = REMEMBERED_PATHS) {
  /** @type {WeakMap<RouteLike[], { key: string, byId: Map<string, RouteLike> } | null>} */
  const shapes = new WeakMap();
  /** @type {Map<string, Map<string, RememberedMatch[] | null>>} */
  const answersByShape = new Map();

  return function matchRoutes(routes, location, basename = "/") {
    const shape = shapeOf(routes, shapes);
    const pathname = typeof location === "string" ? parsePath(location).pathname : location?.pathname;
    if (!shape || typeof pathname !== "string") return original(routes, location, basename);

    let answers = answersByShape.get(shape.key);
    if (!answers) answersByShape.set(shape.key, (answers = new Map()));
    const key = `${basename}\u0000${pathname}`;
    let remembered = answers.get(key);
    if (remembered === undefined) {
      const matches = original(routes, location, basename);
      remembered = matches
        ? matches.map((match) => ({
            id: /** @type {string} */ (match.route.id),
            params: { ...match.params },
            pathname: match.pathname,
            pathnameBase: match.pathnameBase,
          }))
        : null;
      // The oldest answer goes first once the limit is reached (a Map keeps insertion order).
      if (answers.size >= limit) answers.delete(answers.keys().next().value);
      answers.set(key, remembered);
    }
    return remembered
      ? remembered.map(({ id, params, pathname: matched, pathnameBase }) => ({
          params: { ...params },
          pathname: matched,
          pathnameBase,
          route: /** @type {RouteLike} */ (shape.byId.get(id)),
        }))
      : null;
  };
}

/**
 * What matching depends on, as one string (ids, paths, index and case flags, nesting),
 * with the table's routes by id; null when a route has no unique string id.
 *
 * @param {RouteLike[]} routes
 * @param {WeakMap<RouteLike[], { key: string, byId: Map<string, RouteLike> } | null>} shapes
 */
function shapeOf(routes, shapes) {
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
  const shape = walk(routes) ? { key: parts.join(""), byId } : null;
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
