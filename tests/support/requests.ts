import { commitCsrfToken } from "~/utils/csrf.server";
import { honeypotInputProps } from "~/utils/honeypot.server";

/**
 * Builds requests the way a browser sends them after loading a form: the anti-forgery
 * cookie and token, the honeypot fields, and any cookies collected so far.
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

  remember(setCookie: string | null | undefined): void {
    for (const header of (setCookie ?? "").split(/,(?=\s*[A-Za-z0-9_]+=)/)) {
      const [pair = ""] = header.split(";");
      const index = pair.indexOf("=");
      if (index <= 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === "" || /max-age=0/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  rememberResponse(response: Response): void {
    const all = response.headers.getSetCookie?.() ?? [];
    for (const header of all) this.remember(header);
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  form(path: string, fields: Record<string, string>, options: { honeypot?: boolean; csrf?: boolean } = {}): Request {
    const body = new URLSearchParams(fields);
    if (options.csrf !== false) body.set("csrf", this.csrf);
    if (options.honeypot !== false) {
      const honeypot = honeypotInputProps();
      body.set(honeypot.nameFieldName, "");
      if (honeypot.validFromFieldName) body.set(honeypot.validFromFieldName, honeypot.encryptedValidFrom);
    }
    return new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: this.cookieHeader() },
      body,
    });
  }

  get(path: string): Request {
    return new Request(`http://localhost${path}`, { headers: { Cookie: this.cookieHeader() } });
  }

  json(path: string, body: unknown, headers: Record<string, string> = {}): Request {
    return new Request(`http://localhost${path}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Requested-With": "XMLHttpRequest",
        "X-CSRF-Token": this.csrf,
        Cookie: this.cookieHeader(),
        ...headers,
      },
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

export function dateFromToday(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
