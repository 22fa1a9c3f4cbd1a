import { expect, HTTP_ONLY, test } from "./support";

interface CrawledPage {
  path: string;
  title: string;
  description: string;
  canonical: string;
  h1Count: number;
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.trim() ?? "";

/**
 * Crawls the site from / exactly as a visitor without JavaScript can: following every
 * internal <a href>. Every link must answer 200, or redirect to a page that does.
 */
test("crawl from / as a visitor without JavaScript: no broken link, one h1, unique title and description", HTTP_ONLY, async ({
  request,
}) => {
  test.setTimeout(180_000);

  const queue = ["/"];
  const seen = new Set(queue);
  const pages: CrawledPage[] = [];
  const broken: string[] = [];

  while (queue.length > 0) {
    const path = queue.shift() as string;
    const response = await request.get(path, { maxRedirects: 0 });
    let status = response.status();
    let finalResponse = response;
    if (status === 301 || status === 302) {
      const location = response.headers().location ?? "";
      if (!location.startsWith("/")) broken.push(`${path}: redirects off-site to ${location}`);
      finalResponse = await request.get(location);
      status = finalResponse.status();
    }
    if (status !== 200) {
      broken.push(`${path}: ${status}`);
      continue;
    }
    if (!(finalResponse.headers()["content-type"] ?? "").includes("text/html")) continue;
    const html = await finalResponse.text();
    pages.push({
      path,
      title: attribute(html, /<title>([^<]*)<\/title>/),
      description: attribute(html, /<meta name="description" content="([^"]*)"/),
      canonical: attribute(html, /<link rel="canonical" href="([^"]*)"/),
      h1Count: (html.match(/<h1[\s>]/g) ?? []).length,
    });
    for (const match of html.matchAll(/<a\s[^>]*href="([^"]+)"/g)) {
      const href = (match[1] ?? "").replace(/&amp;/g, "&").split("#")[0] ?? "";
      if (!href.startsWith("/") || href.startsWith("//") || seen.has(href)) continue;
      seen.add(href);
      queue.push(href);
    }
  }

  expect(broken).toEqual([]);
  expect(pages.length).toBeGreaterThan(100);
  expect(pages.filter((page) => page.h1Count !== 1).map((page) => `${page.path}: ${page.h1Count} h1`)).toEqual([]);
  expect(pages.filter((page) => !page.title || !page.description).map((page) => page.path)).toEqual([]);

  // Pages sharing a canonical URL are one page; every other page needs its own title and description.
  const byCanonical = new Map(pages.map((page) => [page.canonical, page]));
  for (const field of ["title", "description"] as const) {
    const values = [...byCanonical.values()].map((page) => page[field]);
    const duplicates = values.filter((value, index) => values.indexOf(value) !== index);
    expect(duplicates, `duplicate ${field}s`).toEqual([]);
  }
});
