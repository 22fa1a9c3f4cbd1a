import { existsSync, readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
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
