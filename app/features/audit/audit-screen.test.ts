import { describe, expect, it } from "vitest";
import { AUDIT_MAX_LINES, AUDIT_PAGE_SIZE, isAuditEntity, moreLinesQuery, parseAuditQuery } from "./audit-screen";

describe("the audit screen's query", () => {
  it("reads a known kind and a length, one page at least and a thousand lines at most", () => {
    expect(parseAuditQuery(new URLSearchParams("type=staff&limit=100"))).toEqual({ entityType: "staff", limit: 100 });
    expect(parseAuditQuery(new URLSearchParams("limit=3"))).toEqual({ entityType: null, limit: AUDIT_PAGE_SIZE });
    expect(parseAuditQuery(new URLSearchParams("limit=9999")).limit).toBe(AUDIT_MAX_LINES);
  });

  it("falls back to every kind and the first page for anything else", () => {
    expect(parseAuditQuery(new URLSearchParams("type=toString&limit=-5"))).toEqual({ entityType: null, limit: AUDIT_PAGE_SIZE });
    expect(isAuditEntity("__proto__")).toBe(false);
    expect(isAuditEntity("lightbox")).toBe(true);
  });

  it("offers one more page with the same filter, and nothing when there is no more", () => {
    expect(moreLinesQuery({ entityType: "lightbox", limit: 50 }, true)).toBe("?type=lightbox&limit=100");
    expect(moreLinesQuery({ entityType: null, limit: 50 }, false)).toBeNull();
    expect(moreLinesQuery({ entityType: null, limit: AUDIT_MAX_LINES }, true)).toBeNull();
  });
});
