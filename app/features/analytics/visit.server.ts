import { TRACK_PATH } from "./ingest.server";
import { isStaffPathname } from "./request-filters";
import type { TrackerConfig } from "./tracker/global";

/**
 * The tracker's settings, the same for every visitor of a page (the HTML may be cached):
 * every page but the staff area loads it. Do Not Track, Global Privacy Control and the
 * staff opt-out are honoured by the tracker in the browser and again by the endpoints.
 */
export function trackerConfig(pathname: string): TrackerConfig | null {
  return isStaffPathname(pathname) ? null : { endpoint: TRACK_PATH };
}
