import { data } from "@remix-run/node";
import { publicForm, readEndpointForm, type Endpoint } from "~/utils/endpoint.server";
import { redirectResponse, SMALL_FORM_BYTES } from "~/utils/http.server";
import { NEVER_STORED } from "~/utils/security-headers.server";
import { isCalendarDate, todayIn, wallClockIn } from "~/utils/time-zones";
import {
  cancelBooking,
  loadCancelledBooking,
  loadManagedBooking,
  loadRescheduleSlots,
  rescheduleBooking,
  zoneOrVisitors,
  type ManagedBooking,
} from "./manage-booking.server";
import { formatClockTime, formatMeetingTime } from "./meeting-time";
import { BOOKING_TIME_ZONES, zoneNameOf } from "./time-zones";

/**
 * The visitor's pages behind the links of the booking e-mails (decision 067):
 * /meetings/cancel/{token} and /meetings/reschedule/{token}. Opening a link only shows a
 * page (mail scanners follow links); only the page's own form post changes anything.
 */

/**
 * Never stored by any cache (the edge or the browser), never indexed, and the address,
 * which carries the link's token, never sent as a Referer: not to other sites, and not
 * to this site's next page either, where the analytics would record it as the referrer.
 */
export const MEETING_PAGE_HEADERS: Record<string, string> = {
  "Cache-Control": NEVER_STORED,
  "Referrer-Policy": "strict-origin",
  "X-Robots-Tag": "noindex, nofollow",
};

/** Forged, expired, used, cancelled, started: one page and one status for every reason. */
/**
 * The visitor's links from the booking e-mails (decision 067): the page's own form, checked
 * like every anonymous form, acting only with a token signed for one booking.
 */
export const MEETING_LINK_FORM: Endpoint = {
  ...publicForm("form", SMALL_FORM_BYTES, [], {
    none: "the link's token in the address names the booking; a cancellation reads nothing more, a move reads its chosen start (slot_start, one of the offered instants) and the zone by hand",
  }),
  rateLimits: {
    exempt: "acts only with a link signed for one booking, on that one meeting: a cancellation happens once, a move is re-checked under the booking lock",
  },
};

export const LINK_GONE_STATUS = 410;

export const LINK_GONE_MESSAGE = "This link is no longer valid. Nothing was changed.";

const linkGone = () =>
  data({ state: "gone", message: LINK_GONE_MESSAGE } as const, { status: LINK_GONE_STATUS, headers: MEETING_PAGE_HEADERS });

/** The meeting as its visitor reads it. */
export interface MeetingSummary {
  when: string;
  repFirstName: string;
  reference: string;
}

function summaryOf(booking: ManagedBooking): MeetingSummary {
  return {
    when: formatMeetingTime({ startsAt: booking.startsAt, endsAt: booking.endsAt, timeZone: booking.zone }),
    repFirstName: booking.repFirstName,
    reference: booking.reference,
  };
}

const cancelPath = (token: string) => `/meetings/cancel/${encodeURIComponent(token)}`;
const reschedulePath = (token: string) => `/meetings/reschedule/${encodeURIComponent(token)}`;

/* Cancel ---------------------------------------------------------------------------------- */

export async function loadCancelPage(request: Request, token: string) {
  const now = new Date();
  if (new URL(request.url).searchParams.get("cancelled") === "1") {
    const cancelled = await loadCancelledBooking(token, now);
    if (cancelled) return data({ state: "cancelled", meeting: summaryOf(cancelled) } as const, { headers: MEETING_PAGE_HEADERS });
  }
  const booking = await loadManagedBooking(token, "cancel", now);
  if (!booking) return linkGone();
  return data({ state: "open", meeting: summaryOf(booking) } as const, { headers: MEETING_PAGE_HEADERS });
}

/** Cancels once; a second post (say, a double click) finds it cancelled and shows the same confirmation. */
export async function handleCancelPost(request: Request, token: string) {
  await readEndpointForm(request, MEETING_LINK_FORM);
  const now = new Date();
  const booking = (await loadManagedBooking(token, "cancel", now)) ?? (await loadCancelledBooking(token, now));
  if (!booking) return linkGone();
  const outcome = await cancelBooking(booking.id, now);
  if (outcome.status === "gone") return linkGone();
  return redirectResponse(`${cancelPath(token)}?cancelled=1`, 303);
}

