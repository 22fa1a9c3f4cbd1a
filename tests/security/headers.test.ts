import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { HttpVisitor } from "../support/http-visitor";
import { POST_ENDPOINTS, postTo } from "./post-endpoints";
import { builtServerForFile, insertLead } from "./server";

/**
 * Response headers of the production build: a Content-Security-Policy on every document
 * that allows scripts of this origin and exactly the inline scripts it carries, by hash
 * (nothing per response, so a cached copy keeps a true policy; decision 033); the
 * baseline headers on every other reply; staff pages never cached or indexed. The
 * browser's side of the CSP is in e2e/security.spec.ts and e2e/edge.spec.ts.
 */
const server = builtServerForFile();

beforeAll(() => {
  insertLead(server, { fullName: "Lead for the staff page" });
});

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

function directives(response: Response): Map<string, string> {
  const csp = response.headers.get("Content-Security-Policy") ?? "";
  return new Map(
    csp.split(";").map((directive) => {
      const [name = "", ...values] = directive.trim().split(/\s+/);
      return [name, values.join(" ")] as const;
    }),
  );
}

/** Documents of every kind: public, form pages, co-branded, staff, and error pages. */
const PUBLIC_DOCUMENTS = [
  "/",
  "/consult",
  "/chat",
  "/survey",
  "/merchant-onboarding",
  "/articles",
  "/industries/retail",
  "/?client=1001&brand=riverbend",
  "/admin/login",
  "/no-such-page",
];
const STAFF_DOCUMENTS = ["/admin/leads", "/admin/leads/1", "/admin/analytics", "/admin/partners/1", "/lightbox-config", "/lightbox?id=1"];

async function expectSafeDocument(response: Response, path: string): Promise<void> {
  expect(response.headers.get("Content-Type"), path).toContain("text/html");
  const csp = directives(response);
  const [self, ...hashes] = (csp.get("script-src") ?? "").split(" ");
  expect(self, path).toBe("'self'");
  // Hashes only: no nonce, no 'unsafe-inline', no other origin.
  for (const source of hashes) expect(source, path).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  expect(csp.get("default-src"), path).toBe("'self'");
  expect(csp.get("object-src"), path).toBe("'none'");
  expect(csp.get("base-uri"), path).toBe("'self'");
  expect(csp.get("frame-ancestors"), path).toBe("'none'");
  expect(csp.get("form-action"), path).toBe("'self'");
  expectBaseline(response, path);

  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map(([, attributes = "", body = ""]) => ({ attributes, body }));
  expect(scripts.length, path).toBeGreaterThan(0);
  for (const { attributes, body } of scripts) {
    const src = /\ssrc="([^"]*)"/.exec(attributes)?.[1];
    if (src !== undefined) expect(src, path).toMatch(/^\/build\//);
    else if (!/type="application\/ld\+json"/.test(attributes)) expect(hashes, `${path}: ${body.slice(0, 80)}`).toContain(sha256(body));
  }
  // No inline event handlers either: they would need 'unsafe-inline'.
  expect(html, path).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
}

function expectBaseline(response: Response, path: string): void {
  expect(response.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
  expect(response.headers.get("Referrer-Policy"), path).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("X-Frame-Options"), path).toBe("DENY");
  expect(response.headers.get("Strict-Transport-Security"), path).toMatch(/^max-age=\d{7,}/);
  expect(response.headers.get("Content-Security-Policy"), path).toContain("frame-ancestors 'none'");
}

