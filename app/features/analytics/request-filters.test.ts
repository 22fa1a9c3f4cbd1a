import { describe, expect, it } from "vitest";
import { hasOptedOut, isPrefetch, isSecretPathname, isStaffPathname, refusesTracking } from "./request-filters";


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

describe("isSecretPathname", () => {
  it.each(["/meetings/cancel/abc.def", "/meetings/reschedule/abc.def", "/Meetings/Cancel/abc", "/calendar/secret.ics"])("%s carries a secret", (path) =>
    expect(isSecretPathname(path)).toBe(true),
  );
  it.each(["/", "/meetings", "/meetings/other/abc", "/consult", "/calendars/x"])("%s does not", (path) => expect(isSecretPathname(path)).toBe(false));
});

describe("isStaffPathname", () => {
  it.each(["/admin", "/admin/leads", "/admin.csv", "/admin/analytics", "/ADMIN/leads", "/Admin/Leads/1"])("%s is staff", (path) => expect(isStaffPathname(path)).toBe(true));
  it.each(["/", "/administration", "/consult"])("%s is public", (path) => expect(isStaffPathname(path)).toBe(false));
});
