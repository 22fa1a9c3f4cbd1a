import { createHmac, timingSafeEqual } from "node:crypto";
import { requireStaffPermission, type StaffMember } from "~/features/staff/session.server";
import { getEnv } from "~/utils/env.server";
import { formatDateTimeInZone } from "~/utils/format";

/**
 * A preview link of something visitors cannot see yet (issue 30: a page's draft, an
 * unpublished article): `?preview=` a token that names the public path and an expiry,
 * signed with a key derived from the site's secret for this one purpose. It opens the
 * preview for any signed-in staff member whose role may open previews until it expires,
 * so an editor can send it to a colleague; visitors never get a preview.
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

/** A preview link of `path` for PREVIEW_LINK_DAYS from `now`: the path with its token, and when it stops working. */
export function previewLinkOf(path: string, now: Date): { href: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + PREVIEW_LINK_DAYS * 24 * 60 * 60 * 1000);
  return { href: `${path}?preview=${signPreviewToken(path, expiresAt, getEnv().SESSION_SECRET)}`, expiresAt };
}

/**
 * The request's `?preview=` link for `path`: null when it has none; the member and the
 * link's expiry when it is valid and their role may open previews. An altered or expired
 * link is a 404 (it reveals nothing); without a session, the sign-in, which comes back
 * here; a role that may not, a 403.
 */
export async function requirePreviewLink(request: Request, path: string): Promise<{ staff: StaffMember; expiresAt: Date } | null> {
  const token = new URL(request.url).searchParams.get("preview");
  if (token === null) return null;
  const expiresAt = verifyPreviewToken(token, path, getEnv().SESSION_SECRET, new Date());
  if (!expiresAt) throw new Response("This preview link has expired or is not valid. Ask for a new one.", { status: 404 });
  return { staff: await requireStaffPermission(request, "previews"), expiresAt };
}

/** The end of a preview's banner opened by a shared link: how long it works, on the reader's clock. */
export function previewLinkUntil(link: { staff: Pick<StaffMember, "timeZone">; expiresAt: Date }): string {
  return `This link works for signed-in staff until ${formatDateTimeInZone(link.expiresAt, link.staff.timeZone)}.`;
}
