import type { ContentPage } from "~/features/content-pages/content-library.server";
import { previewLinkUntil, requirePreviewLink } from "~/features/content-editing/preview-link.server";
import { pageEditorPath } from "./page-edit-state";
import { previewedPage } from "./page-edits.server";

/** What the preview of an unpublished edit says above the page. */
export interface PagePreviewBanner {
  message: string;
  editPath: string;
}

/** A preview is its reader's alone: never kept by a shared cache or the browser, never indexed. */
export const PREVIEW_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

/**
 * The content page at this canonical path as this request gets it: visitors get the
 * published edit when there is one, else the shipped file (`shipped`); a signed-in staff
 * member with a valid `?preview=` link gets the draft under a banner. A preview link
 * without a session asks for the sign-in first; an expired or altered one is a 404, so a
 * link reveals nothing to anybody else.
 */
export async function contentPageForRequest(
  request: Request,
  path: string,
  shipped: ContentPage,
  /** The live edits (liveEditedPages), read once for the page and its links. */
  live: ReadonlyMap<string, ContentPage>,
): Promise<{ page: ContentPage; preview: PagePreviewBanner | null }> {
  const link = await requirePreviewLink(request, path);
  if (!link) return { page: live.get(path) ?? shipped, preview: null };
  const page = (await previewedPage(path)) ?? shipped;
  return {
    page,
    preview: {
      message: `Preview of the latest draft — visitors do not see it until it is published. ${previewLinkUntil(link)}`,
      editPath: pageEditorPath(path),
    },
  };
}
