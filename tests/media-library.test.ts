import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { articles, auditLog, pages, uploadedFiles } from "#db/schema";
import type { MediaActionData } from "~/features/media-library/media-library.server";
import { storeUploadedImage } from "~/features/uploads/upload-store.server";
import { loader as publicArticleLoader } from "~/routes/articles.$slug";
import { loader as slugLoader } from "~/routes/$slug";
import { action as mediaAction, loader as mediaLoader } from "~/routes/admin.media";
import { getDb } from "~/utils/db.server";
import { settle, type Visitor } from "./support/requests";
import { staffWithSessions } from "./support/staff-sign-in";

/**
 * The media library (/admin/media, decision 083) on SQLite and PostgreSQL: sizes and
 * uploaders recorded, older files sized lazily, alt text, uses, deletion refused while
 * an image is in use, and bodies rendering uploads with their size and alt text.
 */
const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });
const ids = {} as Record<"marketer" | "rep", number>;
const visitors = {} as Record<"marketer" | "rep", Visitor>;

let png: Buffer;
beforeAll(async () => {
  await staffWithSessions(
    {
      marketer: { email: "media-marketer@example.com", role: "marketing", timeZone: "America/New_York", name: "Mia Marketer" },
      rep: { email: "media-rep@example.com", role: "sales", timeZone: "America/Chicago" },
    },
    { ids, visitors },
  );
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0b3b60" } }).png().toBuffer();
});

type Outcome = { status: number; location: string | null; refusal: MediaActionData | null };

async function outcomeOf(run: () => Promise<unknown>): Promise<Outcome> {
  const outcome = await settle(run);
  if (outcome instanceof Response) return { status: outcome.status, location: outcome.headers.get("Location"), refusal: null };
  const result = outcome as { data: MediaActionData; init: ResponseInit | null };
  return { status: result.init?.status ?? 200, location: null, refusal: result.data };
}

function uploadRequest(visitor: Visitor, file: File | null, fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries({ csrf: visitor.csrf, intent: "upload", ...fields })) body.set(key, value);
  if (file) body.set("file", file);
  return new Request("http://localhost/admin/media", { method: "POST", headers: { Cookie: visitor.cookieHeader() }, body });
}

const upload = (file: File | null, fields: Record<string, string> = {}, visitor = visitors.marketer) =>
  outcomeOf(() => mediaAction(args(uploadRequest(visitor, file, fields))));
const post = (fields: Record<string, string>, visitor = visitors.marketer) =>
  outcomeOf(() => mediaAction(args(visitor.form("/admin/media", fields, { honeypot: false }))));
const library = async (query = "") =>
  (await mediaLoader(args(visitors.marketer.get(`/admin/media${query}`)))) as Awaited<ReturnType<typeof mediaLoader>>;

const pngFile = () => new File([new Uint8Array(png)], "photo.png", { type: "image/png" });
const nameFrom = (location: string | null) => /#image-([a-f0-9]{32}\.[a-z]+)$/.exec(location ?? "")?.[1] ?? "";
const rowOf = async (name: string) => (await getDb().select().from(uploadedFiles).where(eq(uploadedFiles.name, name)))[0];
const uploadCount = async () => (await getDb().select({ name: uploadedFiles.name }).from(uploadedFiles)).length;
const auditOf = async (name: string) =>
  (await getDb().select().from(auditLog).where(eq(auditLog.entityId, name)).orderBy(desc(auditLog.id))).map((line) => `${line.action}: ${line.summary}`);

let slugs = 0;
async function publishedArticle(body: string) {
  const slug = `media-article-${(slugs += 1)}`;
  const [row] = await getDb()
    .insert(articles)
    .values({ slug, title: `Article ${slug}`, excerpt: "Excerpt.", body, author: "Team", publishedAt: "2026-01-05", published: true })
    .returning();
  return row!;
}

