import { requireManifestEntry } from "~/features/routing/route-manifest.server";
import { notFound } from "~/utils/http.server";
import { listArticles } from "./articles.server";

/**
 * The article list's loader (/articles?page=n): its manifest entry, one page of articles
 * and the pagination; 404 for a page past the end.
 *
 * The route imports this one server module and nothing else from the server, so its
 * browser bundle needs no shared stand-in chunk for server code (docs/decisions/018).
 */
export async function loadArticleListPage(request: Request) {
  const list = await listArticles(new URL(request.url).searchParams.get("page"));
  if (!list) throw notFound();
  return { entry: requireManifestEntry("/articles"), ...list };
}
