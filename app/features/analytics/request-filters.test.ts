import { describe, expect, it } from "vitest";
import { hasOptedOut, isDocumentNavigation, isPrefetch, isStaffPathname, refusesTracking } from "./request-filters";

const request = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  new Request(`http://localhost${url}`, { method, headers });
const NAVIGATE = { "Sec-Fetch-Dest": "document", "Sec-Fetch-Mode": "navigate" };

describe("refusesTracking", () => {
  it.each<Record<string, string>>([{ DNT: "1" }, { "Sec-GPC": "1" }, { DNT: " 1 " }])("honours %j", (headers) => {
    expect(refusesTracking(new Headers(headers))).toBe(true);
  });
  it.each<Record<string, string>>([{}, { DNT: "0" }, { "Sec-GPC": "0" }])("tracks with %j", (headers) => {
    expect(refusesTracking(new Headers(headers))).toBe(false);
  });
});

describe("hasOptedOut", () => {
  it("finds the staff opt-out cookie and nothing that merely looks like it", () => {
    expect(hasOptedOut("a=1; analytics_optout=1")).toBe(true);
    expect(hasOptedOut("analytics_optout=1; a=1")).toBe(true);
    expect(hasOptedOut("analytics_optout=0")).toBe(false);
    expect(hasOptedOut("xanalytics_optout=1")).toBe(false);
    expect(hasOptedOut(null)).toBe(false);
  });
});

describe("isPrefetch", () => {
  it.each<Record<string, string>>([{ "Sec-Purpose": "prefetch" }, { "Sec-Purpose": "prefetch;prerender" }, { Purpose: "prefetch" }, { "X-Moz": "prefetch" }])(
    "recognises %j",
    (headers) => expect(isPrefetch(new Headers(headers))).toBe(true),
  );
  it("is false for a normal request", () => expect(isPrefetch(new Headers())).toBe(false));
});

describe("isStaffPathname", () => {
  it.each(["/admin", "/admin/leads", "/admin.csv", "/admin/analytics", "/ADMIN/leads", "/Admin/Leads/1"])("%s is staff", (path) => expect(isStaffPathname(path)).toBe(true));
  it.each(["/", "/administration", "/consult"])("%s is public", (path) => expect(isStaffPathname(path)).toBe(false));
});

describe("isDocumentNavigation", () => {
  it("is true for a browser's page load", () => {
    expect(isDocumentNavigation(request("/pos", NAVIGATE))).toBe(true);
  });
  it("recognises browsers without Fetch metadata by their Accept header", () => {
    expect(isDocumentNavigation(request("/pos", { Accept: "text/html,application/xhtml+xml;q=0.9" }))).toBe(true);
  });
  it.each([
    ["a Remix data request", request("/pos", { "Sec-Fetch-Dest": "empty", "Sec-Fetch-Mode": "cors" })],
    ["a .data URL", request("/pos.data", NAVIGATE)],
    ["a _data query", request("/pos?_data=root", NAVIGATE)],
    ["an iframe", request("/pos", { "Sec-Fetch-Dest": "iframe", "Sec-Fetch-Mode": "navigate" })],
    ["a POST", request("/pos", NAVIGATE, "POST")],
    ["the GET copy of a form post that loaders get", request("/pos", { ...NAVIGATE, "Content-Type": "application/x-www-form-urlencoded" })],
    ["a script without headers", request("/pos")],
    ["an API client", request("/pos", { Accept: "*/*" })],
  ])("is false for %s", (_label, value) => {
    expect(isDocumentNavigation(value)).toBe(false);
  });
});
