import { describe, expect, it } from "vitest";
import { addDays, daysBetween, MAX_RANGE_DAYS, parseDashboardRange, rangePresets, rangeQuery } from "./dashboard-range";

const NOW = new Date(Date.UTC(2026, 2, 10, 3, 0, 0)); // still March 9 in Chicago
const CHICAGO = "America/Chicago";
const range = (query: string) => parseDashboardRange(new URLSearchParams(query), CHICAGO, NOW);

describe("calendar helpers", () => {
  it("adds days across months and years", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(daysBetween("2026-03-01", "2026-03-08")).toBe(7);
  });
});

describe("parseDashboardRange", () => {
  it("defaults to the last 7 days in the staff member's time zone", () => {
    const { from, to, granularity, buckets } = range("");
    expect([from, to]).toEqual(["2026-03-03", "2026-03-09"]);
    expect(granularity).toBe("day");
    expect(buckets.map((bucket) => bucket.label)).toEqual([
      "2026-03-03",
      "2026-03-04",
      "2026-03-05",
      "2026-03-06",
      "2026-03-07",
      "2026-03-08",
      "2026-03-09",
    ]);
  });

  it("starts and ends at local midnight, with a 23-hour day when DST starts", () => {
    const { start, end, buckets } = range("from=2026-03-08&to=2026-03-09");
    expect(new Date(start).toISOString()).toBe("2026-03-08T06:00:00.000Z");
    expect(new Date(end).toISOString()).toBe("2026-03-10T05:00:00.000Z");
    // Hourly for a two-day range; 2 AM does not exist on March 8 in Chicago.
    expect(buckets.length).toBe(47);
    expect(buckets.every((bucket) => bucket.end > bucket.start)).toBe(true);
    expect(buckets.at(-1)?.end).toBe(end);
  });

  it("uses hours for a single day", () => {
    const { granularity, buckets } = range("from=2026-03-05&to=2026-03-05");
    expect(granularity).toBe("hour");
    expect(buckets).toHaveLength(24);
    expect(buckets[13]?.label).toBe("2026-03-05 13:00");
  });

  it("swaps a reversed range, ignores malformed dates and caps the length", () => {
    expect(range("from=2026-03-09&to=2026-03-01")).toMatchObject({ from: "2026-03-01", to: "2026-03-09" });
    expect(range("from=yesterday&to=2026-02-30")).toMatchObject({ from: "2026-03-03", to: "2026-03-09" });
    const long = range("from=2020-01-01&to=2026-03-09");
    expect(daysBetween(long.from, long.to)).toBe(MAX_RANGE_DAYS - 1);
    expect(long.buckets).toHaveLength(MAX_RANGE_DAYS);
  });

  it("offers presets ending today and a query string for links", () => {
    expect(rangePresets(CHICAGO, NOW).map((preset) => [preset.label, preset.from])).toEqual([
      ["Today", "2026-03-09"],
      ["Last 7 days", "2026-03-03"],
      ["Last 30 days", "2026-02-08"],
      ["Last 90 days", "2025-12-10"],
    ]);
    expect(rangeQuery({ from: "2026-03-01", to: "2026-03-09" })).toBe("?from=2026-03-01&to=2026-03-09");
  });
});
