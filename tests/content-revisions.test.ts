import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { articles, contentRevisions, pages } from "#db/schema";
import { upsertStaffAccount } from "~/features/staff/staff-accounts";
import { action as articleAction, loader as articleEditorLoader } from "~/routes/admin.articles.$id";
import { action as pageAction, loader as pageEditorLoader } from "~/routes/admin.pages.$id";
import { action as adminLoginAction } from "~/routes/admin_.login";
import { loader as slugLoader } from "~/routes/$slug";
import { getDb } from "~/utils/db.server";
import { formatDateTimeInZone } from "~/utils/format";
import { settle, Visitor } from "./support/requests";

/**
 * Revisions of back-office pages and articles (issue 30, decision 086): every save is
 * kept with who and when, a revision compares with the stored version, and opening one
 * in the editor then saving restores it, through the editors' own loaders and actions.
 */
const MARKETING = { email: "revisions@example.com", password: "a long enough password", name: "Robin Vale", timeZone: "America/Los_Angeles" };
const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });

let staff: Visitor;

beforeAll(async () => {
  await upsertStaffAccount(getDb(), { ...MARKETING, role: "marketing" });
  const visitor = await new Visitor().start();
  const signIn = (await settle(() => adminLoginAction(args(visitor.form("/admin/login", MARKETING, { honeypot: false }))))) as Response;
  expect(signIn.status).toBe(302);
  visitor.rememberResponse(signIn);
  staff = visitor;
});

async function postTo(action: typeof pageAction, path: string, id: string, fields: Record<string, string>): Promise<number> {
  const outcome = await settle(() => action(args(staff.form(`${path}/${id}`, fields, { honeypot: false }), { id })));
  return outcome instanceof Response ? outcome.status : ((outcome as { init: ResponseInit | null }).init?.status ?? 200);
}
const postPage = (id: string, fields: Record<string, string>) => postTo(pageAction, "/admin/pages", id, fields);
const postArticle = (id: string, fields: Record<string, string>) => postTo(articleAction, "/admin/articles", id, fields);
const pageEditor = (id: number, query = "") => pageEditorLoader(args(staff.get(`/admin/pages/${id}${query}`), { id: String(id) }));
const revisionsOf = async (subject: string) =>
  getDb().select().from(contentRevisions).where(eq(contentRevisions.subject, subject)).orderBy(asc(contentRevisions.id));

const pageFields = (values: Record<string, string> = {}) => ({
  title: "Interchange explained",
  slug: "interchange-explained",
  description: "How interchange works.",
  body: "First version of the body.",
  ...values,
});

