import { describe, expect, it } from "vitest";
import { LAST_ADMIN_MESSAGE, lastAdminProblem, planActivation, planRoleChange, staffFormBase, type AccountState } from "./staff-admin-rules";

const admin: AccountState = { id: 1, email: "owner@example.com", role: "admin", active: true };
const otherAdmin: AccountState = { id: 2, email: "second@example.com", role: "admin", active: true };
const formerAdmin: AccountState = { id: 3, email: "gone@example.com", role: "admin", active: false };
const marketer: AccountState = { id: 4, email: "marketing@example.com", role: "marketing", active: true };

describe("the last-admin rule", () => {
  it("refuses demoting or deactivating the last active admin, a deactivated admin not counting", () => {
    const accounts = [admin, formerAdmin, marketer];
    expect(lastAdminProblem(accounts, { id: 1, role: "sales" })).toBe(LAST_ADMIN_MESSAGE);
    expect(lastAdminProblem(accounts, { id: 1, active: false })).toBe(LAST_ADMIN_MESSAGE);
    expect(planRoleChange(accounts, admin, "marketing")).toEqual({ ok: false, message: LAST_ADMIN_MESSAGE });
    expect(planActivation(accounts, admin, false)).toEqual({ ok: false, message: LAST_ADMIN_MESSAGE });
  });

  it("lets an admin step down or be deactivated while another active admin remains", () => {
    const accounts = [admin, otherAdmin, marketer];
    expect(lastAdminProblem(accounts, { id: 1, role: "sales" })).toBeNull();
    expect(planActivation(accounts, otherAdmin, false)).toEqual({ ok: true, summary: "Deactivated second@example.com" });
  });

  it("never blocks changes to other accounts, nor repairs of a site without any admin", () => {
    expect(lastAdminProblem([admin, marketer], { id: 4, active: false })).toBeNull();
    expect(lastAdminProblem([formerAdmin, marketer], { id: 4, role: "sales" })).toBeNull();
    expect(planActivation([formerAdmin], formerAdmin, true)).toEqual({ ok: true, summary: "Reactivated gone@example.com" });
    expect(planRoleChange([admin, marketer], marketer, "admin")).toEqual({
      ok: true,
      summary: "Changed the role of marketing@example.com from Marketing to Admin",
    });
  });
});

describe("role changes and activation", () => {
  it("refuses an unknown role and a change that changes nothing", () => {
    expect(planRoleChange([admin, marketer], marketer, "owner")).toEqual({ ok: false, message: "Choose a role from the list." });
    expect(planRoleChange([admin, marketer], marketer, "marketing")).toEqual({
      ok: false,
      message: "The account marketing@example.com is already Marketing.",
    });
    expect(planActivation([admin, marketer], marketer, true)).toEqual({ ok: false, message: "The account marketing@example.com is already active." });
  });
});

describe("the values a staff form was made from", () => {
  it("reads the hidden copies back as the row's fields, and leaves out what the form did not carry", () => {
    const form = new FormData();
    form.set("base_role", "sales");
    form.set("base_active", "yes");
    form.set("base_name", "");
    expect(staffFormBase(form)).toEqual({ role: "sales", active: true, name: null });
    form.set("base_active", "maybe");
    expect(staffFormBase(form)).not.toHaveProperty("active");
  });
});
