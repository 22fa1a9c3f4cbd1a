import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { hasRequiredField } from "./required-fields";
import { stepSchema } from "./schema";

describe("hasRequiredField", () => {
  it("is true for the steps with a field marked *, false for Business Goals, whose fields are all optional", () => {
    const required = ([1, 2, 3, 4] as const).map((step) => hasRequiredField(getZodConstraint(stepSchema(step))));
    expect(required).toEqual([true, true, true, false]);
  });

  it("is false for no fields, or fields without the required constraint", () => {
    expect(hasRequiredField({})).toBe(false);
    expect(hasRequiredField({ comments: {}, goal_pos: undefined, goal_other: { required: false } })).toBe(false);
    expect(hasRequiredField({ comments: {}, email: { required: true } })).toBe(true);
  });
});
