/** Made once: building a DateTimeFormat costs far more than formatting with it. */
const longUtcDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "2026-03-18" → "March 18, 2026", independent of the server's and browser's time zone. */
export function formatArticleDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-").map(Number);
  if (!year || !month || !day) return isoDate;
  return longUtcDate.format(Date.UTC(year, month - 1, day));
}