describe("documents", () => {
  it.each(PUBLIC_DOCUMENTS)("%s has the CSP with the hash of every inline script it carries", async (path) => {
    const visitor = server.visitor();
    await expectSafeDocument(await visitor.document(path), path);
  });

  it.each(STAFF_DOCUMENTS)("%s (staff) has the same CSP, and is never cached or indexed", async (path) => {
    // A page load cannot end the session: one sign-in serves every page.
    const staff = await server.staffTab();
    const response = await staff.document(path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag"), path).toContain("noindex");
    await expectSafeDocument(response, path);
  });

  it("the sign-in page and a form refused with 403 are documents like any other", async () => {
    const visitor = server.visitor();
    const signIn = await visitor.document("/admin/login");
    expect(signIn.headers.get("X-Robots-Tag")).toContain("noindex");
    expect(signIn.headers.get("Cache-Control")).toContain("no-store");
    const refused = await visitor.postForm("/consult", { step: "1", intent: "next" }, { headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(refused.status).toBe(403);
    await expectSafeDocument(refused, "POST /consult from another site");
  });

  it("carry no per-response secret: the same page gets the same policy and HTML for every anonymous visitor", async () => {
    const first = await server.visitor().document("/articles");
    const second = await server.visitor().document("/articles");
    expect(first.headers.get("Content-Security-Policy")).toBe(second.headers.get("Content-Security-Policy"));
    expect(first.headers.get("Content-Security-Policy")).not.toContain("nonce");
    expect(await first.text()).toBe(await second.text());
  });

  it("never show a stack trace, even for a malformed URL", async () => {
    const response = await server.visitor().document("/industries/%E0%A4%A");
    expect(response.status).toBeLessThan(500);
    expect(await response.text()).not.toMatch(/at .+\.js:\d+:\d+/);
  });
});

describe("every other reply", () => {
  let staff: HttpVisitor;
  beforeAll(async () => {
    staff = await server.staff();
  });

  it.each([
    ["JSON", "/api/navigation"],
    ["a JSON error", "/api/client-branding/nobody"],
    ["a redirect", "/share/SPRING26"],
    ["the impression pixel", "/lightbox/1/seen.gif"],
    ["robots.txt", "/robots.txt"],
    ["a data request", "/consult.data"],
  ])("%s (%s) carries the baseline headers and a CSP that runs nothing", async (_kind, path) => {
    const response = await server.visitor().get(path);
    expectBaseline(response, path);
    expect(directives(response).get("default-src"), path).toBe("'none'");
  });

  it("a calendar subscription address that is not live is a 404 that runs nothing and is never stored", async () => {
    const path = `/calendar/${"x".repeat(43)}.ics`;
    const response = await server.visitor().get(path);
    expect(response.status).toBe(404);
    expectBaseline(response, path);
    expect(directives(response).get("default-src"), path).toBe("'none'");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("a meeting link that is not live is one 410 page, never stored or indexed, its address kept from other sites", async () => {
    const bodies = new Set<string>();
    for (const path of [`/meetings/cancel/${"x".repeat(43)}`, `/meetings/reschedule/${"x".repeat(43)}`, "/meetings/cancel/bm90.YQ"]) {
      const response = await server.visitor().document(path);
      expect(response.status, path).toBe(410);
      expect(directives(response).get("script-src"), path).toMatch(/^'self'/);
      expect(response.headers.get("X-Frame-Options"), path).toBe("DENY");
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
      // Stricter than the site's baseline: the origin only, even to this site's next page.
      expect(response.headers.get("Referrer-Policy"), path).toBe("strict-origin");
      expect(response.headers.get("X-Robots-Tag"), path).toBe("noindex, nofollow");
      const html = await response.text();
      expect(html, path).toContain('<meta name="robots" content="noindex, nofollow"/>');
      bodies.add(/<div class="meeting-page">[\s\S]*?<\/div><\/div>/.exec(html)?.[0] ?? `no meeting page at ${path}`);
    }
    // The same page for every dead link, whatever it was.
    expect(bodies.size).toBe(1);
  });

  it("a staff CSV download is never cached or indexed", async () => {
    const response = await staff.get("/admin/leads.csv");
    expect(response.status).toBe(200);
    expectBaseline(response, "/admin/leads.csv");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toContain("noindex");
  });
});

describe("a form's one-time confirmation", () => {
  const SURVEY = { satisfaction: "4", support: "5", fee_clarity: "2", customer_status: "yes", priority: "fees", channels: "online" };

  it("is kept out of shared caches, while the page without one stays cacheable and sets no cookie", async () => {
    const visitor = await server.startedVisitor();
    const before = await visitor.document("/survey?submitted=1");
    expect(await before.text()).not.toContain("Thank you for your answers");
    expect(before.headers.get("Cache-Control")).toMatch(/^public, /);
    expect(before.headers.get("Set-Cookie")).toBeNull();

    const sent = await visitor.postForm("/survey", SURVEY);
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe("/survey");
    const confirmed = await visitor.document("/survey");
    expect(await confirmed.text()).toContain("Thank you for your answers");
    expect(confirmed.headers.get("Cache-Control")).toBe("private, no-store");
    expect(confirmed.headers.getSetCookie()).toEqual([expect.stringMatching(/^form_sent=;.*Max-Age=0/)]);

    const after = await visitor.document("/survey");
    expect(await after.text()).not.toContain("Thank you for your answers");
    expect(after.headers.get("Cache-Control")).toMatch(/^public, /);
    expect(after.headers.get("Set-Cookie")).toBeNull();
  });
});

/**
 * Remix matches paths whatever their letter case, so `/ADMIN/leads` is the inbox: staff
 * pages are recognised by the route they match, and whatever a staff browser asks for is
 * never stored by a shared cache (a cached copy would hand leads to the next visitor).
 */
describe("staff pages in any letter case", () => {
  let staff: HttpVisitor;
  beforeAll(async () => {
    staff = await server.staff();
  });

  it.each(["/ADMIN/leads", "/Admin/Leads/1", "/admin/LEADS"])("%s signed in is private, no-store and never indexed", async (path) => {
    const response = await staff.document(path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag"), path).toContain("noindex");
    expect(await response.text(), path).toContain("Lead for the staff page");
  });

  it.each(["/ADMIN/leads.data", "/Admin/Leads/1.data", "/admin/leads.data"])("%s (a client-side data request) signed in is private, no-store", async (path) => {
    const response = await staff.get(path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag"), path).toContain("noindex");
    expect(await response.text(), path).toContain("Lead for the staff page");
  });

  it("the pop-up tools in capitals are staff pages too", async () => {
    const response = await staff.document("/LIGHTBOX-CONFIG");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toContain("noindex");
  });

  it("the sign-in page in capitals is a staff page too, for a visitor without a session", async () => {
    const response = await server.visitor().document("/ADMIN/LOGIN");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toContain("noindex");
  });

  it("a public page or its data is private, no-store for a staff browser, public for anyone else", async () => {
    for (const path of ["/", "/industries/grocery", "/industries/grocery.data"]) {
      const response = await staff.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
      expect((await server.visitor().get(path)).headers.get("Cache-Control") ?? "", path).not.toContain("private");
    }
    expect((await server.visitor().document("/")).headers.get("Cache-Control")).toMatch(/^public, /);
  });
});

/**
 * Files served as they are (public/, the build's assets, uploaded pop-up images) carry
 * the same baseline as every reply of the app: a file a browser might sniff as HTML, or
 * an SVG opened on its own, runs nothing.
 */
describe("static files", () => {
  it.each(["/favicon.svg", "/favicon.ico", "/apple-touch-icon.png", "/site.webmanifest", "/images/og-default.svg"])(
    "%s carries the baseline headers and a CSP that runs nothing",
    async (path) => {
      const response = await server.visitor().get(path);
      expect(response.status, path).toBe(200);
      expectBaseline(response, path);
      expect(directives(response).get("default-src"), path).toBe("'none'");
    },
  );

  it("so do the build's scripts and stylesheets, and each header is sent once", async () => {
    const html = await (await server.visitor().document("/")).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/build\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? "");
    expect(assets.length).toBeGreaterThan(0);
    for (const path of assets.slice(0, 3)) {
      const response = await server.visitor().get(path);
      expect(response.status, path).toBe(200);
      expectBaseline(response, path);
      expect(response.headers.get("Content-Security-Policy"), path).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox");
    }
  });
});

describe("replies to a post", () => {
  // Every endpoint's well-formed request, sent as its own page or script sends it: whatever
  // answers it (a page with the form's errors, data, a redirect, JSON) is never stored.
  it.each(POST_ENDPOINTS.map((endpoint) => [endpoint.pattern, endpoint] as const))("%s is answered never stored", async (_pattern, endpoint) => {
    const visitor =
      endpoint.access === "staff" ? await server.staffTab() : endpoint.antiForgery === "token" ? await server.visitor().withToken() : await server.startedVisitor();
    const response = await postTo(visitor, endpoint, { headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(response.status, endpoint.pattern).toBeLessThan(500);
    expect(response.headers.get("Cache-Control"), `${endpoint.pattern} answered ${response.status}`).toMatch(/no-store/);
  });
});
