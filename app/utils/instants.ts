/**
 * Instants are stored as epoch milliseconds, UTC (decision 092). ISO-8601 text is made
 * only where a value leaves the app: `<time dateTime>`, CSV cells, JSON replies, e-mails.
 */

/** 1795780573525 → "2026-11-27T08:36:13.525Z". */
export function isoInstant(epochMs: number): string {
  return new Date(epochMs).toISOString();
}

/** As isoInstant, null kept. */
export function isoInstantOrNull(epochMs: number | null): string | null {
  return epochMs === null ? null : isoInstant(epochMs);
}

/** The UTC calendar date of an instant: "2026-11-27". */
export function utcDateOf(epochMs: number): string {
  return isoInstant(epochMs).slice(0, 10);
}
