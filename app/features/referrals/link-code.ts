/**
 * Link codes identify one referral link in the `/api/referrals/{linkCode}/track` and
 * `/api/referrals/convert/{linkCode}` calls (product reference §7.4):
 *
 *   ref_{ref}_{source}-{medium}-{campaign without underscores}_{code}, all lowercase.
 *
 * Two rules on top of the reference's template, so that every code we build can travel in a URL
 * path and matches {@link LINK_CODE_PATTERN}:
 * - every part is trimmed and lower-cased; underscores are removed from the campaign only
 *   (as the reference says), they are kept in ref, source, medium and code;
 * - any character other than a-z, 0-9, `_` and `-` (for example the `.` and `~` that the
 *   referral query parameters may carry) becomes `-`, so `google.com` gives `google-com`.
 *
 * The result is not checked for length: use {@link isValidLinkCode} before sending it.
 */
export interface LinkCodeParts {
  ref: string;
  source: string;
  medium: string;
  campaign: string;
  code: string;
}

/** What a link code must look like in the referral routes: a-z, 0-9, `_`, `-`; 1 to 200 characters. */
export const LINK_CODE_PATTERN = /^[a-z0-9_-]{1,200}$/;

function part(value: string): string {
  return value.trim().toLowerCase().replace(/[^a-z0-9_-]/g, "-");
}

export function buildLinkCode({ ref, source, medium, campaign, code }: LinkCodeParts): string {
  const campaignPart = part(campaign.replace(/_/g, ""));
  return `ref_${part(ref)}_${part(source)}-${part(medium)}-${campaignPart}_${part(code)}`;
}

export function isValidLinkCode(value: unknown): value is string {
  return typeof value === "string" && LINK_CODE_PATTERN.test(value);
}
