import type { ActionFunctionArgs } from "@remix-run/node";
import { callbackFormProps, handleCallbackApi } from "~/features/chat/callback.server";

/** GET: the spam trap of the widget's callback form. POST: the callback request itself. */
export function loader() {
  return callbackFormProps();
}

export function action({ request }: ActionFunctionArgs) {
  return handleCallbackApi(request);
}
