import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Endpoint } from "~/utils/endpoint.server";
import { leanRouteAt, registerLeanRoute } from "~/utils/lean-routes.server";
import { serveLeanRoute } from "../../server/lean-routes.mjs";

/**
 * The production server's lean routes (decision 034): requests to a path the app
 * registered are answered by the app's Fetch handler without Express or Remix; the body
 * is read until it is past the route's cap, so the handler itself answers 413. The
 * route's endpoint declaration decides its gates, as on its Remix route.
 */
const LEAN_TEST: Endpoint = {
  methods: ["POST"],
  reply: "json",
  encoding: "beacon",
  access: "anyone",
  antiForgery: { exempt: "a test route", protectedBy: "Sec-Fetch-Site" },
  scriptHeader: false,
  crossSiteRefusal: "Only from this site.",
  body: { maxBytes: 8 },
  answers: { none: "a test route: its handler only counts the bytes" },
  rateLimits: { exempt: "a test route" },
};
const seen: { method: string; url: string; agent: string | null; bytes: number }[] = [];
let server: Server;
let base = "";

beforeAll(async () => {
  registerLeanRoute("/lean-test", LEAN_TEST, async (request, body) => {
    seen.push({
      method: request.method,
      url: request.url,
      agent: request.headers.get("User-Agent"),
      bytes: body.byteLength,
    });
    if (body.byteLength > 8) return new Response("too large", { status: 413 });
    const headers = new Headers({ "Cache-Control": "no-store" });
    headers.append("Set-Cookie", "a=1; Path=/");
    headers.append("Set-Cookie", "b=2; Path=/");
    return new Response(body.byteLength ? new TextDecoder().decode(body).toUpperCase() : null, {
      status: 202,
      headers,
    });
  });
  server = createServer((req, res) => {
    const route = leanRouteAt(req.url ?? "/");
    if (route) void serveLeanRoute(route, req, res);
    else res.writeHead(404).end("not lean");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("lean routes", () => {
  it("answers a registered path (any query) with the app's handler: status, headers, every cookie, body", async () => {
    const response = await fetch(`${base}/lean-test?x=1`, {
      method: "POST",
      body: "hello",
      headers: { "User-Agent": "probe" },
    });
    expect(response.status).toBe(202);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(await response.text()).toBe("HELLO");
    expect(seen.at(-1)).toEqual({
      method: "POST",
      url: expect.stringMatching(/\/lean-test\?x=1$/),
      agent: "probe",
      bytes: 5,
    });
  });

  it("stops reading once past the cap, so the handler refuses an oversized body itself", async () => {
    const response = await fetch(`${base}/lean-test`, { method: "POST", body: "x".repeat(100_000) });
    expect(response.status).toBe(413);
    expect(seen.at(-1)?.bytes).toBeGreaterThan(8);
    expect(seen.at(-1)?.bytes).toBeLessThan(100_000);
  });

  it("applies the declared gates before the handler: another method, a cross-site beacon", async () => {
    const before = seen.length;
    const put = await fetch(`${base}/lean-test`, { method: "PUT", body: "hello" });
    expect(put.status).toBe(405);
    expect(put.headers.get("Allow")).toBe("POST");
    const foreign = await fetch(`${base}/lean-test`, {
      method: "POST",
      body: "hello",
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ success: false, message: "Only from this site." });
    expect(seen.length).toBe(before);
  });

  it("leaves every other path to the app", async () => {
    const response = await fetch(`${base}/lean-test/more`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("not lean");
  });
});
