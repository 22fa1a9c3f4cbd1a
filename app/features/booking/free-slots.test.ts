import { describe, expect, it } from "vitest";
import { freeSlots, type FreeSlotsQuestion } from "./free-slots";
import { chicagoSundayNights, chicagoWeekdays, chicagoWeekends, localClocks, settingsWith, startsOf, utc } from "./test-fixtures";

const PHOENIX = "America/Phoenix";
const ANCHORAGE = "America/Anchorage";
const HONOLULU = "Pacific/Honolulu";

/** A week before the dates asked about, so notice and horizon leave the whole day open. */
function ask(date: string, zone: string, changes: Partial<FreeSlotsQuestion> = {}) {
  return freeSlots({
    date,
    zone,
    now: new Date(Date.parse(`${date}T12:00:00Z`) - 7 * 24 * 3_600_000),
    reps: [chicagoWeekdays, chicagoWeekends],
    holidays: [],
    settings: settingsWith(),
    bookings: [],
    ...changes,
  });
}

const weekendHoursCst = ["16:00", "16:30", "17:00", "17:30", "18:00", "18:30", "19:00", "19:30"];
const weekendHoursCdt = ["15:00", "15:30", "16:00", "16:30", "17:00", "17:30", "18:00", "18:30"];
const weekdayHoursCst = ["15:00", "15:30", "16:00", "16:30", "17:00", "17:30", "19:00", "19:30", "20:00", "20:30", "21:00", "21:30", "22:00", "22:30"];
const weekdayHoursCdt = ["14:00", "14:30", "15:00", "15:30", "16:00", "16:30", "18:00", "18:30", "19:00", "19:30", "20:00", "20:30", "21:00", "21:30"];

