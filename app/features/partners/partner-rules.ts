import * as z from "zod";
import { isStaffPathname } from "~/features/analytics/request-filters";
import { SAFE_REFERRAL_VALUE } from "~/features/referrals/detect-referral";
import { buildLinkCode, isValidLinkCode } from "~/features/referrals/link-code";
import { isValidShareCode } from "~/features/routing/share-code";
import { isSiteRelativePath } from "~/utils/safe-url";
import { singleLineText } from "~/utils/single-line";
import { disableZodJitInBrowser } from "~/utils/zod-csp";
import { storableText } from "~/utils/storable-text";

disableZodJitInBrowser();

/**
 * Referral partners and the links staff build for them (decision 042). Everything here
 * is plain: the forms' zod schemas (the browser and the server use the same ones), the
 * link code and the two URLs of a link, and the per-partner totals.
 */

/**
 * A partner's `ref`: lower-case letters, digits and inner hyphens, at most 40 characters.
 * Every such value is one referral detection accepts (`SAFE_REFERRAL_VALUE`) and one
 * `buildLinkCode` keeps as it is, so the ref can be read back out of each link code.
 */
export const PARTNER_REF_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

export function isPartnerRef(value: unknown): value is string {
  return typeof value === "string" && PARTNER_REF_PATTERN.test(value) && SAFE_REFERRAL_VALUE.test(value);
}

export const PARTNER_MESSAGES = {
  name: "Give the partner a name",
  ref: "Use 1 to 40 lower-case letters, digits and hyphens (not first or last), such as gulf-bank",
  refTaken: "Another partner already uses this ref: choose another one",
  email: "Enter an e-mail address such as partner@example.com",
  tooLong: "This is too long",
  singleLine: "Keep this on one line",
  referralValue: "Use letters, digits and . _ ~ - only (no spaces), at most 100 characters",
  required: "Fill this in",
  landingPath: "Use a path on this site such as / or /pos-system (no query, no staff or /share/ pages)",
  linkCodeTooLong: "The link code these values make would be longer than 200 characters: shorten the code or the utm values",
  inactive: "This partner is switched off: reactivate it to build links",
} as const;

const requiredText = (max: number, message: string) =>
  singleLineText(message).min(1, message).max(max, PARTNER_MESSAGES.tooLong);

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const contactEmail = storableText().trim().max(254, PARTNER_MESSAGES.tooLong).regex(EMAIL_PATTERN, PARTNER_MESSAGES.email).optional();
const notes = storableText().trim().max(2000, PARTNER_MESSAGES.tooLong).optional();

/** The fields of a partner staff can change after adding it (the ref is in every link code, so it stays). */
export const partnerEditSchema = z.object({
  name: requiredText(120, PARTNER_MESSAGES.name),
  contact_email: contactEmail,
  notes,
});

export const newPartnerSchema = partnerEditSchema.extend({
  ref: storableText(PARTNER_MESSAGES.ref)
    .trim()
    .refine((value) => isPartnerRef(value), PARTNER_MESSAGES.ref),
});

export type PartnerEditInput = z.infer<typeof partnerEditSchema>;
export type NewPartnerInput = z.infer<typeof newPartnerSchema>;

/** One referral parameter as detection reads it: trimmed, safe characters, at most 100. */
const referralValue = storableText(PARTNER_MESSAGES.required)
  .trim()
  .min(1, PARTNER_MESSAGES.required)
  .refine((value) => SAFE_REFERRAL_VALUE.test(value), PARTNER_MESSAGES.referralValue);

/** Letters, digits and - . _ ~ / in each segment; no query, fragment or encoded characters. */
const LANDING_PATH = /^\/[A-Za-z0-9._~/-]{0,199}$/;

/**
 * Where a link may land: a page of this site whose request the root loader sees, so the
 * click is counted there. Staff pages are never counted, `/share/` redirects to the home
 * page by itself, and `/api/` is not a page.
 */
export function isLandingPath(value: string): boolean {
  return (
    LANDING_PATH.test(value) &&
    isSiteRelativePath(value) &&
    !value.includes("//") &&
    !isStaffPathname(value) &&
    !/^\/(?:share|api)(?:\/|$)/i.test(value)
  );
}

