import { describe, expect, it } from "vitest";
import { addDays, dayBuckets, daysBetween, MAX_RANGE_DAYS, parseDateRange, rangePresets, rangeQuery } from "./date-range";

const NOW = new Date(Date.UTC(2026, 2, 10, 3, 0, 0)); // still March 9 in Chicago
const CHICAGO = "America/Chicago";
const range = (query: string, defaultDays?: number) => parseDateRange(new URLSearchParams(query), CHICAGO, { defaultDays, now: NOW });

describe("calendar helpers", () => {
  it("adds days across months and years", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(daysBetween("2026-03-01", "2026-03-08")).toBe(7);
  });
});

describe("parseDateRange", () => {
  it("defaults to the last 7 days in the staff member's time zone, today included", () => {
    expect(range("")).toMatchObject({ from: "2026-03-03", to: "2026-03-09", timeZone: CHICAGO });
    expect(range("", 30)).toMatchObject({ from: "2026-02-08", to: "2026-03-09" });
  });

  it("starts and ends at local midnight, with a 23-hour day when DST starts", () => {
    const { start, end } = range("from=2026-03-08&to=2026-03-09");
    expect(new Date(start).toISOString()).toBe("2026-03-08T06:00:00.000Z");
    expect(new Date(end).toISOString()).toBe("2026-03-10T05:00:00.000Z");
  });

  it("swaps a reversed range, ignores malformed dates and caps the length, keeping the end", () => {
    expect(range("from=2026-03-09&to=2026-03-01")).toMatchObject({ from: "2026-03-01", to: "2026-03-09" });
    expect(range("from=yesterday&to=2026-02-30")).toMatchObject({ from: "2026-03-03", to: "2026-03-09" });
    expect(range("from=<script>")).toMatchObject({ from: "2026-03-03", to: "2026-03-09" });
    const long = range("from=2020-01-01&to=2026-03-09");
    expect(long.to).toBe("2026-03-09");
    expect(daysBetween(long.from, long.to)).toBe(MAX_RANGE_DAYS - 1);
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

describe("dayBuckets", () => {
  it("runs from each local midnight to the next, 23 hours on the day DST starts", () => {
    const buckets = dayBuckets(range("from=2026-03-07&to=2026-03-09"));
    expect(buckets.map((bucket) => bucket.label)).toEqual(["2026-03-07", "2026-03-08", "2026-03-09"]);
    expect(buckets.map((bucket) => (bucket.end - bucket.start) / 3_600_000)).toEqual([24, 23, 24]);
    expect(new Date(buckets[0]!.start).toISOString()).toBe("2026-03-07T06:00:00.000Z");
    expect(buckets[1]!.start).toBe(buckets[0]!.end);
  });
});
