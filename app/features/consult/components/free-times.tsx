import type { FieldMetadata } from "@conform-to/react";
import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { AvailabilitySlot } from "~/features/booking/availability-api";
import { zoneNameOf } from "~/features/booking/time-zones";
import type { StepThreeTimes } from "~/features/booking/wizard-times.server";
import { formatLongDate } from "~/utils/format";
import { isCalendarDate } from "~/utils/time-zones";
import { SLOT_REQUEST } from "../chosen-slot";
import { MESSAGES } from "../messages";

/** "09", "30", "AM" → "9:30 AM". */
function clock(hour: string, minute: string, period: string): string {
  return `${Number(hour)}:${minute} ${period}`;
}

export function slotLabel(slot: AvailabilitySlot): string {
  return `${clock(slot.start_hour, slot.start_minute, slot.start_period)} – ${clock(slot.end_hour, slot.end_minute, slot.end_period)}`;
}

const weekday = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" });

/** "2026-12-01" → "Tuesday, December 1, 2026": a calendar date, the same in every zone. */
function dayLabel(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return `${weekday.format(Date.UTC(year, month - 1, day))}, ${formatLongDate(date)}`;
}

type Listing = { key: string; slots: AvailabilitySlot[] | null; failed: boolean };

/**
 * With JavaScript the list follows the date and zone as the visitor changes them
 * (GET /api/availability); the server's list for the saved answers is shown until then.
 */
function useFreeTimes(date: string, timeZone: string, times: StepThreeTimes): { slots: AvailabilitySlot[] | null; loading: boolean; failed: boolean } {
  const key = `${date}|${timeZone}`;
  const serverKey = `${times.date ?? ""}|${times.timeZone ?? ""}`;
  const [listing, setListing] = useState<Listing>({ key: serverKey, slots: times.slots, failed: false });
  useEffect(() => {
    if (key === listing.key) return;
    if (!isCalendarDate(date) || !zoneNameOf(timeZone)) {
      setListing({ key, slots: null, failed: false });
      return;
    }
    const controller = new AbortController();
    const query = new URLSearchParams({ date, time_zone: timeZone });
    fetch(`/api/availability?${query}`, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((body: { data?: { slots?: AvailabilitySlot[] } }) => setListing({ key, slots: body.data?.slots ?? [], failed: false }))
      .catch(() => {
        if (!controller.signal.aborted) setListing({ key, slots: null, failed: true });
      });
    return () => controller.abort();
  }, [key, listing.key, date, timeZone]);
  if (listing.key === key) return { slots: listing.slots, loading: false, failed: listing.failed };
  return { slots: null, loading: true, failed: false };
}

/**
 * Step 3's free times (issue 27): the starts a specialist is free for on the chosen date,
 * on the visitor's clock, to pick one; or "None of these times work for me" and a time
 * of their own below. Without JavaScript, "Show free times" posts the date and zone and
 * the step comes back with the list.
 */
export function FreeTimes({
  times,
  slotStart,
  date,
  timeZone,
  slotTaken,
}: {
  times: StepThreeTimes;
  slotStart: FieldMetadata<unknown>;
  date: string;
  timeZone: string;
  slotTaken: boolean;
}) {
  const hydrated = useHydrated();
  const { slots, loading, failed } = useFreeTimes(date, timeZone, times);
  const chosen = typeof slotStart.initialValue === "string" ? slotStart.initialValue : "";
  const errorId = `${slotStart.id}-error`;
  const zoneName = zoneNameOf(timeZone);
  return (
    <div className="free-times form-grid__full" id="free-times">
      {hydrated ? null : (
        <button type="submit" name="intent" value="times" formNoValidate className="button button--secondary free-times__show">
          Show free times
        </button>
      )}
      {slotTaken ? (
        <p className="free-times__taken" role="alert">
          {MESSAGES.taken}
        </p>
      ) : null}
      {slots === null ? (
        <p className="field__hint" aria-live="polite">
          {loading
            ? "Looking up the free times…"
            : failed
              ? "The free times could not be loaded. Tell us below when suits you, or try again."
              : hydrated
                ? "Choose a date and a time zone to see the times a specialist is free."
                : "Choose a date and a time zone, then press Show free times."}
        </p>
      ) : (
        <fieldset
          className="free-times__choices"
          aria-describedby={slotStart.errors ? errorId : undefined}
          aria-invalid={slotStart.errors ? true : undefined}
        >
          <legend>
            Free times on {dayLabel(date)}, {zoneName}
          </legend>
          {slots.length === 0 ? <p className="field__hint">No free times on this date. Please choose another date, or tell us below when suits you.</p> : null}
          <ul className="free-times__list">
            {slots.map((slot) => (
              <li key={slot.starts_at}>
                <label className="free-times__slot">
                  <input
                    type="radio"
                    name={slotStart.name}
                    value={slot.starts_at}
                    defaultChecked={chosen === slot.starts_at}
                  />
                  {slotLabel(slot)}
                </label>
              </li>
            ))}
          </ul>
          <label className="free-times__none">
            <input
              type="radio"
              name={slotStart.name}
              value={SLOT_REQUEST}
              defaultChecked={chosen === SLOT_REQUEST}
            />
            None of these times work for me
          </label>
        </fieldset>
      )}
      {slotStart.errors ? (
        // Without a list to mark (no date chosen yet), the message is announced on its own.
        <ul id={errorId} className="field__errors" role={slots === null ? "alert" : undefined}>
          {slotStart.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
