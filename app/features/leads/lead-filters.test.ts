import { describe, expect, it } from "vitest";
import { describeLeadFilters, filtersToQuery, parseLeadFilters } from "./lead-filters";

describe("parseLeadFilters", () => {
  it("reads every filter", () => {
    const filters = parseLeadFilters(
      new URLSearchParams("q=%20Reyes%20&status=contacted&type=consultation&from=2026-11-01&to=2026-11-30&page=2"),
      "America/Chicago",
    );
    expect(filters).toEqual({
      q: "Reyes",
      status: "contacted",
      type: "consultation",
      from: "2026-11-01",
      to: "2026-11-30",
      timeZone: "America/Chicago",
      page: 2,
    });
  });

  it("drops malformed values instead of failing", () => {
    expect(parseLeadFilters(new URLSearchParams("status=deleted&type=spam&from=yesterday&to=2026-02-30&page=-3"), "UTC")).toEqual({
      q: "",
      status: null,
      type: null,
      from: null,
      to: null,
      timeZone: "UTC",
      page: 1,
    });
    expect(parseLeadFilters(new URLSearchParams(`q=${"x".repeat(300)}`), "UTC").q).toHaveLength(100);
  });
});

describe("filtersToQuery", () => {
  it("round-trips the filters and adds extras", () => {
    const filters = parseLeadFilters(new URLSearchParams("q=a b&status=won&from=2026-11-01"), "America/Chicago");
    expect(filtersToQuery(filters)).toBe("?q=a+b&status=won&from=2026-11-01");
    expect(filtersToQuery(filters, { page: "3" })).toBe("?q=a+b&status=won&from=2026-11-01&page=3");
    expect(filtersToQuery(parseLeadFilters(new URLSearchParams(), "UTC"))).toBe("");
  });
});

describe("describeLeadFilters", () => {
  it("names each filter in use, in words, for an export's audit line", () => {
    const filters = parseLeadFilters(new URLSearchParams("q=Reyes&status=pending&type=consultation&from=2026-11-01&to=2026-11-30"), "UTC");
    expect(describeLeadFilters(filters)).toBe("search “Reyes”, status New, type Consultation request, from 2026-11-01, to 2026-11-30");
    expect(describeLeadFilters(parseLeadFilters(new URLSearchParams(""), "UTC"))).toBe("no filters");
  });
});
