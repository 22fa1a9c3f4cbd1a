import { describe, expect, it } from "vitest";
import {
  checkDestination,
  checkSourcePath,
  destinationText,
  endOfChain,
  followableDestination,
  locationWithQuery,
  lookupPath,
  REDIRECT_MESSAGES,
} from "./redirect-rules";

const hosts = ["partners.example.com"];
const refusal = (result: { ok: boolean; message?: string }) => (result.ok ? null : result.message);

describe("checkSourcePath", () => {
  it.each([
    ["/old-page", "/old-page"],
    ["  /old-page/  ", "/old-page"],
    ["/Old/Page//", null],
    ["/Old/Page/", "/Old/Page"],
    ["/a/./b/../c", "/a/c"],
    ["/café", "/caf%C3%A9"],
    ["/", "/"],
  ])("stores %j as %j", (typed, stored) => {
    const result = checkSourcePath(typed);
    if (stored === null) expect(result.ok).toBe(false);
    else expect(result).toEqual({ ok: true, value: stored });
  });

  it.each([
    ["", REDIRECT_MESSAGES.fromRequired],
    ["old-page", REDIRECT_MESSAGES.fromNotPath],
    ["https://example.com/old", REDIRECT_MESSAGES.fromNotPath],
    ["javascript:alert(1)", REDIRECT_MESSAGES.fromNotPath],
    ["//evil.example/x", REDIRECT_MESSAGES.otherSite],
    ["/\\evil.example", REDIRECT_MESSAGES.otherSite],
    ["/old page", REDIRECT_MESSAGES.spaces],
    ["/old\u0000page", REDIRECT_MESSAGES.spaces],
    ["/old?x=1", REDIRECT_MESSAGES.fromQuery],
    ["/old#part", REDIRECT_MESSAGES.fromQuery],
    ["/a//b", REDIRECT_MESSAGES.doubleSlash],
    [`/${"a".repeat(1000)}`, REDIRECT_MESSAGES.tooLong],
  ])("refuses %j", (typed, message) => {
    expect(refusal(checkSourcePath(typed))).toBe(message);
  });
});

describe("checkDestination", () => {
  it("takes a site path (with a query) or an https address on an allowed host, normalised", () => {
    expect(checkDestination("/new-page/", hosts)).toEqual({ ok: true, value: { kind: "site", path: "/new-page", query: "" } });
    expect(checkDestination("/new?from=old&u=https://x", hosts)).toEqual({ ok: true, value: { kind: "site", path: "/new", query: "?from=old&u=https://x" } });
    expect(checkDestination("HTTPS://Partners.Example.com/offer", hosts)).toEqual({
      ok: true,
      value: { kind: "outside", url: "https://partners.example.com/offer", host: "partners.example.com" },
    });
  });

  it.each([
    ["javascript:alert(1)", REDIRECT_MESSAGES.toScheme],
    ["JavaScript:alert(1)", REDIRECT_MESSAGES.toScheme],
    [" javascript:alert(1)", REDIRECT_MESSAGES.toScheme],
    ["data:text/html,<script>alert(1)</script>", REDIRECT_MESSAGES.toScheme],
    ["vbscript:msgbox", REDIRECT_MESSAGES.toScheme],
    ["mailto:a@example.com", REDIRECT_MESSAGES.toScheme],
    ["ftp://partners.example.com/x", REDIRECT_MESSAGES.toScheme],
    ["http://partners.example.com/x", REDIRECT_MESSAGES.toHttp],
    ["//evil.example/x", REDIRECT_MESSAGES.otherSite],
    ["/\\evil.example", REDIRECT_MESSAGES.otherSite],
    ["\\\\evil.example", REDIRECT_MESSAGES.toScheme],
    ["new-page", REDIRECT_MESSAGES.toScheme],
    ["/new#top", REDIRECT_MESSAGES.toFragment],
    ["https://user:pw@partners.example.com/", REDIRECT_MESSAGES.toCredentials],
    ["java\tscript:alert(1)", REDIRECT_MESSAGES.spaces],
    ["", REDIRECT_MESSAGES.toRequired],
  ])("refuses %j", (typed, message) => {
    expect(refusal(checkDestination(typed, hosts))).toBe(message);
  });

  it.each([
    "//evil.example",
    "///evil.example/",
    "https:evil.example",
    "https:/evil.example",
    "/\\/evil.example",
    "/\t/evil.example",
    " //evil.example",
    "java\nscript:alert(1)",
    "%2F%2Fevil.example",
    "/%2F%2Fevil.example",
    "/admin@evil.example",
    "//partners.example.com@evil.example",
    "/old\r\nSet-Cookie: staff_session=stolen",
  ])("never leads off the site for %j unless to an allowed host", (typed) => {
    const checked = checkDestination(typed, hosts);
    if (!checked.ok) return;
    const location = locationWithQuery(destinationText(checked.value), "?q=1");
    expect(location).not.toMatch(/[\r\n]/);
    const origin = new URL(location, "https://www.example.com/some/page").origin;
    expect(["https://www.example.com", "https://partners.example.com"]).toContain(origin);
  });

  it("refuses another site whose host is not allowed, naming the host and the setting", () => {
    expect(refusal(checkDestination("https://evil.example/x", hosts))).toBe(
      "The site evil.example is not an allowed outside site: redirects may lead to another site only when an admin adds its host to REDIRECT_ALLOWED_HOSTS",
    );
    expect(refusal(checkDestination("https://partners.example.com.evil.example/", hosts))).toMatch(/^The site partners\.example\.com\.evil\.example is not/);
    expect(checkDestination("https://partners.example.com/", []).ok).toBe(false);
  });
});