describe("uploading to the library", () => {
  it("records the pixel size, the uploader and the alt text, with an audit line, and lists it for the reader", async () => {
    const stored = await upload(pngFile(), { alt_text: "  A terminal\non a counter " });
    expect(stored.status).toBe(302);
    const name = nameFrom(stored.location);
    const row = await rowOf(name);
    expect(row).toMatchObject({ purpose: "media", width: 40, height: 30, altText: "A terminal on a counter", uploadedBy: ids.marketer });
    expect(await auditOf(name)).toEqual([`upload: Uploaded /uploads/${name} to the media library`]);

    const listed = (await library()).images.find((image) => image.name === name);
    expect(listed).toMatchObject({
      path: `/uploads/${name}`,
      contentType: "image/png",
      width: 40,
      height: 30,
      uploadedBy: "Mia Marketer",
      snippet: `![A terminal on a counter](/uploads/${name})`,
      uses: [],
    });
    expect(listed?.uploadedAt).toMatch(/E[SD]T/);
  });

  it("accepts an SVG only rebuilt without its script, and refuses what is not an image, too large, or missing", async () => {
    const hostile = '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" onload="alert(1)"><script>alert(2)</script><rect width="20" height="10"/></svg>';
    const svg = await upload(new File([hostile], "logo.svg", { type: "image/svg+xml" }));
    expect(svg.status).toBe(302);
    const row = await rowOf(nameFrom(svg.location));
    expect(row).toMatchObject({ contentType: "image/svg+xml", width: 20, height: 10 });
    const text = row!.bytes.toString("utf8");
    expect(text).not.toMatch(/script|onload|alert/i);

    const before = await uploadCount();
    const html = await upload(new File(["<html><script>alert(1)</script></html>"], "page.png", { type: "image/png" }));
    expect(html.status).toBe(400);
    expect(html.refusal?.message).toMatch(/PNG, JPEG, GIF, WebP or SVG/);
    const oversize = await upload(new File([new Uint8Array(2 * 1024 * 1024 + 1)], "huge.png", { type: "image/png" }));
    expect(oversize.status).toBe(413);
    expect(oversize.refusal?.message).toBe("Images are limited to 2 MB");
    const huge = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: "#ffffff" } }).png().toBuffer();
    const tooManyPixels = await upload(new File([new Uint8Array(huge)], "huge.png", { type: "image/png" }));
    expect(tooManyPixels.status).toBe(400);
    expect(tooManyPixels.refusal?.message).toBe("Images are limited to 24 megapixels");
    expect((await upload(null)).status).toBe(400);
    expect((await upload(pngFile(), { alt_text: "x".repeat(201) })).status).toBe(400);
    expect((await upload(pngFile(), { alt_text: "bad\u0000text" })).status).toBe(400);
    expect(await uploadCount()).toBe(before);
  });

  it("is for content staff only: a sales account gets 403 and nothing is stored", async () => {
    const before = await uploadCount();
    expect(((await settle(() => mediaLoader(args(visitors.rep.get("/admin/media"))))) as Response).status).toBe(403);
    expect((await upload(pngFile(), {}, visitors.rep)).status).toBe(403);
    expect(await uploadCount()).toBe(before);
  });

  it("refuses a post without the anti-forgery token or with an unknown intent", async () => {
    const noToken = await outcomeOf(() =>
      mediaAction(args(visitors.marketer.form("/admin/media", { intent: "describe", name: "0".repeat(32) + ".png", alt_text: "x" }, { honeypot: false, csrf: false }))),
    );
    expect(noToken.status).toBe(403);
    expect((await post({ intent: "rename" })).status).toBe(400);
  });
});

describe("older files", () => {
  it("get their size when the library lists them, and when a body shows one", async () => {
    const listedName = `${"a".repeat(31)}1.png`;
    const shownName = `${"b".repeat(31)}2.png`;
    for (const name of [listedName, shownName]) {
      await getDb().insert(uploadedFiles).values({ name, purpose: "article", contentType: "image/png", bytes: png, byteSize: png.length });
    }
    expect((await rowOf(listedName))?.width).toBeNull();

    await library();
    expect(await rowOf(listedName)).toMatchObject({ width: 40, height: 30 });

    // The library filled every unknown size, so put one back to see the render do it.
    await getDb().update(uploadedFiles).set({ width: null, height: null }).where(eq(uploadedFiles.name, shownName));
    const article = await publishedArticle(`![Chart](/uploads/${shownName})`);
    const page = (await publicArticleLoader(args(new Request(`http://localhost/articles/${article.slug}`), { slug: article.slug }))) as {
      article: { html: string };
    };
    expect(page.article.html).toContain('width="40" height="30"');
    expect(await rowOf(shownName)).toMatchObject({ width: 40, height: 30 });
  });
});

