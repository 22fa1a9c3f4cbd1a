import { describe, expect, it } from "vitest";
import type { HeaderMap, HttpVisitor } from "../support/http-visitor";
import { POST_ENDPOINTS, postTo, type PostEndpoint, type RateLimit } from "./post-endpoints";
import { builtServerForFile, messageOf, STAFF } from "./server";

/**
 * Per-IP limits (the IP is the X-Forwarded-For entry our proxy wrote, decisions 006 and
 * 022): every public endpoint that does work for a request answers 429 with Retry-After
 * once one address has used its budget, while other addresses are still served. The requests come from a script
 * that keeps no cookie but the anti-forgery one, so a per-browser key cannot hide the
 * per-IP limit (unless a limit needs a conversation first, see RateLimit.firstPost).
 * Login throttling (failures per account and IP) is tested at the end.
 */
const server = builtServerForFile();
const LONGEST_WINDOW_SECONDS = 15 * 60;

const limits = POST_ENDPOINTS.flatMap((endpoint) =>
  Array.isArray(endpoint.rateLimits) ? endpoint.rateLimits.map((limit) => [endpoint.pattern, limit.what, endpoint, limit] as const) : [],
);

function sendAs(visitor: HttpVisitor, endpoint: PostEndpoint, limit: RateLimit, headers: HeaderMap = {}): Promise<Response> {
  const onlyTheToken: HeaderMap = limit.firstPost ? {} : { Cookie: `csrf=${visitor.cookie("csrf") ?? ""}` };
  return postTo(visitor, endpoint, { fields: limit.fields ?? endpoint.fields, headers: { ...onlyTheToken, ...headers } });
}

/** A visitor at its own address, at the point of the conversation the limit needs. */
async function visitorFor(endpoint: PostEndpoint, limit: RateLimit): Promise<HttpVisitor> {
  const visitor = await server.startedVisitor();
  if (limit.firstPost) expect((await postTo(visitor, endpoint, { fields: limit.firstPost })).status).toBe(302);
  return visitor;
}

describe("per-IP rate limits", () => {
  it.each(limits)(
    "%s (%s) allows its budget per address, then answers 429 with Retry-After",
    async (_pattern, _what, endpoint, limit) => {
      const visitor = await visitorFor(endpoint, limit);
      for (let index = 0; index < limit.perIp; index++) {
        const response = await sendAs(visitor, endpoint, limit);
        expect(response.status, `request ${index + 1}`).not.toBe(429);
        expect(response.status, `request ${index + 1}`).toBeLessThan(500);
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
  // Behind our one proxy (TRUSTED_PROXY_HOPS=1, the default) the address that proxy
  // appended to X-Forwarded-For is the visitor's; here the test plays the proxy too.
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

describe("login throttling", () => {
  it("refuses an account after five failed sign-ins from one address for 15 minutes, even with the right password", async () => {
    const attacker = await server.startedVisitor();
    const wrong = { email: STAFF.email, password: "not the password at all" };
    for (let index = 0; index < 5; index++) {
      const response = await attacker.postForm("/admin/login", wrong);
      expect(response.status, `attempt ${index + 1}`).toBe(401);
      expect(await messageOf(response)).toContain("Incorrect e-mail or password.");
    }
    const blocked = await attacker.postForm("/admin/login", wrong);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
    expect(await messageOf(blocked)).toMatch(/Too many failed sign-ins\. Try again in 15 minutes\./);
    expect((await attacker.postForm("/admin/login", STAFF)).status).toBe(429);

    // The member, from their own address, still signs in.
    const member = await server.startedVisitor();
    expect((await member.postForm("/admin/login", STAFF)).status).toBe(302);
  }, 60_000);
});
