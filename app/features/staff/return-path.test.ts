import { describe, expect, it } from "vitest";
import { afterSignInPath } from "./return-path";

describe("afterSignInPath", () => {
  it("returns to a page of the staff area, query and hash included", () => {
    expect(afterSignInPath("/admin/analytics?from=2026-01-01#chart")).toBe("/admin/analytics?from=2026-01-01#chart");
    expect(afterSignInPath("/admin")).toBe("/admin");
  });

  it("returns to a page's preview link, which only staff may open", () => {
    expect(afterSignInPath("/surcharge?preview=1893456000.abc")).toBe("/surcharge?preview=1893456000.abc");
    expect(afterSignInPath("/industries/grocery?x=1&preview=1")).toBe("/industries/grocery?x=1&preview=1");
  });

  it("goes to the inbox for anything else", () => {
    for (const value of [
      "/surcharge",
      "/surcharge#preview=1",
      "//evil.example/?preview=1",
      "/\\evil.example/?preview=1",
      "https://evil.example/?preview=1",
      null,
      "",
      "/",
      "/consult",
      "/administrator",
      "/admin@evil.example",
      "//evil.example/admin/",
      "/\\evil.example/admin/",
      "/admin/\\evil.example",
      "https://evil.example/admin/",
      "javascript:alert(1)//admin/",
      "/admin/leads\r\nSet-Cookie: x=1",
      "/admin/leads\tx",
    ]) {
      expect(afterSignInPath(value), String(value)).toBe("/admin");
    }
  });
});
