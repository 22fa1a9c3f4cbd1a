import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPEEDUPS, speedupOn, speedupsOff } from "~/utils/speedups.mjs";
import { BUILD_EXISTS, startBuiltServer, type BuiltServer } from "../support/built-server";

/*
 * Every performance trick of the server (app/utils/speedups.mjs) changes what a page
 * costs, never what it is: two servers on the same database, one with every trick and one
 * with none (SPEEDUPS_OFF=all), answer the same requests with the same status, headers and
 * bytes once decoded. Only what differs per reply by design is left out: the date, the request id, a
 * cookie's value (signed, with the time it was set), and the values a form makes for each
 * reply (PER_REPLY_VALUES), with the script hashes of a page that carries one.
 */

const SITE_URL = "http://speedups.test";
const PER_REPLY_HEADERS = new Set(["date", "x-request-id", "keep-alive", "connection"]);
/**
 * How the bytes travel, not what they are: a lean route writes its small reply whole,
 * Express's compression streams and compresses the same reply (the bodies compared are
 * decoded). Its `Vary: Accept-Encoding` goes with it.
 */
const TRANSFER_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding"]);
/**
 * Values a page makes afresh for each reply: a form's start time as crypto-js encrypts it
 * ("Salted__" and a random salt, in base64) and an anti-forgery token (two base64url
 * halves).
 */
const PER_REPLY_VALUES = /U2FsdGVkX1[A-Za-z0-9+/=]+|(?<![\w-])[\w-]{43}\.[\w-]{43}(?![\w-])/g;

/** The build's version, which Remix's route discovery requests carry. */
function buildVersion(): string {
  const manifest = readdirSync("public/build").find((file) => /^manifest-[\w-]+\.js$/.test(file));
  const version = /"version":"([^"]+)"/.exec(readFileSync(`public/build/${manifest}`, "utf8"))?.[1];
  if (!version) throw new Error("no version in the build's manifest");
  return version;
}

interface Exchange {
  path: string;
  init?: RequestInit;
}

function exchanges(version: string): Exchange[] {
  const discover = new URLSearchParams([
    ["p", "/surcharge"],
    ["p", "/industries/grocery"],
    ["p", "/articles"],
    ["version", version],
  ]);
  return [
    { path: "/" },
    { path: "/surcharge" },
    { path: "/industries/grocery" },
    { path: "/all-industries" },
    { path: "/articles" },
    { path: "/consult?step=1" },
    { path: "/chat" },
    { path: "/partnership-forms" },
    { path: "/retail?client=1001&brand=riverbend" },
    { path: "/?partner=2001&brand=gulf" },
    { path: "/no/such/page" },
    { path: "/admin/login" },
    { path: "/sitemap.xml" },
    // Single fetch's data requests, as a client-side navigation makes them.
    { path: "/surcharge.data" },
    { path: "/industries/grocery.data?_routes=routes%2Findustries.%24name" },
    { path: `/__manifest?${discover}` },
    // The analytics beacon: a lean route, or its Remix route with the trick off.
    {
      path: "/api/website-analytics/track",
      init: {
        method: "POST",
        headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", Origin: SITE_URL },
        body: JSON.stringify({ eventType: "pageview", pagePath: "/surcharge" }),
      },
    },
    {
      path: "/api/website-analytics/track",
      init: { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" },
    },
    { path: "/api/website-analytics/track", init: { method: "GET" } },
  ];
}

async function answer(server: BuiltServer, { path, init }: Exchange) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    redirect: "manual",
    ...init,
    headers: { Accept: "*/*", ...init?.headers },
  });
  let text = Buffer.from(await response.arrayBuffer()).toString("latin1");
  const perReply = text.search(PER_REPLY_VALUES) !== -1;
  text = text.replace(PER_REPLY_VALUES, "(made for this reply)");
  const headers = [...response.headers]
    .filter(([name]) => !PER_REPLY_HEADERS.has(name) && !TRANSFER_HEADERS.has(name))
    .filter(([name, value]) => !(name === "vary" && value === "Accept-Encoding"))
    .map(([name, value]): [string, string] => [
      name,
      name === "set-cookie"
        ? value.replace(/^([^=]+)=[^;]*/, "$1=(signed, with its time)")
        : perReply && name === "content-security-policy"
        ? value.replace(/'sha256-[^']+'/g, "'sha256-…'")
        : value,
    ])
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return { status: response.status, headers, body: Buffer.from(text, "latin1") };
}

/** Where two bodies part, with a little of each around it (the whole of a page would drown the difference). */
function firstDifference(a: Buffer, b: Buffer): string | null {
  if (a.equals(b)) return null;
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at += 1;
  const around = (body: Buffer) => body.subarray(Math.max(0, at - 80), at + 120).toString("utf8");
  return `byte ${at} of ${a.length} and ${b.length}:\n${around(a)}\n${around(b)}`;
}

describe("the switches", () => {
  it("turn off the named tricks, all of them, or none; an unknown name is an error", () => {
    expect(speedupsOff(undefined)).toEqual(new Set());
    expect(speedupsOff(" rendered-once , server-links")).toEqual(new Set(["rendered-once", "server-links"]));
    expect(speedupsOff("all")).toEqual(new Set(Object.keys(SPEEDUPS)));
    expect(() => speedupsOff("rendered-twice")).toThrow('SPEEDUPS_OFF names "rendered-twice"');
    expect(speedupOn("lean-routes", {})).toBe(true);
    expect(speedupOn("lean-routes", { SPEEDUPS_OFF: "lean-routes" })).toBe(false);
  });
});

describe.skipIf(!BUILD_EXISTS)("the site with and without its performance tricks", () => {
  let fast: BuiltServer;
  let plain: BuiltServer;

  beforeAll(async () => {
    fast = await startBuiltServer({ env: { SITE_URL } });
    plain = await startBuiltServer({ env: { SITE_URL, SPEEDUPS_OFF: "all" }, dataDir: fast.dataDir });
  }, 60_000);

  afterAll(async () => {
    await plain?.stop({ keepData: true });
    await fast?.stop();
  });

  it("answers every request the same, byte for byte", async () => {
    for (const exchange of exchanges(buildVersion())) {
      const label = `${exchange.init?.method ?? "GET"} ${exchange.path}`;
      // Twice each: the second answer comes from whatever the first one left remembered.
      for (const round of [1, 2]) {
        const [withTricks, without] = [await answer(fast, exchange), await answer(plain, exchange)];
        expect(firstDifference(withTricks.body, without.body), `${label}, round ${round}`).toBeNull();
        expect({ label, round, status: without.status, headers: without.headers }).toEqual({
          label,
          round,
          status: withTricks.status,
          headers: withTricks.headers,
        });
      }
    }
  });
});