describe("freeSlots around the clock changes, for reps in Chicago", () => {
  it("2026-03-08 (clocks go forward in Chicago and Anchorage, not in Phoenix or Honolulu)", () => {
    // Saturday on standard time, Sunday on daylight time: the same 10:00 in Chicago is an hour earlier in UTC.
    expect(startsOf(ask("2026-03-07", PHOENIX))).toEqual(utc("2026-03-07", weekendHoursCst));
    expect(startsOf(ask("2026-03-08", PHOENIX))).toEqual(utc("2026-03-08", weekendHoursCdt));
    expect(localClocks(ask("2026-03-07", PHOENIX), PHOENIX)).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "12:00", "12:30"]);
    expect(localClocks(ask("2026-03-08", PHOENIX), PHOENIX)).toEqual(["08:00", "08:30", "09:00", "09:30", "10:00", "10:30", "11:00", "11:30"]);
    // Anchorage moves with Chicago: the same clock times on both days.
    expect(startsOf(ask("2026-03-08", ANCHORAGE))).toEqual(utc("2026-03-08", weekendHoursCdt));
    expect(localClocks(ask("2026-03-07", ANCHORAGE), ANCHORAGE)).toEqual(["07:00", "07:30", "08:00", "08:30", "09:00", "09:30", "10:00", "10:30"]);
    expect(localClocks(ask("2026-03-08", ANCHORAGE), ANCHORAGE)).toEqual(["07:00", "07:30", "08:00", "08:30", "09:00", "09:30", "10:00", "10:30"]);
    expect(localClocks(ask("2026-03-08", HONOLULU), HONOLULU)).toEqual(["05:00", "05:30", "06:00", "06:30", "07:00", "07:30", "08:00", "08:30"]);
    // The weekday rep: Friday on standard time, Monday on daylight time.
    expect(startsOf(ask("2026-03-06", HONOLULU))).toEqual(utc("2026-03-06", weekdayHoursCst));
    expect(startsOf(ask("2026-03-09", HONOLULU))).toEqual(utc("2026-03-09", weekdayHoursCdt));
    expect(localClocks(ask("2026-03-09", PHOENIX), PHOENIX)).toEqual(
      ["07:00", "07:30", "08:00", "08:30", "09:00", "09:30", "11:00", "11:30", "12:00", "12:30", "13:00", "13:30", "14:00", "14:30"],
    );
  });

  it("2026-11-01 (clocks go back in Chicago and Anchorage)", () => {
    expect(startsOf(ask("2026-10-31", PHOENIX))).toEqual(utc("2026-10-31", weekendHoursCdt));
    expect(startsOf(ask("2026-11-01", PHOENIX))).toEqual(utc("2026-11-01", weekendHoursCst));
    expect(localClocks(ask("2026-10-31", PHOENIX), PHOENIX)).toEqual(["08:00", "08:30", "09:00", "09:30", "10:00", "10:30", "11:00", "11:30"]);
    expect(localClocks(ask("2026-11-01", PHOENIX), PHOENIX)).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "12:00", "12:30"]);
    expect(localClocks(ask("2026-11-01", ANCHORAGE), ANCHORAGE)).toEqual(["07:00", "07:30", "08:00", "08:30", "09:00", "09:30", "10:00", "10:30"]);
    expect(localClocks(ask("2026-10-31", HONOLULU), HONOLULU)).toEqual(["05:00", "05:30", "06:00", "06:30", "07:00", "07:30", "08:00", "08:30"]);
    expect(localClocks(ask("2026-11-01", HONOLULU), HONOLULU)).toEqual(["06:00", "06:30", "07:00", "07:30", "08:00", "08:30", "09:00", "09:30"]);
    expect(startsOf(ask("2026-10-30", ANCHORAGE))).toEqual(utc("2026-10-30", weekdayHoursCdt));
    expect(startsOf(ask("2026-11-02", ANCHORAGE))).toEqual(utc("2026-11-02", weekdayHoursCst));
  });

  it("2027-03-14 (clocks go forward)", () => {
    expect(startsOf(ask("2027-03-13", HONOLULU))).toEqual(utc("2027-03-13", weekendHoursCst));
    expect(startsOf(ask("2027-03-14", HONOLULU))).toEqual(utc("2027-03-14", weekendHoursCdt));
    expect(startsOf(ask("2027-03-14", ANCHORAGE))).toEqual(utc("2027-03-14", weekendHoursCdt));
    expect(localClocks(ask("2027-03-14", PHOENIX), PHOENIX)).toEqual(["08:00", "08:30", "09:00", "09:30", "10:00", "10:30", "11:00", "11:30"]);
    expect(startsOf(ask("2027-03-12", PHOENIX))).toEqual(utc("2027-03-12", weekdayHoursCst));
    expect(startsOf(ask("2027-03-15", PHOENIX))).toEqual(utc("2027-03-15", weekdayHoursCdt));
  });

  it("counts the real hours of a night with a clock change: three on 8 March, five on 1 November", () => {
    const nights = { reps: [chicagoSundayNights] };
    // Midnight to 4 on the rep's clock; 2:00 to 3:00 does not exist on 8 March.
    expect(startsOf(ask("2026-03-08", "America/Chicago", nights))).toEqual(utc("2026-03-08", ["06:00", "06:30", "07:00", "07:30", "08:00", "08:30"]));
    expect(localClocks(ask("2026-03-08", "America/Chicago", nights), "America/Chicago")).toEqual(["00:00", "00:30", "01:00", "01:30", "03:00", "03:30"]);
    // 1:00 to 2:00 happens twice on 1 November; both are offered.
    expect(localClocks(ask("2026-11-01", "America/Chicago", nights), "America/Chicago")).toEqual(
      ["00:00", "00:30", "01:00", "01:30", "01:00", "01:30", "02:00", "02:30", "03:00", "03:30"],
    );
    expect(startsOf(ask("2026-11-01", "America/Chicago", nights))).toEqual(
      utc("2026-11-01", ["05:00", "05:30", "06:00", "06:30", "07:00", "07:30", "08:00", "08:30", "09:00", "09:30"]),
    );
    // Chicago's Sunday night is Saturday evening in Honolulu.
    expect(localClocks(ask("2026-03-07", HONOLULU, nights), HONOLULU)).toEqual(["20:00", "20:30", "21:00", "21:30", "22:00", "22:30"]);
    expect(ask("2026-03-08", HONOLULU, nights)).toEqual([]);
  });
});

