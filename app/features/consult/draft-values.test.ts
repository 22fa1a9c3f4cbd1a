import { describe, expect, it } from "vitest";
import { mergeStepValues, stepValues } from "./draft-values";

describe("draft values", () => {
  it("keeps only the step's own non-empty fields", () => {
    const entries = new URLSearchParams("full_name=Dana&email=&industry_type=retail&csrf=x");
    expect(stepValues(entries, 1)).toEqual({ full_name: "Dana" });
  });

  it("replaces a step's answers, so an unticked box is forgotten", () => {
    const previous = { full_name: "Dana", goal_pos: "on", goal_other: "on", other_goal_specification: "Kiosk" };
    expect(mergeStepValues(previous, new URLSearchParams("goal_pos=on&comments=Thanks"), 4)).toEqual({
      full_name: "Dana",
      goal_pos: "on",
      comments: "Thanks",
    });
  });
});