/* Reschedule ------------------------------------------------------------------------------ */

export interface RescheduleSlot {
  /** The start's instant, ISO 8601 UTC: the radio button's value. */
  startsAt: string;
  /** "9:30 AM – 10:00 AM" on the chosen zone's clock. */
  label: string;
}

export const RESCHEDULE_MESSAGES = {
  taken: "That time was just taken. Please choose another time.",
  choose: "Please choose one of the free times.",
  unavailable: "That time cannot be booked. Please choose one of the free times listed.",
} as const;

const calendarDay = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "2026-12-01" → "Tuesday, December 1, 2026": a calendar date, the same in every zone. */
function dayLabel(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return calendarDay.format(Date.UTC(year, month - 1, day));
}

const ZONE_OPTIONS = BOOKING_TIME_ZONES.map(({ code, label }) => ({ code, label }));

export async function loadReschedulePage(request: Request, token: string) {
  const now = new Date();
  const booking = await loadManagedBooking(token, "reschedule", now);
  if (!booking) return linkGone();
  const params = new URL(request.url).searchParams;
  const meeting = summaryOf(booking);
  if (params.get("moved") === "1") return data({ state: "moved", meeting } as const, { headers: MEETING_PAGE_HEADERS });
  const { code, zone } = zoneOrVisitors(params.get("time_zone"), booking);
  const askedDate = params.get("date") ?? "";
  const date = isCalendarDate(askedDate) ? askedDate : wallClockIn(booking.startsAt, zone).slice(0, 10);
  const slots = (await loadRescheduleSlots(booking, date, zone, now))
    .filter((slot) => slot.startsAt.getTime() !== booking.startsAt.getTime())
    .map((slot): RescheduleSlot => ({
      startsAt: slot.startsAt.toISOString(),
      label: `${formatClockTime(slot.startsAt, zone)} – ${formatClockTime(slot.endsAt, zone)}`,
    }));
  return data(
    {
      state: "open",
      meeting,
      date,
      dayLabel: dayLabel(date),
      minDate: todayIn(zone, now),
      timeZone: code,
      zoneName: zoneNameOf(code) ?? code,
      zones: ZONE_OPTIONS,
      slots,
      message: params.get("taken") === "1" ? RESCHEDULE_MESSAGES.taken : null,
    } as const,
    { headers: MEETING_PAGE_HEADERS },
  );
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

/** A posted free time: an ISO 8601 UTC instant, as the page lists them; null for anything else. */
export function postedInstant(value: FormDataEntryValue | null): Date | null {
  if (typeof value !== "string" || !INSTANT.test(value)) return null;
  const instant = new Date(value);
  return Number.isFinite(instant.getTime()) ? instant : null;
}

function refused(message: string) {
  return data({ state: "refused", message } as const, { status: 400, headers: MEETING_PAGE_HEADERS });
}

/**
 * Moves the meeting to the chosen free time of the same rep. A time someone else took
 * since the list was drawn brings the page back with that message and fresh times
 * (post/redirect/get, so a reload does not post again); a start that was never offered
 * is a 400 that changes nothing.
 */
export async function handleReschedulePost(request: Request, token: string) {
  const form = await readEndpointForm(request, MEETING_LINK_FORM);
  const now = new Date();
  const booking = await loadManagedBooking(token, "reschedule", now);
  if (!booking) return linkGone();
  const startsAt = postedInstant(form.get("slot_start"));
  if (!startsAt) return refused(RESCHEDULE_MESSAGES.choose);
  const outcome = await rescheduleBooking(booking.id, startsAt, now);
  if (outcome.status === "gone") return linkGone();
  if (outcome.status === "rescheduled") return redirectResponse(`${reschedulePath(token)}?moved=1`, 303);
  if (outcome.reason !== "taken" && outcome.reason !== "buffer") return refused(RESCHEDULE_MESSAGES.unavailable);
  const { code, zone } = zoneOrVisitors(String(form.get("time_zone") ?? ""), booking);
  const query = new URLSearchParams({ date: wallClockIn(startsAt, zone).slice(0, 10), time_zone: code, taken: "1" });
  return redirectResponse(`${reschedulePath(token)}?${query}`, 303);
}
