/** The date range of the results pages: `?from=YYYY-MM-DD&to=YYYY-MM-DD`, UTC days. */
export interface DateRange {
  from: string;
  to: string;
}

export const DEFAULT_RANGE_DAYS = 30;
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;

function isDay(value: string | null): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The range asked for, made sensible: missing or malformed ends fall back to the last
 * 30 days, reversed ends are swapped, and a range longer than a year keeps its end.
 */
export function parseDateRange(params: URLSearchParams, now: Date = new Date()): DateRange {
  const today = dayOf(now.getTime());
  const rawTo = params.get("to");
  const rawFrom = params.get("from");
  let to = isDay(rawTo) ? rawTo : today;
  let from = isDay(rawFrom) ? rawFrom : dayOf(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_RANGE_DAYS - 1) * DAY_MS);
  if (from > to) [from, to] = [to, from];
  const earliest = dayOf(Date.parse(`${to}T00:00:00Z`) - (MAX_RANGE_DAYS - 1) * DAY_MS);
  if (from < earliest) from = earliest;
  return { from, to };
}

/** [start, end) as ISO instants, for comparing with stored created_at values. */
export function rangeBounds(range: DateRange): { start: string; end: string } {
  return {
    start: `${range.from}T00:00:00.000Z`,
    end: new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS).toISOString(),
  };
}
