import { describe, expect, it } from "vitest";
import { ANALYTICS_BEACONS } from "~/features/analytics/ingest.server";
import { HEADER_NAMES } from "~/utils/client-ip.server";
import { SUBMISSION_LIMIT } from "~/utils/rate-limit.server";
import { beacon, sendBeacon } from "../../scripts/load-fixtures.mjs";
import { startBuiltServer } from "../support/built-server";
import { HttpVisitor } from "../support/http-visitor";
import {
  CLIENT_IP_HEADERS,
  clientAddress,
  DEFAULT_TRUSTED_PROXY_HOPS,
  trustedProxyHops,
} from "../../server/client-address.mjs";

const PEER = "10.0.0.5"; // the proxy's (or the browser's) end of the connection
/** A chat callback request: a lead, under the submission limit of 8 per address in 10 minutes. */
const CALLBACK = { name: "Sam Ortiz", phone: "228 555 0199", best_time: "morning" };

describe("clientAddress", () => {
  it("takes the address our one proxy appended, whatever the client wrote before it", () => {
    expect(clientAddress("203.0.113.7", PEER, 1)).toBe("203.0.113.7");
    expect(clientAddress("198.51.100.1, 203.0.113.7", PEER, 1)).toBe("203.0.113.7");
    expect(clientAddress("1.1.1.1, 2.2.2.2, 203.0.113.7", PEER, 1)).toBe("203.0.113.7");
  });

  it("walks back one entry per trusted proxy", () => {
    expect(clientAddress("198.51.100.1, 203.0.113.7, 10.0.0.9", PEER, 2)).toBe("203.0.113.7");
    expect(clientAddress("198.51.100.1, 203.0.113.7", PEER, 0)).toBe(PEER);
  });

  it("names nobody when a proxy should have said who the client is and did not", () => {
    // The socket is then the proxy, the same for every visitor: no per-IP limit rather than one for all.
    expect(clientAddress(undefined, PEER, 1)).toBeNull();
    expect(clientAddress("", PEER, 1)).toBeNull();
    expect(clientAddress(" , ", PEER, 2)).toBeNull();
  });

  it("uses the socket when no proxy is trusted", () => {
    expect(clientAddress("203.0.113.7", PEER, 0)).toBe(PEER);
    expect(clientAddress(undefined, PEER, 0)).toBe(PEER);
    expect(clientAddress(undefined, "::ffff:192.0.2.33", 0)).toBe("192.0.2.33");
    expect(clientAddress(undefined, "2001:db8::2", 0)).toBe("2001:db8::2");
  });

  it("reads entries a proxy wrote with a port", () => {
    expect(clientAddress("198.51.100.1, 203.0.113.7:51234", PEER, 1)).toBe("203.0.113.7");
    expect(clientAddress("[2001:db8::1]:443", PEER, 1)).toBe("2001:db8::1");
    expect(clientAddress("[2001:db8::1]", PEER, 1)).toBe("2001:db8::1");
  });

  it("joins repeated headers in order", () => {
    expect(clientAddress(["198.51.100.1", "203.0.113.7"], PEER, 1)).toBe("203.0.113.7");
  });

  it("never falls back to entries left of the trusted one when that one is not an address", () => {
    expect(clientAddress("198.51.100.1, garbage", PEER, 1)).toBe(PEER);
    expect(clientAddress("198.51.100.1, 999.1.1.1", PEER, 1)).toBe(PEER);
  });

  it("names nobody rather than trust a client when even the socket has no address", () => {
    expect(clientAddress("garbage", undefined, 1)).toBeNull();
  });
});

describe("trustedProxyHops", () => {
  it("defaults to no proxy, so no forwarded header is believed unless the deployment says a proxy is in front (decision 053)", () => {
    expect(DEFAULT_TRUSTED_PROXY_HOPS).toBe(0);
    expect(trustedProxyHops(undefined)).toBe(0);
    expect(trustedProxyHops("")).toBe(0);
  });

  it("reads whole numbers from 0 to 10", () => {
    expect(trustedProxyHops("0")).toBe(0);
    expect(trustedProxyHops("1")).toBe(1);
    expect(trustedProxyHops(" 2 ")).toBe(2);
  });

  it.each(["-1", "1.5", "eleven", "11", "true"])("refuses %j, so a typo stops the server", (value) => {
    expect(() => trustedProxyHops(value)).toThrow(/TRUSTED_PROXY_HOPS must be a whole number from 0 to 10/);
  });
});

describe("CLIENT_IP_HEADERS", () => {
  it("covers every header the app would read an address from", () => {
    expect([...CLIENT_IP_HEADERS].sort()).toEqual(HEADER_NAMES.map((name) => name.toLowerCase()).sort());
  });
});

describe("the production server", () => {
  it("served directly (TRUSTED_PROXY_HOPS=0), counts every request against its socket address, whatever headers say", async () => {
    const server = await startBuiltServer({ env: { TRUSTED_PROXY_HOPS: "0" } });
    try {
      const send = (sequence: number) =>
        sendBeacon(server.baseUrl, beacon(server.baseUrl, 0, sequence, "hops"), {
          "X-Forwarded-For": `198.51.100.${(sequence % 250) + 1}`,
          "X-Client-IP": `203.0.113.${(sequence % 250) + 1}`,
        });
      const statuses: number[] = [];
      for (let sequence = 0; sequence < ANALYTICS_BEACONS.budget.limit; sequence++) statuses.push((await send(sequence)).status);
      expect(statuses.filter((status) => status !== 202)).toEqual([]);
      expect((await send(ANALYTICS_BEACONS.budget.limit)).status).toBe(429);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it("started without TRUSTED_PROXY_HOPS (no proxy in front, as `npm start`), counts leads by the socket: the 9th in 10 minutes is 429 whatever X-Forwarded-For says", async () => {
    const server = await startBuiltServer({ env: { TRUSTED_PROXY_HOPS: undefined }, captureOutput: true });
    try {
      const visitor = await new HttpVisitor(server.baseUrl).start();
      // Each callback request names a new address of its own, as a script dodging the limit would.
      const sendLead = (index: number) =>
        visitor.postScriptForm("/api/chat-callback", CALLBACK, {
          headers: { "X-Forwarded-For": `198.51.100.${index + 1}`, "X-Real-IP": `203.0.113.${index + 1}` },
        });
      const statuses: number[] = [];
      for (let index = 0; index < SUBMISSION_LIMIT.limit; index++) statuses.push((await sendLead(index)).status);
      expect(statuses).toEqual(Array.from({ length: SUBMISSION_LIMIT.limit }, () => 201));
      expect((await sendLead(SUBMISSION_LIMIT.limit)).status).toBe(429);
      // A proxy nobody declared would look the same, so the operator is told, once.
      const notices = server.output().split("\n").filter((line) => line.includes("not believed with TRUSTED_PROXY_HOPS=0"));
      expect(notices).toHaveLength(1);
      expect(JSON.parse(notices[0]!)).toMatchObject({ level: "warn" });
    } finally {
      await server.stop();
    }
  }, 120_000);

  it("refuses to start with a TRUSTED_PROXY_HOPS it cannot read", async () => {
    await expect(startBuiltServer({ env: { TRUSTED_PROXY_HOPS: "yes" } })).rejects.toThrow(/exited before it was healthy/);
  }, 60_000);
});
