import { describe, expect, it } from "vitest";
import { TRACK_RATE_LIMIT } from "~/features/analytics/ingest.server";
import { HEADER_NAMES } from "~/utils/client-ip.server";
import { beacon, sendBeacon } from "../../scripts/load-fixtures.mjs";
import { startBuiltServer } from "../support/built-server";
import {
  CLIENT_IP_HEADERS,
  clientAddress,
  DEFAULT_TRUSTED_PROXY_HOPS,
  trustedProxyHops,
} from "../../server/client-address.mjs";

const PEER = "10.0.0.5"; // the proxy's (or the browser's) end of the connection

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
  it("defaults to one proxy, and reads whole numbers from 0 to 10", () => {
    expect(trustedProxyHops(undefined)).toBe(DEFAULT_TRUSTED_PROXY_HOPS);
    expect(trustedProxyHops("")).toBe(DEFAULT_TRUSTED_PROXY_HOPS);
    expect(trustedProxyHops("0")).toBe(0);
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
      for (let sequence = 0; sequence < TRACK_RATE_LIMIT.limit; sequence++) statuses.push((await send(sequence)).status);
      expect(statuses.filter((status) => status !== 202)).toEqual([]);
      expect((await send(TRACK_RATE_LIMIT.limit)).status).toBe(429);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it("refuses to start with a TRUSTED_PROXY_HOPS it cannot read", async () => {
    await expect(startBuiltServer({ env: { TRUSTED_PROXY_HOPS: "yes" } })).rejects.toThrow(/exited before it was healthy/);
  }, 60_000);
});
