import type { NewAnalyticsEvent } from "#db/schema";
import { isStorableText } from "~/utils/storable-text";
import { languageCategory, normaliseLanguageCode } from "./language";
import { isBounce } from "./session-rules";
import type { TrackPayload } from "./track-payload";
import type { UserAgentDescription } from "./user-agent";

/**
 * Turns a validated analytics record (product reference §3.7) into the row stored in analytics_events.
 * Pure: the request's facts (time, user agent, host) come in as a context.
 */

/** Why a record was sent. The tracker names the first four; custom and error follow from the body. */
export const EVENT_KINDS = ["pageview", "heartbeat", "hidden", "visible", "custom", "error"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
const DECLARED_KINDS: readonly string[] = ["pageview", "heartbeat", "hidden", "visible"];

/**
 * The kind of a record: custom events by event_type, errors by error_code, then the
 * `kind` the tracker sends beside the record's fields. A record from another client without
 * it is a plain update: it keeps the session alive but does not count a page view.
 */
export function eventKind(declared: unknown, payload: Pick<TrackPayload, "event_type" | "error_code">): EventKind {
  if (payload.event_type === "custom") return "custom";
  if (payload.error_code !== null) return "error";
  return typeof declared === "string" && DECLARED_KINDS.includes(declared) ? (declared as EventKind) : "heartbeat";
}

export interface RowContext {
  kind: EventKind;
  source: "js" | "server";
  /** Server receive time, epoch ms. */
  now: number;
  /** The request's User-Agent (the beacon's own header), already cut to a sane length. */
  userAgent: string | null;
  ua: UserAgentDescription;
  /** The request's Accept-Language, used when the record has no language_code. */
  acceptLanguage: string | null;
  /** This site's host, so internal navigation is not reported as a referrer. */
  siteHost: string;
}

const MAX_PATH_LENGTH = 500;
type UtmKey = "utm_source" | "utm_medium" | "utm_campaign" | "utm_term" | "utm_content";

function parseUrl(value: string | null, base?: string): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/** The path of a page URL (absolute, or site-relative), without query or fragment. */
export function pagePath(pageUrl: string | null): string | null {
  const url = parseUrl(pageUrl, "http://site.invalid");
  return url ? url.pathname.slice(0, MAX_PATH_LENGTH) : null;
}

/** The host of an external http(s) referrer; null for none, internal links or anything else. */
export function referrerHost(referrer: string | null, siteHost: string): string | null {
  const url = parseUrl(referrer);
  if (!url) return null;
  const host = url.host.toLowerCase();
  const strip = (value: string) => value.replace(/^www\./, "");
  return strip(host) === strip(siteHost.toLowerCase()) ? null : host;
}

function paramsFromUrl(pageUrl: string | null): Record<UtmKey | "referral_code", string | null> {
  const query = parseUrl(pageUrl, "http://site.invalid")?.searchParams;
  return {
    referral_code: queryValue(query, "ref") ?? queryValue(query, "code"),
    utm_source: queryValue(query, "utm_source"),
    utm_medium: queryValue(query, "utm_medium"),
    utm_campaign: queryValue(query, "utm_campaign"),
    utm_term: queryValue(query, "utm_term"),
    utm_content: queryValue(query, "utm_content"),
  };
}

/**
 * A query value to store: trimmed and capped, or null when absent, blank, or holding what
 * the database refuses (the URL passed the schema percent-encoded; reading decodes it).
 */
export function queryValue(query: URLSearchParams | undefined, key: string): string | null {
  const value = query?.get(key)?.trim().slice(0, 200);
  return value && isStorableText(value) ? value : null;
}

export function toEventRow(payload: TrackPayload, context: RowContext): NewAnalyticsEvent {
  const { ua, now } = context;
  const fromUrl = paramsFromUrl(payload.page_url);
  const languageCode = normaliseLanguageCode(payload.language_code) ?? normaliseLanguageCode(context.acceptLanguage);
  const bounce =
    payload.is_bounce ??
    (payload.session_start !== null && payload.page_views !== null
      ? isBounce({ pageViews: payload.page_views, sessionStart: payload.session_start, now: payload.last_activity ?? now })
      : null);
  return {
    occurredAt: now,
    eventType: context.kind,
    source: context.source,
    sessionId: payload.session_id,
    visitorId: payload.visitor_identifier,
    // The tracker's visitor id lives in the first-party `vid` cookie: it is both identifiers.
    cookieId: payload.cookie_identifier ?? payload.visitor_identifier,
    pageUrl: payload.page_url,
    pagePath: pagePath(payload.page_url),
    pageTitle: payload.page_title,
    referrer: payload.referrer,
    referrerHost: referrerHost(payload.referrer, context.siteHost),
    referralCode: payload.referral_code ?? fromUrl.referral_code,
    utmSource: payload.utm_source ?? fromUrl.utm_source,
    utmMedium: payload.utm_medium ?? fromUrl.utm_medium,
    utmCampaign: payload.utm_campaign ?? fromUrl.utm_campaign,
    utmTerm: payload.utm_term ?? fromUrl.utm_term,
    utmContent: payload.utm_content ?? fromUrl.utm_content,
    // Device, browser and platform come from the request's own header, parsed on the
    // server with ua-parser-js, not from what the body claims.
    userAgent: context.userAgent,
    deviceType: ua.device_type,
    browserName: ua.browser_name,
    browserVersion: ua.browser_version,
    platform: ua.platform,
    languageCode,
    languageCategory: languageCategory(languageCode),
    screenResolution: payload.screen_resolution,
    timezone: payload.timezone,
    timezoneOffset: payload.timezone_offset,
    ipAddress: null,
    latitude: payload.latitude,
    longitude: payload.longitude,
    country: payload.country,
    city: payload.city,
    sessionStart: payload.session_start,
    lastActivity: payload.last_activity,
    pageViews: payload.page_views,
    isBounce: bounce,
    isActive: payload.is_active ?? (context.kind === "hidden" ? false : true),
    isReturningVisitor: payload.is_returning_visitor,
    errorCode: payload.error_code,
    errorUrl: payload.error_url,
    errorMessage: payload.error_message,
    eventName: payload.event_name,
    eventData: payload.event_data,
    eventTimestamp: payload.event_timestamp,
  };
}
