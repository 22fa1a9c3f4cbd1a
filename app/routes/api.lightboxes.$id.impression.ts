import type { ActionFunctionArgs } from "@remix-run/node";
import { trackResponse } from "~/features/popups/popup-api.server";
import { jsonError } from "~/utils/http.server";

/** POST /api/lightboxes/{id}/impression (product reference §7.1): the pop-up was shown. */
export function action({ request, params }: ActionFunctionArgs) {
  return trackResponse(request, params.id, "impression");
}

export function loader() {
  return jsonError(405, "Use POST.");
}
