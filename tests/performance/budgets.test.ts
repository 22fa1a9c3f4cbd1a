import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type BuiltServer } from "../support/built-server";

/**
 * Performance budgets, checked against the production build as a browser receives it.
 * They fail `npm test` when exceeded; the figures are recorded in docs/benchmarks.md.
 */

/**
 * JavaScript a first visit of / downloads (gzip). React + React DOM + the Remix runtime
 * alone are about 85 KB; the rest is the shell (navigation, footer, branding) and the
 * home page. The chat, the wizard and the pop-up are not part of it.
 */
export const FIRST_VISIT_JS_BUDGET_BYTES = 100 * 1024;
/** The whole HTML of / (gzip): content, JSON-LD and the hydration data. */
export const HOME_HTML_BUDGET_BYTES = 20 * 1024;

const ONE_YEAR_SECONDS = 31_536_000;
/** Build output names carry a content hash (esbuild: eight upper-case letters/digits). */
const FINGERPRINTED = /-[A-Z0-9]{8}\.(?:js|css|svg|png|jpe?g|webp|avif|woff2?)$/;

let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer({ env: { STAFF_EMAIL: "budget@example.com", STAFF_PASSWORD: "budget-staff-password" } });
}, 60_000);
afterAll(() => server.stop());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${path}`, { headers: { "Accept-Encoding": "gzip", ...headers }, redirect: "manual" });

/** Same-origin scripts a document loads up front: module preloads, script tags and the module imports in inline scripts. */
function scriptsOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="(\/[^"]+)"/g)) found.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+src="(\/[^"]+)"/g)) found.add(match[1]!);
  for (const match of html.matchAll(/import(?:\s*\*\s*as\s*\w+\s*from\s*|\()\s*"(\/build\/[^"]+)"/g)) found.add(match[1]!);
  return [...found];
}

function assetsOf(html: string): string[] {
  const found = new Set<string>(scriptsOf(html));
  for (const match of html.matchAll(/<link[^>]+rel="(?:stylesheet|preload)"[^>]+href="(\/[^"]+)"/g)) found.add(match[1]!);
  for (const match of html.matchAll(/<img[^>]+src="(\/[^"]+)"/g)) found.add(match[1]!);
  return [...found];
}

describe("performance budgets", () => {
  it(`a first visit of / loads at most ${FIRST_VISIT_JS_BUDGET_BYTES / 1024} KB of JavaScript (gzip)`, async () => {
    const html = await (await get("/")).text();
    const scripts = scriptsOf(html);
    expect(scripts.length).toBeGreaterThan(3);
    let total = 0;
    const sizes: Record<string, number> = {};
    for (const src of scripts) {
      const response = await get(src);
      expect(response.status, src).toBe(200);
      const size = gzipSync(Buffer.from(await response.arrayBuffer()), { level: 6 }).length;
      sizes[src] = size;
      total += size;
    }
    expect(total, `first-visit JS is ${total} bytes gzip: ${JSON.stringify(sizes)}`).toBeLessThanOrEqual(FIRST_VISIT_JS_BUDGET_BYTES);
    // Route code for the wizard and the chat page is not preloaded on the home page.
    expect(scripts.filter((src) => /\/routes\/(?:consult|chat)-/.test(src))).toEqual([]);
  });

  it("sends HTML compressed, within its budget", async () => {
    const response = await get("/");
    expect(response.headers.get("Content-Encoding")).toBe("gzip");
    expect(response.headers.get("Vary")).toMatch(/Accept-Encoding/i);
    const compressed = gzipSync(Buffer.from(await response.arrayBuffer())).length;
    expect(compressed, `home HTML is ${compressed} bytes gzip`).toBeLessThanOrEqual(HOME_HTML_BUDGET_BYTES);
  });

  it("serves the build's scripts, styles and images fingerprinted and cached immutable for a year", async () => {
    const html = await (await get("/")).text();
    const assets = assetsOf(html).filter((src) => src.startsWith("/build/"));
    expect(assets.some((src) => src.endsWith(".css"))).toBe(true);
    expect(assets.some((src) => src.endsWith(".js"))).toBe(true);
    for (const src of assets) {
      expect(src, "content hash in the name").toMatch(FINGERPRINTED);
      const response = await get(src);
      expect(response.status, src).toBe(200);
      const cacheControl = response.headers.get("Cache-Control") ?? "";
      expect(cacheControl, src).toContain("immutable");
      expect(cacheControl, src).toContain(`max-age=${ONE_YEAR_SECONDS}`);
    }
    // The home page's own images and the logo come from the build too, not from public/.
    // Pop-up images are content chosen by staff (uploads or paths stored in the database).
    const isContentImage = (src: string) => src.startsWith("/uploads/") || src.startsWith("/images/lightbox/");
    const images = assetsOf(html).filter((src) => /\.(svg|png|jpe?g|webp)$/.test(src) && !isContentImage(src));
    expect(images.filter((src) => !src.startsWith("/build/"))).toEqual([]);
  });

  it("lets shared caches keep anonymous pages briefly (a staff change shows within s-maxage), browsers not at all", async () => {
    for (const path of ["/", "/industries/grocery", "/articles"]) {
      // As a browser loads a page, so nothing about the request keeps it out of the cache.
      const response = await get(path, { "Sec-Fetch-Dest": "document", "Sec-Fetch-Mode": "navigate", Accept: "text/html" });
      expect(response.status, path).toBe(200);
      const cacheControl = response.headers.get("Cache-Control") ?? "";
      expect(cacheControl, path).toMatch(/^public, max-age=0, /);
      const sharedMaxAge = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1]);
      expect(sharedMaxAge, path).toBeGreaterThan(0);
      expect(sharedMaxAge, path).toBeLessThanOrEqual(300);
      expect(cacheControl, path).toMatch(/stale-while-revalidate=\d+/);
      expect(response.headers.get("Set-Cookie"), path).toBeNull();
      // One cached copy for everybody: the page does not vary by cookie.
      expect(response.headers.get("Vary") ?? "", path).not.toMatch(/cookie/i);
    }
  });

  it("never lets a shared cache keep co-branded or staff pages", async () => {
    const branded = await get("/?client=1001&brand=riverbend");
    expect(branded.status).toBe(200);
    expect(branded.headers.get("Cache-Control")).toMatch(/private|no-store/);
    expect(branded.headers.get("Cache-Control")).not.toMatch(/public/);

    const login = await get("/admin/login");
    expect(login.headers.get("Cache-Control")).toContain("no-store");
    const form = await login.text();
    const cookie = (login.headers.getSetCookie?.() ?? []).map((header) => header.split(";")[0]).join("; ");
    const token = /name="csrf" value="([^"]+)"/.exec(form)?.[1] ?? "";
    const signIn = await fetch(`${server.baseUrl}/admin/login`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: token, email: "budget@example.com", password: "budget-staff-password" }),
    });
    expect(signIn.status).toBe(302);
    const session = [cookie, ...(signIn.headers.getSetCookie?.() ?? []).map((header) => header.split(";")[0])].join("; ");
    for (const path of ["/admin/leads", "/admin/analytics", "/admin/survey", "/lightbox-config", "/admin/leads.csv"]) {
      const response = await get(path, { Cookie: session });
      expect(response.status, path).toBe(200);
      const cacheControl = response.headers.get("Cache-Control") ?? "";
      expect(cacheControl, path).toContain("no-store");
      expect(cacheControl, path).not.toContain("public");
    }
  });
});
