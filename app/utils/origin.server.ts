import { getEnv } from "./env.server";

/**
 * The public origin for links: SITE_URL. Production refuses to start without it, so a
 * request's Host header never writes a link there; only development and tests, where
 * SITE_URL may be unset, fall back to the request's own origin.
 */
export function siteOrigin(request: Request): string {
  return getEnv().SITE_URL ?? new URL(request.url).origin;
}

/**
 * The public origin for links written outside a request (a job's e-mail): SITE_URL,
 * which production requires; development without it gets the local server's address.
 */
export function configuredSiteOrigin(): string {
  return getEnv().SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
}
