/**
 * The document's policy: scripts from this origin, plus exactly the inline scripts the
 * server rendered, by hash (app/utils/script-hashes.server.ts; no per-response secret,
 * so a cached copy keeps a true policy).
 */
export function contentSecurityPolicy(inlineScriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes].join(" "),
    // React renders style attributes; there is no inline <style> from the database.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
  ].join("; ");
}

/** Headers every response carries: documents, data requests and resource routes. */
export function applyBaselineSecurityHeaders(headers: Headers, production: boolean): void {
  headers.set("X-Content-Type-Options", "nosniff");
  // A page whose address is a secret (a booking's link, decision 067) sets a stricter policy of its own.
  if (!headers.has("Referrer-Policy")) headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  if (production) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  if (!headers.has("Content-Security-Policy")) {
    // Non-HTML replies run no scripts at all.
    headers.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  }
}

export function applyDocumentSecurityHeaders(headers: Headers, inlineScriptHashes: readonly string[], production: boolean): void {
  headers.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes));
  applyBaselineSecurityHeaders(headers, production);
}

/** Cache-Control of anything personal: kept by no cache, not even the browser's. */
export const NEVER_STORED = "private, no-store";

/** Staff pages and downloads (~/utils/staff-area): never indexed, never stored by any cache. */
export function applyStaffHeaders(headers: Headers): void {
  headers.set("X-Robots-Tag", "noindex, nofollow");
  headers.set("Cache-Control", NEVER_STORED);
}
