import { describe, expect, it } from "vitest";
import type { LeadFacts } from "./lead-facts";
import { catchAllOf, firstMatchingRule, moveRule, ruleMatches, type RoutingRule } from "./rules";

const rule = (id: number, position: number, extra: Partial<RoutingRule> = {}): RoutingRule => ({
  id, position, name: `rule ${id}`, active: true,
  leadTypes: [], industries: [], volumeBands: [], states: [], referralPartnerIds: [],
  targetStaffId: null, targetPoolId: 1, ...extra,
});
const facts = (extra: Partial<LeadFacts> = {}): LeadFacts => ({ type: "consultation", industry: "retail", volumeBand: "10k_50k", states: [], referralPartnerId: null, ...extra });

describe("routing rules", () => {
  const rules = [
    rule(9, 100), // the catch-all
    rule(1, 10, { leadTypes: ["partner_agent", "partner_bank"], targetPoolId: 2 }),
    rule(2, 20, { industries: ["retail"], volumeBands: ["over_500k"], targetStaffId: 5, targetPoolId: null }),
    rule(3, 30, { industries: ["retail"], targetPoolId: 3 }),
    rule(4, 5, { industries: ["retail"], active: false }),
    rule(5, 40, { states: ["TX"], referralPartnerIds: [7] }),
  ];

  it("takes the first active rule, in order, whose conditions all hold", () => {
    expect(firstMatchingRule(rules, facts({ type: "partner_bank", industry: "retail" }))?.id).toBe(1);
    expect(firstMatchingRule(rules, facts({ volumeBand: "over_500k" }))?.id).toBe(2);
    // Rule 4 would match first, but it is inactive.
    expect(firstMatchingRule(rules, facts())?.id).toBe(3);
    expect(firstMatchingRule(rules, facts({ industry: "healthcare", states: ["OK", "TX"], referralPartnerId: 7 }))?.id).toBe(5);
    expect(firstMatchingRule(rules, facts({ industry: "healthcare", states: ["TX"] }))?.id).toBe(9);
    expect(firstMatchingRule(rules, facts({ industry: null, volumeBand: null }))?.id).toBe(9);
  });

  it("treats an empty list as no condition and a missing fact as not matching a listed one", () => {
    expect(ruleMatches(rule(1, 1), facts({ industry: null }))).toBe(true);
    expect(ruleMatches(rule(1, 1, { industries: ["retail"] }), facts({ industry: null }))).toBe(false);
  });

  it("knows the catch-all: the last rule, with no conditions, handing to a pool", () => {
    expect(catchAllOf(rules)?.id).toBe(9);
    expect(catchAllOf(rules.filter((candidate) => candidate.id !== 9))).toBeNull();
    expect(catchAllOf([rule(1, 1, { targetStaffId: 3, targetPoolId: null })])).toBeNull();
  });

  it("moves a rule one place, never the catch-all and never below it", () => {
    const ids = (moved: RoutingRule[] | null) => moved?.map((candidate) => candidate.id) ?? null;
    expect(ids(moveRule(rules, 2, "up"))).toEqual([4, 2, 1, 3, 5, 9]);
    expect(ids(moveRule(rules, 2, "down"))).toEqual([4, 1, 3, 2, 5, 9]);
    expect(moveRule(rules, 4, "up")).toBeNull();
    expect(moveRule(rules, 5, "down")).toBeNull();
    expect(moveRule(rules, 9, "up")).toBeNull();
  });
});
