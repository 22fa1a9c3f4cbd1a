import { describe, expect, it } from "vitest";
import { MAX_RANGE_DAYS } from "~/utils/date-range";
import { parseDashboardRange } from "./dashboard-range";

const NOW = new Date(Date.UTC(2026, 2, 10, 3, 0, 0)); // still March 9 in Chicago
const range = (query: string) => parseDashboardRange(new URLSearchParams(query), "America/Chicago", NOW);

describe("parseDashboardRange", () => {
  it("counts the default last 7 days day by day", () => {
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

  it("counts up to two days hour by hour, skipping the hour DST removes", () => {
    const { end, buckets } = range("from=2026-03-08&to=2026-03-09");
    // 2 AM does not exist on March 8 in Chicago.
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

  it("has one bucket per day of the longest range", () => {
    expect(range("from=2020-01-01&to=2026-03-09").buckets).toHaveLength(MAX_RANGE_DAYS);
  });
});
