import type { LoaderFunctionArgs } from "@remix-run/node";
import { popupResponse } from "~/features/popups/popup-api.server";
import { refuseEveryPost } from "~/utils/endpoint.server";

/** GET /api/lightboxes/{id} (product reference §7.1). */
export function loader({ request, params }: LoaderFunctionArgs) {
  return popupResponse(request, params.id);
}

export const action = refuseEveryPost;
