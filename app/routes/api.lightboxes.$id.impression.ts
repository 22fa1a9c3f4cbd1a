import { POPUP_EVENT, trackResponse } from "~/features/popups/popup-api.server";
import { endpointAction, methodRefusal } from "~/utils/endpoint.server";

/** POST /api/lightboxes/{id}/impression (product reference §7.1): the pop-up was shown. */
export const action = /* @__PURE__ */ endpointAction(POPUP_EVENT, ({ request, params }) => trackResponse(request, params.id, "impression"));

export function loader() {
  return methodRefusal(POPUP_EVENT);
}
