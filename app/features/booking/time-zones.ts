/**
 * The zones a visitor picks on the wizard (product reference §3.6) and the IANA zone each
 * stands for, plus Arizona (decision 060): most of Arizona keeps standard time all year,
 * so in summer it is an hour behind Denver, and a visitor there who picked MT would be
 * offered times an hour off. The wizard's time-zone field and booking both read this list:
 * `label` is the wizard's option, `name` the zone spelled out next to the free times.
 */
export const BOOKING_TIME_ZONES = [
  { code: "ET", label: "Eastern (ET)", name: "Eastern Time", iana: "America/New_York" },
  { code: "CT", label: "Central (CT)", name: "Central Time", iana: "America/Chicago" },
  { code: "MT", label: "Mountain (MT)", name: "Mountain Time", iana: "America/Denver" },
  { code: "AZ", label: "Arizona (AZ)", name: "Arizona Time (no daylight saving)", iana: "America/Phoenix" },
  { code: "PT", label: "Pacific (PT)", name: "Pacific Time", iana: "America/Los_Angeles" },
  { code: "AKT", label: "Alaska (AKT)", name: "Alaska Time", iana: "America/Anchorage" },
  { code: "HT", label: "Hawaii (HT)", name: "Hawaii Time", iana: "Pacific/Honolulu" },
] as const;

export type BookingZoneCode = (typeof BOOKING_TIME_ZONES)[number]["code"];

/** "CT" → America/Chicago; undefined for a code the wizard does not offer. */
export function ianaZoneOf(code: string): string | undefined {
  return BOOKING_TIME_ZONES.find((zone) => zone.code === code)?.iana;
}

/** "AZ" → "Arizona Time (no daylight saving)", the zone spelled out next to the times. */
export function zoneNameOf(code: string): string | undefined {
  return BOOKING_TIME_ZONES.find((zone) => zone.code === code)?.name;
}
