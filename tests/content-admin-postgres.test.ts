import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Visitor } from "./support/requests";
import { createScratchDatabase, type ScratchDatabase } from "./support/scratch-postgres";

/*
 * The article and page editors' writes on PostgreSQL: versioned updates, audit lines in
 * the same transaction, the unique slug, and the public date rule. DATABASE_URL names a
 * fresh database before any app module is imported (db/schema.ts picks its tables then).
 */
let scratch: ScratchDatabase | undefined;
let app: Awaited<ReturnType<typeof importApp>>;

async function importApp() {
  const [schema, db, staffAccounts, articleAdmin, pageAdmin, publicArticles, publicPages, publishState, drizzle] = await Promise.all([
    import("#db/schema"),
    import("~/utils/db.server"),
    import("~/features/staff/staff-accounts"),
    import("~/features/articles/article-admin.server"),
    import("~/features/database-pages/page-admin.server"),
    import("~/features/articles/articles.server"),
    import("~/features/database-pages/pages.server"),
    import("~/features/content-editing/publish-state"),
    import("drizzle-orm"),
  ]);
  const editorForm = await import("~/features/content-editing/editor-form.server");
  return { schema, db, staffAccounts, articleAdmin, pageAdmin, publicArticles, publicPages, publishState, drizzle, editorForm };
}

beforeAll(async () => {
  scratch = await createScratchDatabase("content_admin_pg");
  vi.stubEnv("DATABASE_URL", scratch.url);
  app = await importApp();
  await app.db.databaseReady();
}, 60_000);

afterAll(async () => {
  await app?.db.closeDatabase();
  vi.unstubAllEnvs();
  await scratch?.drop();
}, 60_000);

describe("the back office's articles and pages on PostgreSQL", () => {
  it("creates, schedules, publishes, refuses a stale or clashing save, unpublishes and deletes, with audit lines", async () => {
    const { db, schema, drizzle, staffAccounts, articleAdmin, pageAdmin, publicArticles, publicPages, publishState } = app;
    await staffAccounts.upsertStaffAccount(db.getDb(), { email: "pg-marketing@example.com", password: "a long enough password", role: "marketing" });
    const [account] = await db.getDb().select().from(schema.staffUsers).where(drizzle.eq(schema.staffUsers.email, "pg-marketing@example.com"));
    const staff = { id: account!.id, email: account!.email, name: null, timeZone: "America/Chicago", role: "marketing" };
    const visitor = await new Visitor().start();
    const today = publishState.siteToday();
    const fields = (values: Record<string, string> = {}) => ({
      title: "On PostgreSQL",
      slug: "on-postgresql",
      excerpt: "Excerpt",
      author: "Team",
      publish_date: "2999-01-01",
      body: "Hello **pg**",
      ...values,
    });
    const articleBySlug = async (slug: string) =>
      (await db.getDb().select().from(schema.articles).where(drizzle.eq(schema.articles.slug, slug)))[0];
    const send = async (existing: Awaited<ReturnType<typeof articleBySlug>> | null, body: Record<string, string>) => {
      try {
        const outcome = await articleAdmin.handleArticleEditorPost(visitor.form("/admin/articles/x", body, { honeypot: false }), staff, existing ?? null);
        if (outcome instanceof Response) return outcome.status;
        return (outcome as { init: { status?: number } | null }).init?.status ?? 200;
      } catch (thrown) {
        if (thrown instanceof Response) return thrown.status;
        throw thrown;
      }
    };

    expect(await send(null, { intent: "publish", ...fields() })).toBe(302);
    const scheduled = await articleBySlug("on-postgresql");
    expect(scheduled).toMatchObject({ published: true, version: 1 });
    expect(await publicArticles.findArticle("on-postgresql")).toBeNull();

    expect(await send(scheduled!, { intent: "save", version: "1", ...fields({ publish_date: today }) })).toBe(302);
    expect((await publicArticles.findArticle("on-postgresql"))?.title).toBe("On PostgreSQL");
    expect((await publicArticles.listArticlesForSitemap()).map((article) => article.slug)).toContain("on-postgresql");

    expect(await send(scheduled!, { intent: "save", version: "1", ...fields({ title: "Stale" }) })).toBe(409);
    expect(await send(null, { intent: "save", ...fields() })).toBe(400);
    // A save that raced past that check meets the unique index, which is read as "slug taken".
    const clash = await db
      .getDb()
      .insert(schema.articles)
      .values({ slug: "on-postgresql", title: "x", excerpt: "x", body: "x", author: "x", publishedAt: today })
      .catch((error: unknown) => error);
    expect(app.editorForm.isUniqueViolation(clash, "articles", "slug")).toBe(true);
    expect(app.editorForm.isUniqueViolation(clash, "pages", "slug")).toBe(false);
    const current = await articleBySlug("on-postgresql");
    expect(current).toMatchObject({ title: "On PostgreSQL", version: 2 });

    expect(await send(current!, { intent: "unpublish", version: "2" })).toBe(302);
    expect(await publicArticles.findArticle("on-postgresql")).toBeNull();
    const statuses = await articleAdmin.listArticlesForStaff();
    expect(statuses.find((article) => article.slug === "on-postgresql")?.status).toBe("unpublished");
    expect(await send(current!, { intent: "delete", version: "3", confirm: "on" })).toBe(302);
    expect(await articleBySlug("on-postgresql")).toBeUndefined();

    const actions = await db
      .getDb()
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(drizzle.and(drizzle.eq(schema.auditLog.entityType, "article"), drizzle.eq(schema.auditLog.entityId, String(current!.id))))
      .orderBy(schema.auditLog.id);
    expect(actions.map((line) => line.action)).toEqual(["create", "schedule", "update", "publish", "unpublish", "delete"]);

    // A database page, published at once.
    const page = await pageAdmin.handlePageEditorPost(
      visitor.form("/admin/pages/new", { intent: "publish", title: "PG page", slug: "pg-page", body: "Body" }, { honeypot: false }),
      staff,
      null,
    );
    expect(page instanceof Response ? page.status : 0).toBe(302);
    expect((await publicPages.findPublishedPage("pg-page"))?.title).toBe("PG page");
  });
});
