import * as z from "zod";
import { describeIssues, optionalPattern, optionalText } from "~/features/analytics/field-schemas";
import { SAFE_REFERRAL_VALUE } from "./detect-referral";

/**
 * Body of the referral track call (product reference §7.1; the conversion call is retired, decision 029).
 * Conventions are those of analytics/field-schemas.ts: strings are trimmed and bounded,
 * missing / null / blank values come out as null, unknown keys are dropped.
 */

const MAX_URL_LENGTH = 2000;

/** ref and code: the safe referral charset `A-Z a-z 0-9 . _ ~ -`, at most 100 characters. */
const referralValue = (name: string) =>
  optionalPattern(100, SAFE_REFERRAL_VALUE, `${name} may only contain letters, digits, '.', '_', '~' and '-'`);

/** POST /api/referrals/{linkCode}/track */
export const ReferralTrackPayloadSchema = z.object({
  landing_page: optionalText(MAX_URL_LENGTH),
  referrer_url: optionalText(MAX_URL_LENGTH),
  visitor_identifier: optionalText(200),
  cookie_identifier: optionalText(200),
  session_id: optionalText(200),
  utm_source: optionalText(200),
  utm_medium: optionalText(200),
  utm_campaign: optionalText(200),
  utm_term: optionalText(200),
  utm_content: optionalText(200),
  ref: referralValue("ref"),
  code: referralValue("code"),
});

export type ReferralTrackPayload = z.output<typeof ReferralTrackPayloadSchema>;

export type PayloadResult<T> = { success: true; data: T } | { success: false; message: string };

function parseWith<T>(schema: z.ZodType<T>, label: string, input: unknown): PayloadResult<T> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { success: false, message: `${label} must be a JSON object` };
  }
  const result = schema.safeParse(input);
  if (!result.success) return { success: false, message: `Invalid ${label}: ${describeIssues(result.error)}` };
  return { success: true, data: result.data };
}

/** `schema`: the one REFERRAL_TRACK declares, which is this one (the tests beside it leave it out). */
export function parseReferralTrackPayload(
  input: unknown,
  schema: typeof ReferralTrackPayloadSchema = ReferralTrackPayloadSchema,
): PayloadResult<ReferralTrackPayload> {
  return parseWith(schema, "referral track payload", input);
}
