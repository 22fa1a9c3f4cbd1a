import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A preview link of a content page's unpublished edit (issue 30): `?preview=` a token
 * that names the page's path and an expiry, signed with a key derived from the site's
 * secret for this one purpose. It opens the preview for any signed-in staff member until
 * it expires, so an editor can send it to a colleague; visitors never get a preview.
 */
export const PREVIEW_LINK_DAYS = 7;

const TOKEN = /^([1-9][0-9]{0,11})\.([A-Za-z0-9_-]{43})$/;

function signature(path: string, seconds: string, secret: string): Buffer {
  const key = createHmac("sha256", secret).update("page preview link v1").digest();
  return createHmac("sha256", key).update(`${path}\n${seconds}`).digest();
}

export function signPreviewToken(path: string, expiresAt: Date, secret: string): string {
  const seconds = String(Math.floor(expiresAt.getTime() / 1000));
  return `${seconds}.${signature(path, seconds, secret).toString("base64url")}`;
}

/** The link's expiry when it was signed for this path with this secret and has not expired; otherwise null. */
export function verifyPreviewToken(token: string, path: string, secret: string, now: Date): Date | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, seconds = "", mac = ""] = match;
  const expected = signature(path, seconds, secret);
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected) || given.toString("base64url") !== mac) return null;
  const expiresAt = new Date(Number(seconds) * 1000);
  return now.getTime() < expiresAt.getTime() ? expiresAt : null;
}
