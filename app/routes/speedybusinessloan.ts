import type { LoaderFunctionArgs } from "@remix-run/node";
import { REDIRECTS } from "~/features/routing/route-manifest.server";
import { redirectResponse } from "~/utils/http.server";

/** The old path of the Speedy Business Loan page; the query string is kept. */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return redirectResponse(`${REDIRECTS[url.pathname] ?? "/speedy-business-loan"}${url.search}`, 301);
}
