import { ANALYTICS_BEACON, handleTrack } from "~/features/analytics/ingest.server";
import { withDirectArrival } from "~/features/attribution/attribution.server";
import { endpointAction, methodRefusal } from "~/utils/endpoint.server";

/**
 * The tracker's beacon (product reference §7.3): the analytics record of §3.7. A visitor
 * whose first page came from the cache gets a direct first touch on the page that sent
 * it, named by the beacon's Referer (decision 076).
 */
export const action = /* @__PURE__ */ endpointAction(ANALYTICS_BEACON, async ({ request }) => {
  const referer = request.headers.get("Referer");
  return withDirectArrival(request, await handleTrack(request, { debug: false }), referer);
});

export function loader() {
  return methodRefusal(ANALYTICS_BEACON);
}
