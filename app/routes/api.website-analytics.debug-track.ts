import { ANALYTICS_BEACON, debugTrackRead, handleDebugTrack } from "~/features/analytics/ingest.server";
import { endpointAction } from "~/utils/endpoint.server";

/** Same as /track, and logs and echoes the parsed record (the tracker's debug mode, product reference §7.3); off in production (decision 027). */
export const action = /* @__PURE__ */ endpointAction(ANALYTICS_BEACON, ({ request }) => handleDebugTrack(request));

export function loader() {
  return debugTrackRead();
}
