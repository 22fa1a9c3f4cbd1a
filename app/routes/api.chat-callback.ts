import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { callbackFormProps, handleCallbackApi } from "~/features/chat/callback.server";

/** GET: the widget's callback form token and spam trap. POST: the callback request itself. */
export function loader({ request }: LoaderFunctionArgs) {
  return callbackFormProps(request);
}

export function action({ request }: ActionFunctionArgs) {
  return handleCallbackApi(request);
}