describe("revisions of a database page", () => {
  it("keeps every save with who and when, compares one with the stored version, and restores it through an ordinary save", async () => {
    expect(await postPage("new", { intent: "publish", ...pageFields() })).toBe(302);
    const [row] = await getDb().select().from(pages).where(eq(pages.slug, "interchange-explained"));
    const id = row!.id;
    expect(await postPage(String(id), { intent: "save", version: "1", ...pageFields({ title: "Interchange, explained", body: "A rewritten body." }) })).toBe(302);
    expect(await postPage(String(id), { intent: "unpublish", version: "2" })).toBe(302);

    const stored = await revisionsOf(`page:${id}`);
    expect(stored.map((revision) => [revision.action, revision.rowVersion])).toEqual([
      ["publish", 1],
      ["update", 2],
      ["unpublish", 3],
    ]);
    expect(JSON.parse(stored[0]!.fields)).toMatchObject({ title: "Interchange explained", body: "First version of the body." });

    const editor = await pageEditor(id);
    expect(editor.revisions.list.map((line) => line.action)).toEqual(["Unpublished", "Saved", "Published"]);
    expect(editor.revisions.list.every((line) => line.by === "Robin Vale")).toBe(true);
    expect(editor.revisions.list.at(-1)!.at).toBe(formatDateTimeInZone(new Date(stored[0]!.createdAt), MARKETING.timeZone));

    const first = stored[0]!.id;
    const compared = await pageEditor(id, `?compare=${first}`);
    expect(compared.revisions.comparison?.fields.map((field) => field.field)).toEqual(["title", "body"]);
    const body = compared.revisions.comparison!.fields[1]!;
    // Read without the added runs it is the revision; without the removed ones, the stored body.
    expect(body.parts.filter((part) => part.kind !== "added").map((part) => part.text).join("")).toBe("First version of the body.");
    expect(body.parts.filter((part) => part.kind !== "removed").map((part) => part.text).join("")).toBe("A rewritten body.");
    expect(body.parts.some((part) => part.kind === "same")).toBe(true);

    // Any two revisions compare, the older first whichever way they are asked for.
    const second = stored[1]!.id;
    const between = await pageEditor(id, `?compare=${second}&with=${first}`);
    expect(between.revisions.comparison).toMatchObject({ revisionId: first, withRevisionId: second });
    expect(between.revisions.comparison?.fields.map((field) => field.field)).toEqual(["title", "body"]);
    const unpublished = await pageEditor(id, `?compare=${second}&with=${stored[2]!.id}`);
    expect(unpublished.revisions.comparison?.fields).toEqual([]);
    expect((await pageEditor(id, `?compare=${first}&with=nope`)).revisions.comparison?.withRevisionId).toBeNull();

    // Opening the revision fills the form and changes nothing; the version stays the stored one.
    const restoring = await pageEditor(id, `?revision=${first}`);
    expect(restoring.revisions.restoring).toBe(first);
    expect(restoring.defaults).toMatchObject({ title: "Interchange explained", body: "First version of the body." });
    expect(restoring.version).toBe(3);
    expect(restoring.previewHtml).toContain("First version of the body.");
    expect((await revisionsOf(`page:${id}`)).length).toBe(3);

    // Saving it (published again) is the restore: the visitor gets the first version back.
    expect(await postPage(String(id), { intent: "publish", version: "3", ...pageFields() })).toBe(302);
    const shown = (await settle(() => slugLoader(args(new Request("http://localhost/interchange-explained"), { slug: "interchange-explained" })))) as {
      page: { title: string; html: string };
    };
    expect(shown.page.title).toBe("Interchange explained");
    expect(shown.page.html).toContain("First version of the body.");
    expect((await revisionsOf(`page:${id}`)).map((revision) => revision.action)).toEqual(["publish", "update", "unpublish", "publish"]);
  });

  it("keeps a page's social title and description for its link previews, and in its revisions", async () => {
    const fields = pageFields({ slug: "social-card", title: "Social card", social_title: "A card worth sharing", social_description: "  " });
    expect(await postPage("new", { intent: "publish", ...fields })).toBe(302);
    const shown = (await settle(() => slugLoader(args(new Request("http://localhost/social-card"), { slug: "social-card" })))) as {
      page: { social: { title?: string; description?: string } };
    };
    expect(shown.page.social).toEqual({ title: "A card worth sharing" });
    const [row] = await getDb().select().from(pages).where(eq(pages.slug, "social-card"));
    expect(JSON.parse((await revisionsOf(`page:${row!.id}`))[0]!.fields)).toMatchObject({ social_title: "A card worth sharing", social_description: "" });
  });

  it("keeps what is typed into a stored page by itself as a revision that changes nothing visitors get, one per member", async () => {
    expect(await postPage("new", { intent: "publish", ...pageFields({ slug: "autosaved-page", title: "Autosaved page" }) })).toBe(302);
    const [row] = await getDb().select().from(pages).where(eq(pages.slug, "autosaved-page"));
    const id = row!.id;
    const typed = { intent: "autosave", version: "1", ...pageFields({ slug: "autosaved-page", title: "Half-typed tit", body: "" }) };
    expect(await postPage(String(id), typed)).toBe(200);
    expect(await postPage(String(id), { ...typed, title: "Half-typed title" })).toBe(200);
    const stored = await revisionsOf(`page:${id}`);
    expect(stored.map((revision) => revision.action)).toEqual(["publish", "autosave"]);
    expect(JSON.parse(stored[1]!.fields)).toMatchObject({ title: "Half-typed title", body: "", noindex: false });
    const [unchanged] = await getDb().select().from(pages).where(eq(pages.id, id));
    expect(unchanged).toMatchObject({ title: "Autosaved page", version: 1 });

    const editor = await pageEditor(id);
    expect(editor.revisions.unappliedAutosave?.id).toBe(stored[1]!.id);
    expect((await pageEditor(id, `?revision=${stored[1]!.id}`)).defaults.title).toBe("Half-typed title");
    expect(await postPage("new", { ...typed })).toBe(400);
    expect(await postPage(String(id), { ...typed, title: "bad\u0000text" })).toBe(400);

    expect(await postPage(String(id), { intent: "save", version: "1", ...pageFields({ slug: "autosaved-page", title: "Half-typed title" }) })).toBe(302);
    expect((await pageEditor(id)).revisions.unappliedAutosave).toBeNull();
  });

  it("ignores a revision of another row, or an id that is not one, and forgets a deleted row's revisions", async () => {
    expect(await postPage("new", { intent: "save", ...pageFields({ slug: "other-page", title: "Other page" }) })).toBe(302);
    const [other] = await getDb().select().from(pages).where(eq(pages.slug, "other-page"));
    const [interchange] = await getDb().select().from(pages).where(eq(pages.slug, "interchange-explained"));
    const foreign = (await revisionsOf(`page:${interchange!.id}`))[0]!.id;
    for (const query of [`?revision=${foreign}`, "?revision=abc", "?revision=99999999999", `?compare=${foreign}`]) {
      const editor = await pageEditor(other!.id, query);
      expect(editor.revisions.restoring).toBeNull();
      expect(editor.revisions.comparison).toBeNull();
      expect(editor.defaults).toMatchObject({ title: "Other page" });
    }
    expect(await postPage(String(other!.id), { intent: "delete", version: "1", confirm: "on" })).toBe(302);
    expect(await revisionsOf(`page:${other!.id}`)).toEqual([]);
  });
});

describe("revisions of an article that existed before its first recorded save", () => {
  it("keeps its values from before that save as a baseline, so the first edit can be undone", async () => {
    const [seeded] = await getDb().select().from(articles).orderBy(asc(articles.id)).limit(1);
    const article = seeded!;
    expect(await revisionsOf(`article:${article.id}`)).toEqual([]);
    const edited = {
      title: `${article.title} (edited)`,
      slug: article.slug,
      excerpt: article.excerpt,
      author: article.author,
      publish_date: article.publishedAt,
      body: "An edit that went wrong.",
      cover_alt: article.coverAlt ?? "",
    };
    expect(await postArticle(String(article.id), { intent: "save", version: String(article.version), ...edited })).toBe(302);
    const stored = await revisionsOf(`article:${article.id}`);
    expect(stored.map((revision) => [revision.action, revision.createdBy === null])).toEqual([
      ["baseline", true],
      ["update", false],
    ]);
    expect(JSON.parse(stored[0]!.fields)).toMatchObject({ title: article.title, body: article.body });

    const editor = await articleEditorLoader(args(staff.get(`/admin/articles/${article.id}?revision=${stored[0]!.id}`), { id: String(article.id) }));
    expect(editor.revisions.list.at(-1)).toMatchObject({ action: "Before the first recorded edit", by: "—" });
    expect(editor.defaults).toMatchObject({ title: article.title, body: article.body });
  });
});
