import { describe, expect, it } from "vitest";
import { isSameOriginRequest, sameOriginVerdict } from "./same-origin.server";

// The unit project shares its modules between files (isolate: false), so SITE_URL is
// named as the argument the server would read, not mocked: a mock would not reach a
// module another file loaded first.

const post = (headers: Record<string, string>, url = "https://www.example.com/consult") =>
  new Request(url, { method: "POST", headers });

describe("sameOriginVerdict with Fetch metadata", () => {
  it("accepts this site's own pages and requests the visitor started", () => {
    expect(sameOriginVerdict(post({ "Sec-Fetch-Site": "same-origin" }))).toEqual({ allowed: true, by: "fetch-metadata" });
    expect(isSameOriginRequest(post({ "Sec-Fetch-Site": "none" }))).toBe(true);
  });

  it("refuses another site and a sibling subdomain, whatever Origin claims", () => {
    expect(isSameOriginRequest(post({ "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" }))).toBe(false);
    expect(isSameOriginRequest(post({ "Sec-Fetch-Site": "same-site", Origin: "https://shop.example.com" }))).toBe(false);
    // Fetch metadata decides: a matching Origin does not outvote it.
    expect(isSameOriginRequest(post({ "Sec-Fetch-Site": "cross-site", Origin: "https://www.example.com" }))).toBe(false);
  });

  it("refuses a value no browser sends", () => {
    expect(isSameOriginRequest(post({ "Sec-Fetch-Site": "same-origin, cross-site" }))).toBe(false);
    expect(isSameOriginRequest(post({ "Sec-Fetch-Site": "" }))).toBe(false);
  });
});

describe("sameOriginVerdict without Fetch metadata (older browsers)", () => {
  it("accepts an Origin equal to the request's own origin when SITE_URL is unset", () => {
    expect(sameOriginVerdict(post({ Origin: "https://www.example.com" }))).toEqual({ allowed: true, by: "origin" });
    expect(isSameOriginRequest(post({ Origin: "https://evil.example" }))).toBe(false);
    expect(isSameOriginRequest(post({ Origin: "http://www.example.com" }))).toBe(false);
    expect(isSameOriginRequest(post({ Origin: "https://www.example.com:8443" }))).toBe(false);
  });

  it("compares with SITE_URL when it is set, not with the Host the request names", () => {
    const siteUrl = "https://www.example.com";
    const throughProxy = "http://10.0.0.5:3000/consult";
    expect(isSameOriginRequest(post({ Origin: "https://www.example.com" }, throughProxy), siteUrl)).toBe(true);
    expect(isSameOriginRequest(post({ Origin: "http://10.0.0.5:3000" }, throughProxy), siteUrl)).toBe(false);
  });

  it("refuses Origin: null and values that are not an origin", () => {
    expect(sameOriginVerdict(post({ Origin: "null" }))).toEqual({ allowed: false, reason: "Origin: null" });
    expect(isSameOriginRequest(post({ Origin: "null", Referer: "https://www.example.com/consult" }))).toBe(false);
    expect(isSameOriginRequest(post({ Origin: "not a url" }))).toBe(false);
    expect(isSameOriginRequest(post({ Origin: "https://www.example.com, https://evil.example" }))).toBe(false);
  });

  it("reads the Origin the production server moved out of Remix's way (X-Dropped-Origin)", () => {
    expect(isSameOriginRequest(post({ "X-Dropped-Origin": "https://evil.example" }))).toBe(false);
    expect(isSameOriginRequest(post({ "X-Dropped-Origin": "null", Referer: "https://www.example.com/consult" }))).toBe(false);
  });

  it("falls back to Referer when Origin is absent", () => {
    expect(sameOriginVerdict(post({ Referer: "https://www.example.com/consult?step=2" }))).toEqual({ allowed: true, by: "referer" });
    expect(isSameOriginRequest(post({ Referer: "https://www.example.com.evil.example/consult" }))).toBe(false);
    expect(isSameOriginRequest(post({ Referer: "https://shop.example.com/" }))).toBe(false);
    expect(isSameOriginRequest(post({ Referer: "nonsense" }))).toBe(false);
  });

  it("accepts a request with none of the three headers: not a browser acting for a visitor (decision 036)", () => {
    expect(sameOriginVerdict(post({}))).toEqual({ allowed: true, by: "no-browser-headers" });
  });
});
