import { describe, expect, it } from "vitest";
import type { HeaderMap, HttpVisitor } from "../support/http-visitor";
import { POST_ENDPOINTS, postTo, type PostEndpoint, type RateLimit } from "./post-endpoints";
import { builtServerForFile, messageOf, STAFF } from "./server";

/**
 * Per-IP limits (the IP is the X-Forwarded-For entry our proxy wrote, decisions 006 and
 * 022): every public endpoint that does work for a request answers 429 with Retry-After
 * once one address has used its budget, while other addresses are still served. The requests come from a script
 * that keeps no cookie (but the anti-forgery one, for the sign-in form), so a per-browser key cannot hide the
 * per-IP limit (unless a limit needs a conversation first, see RateLimit.firstPost).
 * Login throttling (failures per account, from any address) is tested at the end.
 */
const server = builtServerForFile();
const LONGEST_WINDOW_SECONDS = 15 * 60;
/** Requests in flight at once while a budget is spent. */
const AT_ONCE = 6;

const limits = POST_ENDPOINTS.flatMap((endpoint) =>
  Array.isArray(endpoint.rateLimits) ? endpoint.rateLimits.map((limit) => [endpoint.pattern, limit.what, endpoint, limit] as const) : [],
);

function sendAs(visitor: HttpVisitor, endpoint: PostEndpoint, limit: RateLimit, headers: HeaderMap = {}): Promise<Response> {
  // A script keeps no cookie at all (public forms need none), or only the token's (staff forms and sign-in).
  const onlyTheToken: HeaderMap =
    limit.firstPost ? {} : endpoint.antiForgery === "token" ? { Cookie: `csrf=${visitor.cookie("csrf") ?? ""}` } : { Cookie: null };
  return postTo(visitor, endpoint, { fields: limit.fields ?? endpoint.fields, headers: { ...onlyTheToken, ...headers } });
}

/** A visitor at its own address, at the point of the conversation the limit needs. */
async function visitorFor(endpoint: PostEndpoint, limit: RateLimit): Promise<HttpVisitor> {
  const started = await server.startedVisitor();
  const visitor = endpoint.antiForgery === "token" ? await started.withToken() : started;
  if (limit.firstPost) expect((await postTo(visitor, endpoint, { fields: limit.firstPost })).status).toBe(302);
  return visitor;
}

describe("per-IP rate limits", () => {
  it.each(limits)(
    "%s (%s) allows its budget per address, then answers 429 with Retry-After",
    async (_pattern, _what, endpoint, limit) => {
      const visitor = await visitorFor(endpoint, limit);
      // The budget is spent a few requests at a time, as a browser's parallel requests
      // arrive: every one of them must still be counted once, so exactly the budget passes.
      for (let sent = 0; sent < limit.perIp; sent += AT_ONCE) {
        const batch = Array.from({ length: Math.min(AT_ONCE, limit.perIp - sent) }, () => sendAs(visitor, endpoint, limit));
        for (const [index, response] of (await Promise.all(batch)).entries()) {
          expect(response.status, `request ${sent + index + 1}`).not.toBe(429);
          expect(response.status, `request ${sent + index + 1}`).toBeLessThan(500);
        }
      }
      const refused = await sendAs(visitor, endpoint, limit);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get("Retry-After"));
      expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= LONGEST_WINDOW_SECONDS, String(retryAfter)).toBe(true);
      expect(await messageOf(refused)).toMatch(/several requests in a short time|too many|slow down/i);

      const elsewhere = await visitorFor(endpoint, limit);
      expect((await sendAs(elsewhere, endpoint, limit)).status).not.toBe(429);
    },
    60_000,
  );
});

