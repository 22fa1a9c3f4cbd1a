import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed links in booking e-mails (decision 062): "reschedule", "cancel" or "manage" one
 * booking until an instant (the meeting's start). The token is
 * `base64url(bookingId.action.expiresAtSeconds)` "." `base64url(HMAC-SHA256)`; it carries
 * no personal data, and every way a token can be wrong gives the same answer.
 */
export const MANAGE_ACTIONS = ["reschedule", "cancel", "manage"] as const;
export type ManageAction = (typeof MANAGE_ACTIONS)[number];

export interface ManageTokenClaims {
  bookingId: number;
  action: ManageAction;
  /** The link stops working at this instant (the meeting's start), to the second. */
  expiresAt: Date;
}

export type ManageTokenCheck = ({ status: "valid" } & ManageTokenClaims) | { status: "invalid" };

const INVALID: ManageTokenCheck = Object.freeze({ status: "invalid" });

/**
 * The signing key is derived from the site's secret for this one purpose, so a value
 * signed for a cookie can never pass for a link, nor the other way round.
 */
function linkKey(secret: string): Buffer {
  if (secret.length < 32) throw new Error("the booking link secret must be at least 32 characters long");
  return createHmac("sha256", secret).update("booking manage link v1").digest();
}

function signature(payload: string, secret: string): Buffer {
  return createHmac("sha256", linkKey(secret)).update(payload).digest();
}

const PAYLOAD = /^([1-9][0-9]{0,14})\.(reschedule|cancel|manage)\.([1-9][0-9]{0,11})$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export function signManageToken(claims: ManageTokenClaims, secret: string): string {
  const { bookingId, action, expiresAt } = claims;
  if (!Number.isSafeInteger(bookingId) || bookingId < 1) throw new Error(`not a booking id: ${bookingId}`);
  if (!MANAGE_ACTIONS.includes(action)) throw new Error(`not a booking link action: ${String(action)}`);
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  if (!Number.isSafeInteger(seconds) || seconds < 1) throw new Error("a booking link needs a valid expiry");
  const payload = Buffer.from(`${bookingId}.${action}.${seconds}`).toString("base64url");
  return `${payload}.${signature(payload, secret).toString("base64url")}`;
}

/**
 * `valid` with the claims only when the token was signed with this secret, is intact,
 * names `action` and `now` is before its expiry; otherwise `invalid`, the same object
 * whatever went wrong, so a page can reveal nothing about why. The route still checks
 * the booking itself (not cancelled, not started): the token only proves what it was
 * signed for.
 */
export function verifyManageToken(
  token: string,
  options: { secret: string; now: Date; action: ManageAction },
): ManageTokenCheck {
  if (typeof token !== "string" || token.length > 200) return INVALID;
  const [payload, mac, extra] = token.split(".");
  if (extra !== undefined || !payload || !mac || !BASE64URL.test(payload) || !BASE64URL.test(mac)) return INVALID;
  const expected = signature(payload, options.secret);
  const given = Buffer.from(mac, "base64url");
  // A truncated signature is refused by its length before the constant-time comparison (which needs equal lengths).
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return INVALID;
  // base64url has several spellings of the same bytes (the last character's spare bits); only ours counts.
  if (given.toString("base64url") !== mac) return INVALID;
  const fields = PAYLOAD.exec(Buffer.from(payload, "base64url").toString("utf8"));
  if (!fields || Buffer.from(fields[0]).toString("base64url") !== payload) return INVALID;
  const [, id = "", action = "", seconds = ""] = fields;
  const expiresAt = new Date(Number(seconds) * 1000);
  if (action !== options.action || !(options.now.getTime() < expiresAt.getTime())) return INVALID;
  return { status: "valid", bookingId: Number(id), action: action as ManageAction, expiresAt };
}
