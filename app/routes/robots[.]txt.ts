import type { LoaderFunctionArgs } from "@remix-run/node";
import { isProduction } from "~/utils/env.server";
import { applyBaselineSecurityHeaders } from "~/utils/security-headers.server";
import { siteOrigin } from "~/utils/origin.server";

export function loader({ request }: LoaderFunctionArgs) {
  const origin = siteOrigin(request);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /lightbox-config",
    // The pop-up's click, close and impression routes: counting, not content.
    "Disallow: /lightbox/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" });
  applyBaselineSecurityHeaders(headers, isProduction());
  return new Response(body, { headers });
}
