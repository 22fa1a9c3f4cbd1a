import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type BuiltServer } from "../support/built-server";

/** The production server writes one JSON line per request (app/server/production-server.server.ts). */
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer({ captureOutput: true });
}, 60_000);
afterAll(() => server.stop());

interface RequestLine {
  time: string;
  level: string;
  msg: string;
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
}

async function logLineFor(requestId: string): Promise<RequestLine> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const line = server
      .output()
      .split("\n")
      .filter((text) => text.startsWith("{"))
      .map((text) => JSON.parse(text) as RequestLine)
      .find((entry) => entry.msg === "request" && entry.requestId === requestId);
    if (line) return line;
    if (Date.now() > deadline) throw new Error(`no log line for ${requestId}`);
    await new Promise((resolveTick) => setTimeout(resolveTick, 20));
  }
}

describe("structured request logs", () => {
  it("logs method, path without the query string, status, duration and the request id it answers with", async () => {
    const response = await fetch(`${server.baseUrl}/industries/grocery?email=someone%40example.com`);
    expect(response.status).toBe(200);
    const requestId = response.headers.get("X-Request-Id") ?? "";
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const line = await logLineFor(requestId);
    expect(line).toMatchObject({ level: "info", method: "GET", path: "/industries/grocery", status: 200 });
    expect(Number.isNaN(Date.parse(line.time))).toBe(false);
    expect(line.durationMs).toBeGreaterThan(0);
    expect(server.output()).not.toContain("someone%40example.com");
  });

  it("logs a calendar subscription address without its secret", async () => {
    const secret = "S".repeat(43);
    const response = await fetch(`${server.baseUrl}/calendar/${secret}.ics`);
    expect(response.status).toBe(404);
    const line = await logLineFor(response.headers.get("X-Request-Id") ?? "");
    expect(line).toMatchObject({ level: "warn", method: "GET", path: "/calendar/(secret)", status: 404 });
    expect(server.output()).not.toContain(secret);
  });

  it("logs a meeting link without its token, on the page and on its data request", async () => {
    const token = "T".repeat(40);
    for (const [path, logged] of [
      [`/meetings/cancel/${token}`, "/meetings/cancel/(token)"],
      [`/meetings/reschedule/${token}.data`, "/meetings/reschedule/(token)"],
    ]) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.status).toBe(410);
      const line = await logLineFor(response.headers.get("X-Request-Id") ?? "");
      expect(line).toMatchObject({ method: "GET", path: logged, status: 410 });
    }
    expect(server.output()).not.toContain(token);
  });

  it("keeps a proxy's request id, replaces a malformed one, and logs client errors as warnings", async () => {
    const kept = await fetch(`${server.baseUrl}/api/website-analytics/track`, {
      method: "POST",
      headers: { "Content-Type": "text/plain", "X-Request-Id": "proxy-req-000123" },
      body: "{}",
    });
    expect(kept.status).toBe(400);
    expect(kept.headers.get("X-Request-Id")).toBe("proxy-req-000123");
    expect(await logLineFor("proxy-req-000123")).toMatchObject({ level: "warn", method: "POST", path: "/api/website-analytics/track", status: 400 });

    const replaced = await fetch(`${server.baseUrl}/healthz`, { headers: { "X-Request-Id": "<script>alert(1)</script>" } });
    const replacedId = replaced.headers.get("X-Request-Id") ?? "";
    expect(replacedId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await logLineFor(replacedId)).toMatchObject({ path: "/healthz", status: 200 });
    expect(server.output()).not.toContain("<script>");
  });
});
