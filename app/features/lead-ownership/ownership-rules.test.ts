import { describe, expect, it } from "vitest";
import { mayOwnLeads, mayReassign } from "./ownership-rules";

describe("mayReassign", () => {
  it("lets an admin hand on any lead, owned or not", () => {
    expect(mayReassign({ id: 1, role: "admin" }, 7)).toBe(true);
    expect(mayReassign({ id: 1, role: "admin" }, null)).toBe(true);
  });

  it("lets a rep hand on only a lead they own", () => {
    expect(mayReassign({ id: 7, role: "sales" }, 7)).toBe(true);
    expect(mayReassign({ id: 7, role: "sales" }, 8)).toBe(false);
    expect(mayReassign({ id: 7, role: "sales" }, null)).toBe(false);
  });

  it("refuses roles that do not work leads, and unknown roles", () => {
    expect(mayReassign({ id: 7, role: "marketing" }, 7)).toBe(false);
    expect(mayReassign({ id: 7, role: "owner" }, 7)).toBe(false);
  });
});

describe("mayOwnLeads", () => {
  it("takes active admins and sales, never marketing or a deactivated account", () => {
    expect(mayOwnLeads({ role: "sales", active: true })).toBe(true);
    expect(mayOwnLeads({ role: "admin", active: true })).toBe(true);
    expect(mayOwnLeads({ role: "marketing", active: true })).toBe(false);
    expect(mayOwnLeads({ role: "sales", active: false })).toBe(false);
  });
});
