import { describe, expect, it } from "vitest";
import { nextSummaryRun, summarisedWeek, weeklySummaryMessage } from "./weekly-summary";

const CHICAGO = "America/Chicago";

describe("when the weekly summary goes out", () => {
  it("is the next Monday at 08:00 in the site's zone", () => {
    // Wednesday 2026-11-25 15:00 UTC.
    expect(nextSummaryRun(new Date("2026-11-25T15:00:00Z"), CHICAGO).toISOString()).toBe("2026-11-30T14:00:00.000Z");
    // Monday 07:59 Chicago: this Monday; 08:00 itself is past, so the next one.
    expect(nextSummaryRun(new Date("2026-11-30T13:59:00Z"), CHICAGO).toISOString()).toBe("2026-11-30T14:00:00.000Z");
    expect(nextSummaryRun(new Date("2026-11-30T14:00:00Z"), CHICAGO).toISOString()).toBe("2026-12-07T14:00:00.000Z");
  });

  it("stays at 08:00 on the wall clock across the clock changes", () => {
    // Summer time starts Sunday 2027-03-14: the Monday after is 08:00 CDT (13:00 UTC), the one before 08:00 CST.
    expect(nextSummaryRun(new Date("2027-03-09T12:00:00Z"), CHICAGO).toISOString()).toBe("2027-03-15T13:00:00.000Z");
    expect(nextSummaryRun(new Date("2027-03-02T12:00:00Z"), CHICAGO).toISOString()).toBe("2027-03-08T14:00:00.000Z");
    // It ends Sunday 2026-11-01.
    expect(nextSummaryRun(new Date("2026-10-27T12:00:00Z"), CHICAGO).toISOString()).toBe("2026-11-02T14:00:00.000Z");
  });

  it("sums up the Monday to Sunday before the run's day, even when the run comes late", () => {
    expect(summarisedWeek(new Date("2026-11-30T14:00:00Z"), CHICAGO)).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    // A run a worker picked up on Tuesday still reports the week before the Monday.
    expect(summarisedWeek(new Date("2026-12-01T16:00:00Z"), CHICAGO)).toEqual({ from: "2026-11-23", to: "2026-11-29" });
  });
});

describe("the weekly summary's text", () => {
  const figures = {
    week: { from: "2026-11-23", to: "2026-11-29" },
    visitors: 1200,
    previousVisitors: 1000,
    leads: 3,
    leadsBySource: [
      { source: "google / organic", leads: 2 },
      { source: "Not recorded", leads: 1 },
    ],
    funnel: [
      { step: "step 1", visitors: 40 },
      { step: "submitted", visitors: 2 },
    ],
  };

  it("names the week, the visitors with their change, the leads by source and the funnel", () => {
    const message = weeklySummaryMessage(figures, "https://example.com/admin/analytics?from=2026-11-23&to=2026-11-29");
    expect(message.subject).toBe("Weekly summary: 3 leads, 1,200 visitors (2026-11-23 to 2026-11-29)");
    expect(message.text).toContain("Visitors: 1,200 (+20 % on the week before)");
    expect(message.text).toContain("  google / organic: 2 leads\n  Not recorded: 1 lead");
    expect(message.text).toContain("  step 1: 40\n  submitted: 2");
    expect(message.text).toContain("https://example.com/admin/analytics?from=2026-11-23&to=2026-11-29");
  });

  it("says when there were no leads, and leaves out a change from nothing", () => {
    const message = weeklySummaryMessage({ ...figures, leads: 0, leadsBySource: [], previousVisitors: 0, visitors: 1 }, "https://example.com/");
    expect(message.subject).toBe("Weekly summary: 0 leads, 1 visitor (2026-11-23 to 2026-11-29)");
    expect(message.text).toContain("Visitors: 1\n");
    expect(message.text).toContain("none this week");
  });
});
