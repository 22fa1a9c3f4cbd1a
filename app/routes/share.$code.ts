import type { LoaderFunctionArgs } from "@remix-run/node";
import { shareRedirectTarget } from "~/features/routing/share-code";
import { redirectResponse } from "~/utils/http.server";

/** `/share/{code}` → `/?ref={code}`; an unsafe code goes to `/` (spec §2). */
export function loader({ params }: LoaderFunctionArgs) {
  return redirectResponse(shareRedirectTarget(params.code), 302);
}
