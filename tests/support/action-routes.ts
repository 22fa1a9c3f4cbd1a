import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Every route module that accepts a state-changing request (exports an `action`), read
 * from app/routes so a new endpoint cannot slip past the security and fuzz suites: they
 * assert that their own tables cover exactly this list.
 */
const ROUTES_DIR = "app/routes";
const EXPORTS_ACTION = /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/;

export interface ActionRoute {
  /** The file name under app/routes, e.g. "api.consult.ts". */
  file: string;
  /** The URL pattern with Remix params, e.g. "/api/lightboxes/:id", and `*` for a splat ("/admin/content/*"). */
  pattern: string;
}

/** Remix v2 flat-route file name → URL pattern (enough for the names this app uses). */
export function routePattern(file: string): string {
  const name = file.replace(/\.(tsx|ts)$/, "");
  const segments = name
    .split(/(?<!\[)\.(?!\])/) // a dot in brackets ("sitemap[.]xml") belongs to the segment
    .map((segment) => segment.replaceAll("[.]", "."))
    .filter((segment) => segment !== "_index" && !segment.startsWith("_"))
    .map((segment) => segment.replace(/_$/, ""))
    .map((segment) => (segment === "$" ? "*" : segment.startsWith("$") ? `:${segment.slice(1)}` : segment));
  return `/${segments.join("/")}`;
}

/** Every route module under app/routes, with its URL pattern and source. */
export function routeModules(): (ActionRoute & { source: string })[] {
  return readdirSync(ROUTES_DIR)
    .filter((file) => /\.(ts|tsx)$/.test(file) && !file.includes(".test."))
    .map((file) => ({ file, pattern: routePattern(file), source: readFileSync(join(ROUTES_DIR, file), "utf8") }))
    .sort((a, b) => a.pattern.localeCompare(b.pattern) || a.file.localeCompare(b.file));
}

export function exportsAction(source: string): boolean {
  return EXPORTS_ACTION.test(source);
}

export function actionRoutes(): ActionRoute[] {
  return routeModules()
    .filter((route) => exportsAction(route.source))
    .map(({ file, pattern }) => ({ file, pattern }));
}
