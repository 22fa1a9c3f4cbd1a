import { applySetCookie, BROWSER_USER_AGENT, DOCUMENT_HEADERS } from "./requests";

let lastIp = 0;

/** A distinct documentation-range address for each of the first 500 visitors of a test file (TEST-NET-2 and TEST-NET-3). */
function nextTestIp(): string {
  lastIp += 1;
  return `${lastIp <= 250 ? "198.51.100" : "203.0.113"}.${(lastIp % 250) + 1}`;
}

/** Request headers; null leaves out one the visitor would otherwise send (such as Sec-Fetch-Site). */
export type HeaderMap = Record<string, string | null>;
export type VisitorRequestInit = Omit<RequestInit, "headers"> & { headers?: HeaderMap; duplex?: "half" };

export interface SendOptions {
  /** The staff anti-forgery token to send (form field or X-CSRF-Token header): the visitor's own by default (if any), null for none. */
  token?: string | null;
  headers?: HeaderMap;
}

/**
 * A browser talking to a real server over HTTP (the built production server of
 * tests/support/built-server.ts): it keeps cookies, sends its own client IP in
 * X-Forwarded-For (so per-IP limits of different tests never meet), marks its posts as
 * coming from the site's own pages (Sec-Fetch-Site and Origin, as a browser does) and
 * knows the spam-trap fields a form would have given it, and, once it has loaded the
 * sign-in form (`withToken`), the staff forms' anti-forgery token.
 */
export class HttpVisitor {
  private readonly jar = new Map<string, string>();
  /** Every Set-Cookie header this visitor has received, in order. */
  readonly setCookies: string[] = [];
  csrf = "";
  /** The spam-trap fields a rendered form carries (an empty trap and the encrypted start time). */
  honeypot: Record<string, string> = {};

  constructor(
    readonly baseUrl: string,
    readonly ip: string = nextTestIp(),
  ) {}

  /**
   * Another tab of this browser: the same address, cookies, token and spam-trap fields
   * now, its own cookie jar from here on. One sign-in (a deliberately slow password hash)
   * can then serve many requests that cannot end the session.
   */
  anotherTab(): HttpVisitor {
    const tab = new HttpVisitor(this.baseUrl, this.ip);
    for (const [name, value] of this.jar) tab.jar.set(name, value);
    tab.csrf = this.csrf;
    tab.honeypot = { ...this.honeypot };
    return tab;
  }

  url(path: string): string {
    return `${this.baseUrl}${path}`;
  }

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  setCookie(name: string, value: string): void {
    this.jar.set(name, value);
  }

  cookieHeader(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** The origin the visitor's pages come from, as a browser names it in `Origin`. */
  get origin(): string {
    return new URL(this.baseUrl).origin;
  }

  /**
   * Any request, never following redirects, remembering the cookies it sets. A POST says
   * it comes from one of the site's pages, as a browser's does, unless `headers` says otherwise.
   */
  async fetch(path: string, init: VisitorRequestInit = {}): Promise<Response> {
    const fromOwnPage: HeaderMap = init.method === "POST" ? { "Sec-Fetch-Site": "same-origin", Origin: this.origin } : {};
    const merged: HeaderMap = { "User-Agent": BROWSER_USER_AGENT, "X-Forwarded-For": this.ip, ...fromOwnPage, ...init.headers };
    if (this.jar.size > 0 && !("Cookie" in merged)) merged.Cookie = this.cookieHeader();
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(merged)) if (value !== null) headers[name] = value;
    const response = await fetch(this.url(path), { redirect: "manual", ...init, headers });
    for (const header of response.headers.getSetCookie()) this.remember(header);
    return response;
  }

  private remember(header: string): void {
    this.setCookies.push(header);
    applySetCookie(this.jar, header);
  }

  get(path: string, headers: HeaderMap = {}): Promise<Response> {
    return this.fetch(path, { headers });
  }

  /** A top-level page load, as a browser sends it. */
  document(path: string, headers: HeaderMap = {}): Promise<Response> {
    return this.fetch(path, { headers: { ...DOCUMENT_HEADERS, ...headers } });
  }

  /** Gets the spam trap, as any public form hands it out (the chat widget's call needs no cookie). */
  async start(): Promise<this> {
    const response = await this.get("/api/chat-callback", { "X-Requested-With": "XMLHttpRequest" });
    if (response.status !== 200) throw new Error(`GET /api/chat-callback answered ${response.status}`);
    const body = (await response.json()) as {
      honeypot: { nameFieldName: string; validFromFieldName: string | null; encryptedValidFrom: string };
    };
    this.honeypot = { [body.honeypot.nameFieldName]: "" };
    if (body.honeypot.validFromFieldName) this.honeypot[body.honeypot.validFromFieldName] = body.honeypot.encryptedValidFrom;
    return this;
  }

  /** Loads the sign-in form, as a staff member's browser does, for its anti-forgery token and cookie. */
  async withToken(): Promise<this> {
    const response = await this.document("/admin/login");
    const token = /name="csrf" value="([^"]+)"/.exec(await response.text())?.[1];
    if (response.status !== 200 || !token || !this.cookie("csrf")) {
      throw new Error(`GET /admin/login answered ${response.status} without an anti-forgery token`);
    }
    this.csrf = token;
    return this;
  }

  /** The token a request sends: the visitor's own (if any) unless the options name another one (or null: none). */
  tokenFor(options: SendOptions = {}): string | null {
    const token = options.token === undefined ? this.csrf : options.token;
    return token === "" ? null : token;
  }

  /** The form fields a page's form would post: the given ones, the spam trap and the token. */
  formBody(fields: Record<string, string>, options: SendOptions = {}): URLSearchParams {
    const body = new URLSearchParams({ ...this.honeypot, ...fields });
    const token = this.tokenFor(options);
    if (token !== null) body.set("csrf", token);
    return body;
  }

  /** A form post the way a browser sends it without JavaScript. */
  postForm(path: string, fields: Record<string, string>, options: SendOptions = {}): Promise<Response> {
    return this.fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html", ...options.headers },
      body: this.formBody(fields, options),
    });
  }

  /** A form posted by page script (the chat widget's callback form). */
  postScriptForm(path: string, fields: Record<string, string>, options: SendOptions = {}): Promise<Response> {
    return this.postForm(path, fields, { ...options, headers: { "X-Requested-With": "XMLHttpRequest", ...options.headers } });
  }

  /** A JSON call by page script: X-Requested-With, and the token in X-CSRF-Token when the visitor has one. */
  postJson(path: string, body: unknown, options: SendOptions = {}): Promise<Response> {
    const headers: HeaderMap = { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" };
    const token = this.tokenFor(options);
    if (token !== null) headers["X-CSRF-Token"] = token;
    return this.fetch(path, {
      method: "POST",
      headers: { ...headers, ...options.headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  }

  /** Signs in through the real form; throws unless the server redirects into the staff area. */
  async signIn(email: string, password: string): Promise<this> {
    if (!this.csrf) await this.withToken();
    const response = await this.postForm("/admin/login", { email, password });
    if (response.status !== 302 || !this.cookie("staff_session")) {
      throw new Error(`sign-in as ${email} answered ${response.status}`);
    }
    return this;
  }
}
