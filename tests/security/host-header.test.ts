import { existsSync, readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { consultation } from "../../scripts/load-fixtures.mjs";
import { builtServerForFile } from "./server";

/**
 * The Host header is the client's to write. In production every link the site writes
 * (lead e-mails, robots.txt, the sitemap, canonical links, structured data, image URLs)
 * starts with the configured SITE_URL, whatever Host a request names: otherwise a
 * request with `Host: evil.example` gets a lead e-mail whose "Open in the inbox" link is
 * a ready phishing link to the staff sign-in, and a cached robots.txt that points there.
 * That production refuses to start without SITE_URL is in production-server.test.ts.
 */
const server = builtServerForFile();
const EVIL_HOST = "evil.example";

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with a Host header of our choosing (fetch would write the real one). */
function withHost(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawReply> {
  const url = new URL(path, server.baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      { method: init.method ?? "GET", headers: { Host: EVIL_HOST, "X-Forwarded-Host": EVIL_HOST, ...init.headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(init.body);
  });
}

describe(`a request with Host: ${EVIL_HOST}`, () => {
  it("gets robots.txt naming the configured sitemap", async () => {
    const reply = await withHost("/robots.txt");
    expect(reply.status).toBe(200);
    expect(reply.body).toContain(`Sitemap: ${server.siteUrl}/sitemap.xml`);
    expect(reply.body).not.toContain(EVIL_HOST);
  });

  it("gets a sitemap of the configured origin only", async () => {
    const reply = await withHost("/sitemap.xml");
    expect(reply.status).toBe(200);
    const locations = [...reply.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    expect(locations.length).toBeGreaterThan(10);
    for (const location of locations) expect(location.startsWith(`${server.siteUrl}/`), location).toBe(true);
    expect(reply.body).not.toContain(EVIL_HOST);
  });

  it("gets pages whose canonical link and structured data use the configured origin", async () => {
    for (const path of ["/", "/industries/grocery"]) {
      const reply = await withHost(path, { headers: { Accept: "text/html" } });
      expect(reply.status, path).toBe(200);
      expect(reply.body, path).toContain(`<link rel="canonical" href="${server.siteUrl}${path === "/" ? "/" : path}"`);
      expect(reply.body, path).toContain(`"url":"${server.siteUrl}`);
      expect(reply.body, path).not.toContain(EVIL_HOST);
    }
  });

  it("gets pop-up image URLs of the configured origin", async () => {
    const reply = await withHost("/api/lightboxes/active?page=home");
    expect(reply.status).toBe(200);
    const { data } = JSON.parse(reply.body) as { data: { full_image_url: string | null }[] };
    expect(data.length).toBeGreaterThan(0);
    for (const record of data) expect(record.full_image_url?.startsWith(`${server.siteUrl}/`) ?? true).toBe(true);
    expect(reply.body).not.toContain(EVIL_HOST);
  });

  it("files a lead whose e-mail links to the inbox at the configured origin", async () => {
    const visitor = await server.startedVisitor();
    const outbox = join(server.dataDir, "outbox");
    const reply = await withHost("/api/consult", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Requested-With": "XMLHttpRequest",
        "Sec-Fetch-Site": "same-origin",
        "X-Forwarded-For": visitor.ip,
      },
      body: JSON.stringify({ ...consultation(0, 0, "host-header"), ...visitor.honeypot }),
    });
    expect(reply.status, reply.body).toBe(201);
    // The reply names the lead by its reference (decision 025); the inbox link uses its id.
    const { reference } = JSON.parse(reply.body) as { reference: string };
    const id = server.db().prepare("select id from leads where reference = ?").pluck().get(reference) as number;
    // The e-mail is written after the reply.
    const fileOf = () => (existsSync(outbox) ? readdirSync(outbox).find((name) => name.endsWith(`-lead-${reference}.eml`)) : undefined);
    await expect.poll(fileOf).toBeDefined();
    // Undo quoted-printable soft line breaks, which may split a long link.
    const email = readFileSync(join(outbox, fileOf() ?? ""), "utf8").replace(/=\r?\n/g, "");
    expect(email).toContain(`${server.siteUrl}/admin/leads/${id}`);
    expect(email).not.toContain(EVIL_HOST);
  });
});

/** A request written byte for byte: a Host (or none), any headers, any request target. */
function rawRequest(lines: string[]): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(server.baseUrl);
    const socket = connect({ host: hostname, port: Number(port) }, () => {
      // Not end(): the server would take the half-closed socket for a client gone away.
      socket.write(`${[...lines, "Connection: close"].join("\r\n")}\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...headerLines] = head.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") });
    });
  });
}

/** Hosts no URL can be built from, or that would build the wrong one. */
const UNUSABLE_HOSTS: [string, string][] = [
  ["a port past 65535", "x:99999"],
  ["a negative port", "x:-1"],
  ["a port with letters", "x:80a"],
  ["a space", "a b"],
  ["a percent sign", "ex%61mple.com"],
  ["a path", "localhost/admin"],
  ["user information", "user@localhost"],
  ["an unclosed IPv6 literal", "[::1"],
  ["an address that is not an IPv4 address", "10.0.0.999"],
  ["nothing", ""],
  ["an absurd length", `${"a".repeat(63)}.`.repeat(8)],
];

const EVERY_KIND_OF_ROUTE = [
  { what: "a page", method: "GET", path: "/" },
  { what: "a static file", method: "GET", path: "/favicon.ico" },
  { what: "the health check", method: "GET", path: "/healthz" },
  { what: "the lean analytics route", method: "POST", path: "/api/website-analytics/track" },
];

function expectShortRefusal(reply: RawReply, what: string) {
  expect(reply.status, what).toBe(400);
  expect(reply.headers["content-type"], what).toBe("text/plain; charset=utf-8");
  expect(reply.body.length, what).toBeLessThan(200);
  expect(reply.body, what).not.toMatch(/error|\bat\s|node:|\.m?js/i);
}

describe("a request with an unusable Host", () => {
  it.each(UNUSABLE_HOSTS)("is a short 400 for %s, on every kind of route", async (_, host) => {
    for (const { what, method, path } of EVERY_KIND_OF_ROUTE) {
      const reply = await rawRequest([`${method} ${path} HTTP/1.1`, `Host: ${host}`, "Content-Length: 0"]);
      expectShortRefusal(reply, `${what}, Host: ${host}`);
    }
  });

  it.each([...UNUSABLE_HOSTS, ["an unusable second entry", "localhost, x:99999"]])(
    "is a short 400 for an X-Forwarded-Host with %s, which the request adapter reads the port from",
    async (_, forwardedHost) => {
      for (const { what, method, path } of EVERY_KIND_OF_ROUTE) {
        const reply = await rawRequest([`${method} ${path} HTTP/1.1`, "Host: localhost", `X-Forwarded-Host: ${forwardedHost}`, "Content-Length: 0"]);
        expectShortRefusal(reply, `${what}, X-Forwarded-Host: ${forwardedHost}`);
      }
    },
  );

  it("is a short 400 without a Host in HTTP/1.1, with two of them, or with a request target that is not a path", async () => {
    expectShortRefusal(await rawRequest(["GET / HTTP/1.1"]), "no Host");
    expectShortRefusal(await rawRequest(["GET / HTTP/1.1", "Host: localhost", "Host: evil.example"]), "two Hosts");
    for (const target of ["http://x:99999/", "http://evil.example/", "*"]) {
      expectShortRefusal(await rawRequest([`GET ${target} HTTP/1.1`, "Host: localhost"]), `target ${target}`);
    }
  });

  it("leaves usable hosts alone: names, ports, IPv4 and IPv6 addresses, and HTTP/1.0 without one", async () => {
    for (const host of ["localhost", "LocalHost:3000", "www.example.com.", "127.0.0.1:8080", "[::1]:80", "x:", "my_host"]) {
      const reply = await rawRequest(["GET /healthz HTTP/1.1", `Host: ${host}`, `X-Forwarded-Host: ${host}`]);
      expect(reply.status, host).toBe(200);
    }
    expect((await rawRequest(["GET /healthz HTTP/1.0"])).status).toBe(200);
  });
});
