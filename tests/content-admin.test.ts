import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { articles, auditLog, pages, redirects, uploadedFiles } from "#db/schema";
import { isUniqueViolation } from "~/features/content-editing/editor-form.server";
import { goesLiveAt, savedNoticeMessage, siteClock, siteToday } from "~/features/content-editing/publish-state";
import { upsertStaffAccount } from "~/features/staff/staff-accounts";
import { action as articleAction, loader as articleEditorLoader } from "~/routes/admin.articles.$id";
import { loader as articleListLoader } from "~/routes/admin.articles._index";
import { action as pageAction, loader as pageEditorLoader } from "~/routes/admin.pages.$id";
import { loader as staffPagesLoader } from "~/routes/admin.pages._index";
import { action as adminLoginAction } from "~/routes/admin_.login";
import { headers as publicArticleHeaders, loader as publicArticleLoader } from "~/routes/articles.$slug";
import { loader as publicListLoader } from "~/routes/articles._index";
import { loader as slugLoader } from "~/routes/$slug";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { getDb } from "~/utils/db.server";
import { formatDateTimeInZone } from "~/utils/format";
import { settle, Visitor } from "./support/requests";

/**
 * The back office's articles and database pages (/admin/articles, /admin/pages), through
 * their loaders and actions with a signed-in staff member: what visitors then see on the
 * list, the article page, the catch-all and the sitemap, the audit lines, stale forms,
 * reserved slugs and hostile input.
 */
const MARKETING = { email: "marketing@example.com", password: "a long enough password", name: "Morgan Lee", timeZone: "America/Los_Angeles" };
const SALES = { email: "sales-rep@example.com", password: "another long password" };
const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });

