import { describe, expect, it } from "vitest";
import { LEAD_TYPES } from "~/features/lead-store/lead-types";
import { conversionRate, goalOfLeadType, isGoalKey, landingPath, NONE, NOT_RECORDED, splitByDimension, type TouchDimensions } from "./goals";

const touch = (source: string, overrides: Partial<TouchDimensions> = {}): TouchDimensions => ({
  source,
  medium: "organic",
  campaign: null,
  landingPage: "/",
  partner: null,
  ...overrides,
});

describe("goals", () => {
  it("gives every kind of lead a goal: the four partner programmes are one sign-up", () => {
    expect(LEAD_TYPES.map((type) => [type.value, goalOfLeadType(type.value)])).toEqual([
      ["consultation", "consultation"],
      ["merchant_application", "merchant_application"],
      ["partner_agent", "partner_signup"],
      ["partner_bank", "partner_signup"],
      ["partner_integration", "partner_signup"],
      ["partner_pos_reseller", "partner_signup"],
      ["chat_callback", "chat_callback"],
    ]);
    expect(goalOfLeadType("survey")).toBeNull();
  });

  it("knows its goal keys, and nothing else", () => {
    expect(isGoalKey("meeting_booked")).toBe(true);
    expect(isGoalKey("popup_cta")).toBe(true);
    expect(isGoalKey("__proto__")).toBe(false);
    expect(isGoalKey(null)).toBe(false);
  });

  it("reads a landing page without its query, so one page is one row whatever the campaign", () => {
    expect(landingPath("/retail?utm_source=news&utm_campaign=spring")).toBe("/retail");
    expect(landingPath("/?ref=gulf")).toBe("/");
    expect(landingPath("?x=1")).toBe("/");
    expect(landingPath(null)).toBeNull();
  });

  it("has no rate without visitors", () => {
    expect(conversionRate(3, 0)).toBeNull();
    expect(conversionRate(1, 4)).toBe(0.25);
  });
});

describe("a goal split by one dimension", () => {
  it("counts conversions and visitors per value, a conversion without a touch as not recorded, a missing value as none", () => {
    const conversions = [touch("google"), touch("newsletter", { campaign: "spring" }), null];
    const visitors = [touch("google"), touch("google"), touch("newsletter", { campaign: "spring" }), touch("direct")];
    expect(splitByDimension("source", conversions, visitors)).toEqual([
      { value: "google", visitors: 2, conversions: 1, rate: 0.5 },
      { value: "newsletter", visitors: 1, conversions: 1, rate: 1 },
      { value: NOT_RECORDED, visitors: 0, conversions: 1, rate: null },
      { value: "direct", visitors: 1, conversions: 0, rate: 0 },
    ]);
    expect(splitByDimension("campaign", conversions, visitors)).toEqual([
      { value: NONE, visitors: 3, conversions: 1, rate: 1 / 3 },
      { value: "spring", visitors: 1, conversions: 1, rate: 1 },
      { value: NOT_RECORDED, visitors: 0, conversions: 1, rate: null },
    ]);
  });

  it("is empty when nothing happened", () => {
    expect(splitByDimension("partner", [], [])).toEqual([]);
  });
});
