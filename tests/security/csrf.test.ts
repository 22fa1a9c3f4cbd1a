import { beforeAll, describe, expect, it } from "vitest";
import { readStoredState } from "../fuzz/stored-state";
import type { HeaderMap, HttpVisitor } from "../support/http-visitor";
import { POST_ENDPOINTS, postTo, type PostEndpoint } from "./post-endpoints";
import { insertLead, messageOf, builtServerForFile } from "./server";

/**
 * Anti-forgery: staff forms (and sign-in) need the token that belongs to the visitor's
 * own anti-forgery cookie; anonymous public forms, whose pages a shared cache may keep,
 * need to come from this site's own pages (decision 036); the few endpoints listed as
 * exempt in post-endpoints.ts are tested here for what protects them instead.
 */
const server = builtServerForFile();

beforeAll(() => {
  insertLead(server, { fullName: "Lead for the staff page" });
});

/**
 * A staff form's post never ends or changes the session (post-endpoints.ts: each is refused
 * by validation or only previews), so one sign-in serves them all, each in a tab of its own.
 */
const visitorFor = (endpoint: PostEndpoint): Promise<HttpVisitor> =>
  endpoint.access === "staff" ? server.staffTab() : server.visitor().withToken();

const guarded = POST_ENDPOINTS.filter((endpoint) => endpoint.antiForgery === "token");
const sameOrigin = POST_ENDPOINTS.filter((endpoint) => endpoint.antiForgery === "same-origin");
const exempt = POST_ENDPOINTS.filter((endpoint) => typeof endpoint.antiForgery === "object");

