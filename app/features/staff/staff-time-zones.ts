/**
 * The time zones a staff member may have: names of the IANA database as this runtime's
 * Intl lists them, plus UTC (which Intl knows but does not list). Intl alone would also
 * take "EST" (read as Panama's fixed offset here) or "america/chicago"; a zone of the
 * list is stored exactly as the list spells it, so every screen reads it the same way.
 * A canonical IANA name Intl knows but lists under an older spelling (Asia/Kolkata for
 * Asia/Calcutta) is accepted too.
 */
import { isValidTimeZone } from "~/utils/time-zones";

export const STAFF_TIME_ZONES: readonly string[] = ["UTC", ...Intl.supportedValuesOf("timeZone").filter((zone) => zone !== "UTC")];

const listed = new Set(STAFF_TIME_ZONES);
const IANA_NAME = /^[A-Z][A-Za-z_]+(?:\/[A-Z][A-Za-z0-9_+-]*)+$/;

export function isStaffTimeZone(zone: string): boolean {
  return listed.has(zone) || (IANA_NAME.test(zone) && isValidTimeZone(zone));
}
