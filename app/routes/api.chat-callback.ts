import { CALLBACK_API, callbackFormProps, handleCallbackApi } from "~/features/chat/callback.server";
import { endpointAction } from "~/utils/endpoint.server";

/** GET: the spam trap of the widget's callback form. POST: the callback request itself. */
export function loader() {
  return callbackFormProps();
}

export const action = /* @__PURE__ */ endpointAction(CALLBACK_API, ({ request }) => handleCallbackApi(request));
