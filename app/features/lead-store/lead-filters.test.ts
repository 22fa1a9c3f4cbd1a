import { describe, expect, it } from "vitest";
import { describeLeadFilters, filtersToQuery, parseLeadFilters } from "./lead-filters";

describe("parseLeadFilters", () => {
  it("reads every filter", () => {
    const filters = parseLeadFilters(
      new URLSearchParams("q=%20Reyes%20&status=contacted&type=consultation&from=2026-11-01&to=2026-11-30&owner=mine&due=overdue&sort=due&source=%20Google%20&campaign=Spring-Sale&page=2"),
      "America/Chicago",
      7,
    );
    expect(filters).toEqual({
      q: "Reyes",
      status: "contacted",
      type: "consultation",
      from: "2026-11-01",
      to: "2026-11-30",
      timeZone: "America/Chicago",
      owner: "mine",
      viewerId: 7,
      due: "overdue",
      sort: "due",
      source: "google",
      campaign: "spring-sale",
      page: 2,
    });
  });

  it("drops malformed values instead of failing", () => {
    expect(parseLeadFilters(new URLSearchParams("status=deleted&type=spam&from=yesterday&to=2026-02-30&owner=all&sort=name&page=-3"), "UTC")).toEqual({
      q: "",
      status: null,
      type: null,
      from: null,
      to: null,
      timeZone: "UTC",
      owner: null,
      viewerId: null,
      due: null,
      sort: null,
      source: null,
      campaign: null,
      page: 1,
    });
    // "Mine" means nothing without someone looking.
    expect(parseLeadFilters(new URLSearchParams("owner=mine"), "UTC").owner).toBeNull();
    expect(parseLeadFilters(new URLSearchParams("owner=unassigned"), "UTC").owner).toBe("unassigned");
    expect(parseLeadFilters(new URLSearchParams(`q=${"x".repeat(300)}`), "UTC").q).toHaveLength(100);
    // What no database stores as a parameter (U+0000) is dropped, as when touches are stored.
    expect(parseLeadFilters(new URLSearchParams("source=goo%00gle&campaign=%00%01"), "UTC")).toMatchObject({ source: "google", campaign: null });
  });
});

describe("filtersToQuery", () => {
  it("round-trips the filters and adds extras", () => {
    const filters = parseLeadFilters(new URLSearchParams("q=a b&status=won&from=2026-11-01"), "America/Chicago");
    expect(filtersToQuery(filters)).toBe("?q=a+b&status=won&from=2026-11-01");
    expect(filtersToQuery(filters, { page: "3" })).toBe("?q=a+b&status=won&from=2026-11-01&page=3");
    expect(filtersToQuery(parseLeadFilters(new URLSearchParams(), "UTC"))).toBe("");
    expect(filtersToQuery(parseLeadFilters(new URLSearchParams("due=today&sort=meeting"), "UTC"))).toBe("?due=today&sort=meeting");
    expect(filtersToQuery(parseLeadFilters(new URLSearchParams("source=linkedin&campaign=&page=2"), "UTC"))).toBe("?source=linkedin");
  });
});

describe("describeLeadFilters", () => {
  it("names each filter in use, in words, for an export's audit line", () => {
    const filters = parseLeadFilters(new URLSearchParams("q=Reyes&status=pending&type=consultation&from=2026-11-01&to=2026-11-30&owner=unassigned"), "UTC");
    expect(describeLeadFilters(filters)).toBe("search “Reyes”, status New, type Consultation request, from 2026-11-01, to 2026-11-30, owner nobody");
    expect(describeLeadFilters(parseLeadFilters(new URLSearchParams(""), "UTC"))).toBe("no filters");
    expect(describeLeadFilters(parseLeadFilters(new URLSearchParams("due=overdue&sort=due"), "UTC"))).toBe("overdue, sorted by due time");
    expect(describeLeadFilters(parseLeadFilters(new URLSearchParams("source=google&campaign=spring"), "UTC"))).toBe("source “google”, campaign “spring”");
  });
});
