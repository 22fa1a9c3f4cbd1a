import { PUBLIC_DOCUMENT_CACHE_CONTROL } from "~/features/caching/document-cache";
import { listSafeNavigationItems } from "~/features/navigation/navigation.server";
import { jsonResponse } from "~/utils/http.server";

/**
 * GET /api/navigation: the navigation items with their children (product reference §7.1). Cached like
 * the pages that show them, so a staff change reaches both within the same minute.
 */
export async function loader() {
  return jsonResponse(await listSafeNavigationItems(), {
    headers: { "Cache-Control": PUBLIC_DOCUMENT_CACHE_CONTROL },
  });
}
