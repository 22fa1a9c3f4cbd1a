import { describe, expect, it } from "vitest";
import { activeFilters, dashboardQuery, MAX_FILTER_VALUE_LENGTH, parseDashboardFilters, withFilter, withoutFilter } from "./dashboard-filters";

const parse = (query: string) => parseDashboardFilters(new URLSearchParams(query)).map((filter) => [filter.dimension.key, filter.value, filter.match]);

describe("parseDashboardFilters", () => {
  it("reads the known filters in a fixed order and ignores the range and unknown keys", () => {
    expect(parse("device=mobile&from=2026-05-01&source=google&colour=red&campaign=spring")).toEqual([
      ["source", "google", "google"],
      ["campaign", "spring", "spring"],
      ["device", "mobile", "mobile"],
    ]);
  });

  it("matches a missing value when the filter names the label the tables show for it", () => {
    expect(parse("referrer=Direct%20%2F%20none&device=Unknown&page=%2Fpos")).toEqual([
      ["referrer", "Direct / none", null],
      ["page", "/pos", "/pos"],
      ["device", "Unknown", null],
    ]);
  });

  it("ignores blank, overlong and unstorable values instead of failing", () => {
    expect(parse(`source=%20&campaign=${"x".repeat(MAX_FILTER_VALUE_LENGTH + 1)}&term=a%00b&device=tablet`)).toEqual([
      ["device", "tablet", "tablet"],
    ]);
  });

  it("keeps the first value of a repeated key", () => {
    expect(parse("source=google&source=bing")).toEqual([["source", "google", "google"]]);
  });
});

describe("filter links", () => {
  const range = { from: "2026-05-01", to: "2026-05-07" };
  const active = activeFilters(parseDashboardFilters(new URLSearchParams("source=google&device=mobile")));

  it("adds a filter to the range and the filters already active, replacing the same key", () => {
    expect(withFilter(range, active, "campaign", "spring sale")).toBe("?from=2026-05-01&to=2026-05-07&source=google&device=mobile&campaign=spring+sale");
    expect(withFilter(range, active, "device", "desktop")).toBe("?from=2026-05-01&to=2026-05-07&source=google&device=desktop");
  });

  it("removes one filter and keeps the others", () => {
    expect(withoutFilter(range, active, "source")).toBe("?from=2026-05-01&to=2026-05-07&device=mobile");
    expect(dashboardQuery(range, [])).toBe("?from=2026-05-01&to=2026-05-07");
  });

  it("names each active filter for its chip", () => {
    expect(active).toEqual([
      { key: "source", label: "Source", value: "google" },
      { key: "device", label: "Device", value: "mobile" },
    ]);
  });
});
