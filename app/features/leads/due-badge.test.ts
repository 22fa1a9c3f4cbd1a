import { describe, expect, it } from "vitest";
import { dueBadge } from "./due-badge";

const CHICAGO = "America/Chicago";
const at = (iso: string) => new Date(iso).getTime();

describe("dueBadge", () => {
  // Wednesday 2026-11-25, 10:00 AM in Chicago (CST, UTC-6).
  const now = new Date("2026-11-25T16:00:00Z");

  it("says a reply or task due later today, on the reader's clock", () => {
    expect(dueBadge({ nextDueAt: at("2026-11-25T22:00:00Z"), answered: false, meetingAt: null }, CHICAGO, now)).toEqual({
      state: "due",
      text: "Due today 4:00 PM",
      at: "2026-11-25T22:00:00.000Z",
    });
    // The same instant on a Honolulu reader's clock.
    expect(dueBadge({ nextDueAt: at("2026-11-25T22:00:00Z"), answered: false, meetingAt: null }, "Pacific/Honolulu", now)?.text).toBe("Due today 12:00 PM");
    expect(dueBadge({ nextDueAt: at("2026-11-26T15:00:00Z"), answered: false, meetingAt: null }, CHICAGO, now)?.text).toBe("Due tomorrow 9:00 AM");
    expect(dueBadge({ nextDueAt: at("2026-12-03T22:00:00Z"), answered: false, meetingAt: null }, CHICAGO, now)?.text).toBe("Due Dec 3 4:00 PM");
  });

  it("says since when a lead is overdue, with the weekday within the week", () => {
    expect(dueBadge({ nextDueAt: at("2026-11-24T22:00:00Z"), answered: false, meetingAt: null }, CHICAGO, now)).toEqual({
      state: "overdue",
      text: "Overdue since yesterday 4:00 PM",
      at: "2026-11-24T22:00:00.000Z",
    });
    expect(dueBadge({ nextDueAt: at("2026-11-24T22:00:00Z"), answered: false, meetingAt: null }, CHICAGO, new Date("2026-11-26T16:00:00Z"))?.text).toBe(
      "Overdue since Tue 4:00 PM",
    );
    expect(dueBadge({ nextDueAt: at("2025-12-30T22:00:00Z"), answered: false, meetingAt: null }, CHICAGO, now)?.text).toBe("Overdue since Dec 30, 2025 4:00 PM");
    // Overdue outranks a meeting to come.
    expect(dueBadge({ nextDueAt: at("2026-11-25T15:00:00Z"), answered: false, meetingAt: at("2026-11-26T16:00:00Z") }, CHICAGO, now)?.state).toBe("overdue");
  });

  it("names a meeting to come unless something is due before it", () => {
    expect(dueBadge({ nextDueAt: at("2026-11-26T16:00:00Z"), answered: false, meetingAt: at("2026-11-26T16:00:00Z") }, CHICAGO, now)?.text).toBe(
      "Meeting tomorrow 10:00 AM",
    );
    expect(dueBadge({ nextDueAt: null, answered: true, meetingAt: at("2026-11-27T16:00:00Z") }, CHICAGO, now)?.text).toBe("Meeting Fri 10:00 AM");
    expect(dueBadge({ nextDueAt: at("2026-11-25T20:00:00Z"), answered: true, meetingAt: at("2026-11-27T16:00:00Z") }, CHICAGO, now)?.text).toBe("Due today 2:00 PM");
  });

  it("says Answered when nothing is due, and nothing for a lead with nothing to say", () => {
    expect(dueBadge({ nextDueAt: null, answered: true, meetingAt: null }, CHICAGO, now)).toEqual({ state: "answered", text: "Answered", at: null });
    expect(dueBadge({ nextDueAt: null, answered: false, meetingAt: null }, CHICAGO, now)).toBeNull();
  });

  it("reads days and clock times across the clocks going back", () => {
    // Sunday 2026-11-01, 9:00 AM CST (the clocks went back at 2:00 AM CDT).
    const sunday = new Date("2026-11-01T15:00:00Z");
    // Saturday 4:00 PM CDT (UTC-5) is still 4:00 PM on the reader's clock, yesterday.
    expect(dueBadge({ nextDueAt: at("2026-10-31T21:00:00Z"), answered: false, meetingAt: null }, CHICAGO, sunday)?.text).toBe("Overdue since yesterday 4:00 PM");
    // Monday 4:00 PM CST (UTC-6).
    expect(dueBadge({ nextDueAt: at("2026-11-02T22:00:00Z"), answered: false, meetingAt: null }, CHICAGO, sunday)?.text).toBe("Due tomorrow 4:00 PM");
    // 11:30 PM CST on Sunday is 05:30Z on Monday: still today for the reader.
    expect(dueBadge({ nextDueAt: at("2026-11-02T05:30:00Z"), answered: false, meetingAt: null }, CHICAGO, sunday)?.text).toBe("Due today 11:30 PM");
  });
});