describe("alt text and bodies", () => {
  it("edits the alt text with an audit line, and a body without a description shows it; the body's own wins", async () => {
    const stored = await upload(pngFile());
    const name = nameFrom(stored.location);
    expect((await post({ intent: "describe", name, alt_text: "Fees table" })).status).toBe(302);
    expect((await rowOf(name))?.altText).toBe("Fees table");
    expect((await auditOf(name))[0]).toBe(`update: Described /uploads/${name} (alt text: (empty) -> Fees table)`);

    // Refused: too long, unknown, malformed; nothing changes.
    expect((await post({ intent: "describe", name, alt_text: "y".repeat(201) })).status).toBe(400);
    expect((await post({ intent: "describe", name: `${"c".repeat(32)}.png`, alt_text: "x" })).status).toBe(404);
    expect((await post({ intent: "describe", name: "../../etc/passwd", alt_text: "x" })).status).toBe(400);
    expect((await rowOf(name))?.altText).toBe("Fees table");

    const article = await publishedArticle(`![](/uploads/${name})\n\n![Our fees](/uploads/${name})\n\n<script>alert(1)</script>`);
    const page = (await publicArticleLoader(args(new Request(`http://localhost/articles/${article.slug}`), { slug: article.slug }))) as {
      article: { html: string };
    };
    expect(page.article.html).toContain(`<img src="/uploads/${name}" alt="Fees table" width="40" height="30" loading="lazy" decoding="async" />`);
    expect(page.article.html).toContain(`<img src="/uploads/${name}" alt="Our fees" width="40" height="30" loading="lazy" decoding="async" />`);
    expect(page.article.html).not.toContain("<script");

    const [dbPage] = await getDb().insert(pages).values({ slug: "media-page", title: "Media page", body: `![](/uploads/${name})`, published: true }).returning();
    const shown = (await slugLoader(args(new Request("http://localhost/media-page"), { slug: dbPage!.slug }))) as { page: { html: string } };
    expect(JSON.stringify(shown)).toContain('alt=\\"Fees table\\" width=\\"40\\" height=\\"30\\"');
  });
});

describe("deleting", () => {
  it("refuses an image in use with 409 naming and linking every use, and changes nothing", async () => {
    const name = nameFrom((await upload(pngFile(), { alt_text: "Used" })).location);
    const article = await publishedArticle(`Intro\n\n![Used](/uploads/${name})`);
    const auditBefore = await auditOf(name);

    const listed = (await library()).images.find((image) => image.name === name);
    expect(listed?.uses).toEqual([{ description: `article “${article.title}” (text)`, href: `/admin/articles/${article.id}` }]);

    const refused = await post({ intent: "delete", name, confirm: "on" });
    expect(refused.status).toBe(409);
    expect(refused.refusal?.message).toBe(`Not deleted: /uploads/${name} is used by article “${article.title}” (text). Remove it from there first.`);
    expect(refused.refusal?.uses).toEqual(listed?.uses);
    expect(await rowOf(name)).toBeDefined();
    expect(await auditOf(name)).toEqual(auditBefore);
  });

  it("needs the confirmation, then deletes an unused image with an audit line; an unknown one is a 404", async () => {
    const name = nameFrom((await upload(pngFile())).location);
    expect((await post({ intent: "delete", name })).status).toBe(400);
    expect(await rowOf(name)).toBeDefined();

    const confirmation = await library(`?delete=${name}`);
    expect(confirmation.deleting?.name).toBe(name);

    const deleted = await post({ intent: "delete", name, confirm: "on" });
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe("/admin/media?done=deleted");
    expect(await rowOf(name)).toBeUndefined();
    expect((await auditOf(name))[0]).toBe(`delete: Deleted /uploads/${name} from the media library`);
    expect((await post({ intent: "delete", name, confirm: "on" })).status).toBe(404);
  });

  it("sees a use written by any other screen: a co-brand logo stored through the store", async () => {
    const stored = await storeUploadedImage(pngFile(), "logo", { uploadedBy: ids.marketer });
    if (!stored.ok) throw new Error(stored.message);
    await getDb().insert(articles).values({
      slug: "media-cover",
      title: "Covered",
      excerpt: "E.",
      body: "B.",
      author: "T",
      publishedAt: "2026-01-05",
      published: false,
      coverImage: `https://example.com${stored.path}`,
      coverAlt: "Cover",
    });
    const refused = await post({ intent: "delete", name: stored.name, confirm: "on" });
    expect(refused.status).toBe(409);
    expect(refused.refusal?.uses.map((use) => use.description)).toEqual(["article “Covered” (cover)"]);
  });
});
