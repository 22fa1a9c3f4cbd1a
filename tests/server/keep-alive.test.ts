import http from "node:http";
import type { Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type BuiltServer } from "../support/built-server";

/**
 * Idle keep-alive connections outlive a load balancer's (app/server/production-server.server.ts,
 * KEEP_ALIVE_TIMEOUT_MS). Measured with a short setting, 2 s, where Node's own default
 * would close them after 5 s.
 */
const KEEP_ALIVE_MS = 2_000;
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer({ env: { KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS) } });
}, 60_000);
afterAll(() => server.stop());

function get(agent: http.Agent): Promise<{ socket: Socket; reused: boolean }> {
  return new Promise((resolveGet, reject) => {
    const request = http.get(`${server.baseUrl}/healthz`, { agent }, (response) => {
      response.resume();
      response.once("end", () => resolveGet({ socket: request.socket as Socket, reused: request.reusedSocket }));
    });
    request.once("error", reject);
  });
}

const pause = (ms: number) => new Promise((resolvePause) => setTimeout(resolvePause, ms));

describe("keep-alive", () => {
  it("keeps an idle connection for KEEP_ALIVE_TIMEOUT_MS, then closes it", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      await get(agent);
      await pause(KEEP_ALIVE_MS / 2);
      const second = await get(agent);
      expect(second.reused, "the idle connection was still open").toBe(true);
      const idleSince = Date.now();
      const closedAfter = await new Promise<number>((resolveClose) => second.socket.once("close", () => resolveClose(Date.now() - idleSince)));
      expect(closedAfter).toBeGreaterThanOrEqual(KEEP_ALIVE_MS - 500);
      expect(closedAfter, "closed by our setting, not Node's 5 s default").toBeLessThan(4_500);
    } finally {
      agent.destroy();
    }
  }, 30_000);

  it("refuses to start with a KEEP_ALIVE_TIMEOUT_MS it cannot read", async () => {
    await expect(startBuiltServer({ env: { KEEP_ALIVE_TIMEOUT_MS: "65s" } })).rejects.toThrow(/exited before it was healthy/);
  }, 60_000);
});
