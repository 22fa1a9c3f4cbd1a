import { captureReferral } from "~/features/referrals/referrals.server";
import { captureTouch } from "./attribution.server";

/**
 * What a page request records about where the visitor came from (decision 076): the
 * visitor's touch and, for a partner's link, the referral click and its credit (decision
 * 013), whose cookies make that response personal. `referrer` stands in for the Referer
 * header when the /share/{code} route passes its own address. Page views are not counted
 * here: the tracker counts them, and a <noscript> image for visitors without JavaScript
 * (decision 032), so a plain document sets no cookie and a shared cache may keep it.
 * Recording must never cost the visitor the page: a failure is logged and the page renders.
 */
export async function captureVisit(request: Request, options: { referrer?: string | null } = {}): Promise<{ setCookies: string[] }> {
  const setCookies: string[] = [];
  for (const [what, capture] of [
    ["referral click", captureReferral],
    ["touch", captureTouch],
  ] as const) {
    try {
      const cookie = await capture(request, options);
      if (cookie) setCookies.push(cookie);
    } catch (error) {
      console.error(`attribution: ${what} capture failed`, error);
    }
  }
  return { setCookies };
}
