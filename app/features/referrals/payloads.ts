import * as z from "zod";
import {
  describeIssues,
  isBlank,
  optionalPattern,
  optionalText,
  optionalTimestamp,
} from "~/features/analytics/field-schemas";
import { SAFE_REFERRAL_VALUE } from "./detect-referral";

/**
 * Bodies of the two referral calls (product reference §3.8, §7.1). Conventions are those of
 * analytics/field-schemas.ts: strings are trimmed and bounded, missing / null / blank
 * values come out as null (or as the stated default), unknown keys are dropped.
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
export type ReferralTrackPayloadInput = z.input<typeof ReferralTrackPayloadSchema>;

export const DEFAULT_CONVERSION_TYPE = "signup";
export const MAX_CONVERSION_VALUE = 1_000_000;
export const MAX_REFERRAL_DATA_KEYS = 20;

const RESERVED_KEYS = new Set(["__proto__", "constructor", "prototype"]);

const blankToUndefined = (value: unknown) =>
  isBlank(value) ? undefined : typeof value === "string" ? value.trim() : value;

const blankToNull = (value: unknown) => (isBlank(value) ? null : typeof value === "string" ? value.trim() : value);

function toNumber(value: unknown): unknown {
  const cleaned = blankToUndefined(value);
  if (typeof cleaned !== "string") return cleaned;
  const number = Number(cleaned);
  return Number.isFinite(number) ? number : cleaned;
}

const referralDataKey = z
  .string()
  .min(1)
  .max(64)
  .refine((key) => !RESERVED_KEYS.has(key), "This key name is not allowed");

/** POST /api/referrals/convert/{linkCode} */
export const ReferralConversionPayloadSchema = z.object({
  /** Defaults to "signup" when missing or blank. */
  conversion_type: z.preprocess(blankToUndefined, z.string().max(50).default(DEFAULT_CONVERSION_TYPE)),
  /** A finite number in [0, 1,000,000]; numeric strings accepted; defaults to 0. */
  conversion_value: z.preprocess(toNumber, z.number().min(0).max(MAX_CONVERSION_VALUE).default(0)),
  user_email: z.preprocess(blankToNull, z.email("user_email must be a valid e-mail address").max(254).nullable()),
  /** A string, or a number which is kept as its decimal text. */
  user_id: z.preprocess(
    (value) => (typeof value === "number" && Number.isSafeInteger(value) ? String(value) : blankToNull(value)),
    z.string().max(200).nullable(),
  ),
  /** ISO 8601 date-time or epoch ms; comes out as epoch ms, or null. */
  timestamp: optionalTimestamp(),
  /**
   * Free-form string pairs: at most 20 keys of up to 64 characters, values up to 500.
   * "constructor" and "prototype" are refused; zod itself drops a "__proto__" key.
   */
  referral_data: z.preprocess(
    (value) => (value === undefined || value === null ? null : value),
    z
      .record(referralDataKey, z.string().max(500))
      .refine((data) => Object.keys(data).length <= MAX_REFERRAL_DATA_KEYS, {
        message: `referral_data may have at most ${MAX_REFERRAL_DATA_KEYS} keys`,
      })
      .nullable(),
  ),
});

export type ReferralConversionPayload = z.output<typeof ReferralConversionPayloadSchema>;
export type ReferralConversionPayloadInput = z.input<typeof ReferralConversionPayloadSchema>;

export type PayloadResult<T> = { success: true; data: T } | { success: false; message: string };

function parseWith<T>(schema: z.ZodType<T>, label: string, input: unknown): PayloadResult<T> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { success: false, message: `${label} must be a JSON object` };
  }
  const result = schema.safeParse(input);
  if (!result.success) return { success: false, message: `Invalid ${label}: ${describeIssues(result.error)}` };
  return { success: true, data: result.data };
}

export function parseReferralTrackPayload(input: unknown): PayloadResult<ReferralTrackPayload> {
  return parseWith(ReferralTrackPayloadSchema, "referral track payload", input);
}

export function parseReferralConversionPayload(input: unknown): PayloadResult<ReferralConversionPayload> {
  return parseWith(ReferralConversionPayloadSchema, "referral conversion payload", input);
}
