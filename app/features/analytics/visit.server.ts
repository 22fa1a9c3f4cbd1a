import { TRACK_PATH } from "./ingest.server";
import { isSecretPathname, isStaffPathname } from "./request-filters";
import type { TrackerConfig } from "./tracker/global";

/**
 * The tracker's settings, the same for every visitor of a page (the HTML may be cached):
 * every page but the staff area and the pages whose address is a secret loads it. Do Not
 * Track, Global Privacy Control and the staff opt-out are honoured by the tracker in the
 * browser and again by the endpoints.
 */
export function trackerConfig(pathname: string): TrackerConfig | null {
  return isStaffPathname(pathname) || isSecretPathname(pathname) ? null : { endpoint: TRACK_PATH };
}
