import { existsSync } from "node:fs";
import { request as httpRequest, type ClientRequest, type IncomingMessage } from "node:http";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { BROWSER_UA, beacon, sendBeacon } from "../../scripts/load-fixtures.mjs";
import { startBuiltServer, type BuiltServer } from "../support/built-server";

/**
 * SIGTERM against the production server (server/serve.mjs and app/server/production-server.server.ts):
 * requests in flight finish, the analytics queue is written, the database is closed
 * (its WAL checkpointed and removed) and the process exits 0.
 */
let server: BuiltServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

interface LogLine {
  msg: string;
  [field: string]: unknown;
}

function logLines(output: string): LogLine[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

async function until<T>(probe: () => T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolveTick) => setTimeout(resolveTick, 20));
  }
}

/**
 * Starts a beacon POST whose body is only half sent, so the request stays in flight;
 * `written` settles once its headers and first bytes have left for the server.
 */
function halfSentBeacon(
  baseUrl: string,
  body: string
): { request: ClientRequest; written: Promise<void>; response: Promise<IncomingMessage & { text: string }> } {
  const url = new URL("/api/website-analytics/track", baseUrl);
  const request = httpRequest(url, {
    method: "POST",
    headers: {
      "Content-Type": "text/plain;charset=UTF-8",
      "Content-Length": Buffer.byteLength(body),
      "User-Agent": BROWSER_UA,
    },
  });
  const response = new Promise<IncomingMessage & { text: string }>((resolveResponse, reject) => {
    request.once("error", reject);
    request.once("response", (incoming) => {
      let text = "";
      incoming.on("data", (chunk: Buffer) => (text += chunk.toString()));
      incoming.once("end", () => resolveResponse(Object.assign(incoming, { text })));
    });
  });
  const written = new Promise<void>((resolveWritten, reject) => {
    request.write(body.slice(0, 20), (error) => (error ? reject(error) : resolveWritten()));
  });
  return { request, written, response };
}

function storedBeacons(databaseFile: string, label: string): number {
  const db = new Database(databaseFile, { readonly: true });
  try {
    return (
      db.prepare("select count(*) as n from analytics_events where session_id like ?").get(`${label}-%`) as {
        n: number;
      }
    ).n;
  } finally {
    db.close();
  }
}

describe("graceful shutdown on SIGTERM", () => {
  it("finishes the request in flight, writes queued analytics, closes the database and exits 0", async () => {
    server = await startBuiltServer({ captureOutput: true });
    const { baseUrl, databaseFile, child } = server;
    const label = "shutdown";

    // Acknowledged beacons that may still wait in the batch queue.
    for (let sequence = 0; sequence < 30; sequence++) {
      const response = await sendBeacon(baseUrl, beacon(baseUrl, 1, sequence, label));
      expect(response.status).toBe(202);
    }

    const body = beacon(baseUrl, 2, 1, label);
    const inFlight = halfSentBeacon(baseUrl, body);
    // A later request, on a connection opened once the half-sent one's bytes are on their
    // way, is answered only after the server has read them, so the SIGTERM finds it in
    // flight. (Opening both at once let the later one overtake it on a busy machine.)
    await inFlight.written;
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
    child.kill("SIGTERM");
    const started = await until(
      () => logLines(server?.output() ?? "").find((line) => line.msg === "shutdown started"),
      "the shutdown log line"
    );
    expect(started.inFlight).toBeGreaterThanOrEqual(1);

    inFlight.request.end(body.slice(20));
    const response = await inFlight.response;
    expect(response.statusCode).toBe(202);
    expect(response.headers.connection).toBe("close");

    expect(await server.exited).toEqual({ code: 0, signal: null });
    // A cleanly closed SQLite database checkpoints and deletes its write-ahead log
    // (checked before this test opens the file itself).
    expect(existsSync(`${databaseFile}-wal`)).toBe(false);
    expect(storedBeacons(databaseFile, label)).toBe(31);
    const messages = logLines(server.output()).map((line) => line.msg);
    expect(messages).toEqual(expect.arrayContaining(["shutdown started", "http server closed"]));
    expect(messages.at(-1)).toBe("stopped");
  }, 40_000);

  it("gives up on requests that outlive the grace period and exits 1", async () => {
    server = await startBuiltServer({ captureOutput: true, env: { SHUTDOWN_GRACE_MS: "300" } });
    const stuck = halfSentBeacon(server.baseUrl, beacon(server.baseUrl, 3, 1, "stuck"));
    stuck.response.catch(() => {}); // the server drops it
    await stuck.written;
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited).toEqual({ code: 1, signal: null });
    const lines = logLines(server.output());
    expect(lines.find((line) => line.msg.startsWith("shutdown grace period over"))).toMatchObject({
      level: "error",
      inFlight: 1,
    });
    stuck.request.destroy();
  }, 40_000);
});