describe("client addresses a visitor writes", () => {
  // Behind our one proxy (TRUSTED_PROXY_HOPS=1, as the test launcher sets it) the address
  // that proxy appended to X-Forwarded-For is the visitor's; here the test plays the proxy too.
  const [, , endpoint, limit] = limits[0]!;
  const spoofs = (index: number, visitor: HttpVisitor): HeaderMap => ({
    "X-Forwarded-For": `192.0.2.${index + 1}, ${visitor.ip}`,
    "X-Client-IP": `192.0.2.${index + 101}`,
    "X-Real-IP": `192.0.2.${index + 201}`,
    "CF-Connecting-IP": `2001:db8::${index + 1}`,
  });

  it(`cannot move ${endpoint.pattern} to a fresh per-IP budget on every request`, async () => {
    const visitor = await visitorFor(endpoint, limit);
    const send = (index: number) => sendAs(visitor, endpoint, limit, spoofs(index, visitor));
    for (let index = 0; index < limit.perIp; index++) expect((await send(index)).status, `request ${index + 1}`).not.toBe(429);
    expect((await send(limit.perIp)).status).toBe(429);
  }, 60_000);
});

describe("IPv6 clients", () => {
  const [, , endpoint, limit] = limits[0]!;

  it(`share one budget per /64 network on ${endpoint.pattern}`, async () => {
    const visitor = await visitorFor(endpoint, limit);
    // Every request from another address of the same /64, as one subscriber can.
    const fromNetwork = (network: string, index: number) => ({ "X-Forwarded-For": `2001:db8:${network}::${(index + 1).toString(16)}` });
    for (let index = 0; index < limit.perIp; index++) {
      expect((await sendAs(visitor, endpoint, limit, fromNetwork("4:1", index))).status, `request ${index + 1}`).not.toBe(429);
    }
    expect((await sendAs(visitor, endpoint, limit, fromNetwork("4:1", limit.perIp))).status).toBe(429);
    expect((await sendAs(visitor, endpoint, limit, fromNetwork("4:2", 0))).status).not.toBe(429);
  }, 60_000);
});

describe("login throttling", () => {
  const wrong = { email: STAFF.email, password: "not the password at all" };
  const lastFailure = () =>
    server.db().prepare("select failures, window_started_at as at from login_attempts where key = ?").get(`account:${STAFF.email}`) as
      | { failures: number; at: number }
      | undefined;

  it("counts failures per account from every address, with growing waits, and never locks out the owner's own browser", async () => {
    // The owner signed in from this browser before: it is trusted for the account.
    const owner = await server.staff();
    expect(owner.cookie("staff_device")).toBeDefined();

    // Five failures, each from a new address: the account is throttled, not each address.
    for (let index = 0; index < 5; index++) {
      const attacker = await server.visitor().withToken();
      const response = await attacker.postForm("/admin/login", wrong);
      expect(response.status, `attempt ${index + 1}`).toBe(401);
      expect(await messageOf(response)).toContain("Incorrect e-mail or password.");
    }
    const fresh = await server.visitor().withToken();
    const blocked = await fresh.postForm("/admin/login", wrong);
    expect(blocked.status).toBe(429);
    const firstWait = Number(blocked.headers.get("Retry-After"));
    expect(firstWait).toBeGreaterThan(50);
    expect(firstWait).toBeLessThanOrEqual(60);
    expect(await messageOf(blocked)).toMatch(/Too many failed sign-ins\. Try again in 1 minute\./);
    // Even the right password, from yet another address, waits: nothing is checked meanwhile.
    expect((await (await server.visitor().withToken()).postForm("/admin/login", STAFF)).status).toBe(429);

    // The wait doubles with the next failure (the first wait is moved into the past, not slept through).
    server.db().prepare("update login_attempts set window_started_at = window_started_at - 61000 where key = ?").run(`account:${STAFF.email}`);
    expect((await (await server.visitor().withToken()).postForm("/admin/login", wrong)).status).toBe(401);
    expect(lastFailure()?.failures).toBe(6);
    const second = await (await server.visitor().withToken()).postForm("/admin/login", wrong);
    expect(second.status).toBe(429);
    expect(Number(second.headers.get("Retry-After"))).toBeGreaterThan(110);
    expect(Number(second.headers.get("Retry-After"))).toBeLessThanOrEqual(120);

    // Meanwhile the owner, in the browser they signed in from before, still gets in.
    expect((await owner.postForm("/admin/login", STAFF)).status).toBe(302);
  }, 60_000);
});
