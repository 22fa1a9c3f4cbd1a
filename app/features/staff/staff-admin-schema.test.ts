import { describe, expect, it } from "vitest";
import { NewStaffSchema, PasswordResetSchema, RoleChangeSchema } from "./staff-admin-schema";

const valid = { email: " dana@example.com ", name: "Dana Reyes", role: "marketing", time_zone: "America/Denver", password: "long enough password" };

describe("the new staff member form", () => {
  it("accepts a complete form and trims the e-mail", () => {
    const parsed = NewStaffSchema.safeParse(valid);
    expect(parsed.success && parsed.data.email).toBe("dana@example.com");
  });

  it.each([
    ["email", "not an address", "Enter the person's work e-mail address"],
    ["role", "owner", "Choose a role from the list"],
    ["time_zone", "Mars/Olympus", "Use a time zone name such as America/Chicago"],
    ["password", "short", "The password must be at least 10 characters long."],
    ["password", "é".repeat(37), "bcrypt ignores everything after that"],
  ])("refuses a bad %s (%s)", (field, value, message) => {
    const parsed = NewStaffSchema.safeParse({ ...valid, [field]: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message).join(" ")).toContain(message);
  });

  it("checks a role change and a new password with the same rules", () => {
    expect(RoleChangeSchema.safeParse({ role: "sales" }).success).toBe(true);
    expect(RoleChangeSchema.safeParse({ role: "ADMIN" }).success).toBe(false);
    expect(PasswordResetSchema.safeParse({ password: "x".repeat(73) }).success).toBe(false);
    expect(PasswordResetSchema.safeParse({ password: "a brand new password" }).success).toBe(true);
  });
});
