import { captureReferral } from "~/features/referrals/referrals.server";
import { TRACK_PATH } from "./ingest.server";
import { isStaffPathname } from "./request-filters";
import type { TrackerConfig } from "./tracker/global";

/**
 * What the root loader records about a page request: a referral click (decision 013),
 * whose cookie makes that response personal. Page views are no longer counted here: the
 * tracker counts them, and a <noscript> image for visitors without JavaScript (decision
 * 032), so the document sets no analytics cookie and a shared cache may keep it.
 * Referral capture must never break a page: a failure is logged and the page renders.
 */
export async function captureVisit(request: Request): Promise<{ setCookies: string[] }> {
  try {
    const referralCookie = await captureReferral(request);
    return { setCookies: referralCookie ? [referralCookie] : [] };
  } catch (error) {
    console.error("referrals: click capture failed", error);
    return { setCookies: [] };
  }
}

/**
 * The tracker's settings, the same for every visitor of a page (the HTML may be cached):
 * every page but the staff area loads it. Do Not Track, Global Privacy Control and the
 * staff opt-out are honoured by the tracker in the browser and again by the endpoints.
 */
export function trackerConfig(pathname: string): TrackerConfig | null {
  return isStaffPathname(pathname) ? null : { endpoint: TRACK_PATH };
}
