import * as z from "zod";
import { signedCookie } from "~/utils/signed-cookie.server";
import { storableText } from "~/utils/storable-text";
import { MAX_LANDING_PAGE_LENGTH, MAX_TOUCH_VALUE_LENGTH, type Touch } from "./classify-touch";
import { TOUCH_HISTORY_DAYS, type TouchHistory } from "./touch-history";

/**
 * The visitor's first and last touch, in one signed, HttpOnly first-party cookie
 * (decision 076). Signed because it credits a partner on a lead: a visitor must not be
 * able to write another partner's link code into it. No page reads it, so it is on the
 * page-neutral list (app/features/caching/page-neutral-cookies.mjs) and a visitor who
 * has it still gets cached pages.
 */
export const ATTRIBUTION_COOKIE = "attribution";
const MAX_AGE_SECONDS = TOUCH_HISTORY_DAYS * 24 * 60 * 60;

const value = () => storableText().max(MAX_TOUCH_VALUE_LENGTH);
const TouchSchema = z.object({
  source: value(),
  medium: value(),
  campaign: value().nullable(),
  term: value().nullable(),
  content: value().nullable(),
  referrerHost: storableText().max(MAX_TOUCH_VALUE_LENGTH * 2).nullable(),
  landingPage: storableText().max(MAX_LANDING_PAGE_LENGTH * 2),
  referralLinkCode: storableText().max(200).nullable(),
  at: z.number().int().nonnegative(),
});
/** `last: null` when the last touch is the first one: the cookie stays short. */
const CookieSchema = z.object({ first: TouchSchema, last: TouchSchema.nullable() });

const attributionCookie = signedCookie(ATTRIBUTION_COOKIE, { maxAgeSeconds: MAX_AGE_SECONDS });

/** The visitor's touch history, or null when there is none, or it was tampered with or malformed. */
export async function readAttributionCookie(request: Request): Promise<TouchHistory | null> {
  try {
    const parsed = CookieSchema.safeParse(await attributionCookie().parse(request.headers.get("Cookie")));
    if (!parsed.success) return null;
    const first: Touch = parsed.data.first;
    return { first, last: parsed.data.last ?? first };
  } catch {
    return null;
  }
}

export function serializeAttributionCookie(history: TouchHistory): Promise<string> {
  return attributionCookie().serialize({ first: history.first, last: history.last === history.first ? null : history.last });
}
