import { buildLinkCode, isValidLinkCode } from "./link-code";

/**
 * Referral detection (product reference §5.3, §7.4).
 *
 * Every value read from the query (ref, code, utm_source, utm_medium, utm_campaign,
 * utm_term, utm_content) is trimmed and counts as present only when it is non-empty, at
 * most {@link MAX_REFERRAL_PARAM_LENGTH} characters and made only of the safe charset
 * `A-Z a-z 0-9 . _ ~ -`. A value that fails is treated exactly as if it were missing.
 *
 * Rule 1, the query: when ref, utm_source, utm_medium, utm_campaign and code are all
 * present, they make the referral (`via: "query"`); utm_term and utm_content are added
 * when present, else null. The referrer is not looked at.
 *
 * Rule 2, a /share/ referrer: otherwise, when the referrer is an absolute http(s) URL (any
 * host) whose path is exactly `/share/{code}` (one segment in the safe charset, at most
 * 100 characters, an optional trailing slash; the referrer's query and fragment are
 * ignored), that segment is the code (`via: "share"`). Then:
 * - ref is the query's ref when present, else the code itself;
 * - utm_source, utm_medium, utm_campaign, utm_term, utm_content are the query's values
 *   when present, else null: nothing is invented in the returned utm fields, so
 *   campaign reports are not polluted;
 * - the link code fills the missing parts with placeholders: source "share", medium
 *   "referral", campaign "none". A bare share referrer for code `abc` therefore gives
 *   `ref_abc_share-referral-none_abc`.
 *
 * Otherwise (and also when the link code built would be longer than 200 characters, so
 * the referral routes would refuse it) there is no referral: null.
 */

export const MAX_REFERRAL_PARAM_LENGTH = 100;
export const SAFE_REFERRAL_VALUE = /^[A-Za-z0-9._~-]{1,100}$/;

/** Placeholders used in the link code for utm parts a /share/ referral did not carry. */
export const SHARE_LINK_DEFAULTS = { source: "share", medium: "referral", campaign: "none" } as const;

const SHARE_PATH = /^\/share\/([A-Za-z0-9._~-]{1,100})\/?$/;
const MAX_REFERRER_LENGTH = 2000;

/** First-click attribution lasts 30 days. */
export const ATTRIBUTION_WINDOW_DAYS = 30;
export const ATTRIBUTION_WINDOW_MS = ATTRIBUTION_WINDOW_DAYS * 24 * 60 * 60 * 1000;
/** The same visitor clicking the same link code again within an hour counts once. */
export const DUPLICATE_CLICK_WINDOW_MS = 60 * 60 * 1000;

export interface DetectedReferral {
  ref: string;
  code: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  linkCode: string;
  /** Which rule produced it: the full query, or a /share/{code} referrer. */
  via: "query" | "share";
}

/** A referral as kept for the visitor (cookie or session) until it converts or expires. */
export interface StoredReferral {
  linkCode: string;
  ref: string;
  code: string;
  utm: Record<string, string>;
  /** Epoch milliseconds of the click that captured it. */
  capturedAt: number;
}

/** The trimmed value when it is safe, else null. */
export function safeReferralValue(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return SAFE_REFERRAL_VALUE.test(trimmed) ? trimmed : null;
}

/** The code carried by a `/share/{code}` referrer, else null. */
export function shareCodeFromReferrer(referrer: string | null | undefined): string | null {
  if (typeof referrer !== "string") return null;
  const trimmed = referrer.trim();
  if (!trimmed || trimmed.length > MAX_REFERRER_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  return SHARE_PATH.exec(url.pathname)?.[1] ?? null;
}

/**
 * The link code of a referral's values, as detection builds it: a missing source, medium
 * or campaign takes its placeholder ({@link SHARE_LINK_DEFAULTS}). Rule 1 has all three,
 * so this is the plain template there.
 */
export function referralLinkCode(values: {
  ref: string;
  code: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}): string {
  return buildLinkCode({
    ref: values.ref,
    source: values.utm_source ?? SHARE_LINK_DEFAULTS.source,
    medium: values.utm_medium ?? SHARE_LINK_DEFAULTS.medium,
    campaign: values.utm_campaign ?? SHARE_LINK_DEFAULTS.campaign,
    code: values.code,
  });
}

export function detectReferral(query: URLSearchParams, referrer: string | null): DetectedReferral | null {
  const read = (name: string) => safeReferralValue(query.get(name));
  const ref = read("ref");
  const code = read("code");
  const utm_source = read("utm_source");
  const utm_medium = read("utm_medium");
  const utm_campaign = read("utm_campaign");
  const utm_term = read("utm_term");
  const utm_content = read("utm_content");

  let result: DetectedReferral;
  if (ref && code && utm_source && utm_medium && utm_campaign) {
    result = {
      ref,
      code,
      utm_source,
      utm_medium,
      utm_campaign,
      utm_term,
      utm_content,
      linkCode: buildLinkCode({ ref, source: utm_source, medium: utm_medium, campaign: utm_campaign, code }),
      via: "query",
    };
  } else {
    const shareCode = shareCodeFromReferrer(referrer);
    if (!shareCode) return null;
    const shareRef = ref ?? shareCode;
    result = {
      ref: shareRef,
      code: shareCode,
      utm_source,
      utm_medium,
      utm_campaign,
      utm_term,
      utm_content,
      linkCode: referralLinkCode({ ref: shareRef, code: shareCode, utm_source, utm_medium, utm_campaign }),
      via: "share",
    };
  }
  return isValidLinkCode(result.linkCode) ? result : null;
}

/** The utm values of a detected referral that are present, for {@link StoredReferral.utm}. */
export function referralUtm(referral: DetectedReferral): Record<string, string> {
  const utm: Record<string, string> = {};
  for (const key of ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const) {
    const value = referral[key];
    if (value !== null) utm[key] = value;
  }
  return utm;
}

/**
 * Time elapsed since `at`, or null when there is no usable timestamp. A timestamp later
 * than `now` (clock skew) counts as "just now".
 */
function elapsedSince(at: number | null, now: number): number | null {
  if (at === null || !Number.isFinite(at) || !Number.isFinite(now)) return null;
  return Math.max(0, now - at);
}

/**
 * Whether a stored referral is past the 30-day window: it lasts from capturedAt up to,
 * but not including, capturedAt + 30 days. A capturedAt that is not a finite number
 * counts as expired.
 */
export function isReferralExpired(referral: StoredReferral, now: number): boolean {
  const age = elapsedSince(referral.capturedAt, now);
  return age === null || age >= ATTRIBUTION_WINDOW_MS;
}

/**
 * FIRST CLICK WINS within 30 days: an existing referral that has not expired is kept
 * (even when the incoming one is for another link); an expired one, or none, is replaced
 * by the incoming referral.
 */
export function chooseAttribution(existing: StoredReferral | null, incoming: StoredReferral, now: number): StoredReferral {
  if (existing && !isReferralExpired(existing, now)) return existing;
  return incoming;
}

/**
 * Whether a click by the same visitor on the same link code should be ignored because the
 * previous one was less than an hour ago (`lastClickAt` is that previous click, or null
 * when there was none). At exactly one hour the click counts again.
 */
export function isDuplicateClick(lastClickAt: number | null, now: number): boolean {
  const elapsed = elapsedSince(lastClickAt, now);
  return elapsed !== null && elapsed < DUPLICATE_CLICK_WINDOW_MS;
}