type DataResult<T> = { data: T; init: ResponseInit | null };
interface EditorReply {
  result: { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
  previewHtml: string | null;
  alert: string | null;
  refreshed: { version: number; base: Record<string, string> } | null;
  keptImage: string | null;
  addedImage: string | null;
}

beforeAll(async () => {
  await upsertStaffAccount(getDb(), { ...MARKETING, role: "marketing" });
  await upsertStaffAccount(getDb(), { ...SALES, role: "sales" });
});

/** The browsers signed in through the sign-in action, one per account for the file: no test here signs out. */
const signedInBrowsers = new Map<string, Promise<Visitor>>();

/** A tab of the account's browser, signed in through the real sign-in action once for the file. */
async function signedIn(account: { email: string; password: string } = MARKETING): Promise<Visitor> {
  let browser = signedInBrowsers.get(account.email);
  if (!browser) {
    browser = signInThroughTheForm(account);
    signedInBrowsers.set(account.email, browser);
  }
  return (await browser).anotherTab();
}

async function signInThroughTheForm(account: { email: string; password: string }): Promise<Visitor> {
  const visitor = await new Visitor().start();
  const response = (await settle(() => adminLoginAction(args(visitor.form("/admin/login", account, { honeypot: false }))))) as Response;
  expect(response.status).toBe(302);
  visitor.rememberResponse(response);
  return visitor;
}

function daysFromToday(days: number): string {
  const [year = 0, month = 1, day = 1] = siteToday().split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const articleFields = (slug: string, values: Record<string, string> = {}) => ({
  title: `Article ${slug}`,
  slug,
  excerpt: "A short excerpt.",
  author: "Merchant Services Team",
  publish_date: siteToday(),
  body: "## Heading\n\nSome **bold** text.",
  ...values,
});

async function post(run: () => Promise<unknown>): Promise<{ status: number; location: string | null; reply: EditorReply | null }> {
  const outcome = await settle(run);
  if (outcome instanceof Response) return { status: outcome.status, location: outcome.headers.get("Location"), reply: null };
  const result = outcome as DataResult<EditorReply>;
  return { status: result.init?.status ?? 200, location: null, reply: result.data };
}

const postArticle = (staff: Visitor, id: string, fields: Record<string, string>) =>
  post(() => articleAction(args(staff.form(`/admin/articles/${id}`, fields, { honeypot: false }), { id })));
const postPage = (staff: Visitor, id: string, fields: Record<string, string>) =>
  post(() => pageAction(args(staff.form(`/admin/pages/${id}`, fields, { honeypot: false }), { id })));

async function articleBySlug(slug: string) {
  const [row] = await getDb().select().from(articles).where(eq(articles.slug, slug)).limit(1);
  return row;
}

async function auditOf(entityType: string, id: number) {
  return (await getDb().select().from(auditLog).where(eq(auditLog.entityId, String(id))).orderBy(desc(auditLog.id)))
    .filter((line) => line.entityType === entityType)
    .map((line) => ({ action: line.action, by: line.staffEmail, summary: line.summary }));
}

/** What visitors get: in the list, on its page (status), in the sitemap. */
async function publicView(slug: string) {
  const list = (await publicListLoader(args(new Request("http://localhost/articles")))) as { items: { slug: string }[] };
  const page = await settle(() => publicArticleLoader(args(new Request(`http://localhost/articles/${slug}`), { slug })));
  const sitemap = await (await sitemapLoader(args(new Request("http://localhost/sitemap.xml")))).text();
  return {
    listed: list.items.some((item) => item.slug === slug),
    pageStatus: page instanceof Response ? page.status : 200,
    inSitemap: sitemap.includes(`/articles/${slug}</loc>`),
  };
}

async function staffStatus(slug: string): Promise<string | undefined> {
  const staff = await signedIn();
  const { articles: list } = await articleListLoader(args(staff.get("/admin/articles")));
  return list.find((article) => article.slug === slug)?.status;
}

describe("articles in the back office", () => {
  it("creates a draft, schedules it, publishes it, unpublishes and deletes it, each with its audit line", async () => {
    const staff = await signedIn();
    const slug = "lifecycle-article";

    const created = await postArticle(staff, "new", { intent: "save", ...articleFields(slug) });
    expect(created.status).toBe(302);
    const draft = await articleBySlug(slug);
    expect(draft).toMatchObject({ published: false, version: 1 });
    const id = draft!.id;
    expect(created.location).toBe(`/admin/articles/${id}?saved=1&version=1`);
    expect(await publicView(slug)).toEqual({ listed: false, pageStatus: 404, inSitemap: false });
    expect(await staffStatus(slug)).toBe("draft");

    // Scheduled for tomorrow (in the site's zone): published, but not public yet.
    const tomorrow = daysFromToday(1);
    const scheduled = await postArticle(staff, String(id), { intent: "publish", version: "1", ...articleFields(slug, { publish_date: tomorrow }) });
    expect(scheduled.location).toBe(`/admin/articles/${id}?saved=published&version=2`);
    expect(await articleBySlug(slug)).toMatchObject({ published: true, publishedAt: tomorrow, version: 2 });
    expect(await publicView(slug)).toEqual({ listed: false, pageStatus: 404, inSitemap: false });
    expect(await staffStatus(slug)).toBe("scheduled");

    // Moved to today: public everywhere.
    const published = await postArticle(staff, String(id), { intent: "save", version: "2", ...articleFields(slug) });
    expect(published.status).toBe(302);
    expect(await publicView(slug)).toEqual({ listed: true, pageStatus: 200, inSitemap: true });
    expect(await staffStatus(slug)).toBe("published");
    const page = (await publicArticleLoader(args(new Request(`http://localhost/articles/${slug}`), { slug }))) as {
      article: { title: string; html: string; publishedAt: string };
    };
    expect(page.article).toMatchObject({ title: `Article ${slug}`, publishedAt: siteToday() });
    expect(page.article.html).toContain("<strong>bold</strong>");

    const unpublished = await postArticle(staff, String(id), { intent: "unpublish", version: "3" });
    expect(unpublished.location).toBe(`/admin/articles/${id}?saved=unpublished`);
    expect(await publicView(slug)).toEqual({ listed: false, pageStatus: 404, inSitemap: false });
    expect(await staffStatus(slug)).toBe("unpublished");

    const unconfirmed = await postArticle(staff, String(id), { intent: "delete", version: "4" });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.reply?.alert).toMatch(/Tick the box/);
    expect(await articleBySlug(slug)).toBeDefined();
    const deleted = await postArticle(staff, String(id), { intent: "delete", version: "4", confirm: "on" });
    expect(deleted.location).toBe(`/admin/articles?deleted=${encodeURIComponent(`Article ${slug}`)}`);
    expect(await articleBySlug(slug)).toBeUndefined();

    expect((await auditOf("article", id)).reverse()).toEqual([
      { action: "create", by: MARKETING.email, summary: `Created article “Article ${slug}”` },
      { action: "update", by: MARKETING.email, summary: `Edited article “Article ${slug}” (published at: ${siteToday()} -> ${tomorrow}; published: no -> yes)` },
      { action: "schedule", by: MARKETING.email, summary: `Scheduled article “Article ${slug}” for ${tomorrow}` },
      { action: "update", by: MARKETING.email, summary: `Edited article “Article ${slug}” (published at: ${tomorrow} -> ${siteToday()})` },
      { action: "publish", by: MARKETING.email, summary: `Published article “Article ${slug}”` },
      { action: "unpublish", by: MARKETING.email, summary: `Unpublished article “Article ${slug}”` },
      { action: "delete", by: MARKETING.email, summary: `Deleted article “Article ${slug}”` },
    ]);
  });

  it("refuses a stale save with 409, says what changed, keeps the typed values and changes nothing", async () => {
    const staff = await signedIn();
    const slug = "stale-article";
    await postArticle(staff, "new", { intent: "publish", ...articleFields(slug) });
    const id = String((await articleBySlug(slug))!.id);
    const base = Object.fromEntries(Object.entries(articleFields(slug)).map(([field, value]) => [`base_${field}`, value]));

    const first = await postArticle(staff, id, { intent: "save", version: "1", ...base, ...articleFields(slug, { title: "Their title" }) });
    expect(first.status).toBe(302);
    const second = await postArticle(staff, id, { intent: "save", version: "1", ...base, ...articleFields(slug, { excerpt: "My excerpt" }) });
    expect(second.status).toBe(409);
    expect(second.reply?.alert).toContain("Title (now “Their title”)");
    expect(second.reply?.alert).not.toContain("Excerpt");
    expect(second.reply?.result.initialValue).toMatchObject({ excerpt: "My excerpt", title: `Article ${slug}` });
    expect(second.reply?.refreshed).toMatchObject({ version: 2, base: { title: "Their title" } });
    expect(await articleBySlug(slug)).toMatchObject({ title: "Their title", excerpt: "A short excerpt.", version: 2 });

    // A stale delete is refused too.
    const staleDelete = await postArticle(staff, id, { intent: "delete", version: "1", confirm: "on" });
    expect(staleDelete.status).toBe(409);
    expect(await articleBySlug(slug)).toBeDefined();
  });

  it("checks the slug's shape and uniqueness, and refuses overlong fields, with field messages", async () => {
    const staff = await signedIn();
    await postArticle(staff, "new", { intent: "save", ...articleFields("taken-slug") });
    const taken = await postArticle(staff, "new", { intent: "save", ...articleFields("taken-slug") });
    expect(taken.status).toBe(400);
    expect(taken.reply?.result.error?.slug).toEqual(["Another one already uses this slug: choose another"]);

    // A save that raced past that check meets the unique index, which is read as "slug taken".
    const clash = await getDb()
      .insert(articles)
      .values({ slug: "taken-slug", title: "x", excerpt: "x", body: "x", author: "x", publishedAt: siteToday() })
      .catch((error: unknown) => error);
    expect(isUniqueViolation(clash, "articles", "slug")).toBe(true);
    expect(isUniqueViolation(clash, "pages", "slug")).toBe(false);

    const badShape = await postArticle(staff, "new", { intent: "save", ...articleFields("Bad Slug!") });
    expect(badShape.status).toBe(400);
    expect(badShape.reply?.result.error?.slug?.[0]).toMatch(/lower-case letters, digits and single hyphens/);

    const overlong = await postArticle(staff, "new", {
      intent: "save",
      ...articleFields("overlong", { title: "t".repeat(151), body: "b".repeat(40_001) }),
    });
    expect(overlong.status).toBe(400);
    expect(overlong.reply?.result.error?.title).toEqual(["Keep this to 150 characters or fewer"]);
    expect(overlong.reply?.result.error?.body).toEqual(["Keep this to 40,000 characters or fewer"]);
    expect(await articleBySlug("overlong")).toBeUndefined();
  });

  it("renders hostile Markdown inert in the preview and on the public page", async () => {
    const staff = await signedIn();
    const hostile = [
      "<script>window.__pwned=true</script>",
      '<img src=x onerror="window.__pwned=true">',
      "[click](javascript:window.__pwned=true)",
      '<a href="javascript:alert(1)">raw</a>',
    ].join("\n\n");
    const inert = (html: string) => {
      expect(html).not.toMatch(/<script|<img|\sonerror=|href="javascript:/i);
      expect(html).toContain("&lt;script&gt;");
    };
    const preview = await postArticle(staff, "new", { intent: "preview", ...articleFields("hostile", { body: hostile }) });
    expect(preview.status).toBe(200);
    inert(preview.reply?.previewHtml ?? "");
    expect(await articleBySlug("hostile")).toBeUndefined();

    await postArticle(staff, "new", { intent: "publish", ...articleFields("hostile", { body: hostile }) });
    const page = (await publicArticleLoader(args(new Request("http://localhost/articles/hostile"), { slug: "hostile" }))) as {
      article: { html: string };
    };
    inert(page.article.html);
  });

  it("stores a chosen cover at once, keeps it through a refused form, requires its description, shows it, and refuses SVG and HTML", async () => {
    const staff = await signedIn();
    const upload = (file: File | null, fields: Record<string, string>) => {
      const body = new FormData();
      for (const [key, value] of Object.entries({ csrf: staff.csrf, ...fields })) body.set(key, value);
      if (file) body.set("cover_file", file);
      const request = new Request("http://localhost/admin/articles/new", { method: "POST", headers: { Cookie: staff.cookieHeader() }, body });
      return post(() => articleAction(args(request, { id: "new" })));
    };
    const uploads = async () => (await getDb().select({ name: uploadedFiles.name }).from(uploadedFiles)).length;
    const pixels = await sharp({ create: { width: 12, height: 6, channels: 3, background: "#0b3b60" } }).png().toBuffer();
    const png = () => new File([new Uint8Array(pixels)], "cover.png", { type: "image/png" });

    // Refused for its missing description: the file cannot come back with the form, so it is stored and named in it.
    const before = await uploads();
    const withoutAlt = await upload(png(), { intent: "publish", ...articleFields("covered") });
    expect(withoutAlt.status).toBe(400);
    expect(withoutAlt.reply?.result.error?.cover_alt).toEqual(["Describe the cover image for people who cannot see it"]);
    const kept = withoutAlt.reply?.keptImage;
    expect(kept).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(await uploads()).toBe(before + 1);
    expect(await articleBySlug("covered")).toBeUndefined();

    for (const [name, type, text] of [
      ["cover.svg", "image/svg+xml", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'],
      ["cover.html", "text/html", "<html><script>alert(1)</script></html>"],
    ] as const) {
      const refused = await upload(new File([text], name, { type }), { intent: "publish", ...articleFields("covered", { cover_alt: "A cover" }) });
      expect(refused.status, name).toBe(400);
      expect(refused.reply?.result.error?.cover_file?.[0], name).toMatch(/PNG, JPEG, GIF or WebP/);
      expect(refused.reply?.keptImage, name).toBeNull();
      expect(await articleBySlug("covered")).toBeUndefined();
      expect(await uploads()).toBe(before + 1);
    }

    // A slug already taken: the stored cover stays with the form for the next try.
    await postArticle(staff, "new", { intent: "save", ...articleFields("cover-slug-taken") });
    const clash = await upload(null, { intent: "publish", kept_image: kept!, ...articleFields("cover-slug-taken", { cover_alt: "A cover" }) });
    expect(clash.status).toBe(400);
    expect(clash.reply?.keptImage).toBe(kept);

    // A kept_image that is no stored upload is ignored.
    const forged = await upload(null, { intent: "save", kept_image: "/uploads/0123456789abcdef0123456789abcdef.png", ...articleFields("forged-cover") });
    expect(forged.status).toBe(302);
    expect((await articleBySlug("forged-cover"))?.coverImage).toBeNull();

    // The second post carries only the kept address, and the article gets that cover.
    const stored = await upload(null, { intent: "publish", kept_image: kept!, ...articleFields("covered", { cover_alt: "Card terminal on a counter" }) });
    expect(stored.status).toBe(302);
    const row = await articleBySlug("covered");
    expect(row?.coverImage).toBe(kept);
    expect(row?.coverAlt).toBe("Card terminal on a counter");
    expect(await uploads()).toBe(before + 1);
    const list = (await publicListLoader(args(new Request("http://localhost/articles")))) as { items: { slug: string; coverImage: string | null }[] };
    expect(list.items.find((item) => item.slug === "covered")?.coverImage).toBe(row?.coverImage);

    const editor = await articleEditorLoader(args(staff.get(`/admin/articles/${row!.id}`), { id: String(row!.id) }));
    expect(editor.saved?.coverImage).toBe(row?.coverImage);
  });

  it("is refused to a sales account (403) and to a post without a session (401)", async () => {
    const sales = await signedIn(SALES);
    const page = await settle(() => articleListLoader(args(sales.get("/admin/articles"))));
    expect((page as Response).status).toBe(403);
    expect(await (page as Response).text()).toMatch(/Sales accounts cannot use this page/);
    const saved = await postArticle(sales, "new", { intent: "save", ...articleFields("by-sales") });
    expect(saved.status).toBe(403);
    const pagePost = await postPage(sales, "new", { intent: "save", title: "x", slug: "by-sales", body: "x" });
    expect(pagePost.status).toBe(403);
    expect(await articleBySlug("by-sales")).toBeUndefined();

    const anonymous = await new Visitor().start();
    expect((await postArticle(anonymous, "new", { intent: "save", ...articleFields("anonymous") })).status).toBe(401);
  });
});

describe("articles that behave like a CMS", () => {
  /** The public article route as a browser asks for it: the loader's answer, or the Response it threw. */
  async function articleAt(slug: string, visitor?: Visitor, query = "") {
    const path = `/articles/${slug}${query}`;
    const request = visitor ? visitor.get(path) : new Request(`http://localhost${path}`);
    return settle(() => publicArticleLoader(args(request, { slug })));
  }
  const statusOf = (answer: unknown) => (answer instanceof Response ? answer.status : 200);
  const locationOf = (answer: unknown) => (answer instanceof Response ? answer.headers.get("Location") : null);
  const editorOf = async (staff: Visitor, id: number, query = "") =>
    articleEditorLoader(args(staff.get(`/admin/articles/${id}${query}`), { id: String(id) }));

  it("moves a live article to a new slug: it warns in the saved notice, and every old address answers 301 to the current one", async () => {
    const staff = await signedIn();
    await postArticle(staff, "new", { intent: "publish", ...articleFields("moving-first") });
    const id = (await articleBySlug("moving-first"))!.id;

    const renamed = await postArticle(staff, String(id), { intent: "save", version: "1", ...articleFields("moving-second") });
    expect(renamed.location).toBe(`/admin/articles/${id}?saved=1&version=2&moved=${encodeURIComponent("/articles/moving-first")}`);
    const editor = await editorOf(staff, id, `?saved=1&moved=${encodeURIComponent("/articles/moving-first")}`);
    expect(editor.saved).toMatchObject({ slug: "moving-second", movedFrom: "/articles/moving-first" });
    // A made-up ?moved= is not believed.
    expect((await editorOf(staff, id, "?saved=1&moved=%2Farticles%2Felsewhere")).saved?.movedFrom).toBeNull();

    const first = await articleAt("moving-first", undefined, "?partner=2001&brand=gulf");
    expect(statusOf(first)).toBe(301);
    expect(locationOf(first)).toBe("/articles/moving-second?partner=2001&brand=gulf");
    expect((first as Response).headers.get("Cache-Control")).toBe("no-store");

    // A second move: both old addresses lead straight to the newest (no chain).
    await postArticle(staff, String(id), { intent: "save", version: "2", ...articleFields("moving-third") });
    expect(locationOf(await articleAt("moving-first"))).toBe("/articles/moving-third");
    expect(locationOf(await articleAt("moving-second"))).toBe("/articles/moving-third");
    expect(statusOf(await articleAt("moving-third"))).toBe(200);

    // Back to its first slug: that address is the article again, and nothing loops.
    await postArticle(staff, String(id), { intent: "save", version: "3", ...articleFields("moving-first") });
    expect(statusOf(await articleAt("moving-first"))).toBe(200);
    expect(locationOf(await articleAt("moving-second"))).toBe("/articles/moving-first");
    expect(locationOf(await articleAt("moving-third"))).toBe("/articles/moving-first");
    const stored = await getDb().select().from(redirects);
    expect(stored.filter((row) => row.toPath === "/articles/moving-first").map((row) => row.fromPath).sort()).toEqual([
      "/articles/moving-second",
      "/articles/moving-third",
    ]);
    expect(stored.find((row) => row.fromPath === "/articles/moving-second")?.createdBy).toBeTypeOf("number");

    // A new article that takes an old slug wins over the redirect once it is public.
    await postArticle(staff, "new", { intent: "publish", ...articleFields("moving-second", { title: "Another article" }) });
    const taken = (await articleAt("moving-second")) as { article: { title: string } };
    expect(taken.article.title).toBe("Another article");

    expect((await auditOf("article", id)).filter((line) => line.action === "redirect").map((line) => line.summary)).toContain(
      "Moved article “Article moving-third” from /articles/moving-second to /articles/moving-third; the old address redirects there",
    );
  });

  it("leaves no redirect when a draft or a scheduled article changes its slug", async () => {
    const staff = await signedIn();
    await postArticle(staff, "new", { intent: "publish", ...articleFields("later-first", { publish_date: daysFromToday(3) }) });
    const id = (await articleBySlug("later-first"))!.id;
    const renamed = await postArticle(staff, String(id), { intent: "save", version: "1", ...articleFields("later-second", { publish_date: daysFromToday(3) }) });
    expect(renamed.location).toBe(`/admin/articles/${id}?saved=1&version=2`);
    expect(statusOf(await articleAt("later-first"))).toBe(404);
  });

  it("schedules an article to a time of day on the site's clock, and shows it from that minute", async () => {
    const staff = await signedIn();
    // An hour ahead and an hour back on the site's clock (possibly on the next or the previous day).
    const [laterDate = "", laterTime = ""] = siteClock(new Date(Date.now() + 60 * 60_000)).split("T");
    const [earlierDate = "", earlierTime = ""] = siteClock(new Date(Date.now() - 60 * 60_000)).split("T");
    await postArticle(staff, "new", { intent: "publish", ...articleFields("timed-later", { publish_date: laterDate, publish_time: laterTime }) });
    await postArticle(staff, "new", { intent: "publish", ...articleFields("timed-earlier", { publish_date: earlierDate, publish_time: earlierTime }) });
    expect(statusOf(await articleAt("timed-later"))).toBe(404);
    expect(statusOf(await articleAt("timed-earlier"))).toBe(200);
    const later = (await articleBySlug("timed-later"))!;
    expect(later.publishTime).toBe(laterTime);
    const { saved } = await editorOf(staff, later.id);
    expect(saved?.status).toBe("scheduled");
    expect(saved?.goesLive).toBe(formatDateTimeInZone(goesLiveAt(laterDate, laterTime), MARKETING.timeZone));
    // Its minute comes: visitors get it.
    await getDb().update(articles).set({ publishTime: earlierTime, publishedAt: earlierDate }).where(eq(articles.id, later.id));
    expect(statusOf(await articleAt("timed-later"))).toBe(200);
    const refused = await postArticle(staff, "new", { intent: "publish", ...articleFields("timed-bad", { publish_time: "25:00" }) });
    expect(refused.status).toBe(400);
  });

  it("shows a scheduled or draft article to staff who edit content as a private preview, and 404 to everybody else", async () => {
    const staff = await signedIn();
    const later = daysFromToday(2);
    await postArticle(staff, "new", { intent: "publish", ...articleFields("preview-scheduled", { publish_date: later }) });
    await postArticle(staff, "new", { intent: "save", ...articleFields("preview-draft") });

    for (const slug of ["preview-scheduled", "preview-draft"]) {
      expect(statusOf(await articleAt(slug)), slug).toBe(404);
      expect(statusOf(await articleAt(slug, await new Visitor().start())), slug).toBe(404);
      expect(statusOf(await articleAt(slug, await signedIn(SALES))), slug).toBe(404);
    }

    const answer = (await articleAt("preview-scheduled", staff)) as DataResult<{ article: { title: string }; preview: { message: string; editPath: string } }>;
    const id = (await articleBySlug("preview-scheduled"))!.id;
    const goesLive = formatDateTimeInZone(goesLiveAt(later), MARKETING.timeZone);
    expect(goesLive).toMatch(/P[SD]T$/);
    expect(answer.data.article.title).toBe("Article preview-scheduled");
    expect(answer.data.preview).toEqual({
      message: `Preview — not published yet, goes live ${goesLive}. Visitors cannot see this page until then.`,
      editPath: `/admin/articles/${id}`,
    });
    const sent = new Headers(publicArticleHeaders({ loaderHeaders: new Headers(answer.init?.headers) } as never) as HeadersInit);
    expect(sent.get("Cache-Control")).toBe("private, no-store");
    expect(sent.get("X-Robots-Tag")).toBe("noindex, nofollow");

    const draft = (await articleAt("preview-draft", staff)) as DataResult<{ preview: { message: string } }>;
    expect(draft.data.preview.message).toMatch(/^Preview — not published: visitors cannot see this page/);

    // The editor offers a link for colleagues: a sales account reads the draft with it, nobody reads it without a session.
    const draftId = (await articleBySlug("preview-draft"))!.id;
    const shared = (await editorOf(staff, draftId)).sharedPreview;
    expect(shared?.href).toMatch(/^\/articles\/preview-draft\?preview=\d+\.[\w-]+$/);
    const query = shared!.href.slice("/articles/preview-draft".length);
    const bySales = (await articleAt("preview-draft", await signedIn(SALES), query)) as DataResult<{ preview: { message: string } }>;
    expect(bySales.data.preview.message).toMatch(/^Preview — not published: .* This link works for signed-in staff until /);
    expect(locationOf(await articleAt("preview-draft", await new Visitor().start(), query))).toMatch(/^\/admin\/login\?redirectTo=/);
    expect(statusOf(await articleAt("preview-scheduled", await signedIn(SALES), query))).toBe(404);
    expect(statusOf(await articleAt("preview-draft", await signedIn(SALES), `${query}x`))).toBe(404);

    // A public article is the public page, with no preview and no private headers.
    await postArticle(staff, "new", { intent: "publish", ...articleFields("preview-public") });
    expect(await articleAt("preview-public", staff)).toMatchObject({ preview: null });
    expect((await editorOf(staff, (await articleBySlug("preview-public"))!.id)).sharedPreview).toBeNull();
  });

  it("adds an uploaded image to the body: stored at once, its Markdown appended with the description, nothing saved", async () => {
    const staff = await signedIn();
    const pixels = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#0b3b60" } }).webp().toBuffer();
    const send = (fields: Record<string, string>, file: File | null) => {
      const body = new FormData();
      for (const [key, value] of Object.entries({ csrf: staff.csrf, intent: "add-image", ...fields })) body.set(key, value);
      if (file) body.set("body_image_file", file);
      const request = new Request("http://localhost/admin/articles/new", { method: "POST", headers: { Cookie: staff.cookieHeader() }, body });
      return post(() => articleAction(args(request, { id: "new" })));
    };
    const image = () => new File([new Uint8Array(pixels)], "chart.webp", { type: "image/webp" });

    const added = await send({ ...articleFields("with-image"), body_image_alt: "Fees [by] month\nchart" }, image());
    expect(added.status).toBe(200);
    const path = added.reply?.addedImage;
    expect(path).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    // A browser's multipart form sends a textarea's lines with CRLF.
    expect(String(added.reply?.result.initialValue?.body).replace(/\r\n/g, "\n")).toBe(`## Heading\n\nSome **bold** text.\n\n![Fees by month chart](${path})\n`);
    expect(added.reply?.previewHtml).toContain(`<img src="${path}" alt="Fees by month chart"`);
    expect(await articleBySlug("with-image")).toBeUndefined();

    const withoutDescription = await send(articleFields("with-image"), image());
    expect(withoutDescription.status).toBe(400);
    expect(withoutDescription.reply?.result.error?.body_image_alt).toEqual(["Describe the image for people who cannot see it"]);
    expect(withoutDescription.reply?.addedImage).toBeNull();
    const withoutFile = await send({ ...articleFields("with-image"), body_image_alt: "A chart" }, null);
    expect(withoutFile.reply?.result.error?.body_image_file).toEqual(["Choose the image to add to the body"]);
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], "x.svg", { type: "image/svg+xml" });
    const refused = await send({ ...articleFields("with-image"), body_image_alt: "A chart" }, svg);
    expect(refused.reply?.result.error?.body_image_file?.[0]).toMatch(/PNG, JPEG, GIF or WebP/);

    // Saved with the body, the public page shows the image with the pixel size recorded when it was stored.
    await postArticle(staff, "new", { intent: "publish", ...articleFields("with-image", { body: added.reply!.result.initialValue!.body as string }) });
    const page = (await articleAt("with-image")) as { article: { html: string } };
    expect(page.article.html).toContain(`<img src="${path}" alt="Fees by month chart" width="10" height="10" loading="lazy" decoding="async" />`);
  });

  it("says after a save exactly where the article stands, offers the slug from the title and the author from the account", async () => {
    const staff = await signedIn();
    const fresh = await articleEditorLoader(args(staff.get("/admin/articles/new"), { id: "new" }));
    expect(fresh.defaults.author).toBe(MARKETING.name);

    // Without JavaScript an empty slug is made from the title.
    const draft = await postArticle(staff, "new", { intent: "save", ...articleFields("", { title: "Café & Bar Fees: What’s New" }) });
    expect(draft.status).toBe(302);
    const row = (await articleBySlug("cafe-and-bar-fees-whats-new"))!;
    expect(row.title).toBe("Café & Bar Fees: What’s New");
    const notice = async () => {
      const { saved } = await editorOf(staff, row.id);
      return savedNoticeMessage("1", saved!.status, saved!.goesLive);
    };
    expect(await notice()).toBe("Saved as a draft.");

    const later = daysFromToday(5);
    await postArticle(staff, String(row.id), { intent: "publish", version: "1", ...articleFields(row.slug, { publish_date: later }) });
    expect(await notice()).toBe(`Saved. Scheduled to go live on ${formatDateTimeInZone(goesLiveAt(later), MARKETING.timeZone)}.`);

    await postArticle(staff, String(row.id), { intent: "save", version: "2", ...articleFields(row.slug) });
    expect(await notice()).toBe("Saved and published.");
  });
});

describe("database pages in the back office", () => {
  const pageFields = (slug: string, values: Record<string, string> = {}) => ({
    title: `Page ${slug}`,
    slug,
    description: "What this page is about.",
    body: "Hello **there**.",
    ...values,
  });
  const pageBySlug = async (slug: string) => (await getDb().select().from(pages).where(eq(pages.slug, slug)).limit(1))[0];
  const catchAll = (slug: string) => settle(() => slugLoader(args(new Request(`http://localhost/${slug}`), { slug })));
  const sitemap = async () => (await sitemapLoader(args(new Request("http://localhost/sitemap.xml")))).text();

  it.each([
    ["admin", /reserved for the site's own routes/],
    ["uploads", /reserved for the site's own routes/],
    ["consult", /already a page of the site/],
    ["surcharge", /already a page of the site/],
    ["mca", /already a page of the site/],
    ["speedybusinessloan", /already a page of the site/],
    ["articles", /already a page of the site/],
  ])("refuses the slug %s, which a route of its own owns", async (slug, message) => {
    const staff = await signedIn();
    const refused = await postPage(staff, "new", { intent: "publish", ...pageFields(slug) });
    expect(refused.status).toBe(400);
    expect(refused.reply?.result.error?.slug?.[0]).toMatch(message);
    expect(await pageBySlug(slug)).toBeUndefined();
  });

  it("publishes a page at /{slug} and in the sitemap, hides it from search engines on request, unpublishes and deletes it", async () => {
    const staff = await signedIn();
    const created = await postPage(staff, "new", { intent: "publish", ...pageFields("pricing-guide") });
    expect(created.status).toBe(302);
    const row = (await pageBySlug("pricing-guide"))!;
    const id = String(row.id);
    const shown = (await catchAll("pricing-guide")) as { kind: string; page: { title: string; html: string } };
    expect(shown).toMatchObject({ kind: "database", page: { title: "Page pricing-guide" } });
    expect(shown.page.html).toContain("<strong>there</strong>");
    expect(await sitemap()).toContain("/pricing-guide</loc>");

    expect((await postPage(staff, id, { intent: "save", version: "1", ...pageFields("pricing-guide", { noindex: "on" }) })).status).toBe(302);
    expect(await sitemap()).not.toContain("/pricing-guide</loc>");

    expect((await postPage(staff, id, { intent: "unpublish", version: "2" })).status).toBe(302);
    expect(((await catchAll("pricing-guide")) as Response).status).toBe(404);
    const { pages: listed } = await staffPagesLoader(args(staff.get("/admin/pages")));
    expect(listed.find((page) => page.slug === "pricing-guide")?.status).toBe("unpublished");

    const stale = await postPage(staff, id, { intent: "save", version: "2", base_title: "Page pricing-guide", ...pageFields("pricing-guide") });
    expect(stale.status).toBe(409);

    expect((await postPage(staff, id, { intent: "delete", version: "3", confirm: "on" })).status).toBe(302);
    expect(await pageBySlug("pricing-guide")).toBeUndefined();
    expect((await auditOf("page", row.id)).map((line) => line.action).reverse()).toEqual(["create", "publish", "update", "unpublish", "delete"]);
  });

  it("warns the editor when another page of the site has the same title or description, and still saves", async () => {
    const staff = await signedIn();
    const fields = pageFields("surcharge-twin", { title: "surcharge  program", description: "A description of its own." });
    expect((await postPage(staff, "new", { intent: "save", ...fields })).status).toBe(302);
    const row = (await pageBySlug("surcharge-twin"))!;
    const editor = await pageEditorLoader(args(staff.get(`/admin/pages/${row.id}`), { id: String(row.id) }));
    expect(editor.searchTwins).toEqual({ title: ["/surcharge"], description: [] });
    const renamed = pageFields("surcharge-twin", { title: "Surcharge rules for Mississippi", description: "A description of its own." });
    expect((await postPage(staff, String(row.id), { intent: "save", version: "1", ...renamed })).status).toBe(302);
    const after = await pageEditorLoader(args(staff.get(`/admin/pages/${row.id}`), { id: String(row.id) }));
    expect(after.searchTwins).toEqual({ title: [], description: [] });
  });
});
