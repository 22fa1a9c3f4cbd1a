import { describe, expect, it } from "vitest";
import { deactivationStep, isConfirmed } from "./confirmation";

describe("asking before deactivating", () => {
  it("names the person, or their e-mail when the account has no name, and says what happens", () => {
    expect(deactivationStep({ name: "Jane Doe", email: "jane@example.com" })).toEqual({
      question: "Deactivate Jane Doe?",
      consequence: "They are signed out at once and can no longer sign in.",
      confirmLabel: "Confirm",
    });
    expect(deactivationStep({ name: null, email: "jane@example.com" }).question).toBe("Deactivate jane@example.com?");
    expect(deactivationStep({ name: "  ", email: "jane@example.com" }).question).toBe("Deactivate jane@example.com?");
  });

  it("takes the action only with the answer yes", () => {
    const form = new FormData();
    expect(isConfirmed(form)).toBe(false);
    form.set("confirmed", "on");
    expect(isConfirmed(form)).toBe(false);
    form.set("confirmed", "yes");
    expect(isConfirmed(form)).toBe(true);
  });
});
