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
}

/** Long enough for the redirect to be followed, short enough not to surprise a later visit. */
const CONFIRMATION_MAX_AGE_SECONDS = 10 * 60;

// Path "/": a script's data request for the page (/consult.data) must carry it too.
const getConfirmationCookie = signedCookie("form_sent", { maxAgeSeconds: CONFIRMATION_MAX_AGE_SECONDS });

/** The Set-Cookie value that makes `page` (a path) show its confirmation on its next render. */
export function confirmationCookieFor(page: string, confirmation: SentConfirmation): Promise<string> {
  return getConfirmationCookie().serialize({ page, reference: confirmation.reference });
}

function readConfirmation(value: unknown, page: string): SentConfirmation | null {
  if (typeof value !== "object" || value === null) return null;
  const { page: target, reference } = value as Record<string, unknown>;
  if (target !== page) return null;
  if (reference === null) return { reference: null };
  return typeof reference === "string" && LEAD_REFERENCE_PATTERN.test(reference) ? { reference } : null;
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
