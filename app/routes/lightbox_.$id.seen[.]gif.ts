import type { LoaderFunctionArgs } from "@remix-run/node";
import { impressionPixel } from "~/features/popups/tracking-routes.server";

/** The impression of a visitor without JavaScript (a <noscript> image). */
export function loader({ request, params }: LoaderFunctionArgs) {
  return impressionPixel(request, params.id);
}
