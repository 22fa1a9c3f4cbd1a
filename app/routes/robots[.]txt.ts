import type { LoaderFunctionArgs } from "@remix-run/node";
import { getEnv, isProduction } from "~/utils/env.server";
import { applyBaselineSecurityHeaders } from "~/utils/security-headers.server";

export function loader({ request }: LoaderFunctionArgs) {
  const origin = getEnv().SITE_URL?.replace(/\/$/, "") ?? new URL(request.url).origin;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /lightbox-config",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" });
  applyBaselineSecurityHeaders(headers, isProduction());
  return new Response(body, { headers });
}
