import { findArticle } from "~/features/articles/articles.server";
import { reservedPageSlugMessage } from "~/features/content-editing/reserved-slugs.server";
import { isReservedFirstSegment } from "~/features/content-editing/slug-rules";
import { findPublishedPage } from "~/features/database-pages/pages.server";
import { REDIRECTS, routeManifest } from "~/features/routing/route-manifest.server";

const manifestPaths = new Set([...routeManifest.map((entry) => entry.path), ...Object.keys(REDIRECTS)]);

/**
 * Files at the top of the site that the edge or a route of their own answers (public/'s
 * files, robots.txt, the sitemap). `redirects-admin.test.ts` reads public/ and app/routes
 * and fails when one is missing here.
 */
export const TOP_LEVEL_FILES: readonly string[] = [
  "apple-touch-icon.png",
  "favicon.ico",
  "favicon.svg",
  "robots.txt",
  "site.webmanifest",
  "sitemap.xml",
];

/** `/{name}/project-hurricane` answers for any name of this shape (its route's own check). */
const PROJECT_PAGE = /^\/[A-Za-z0-9_-]{1,64}\/project-hurricane$/;

/**
 * Why a redirect from this (normalised) path would never be used, or null when no page
 * answers there: the page always wins over a redirect (decision 082). Pages of the route
 * manifest (content pages included) and its fixed redirects, database pages, public
 * articles, and every address under the site's own routes (`/admin/…`, `/api/…`, built
 * files, uploads). Old article addresses (`/articles/{slug}` with no public article) and
 * unknown industries are free to redirect.
 */
export async function servedAddressProblem(path: string): Promise<string | null> {
  // Sentences that begin with a capital (a message for people, not a path that happens to start it).
  const unused = (what: string) => `The address ${path} ${what}: a redirect from it would never be used`;
  if (path === "/") return unused("is the home page");
  // Route matching ignores letter case: /Consult is the /consult page.
  const lowerCase = path.toLowerCase();
  if (manifestPaths.has(lowerCase)) return unused("is a page of the site");
  if (PROJECT_PAGE.test(lowerCase)) return unused("is a page of the site");
  const [first = "", ...rest] = lowerCase.slice(1).split("/");
  if (rest.length === 0) {
    if (TOP_LEVEL_FILES.includes(first)) return unused("is a file the site serves");
    const reserved = reservedPageSlugMessage(first);
    if (reserved) return `The address ${reserved.replace(/: choose another slug$/, ": a redirect from it would never be used")}`;
    if (await findPublishedPage(path.slice(1))) return unused("is a published page (Pages)");
    return null;
  }
  if (first === "articles" && rest.length === 1) {
    return (await findArticle(path.slice("/articles/".length))) ? unused("is a published article") : null;
  }
  if (first === "industries" && rest.length === 1) return null;
  if (isReservedFirstSegment(first)) return `Addresses under /${first}/ belong to the site's own routes: choose another old address`;
  return null;
}

/** Whether a page answers at the path (the chain of redirects stops there: the page wins). */
export async function servesPage(path: string): Promise<boolean> {
  return (await servedAddressProblem(path)) !== null;
}
