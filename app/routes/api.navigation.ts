import { listSafeNavigationItems } from "~/features/navigation/navigation.server";
import { jsonResponse } from "~/utils/http.server";

/** GET /api/navigation: the navigation items with their children (product reference §7.1). */
export function loader() {
  return jsonResponse(listSafeNavigationItems(), {
    headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=600" },
  });
}
