import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, contentRevisions, jobs, pageEdits, uploadedFiles, pages } from "#db/schema";
import { findContentSource } from "~/features/content-pages/content-library.server";
import { PAGE_EDIT_JOB_HANDLERS } from "~/features/page-edits/page-edits.server";
import { valuesOfSource } from "~/features/page-edits/page-edit-values";
import { placesUsingUpload } from "~/features/uploads/upload-references.server";
import { loader as slugLoader } from "~/routes/$slug";
import { action, loader } from "~/routes/admin.content.$";
import { action as dbPageAction, loader as dbPageEditorLoader } from "~/routes/admin.pages.$id";
import { action as homeAction, loader as homeEditorLoader } from "~/routes/admin.content.home";
import { loader as homeLoader } from "~/routes/_index";
import { homeContent } from "~/features/home/home-content";
import { homeTextValues } from "~/features/home/home-texts";
import { loader as listLoader } from "~/routes/admin.content._index";
import { loader as industryLoader } from "~/routes/industries.$name";
import { loader as allIndustriesLoader } from "~/routes/all-industries";
import { getDb } from "~/utils/db.server";
import { answerStatus, settle, type Visitor } from "./support/requests";
import { staffWithSessions } from "./support/staff-sign-in";

/*
 * Editing a page shipped as a file (issue 30, decision 088) through the editor's loader and
 * action, and what visitors and staff previews then get from the page's own route.
 */

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });
const ids = {} as Record<"marketing" | "sales", number>;
const visitors = {} as Record<"marketing" | "sales", Visitor>;

type Editor = Awaited<ReturnType<typeof loader>>;
type Reply = { data: { result: { error?: Record<string, string[] | null> } | null; alert: string | null; autosaved?: { version: number } }; init: { status?: number } | null };

const shipped = (path: string) => {
  const source = findContentSource(path);
  if (!source) throw new Error(`no content page ${path}`);
  return valuesOfSource(source);
};
const openEditor = async (path: string, query = "", as: Visitor = visitors.marketing) =>
  (await settle(() => loader(args(as.get(`/admin/content${path}${query}`), { "*": path.slice(1) })))) as Editor;
const post = (path: string, fields: Record<string, string>, as: Visitor = visitors.marketing) =>
  settle(() => action(args(as.form(`/admin/content${path}`, fields, { honeypot: false }), { "*": path.slice(1) })));
const location = (answer: unknown) => (answer instanceof Response ? answer.headers.get("Location") : null);
const status = (answer: unknown) => (answer instanceof Response ? answer.status : ((answer as Reply).init?.status ?? 200));

/** What a visitor (or a staff member's browser) gets at a content page's address. */
async function visit(path: string, as?: Visitor) {
  const request = as ? as.get(path) : new Request(`http://localhost${path}`);
  const { pathname } = new URL(request.url);
  const segments = pathname.slice(1).split("/");
  const answer = await settle(() =>
    segments[0] === "industries" ? industryLoader(args(request, { name: segments[1]! })) : slugLoader(args(request, { slug: segments[0]! })),
  );
  // A preview comes wrapped with its private headers (`data()`); a public page is the plain object.
  const wrapped = answer && typeof answer === "object" && "init" in answer && "data" in answer ? (answer as { data: object; init: { headers?: Record<string, string> } }) : null;
  const page = (wrapped ? { ...wrapped.data, headers: wrapped.init.headers } : answer) as object;
  return page as { page: { title: string; h1: string; social: { title?: string } }; preview: { message: string } | null; headers?: Record<string, string> } & Response;
}

const row = async (path: string) => (await getDb().select().from(pageEdits).where(eq(pageEdits.path, path)))[0];

beforeAll(async () => {
  await staffWithSessions(
    {
      marketing: { email: "page-edits-marketing@example.com", role: "marketing", timeZone: "America/New_York", name: "Pat Editor" },
      sales: { email: "page-edits-sales@example.com", role: "sales", timeZone: "America/Chicago" },
    },
    { ids, visitors },
  );
});

