import type { LoaderFunctionArgs } from "@remix-run/node";
import { followCallToAction } from "~/features/popups/tracking-routes.server";

/** The pop-up's call to action without JavaScript: count the click, then go to the safe cta_url. */
export function loader({ request, params }: LoaderFunctionArgs) {
  return followCallToAction(request, params.id);
}
