/**
 * Numbers and dates as the site shows them, in US English. Every Intl formatter is built
 * once and kept (per time zone where the zone varies): building one costs far more than
 * formatting with it.
 */

const numberFormat = new Intl.NumberFormat("en-US");

/** 12345 → "12,345"; 12.5 → "12.5" (up to three decimals). */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** A ratio as a percentage with one decimal: 0.1234 → 12.3 (a number, for CSV cells). */
export function toPercent(ratio: number): number {
  return Math.round(ratio * 1000) / 10;
}

/** 0.1234 → "12.3%"; no ratio (nothing to divide by) → "—". */
export function formatPercent(ratio: number | null): string {
  if (ratio === null || !Number.isFinite(ratio)) return "—";
  return `${formatNumber(toPercent(ratio))}%`;
}

/** "1 min 05 s", "42 s"; no duration → "—". */
export function formatDuration(ms: number | null): string {
  if (ms === null) return "—";
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}

const longUtcDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "2026-03-18" → "March 18, 2026", whatever the server's and the browser's time zone; anything unreadable unchanged. */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-").map(Number);
  if (!year || !month || !day) return isoDate;
  return longUtcDate.format(Date.UTC(year, month - 1, day));
}


/** The formatter of these options for any time zone, each zone's built on first use and kept. */
export function dateFormatPerZone(options: Omit<Intl.DateTimeFormatOptions, "timeZone">): (timeZone: string) => Intl.DateTimeFormat {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = formats.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
      formats.set(timeZone, format);
    }
    return format;
  };
}

const zonedDateTime = dateFormatPerZone({
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/** An instant as a staff member reads it in their zone: "Tue, Dec 15, 2026, 2:30 PM CST". */
export function formatDateTimeInZone(instant: Date, timeZone: string): string {
  return zonedDateTime(timeZone).format(instant);
}

/** "Riley Chen" → "Riley": how a visitor is told who calls; "" for no name. */
export function firstNameOf(name: string | null | undefined): string {
  return name?.trim().split(/\s+/)[0] ?? "";
}
