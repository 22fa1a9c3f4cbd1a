import type { LeadType } from "~/features/lead-store/lead-types";

/**
 * The goals of the site (decision 080): what marketing counts as a conversion. Each is
 * counted on the server from what was stored — a lead row, a booking, a pop-up click the
 * server recorded — never from a beacon, and once per stored row, so one submission is one
 * conversion however often its page was shown.
 */
export const GOALS = [
  { key: "consultation", label: "Consultation request" },
  { key: "merchant_application", label: "Merchant application" },
  { key: "partner_signup", label: "Partner sign-up" },
  { key: "chat_callback", label: "Chat call-back" },
  { key: "meeting_booked", label: "Meeting booked" },
  { key: "popup_cta", label: "Pop-up call to action" },
] as const;

export type GoalKey = (typeof GOALS)[number]["key"];

export function isGoalKey(value: string | null | undefined): value is GoalKey {
  return GOALS.some((goal) => goal.key === value);
}

export function goalLabel(key: GoalKey): string {
  return GOALS.find((goal) => goal.key === key)!.label;
}

/** The goal a stored lead of this type reaches: the four partner programs' forms are one sign-up goal. */
export function goalOfLeadType(type: LeadType | string): GoalKey | null {
  if (type === "consultation" || type === "merchant_application" || type === "chat_callback") return type;
  if (type.startsWith("partner_")) return "partner_signup";
  return null;
}

/** The ways a goal is split: the visitor's first touch (decision 076), as HubSpot's "original source". */
export const GOAL_DIMENSIONS = [
  { key: "source", label: "Source" },
  { key: "medium", label: "Medium" },
  { key: "campaign", label: "Campaign" },
  { key: "landingPage", label: "Landing page" },
  { key: "partner", label: "Referral partner" },
] as const;

export type GoalDimension = (typeof GOAL_DIMENSIONS)[number]["key"];

/** A conversion or a visitor, described by the dimensions of its first touch; null where it has none. */
export type TouchDimensions = Record<GoalDimension, string | null>;

/** What a conversion without a recorded touch (Do Not Track, a pop-up click, an API client) shows as. */
export const NOT_RECORDED = "Not recorded";
/** What a touch without a campaign or a partner shows as. */
export const NONE = "(none)";

/** The landing page without its query: the page, whatever campaign parameters brought the visitor. */
export function landingPath(landingPage: string | null): string | null {
  if (landingPage === null) return null;
  return landingPage.split(/[?#]/, 1)[0] || "/";
}

export interface GoalSplitRow {
  value: string;
  visitors: number;
  conversions: number;
  /** Conversions per visitor of this value; null when no visitor of it was counted. */
  rate: number | null;
}

/** Conversions per visitor; null without visitors (a rate of something over nothing is no figure). */
export function conversionRate(conversions: number, visitors: number): number | null {
  return visitors > 0 ? conversions / visitors : null;
}

/**
 * One goal's conversions and the visitors, both grouped by one dimension: every value seen
 * on either side, conversions first, then visitors, then by name.
 */
export function splitByDimension(
  dimension: GoalDimension,
  conversions: readonly (TouchDimensions | null)[],
  visitors: readonly TouchDimensions[],
): GoalSplitRow[] {
  const valueOf = (touch: TouchDimensions | null) => (touch === null ? NOT_RECORDED : (touch[dimension] ?? NONE));
  const rows = new Map<string, { visitors: number; conversions: number }>();
  const row = (value: string) => rows.get(value) ?? rows.set(value, { visitors: 0, conversions: 0 }).get(value)!;
  for (const touch of conversions) row(valueOf(touch)).conversions++;
  for (const touch of visitors) row(valueOf(touch)).visitors++;
  return [...rows.entries()]
    .map(([value, counts]) => ({ value, ...counts, rate: conversionRate(counts.conversions, counts.visitors) }))
    .sort((a, b) => b.conversions - a.conversions || b.visitors - a.visitors || a.value.localeCompare(b.value));
}
