import { describe, expect, it } from "vitest";
import { popupStatus, liveInShowOrder } from "./schedule";

const now = new Date("2026-06-15T12:00:00.000Z");
/** A pop-up's schedule, its instants written in ISO for reading, stored as epoch ms. */
const row = (id: number, active: boolean, startsAt: string | null = null, endsAt: string | null = null) => ({
  id,
  active,
  startsAt: startsAt === null ? null : Date.parse(startsAt),
  endsAt: endsAt === null ? null : Date.parse(endsAt),
});

describe("popupStatus", () => {
  it("is off when switched off, whatever the dates", () => {
    expect(popupStatus(row(1, false), now)).toBe("off");
    expect(popupStatus(row(1, false, "2026-01-01T00:00:00.000Z"), now)).toBe("off");
  });

  it("is live without dates, and inside the window", () => {
    expect(popupStatus(row(1, true), now)).toBe("live");
    expect(popupStatus(row(1, true, "2026-06-15T12:00:00.000Z", "2026-06-15T12:00:00.001Z"), now)).toBe("live");
  });

  it("is scheduled before the start and ended at the end instant", () => {
    expect(popupStatus(row(1, true, "2026-06-15T12:00:00.001Z"), now)).toBe("scheduled");
    expect(popupStatus(row(1, true, null, "2026-06-15T12:00:00.000Z"), now)).toBe("ended");
    expect(popupStatus(row(1, true, null, "2026-06-16T00:00:00.000Z"), now)).toBe("live");
  });
});

describe("liveInShowOrder", () => {
  it("keeps live pop-ups only: dated campaigns first, then the newest", () => {
    const rows = [
      row(1, true),
      row(2, true, "2026-06-01T00:00:00.000Z", "2026-07-01T00:00:00.000Z"),
      row(3, true),
      row(4, false),
      row(5, true, "2026-07-01T00:00:00.000Z"),
      row(6, true, null, "2026-06-01T00:00:00.000Z"),
    ];
    expect(liveInShowOrder(rows, now).map((r) => r.id)).toEqual([2, 3, 1]);
  });

  it("is empty when nothing runs", () => {
    expect(liveInShowOrder([row(1, false)], now)).toEqual([]);
  });
});
