import { describe, expect, it } from "vitest";
import { filtersToQuery, parseLeadFilters } from "./lead-filters";

describe("parseLeadFilters", () => {
  it("reads every filter", () => {
    const filters = parseLeadFilters(
      new URLSearchParams("q=%20Reyes%20&status=contacted&type=consultation&from=2026-11-01&to=2026-11-30&page=2"),
    );
    expect(filters).toEqual({
      q: "Reyes",
      status: "contacted",
      type: "consultation",
      from: "2026-11-01",
      to: "2026-11-30",
      page: 2,
    });
  });

  it("drops malformed values instead of failing", () => {
    expect(parseLeadFilters(new URLSearchParams("status=deleted&type=spam&from=yesterday&page=-3"))).toEqual({
      q: "",
      status: null,
      type: null,
      from: null,
      to: null,
      page: 1,
    });
    expect(parseLeadFilters(new URLSearchParams(`q=${"x".repeat(300)}`)).q).toHaveLength(100);
  });
});

describe("filtersToQuery", () => {
  it("round-trips the filters and adds extras", () => {
    const filters = parseLeadFilters(new URLSearchParams("q=a b&status=won"));
    expect(filtersToQuery(filters)).toBe("?q=a+b&status=won");
    expect(filtersToQuery(filters, { page: "3" })).toBe("?q=a+b&status=won&page=3");
    expect(filtersToQuery(parseLeadFilters(new URLSearchParams()))).toBe("");
  });
});
