import type { LeadFacts } from "./lead-facts";

/** A routing rule as the matching reads it (routing_rules, decision 070). */
export interface RoutingRule {
  id: number;
  position: number;
  name: string;
  active: boolean;
  leadTypes: readonly string[];
  industries: readonly string[];
  volumeBands: readonly string[];
  states: readonly string[];
  referralPartnerIds: readonly number[];
  targetStaffId: number | null;
  targetPoolId: number | null;
}

export type RuleConditions = Pick<RoutingRule, "leadTypes" | "industries" | "volumeBands" | "states" | "referralPartnerIds">;

export function hasNoConditions(rule: RuleConditions): boolean {
  return [rule.leadTypes, rule.industries, rule.volumeBands, rule.states, rule.referralPartnerIds].every((list) => list.length === 0);
}

/** The rules in the order they are tried: by position, then id. */
export function inOrder<T extends Pick<RoutingRule, "position" | "id">>(rules: readonly T[]): T[] {
  return [...rules].sort((a, b) => a.position - b.position || a.id - b.id);
}

/**
 * The catch-all: the last rule, when it has no conditions and hands to a pool. It stays
 * last and active: it cannot be deleted, moved up or deactivated, and no rule goes below it.
 */
export function catchAllOf<T extends RoutingRule>(rules: readonly T[]): T | null {
  const last = inOrder(rules).at(-1);
  return last && hasNoConditions(last) && last.targetPoolId !== null ? last : null;
}

/** An empty list is no condition; a listed one holds when the lead's fact is in it (for states: one of them). */
export function ruleMatches(rule: RuleConditions, facts: LeadFacts): boolean {
  const holds = <T>(list: readonly T[], value: T | null) => list.length === 0 || (value !== null && list.includes(value));
  return (
    holds(rule.leadTypes, facts.type) &&
    holds(rule.industries, facts.industry) &&
    holds(rule.volumeBands, facts.volumeBand) &&
    holds(rule.referralPartnerIds, facts.referralPartnerId) &&
    (rule.states.length === 0 || facts.states.some((state) => rule.states.includes(state)))
  );
}

/** The first active rule, in order, whose conditions all hold; null when none does. */
export function firstMatchingRule<T extends RoutingRule>(rules: readonly T[], facts: LeadFacts): T | null {
  return inOrder(rules).find((rule) => rule.active && ruleMatches(rule, facts)) ?? null;
}

/** The rules tried after `rule` that can still take the lead when its target cannot: the catch-all. */
export function fallbackAfter<T extends RoutingRule>(rules: readonly T[], rule: T): T | null {
  const catchAll = catchAllOf(rules);
  return catchAll && catchAll.id !== rule.id ? catchAll : null;
}

/**
 * The new order after moving rule `id` one place up or down; null when it cannot move
 * (already first or last, the catch-all itself, or the move would put it below the catch-all).
 */
export function moveRule<T extends RoutingRule>(rules: readonly T[], id: number, direction: "up" | "down"): T[] | null {
  const ordered = inOrder(rules);
  const index = ordered.findIndex((rule) => rule.id === id);
  if (index < 0) return null;
  const catchAll = catchAllOf(ordered);
  const other = direction === "up" ? index - 1 : index + 1;
  if (other < 0 || other >= ordered.length) return null;
  if (catchAll && (ordered[index]!.id === catchAll.id || ordered[other]!.id === catchAll.id)) return null;
  [ordered[index], ordered[other]] = [ordered[other]!, ordered[index]!];
  return ordered;
}
