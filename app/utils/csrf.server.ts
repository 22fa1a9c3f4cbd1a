import { createCookie } from "@remix-run/node";
import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { getEnv, isProduction } from "./env.server";

/**
 * Anti-forgery for staff forms: a signed token cookie plus the same token in a hidden
 * `csrf` field (forms) or the `X-CSRF-Token` header (scripts). Only staff pages (and the
 * sign-in page) create tokens, which are never cached. Anonymous public forms are checked
 * for coming from this site instead (their endpoint declaration, `publicForm`), so their
 * pages carry nothing per visitor (decisions 036 and 093).
 */
let csrf: CSRF | undefined;

function getCsrf(): CSRF {
  if (!csrf) {
    const secret = getEnv().SESSION_SECRET;
    csrf = new CSRF({
      cookie: createCookie("csrf", {
        path: "/",
        httpOnly: true,
        secure: isProduction(),
        sameSite: "lax",
        secrets: [secret],
      }),
      secret,
      formDataKey: "csrf",
    });
  }
  return csrf;
}

export const CSRF_HEADER = "X-CSRF-Token";

/** The token for a form, and the Set-Cookie value when a new cookie is needed. */
export function commitCsrfToken(request: Request) {
  return getCsrf().commitToken(request);
}

/**
 * Throws a 403 Response unless the request carries a valid token, in the form data or in
 * the X-CSRF-Token header. Callers pass the form data they already parsed.
 */
export async function requireValidCsrf(request: Request, formData?: FormData): Promise<void> {
  const data = formData ?? new FormData();
  const headerToken = request.headers.get(CSRF_HEADER);
  if (!data.get("csrf") && headerToken) {
    // Script requests send the token in a header: validate it the same way.
    const withHeader = new FormData();
    withHeader.set("csrf", headerToken);
    return validate(withHeader, request.headers);
  }
  return validate(data, request.headers);
}

async function validate(data: FormData, headers: Headers): Promise<void> {
  try {
    await getCsrf().validate(data, headers);
  } catch (error) {
    if (error instanceof CSRFError) {
      throw new Response("Your session expired or the form is out of date. Please reload the page and try again.", {
        status: 403,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    throw error;
  }
}
