import type { LoaderFunctionArgs } from "@remix-run/node";
import { closePopup } from "~/features/popups/tracking-routes.server";

/** The pop-up's close control without JavaScript: remember the dismissal, return to the page. */
export function loader({ request, params }: LoaderFunctionArgs) {
  return closePopup(request, params.id);
}
