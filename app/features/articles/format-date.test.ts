import { describe, expect, it } from "vitest";
import { formatArticleDate } from "./format-date";

describe("formatArticleDate", () => {
  it("formats an ISO date in long US form without shifting the day", () => {
    expect(formatArticleDate("2026-03-01")).toBe("March 1, 2026");
    expect(formatArticleDate("2025-12-31T23:00:00Z")).toBe("December 31, 2025");
  });

  it("returns anything unreadable unchanged", () => {
    expect(formatArticleDate("soon")).toBe("soon");
  });
});
