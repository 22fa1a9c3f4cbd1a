import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { warmCache } from "../../scripts/start-edge.mjs";

/**
 * start:edge's warm-up (decision 046) against a stand-in for the edge: a sitemap of three
 * pages (one of them listed twice, one on another host name), one of which is personal.
 */
const requests: { path: string; headers: IncomingHttpHeaders }[] = [];
const SITEMAP = `<?xml version="1.0" encoding="UTF-8"?>
<urlset>
  <url><loc>https://www.example.com/</loc></url>
  <url><loc>https://www.example.com/industries/grocery</loc></url>
  <url><loc>https://example.com/articles?page=2&amp;sort=new</loc></url>
  <url><loc>https://www.example.com/industries/grocery</loc></url>
  <url><loc>https://www.example.com/admin</loc></url>
</urlset>`;
const server = createServer((request, response) => {
  if (request.url === "/sitemap.xml") return void response.end(SITEMAP);
  requests.push({ path: request.url!, headers: request.headers });
  response.setHeader("Cache-Control", request.url === "/admin" ? "private, no-store" : "public, max-age=0, s-maxage=60");
  response.end("<html></html>");
});
let edgeUrl = "";

beforeAll(async () => {
  await new Promise<void>((resolveListen) => server.listen(0, "127.0.0.1", resolveListen));
  edgeUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolveClose) => server.close(() => resolveClose())));

describe("warmCache", () => {
  it("asks for the home page first, then every page of the sitemap once per cached encoding, without a cookie", async () => {
    requests.length = 0;
    const result = await warmCache(edgeUrl, { concurrency: 1, host: "www.example.com" });
    // Under the name visitors use: nginx keeps a copy per Host as sent.
    expect(new Set(requests.map(({ headers }) => headers.host))).toEqual(new Set(["www.example.com"]));
    expect(requests.map(({ path, headers }) => `${path} ${headers["accept-encoding"]}`)).toEqual([
      "/ gzip",
      "/ identity",
      "/industries/grocery gzip",
      "/industries/grocery identity",
      "/articles?page=2&sort=new gzip",
      "/articles?page=2&sort=new identity",
      "/admin gzip",
      "/admin identity",
    ]);
    expect(requests.filter(({ headers }) => headers.cookie !== undefined || headers.referer !== undefined)).toEqual([]);
    // The personal page is answered, and not counted as a cached copy.
    expect(result).toEqual({ warmed: 6, copies: 8 });
  });

  it("stops when its time is up, leaving the rest to their first visitors", async () => {
    requests.length = 0;
    const result = await warmCache(edgeUrl, { concurrency: 2, host: "www.example.com", budgetMs: 0 });
    expect(requests).toEqual([]);
    expect(result).toEqual({ warmed: 0, copies: 8 });
  });
});
