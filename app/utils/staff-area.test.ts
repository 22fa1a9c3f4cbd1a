import { describe, expect, it } from "vitest";
import { carriesStaffSession, matchesStaffArea, staffAreaHandle, staffAreaHeaders, staffMeta } from "./staff-area";

const match = (handle?: unknown) => ({ route: { handle } });

describe("matchesStaffArea", () => {
  it("is true when any matched route carries the staff handle (a layout covers its children)", () => {
    expect(matchesStaffArea([match(), match(staffAreaHandle), match()])).toBe(true);
  });

  it("is false for public routes and look-alike handles", () => {
    expect(matchesStaffArea([match(), match({ staffArea: "yes" }), match(null), match("staffArea")])).toBe(false);
    expect(matchesStaffArea([])).toBe(false);
  });
});

describe("carriesStaffSession", () => {
  it("sees a staff session cookie anywhere in the Cookie header", () => {
    expect(carriesStaffSession("staff_session=abc.def")).toBe(true);
    expect(carriesStaffSession("lightbox_closed=1; staff_session=abc.def; other=2")).toBe(true);
  });

  it("ignores other cookies, look-alike names and an emptied cookie", () => {
    expect(carriesStaffSession(null)).toBe(false);
    expect(carriesStaffSession("not_staff_session=abc")).toBe(false);
    expect(carriesStaffSession("staff_session_x=abc")).toBe(false);
    expect(carriesStaffSession("staff_session=; other=1")).toBe(false);
  });
});

describe("staffAreaHeaders", () => {
  it("keeps staff pages out of caches and search engines, and keeps an action's Retry-After", () => {
    const empty = new Headers();
    const headers = new Headers(
      staffAreaHeaders({ loaderHeaders: empty, parentHeaders: empty, errorHeaders: undefined, actionHeaders: new Headers({ "Retry-After": "60" }) }) as HeadersInit,
    );
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(headers.get("Retry-After")).toBe("60");
  });
});

describe("staffMeta", () => {
  it("gives a staff page its title and keeps it out of search engines", () => {
    expect(staffMeta("Leads | Staff")).toEqual([{ title: "Leads | Staff" }, { name: "robots", content: "noindex, nofollow" }]);
  });
});
