import type { LoaderFunctionArgs } from "@remix-run/node";
import { countNoScriptView } from "~/features/analytics/noscript-view.server";
import { withDirectArrival } from "~/features/attribution/attribution.server";

/**
 * The page view of a visitor without JavaScript: a <noscript> image (decision 032); and,
 * for a visitor whose first page came from the cache, a direct first touch on that page
 * (decision 076).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return withDirectArrival(request, await countNoScriptView(request), new URL(request.url).searchParams.get("u"));
}