describe("freeSlots offers nothing", () => {
  it("on the observed Independence Day, 2026-07-03, in any zone", () => {
    const holidays = [{ date: "2026-07-03", name: "Independence Day (observed)" }];
    expect(ask("2026-07-03", "America/Chicago", { holidays })).toEqual([]);
    expect(ask("2026-07-03", HONOLULU, { holidays })).toEqual([]);
    expect(ask("2026-07-03", PHOENIX, { holidays })).toEqual([]);
    expect(startsOf(ask("2026-07-02", PHOENIX, { holidays }))).toEqual(utc("2026-07-02", weekdayHoursCdt));
  });

  it("on a rep's time off, both ends included", () => {
    const away = { reps: [{ ...chicagoWeekdays, timeOff: [{ from: "2026-03-16", to: "2026-03-20" }] }] };
    expect(ask("2026-03-16", "America/Chicago", away)).toEqual([]);
    expect(ask("2026-03-20", "America/Chicago", away)).toEqual([]);
    expect(startsOf(ask("2026-03-13", "America/Chicago", away))).toEqual(utc("2026-03-13", weekdayHoursCdt));
    expect(startsOf(ask("2026-03-23", "America/Chicago", away))).toEqual(utc("2026-03-23", weekdayHoursCdt));
  });

  it("on a weekend when the only rep works weekdays", () => {
    const weekdaysOnly = { reps: [chicagoWeekdays] };
    expect(ask("2026-03-14", "America/Chicago", weekdaysOnly)).toEqual([]);
    expect(ask("2026-03-15", PHOENIX, weekdaysOnly)).toEqual([]);
    expect(ask("2026-03-08", HONOLULU, weekdaysOnly)).toEqual([]);
  });

  it("in the past, inside the notice or beyond the horizon", () => {
    const monday = { reps: [chicagoWeekdays], now: new Date("2026-03-09T15:10:00Z") };
    // 10:10 in Chicago with two hours' notice: the first start is after lunch.
    expect(startsOf(ask("2026-03-09", "America/Chicago", monday))).toEqual(utc("2026-03-09", weekdayHoursCdt.slice(6)));
    expect(ask("2026-03-06", "America/Chicago", monday)).toEqual([]);
    // 30 days of 24 hours from 15:10 UTC on 9 March end at 15:10 UTC on 8 April.
    expect(startsOf(ask("2026-04-08", "America/Chicago", monday))).toEqual(utc("2026-04-08", ["14:00", "14:30", "15:00"]));
    expect(ask("2026-04-09", "America/Chicago", monday)).toEqual([]);
  });

  it("for a date that is not on the calendar", () => {
    expect(ask("2026-02-30", "America/Chicago", { now: new Date("2026-02-20T12:00:00Z") })).toEqual([]);
  });
});

describe("freeSlots with meetings already booked", () => {
  const twoReps = [chicagoWeekdays, { ...chicagoWeekdays, repId: 4 }];

  it("names the reps free at each start and drops a start when nobody is", () => {
    const bookings = [
      { repId: 1, startsAt: new Date("2026-03-09T14:00:00Z"), endsAt: new Date("2026-03-09T14:30:00Z") },
      { repId: 4, startsAt: new Date("2026-03-09T14:00:00Z"), endsAt: new Date("2026-03-09T14:30:00Z") },
      { repId: 4, startsAt: new Date("2026-03-09T15:00:00Z"), endsAt: new Date("2026-03-09T15:30:00Z") },
    ];
    const slots = ask("2026-03-09", "America/Chicago", { reps: twoReps, bookings }).slice(0, 4);
    expect(slots.map((slot) => [slot.startsAt.toISOString(), slot.repIds])).toEqual([
      ["2026-03-09T14:30:00.000Z", [1, 4]],
      ["2026-03-09T15:00:00.000Z", [1]],
      ["2026-03-09T15:30:00.000Z", [1, 4]],
      ["2026-03-09T16:00:00.000Z", [1, 4]],
    ]);
    expect(slots[0]!.endsAt.toISOString()).toBe("2026-03-09T15:00:00.000Z");
  });

  it("keeps the buffer around each meeting, on a 15-minute grid", () => {
    const bookings = [{ repId: 1, startsAt: new Date("2026-03-09T15:00:00Z"), endsAt: new Date("2026-03-09T15:30:00Z") }];
    const slots = ask("2026-03-09", "America/Chicago", { reps: [chicagoWeekdays], bookings, settings: settingsWith({ slotGridMinutes: 15, bufferMinutes: 15 }) });
    expect(startsOf(slots).slice(0, 8)).toEqual(utc("2026-03-09", ["14:00", "14:15", "15:45", "16:00", "16:15", "16:30", "18:00", "18:15"]));
  });

  it("lists the free times of 10 reps with 500 meetings booked", () => {
    const reps = Array.from({ length: 10 }, (_, index) => ({ ...chicagoWeekdays, repId: index + 1 }));
    const bookings = Array.from({ length: 500 }, (_, index) => {
      const startsAt = new Date(Date.parse("2026-03-10T14:00:00Z") + Math.floor(index / 10) * 24 * 3_600_000);
      return { repId: (index % 10) + 1, startsAt, endsAt: new Date(startsAt.getTime() + 30 * 60_000) };
    });
    const slots = ask("2026-03-10", "America/Chicago", { reps, bookings });
    expect(startsOf(slots)).toEqual(utc("2026-03-10", weekdayHoursCdt.slice(1)));
  });
});