describe("editing a shipped page", () => {
  it("lists every page with its family and status, for content staff only", async () => {
    const list = (await settle(() => listLoader(args(visitors.marketing.get("/admin/content"))))) as Awaited<ReturnType<typeof listLoader>>;
    const surcharge = list.lines.find((line) => line.path === "/surcharge");
    expect(surcharge).toMatchObject({ family: "product", status: "shipped", editPath: "/admin/content/surcharge" });
    expect(list.lines.some((line) => line.family === "industry")).toBe(true);
    expect(list.lines.some((line) => line.family === "article")).toBe(true);
    const filtered = (await settle(() => listLoader(args(visitors.marketing.get("/admin/content?family=industry&q=grocery"))))) as typeof list;
    expect(filtered.lines.map((line) => line.path)).toEqual(["/industries/grocery"]);
    expect(answerStatus(await settle(() => listLoader(args(visitors.sales.get("/admin/content")))))).toBe(403);
    expect(answerStatus(await settle(() => loader(args(visitors.sales.get("/admin/content/surcharge"), { "*": "surcharge" }))))).toBe(403);
    expect(answerStatus(await settle(() => loader(args(visitors.marketing.get("/admin/content/nope"), { "*": "nope" }))))).toBe(404);
  });

  it("saves a draft visitors do not see, previews it for staff by a signed link, publishes it, and goes back to the shipped version", async () => {
    const editor = await openEditor("/surcharge");
    expect(editor).toMatchObject({ status: "shipped", version: 0 });
    expect(editor.defaults.title).toBe("Surcharge Program");
    const values = { ...shipped("/surcharge"), h1: "Surcharging, done right", social_title: "Cut card fees to 0%" };

    const draft = await post("/surcharge", { ...values, intent: "save", version: "0" });
    expect(location(draft)).toBe("/admin/content/surcharge?saved=draft&version=1");
    expect((await visit("/surcharge")).page.h1).toBe("Pass Credit Card Fees to Customers, the Compliant Way");

    const withDraft = await openEditor("/surcharge");
    expect(withDraft).toMatchObject({ status: "draft", version: 1 });
    expect(withDraft.defaults.h1).toBe("Surcharging, done right");
    const previewPath = withDraft.previewPath;
    expect(withDraft.previewLink).toBe(`http://localhost${previewPath}`);
    expect(previewPath).toMatch(/^\/surcharge\?preview=\d+\.[\w-]+$/);
    const preview = await visit(previewPath, visitors.sales);
    expect(preview.page.h1).toBe("Surcharging, done right");
    expect(preview.preview?.message).toMatch(/^Preview of the latest draft/);
    expect(preview.headers).toEqual({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" });
    const anonymous = await visit(previewPath);
    expect(location(anonymous)).toBe(`/admin/login?redirectTo=${encodeURIComponent(previewPath)}`);
    expect(status(await visit("/surcharge?preview=123.abc", visitors.sales))).toBe(404);
    expect(status(await visit(previewPath.replace("/surcharge", "/dual-pricing"), visitors.sales))).toBe(404);

    expect(location(await post("/surcharge", { ...values, intent: "publish", version: "1" }))).toBe("/admin/content/surcharge?saved=published&version=2");
    const published = await visit("/surcharge");
    expect(published.page.h1).toBe("Surcharging, done right");
    expect(published.page.social.title).toBe("Cut card fees to 0%");
    expect((await openEditor("/surcharge")).status).toBe("edited");

    const lines = await getDb().select().from(auditLog).where(eq(auditLog.entityType, "content-page"));
    expect(lines.map((line) => line.summary)).toEqual([
      "Saved a draft of page “Surcharge Program” (/surcharge)",
      "Published an edit of page “Surcharge Program” (/surcharge)",
    ]);
    const revisions = await getDb().select().from(contentRevisions).where(eq(contentRevisions.subject, "file:/surcharge"));
    expect(revisions.map((revision) => revision.action)).toEqual(["baseline", "update", "publish"]);

    expect(status(await post("/surcharge", { intent: "revert", version: "2" }))).toBe(400);
    expect(location(await post("/surcharge", { intent: "revert", version: "2", confirm: "on" }))).toBe("/admin/content/surcharge?saved=reverted&version=3");
    expect((await visit("/surcharge")).page.h1).toBe("Pass Credit Card Fees to Customers, the Compliant Way");
    expect((await openEditor("/surcharge")).status).toBe("shipped");
  });

  it("refuses a stale form, bad fields and unknown actions with a 4xx, and stores nothing", async () => {
    const before = await row("/surcharge");
    const values = shipped("/surcharge");
    const stale = (await post("/surcharge", { ...values, intent: "save", version: "1" })) as Reply;
    expect(status(stale)).toBe(409);
    expect(stale.data.alert).toMatch(/^Not saved: this was changed/);
    const invalid = (await post("/surcharge", { ...values, faqs: "no heading", related: "https://evil.example/", intent: "publish", version: String(before!.version) })) as Reply;
    expect(status(invalid)).toBe(400);
    expect(invalid.data.result?.error?.faqs?.[0]).toMatch(/Start each item/);
    expect(invalid.data.result?.error?.related?.[0]).toMatch(/path on this site/);
    expect(status(await post("/surcharge", { ...values, title: "", intent: "save", version: String(before!.version) }))).toBe(400);
    expect(status(await post("/surcharge", { ...values, intent: "explode", version: String(before!.version) }))).toBe(400);
    expect(status(await post("/surcharge", { ...values, intent: "save", version: "x" }))).toBe(400);
    expect(await row("/surcharge")).toEqual(before);
  });

  it("autosaves a draft without a revision, and schedules one that visitors get from its moment", async () => {
    const values = { ...shipped("/industries/grocery"), h1: "Grocery payments, scheduled" };
    const autosaved = (await post("/industries/grocery", { ...values, intent: "autosave", version: "0" })) as Reply;
    expect(status(autosaved)).toBe(200);
    expect(autosaved.data.autosaved?.version).toBe(1);
    const revisions = async () => (await getDb().select().from(contentRevisions).where(eq(contentRevisions.subject, "file:/industries/grocery"))).map((r) => r.action);
    expect(await revisions()).toEqual(["baseline"]);

    const refused = (await post("/industries/grocery", { ...values, intent: "schedule", publish_at: "2020-01-01T09:00", version: "1" })) as Reply;
    expect(status(refused)).toBe(400);
    expect(refused.data.result?.error?.publish_at?.[0]).toMatch(/future/);
    expect(location(await post("/industries/grocery", { ...values, intent: "schedule", publish_at: "2099-12-01T09:00", version: "1" }))).toBe(
      "/admin/content/industries/grocery?saved=scheduled&version=2",
    );
    const scheduled = await openEditor("/industries/grocery");
    expect(scheduled).toMatchObject({ status: "scheduled", publishAtValue: "2099-12-01T09:00", goesLive: "Tue, Dec 1, 2099, 10:00 AM EST" });
    expect((await visit("/industries/grocery")).page.h1).not.toBe("Grocery payments, scheduled");

    // The moment comes: visitors get the draft at once, and the job makes it the published edit.
    await getDb().update(pageEdits).set({ publishAt: Date.parse("2026-01-01T15:00:00.000Z") }).where(eq(pageEdits.path, "/industries/grocery"));
    expect((await visit("/industries/grocery")).page.h1).toBe("Grocery payments, scheduled");
    const job = (await getDb().select().from(jobs).where(eq(jobs.kind, "page-edit.publish")))[0];
    expect(job?.payload).toEqual({ path: "/industries/grocery", publishAt: Date.parse("2099-12-01T15:00:00.000Z") });
    const handler = PAGE_EDIT_JOB_HANDLERS["page-edit.publish"]!;
    const context = {} as Parameters<typeof handler>[1];
    expect(await handler({ path: "/industries/grocery", publishAt: Date.parse("2099-12-01T15:00:00.000Z") }, context)).toEqual({ nothingToDo: "the schedule was changed or cancelled" });
    // A job queued before instants were stored in epoch ms (decision 092) names its moment in ISO text.
    expect(await handler({ path: "/industries/grocery", publishAt: "2026-01-01T15:00:00.000Z" }, context)).toBe("done");
    expect(await row("/industries/grocery")).toMatchObject({ draft: null, publishAt: null, publishedAt: Date.parse("2026-01-01T15:00:00.000Z") });
    expect(await revisions()).toEqual(["baseline", "schedule", "publish"]);
    expect((await visit("/industries/grocery")).page.h1).toBe("Grocery payments, scheduled");
  });

  it("shows that the shipped file changed under a published edit until someone keeps the edit or drops it", async () => {
    const edit = await row("/industries/grocery");
    await getDb().update(pageEdits).set({ shippedHash: "an-older-file" }).where(eq(pageEdits.path, "/industries/grocery"));
    const editor = await openEditor("/industries/grocery", "?compare=shipped");
    expect(editor.shippedChanged).toBe(true);
    expect(editor.shippedComparison?.map((field) => field.label)).toEqual(["Main heading"]);
    expect(location(await post("/industries/grocery", { intent: "keep", version: String(edit!.version) }))).toBe(`/admin/content/industries/grocery?saved=kept&version=${edit!.version + 1}`);
    expect((await openEditor("/industries/grocery")).shippedChanged).toBe(false);
  });

  it("counts an upload in an edit as a use, so the media library keeps it", async () => {
    const name = "0123456789abcdef0123456789abcdef.png";
    await getDb().insert(uploadedFiles).values({ name, contentType: "image/png", bytes: Buffer.from("x"), byteSize: 1, purpose: "article" });
    const values = { ...shipped("/dual-pricing"), body: `${shipped("/dual-pricing").body}\n\n![A terminal](/uploads/${name})` };
    expect(location(await post("/dual-pricing", { ...values, intent: "save", version: "0" }))).toBe("/admin/content/dual-pricing?saved=draft&version=1");
    expect(await placesUsingUpload(`/uploads/${name}`)).toEqual(["page “/dual-pricing” (draft)"]);
  });

  it("edits the home page's texts the same way: a draft staff preview, then published for visitors, listed with every page", async () => {
    const homeFor = async (request: Request) => {
      const answer = (await settle(() => homeLoader(args(request)))) as {
        data: { texts: { hero: { h1: string } } | null; preview: { message: string } | null; entry: { social?: { title?: string } } };
      };
      return answer.data;
    };
    const values = { ...homeTextValues(homeContent), hero_h1: "Payments that pay you back", social_title: "Card fees, cut to 0%" };
    const postHome = (fields: Record<string, string>) => settle(() => homeAction(args(visitors.marketing.form("/admin/content/home", fields, { honeypot: false }))));
    expect(location(await postHome({ ...values, intent: "save", version: "0" }))).toBe("/admin/content/home?saved=draft&version=1");
    expect((await homeFor(new Request("http://localhost/"))).texts).toBeNull();

    const editor = (await settle(() => homeEditorLoader(args(visitors.marketing.get("/admin/content/home"))))) as { status: string; previewPath: string; defaults: { hero_h1: string } };
    expect(editor).toMatchObject({ status: "draft", defaults: { hero_h1: "Payments that pay you back" } });
    expect(editor.previewPath).toMatch(/^\/\?preview=/);
    const preview = await homeFor(visitors.sales.get(editor.previewPath));
    expect(preview.texts?.hero.h1).toBe("Payments that pay you back");
    expect(preview.preview?.message).toMatch(/^Preview of the latest draft of the home page's texts/);

    const refused = (await postHome({ ...values, business_cards: "## Only one\nCard.", intent: "publish", version: "1" })) as Reply;
    expect(status(refused)).toBe(400);
    expect(refused.data.result?.error?.business_cards?.[0]).toMatch(/^Write 6 items/);
    expect(location(await postHome({ ...values, intent: "publish", version: "1" }))).toBe("/admin/content/home?saved=published&version=2");
    const published = await homeFor(new Request("http://localhost/"));
    expect(published.texts?.hero.h1).toBe("Payments that pay you back");
    // The link preview's title goes out with the manifest entry the home page's meta tags are made from.
    expect(published.entry.social).toEqual({ title: "Card fees, cut to 0%" });

    const list = (await settle(() => listLoader(args(visitors.marketing.get("/admin/content?family=home"))))) as Awaited<ReturnType<typeof listLoader>>;
    expect(list.lines).toMatchObject([{ path: "/", family: "home", status: "edited", editPath: "/admin/content/home" }]);
    expect(answerStatus(await settle(() => homeEditorLoader(args(visitors.sales.get("/admin/content/home")))))).toBe(403);
  });

  it("shows a database page's draft to content staff and to a colleague with its preview link, and 404 to visitors", async () => {
    const fields = { title: "Holiday hours", slug: "holiday-hours", description: "When we are open.", body: "Open every day.", intent: "save" };
    const saved = await settle(() => dbPageAction(args(visitors.marketing.form("/admin/pages/new", fields, { honeypot: false }), { id: "new" })));
    expect(status(saved)).toBe(302);
    const [row] = await getDb().select().from(pages).where(eq(pages.slug, "holiday-hours"));
    expect(row?.published).toBe(false);
    const editor = (await settle(() => dbPageEditorLoader(args(visitors.marketing.get(`/admin/pages/${row!.id}`), { id: String(row!.id) })))) as {
      sharedPreview: { href: string } | null;
    };
    const link = editor.sharedPreview?.href ?? "";
    expect(link).toMatch(/^\/holiday-hours\?preview=\d+\.[\w-]+$/);

    expect(status(await visit("/holiday-hours"))).toBe(404);
    expect(status(await visit("/holiday-hours", visitors.sales))).toBe(404);
    const own = await visit("/holiday-hours", visitors.marketing);
    expect(own.preview?.message).toBe("Preview — not published: visitors cannot see this page until it is published.");
    expect(own.headers).toEqual({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" });
    const shared = await visit(link, visitors.sales);
    expect(shared.preview?.message).toMatch(/This link works for signed-in staff until /);
    expect(location(await visit(link))).toMatch(/^\/admin\/login\?redirectTo=/);
  });

  it("shows a published edit's title and introduction where other pages link to it", async () => {
    const values = { ...shipped("/retail"), title: "Retail & Storefronts", lead: "Checkout for **every** kind of shop." };
    expect(location(await post("/retail", { ...values, intent: "publish", version: "0" }))).toBe("/admin/content/retail?saved=published&version=1");
    const surcharge = (await visit("/surcharge")) as unknown as { related: { href: string; title: string }[] };
    expect(surcharge.related.find((link) => link.href === "/retail")?.title).toBe("Retail & Storefronts");
    // Another page taking the edited title is told it would look like /retail in search results.
    const twin = (await openEditor("/dual-pricing")).searchTwins;
    expect(twin.title).toEqual([]);
    const clash = (await post("/dual-pricing", { ...shipped("/dual-pricing"), title: "Retail & Storefronts", intent: "save", version: "1" })) as Reply;
    expect(location(clash)).toBe("/admin/content/dual-pricing?saved=draft&version=2");
    expect((await openEditor("/dual-pricing")).searchTwins.title).toEqual(["/retail"]);
    // A preview link works beside a co-brand's parameters (the page is then shown co-branded).
    const previewPath = (await openEditor("/dual-pricing")).previewPath;
    expect((await visit(`${previewPath}&client=1001&brand=riverbend`, visitors.sales)).preview?.message).toMatch(/^Preview of the latest draft/);
    const directory = (await settle(() => allIndustriesLoader())) as Awaited<ReturnType<typeof allIndustriesLoader>>;
    const retail = directory.groups[0]?.links.find((link) => link.href === "/retail");
    expect(retail).toMatchObject({ title: "Retail & Storefronts", description: "Checkout for every kind of shop." });
  });
});
