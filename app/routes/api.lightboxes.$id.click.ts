import { POPUP_EVENT, trackResponse } from "~/features/popups/popup-api.server";
import { endpointAction, methodRefusal } from "~/utils/endpoint.server";

/** POST /api/lightboxes/{id}/click (product reference §7.1): the call to action was pressed. */
export const action = /* @__PURE__ */ endpointAction(POPUP_EVENT, ({ request, params }) => trackResponse(request, params.id, "click"));

export function loader() {
  return methodRefusal(POPUP_EVENT);
}
