import type { ContentPage } from "~/features/content-pages/content-library.server";
import { requireStaffPermission } from "~/features/staff/session.server";
import { getEnv } from "~/utils/env.server";
import { formatDateTimeInZone } from "~/utils/format";
import { liveEditedPage, previewedPage } from "./page-edits.server";
import { verifyPreviewToken } from "./preview-link.server";

/** What the preview of an unpublished edit says above the page. */
export interface PagePreviewBanner {
  message: string;
  editPath: string;
}

/** A preview is its reader's alone: never kept by a shared cache or the browser, never indexed. */
export const PREVIEW_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export const pageEditorPath = (path: string) => `/admin/content${path}`;

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
): Promise<{ page: ContentPage; preview: PagePreviewBanner | null }> {
  const url = new URL(request.url);
  const token = url.searchParams.get("preview");
  if (token === null) return { page: (await liveEditedPage(path)) ?? shipped, preview: null };

  const now = new Date();
  const expiresAt = verifyPreviewToken(token, path, getEnv().SESSION_SECRET, now);
  if (!expiresAt) throw new Response("This preview link has expired or is not valid. Ask for a new one.", { status: 404 });
  // Without a session: the sign-in, which comes back here; a role that may not open previews: a 403.
  const staff = await requireStaffPermission(request, "previews");
  const page = (await previewedPage(path)) ?? shipped;
  return {
    page,
    preview: {
      message: `Preview of the latest draft — visitors do not see it until it is published. This link works for signed-in staff until ${formatDateTimeInZone(expiresAt, staff.timeZone)}.`,
      editPath: pageEditorPath(path),
    },
  };
}
