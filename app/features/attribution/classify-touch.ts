import { detectReferral, safeReferralValue } from "~/features/referrals/detect-referral";

/**
 * Where one arrival on the site came from, read from the page's address and its referrer
 * (decision 076), the way a marketer reads HubSpot's "original source": a source, a
 * medium and the campaign fields. Pure: the server classifies each document request with
 * it, the tests check the rules.
 *
 * In order:
 * 1. a partner's referral link (detect-referral.ts): source = the partner's ref, medium
 *    `referral`, the link code kept so the partner can be named on the lead; a `ref`
 *    parameter alone names the partner without a link;
 * 2. utm_* parameters, as given (trimmed, lower-cased, capped); a click id fills what they
 *    leave out;
 * 3. a click id alone (gclid, msclkid, fbclid): that engine, medium `cpc`;
 * 4. a referrer on another host: a known search engine (`organic`), a known social
 *    network (`social`), else the host itself (`referral`);
 * 5. nothing at all: `direct`.
 * A referrer on the site itself, without parameters, is a visitor moving between pages:
 * no touch (null).
 */

export interface Touch {
  source: string;
  medium: string;
  campaign: string | null;
  term: string | null;
  content: string | null;
  /** The external referrer's host ("www.google.com"), else null. */
  referrerHost: string | null;
  /** Path and query of the page the visitor arrived on, capped. */
  landingPage: string;
  /** The partner link followed (decision 013's link code), else null. */
  referralLinkCode: string | null;
  /** Epoch ms of the arrival. */
  at: number;
}

export const MAX_TOUCH_VALUE_LENGTH = 100;
export const MAX_LANDING_PAGE_LENGTH = 200;
const MAX_REFERRER_LENGTH = 2000;

/** The medium of a visit without any source: nobody to credit. */
export const DIRECT = "direct";
/** A source or medium campaign parameters did not name. */
export const NOT_SET = "(not set)";

const CLICK_IDS: readonly (readonly [param: string, source: string])[] = [
  ["gclid", "google"],
  ["msclkid", "bing"],
  ["fbclid", "facebook"],
];

/** Host suffix → the name marketers use. A host matches its suffix exactly or as a subdomain. */
const SEARCH_ENGINES: readonly (readonly [suffix: string, name: string])[] = [
  ["google.com", "google"],
  ["bing.com", "bing"],
  ["duckduckgo.com", "duckduckgo"],
  ["search.yahoo.com", "yahoo"],
  ["yandex.ru", "yandex"],
  ["yandex.com", "yandex"],
  ["baidu.com", "baidu"],
  ["ecosia.org", "ecosia"],
  ["search.brave.com", "brave"],
  ["startpage.com", "startpage"],
];
const SOCIAL_NETWORKS: readonly (readonly [suffix: string, name: string])[] = [
  ["facebook.com", "facebook"],
  ["fb.com", "facebook"],
  ["instagram.com", "instagram"],
  ["linkedin.com", "linkedin"],
  ["lnkd.in", "linkedin"],
  ["twitter.com", "twitter"],
  ["x.com", "twitter"],
  ["t.co", "twitter"],
  ["youtube.com", "youtube"],
  ["reddit.com", "reddit"],
  ["pinterest.com", "pinterest"],
  ["tiktok.com", "tiktok"],
];

/** Control characters and lone surrogates: nothing a campaign is named with (and PostgreSQL refuses U+0000). */
function isNamingCharacter(char: string): boolean {
  const code = char.codePointAt(0)!;
  return code >= 0x20 && code !== 0x7f && (code < 0xd800 || code > 0xdfff);
}

const utf8 = new TextEncoder();

/** The longest prefix of `text` (whole characters) within `maxBytes` of UTF-8. */
function withinBytes(text: string, maxBytes: number): string {
  let kept = "";
  let bytes = 0;
  for (const char of text) {
    bytes += utf8.encode(char).length;
    if (bytes > maxBytes) break;
    kept += char;
  }
  return kept;
}

/**
 * A parameter's value as stored: control characters dropped, trimmed, lower-cased, at most
 * {@link MAX_TOUCH_VALUE_LENGTH} bytes of UTF-8 (100 characters of a plain campaign name;
 * bytes, so that two touches of the longest values still fit one cookie); null when
 * nothing is left.
 */
export function touchValue(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  const cleaned = Array.from(value).filter(isNamingCharacter).join("").trim().toLowerCase();
  if (!cleaned) return null;
  return withinBytes(cleaned, MAX_TOUCH_VALUE_LENGTH).trim() || null;
}

/** The known name of a host among `list`, else null. */
function knownHost(host: string, list: readonly (readonly [string, string])[]): string | null {
  for (const [suffix, name] of list) if (host === suffix || host.endsWith(`.${suffix}`)) return name;
  // Country domains of the big engines: google.co.uk, google.de, bing.co.jp…
  const country = /(?:^|\.)(google|bing|yahoo|yandex)\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/.exec(host);
  return country && list === SEARCH_ENGINES ? country[1]! : null;
}

