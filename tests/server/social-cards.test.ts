import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type BuiltServer } from "../support/built-server";
import { openServerDatabase } from "../support/server-database";

/**
 * Link previews (Open Graph and X/Twitter cards) as a crawler reads them from the built
 * server: every page names a picture by an absolute URL from SITE_URL, never the
 * request's Host; an article with a cover names its cover.
 */
const SITE_URL = "https://www.magnolia.example";
const COVER = "/uploads/0123456789abcdef0123456789abcdef.png";

let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer({ env: { SITE_URL } });
  const db = openServerDatabase(server.databaseUrl);
  try {
    await db.get(
      "insert into articles (slug, title, excerpt, body, author, published_at, cover_image, cover_alt) values (?, ?, ?, ?, ?, '2026-01-15', ?, ?)",
      ["a-covered-article", "A covered article", "An article with a cover.", "Body text.", "Team", COVER, "A card terminal on a counter"],
    );
    await db.get(
      "insert into articles (slug, title, excerpt, body, author, published_at, cover_image, cover_alt) values (?, ?, ?, ?, ?, '2026-01-15', ?, '')",
      ["a-decorative-cover", "A decorative cover", "An article whose cover is decorative.", "Body text.", "Team", COVER],
    );
  } finally {
    await db.close();
  }
}, 60_000);
afterAll(async () => {
  await server.stop();
});

/** The content of each meta tag named by property or name, in page order. */
async function cardTags(path: string): Promise<Record<string, string[]>> {
  const response = await fetch(`${server.baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  const head = (await response.text()).split("</head>")[0] ?? "";
  const tags: Record<string, string[]> = {};
  for (const [tag] of head.matchAll(/<meta [^>]*>/g)) {
    const key = /(?:property|name)="([^"]+)"/.exec(tag)?.[1];
    const content = /content="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined) (tags[key] ??= []).push(content.replace(/&amp;/g, "&"));
  }
  return tags;
}

const SITE_CARD = {
  "og:image": [`${SITE_URL}/images/og-default.png`],
  "og:image:alt": ["Magnolia Payment Solutions: payment processing for every business"],
  "og:image:width": ["1200"],
  "og:image:height": ["630"],
  "twitter:card": ["summary_large_image"],
  "twitter:image": [`${SITE_URL}/images/og-default.png`],
  "twitter:image:alt": ["Magnolia Payment Solutions: payment processing for every business"],
};

describe("link previews", () => {
  it.each(["/", "/surcharge", "/industries/firearms", "/consult", "/articles", "/articles/surcharging-vs-dual-pricing"])(
    "%s shows the site's card, from SITE_URL",
    async (path) => {
      expect(await cardTags(path)).toMatchObject(SITE_CARD);
    },
  );

  it("the site's card is a 1200 × 630 PNG the server serves", async () => {
    const response = await fetch(`${server.baseUrl}/images/og-default.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    const png = Buffer.from(await response.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it("an article with a cover shows its cover by its absolute URL and alt text, with no size it cannot know", async () => {
    const tags = await cardTags("/articles/a-covered-article");
    expect(tags).toMatchObject({
      "og:image": [`${SITE_URL}${COVER}`],
      "og:image:alt": ["A card terminal on a counter"],
      "twitter:image": [`${SITE_URL}${COVER}`],
      "twitter:image:alt": ["A card terminal on a counter"],
    });
    expect(tags).not.toHaveProperty("og:image:width");
    expect(tags).not.toHaveProperty("og:image:height");
  });

  it("a decorative cover is described by the article's title", async () => {
    const tags = await cardTags("/articles/a-decorative-cover");
    expect(tags["og:image"]).toEqual([`${SITE_URL}${COVER}`]);
    expect(tags["og:image:alt"]).toEqual(["A decorative cover"]);
  });
});
