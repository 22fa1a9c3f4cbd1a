import { captureReferral } from "~/features/referrals/referrals.server";
import { captureDocumentView, type DocumentCapture } from "./document-capture.server";

/**
 * Everything the root loader records about a page request: the server-side page view
 * (decision 012) and a referral click (decision 013). Analytics must never break a page,
 * so a failure is logged and the page renders without it.
 */
export async function captureVisit(request: Request): Promise<DocumentCapture> {
  let capture: DocumentCapture = { analytics: null, setCookies: [] };
  try {
    capture = captureDocumentView(request);
  } catch (error) {
    console.error("analytics: page view capture failed", error);
  }
  try {
    const referralCookie = await captureReferral(request);
    if (referralCookie) capture = { ...capture, setCookies: [...capture.setCookies, referralCookie] };
  } catch (error) {
    console.error("referrals: click capture failed", error);
  }
  return capture;
}
