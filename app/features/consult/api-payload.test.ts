import { describe, expect, it } from "vitest";
import { jsonToFormData, toApiPayload } from "./api-payload";

describe("toApiPayload", () => {
  it("types the wizard's answers as the product reference §3.6 payload", () => {
    const payload = toApiPayload({ full_name: "Dana", num_locations: "3", num_terminals: "", goal_pos: "on", comments: "Hi" });
    expect(payload).toMatchObject({
      full_name: "Dana",
      num_locations: 3,
      num_terminals: null,
      goal_pos: true,
      goal_other: false,
      comments: "Hi",
      status: "pending",
    });
    expect(payload).not.toHaveProperty("email");
  });
});

describe("jsonToFormData", () => {
  it("maps JSON values to form values and ignores unknown keys", () => {
    const result = jsonToFormData({ full_name: "Dana", num_locations: 2, goal_pos: true, goal_other: false, status: "pending", admin: true });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect([...result.formData.entries()]).toEqual([
      ["full_name", "Dana"],
      ["num_locations", "2"],
      ["goal_pos", "on"],
    ]);
  });

  it("rejects objects, arrays and non-finite numbers as field values", () => {
    expect(jsonToFormData({ full_name: { $ne: "" }, email: ["a"], num_locations: Number.NaN })).toEqual({
      ok: false,
      errors: { full_name: ["Invalid value"], email: ["Invalid value"], num_locations: ["Invalid value"] },
    });
  });
});
