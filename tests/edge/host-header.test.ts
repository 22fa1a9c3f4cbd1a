import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILD_EXISTS } from "../support/built-server";
import { startEdgeProcess, type Edge } from "../support/edge";

/**
 * A malformed Host through nginx: nginx refuses some itself (its own 400 page) and passes
 * the others on as Host and X-Forwarded-Host, which the app refuses (decision 049).
 * Either way the visitor gets a 400, never a 500 or a stack trace.
 */
let edge: Edge;

/** One request with the Host written as given (fetch would write the real one); the status line and body. */
function withHost(host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(edge.edgeUrl);
    const socket = connect({ host: hostname, port: Number(port) }, () => {
      socket.write(`GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const [head = "", ...body] = Buffer.concat(chunks).toString("utf8").split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), body: body.join("\r\n\r\n") });
    });
  });
}

describe.skipIf(!BUILD_EXISTS)("a malformed Host through the edge", () => {
  beforeAll(async () => {
    edge = await startEdgeProcess({ workers: 1 });
  }, 180_000);

  afterAll(async () => {
    if (edge) await edge.stop();
  });

  it.each(["x:99999", "x:-1", "10.0.0.999", "user@localhost", "ex%61mple.com", `${"a".repeat(63)}.`.repeat(8)])(
    "Host: %s is a 400 without a stack trace",
    async (host) => {
      const reply = await withHost(host);
      expect(reply.status).toBe(400);
      expect(reply.body).not.toMatch(/error|\bat\s|node:|\.m?js/i);
    },
  );

  it("still serves a usable host", async () => {
    expect((await withHost("localhost")).status).toBe(200);
  });
});
