import type { LoaderFunctionArgs } from "@remix-run/node";
import { activeLightboxesResponse } from "~/features/lightbox/lightbox-api.server";

/** GET /api/lightboxes/active?page=home&_t=… (product reference §7.1). */
export function loader({ request }: LoaderFunctionArgs) {
  return activeLightboxesResponse(request);
}
