import * as z from "zod";
import { signedCookie } from "~/utils/signed-cookie.server";
import { ATTRIBUTION_WINDOW_MS, isReferralExpired, type StoredReferral } from "./detect-referral";
import { storableText } from "~/utils/storable-text";

/**
 * The visitor's referral, kept in a signed, HttpOnly first-party cookie (decision 013).
 * Signed because it decides which partner is credited with a lead: a visitor must not be
 * able to write someone else's link code into it.
 *
 * `visitor` is an anonymous key made on the first referral click; it identifies the
 * visitor for the one-hour duplicate-click rule, with or without analytics cookies.
 */
export interface ReferralCookieValue {
  visitor: string;
  attribution: StoredReferral | null;
}

export const REFERRAL_COOKIE = "referral";

const StoredReferralSchema = z.object({
  linkCode: storableText().max(200),
  ref: storableText().max(100),
  code: storableText().max(100),
  utm: z.record(storableText().max(20), storableText().max(100)),
  capturedAt: z.number(),
});

const CookieSchema = z.object({
  visitor: storableText().regex(/^[a-z0-9]{16,40}$/),
  attribution: StoredReferralSchema.nullable(),
});

const referralCookie = signedCookie(REFERRAL_COOKIE);

/** The stored value, or null when missing, tampered with or malformed. An expired attribution reads as none. */
export async function readReferralCookie(request: Request, now = Date.now()): Promise<ReferralCookieValue | null> {
  try {
    const parsed = CookieSchema.safeParse(await referralCookie().parse(request.headers.get("Cookie")));
    if (!parsed.success) return null;
    const { visitor, attribution } = parsed.data;
    return { visitor, attribution: attribution && !isReferralExpired(attribution, now) ? attribution : null };
  } catch {
    return null;
  }
}

/** Lives until the attribution window of the stored referral ends (or a full window when there is none). */
export function serializeReferralCookie(value: ReferralCookieValue, now = Date.now()): Promise<string> {
  const endsAt = (value.attribution?.capturedAt ?? now) + ATTRIBUTION_WINDOW_MS;
  const maxAge = Math.max(1, Math.floor((endsAt - now) / 1000));
  return referralCookie().serialize(value, { maxAge });
}

export function clearReferralCookie(): Promise<string> {
  return referralCookie().serialize("", { maxAge: 0 });
}