describe("every staff form needs the visitor's anti-forgery token", () => {
  it.each(guarded.map((endpoint) => [endpoint.pattern, endpoint] as const))(
    "%s answers 403 without the token or with another visitor's",
    async (_pattern, endpoint) => {
      const visitor = await visitorFor(endpoint);
      const stranger = await server.visitor().withToken();

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

/**
 * Requests another site's page can make a visitor's browser send, as the browser marks
 * them: each must be refused with nothing stored.
 */
const FOREIGN: [string, HeaderMap][] = [
  ["a cross-site form", { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" }],
  // A sibling subdomain (another team's site, a user-content host) is not this site.
  ["a sibling subdomain", { "Sec-Fetch-Site": "same-site", Origin: "https://promo.localhost" }],
  ["a foreign Origin without Fetch metadata (an older browser)", { "Sec-Fetch-Site": null, Origin: "https://evil.example" }],
  ["Origin: null (a sandboxed frame or a data: page)", { "Sec-Fetch-Site": null, Origin: "null" }],
  ["a foreign Referer without Origin", { "Sec-Fetch-Site": null, Origin: null, Referer: "https://evil.example/landing" }],
];

describe("every anonymous public form only accepts posts from this site's own pages (decision 036)", () => {
  const stored = () => readStoredState(server.database(), server.dataDir);

  it.each(sameOrigin.map((endpoint) => [endpoint.pattern, endpoint] as const))(
    "%s refuses forged posts with a 403 that says nothing was saved, and accepts its own page's",
    async (_pattern, endpoint) => {
      const visitor = await server.startedVisitor();
      const before = await stored();
      for (const [what, headers] of FOREIGN) {
        const refused = await postTo(visitor, endpoint, { headers });
        expect(refused.status, what).toBe(403);
        expect(await messageOf(refused), what).toMatch(/nothing was saved/);
        expect(refused.headers.getSetCookie(), what).toEqual([]);
      }
      expect(await stored()).toEqual(before);

      // The same request from the site's own page gets past the check (so the 403s above were the check's)…
      const genuine = await postTo(visitor, endpoint);
      expect(genuine.status).not.toBe(403);
      expect(genuine.status).toBeLessThan(500);
      // …and so does an older browser's, which names the site (SITE_URL) in Origin or Referer.
      const byOrigin = await postTo(visitor, endpoint, { headers: { "Sec-Fetch-Site": null, Origin: server.siteUrl } });
      expect(byOrigin.status).not.toBe(403);
      const byReferer = await postTo(visitor, endpoint, {
        headers: { "Sec-Fetch-Site": null, Origin: null, Referer: `${server.siteUrl}${endpoint.path}` },
      });
      expect(byReferer.status).not.toBe(403);
    },
  );

  it("compares Origin with SITE_URL, not with the Host header the request names", async () => {
    const [wizard] = sameOrigin.filter((endpoint) => endpoint.pattern === "/consult");
    expect(wizard).toBeDefined();
    if (!wizard) return;
    const visitor = await server.startedVisitor();
    // The suite's server is reached at 127.0.0.1 while SITE_URL names localhost.
    expect(visitor.origin).not.toBe(server.siteUrl);
    const hostOrigin = await postTo(visitor, wizard, { headers: { "Sec-Fetch-Site": null, Origin: visitor.origin } });
    expect(hostOrigin.status).toBe(403);
  });

  it("accepts a post that carries none of the three headers: no browser sends one, so it is no forgery", async () => {
    const [wizard] = sameOrigin.filter((endpoint) => endpoint.pattern === "/consult");
    if (!wizard) throw new Error("no /consult endpoint");
    const visitor = await server.startedVisitor();
    const contact = { full_name: "Dana Reyes", business_name: "Reyes Hardware", phone_number: "(601) 555-0100", email: "dana@reyes.example" };
    const bare = await postTo(visitor, wizard, {
      fields: { step: "1", intent: "next", ...contact },
      headers: { "Sec-Fetch-Site": null, Origin: null },
    });
    expect(bare.status).toBe(302);
    expect(bare.headers.get("Location")).toBe("/consult?step=2#wizard");
  });
});

describe("anonymous form pages carry nothing per visitor, so a shared cache may keep them", () => {
  /**
   * Two renders may differ only in what is made per render, never per visitor: the spam
   * trap's encrypted start time (in the form and in the page's data) and a CSP nonce.
   */
  const perRender = (html: string) =>
    html
      // The trap's start time, encrypted by crypto-js (base64 of "Salted__…"), in the form and in the page's data.
      .replace(/U2FsdGVkX1[A-Za-z0-9+/=]+/g, "…")
      .replace(/\bnonce="[^"]*"/g, 'nonce="…"');

  it.each(["/consult", "/merchant-onboarding", "/partnership-forms/agent", "/survey", "/chat"])(
    "%s sets no cookie and renders no token on a first visit",
    async (path) => {
      const first = await server.visitor().document(path);
      const second = await server.visitor().document(path);
      expect(first.status).toBe(200);
      expect(first.headers.getSetCookie()).toEqual([]);
      expect(first.headers.get("Cache-Control") ?? "").not.toMatch(/private|no-store/);
      const [html, again] = [await first.text(), await second.text()];
      expect(html).not.toMatch(/name="csrf"/);
      expect(perRender(html)).toBe(perRender(again));
    },
  );

  // How old the trap may be is a unit test (honeypot.server.test.ts): any age in the past passes.
  it("a page's HTML is all a later post needs: the spam trap it carries, no cookie, no session", async () => {
    const visitor = server.visitor();
    const html = await (await visitor.document("/survey")).text();
    const started = /name="form_started"[^>]*value="([^"]+)"/.exec(html)?.[1];
    expect(started).toBeTruthy();
    visitor.honeypot = { fax_number: "", form_started: started ?? "" };
    const survey = sameOrigin.find((endpoint) => endpoint.pattern === "/survey");
    if (!survey) throw new Error("no /survey endpoint");
    const answers = { satisfaction: "4", support: "5", fee_clarity: "2", customer_status: "yes", priority: "fees" };
    const sent = await postTo(visitor, survey, { fields: answers });
    expect(sent.status).toBe(302);
  });
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