describe("answering", () => {
  it("follows a stored site path, or an https destination only while its host is allowed", () => {
    expect(followableDestination("/new?x=1", hosts)).toBe("/new?x=1");
    expect(followableDestination("https://partners.example.com/offer", hosts)).toBe("https://partners.example.com/offer");
    expect(followableDestination("https://partners.example.com/offer", [])).toBeNull();
    for (const stored of ["javascript:alert(1)", "//evil.example", "/\\evil.example", "data:text/html,x", "http://partners.example.com/"]) {
      expect(followableDestination(stored, hosts), stored).toBeNull();
    }
  });

  it("looks an address up without its trailing slash", () => {
    expect(lookupPath("/old/")).toBe("/old");
    expect(lookupPath("/")).toBe("/");
  });

  it("carries the visitor's query string over, after the destination's own, without Remix's data parameters", () => {
    expect(locationWithQuery("/new", "")).toBe("/new");
    expect(locationWithQuery("/new", "?partner=2001&brand=gulf")).toBe("/new?partner=2001&brand=gulf");
    expect(locationWithQuery("/new?from=old", "?utm_source=mail")).toBe("/new?from=old&utm_source=mail");
    expect(locationWithQuery("/new", "?_routes=routes%2F%24slug&q=a+b")).toBe("/new?q=a+b");
  });
});

describe("endOfChain", () => {
  const stored = (rows: Record<string, string>) => async (path: string) => rows[path] ?? null;

  it("follows stored redirects to their end, keeping the path's own query", async () => {
    expect(await endOfChain("/a", "/b", stored({ "/b": "/c" }))).toBe("/c");
    expect(await endOfChain("/a", "/b?x=1", stored({}))).toBe("/b?x=1");
    expect(await endOfChain("/a", "/b", stored({ "/b": "https://partners.example.com/" }))).toBe("https://partners.example.com/");
  });

  it("refuses a loop back to the old address, and a stored cycle", async () => {
    expect(await endOfChain("/a", "/b", stored({ "/b": "/a" }))).toBeNull();
    expect(await endOfChain("/a", "/a", stored({}))).toBeNull();
    expect(await endOfChain("/a", "/b", stored({ "/b": "/c", "/c": "/b" }))).toBeNull();
  });
});
