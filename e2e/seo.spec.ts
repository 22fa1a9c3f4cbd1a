import type { Page } from "@playwright/test";
import { expect, HTTP_ONLY, test } from "./support";

const jsonLdTypes = async (page: Page) =>
  page.locator('script[type="application/ld+json"]').evaluateAll((nodes) =>
    nodes.map((node) => (JSON.parse(node.textContent ?? "{}") as { "@type": string })["@type"]),
  );

test("the sitemap lists indexable pages and articles, never noindex pages or aliases", HTTP_ONLY, async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  for (const path of ["/", "/surcharge", "/industries/firearms", "/compliance", "/about-us"]) expect(locs).toContain(path);
  expect(locs.some((path) => path.startsWith("/articles/"))).toBe(true);
  for (const path of ["/lightbox", "/lightbox-config", "/team/project-hurricane", "/mca", "/industries/credit-education-repair"]) {
    expect(locs).not.toContain(path);
  }
  expect(new Set(locs).size).toBe(locs.length);
});

test("robots.txt points at the sitemap", HTTP_ONLY, async ({ request }) => {
  const body = await (await request.get("/robots.txt")).text();
  expect(body).toContain("User-agent: *");
  expect(body).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
});

test("structured data and sharing tags per page type", async ({ page, visit }) => {
  await visit("/");
  expect(await jsonLdTypes(page)).toContain("Organization");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Magnolia/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");

  await visit("/surcharge");
  expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["Organization", "FAQPage", "BreadcrumbList"]));

  await visit("/industries/firearms");
  expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["BreadcrumbList", "FAQPage"]));

  await visit("/articles");
  const href = await page.locator(".article-card h2 a").first().getAttribute("href");
  await visit(href ?? "/articles");
  expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["Article", "BreadcrumbList"]));
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
});
