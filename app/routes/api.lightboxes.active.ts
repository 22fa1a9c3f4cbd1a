// "lightbox" is the product's name for the pop-up in URLs and data (product reference §3.1); the code says "pop-up".
import type { LoaderFunctionArgs } from "@remix-run/node";
import { activePopupsResponse } from "~/features/popups/popup-api.server";

/** GET /api/lightboxes/active?page=home&_t=… (product reference §7.1). */
export function loader({ request }: LoaderFunctionArgs) {
  return activePopupsResponse(request);
}
