import { describe, expect, it } from "vitest";
import { funnelRows, funnelStepOf, isWizardStepChange, isWizardStepView } from "./funnel";

describe("funnelRows", () => {
  it("gives visitors at each step and the drop-off from the step before", () => {
    expect(funnelRows({ "step 1": 10, "step 2": 5, "step 3": 4, "step 4": 4, submitted: 1 })).toEqual([
      { step: "step 1", visitors: 10, dropOff: null },
      { step: "step 2", visitors: 5, dropOff: 0.5 },
      { step: "step 3", visitors: 4, dropOff: 0.2 },
      { step: "step 4", visitors: 4, dropOff: 0 },
      { step: "submitted", visitors: 1, dropOff: 0.75 },
    ]);
  });

  it("has no drop-off after a step nobody reached, and shows a later step reached without the earlier one as it is", () => {
    expect(funnelRows({ "step 2": 2 }).map((row) => row.dropOff)).toEqual([null, null, 1, null, null]);
    expect(funnelRows({ "step 1": 1, "step 2": 2 })[1]?.dropOff).toBe(-1);
  });

  it("names the wizard's steps", () => {
    expect([1, 2, 3, 4].map((step) => funnelStepOf(step as 1 | 2 | 3 | 4))).toEqual(["step 1", "step 2", "step 3", "step 4"]);
  });
});

describe("wizard steps are not page views", () => {
  it("with JavaScript: moving within the wizard's page is not a new page", () => {
    expect(isWizardStepChange("/consult", "/consult")).toBe(true);
    expect(isWizardStepChange("/Consult/", "/consult")).toBe(true);
    expect(isWizardStepChange(null, "/consult")).toBe(false);
    expect(isWizardStepChange("/pricing", "/consult")).toBe(false);
    expect(isWizardStepChange("/consult", "/pricing")).toBe(false);
  });

  it("without JavaScript: the wizard's image after a page view of the wizard in the same visit is not a page view", () => {
    expect(isWizardStepView("https://site.test/consult?step=2", "/consult")).toBe(true);
    expect(isWizardStepView("https://site.test/consult", "/consult")).toBe(true);
    expect(isWizardStepView("https://site.test/consult?step=2", null)).toBe(false);
    expect(isWizardStepView("https://site.test/consult", "/pricing")).toBe(false);
    expect(isWizardStepView("https://site.test/pricing", "/consult")).toBe(false);
  });
});
