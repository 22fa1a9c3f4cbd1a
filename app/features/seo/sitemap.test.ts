import { describe, expect, it } from "vitest";
import { buildSitemap } from "./sitemap";

describe("buildSitemap", () => {
  it("lists absolute URLs once, with lastmod when known, escaped", () => {
    const xml = buildSitemap("https://x.test", [
      { path: "/" },
      { path: "/articles/a&b", lastModified: "2026-01-02" },
      { path: "/" },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<loc>https:\/\/x\.test\/<\/loc>/g)).toHaveLength(1);
    expect(xml).toContain("<loc>https://x.test/articles/a&amp;b</loc><lastmod>2026-01-02</lastmod>");
  });
});
