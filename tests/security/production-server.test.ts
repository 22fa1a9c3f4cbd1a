import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startProductionServer } from "../../scripts/production-server.mjs";
import { BUILD_EXISTS, startBuiltServer, type BuiltServer } from "../support/built-server";

/**
 * What the production server does with requests no page is for, and with its own
 * configuration: the analytics debug endpoint is off unless configured, methods the site
 * does not answer get 405 (never a 500 with a stack trace), slow clients are cut off,
 * the server refuses to start without SITE_URL, without SEED_DEMO_DATA or with a bad
 * timeout, and it warns at start when lead e-mails can only be written to files.
 */
const HEADERS_TIMEOUT_MS = 1000;
const REQUEST_TIMEOUT_MS = 2000;
let server: BuiltServer;

beforeAll(async () => {
  if (!BUILD_EXISTS) throw new Error("The security suite tests the production build: run `npx remix build` first.");
  server = await startBuiltServer({
    captureOutput: true,
    env: { HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS), REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) },
  });
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Any method, including those fetch refuses to send (TRACE). */
function send(method: string, path: string, body?: string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(new URL(path, server.baseUrl), { method }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }));
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

const STACK_FRAME = /\bat .+[(/].+:\d+:\d+/;

describe("the analytics debug endpoint", () => {
  it("answers 404 in production when not turned on, and logs nothing", async () => {
    const record = JSON.stringify({ session_id: "debug-probe", page_url: "https://www.example.com/", kind: "pageview" });
    const post = await fetch(`${server.baseUrl}/api/website-analytics/debug-track`, {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
      body: record,
    });
    expect(post.status).toBe(404);
    expect(await post.json()).toEqual({ success: false, message: "There is no such endpoint." });
    expect((await fetch(`${server.baseUrl}/api/website-analytics/debug-track`)).status).toBe(404);
    expect(server.output()).not.toContain("debug-probe");
    // The ordinary endpoint is unaffected.
    const track = await fetch(`${server.baseUrl}/api/website-analytics/track`, {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
      body: record,
    });
    expect(track.status).toBeLessThan(300);
  });
});

describe("methods the site does not answer", () => {
  it("says at start, in one warn line, that staff passwords are hashed below the production cost (the tests' PASSWORD_HASH_COST=4)", () => {
    const warnings = server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level: string; msg: string })
      .filter((entry) => entry.level === "warn" && entry.msg.includes("PASSWORD_HASH_COST"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toContain("PASSWORD_HASH_COST=4 is below 12");
  });

  it.each([
    ["TRACE", "/"],
    ["TRACE", "/admin/leads"],
    ["PROPFIND", "/"],
    ["SEARCH", "/api/navigation"],
    ["PURGE", "/consult"],
  ])("%s %s answers 405 with Allow, the baseline headers and no stack trace", async (method, path) => {
    const reply = await send(method, path, method === "TRACE" ? undefined : "x");
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe("GET, HEAD, POST");
    expect(reply.headers["x-content-type-options"]).toBe("nosniff");
    expect(reply.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(reply.body).toBe(`This site does not answer ${method} requests.\n`);
    expect(reply.body).not.toMatch(STACK_FRAME);
  });

  it("still lets Remix answer PUT and DELETE (a 405 page naming the status, with Allow), and the log shows no 5xx", async () => {
    const reply = await send("PUT", "/industries/retail", "x=1");
    expect(reply.status).toBe(405);
    expect(reply.body).toContain('data-error-page="405"');
    expect(reply.headers.allow).toBe("GET, HEAD");
    // A page whose action takes posts says so.
    const toForm = await send("PUT", "/consult", "x=1");
    expect(toForm.status).toBe(405);
    expect(toForm.body).toContain('data-error-page="405"');
    expect(toForm.headers.allow).toBe("GET, HEAD, POST");
    await expect.poll(() => server.output()).toContain('"method":"PUT"');
    const statuses = server
      .output()
      .split("\n")
      .filter((line) => line.includes('"msg":"request"'))
      .map((line) => (JSON.parse(line) as { status: number }).status);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
  });
});

describe("slow clients", () => {
  /**
   * Opens a connection, writes `head`, then trickles one byte every 100 ms (the kind of
   * client that held a connection for six minutes). Resolves with how long the server
   * kept it open and what it answered; rejects if it is still open after `giveUpMs`.
   */
  function trickle(head: string, giveUpMs: number): Promise<{ openMs: number; reply: string }> {
    const url = new URL(server.baseUrl);
    return new Promise((resolve, reject) => {
      const started = Date.now();
      let reply = "";
      const socket = connect(Number(url.port), url.hostname, () => socket.write(head));
      const drip = setInterval(() => socket.write("a"), 100);
      const giveUp = setTimeout(() => {
        clearInterval(drip);
        socket.destroy();
        reject(new Error(`the server kept a trickling connection open for more than ${giveUpMs} ms`));
      }, giveUpMs);
      socket.on("data", (chunk: Buffer) => {
        reply += chunk.toString("latin1");
      });
      socket.on("error", () => undefined);
      socket.on("close", () => {
        clearInterval(drip);
        clearTimeout(giveUp);
        resolve({ openMs: Date.now() - started, reply });
      });
    });
  }

  // The two slow clients wait out their timeouts side by side: each holds a connection of its own.
  it.concurrent("are cut off with 408 once the whole request took longer than REQUEST_TIMEOUT_MS", async ({ expect }) => {
    // A beacon within the size cap: the endpoint waits for the whole body before it answers.
    const head = "POST /api/website-analytics/track HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 10000\r\n\r\n";
    const { openMs, reply } = await trickle(head, REQUEST_TIMEOUT_MS + 4000);
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(openMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
  });

  it.concurrent("are cut off with 408 when their headers take longer than HEADERS_TIMEOUT_MS", async ({ expect }) => {
    const { openMs, reply } = await trickle("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ", HEADERS_TIMEOUT_MS + 4000);
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(openMs).toBeLessThan(REQUEST_TIMEOUT_MS + 1000);
  });

  it("leave the server answering everyone else", async () => {
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
  });
});

describe("configuration at start", () => {
  /** Starts the production build with `env` and resolves with its exit code and stderr once it exits. */
  async function failedStart(env: Record<string, string | undefined>): Promise<{ code: number | null; stderr: string }> {
    const dataDir = mkdtempSync(join(tmpdir(), "refused-start-"));
    try {
      const started = startProductionServer({ port: await freePort(), dataDir, env, stdio: ["ignore", "ignore", "pipe"] });
      let stderr = "";
      started.child.stderr?.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      try {
        await expect(started.ready()).rejects.toThrow(/exited before it was healthy/);
      } finally {
        // A server that started after all (the test fails) must not outlive it.
        if (started.child.exitCode === null && started.child.signalCode === null) started.child.kill("SIGKILL");
      }
      const { code } = (await started.exited) as { code: number | null };
      return { code, stderr };
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  it("refuses to start in production without SITE_URL, saying why", async () => {
    const { code, stderr } = await failedStart({ SITE_URL: "" });
    expect(code).not.toBe(0);
    expect(stderr).toContain("SITE_URL must be set in production");
  }, 30_000);

  it("refuses to start in production while it would load the demo data unasked, naming SEED_DEMO_DATA and what to set", async () => {
    const { code, stderr } = await failedStart({ SEED_DEMO_DATA: undefined });
    expect(code).not.toBe(0);
    expect(stderr).toContain("SEED_DEMO_DATA must be set in production: SEED_DEMO_DATA=false for a real site");
    expect(stderr).toContain("or SEED_DEMO_DATA=true to load the demo data");
  }, 30_000);

  it("says at start, in one warn line of the JSON log, that lead e-mails stay in the outbox without SMTP_URL", () => {
    const warnings = server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level: string; msg: string })
      .filter((entry) => entry.level === "warn" && entry.msg.includes("SMTP_URL"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toContain(`lead notifications for sales@magnoliapayments.example are not e-mailed but written to ${join(server.dataDir, "outbox")}/`);
  });

  it.each([
    [{ HEADERS_TIMEOUT_MS: "soon" }, /HEADERS_TIMEOUT_MS must be a whole number of milliseconds/],
    [{ REQUEST_TIMEOUT_MS: "0" }, /REQUEST_TIMEOUT_MS must be a whole number of milliseconds/],
    [{ HEADERS_TIMEOUT_MS: "30000", REQUEST_TIMEOUT_MS: "20000" }, /HEADERS_TIMEOUT_MS \(30000\) must not be longer than REQUEST_TIMEOUT_MS/],
  ])("refuses to start with %j", async (env, message) => {
    const { code, stderr } = await failedStart(env);
    expect(code).not.toBe(0);
    expect(stderr).toMatch(message);
  }, 30_000);
});
