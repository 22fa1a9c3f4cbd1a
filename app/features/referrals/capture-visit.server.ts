import { captureReferral } from "./referrals.server";

/**
 * What the root loader records about a page request: a referral click (decision 013),
 * whose cookie makes that response personal. Page views are not counted here: the
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
