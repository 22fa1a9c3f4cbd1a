import type { LoaderFunctionArgs } from "@remix-run/node";
import { captureVisit } from "~/features/attribution/capture-visit.server";
import { isValidShareCode, shareRedirectTarget } from "~/features/routing/share-code";
import { redirectResponse } from "~/utils/http.server";

/**
 * `/share/{code}` → `/?ref={code}`; an unsafe code goes to `/` (product reference §2.1). The share link
 * itself is the "/share/ referrer" of product reference §5.3: browsers keep the previous page as the
 * Referer across the redirect, so the click is captured here (decision 013), and recorded as
 * the visitor's touch with its link code (decision 076).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const response = redirectResponse(shareRedirectTarget(params.code), 302);
  if (isValidShareCode(params.code)) {
    const { setCookies } = await captureVisit(request, { referrer: request.url });
    for (const setCookie of setCookies) response.headers.append("Set-Cookie", setCookie);
  }
  return response;
}