/** The host of an absolute http(s) referrer, lower-case; null when there is none or it is not a web address. */
export function referrerHostOf(referrer: string | null | undefined): string | null {
  if (typeof referrer !== "string") return null;
  const trimmed = referrer.trim();
  if (!trimmed || trimmed.length > MAX_REFERRER_LENGTH) return null;
  try {
    const url = new URL(trimmed);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.host.toLowerCase().slice(0, MAX_TOUCH_VALUE_LENGTH);
  } catch {
    return null;
  }
}

const withoutWww = (host: string) => host.replace(/^www\./, "");

/** Whether a referrer host is the site itself (its www. twin included, with or without a port). */
export function isSiteHost(host: string, siteHosts: readonly string[]): boolean {
  const bare = (value: string) => withoutWww(value.toLowerCase().replace(/:\d+$/, ""));
  return siteHosts.some((siteHost) => bare(host) === bare(siteHost));
}

/** The page's path and query as kept on a touch. */
export function landingPageOf(pageUrl: URL): string {
  return Array.from(`${pageUrl.pathname}${pageUrl.search}`).slice(0, MAX_LANDING_PAGE_LENGTH).join("");
}

export interface TouchInput {
  pageUrl: URL;
  referrer: string | null;
  /** The hosts that are the site itself: SITE_URL's, and the one the request named. */
  siteHosts: readonly string[];
  now: number;
}

/** The touch this arrival makes, or null when it is a move within the site. */
export function classifyTouch({ pageUrl, referrer, siteHosts, now }: TouchInput): Touch | null {
  const query = pageUrl.searchParams;
  const rawHost = referrerHostOf(referrer);
  const externalHost = rawHost && !isSiteHost(rawHost, siteHosts) ? rawHost : null;
  const base = {
    campaign: null,
    term: null,
    content: null,
    referrerHost: externalHost,
    landingPage: landingPageOf(pageUrl),
    referralLinkCode: null,
    at: now,
  };
  const utm = {
    source: touchValue(query.get("utm_source")),
    medium: touchValue(query.get("utm_medium")),
    campaign: touchValue(query.get("utm_campaign")),
    term: touchValue(query.get("utm_term")),
    content: touchValue(query.get("utm_content")),
  };

  const referral = detectReferral(query, referrer);
  if (referral) {
    return {
      ...base,
      source: touchValue(referral.ref)!,
      medium: "referral",
      campaign: utm.campaign,
      term: utm.term,
      content: utm.content,
      referralLinkCode: referral.linkCode,
    };
  }

  // `/share/{code}` lands on `/?ref={code}`, and a partner may link with `?ref=` alone: the partner, without a link.
  const ref = touchValue(safeReferralValue(query.get("ref")));
  if (ref) return { ...base, source: ref, medium: "referral", campaign: utm.campaign, term: utm.term, content: utm.content };

  const clickSource = CLICK_IDS.find(([param]) => touchValue(query.get(param)) !== null)?.[1] ?? null;
  if (utm.source || utm.medium || utm.campaign || clickSource) {
    const source = utm.source ?? clickSource ?? (externalHost ? withoutWww(externalHost) : NOT_SET);
    const medium = utm.medium ?? (clickSource ? "cpc" : NOT_SET);
    return { ...base, source, medium, campaign: utm.campaign, term: utm.term, content: utm.content };
  }

  if (externalHost) {
    const host = withoutWww(externalHost);
    const engine = knownHost(host, SEARCH_ENGINES);
    if (engine) return { ...base, source: engine, medium: "organic" };
    const network = knownHost(host, SOCIAL_NETWORKS);
    if (network) return { ...base, source: network, medium: "social" };
    return { ...base, source: host, medium: "referral" };
  }
  if (rawHost) return null;
  return { ...base, source: DIRECT, medium: DIRECT };
}

/** A `direct` touch on a page, for a visitor whose first page came from the cache (decision 076). */
export function directTouch(pageUrl: URL, now: number): Touch {
  return classifyTouch({ pageUrl: new URL(pageUrl.pathname, pageUrl.origin), referrer: null, siteHosts: [pageUrl.host], now })!;
}

/**
 * Whether a page request carries a touch at all: parameters that name a source, or a
 * referrer from another host. These requests must reach the app (the edge passes its
 * cache for them, deploy/nginx.conf.template) and their page must not be stored.
 */
export function carriesTouch(pageUrl: URL, referrer: string | null, siteHosts: readonly string[]): boolean {
  const touch = classifyTouch({ pageUrl, referrer, siteHosts, now: 0 });
  return touch !== null && touch.source !== DIRECT;
}
