import { getEnv } from "./env.server";

/**
 * The public origin for links: SITE_URL. Production refuses to start without it, so a
 * request's Host header never writes a link there; only development and tests, where
 * SITE_URL may be unset, fall back to the request's own origin.
 */
export function siteOrigin(request: Request): string {
  return getEnv().SITE_URL ?? new URL(request.url).origin;
}
