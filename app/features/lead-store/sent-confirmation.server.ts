import { LEAD_REFERENCE_PATTERN } from "./lead-reference";
import { signedCookie } from "~/utils/signed-cookie.server";

/**
 * The "we have it" confirmation of a form page, shown once after a real submission and
 * never because of a URL anyone can open or share. The action that stored the answers
 * sets a signed, HttpOnly cookie naming the page (and the lead's reference) and redirects
 * there; that page's next render takes the confirmation and clears the cookie. The page
 * that shows it is private (it says what this visitor sent); a page without one sets no
 * cookie, so it stays cacheable like any anonymous page.
 */
export interface SentConfirmation {
  /** The lead's reference; null for a form that does not make a lead (the survey). */
  reference: string | null;
  /** The consultation booked with it, when its time was free. */
  meeting?: SentMeeting;
}

/** A booked consultation as the thank-you shows it: instants (ISO 8601 UTC), the visitor's zone code, the rep's first name. */
export interface SentMeeting {
  startsAt: string;
  endsAt: string;
  timeZone: string;
  owner: string;
}

/** Long enough for the redirect to be followed, short enough not to surprise a later visit. */
const CONFIRMATION_MAX_AGE_SECONDS = 10 * 60;

// Path "/": a script's data request for the page (/consult.data) must carry it too.
const getConfirmationCookie = signedCookie("form_sent", { maxAgeSeconds: CONFIRMATION_MAX_AGE_SECONDS });

/** The Set-Cookie value that makes `page` (a path) show its confirmation on its next render. */
export function confirmationCookieFor(page: string, confirmation: SentConfirmation): Promise<string> {
  return getConfirmationCookie().serialize({ page, reference: confirmation.reference, meeting: confirmation.meeting ?? null });
}

function readConfirmation(value: unknown, page: string): SentConfirmation | null {
  if (typeof value !== "object" || value === null) return null;
  const { page: target, reference, meeting } = value as Record<string, unknown>;
  if (target !== page) return null;
  if (reference === null) return { reference: null };
  if (typeof reference !== "string" || !LEAD_REFERENCE_PATTERN.test(reference)) return null;
  const sent = readMeeting(meeting);
  return sent ? { reference, meeting: sent } : { reference };
}

/** The cookie is signed, so only this server wrote it; its shape is checked all the same. */
function readMeeting(value: unknown): SentMeeting | null {
  if (typeof value !== "object" || value === null) return null;
  const { startsAt, endsAt, timeZone, owner } = value as Record<string, unknown>;
  const texts = [startsAt, endsAt, timeZone, owner];
  if (!texts.every((text): text is string => typeof text === "string" && text.length <= 80)) return null;
  return { startsAt: startsAt as string, endsAt: endsAt as string, timeZone: timeZone as string, owner: owner as string };
}

export const PERSONAL_PAGE_CACHE_CONTROL = "private, no-store";

/**
 * The confirmation waiting for `page`, taken: with the headers that clear it and keep
 * the page out of shared caches. Nothing (and no headers) when there is none for this
 * page; a confirmation meant for another page is left for that page.
 */
export async function takeConfirmation(
  request: Request,
  page: string,
): Promise<{ confirmation: SentConfirmation | null; headers: Headers | null }> {
  const cookie = getConfirmationCookie();
  const confirmation = readConfirmation(await cookie.parse(request.headers.get("Cookie")), page);
  if (!confirmation) return { confirmation: null, headers: null };
  const headers = new Headers({ "Cache-Control": PERSONAL_PAGE_CACHE_CONTROL });
  headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  return { confirmation, headers };
}
