import { beforeAll, describe, expect, it } from "vitest";
import type { HttpVisitor } from "../support/http-visitor";
import { POST_ENDPOINTS, postTo, type PostEndpoint } from "./post-endpoints";
import { insertLead, messageOf, builtServerForFile } from "./server";

/**
 * Anti-forgery: every state-changing endpoint needs the token that belongs to the
 * visitor's own anti-forgery cookie, except the few listed as exempt in post-endpoints.ts,
 * each of which is tested here for what protects it instead.
 */
const server = builtServerForFile();

beforeAll(() => {
  insertLead(server, { fullName: "Lead for the staff page" });
});

const visitorFor = (endpoint: PostEndpoint): Promise<HttpVisitor> =>
  endpoint.access === "staff" ? server.staff() : server.startedVisitor();

const guarded = POST_ENDPOINTS.filter((endpoint) => endpoint.antiForgery === "token");
const exempt = POST_ENDPOINTS.filter((endpoint) => endpoint.antiForgery !== "token");

describe("every state-changing form needs the visitor's anti-forgery token", () => {
  it.each(guarded.map((endpoint) => [endpoint.pattern, endpoint] as const))(
    "%s answers 403 without the token or with another visitor's",
    async (_pattern, endpoint) => {
      const visitor = await visitorFor(endpoint);
      const stranger = await server.startedVisitor();

      const missing = await postTo(visitor, endpoint, { token: null });
      expect(missing.status).toBe(403);
      expect(await messageOf(missing)).toMatch(/reload the page/i);
      expect((await postTo(visitor, endpoint, { token: stranger.csrf })).status).toBe(403);
      expect((await postTo(visitor, endpoint, { token: "forged.token" })).status).toBe(403);

      // The same request with the visitor's own token gets past the check (so the 403s above were the token's).
      const genuine = await postTo(visitor, endpoint);
      expect(genuine.status).not.toBe(403);
      expect(genuine.status).toBeLessThan(500);
    },
  );
});

/** What protects each endpoint that cannot carry a token. */
const PROTECTION: Record<string, (endpoint: PostEndpoint) => Promise<void>> = {
  "/api/lightboxes/:id": async (endpoint) => {
    const visitor = server.visitor();
    expect((await postTo(visitor, endpoint, { token: null })).status).toBe(405);
  },
  "/api/referrals/:linkCode/track": scriptHeaderProtection,
  "/api/referrals/convert/:linkCode": async (endpoint) => {
    // Retired (decision 029): refused with or without the token, X-Requested-With or a body.
    const visitor = await server.startedVisitor();
    expect((await postTo(visitor, endpoint)).status).toBe(410);
    expect((await postTo(server.visitor(), endpoint, { token: null, headers: { "X-Requested-With": "" } })).status).toBe(410);
  },
  "/api/lightboxes/:id/click": scriptHeaderProtection,
  "/api/lightboxes/:id/impression": scriptHeaderProtection,
  "/api/website-analytics/track": beaconProtection,
  "/api/website-analytics/debug-track": beaconProtection,
};

/** Endpoints that need X-Requested-With instead of a token (decisions 016 and 020). */
async function scriptHeaderProtection(endpoint: PostEndpoint) {
  const visitor = server.visitor();
  const plainForm = await postTo(visitor, endpoint, { token: null, headers: { "X-Requested-With": "" } });
  expect(plainForm.status).toBe(403);
  expect((await postTo(visitor, endpoint, { token: null })).status).toBe(200);
  // A cross-origin script must ask first (X-Requested-With is not a simple header); the answer never allows it.
  const preflight = await visitor.fetch(endpoint.path, {
    method: "OPTIONS",
    headers: {
      Origin: "https://evil.example",
      "Access-Control-Request-Method": "POST",
      "Access-Control-Request-Headers": "content-type, x-requested-with",
    },
  });
  expect(preflight.headers.get("Access-Control-Allow-Origin")).toBeNull();
  expect(preflight.headers.get("Access-Control-Allow-Headers")).toBeNull();
}

async function beaconProtection(endpoint: PostEndpoint) {
  const visitor = server.visitor();
  const fromThisSite = await postTo(visitor, endpoint, { token: null, headers: { "Sec-Fetch-Site": "same-origin" } });
  expect(fromThisSite.status).toBe(202);
  const fromAnotherSite = await postTo(visitor, endpoint, {
    token: null,
    headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
  });
  expect(fromAnotherSite.status).toBe(403);
  expect(await fromAnotherSite.json()).toMatchObject({ success: false, message: expect.stringMatching(/this site/) });
}

describe("endpoints exempt from anti-forgery tokens", () => {
  it.each(exempt.map((endpoint) => [endpoint.pattern, endpoint] as const))(
    "%s is protected by what post-endpoints.ts says instead",
    async (pattern, endpoint) => {
      const protection = PROTECTION[pattern];
      expect(protection, `no test of what protects ${pattern}`).toBeDefined();
      await protection?.(endpoint);
    },
  );
});