export const linkBuilderSchema = z.object({
  label: singleLineText(PARTNER_MESSAGES.singleLine).max(80, PARTNER_MESSAGES.tooLong).optional(),
  code: referralValue,
  utm_source: referralValue,
  utm_medium: referralValue,
  utm_campaign: referralValue,
  landing_path: storableText()
    .trim()
    .refine((value) => isLandingPath(value), PARTNER_MESSAGES.landingPath)
    .optional(),
});

export type LinkBuilderInput = z.infer<typeof linkBuilderSchema>;

/** A link's five referral values and where it lands, as stored in referral_links. */
export interface LinkValues {
  code: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  landingPath: string;
}

export function linkValuesFrom(input: LinkBuilderInput): LinkValues & { label: string } {
  return {
    label: input.label ?? "",
    code: input.code,
    utmSource: input.utm_source,
    utmMedium: input.utm_medium,
    utmCampaign: input.utm_campaign,
    landingPath: input.landing_path || "/",
  };
}

/**
 * The link code of a partner's link: the one referral detection builds from the tracking
 * URL's parameters, so its clicks, leads and conversions are filed under it. Null when
 * the link code routes would refuse it (longer than 200 characters).
 */
export function partnerLinkCode(ref: string, link: Omit<LinkValues, "landingPath">): string | null {
  const linkCode = buildLinkCode({
    ref,
    source: link.utmSource,
    medium: link.utmMedium,
    campaign: link.utmCampaign,
    code: link.code,
  });
  return isValidLinkCode(linkCode) ? linkCode : null;
}

function referralQuery(ref: string, link: LinkValues, withCode: boolean): string {
  const query = new URLSearchParams({ ref });
  if (withCode) query.set("code", link.code);
  query.set("utm_source", link.utmSource);
  query.set("utm_medium", link.utmMedium);
  query.set("utm_campaign", link.utmCampaign);
  return query.toString();
}

/** `{origin}{landing}?ref=…&code=…&utm_source=…&utm_medium=…&utm_campaign=…`: all five, so detection's first rule applies on any page. */
export function trackingUrl(origin: string, ref: string, link: LinkValues): string {
  return `${origin}${link.landingPath}?${referralQuery(ref, link, true)}`;
}

/**
 * The `/share/{code}` form of a link, or null where the share route cannot carry it.
 * `/share/{code}` always lands on the home page and takes only letters, digits, `_` and
 * `-` (routing/share-code.ts), so it is offered for links to `/` whose code fits. Its
 * query carries ref and the utm values: the share route counts the click with the code
 * from its own path and the rest from the query, which makes the link's own link code
 * (a bare `/share/{code}` would be filed under `ref_{code}_share-referral-none_{code}`).
 */
export function shareUrl(origin: string, ref: string, link: LinkValues): string | null {
  if (link.landingPath !== "/" || !isValidShareCode(link.code)) return null;
  return `${origin}/share/${link.code}?${referralQuery(ref, link, false)}`;
}

/** A download name for the link's QR code: the link code is already a-z, 0-9, `_` and `-`. */
export function qrFileName(linkCode: string): string {
  return `qr-${linkCode}.svg`;
}

/* Figures ------------------------------------------------------------------------------ */

/** What has been counted under one link code, all time. */
export interface LinkFigures {
  clicks: number;
  leads: number;
  /** Conversions recorded from stored leads (decision 029). */
  conversions: number;
}

export interface PartnerFigures extends LinkFigures {
  links: number;
}

export type FiguresByLinkCode = ReadonlyMap<string, Partial<LinkFigures>>;

export function figuresOf(linkCode: string, counts: FiguresByLinkCode): LinkFigures {
  const found = counts.get(linkCode);
  return { clicks: found?.clicks ?? 0, leads: found?.leads ?? 0, conversions: found?.conversions ?? 0 };
}

/**
 * Per partner: how many links it has and the sums of their clicks, leads and
 * conversions (each counted under the link's code). A partner without links has zeros.
 */
export function partnerFigures(
  partnerIds: readonly number[],
  links: readonly { partnerId: number; linkCode: string }[],
  counts: FiguresByLinkCode,
): Map<number, PartnerFigures> {
  const totals = new Map<number, PartnerFigures>(partnerIds.map((id) => [id, { links: 0, clicks: 0, leads: 0, conversions: 0 }]));
  for (const link of links) {
    const total = totals.get(link.partnerId);
    if (!total) continue;
    const figures = figuresOf(link.linkCode, counts);
    total.links += 1;
    total.clicks += figures.clicks;
    total.leads += figures.leads;
    total.conversions += figures.conversions;
  }
  return totals;
}
