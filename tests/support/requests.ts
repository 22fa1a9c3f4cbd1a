import { commitCsrfToken } from "~/utils/csrf.server";
import { honeypotInputProps } from "~/utils/honeypot.server";

export const BROWSER_USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

/** What a browser sends with a top-level page load. */
export const DOCUMENT_HEADERS = {
  "User-Agent": BROWSER_USER_AGENT,
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "Accept-Language": "en-US,en;q=0.9",
  "Sec-Fetch-Dest": "document",
  "Sec-Fetch-Mode": "navigate",
  "Sec-Fetch-Site": "none",
};

/** The origin of the in-process requests (no SITE_URL in tests: the request's own origin is the site's). */
export const TEST_ORIGIN = "http://localhost";

/**
 * What a browser adds to a post made from one of the site's own pages (Fetch metadata and
 * Origin): the anonymous forms' anti-forgery check (decision 036) looks at them.
 */
export const FROM_OWN_PAGE = { "Sec-Fetch-Site": "same-origin", Origin: TEST_ORIGIN } as const;

/** Headers to send; null leaves out one the visitor would otherwise send. */
export type RequestHeaders = Record<string, string | null>;

function withoutOmitted(headers: RequestHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== null) kept[name] = value;
  return kept;
}

/** Updates a cookie jar with one Set-Cookie header, as a browser would (an empty or expired value deletes). */
export function applySetCookie(jar: Map<string, string>, header: string): void {
  const [pair = ""] = header.split(";");
  const index = pair.indexOf("=");
  if (index <= 0) return;
  const name = pair.slice(0, index).trim();
  const value = pair.slice(index + 1).trim();
  if (value === "" || /max-age=0/i.test(header)) jar.delete(name);
  else jar.set(name, value);
}

/**
 * Builds requests the way a browser sends them after loading a form: posts marked as
 * coming from the site's own pages, the honeypot fields, any cookies collected so far,
 * and (after `start`) the staff forms' anti-forgery cookie and token.
 */
export class Visitor {
  private cookies = new Map<string, string>();
  csrf = "";

  async start(): Promise<this> {
    const [token, setCookie] = await commitCsrfToken(new Request("http://localhost/"));
    this.csrf = token;
    this.remember(setCookie);
    return this;
  }

  /**
   * Another tab of this browser: the same cookies and anti-forgery token as now, a jar of
   * its own from here on. One sign-in (a deliberately slow password hash) can then serve
   * many tests whose requests cannot end the session.
   */
  anotherTab(): Visitor {
    const tab = new Visitor();
    for (const [name, value] of this.cookies) tab.cookies.set(name, value);
    tab.csrf = this.csrf;
    return tab;
  }

  remember(setCookie: string | null | undefined): void {
    for (const header of (setCookie ?? "").split(/,(?=\s*[A-Za-z0-9_]+=)/)) applySetCookie(this.cookies, header);
  }

  rememberResponse(response: Response): void {
    const all = response.headers.getSetCookie?.() ?? [];
    for (const header of all) this.remember(header);
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  form(
    path: string,
    fields: Record<string, string>,
    options: { honeypot?: boolean; csrf?: boolean; headers?: RequestHeaders } = {},
  ): Request {
    const body = new URLSearchParams(fields);
    if (options.csrf !== false && this.csrf) body.set("csrf", this.csrf);
    if (options.honeypot !== false) {
      const honeypot = honeypotInputProps();
      body.set(honeypot.nameFieldName, "");
      if (honeypot.validFromFieldName) body.set(honeypot.validFromFieldName, honeypot.encryptedValidFrom);
    }
    return new Request(`http://localhost${path}`, {
      method: "POST",
      headers: withoutOmitted({
        "Content-Type": "application/x-www-form-urlencoded",
        "User-Agent": BROWSER_USER_AGENT,
        ...FROM_OWN_PAGE,
        Cookie: this.cookieHeader(),
        ...options.headers,
      }),
      body,
    });
  }

  get(path: string): Request {
    return new Request(`http://localhost${path}`, { headers: { "User-Agent": BROWSER_USER_AGENT, Cookie: this.cookieHeader() } });
  }

  /** A page load as a browser sends it (JavaScript on or off): navigation metadata and a browser user agent. */
  document(path: string, headers: Record<string, string> = {}): Request {
    return new Request(`http://localhost${path}`, {
      headers: { ...DOCUMENT_HEADERS, Cookie: this.cookieHeader(), ...headers },
    });
  }

  /** The value of a cookie collected so far. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** A JSON call by page script: X-Requested-With, and the staff token in X-CSRF-Token when the visitor has one. */
  json(path: string, body: unknown, headers: RequestHeaders = {}): Request {
    return new Request(`http://localhost${path}`, {
      method: "POST",
      headers: withoutOmitted({
        "Content-Type": "application/json",
        "User-Agent": BROWSER_USER_AGENT,
        "X-Requested-With": "XMLHttpRequest",
        ...FROM_OWN_PAGE,
        ...(this.csrf ? { "X-CSRF-Token": this.csrf } : {}),
        Cookie: this.cookieHeader(),
        ...headers,
      }),
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  }
}

/** Runs a loader/action and returns the thrown or returned Response, whichever it was. */
export async function settle(run: () => Promise<unknown> | unknown): Promise<unknown> {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}

/** The HTTP status of what `settle` returned: a Response's own, or a `data()` result's (200 unless it set one). */
export function answerStatus(value: unknown): number {
  return value instanceof Response ? value.status : ((value as { init?: { status?: number } | null }).init?.status ?? 200);
}

export function dateFromToday(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
