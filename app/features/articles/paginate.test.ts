import { describe, expect, it } from "vitest";
import { paginate } from "./paginate";

describe("paginate", () => {
  it("defaults to page 1 and computes the offset", () => {
    expect(paginate(null, 30)).toEqual({ page: 1, perPage: 12, totalItems: 30, totalPages: 3, offset: 0 });
    expect(paginate("3", 30)?.offset).toBe(24);
  });

  it("has exactly one page up to 12 items", () => {
    expect(paginate(null, 12)?.totalPages).toBe(1);
    expect(paginate(null, 13)?.totalPages).toBe(2);
    expect(paginate(null, 0)?.totalPages).toBe(1);
  });

  it.each(["0", "-1", "1.5", "abc", "2e1", " 2", "4"])("rejects the page %s for 30 items", (raw) => {
    expect(paginate(raw, 30)).toBeNull();
  });
});
