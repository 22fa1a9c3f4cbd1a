import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MarkdownNode } from "~/components/page-templates/markdown-content";
import { getContentPage, listContentPages, type ContentPage } from "~/features/content-pages/content-library.server";
import { PAGE_ALIASES } from "~/features/content-pages/content-pages.server";
import { REDIRECTS, routeManifest } from "~/features/routing/route-manifest.server";
import { isSiteRelativePath } from "~/utils/safe-url";
import { BUILD_EXISTS, startBuiltServer, type BuiltServer } from "./support/built-server";
import { HttpVisitor } from "./support/http-visitor";

/**
 * Every link of the content pages (in their Markdown, `related`, `relatedIndustries` and
 * call to action), and every path of the route manifest, leads to a real page of the
 * site: the production server answers 200, whether the page is a content page, an
 * article, a database page or a route of its own, and an `#anchor` exists on it.
 */
let server: BuiltServer | undefined;

beforeAll(async () => {
  if (!BUILD_EXISTS) throw new Error("These tests read the production build: run `npx remix build` first.");
  server = await startBuiltServer();
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

function visitor(): HttpVisitor {
  if (!server) throw new Error("the built server is not running");
  return new HttpVisitor(server.baseUrl);
}

interface ContentLink {
  /** The file and the field it is written in. */
  from: string;
  href: string;
}

function linksIn(nodes: readonly MarkdownNode[]): string[] {
  return nodes.flatMap((node) =>
    typeof node === "string" ? [] : [...(node.tag === "a" && node.attrs?.href ? [node.attrs.href] : []), ...linksIn(node.children ?? [])],
  );
}

function contentLinks(file: string, page: ContentPage): ContentLink[] {
  const fields: [string, string[]][] = [
    ["lead", linksIn(page.lead)],
    ["highlights", page.highlights.flatMap((card) => linksIn(card.text))],
    ["body", page.sections.flatMap((section) => linksIn(section.nodes))],
    ["faqs", page.faqs.flatMap((faq) => linksIn(faq.answer))],
    ["related", page.related],
    ["cta", [...(page.cta ? linksIn(page.cta.text) : []), ...(page.cta?.href ? [page.cta.href] : [])]],
  ];
  if (page.family === "industry") {
    fields.push(
      ["challenges", page.challenges.flatMap((card) => linksIn(card.text))],
      ["offers", page.offers.flatMap((card) => linksIn(card.text))],
      ["relatedIndustries", page.relatedIndustries],
    );
  }
  return fields.flatMap(([field, hrefs]) => hrefs.map((href) => ({ from: `${file} (${field})`, href })));
}

const links = listContentPages().flatMap((source) => {
  const page = getContentPage(source.path);
  return page ? contentLinks(source.file, page) : [];
});

/** Fetches each path once and keeps the status, the redirect target and the HTML. */
const pages = new Map<string, Promise<{ status: number; location: string | null; html: string }>>();
function fetchPage(path: string) {
  let page = pages.get(path);
  if (!page) {
    page = visitor()
      .document(path)
      .then(async (response) => ({
        status: response.status,
        location: response.headers.get("Location"),
        html: await response.text(),
      }));
    pages.set(path, page);
  }
  return page;
}

describe("links between pages", () => {
  it("finds the links of the content pages (so the checks below look at them)", () => {
    expect(links.length).toBeGreaterThan(500);
    expect(links).toContainEqual({ from: "content/pages/industries/automotive.md (body)", href: "/text-qr" });
  });

  it("every path of the route manifest answers 200 with its h1 (staff tools: the sign-in page)", async () => {
    const failures: string[] = [];
    for (const entry of routeManifest) {
      const { status, location, html } = await fetchPage(entry.path);
      const signIn = entry.family === "tool" && status === 302 && location?.startsWith("/admin/login?");
      if (status !== 200 && !signIn) {
        failures.push(`${entry.path}: ${status} ${location ?? ""}`);
        continue;
      }
      // The page itself, or for a staff tool the sign-in page it sends a visitor to.
      const shown = signIn && location ? await fetchPage(location) : { status, html };
      if (shown.status !== 200) failures.push(`${entry.path}: the sign-in page answers ${shown.status}`);
      else if (!shown.html.includes("<h1")) failures.push(`${entry.path}: no h1`);
    }
    expect(failures).toEqual([]);
  });

  it("every link in content leads to a page of the site by its own address, and to an anchor that exists", async () => {
    const failures: string[] = [];
    for (const { from, href } of links) {
      const [path = "", anchor] = href.split("#");
      if (!isSiteRelativePath(path)) {
        failures.push(`${from}: ${href}: content pages link to pages of this site only (docs/content-style-guide.md, "Links")`);
        continue;
      }
      if (PAGE_ALIASES[path] || REDIRECTS[path]) {
        failures.push(`${from}: ${href} is another name of ${PAGE_ALIASES[path] ?? REDIRECTS[path]}: link that instead`);
        continue;
      }
      const { status, html } = await fetchPage(path);
      if (status !== 200) failures.push(`${from}: ${href} answers ${status}`);
      else if (anchor && !html.includes(` id="${anchor}"`)) failures.push(`${from}: ${href}: no #${anchor} on ${path}`);
    }
    expect(failures).toEqual([]);
  });

  it("links in content carry the visitor's co-branding, like every other internal link", async () => {
    const html = await (await visitor().document("/industries/automotive?client=1001&brand=riverbend")).text();
    const body = html.slice(html.indexOf('<div class="container prose-sections">'), html.indexOf('<section class="section section--muted"'));
    const hrefs = [...body.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs).toContain("/text-qr?client=1001&amp;brand=riverbend");
    expect(hrefs.filter((href) => !href?.endsWith("?client=1001&amp;brand=riverbend"))).toEqual([]);
  });
});
