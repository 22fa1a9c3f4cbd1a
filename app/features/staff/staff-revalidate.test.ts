import { describe, expect, it } from "vitest";
import { revalidateAfterAccountForm } from "./staff-revalidate";

const args = (actionStatus: number | undefined, actionResult: unknown = undefined) =>
  ({ actionStatus, actionResult, defaultShouldRevalidate: true }) as Parameters<typeof revalidateAfterAccountForm>[0];

describe("reloading an account page after a form", () => {
  it("reloads after a save and after a stale refusal, never after a question or another refusal", () => {
    expect(revalidateAfterAccountForm(args(undefined))).toBe(true);
    expect(revalidateAfterAccountForm(args(409, { alert: "stale" }))).toBe(true);
    expect(revalidateAfterAccountForm(args(200, { confirm: { question: "Deactivate Jane Doe?" } }))).toBe(false);
    expect(revalidateAfterAccountForm(args(400, { alert: "Nothing to save" }))).toBe(false);
    expect(revalidateAfterAccountForm(args(429))).toBe(false);
  });
});
