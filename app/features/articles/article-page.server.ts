import { data } from "@remix-run/node";
import { buildBreadcrumbs } from "~/features/content-pages/family-crumbs";
import { isPubliclyVisible, siteClock } from "~/features/content-editing/publish-state";
import { redirectOrNotFound } from "~/features/redirects/redirects.server";
import { previewLinkUntil, requirePreviewLink } from "~/features/content-editing/preview-link.server";
import { staffMemberAllowedTo } from "~/features/staff/session.server";
import { goesLiveFor } from "./article-admin.server";
import { articlePath, findArticle, findArticleForPreview, listOtherArticles, type ArticleDetail } from "./articles.server";

/** What a staff preview of an article that visitors cannot see yet says above it. */
export interface ArticlePreview {
  message: string;
  editPath: string;
}

/** A staff preview is theirs alone: never kept by a shared cache or the browser, never indexed. */
const PREVIEW_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

async function pageOf(article: ArticleDetail, preview: ArticlePreview | null) {
  const path = articlePath(article.slug);
  return {
    article,
    breadcrumbs: buildBreadcrumbs("articles", path, article.title),
    more: (await listOtherArticles(article.slug)).map((other) => ({ href: articlePath(other.slug), title: other.title })),
    preview,
  };
}

/**
 * /articles/{slug}: the public article; for staff who edit content, an article visitors
 * cannot see yet (draft, scheduled, unpublished) as its real page under a preview banner,
 * private; otherwise a permanent redirect when the address moved (a renamed slug), or a
 * 404 (decision 056). The article at an address wins over a redirect from it.
 */
export async function loadArticlePage(request: Request, slug: string) {
  // A shared preview link (any role that may open previews) or the content role itself.
  const link = await requirePreviewLink(request, articlePath(slug));
  const article = await findArticle(slug);
  if (article) return pageOf(article, null);

  const staff = link?.staff ?? (await staffMemberAllowedTo(request, "content"));
  const hidden = staff ? await findArticleForPreview(slug) : null;
  if (staff && hidden) {
    const { id, published, article: draft } = hidden;
    const moment = { published, publishDate: draft.publishedAt, publishTime: draft.publishTime };
    const scheduled = published && !isPubliclyVisible(moment, siteClock());
    const status = scheduled
      ? `Preview — not published yet, goes live ${goesLiveFor(staff, draft.publishedAt, draft.publishTime)}. Visitors cannot see this page until then.`
      : "Preview — not published: visitors cannot see this page until it is published.";
    const message = link ? `${status} ${previewLinkUntil(link)}` : status;
    return data(await pageOf(draft, { message, editPath: `/admin/articles/${id}` }), { headers: PREVIEW_HEADERS });
  }

  throw await redirectOrNotFound(request);
}
