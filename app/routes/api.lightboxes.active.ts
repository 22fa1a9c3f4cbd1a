import type { LoaderFunctionArgs } from "@remix-run/node";
import { activeLightboxesResponse } from "~/features/lightbox/lightbox-api.server";

/** GET /api/lightboxes/active?page=home&_t=… (spec §7). */
export function loader({ request }: LoaderFunctionArgs) {
  return activeLightboxesResponse(request);
}
