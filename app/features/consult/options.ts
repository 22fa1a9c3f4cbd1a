import { BOOKING_TIME_ZONES } from "~/features/booking/time-zones";

/** Value sets of the consultation request (product reference §3.6), with the labels visitors see. */

export const INDUSTRY_TYPES = [
  { value: "retail", label: "Retail" },
  { value: "restaurant", label: "Restaurant" },
  { value: "ecommerce", label: "E-Commerce" },
  { value: "service", label: "Professional Services" },
  { value: "healthcare", label: "Healthcare" },
  { value: "other", label: "Other" },
] as const;

export const PROCESSING_VOLUMES = [
  { value: "under_10k", label: "Under $10,000 / month" },
  { value: "10k_50k", label: "$10,000 – $50,000 / month" },
  { value: "50k_100k", label: "$50,000 – $100,000 / month" },
  { value: "100k_500k", label: "$100,000 – $500,000 / month" },
  { value: "over_500k", label: "Over $500,000 / month" },
] as const;

export const HOURS = ["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"] as const;
export const MINUTES = ["00", "15", "30", "45"] as const;
export const PERIODS = ["AM", "PM"] as const;

/** The spec's six zones plus Arizona (decision 060), as the wizard's select lists them. */
export const TIME_ZONES = BOOKING_TIME_ZONES.map(({ code, label, iana }) => ({ value: code, label, iana }));

export const GOALS = [
  { name: "goal_fee_elimination", label: "Eliminate or reduce processing fees" },
  { name: "goal_pos", label: "A new POS system" },
  { name: "goal_mobile", label: "Mobile payments" },
  { name: "goal_ecommerce", label: "Online / e-commerce payments" },
  { name: "goal_integration", label: "Integrate payments with my software" },
  { name: "goal_funding", label: "Business funding" },
  { name: "goal_other", label: "Other" },
] as const;

export type Hour = (typeof HOURS)[number];
export type Minute = (typeof MINUTES)[number];
export type Period = (typeof PERIODS)[number];

export const WIZARD_STEPS = [
  "Contact Information",
  "Business Details",
  "Scheduling Preferences",
  "Business Goals",
] as const;

export type WizardStep = 1 | 2 | 3 | 4;

export function labelOf<T extends { value: string; label: string }>(list: readonly T[], value: string | null | undefined) {
  return list.find((item) => item.value === value)?.label ?? value ?? "";
}

export function ianaZone(code: string): string | undefined {
  return TIME_ZONES.find((zone) => zone.value === code)?.iana;
}
