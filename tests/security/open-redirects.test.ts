import { describe, expect, it } from "vitest";
import type { HttpVisitor } from "../support/http-visitor";
import { ALLOWED_CTA_HOST, STAFF, builtServerForFile } from "./server";

/**
 * No redirect of the site can be pointed at another site: /share/{code}, the pop-up's
 * call to action (/lightbox/{id}/go and the cta_url it reads from the database), the
 * pop-up's no-JavaScript close link and the staff sign-in's return URL.
 */
const server = builtServerForFile();

/** Where attackers try to send visitors, in the spellings browsers accept. */
const OFF_SITE = [
  "//evil.example",
  "///evil.example/",
  "https://evil.example",
  "http://evil.example/admin/leads",
  "https:evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/\\/evil.example",
  "/\t/evil.example",
  " //evil.example",
  "javascript:alert(document.cookie)",
  "JaVaScRiPt:alert(1)",
  "java\nscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "%2F%2Fevil.example",
  "/%2F%2Fevil.example",
  "%5C%5Cevil.example",
  "/admin@evil.example",
  "//www.example.com@evil.example",
  "/admin/leads\r\nSet-Cookie: staff_session=stolen",
  "/admin/leads%0d%0aLocation:%20https://evil.example",
];

const SITE = "https://www.example.com";

/** A Location the browser resolves on this site (the URL parser drops tabs and reads backslashes as browsers do). */
function staysOnSite(location: string | null): boolean {
  if (location === null || /[\r\n]/.test(location)) return false;
  return new URL(location, `${SITE}/some/page`).origin === SITE;
}

async function redirectOf(visitor: HttpVisitor, path: string): Promise<string | null> {
  const response = await visitor.get(path);
  expect(response.status, path).toBe(302);
  return response.headers.get("Location");
}

describe("/share/{code}", () => {
  it("redirects a code to /?ref={code}", async () => {
    expect(await redirectOf(server.visitor(), "/share/SPRING26")).toBe("/?ref=SPRING26");
  });

  it.each(OFF_SITE)("never leaves the site for %j", async (target) => {
    expect(await redirectOf(server.visitor(), `/share/${encodeURIComponent(target)}`)).toBe("/");
  });
});

describe("the pop-up's call to action", () => {
  function insertPopup(ctaUrl: string): number {
    return Number(
      server
        .db()
        .prepare("insert into lightboxes (name, header, cta_url, active, page) values ('Hostile', 'Hostile', ?, 1, 'home')")
        .run(ctaUrl).lastInsertRowid,
    );
  }

  it("follows a site path or an https URL on an allowed host", async () => {
    const visitor = server.visitor();
    expect(await redirectOf(visitor, `/lightbox/${insertPopup("/surcharge#faq")}/go`)).toBe("/surcharge#faq");
    const partner = `https://${ALLOWED_CTA_HOST}/apply?plan=zero`;
    expect(await redirectOf(visitor, `/lightbox/${insertPopup(partner)}/go`)).toBe(partner);
  });

  it.each([...OFF_SITE, `http://${ALLOWED_CTA_HOST}/apply`, `https://user:pass@${ALLOWED_CTA_HOST}/`])(
    "never leaves the site for a stored cta_url of %j, in the redirect or in the pop-up's data",
    async (ctaUrl) => {
      const id = insertPopup(ctaUrl);
      const visitor = server.visitor();
      expect(staysOnSite(await redirectOf(visitor, `/lightbox/${id}/go`))).toBe(true);
      const api = (await (await visitor.get(`/api/lightboxes/${id}`)).json()) as { data: { cta_url: string } };
      expect(staysOnSite(api.data.cta_url)).toBe(true);
    },
  );

  it.each(OFF_SITE)("returns the no-JavaScript close link to this site only, for back=%j", async (back) => {
    const location = await redirectOf(server.visitor(), `/lightbox/1/close?back=${encodeURIComponent(back)}`);
    expect(staysOnSite(location)).toBe(true);
  });
});

describe("the staff sign-in's return URL", () => {
  it.each(OFF_SITE)("keeps a signed-in member inside /admin for redirectTo=%j", async (target) => {
    const staff = await signedIn();
    const location = await redirectOf(staff, `/admin/login?redirectTo=${encodeURIComponent(target)}`);
    expect(staysOnSite(location)).toBe(true);
    expect(location).toMatch(/^\/admin(\/|$)/);
  });

  it.each(["https://evil.example", "//evil.example", "/admin/leads\r\nSet-Cookie: x=1"])(
    "ignores redirectTo=%j posted with the sign-in form",
    async (target) => {
      const visitor = await server.visitor().withToken();
      const response = await visitor.postForm("/admin/login", { ...STAFF, redirectTo: target });
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/admin");
    },
  );

  it("returns to the staff page the member asked for", async () => {
    const visitor = await server.visitor().withToken();
    const response = await visitor.postForm("/admin/login", { ...STAFF, redirectTo: "/admin/analytics?from=2026-01-01" });
    expect(response.headers.get("Location")).toBe("/admin/analytics?from=2026-01-01");
  });
});

let staffVisitor: HttpVisitor | undefined;
async function signedIn(): Promise<HttpVisitor> {
  staffVisitor ??= await server.staff();
  return staffVisitor;
}

/**
 * The error page offers to reload the failed request's own path: a request for
 * `//evil.example/x` has that as its path, which as a link leads to another host.
 */
describe("the error page's links", () => {
  function linksInMain(html: string): string[] {
    const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
    return [...main.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((match) => (match[1] ?? "").replace(/&amp;/g, "&"));
  }

  it.each(["//evil.example/x", "///evil.example/x", "/\\evil.example/x", "//evil.example/x?next=1"])(
    "POST %s: the 405 page's buttons stay on this site",
    async (path) => {
      const response = await server.visitor().fetch(path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
        body: "x=1",
      });
      expect(response.status).toBe(405);
      const html = await response.text();
      expect(html).toContain('data-error-page="405"');
      const links = linksInMain(html);
      expect(links.length).toBeGreaterThan(0);
      for (const href of links) expect(staysOnSite(href), href).toBe(true);
      expect(html).not.toMatch(/href="[^"]*evil\.example/);
    },
  );

  it("still offers to reload an ordinary path", async () => {
    const response = await server.visitor().fetch("/industries/retail?from=menu", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
      body: "x=1",
    });
    expect(response.status).toBe(405);
    expect(linksInMain(await response.text())).toContain("/industries/retail?from=menu");
  });
});
