import { describe, expect, it } from "vitest";
import { SignInSchema } from "./sign-in-schema";

describe("SignInSchema", () => {
  it("ignores an overlong return path instead of refusing the sign-in (its error had nowhere to show)", () => {
    const parsed = SignInSchema.safeParse({ email: "rep@example.com", password: "secret", redirectTo: `/admin/${"x".repeat(600)}` });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.redirectTo).toBeUndefined();
  });

  it("keeps a return path of sensible length", () => {
    expect(SignInSchema.parse({ email: "rep@example.com", password: "secret", redirectTo: "/admin/leads?q=x" }).redirectTo).toBe("/admin/leads?q=x");
  });

  it("still refuses a missing e-mail or password", () => {
    expect(SignInSchema.safeParse({ email: "", password: "secret" }).success).toBe(false);
    expect(SignInSchema.safeParse({ email: "rep@example.com", password: "" }).success).toBe(false);
  });
});
