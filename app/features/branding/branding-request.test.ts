import { describe, expect, it } from "vitest";
import { BRANDING_TTL_MS, brandingParams, chooseBrandingRequest, parseBrandingRequest } from "./branding-request";

const q = (query: string) => new URLSearchParams(query);
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

describe("parseBrandingRequest", () => {
  it("needs an id and a brand", () => {
    expect(parseBrandingRequest(q("client=1001&brand=Riverbend"))).toEqual({
      kind: "client",
      id: "1001",
      brand: "Riverbend",
    });
    expect(parseBrandingRequest(q("client=1001"))).toBeNull();
    expect(parseBrandingRequest(q("brand=Riverbend"))).toBeNull();
    expect(parseBrandingRequest(q("partner=2001&brand=%20%20"))).toBeNull();
  });

  it("lets client win over partner", () => {
    expect(parseBrandingRequest(q("partner=2001&client=1001&brand=B"))?.kind).toBe("client");
    expect(parseBrandingRequest(q("partner=2001&brand=B"))).toEqual({ kind: "partner", id: "2001", brand: "B" });
  });

  it("falls back to the partner when the client id is malformed", () => {
    expect(parseBrandingRequest(q("client=../x&partner=2001&brand=B"))?.kind).toBe("partner");
  });

  it("rejects ids outside the safe charset and trims control characters from the brand", () => {
    expect(parseBrandingRequest(q("client=%3Cscript%3E&brand=B"))).toBeNull();
    expect(parseBrandingRequest(q(`client=${"a".repeat(65)}&brand=B`))).toBeNull();
    expect(parseBrandingRequest(q("client=1&brand=Acme%0A%0DCo"))?.brand).toBe("AcmeCo");
    expect(parseBrandingRequest(q(`client=1&brand=${"x".repeat(200)}`))?.brand).toHaveLength(80);
  });
});

describe("chooseBrandingRequest", () => {
  const stored = { request: { kind: "partner" as const, id: "2001", brand: "Gulf" }, storedAt: NOW - 1000 };

  it("stores a request found in the URL", () => {
    const decision = chooseBrandingRequest(q("client=1001&brand=Riverbend"), null, NOW);
    expect(decision).toEqual({
      request: { kind: "client", id: "1001", brand: "Riverbend" },
      cookie: "set",
      storedAt: NOW,
    });
  });

  it("keeps the original time when the same request comes again", () => {
    const decision = chooseBrandingRequest(q("partner=2001&brand=Gulf"), stored, NOW);
    expect(decision.cookie).toBe("keep");
    expect(decision.storedAt).toBe(stored.storedAt);
  });

  it("replaces the stored request with a different one from the URL", () => {
    const decision = chooseBrandingRequest(q("client=1001&brand=Riverbend"), stored, NOW);
    expect(decision.cookie).toBe("set");
    expect(decision.request?.kind).toBe("client");
  });

  it("applies the stored request while it is under 24 hours old", () => {
    const fresh = { ...stored, storedAt: NOW - BRANDING_TTL_MS + 1 };
    expect(chooseBrandingRequest(q(""), fresh, NOW)).toEqual({
      request: fresh.request,
      cookie: "keep",
      storedAt: fresh.storedAt,
    });
  });

  it("clears the stored request after 24 hours so defaults return", () => {
    const expired = { ...stored, storedAt: NOW - BRANDING_TTL_MS };
    expect(chooseBrandingRequest(q(""), expired, NOW)).toEqual({ request: null, cookie: "clear", storedAt: null });
  });

  it("treats a stored time in the future as invalid", () => {
    expect(chooseBrandingRequest(q(""), { ...stored, storedAt: NOW + 60_000 }, NOW).cookie).toBe("clear");
  });

  it("does nothing without a request or a stored one", () => {
    expect(chooseBrandingRequest(q("utm_source=x"), null, NOW)).toEqual({ request: null, cookie: "keep", storedAt: null });
  });
});

describe("brandingParams", () => {
  it("names the id by its kind, then the brand", () => {
    expect(brandingParams({ kind: "partner", id: "2001", brand: "Gulf" })).toEqual([
      ["partner", "2001"],
      ["brand", "Gulf"],
    ]);
    expect(brandingParams(null)).toEqual([]);
  });
});
