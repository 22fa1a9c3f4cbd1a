import * as z from "zod";
import {
  describeIssues,
  isBlank,
  optionalBoolean,
  optionalEnum,
  optionalNumber,
  optionalPattern,
  optionalText,
  optionalTimestamp,
  utf8Bytes,
} from "./field-schemas";
import { isStorableJson, storableText, UNSTORABLE_TEXT_MESSAGE } from "~/utils/storable-text";

/**
 * The analytics record (product reference §3.7) as POST /api/website-analytics/track accepts it from a
 * beacon, plus the custom-event fields. Field conventions are those of field-schemas.ts:
 * missing, null or blank values come out as null, strings are trimmed and bounded,
 * numbers and booleans may arrive as strings. Unknown keys are dropped.
 *
 * Only session_id is required: a record that cannot be tied to a session is useless.
 * ip_address is never taken from the body: whatever is sent, it comes out null.
 */

/** Largest request body the track endpoint should read (UTF-8 bytes). */
export const MAX_TRACK_BODY_BYTES = 16 * 1024;
/** Largest event_data once serialised as JSON (UTF-8 bytes). */
export const MAX_EVENT_DATA_BYTES = 4 * 1024;
export const MAX_URL_LENGTH = 2000;

export const DEVICE_TYPES = ["tablet", "mobile", "desktop"] as const;
export const LANGUAGE_CATEGORIES = ["english", "french", "other"] as const;

const SESSION_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const SCREEN_RESOLUTION = /^\d{1,5}x\d{1,5}$/;

function serialisedSize(value: unknown): number | null {
  try {
    const json = typeof value === "string" ? value : JSON.stringify(value);
    return typeof json === "string" ? utf8Bytes(json) : null;
  } catch {
    return null;
  }
}

/** event_data: a plain object or a string, at most 4 KB once serialised; blank gives null. */
const eventData = z.preprocess(
  (value) => (isBlank(value) ? null : value),
  z
    .union([storableText(), z.record(storableText().max(100), z.unknown())], {
      error: "event_data must be an object or a string",
    })
    .superRefine((value, ctx) => {
      // Stored whole as JSON: a character the database refuses inside would fail the write.
      if (!isStorableJson(value)) {
        ctx.addIssue({ code: "custom", message: UNSTORABLE_TEXT_MESSAGE });
        return;
      }
      const size = serialisedSize(value);
      if (size === null) ctx.addIssue({ code: "custom", message: "event_data must be serialisable as JSON" });
      else if (size > MAX_EVENT_DATA_BYTES) {
        ctx.addIssue({ code: "custom", message: `event_data must be at most ${MAX_EVENT_DATA_BYTES} bytes once serialised` });
      }
    })
    .nullable(),
);

export const TrackPayloadSchema = z
  .object({
    session_id: z.preprocess(
      (value) => (typeof value === "string" ? value.trim() : value),
      storableText("session_id is required")
        .min(1, "session_id is required")
        .regex(SESSION_ID, "session_id must be 1-128 letters, digits, '.', '_', ':' or '-'"),
    ),
    user_agent: optionalText(1000),
    device_type: optionalEnum(DEVICE_TYPES),
    browser_name: optionalText(100),
    browser_version: optionalText(50),
    language_category: optionalEnum(LANGUAGE_CATEGORIES),
    language_code: optionalText(35),
    latitude: optionalNumber(-90, 90),
    longitude: optionalNumber(-180, 180),
    country: optionalText(100),
    city: optionalText(100),
    error_code: optionalNumber(0, 999, { int: true }),
    error_url: optionalText(MAX_URL_LENGTH),
    error_message: optionalText(2000),
    page_url: optionalText(MAX_URL_LENGTH),
    page_title: optionalText(500),
    referrer: optionalText(MAX_URL_LENGTH),
    referral_code: optionalText(200),
    visitor_identifier: optionalText(200),
    cookie_identifier: optionalText(200),
    session_start: optionalTimestamp(),
    last_activity: optionalTimestamp(),
    page_views: optionalNumber(0, 100_000, { int: true }),
    is_bounce: optionalBoolean(),
    is_active: optionalBoolean(),
    utm_source: optionalText(200),
    utm_medium: optionalText(200),
    utm_campaign: optionalText(200),
    utm_term: optionalText(200),
    utm_content: optionalText(200),
    screen_resolution: optionalPattern(11, SCREEN_RESOLUTION, "screen_resolution must look like 1920x1080"),
    platform: optionalText(100),
    timezone: optionalText(64),
    /** Minutes, as Date.prototype.getTimezoneOffset gives them (-840 to 720 in practice). */
    timezone_offset: optionalNumber(-900, 900, { int: true }),
    is_returning_visitor: optionalBoolean(),
    event_name: optionalText(100),
    event_data: eventData,
    event_timestamp: optionalTimestamp(),
    event_type: optionalEnum(["custom"] as const),
  })
  .transform((data) => ({ ...data, ip_address: null })); // privacy: never stored from the body

export type TrackPayload = z.output<typeof TrackPayloadSchema>;

export type TrackPayloadResult = { success: true; data: TrackPayload } | { success: false; message: string };

/**
 * Validates a beacon body: either the parsed JSON value, or the raw body text (which is
 * then size-checked against {@link MAX_TRACK_BODY_BYTES} and parsed as JSON here).
 * `schema`: the one ANALYTICS_BEACON declares, which is this one (the tests beside it leave it out).
 */
export function parseTrackPayload(input: unknown, schema: typeof TrackPayloadSchema = TrackPayloadSchema): TrackPayloadResult {
  let value = input;
  if (typeof input === "string") {
    if (utf8Bytes(input) > MAX_TRACK_BODY_BYTES) {
      return { success: false, message: `Analytics payload is larger than ${MAX_TRACK_BODY_BYTES} bytes` };
    }
    try {
      value = JSON.parse(input);
    } catch {
      return { success: false, message: "Analytics payload is not valid JSON" };
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { success: false, message: "Analytics payload must be a JSON object" };
  }
  const result = schema.safeParse(value);
  if (!result.success) return { success: false, message: `Invalid analytics payload: ${describeIssues(result.error)}` };
  return { success: true, data: result.data };
}
