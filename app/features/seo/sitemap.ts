export interface SitemapUrl {
  path: string;
  lastModified?: string;
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** A sitemaps.org urlset; duplicate paths are listed once. */
export function buildSitemap(origin: string, urls: readonly SitemapUrl[]): string {
  const seen = new Set<string>();
  const entries = urls
    .filter((url) => (seen.has(url.path) ? false : (seen.add(url.path), true)))
    .map((url) => {
      const lastmod = url.lastModified ? `<lastmod>${escapeXml(url.lastModified)}</lastmod>` : "";
      return `  <url><loc>${escapeXml(`${origin}${url.path}`)}</loc>${lastmod}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}
