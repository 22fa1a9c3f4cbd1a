import { statesIn } from "./us-states";

/**
 * What routing rules look at on a lead (decision 070), read from what each form stores:
 * - type: `leads.type`;
 * - industry: `industry_type` (the consultation wizard and the merchant application share
 *   the wizard's industry list);
 * - volume band: the wizard's `processing_volume` band, or the merchant application's
 *   `monthly_volume` in US$ put in the same bands (a band's lower bound belongs to it:
 *   $10,000 is "$10,000 – $50,000");
 * - states: no form asks for a merchant's state; the partner forms' `markets` (agent / ISO)
 *   and `territories` (POS reseller) name states in free text ("MS, AL, TN"), read with
 *   statesIn; a lead may name several, and a rule's states condition holds when one of
 *   them is listed;
 * - referral partner: the partner of the referral the visitor came with (`referral.ref`,
 *   else the link code `leads.link_code`), looked up by the caller.
 */
export interface LeadFacts {
  type: string;
  industry: string | null;
  volumeBand: string | null;
  states: string[];
  referralPartnerId: number | null;
}

export interface StoredLeadFields {
  type: string;
  payload: unknown;
  referral: unknown;
  linkCode: string | null;
}

/** How a referral names its partner: by the partner's `ref`, or by one of its link codes. */
export interface PartnerLookup {
  byRef: ReadonlyMap<string, number>;
  byLinkCode: ReadonlyMap<string, number>;
}

const VOLUME_FLOORS: readonly [number, string][] = [
  [500_000, "over_500k"],
  [100_000, "100k_500k"],
  [50_000, "50k_100k"],
  [10_000, "10k_50k"],
  [0, "under_10k"],
];
/** The consultation wizard's bands (PROCESSING_VOLUMES in app/features/consult/options.ts, which sits above this feature). */
export const VOLUME_BANDS: readonly string[] = VOLUME_FLOORS.map(([, band]) => band);
const BANDS = new Set<string>(VOLUME_BANDS);

/** A monthly volume in US$ as the wizard's band; null for no number. */
export function volumeBandOf(amount: unknown): string | null {
  const value = typeof amount === "number" ? amount : typeof amount === "string" && amount.trim() !== "" ? Number(amount) : Number.NaN;
  if (!Number.isFinite(value) || value < 0) return null;
  return VOLUME_FLOORS.find(([floor]) => value >= floor)?.[1] ?? null;
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

export function leadFacts(lead: StoredLeadFields, partners: PartnerLookup): LeadFacts {
  const payload = record(lead.payload);
  const referral = record(lead.referral);
  const band = text(payload.processing_volume);
  const ref = text(referral.ref);
  const linkCode = text(lead.linkCode) ?? text(referral.linkCode);
  const place = [text(payload.markets), text(payload.territories)].filter((part): part is string => part !== null).join(", ");
  return {
    type: lead.type,
    industry: text(payload.industry_type),
    volumeBand: band && BANDS.has(band) ? band : volumeBandOf(payload.monthly_volume),
    states: place ? statesIn(place) : [],
    referralPartnerId: (ref ? partners.byRef.get(ref) : undefined) ?? (linkCode ? partners.byLinkCode.get(linkCode) : undefined) ?? null,
  };
}
