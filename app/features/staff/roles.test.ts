import { describe, expect, it } from "vitest";
import { forbiddenMessage, homePathFor, roleAllows, staffNavigationFor } from "./roles";

describe("staff roles", () => {
  it("gives admins everything, marketing the site's content and sales the leads", () => {
    expect(roleAllows("admin", "staff")).toBe(true);
    expect(roleAllows("marketing", "content")).toBe(true);
    expect(roleAllows("marketing", "leads")).toBe(false);
    expect(roleAllows("marketing", "staff")).toBe(false);
    expect(roleAllows("sales", "leads")).toBe(true);
    expect(roleAllows("sales", "content")).toBe(false);
    expect(roleAllows("sales", "popups")).toBe(false);
    expect(roleAllows("sales", "analytics")).toBe(true);
  });

  it("lets an unknown role use nothing", () => {
    expect(roleAllows("owner", "leads")).toBe(false);
    expect(staffNavigationFor("owner")).toEqual([]);
    expect(homePathFor("owner")).toBe("/admin/login");
  });

  it("shows each role only the screens it may open, starting where its work is", () => {
    expect(staffNavigationFor("sales").map((entry) => entry.to)).toEqual([
      "/admin/leads",
      "/admin/today",
      "/admin/reports/response-times",
      "/admin/survey",
      "/admin/analytics",
      "/admin/referrals",
      "/admin/availability",
    ]);
    expect(homePathFor("marketing")).toBe("/admin/articles");
    expect(staffNavigationFor("admin").map((entry) => entry.to)).toContain("/admin/staff");
  });

  it("explains a refusal by the account's role", () => {
    expect(forbiddenMessage("sales")).toBe("Sales accounts cannot use this page. Ask an admin if you need it.");
  });
});
