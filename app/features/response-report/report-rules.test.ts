import { describe, expect, it } from "vitest";
import { formatBusinessMinutes, percentile, promiseState, reportPresets, responseFigures, type ReportLead } from "./report-rules";

describe("percentile (nearest rank)", () => {
  // The textbook data set of the nearest-rank method: 15, 20, 35, 40, 50.
  const five = [50, 15, 40, 20, 35];

  it("gives a value of the set, the ⌈p·n⌉-th smallest, for an odd count", () => {
    expect(percentile(five, 5)).toBe(15);
    expect(percentile(five, 30)).toBe(20);
    expect(percentile(five, 40)).toBe(20);
    expect(percentile(five, 50)).toBe(35);
    expect(percentile(five, 90)).toBe(50);
    expect(percentile(five, 100)).toBe(50);
  });

  it("takes the lower middle value as the median of an even count", () => {
    expect(percentile([3, 1, 4, 2], 50)).toBe(2);
    expect(percentile([3, 1, 4, 2], 90)).toBe(4);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50)).toBe(5);
  });

  it("gives the one value of a single-value set, and nothing for none", () => {
    expect(percentile([42], 50)).toBe(42);
    expect(percentile([42], 90)).toBe(42);
    expect(percentile([], 50)).toBeNull();
  });

  it("leaves its input as it was", () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe("promiseState", () => {
  const now = 1_000;
  it("answered at or before due is within; after due is late", () => {
    expect(promiseState({ dueAt: 500, firstResponseAt: 500 }, now)).toBe("within");
    expect(promiseState({ dueAt: 500, firstResponseAt: 501 }, now)).toBe("late");
  });
  it("unanswered is missed once due has passed, open before; no due time is open", () => {
    expect(promiseState({ dueAt: 999, firstResponseAt: null }, now)).toBe("missed");
    expect(promiseState({ dueAt: 1_000, firstResponseAt: null }, now)).toBe("open");
    expect(promiseState({ dueAt: null, firstResponseAt: 5 }, now)).toBe("open");
  });
});

describe("responseFigures", () => {
  const lead = (overrides: Partial<ReportLead>): ReportLead => ({
    ownerId: 1,
    type: "merchant_application",
    status: "pending",
    dueAt: 1_000,
    firstResponseAt: null,
    responseMinutes: null,
    meetingsBooked: 0,
    meetingsKept: 0,
    meetingsMissed: 0,
    ...overrides,
  });

  it("counts answered, within, overdue, medians of business minutes, meetings and outcomes", () => {
    const figures = responseFigures(
      [
        lead({ firstResponseAt: 900, responseMinutes: 30, status: "contacted" }),
        lead({ firstResponseAt: 1_000, responseMinutes: 90, status: "won", meetingsBooked: 1, meetingsKept: 1 }),
        lead({ firstResponseAt: 1_500, responseMinutes: 600, status: "qualified", meetingsBooked: 2, meetingsMissed: 1 }),
        lead({ dueAt: 1_900 }),
        lead({ dueAt: 2_500 }),
      ],
      2_000,
    );
    expect(figures).toEqual({
      leads: 5,
      answered: 3,
      withinPromise: 2,
      overdue: 2,
      medianMinutes: 90,
      p90Minutes: 600,
      promiseShare: 0.5,
      meetingsBooked: 3,
      meetingsKept: 1,
      meetingsMissed: 1,
      qualifiedOrWon: 2,
    });
  });

  it("has no median or share without data", () => {
    const figures = responseFigures([lead({ dueAt: 5_000 })], 2_000);
    expect(figures.medianMinutes).toBeNull();
    expect(figures.p90Minutes).toBeNull();
    expect(figures.promiseShare).toBeNull();
    expect(responseFigures([], 0).leads).toBe(0);
  });
});

describe("formatBusinessMinutes", () => {
  it("spells hours and minutes, and a dash for no data", () => {
    expect(formatBusinessMinutes(null)).toBe("—");
    expect(formatBusinessMinutes(0.2)).toBe("0 min");
    expect(formatBusinessMinutes(45)).toBe("45 min");
    expect(formatBusinessMinutes(59.6)).toBe("1 h 00 min");
    expect(formatBusinessMinutes(185)).toBe("3 h 05 min");
    expect(formatBusinessMinutes(26 * 60)).toBe("26 h 00 min");
  });
});

describe("reportPresets", () => {
  it("names this week and last week from Monday, this and last month, in the viewer's zone", () => {
    // Thursday 2026-11-26 at 03:00 UTC is still Wednesday the 25th in Chicago.
    const presets = reportPresets("America/Chicago", new Date("2026-11-26T03:00:00Z"));
    expect(Object.fromEntries(presets.map((preset) => [preset.label, `${preset.from}..${preset.to}`]))).toEqual({
      "This week": "2026-11-23..2026-11-25",
      "Last week": "2026-11-16..2026-11-22",
      "This month": "2026-11-01..2026-11-25",
      "Last month": "2026-10-01..2026-10-31",
      "Last 30 days": "2026-10-27..2026-11-25",
    });
  });

  it("starts this week on today when today is Monday, and crosses a year", () => {
    const presets = reportPresets("UTC", new Date("2027-01-04T10:00:00Z"));
    expect(presets.find((preset) => preset.label === "This week")).toMatchObject({ from: "2027-01-04", to: "2027-01-04" });
    expect(presets.find((preset) => preset.label === "Last month")).toMatchObject({ from: "2026-12-01", to: "2026-12-31" });
  });
});
