import { describe, expect, it } from "vitest";
import { parseDateRange, rangeBounds } from "./date-range";

const now = new Date("2026-03-10T15:00:00Z");
const range = (query: string) => parseDateRange(new URLSearchParams(query), now);

describe("parseDateRange", () => {
  it("defaults to the last 30 days, today included", () => {
    expect(range("")).toEqual({ from: "2026-02-09", to: "2026-03-10" });
  });

  it("keeps a valid range and swaps a reversed one", () => {
    expect(range("from=2026-01-01&to=2026-01-31")).toEqual({ from: "2026-01-01", to: "2026-01-31" });
    expect(range("from=2026-01-31&to=2026-01-01")).toEqual({ from: "2026-01-01", to: "2026-01-31" });
  });

  it("ignores malformed or impossible dates", () => {
    expect(range("from=2026-02-30&to=yesterday")).toEqual({ from: "2026-02-09", to: "2026-03-10" });
    expect(range("from=<script>")).toEqual({ from: "2026-02-09", to: "2026-03-10" });
  });

  it("caps the range at a year, keeping its end", () => {
    expect(range("from=2000-01-01&to=2026-03-10")).toEqual({ from: "2025-03-10", to: "2026-03-10" });
  });
});

describe("rangeBounds", () => {
  it("runs from the first day's midnight to the midnight after the last day", () => {
    expect(rangeBounds({ from: "2026-01-01", to: "2026-01-31" })).toEqual({
      start: "2026-01-01T00:00:00.000Z",
      end: "2026-02-01T00:00:00.000Z",
    });
  });
});
