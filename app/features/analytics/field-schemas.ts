import * as z from "zod";
import { storableText } from "~/utils/storable-text";

/**
 * Lenient but bounded field schemas for bodies sent by beacons (analytics) and by the
 * referral calls. The shared conventions:
 * - a missing key, null, or a string that is blank after trimming all mean "no value"
 *   and come out as null, so a parsed record always has every key;
 * - strings are trimmed and have a maximum length;
 * - numbers may arrive as numeric strings ("12.5"), must be finite and within range;
 * - booleans may arrive as true/false, "true"/"false", 1/0 or "1"/"0".
 */

/** True for undefined, null and strings that are blank once trimmed. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

const blankToNull = (value: unknown) => (isBlank(value) ? null : typeof value === "string" ? value.trim() : value);

/** An optional trimmed string of at most `max` characters; blank gives null. */
export const optionalText = (max: number) => z.preprocess(blankToNull, storableText().max(max).nullable());

/** Like {@link optionalText}, also checking the value against `pattern`. */
export const optionalPattern = (max: number, pattern: RegExp, message: string) =>
  z.preprocess(blankToNull, storableText().max(max).regex(pattern, message).nullable());

function toNumber(value: unknown): unknown {
  const cleaned = blankToNull(value);
  if (typeof cleaned === "string") {
    const number = Number(cleaned);
    return Number.isFinite(number) ? number : cleaned;
  }
  return cleaned;
}

/** An optional finite number in [min, max]; numeric strings are accepted; blank gives null. */
export const optionalNumber = (min: number, max: number, options: { int?: boolean } = {}) => {
  const base = options.int ? z.number().int() : z.number();
  return z.preprocess(toNumber, base.min(min).max(max).nullable());
};

const TRUE_VALUES = new Set<unknown>([true, 1, "1", "true", "TRUE", "True"]);
const FALSE_VALUES = new Set<unknown>([false, 0, "0", "false", "FALSE", "False"]);

function toBoolean(value: unknown): unknown {
  const cleaned = blankToNull(value);
  if (TRUE_VALUES.has(cleaned)) return true;
  if (FALSE_VALUES.has(cleaned)) return false;
  return cleaned;
}

/** An optional boolean that also accepts "true"/"false" and 1/0 (as numbers or strings). */
export const optionalBoolean = () => z.preprocess(toBoolean, z.boolean().nullable());

/** Timestamps must fall in [2000-01-01, 2100-01-01). */
export const MIN_TIMESTAMP_MS = Date.UTC(2000, 0, 1);
export const MAX_TIMESTAMP_MS = Date.UTC(2100, 0, 1) - 1;

const isoDateTime = z.iso.datetime({ offset: true });

function toEpochMs(value: unknown): unknown {
  const cleaned = toNumber(value);
  if (typeof cleaned === "string" && isoDateTime.safeParse(cleaned).success) return Date.parse(cleaned);
  return cleaned;
}

/**
 * An optional instant given as epoch milliseconds (number or numeric string) or as an ISO
 * 8601 date-time with Z or an offset; it comes out as epoch milliseconds, or null.
 */
export const optionalTimestamp = () =>
  z.preprocess(
    toEpochMs,
    z
      .number({ error: "Expected an ISO date-time or epoch milliseconds" })
      .int()
      .min(MIN_TIMESTAMP_MS, "Timestamp is before 2000")
      .max(MAX_TIMESTAMP_MS, "Timestamp is after 2099")
      .nullable(),
  );

/** An optional value from `values`, compared case-insensitively; blank gives null. */
export const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => {
    const cleaned = blankToNull(value);
    return typeof cleaned === "string" ? cleaned.toLowerCase() : cleaned;
  }, z.enum(values).nullable());

/** Size in bytes of a string once encoded as UTF-8. */
export function utf8Bytes(value: string): number {
  return new TextEncoder().encode(value).length;
}

/** "path: message; path: message" for the first few issues of a failed parse. */
export function describeIssues(error: z.ZodError, limit = 5): string {
  const parts = error.issues.slice(0, limit).map((issue) => {
    const path = issue.path.map(String).join(".");
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const more = error.issues.length - limit;
  return more > 0 ? `${parts.join("; ")} (and ${more} more)` : parts.join("; ");
}
