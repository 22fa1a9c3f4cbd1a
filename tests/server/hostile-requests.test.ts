import { Agent, request as httpRequest, type IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formSession } from "../../scripts/load-fixtures.mjs";
import { BUILD_EXISTS, startBuiltServer, type BuiltServer } from "../support/built-server";
import { streamedBody } from "../support/streamed-body";

/**
 * What the fuzzer (tests/fuzz) found at the HTTP level, pinned down against the
 * production build: replies sent before a body was read, bodies streamed past a size
 * cap, posts from another site, and errors with nowhere to show.
 */
describe.skipIf(!BUILD_EXISTS)("the production server under hostile input", () => {
  let server: BuiltServer;

  beforeAll(async () => {
    server = await startBuiltServer();
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
  });

  function send(agent: Agent, method: string, path: string, headers: Record<string, string>, body?: Buffer) {
    return new Promise<{ status: number; socket: Socket }>((resolve, reject) => {
      const outgoing = httpRequest(`${server.baseUrl}${path}`, { method, headers, agent }, (response: IncomingMessage) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, socket: outgoing.socket as Socket }));
      });
      outgoing.on("error", reject);
      outgoing.end(body);
    });
  }

  it("keeps a keep-alive connection usable after answering a post without reading its body", async () => {
    // Before: the unread rest of the body stayed on the socket and the next request on
    // that connection was reset.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = Buffer.from(JSON.stringify({ comments: "x".repeat(200_000) }));
      const refused = await send(agent, "POST", "/api/consult", { "Content-Type": "application/json", "Content-Length": String(big.length) }, big);
      expect(refused.status).toBe(403);
      const next = await send(agent, "GET", "/healthz", {});
      expect(next.status).toBe(200);
      expect(next.socket).toBe(refused.socket);
    } finally {
      agent.destroy();
    }
  });

  it("answers a body streamed past the size cap without a length with 413, not a reset connection", async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ session_id: "s", page_title: "x".repeat(40_000) }));
    const response = await fetch(`${server.baseUrl}/api/website-analytics/track`, {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
      body: streamedBody(bytes),
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, message: expect.stringContaining("larger than") });
  });

  // An older browser (no Fetch metadata): the Origin alone tells where the post comes from.
  it.each(["https://evil.example", "null", "not a url"])(
    "refuses a form post with Origin %s with the anti-forgery 403 page, not an empty 500",
    async (origin) => {
      const { formStarted } = await formSession(server.baseUrl, "/survey");
      const response = await fetch(`${server.baseUrl}/survey`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
        body: new URLSearchParams({ fax_number: "", form_started: formStarted }),
      });
      expect(response.status).toBe(403);
      const html = await response.text();
      expect(html).toContain('data-error-page="403"');
      expect(html).toContain("nothing was saved");
    },
  );

  it("refuses a staff form post with a foreign Origin with the token's 403 page, not an empty 500", async () => {
    const response = await fetch(`${server.baseUrl}/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: new URLSearchParams({ email: "a@example.com", password: "not the password" }),
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("Your session expired or the form is out of date.");
  });

  it("still accepts a post whose Origin is the site's (SITE_URL), even behind a proxy that names another Host", async () => {
    const { formStarted } = await formSession(server.baseUrl, "/survey");
    // The server is reached at 127.0.0.1 while SITE_URL names localhost.
    expect(new URL(server.siteUrl).host).not.toBe(new URL(server.baseUrl).host);
    const response = await fetch(`${server.baseUrl}/survey`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.siteUrl },
      body: new URLSearchParams({ fax_number: "", form_started: formStarted }),
    });
    // Past the anti-forgery check: the empty survey is refused with its form errors.
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('role="alert"');
  });

  it("shows a callback request's errors on the /chat page even when the conversation offers no callback form", async () => {
    const response = await fetch(`${server.baseUrl}/chat`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin", Origin: server.baseUrl },
      body: new URLSearchParams({ intent: "callback", name: "", phone: "601-555-0100", best_time: "morning" }),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/role="alert"[^>]*>[\s\S]*Your callback request was not sent\./);
  });
});
