import { desc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { articles, auditLog, clientBrandings, lightboxes, navigationItems, pages, partnerBrandings } from "#db/schema";
import { upsertStaffAccount } from "~/features/staff/staff-accounts";
import { storeUploadedImage } from "~/features/uploads/upload-store.server";
import { action as articleAction } from "~/routes/admin.articles.$id";
import { action as brandsAction } from "~/routes/admin.brands";
import { action as popupAction } from "~/routes/lightbox-config.$id";
import { loader as uploadLoader } from "~/routes/uploads.$name";
import { getDb, inTransaction, lockForDecision, onPostgres, selectRows } from "~/utils/db.server";
import { settle, type Visitor } from "./support/requests";
import { signedInVisitor } from "./support/staff-sign-in";

/**
 * An uploaded image may be shown by several things at once (a co-brand's logo typed as the
 * path of an article's cover, an image in a page's text). Deleting or replacing one of
 * them deletes the file only when nothing else uses it; otherwise the file stays and the
 * audit log says who still uses it.
 */
const ADMIN = { email: "uploads-admin@example.com", password: "a long enough password" };
const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });

let staff: Visitor;
let png: Buffer;
beforeAll(async () => {
  await upsertStaffAccount(getDb(), { ...ADMIN, role: "admin" });
  staff = await signedInVisitor(ADMIN);
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0f766e" } }).png().toBuffer();
});

async function newUpload(): Promise<string> {
  const stored = await storeUploadedImage(new File([new Uint8Array(png)], "image.png", { type: "image/png" }), "article");
  if (!stored.ok) throw new Error(stored.message);
  return stored.path;
}

async function served(path: string): Promise<number> {
  const response = await settle(() => uploadLoader(args(new Request(`http://localhost${path}`), { name: path.slice("/uploads/".length) })));
  return (response as Response).status;
}

/** PostgreSQL: transactions of this database waiting for an advisory lock (other test files have databases of their own). */
const ADVISORY_LOCK_WAITERS = sql`select count(*) as count from pg_locks
  where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())`;

let counter = 0;
const unique = (prefix: string) => `${prefix}-${(counter += 1)}`;

async function insertArticle(values: Partial<typeof articles.$inferInsert> = {}) {
  const slug = unique("shared-image-article");
  const [row] = await getDb()
    .insert(articles)
    .values({ slug, title: `Title of ${slug}`, excerpt: "Excerpt.", body: "Body.", author: "Team", publishedAt: "2026-01-05", published: true, ...values })
    .returning();
  return row!;
}

async function insertClientBrand(logoUrl: string) {
  const [row] = await getDb()
    .insert(clientBrandings)
    .values({ clientId: unique("client"), businessName: unique("Riverbend Outfitters"), logoUrl, logoAltText: "Logo", active: true })
    .returning();
  return row!;
}

async function insertPopup(image: string) {
  const [row] = await getDb().insert(lightboxes).values({ name: unique("Promo"), header: "Header", active: false, page: "home", image }).returning();
  return row!;
}

async function latestAuditSummaries(count = 3): Promise<string[]> {
  return (await getDb().select().from(auditLog).orderBy(desc(auditLog.id)).limit(count)).map((line) => line.summary);
}

const deleteBrand = (key: string, version: number) =>
  settle(() => brandsAction(args(staff.form("/admin/brands", { intent: "delete", key, version: String(version), confirm: "on" }, { honeypot: false }))));
const deleteArticle = (id: number, version: number) =>
  settle(() =>
    articleAction(args(staff.form(`/admin/articles/${id}`, { intent: "delete", version: String(version), confirm: "on" }, { honeypot: false }), { id: String(id) })),
  );
const deletePopup = (id: number) =>
  settle(() => popupAction(args(staff.form(`/lightbox-config/${id}`, { intent: "delete", confirm: "on" }, { honeypot: false }), { id: String(id) })));

describe("deleting the owner of an image something else shows", () => {
  it("keeps a co-brand's logo that is an article's cover, and the audit line names the article", async () => {
    const path = await newUpload();
    const article = await insertArticle({ coverImage: path, coverAlt: "Cover" });
    const brand = await insertClientBrand(path);

    expect(((await deleteBrand(`client:${brand.id}`, brand.version)) as Response).status).toBe(302);
    expect(await getDb().select().from(clientBrandings).where(eq(clientBrandings.id, brand.id))).toEqual([]);
    expect(await served(path)).toBe(200);
    expect((await latestAuditSummaries()).join("\n")).toContain(`article “${article.title}” (cover)`);

    // Once the last user goes, so does the file.
    expect(((await deleteArticle(article.id, article.version)) as Response).status).toBe(302);
    expect(await served(path)).toBe(404);
  });

  it("keeps an article's cover that a pop-up shows or a page's text links to", async () => {
    const path = await newUpload();
    const article = await insertArticle({ coverImage: path, coverAlt: "Cover" });
    const popup = await insertPopup(path);
    const [page] = await getDb()
      .insert(pages)
      .values({ slug: unique("page-with-image"), title: "About our terminals", body: `See ![terminal](${path}) here.`, published: true })
      .returning();

    expect(((await deleteArticle(article.id, article.version)) as Response).status).toBe(302);
    expect(await served(path)).toBe(200);
    const audit = (await latestAuditSummaries()).join("\n");
    expect(audit).toContain(`pop-up “${popup.name}” (image)`);
    expect(audit).toContain(`page “${page!.title}” (text)`);
  });

  it("keeps a pop-up's image that a co-brand and a navigation link use", async () => {
    const path = await newUpload();
    const popup = await insertPopup(path);
    const [partner] = await getDb()
      .insert(partnerBrandings)
      .values({ partnerId: unique("partner"), businessName: "Gulf Coast Bank", logoUrl: path, active: true })
      .returning();
    const [item] = await getDb()
      .insert(navigationItems)
      .values({ sectionType: "solutions", slug: unique("brochure"), title: "Brochure", linkUrl: `https://www.example.com${path}`, sortOrder: 99 })
      .returning();

    expect(((await deletePopup(popup.id)) as Response).status).toBe(302);
    expect(await served(path)).toBe(200);
    const audit = (await latestAuditSummaries()).join("\n");
    expect(audit).toContain(`partner co-brand “${partner!.businessName}” (logo)`);
    expect(audit).toContain(`navigation item “${item!.title}” (link)`);
  });

  it("keeps an SVG logo while an article shows it as its cover, and deletes it with its last user", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" fill="#0f766e"/></svg>';
    expect(await storeUploadedImage(new File([svg], "logo.svg", { type: "image/svg+xml" }), "article")).toMatchObject({ ok: false });
    const stored = await storeUploadedImage(new File([svg], "logo.svg", { type: "image/svg+xml" }), "logo");
    if (!stored.ok) throw new Error(stored.message);
    expect(stored.path).toMatch(/^\/uploads\/[a-f0-9]{32}\.svg$/);
    const article = await insertArticle({ coverImage: stored.path, coverAlt: "Partner logo" });
    const brand = await insertClientBrand(stored.path);
    expect(((await deleteBrand(`client:${brand.id}`, brand.version)) as Response).status).toBe(302);
    expect(await served(stored.path)).toBe(200);
    expect(((await deleteArticle(article.id, article.version)) as Response).status).toBe(302);
    expect(await served(stored.path)).toBe(404);
  });

  it("still deletes a file nothing else uses", async () => {
    const path = await newUpload();
    const popup = await insertPopup(path);
    await insertArticle({ body: "An unrelated /uploads/00000000000000000000000000000000.png mention." });
    expect(((await deletePopup(popup.id)) as Response).status).toBe(302);
    expect(await served(path)).toBe(404);
  });
});

describe("replacing an image something else shows", () => {
  it("keeps an article's old cover that another article's text shows", async () => {
    const path = await newUpload();
    const article = await insertArticle({ coverImage: path, coverAlt: "Cover" });
    const other = await insertArticle({ body: `![chart](${path})` });
    const saved = await settle(() =>
      articleAction(
        args(
          staff.form(
            `/admin/articles/${article.id}`,
            {
              intent: "save",
              version: String(article.version),
              title: article.title,
              slug: article.slug,
              excerpt: article.excerpt,
              author: article.author,
              publish_date: article.publishedAt,
              body: article.body,
              remove_cover: "on",
            },
            { honeypot: false },
          ),
          { id: String(article.id) },
        ),
      ),
    );
    expect((saved as Response).status).toBe(302);
    expect((await getDb().select().from(articles).where(eq(articles.id, article.id)))[0]?.coverImage).toBeNull();
    expect(await served(path)).toBe(200);
    expect((await latestAuditSummaries()).join("\n")).toContain(`article “${other.title}” (text)`);
  });

  it("keeps a co-brand's old logo that a pop-up shows", async () => {
    const path = await newUpload();
    const brand = await insertClientBrand(path);
    const popup = await insertPopup(path);
    const saved = await settle(() =>
      brandsAction(
        args(
          staff.form(
            "/admin/brands",
            {
              intent: "save",
              key: `client:${brand.id}`,
              version: String(brand.version),
              kind: "client",
              brand_id: brand.clientId,
              business_name: brand.businessName,
              logo_url: "/images/logo.svg",
              logo_alt_text: "Logo",
              active: "on",
            },
            { honeypot: false },
          ),
        ),
      ),
    );
    expect((saved as Response).status).toBe(302);
    expect(await served(path)).toBe(200);
    expect((await latestAuditSummaries()).join("\n")).toContain(`pop-up “${popup.name}” (image)`);
  });
});

describe("a reference saved while the owner is being deleted", () => {
  it("is never lost: the deletion waits for it and keeps the file", async () => {
    const path = await newUpload();
    const popup = await insertPopup(path);
    const article = await insertArticle();
    let finishWriting!: () => void;
    const writing = new Promise<void>((resolve) => (finishWriting = resolve));
    let deletionDone = false;

    // An editor's save that links the image, still open when the pop-up is deleted.
    const save = inTransaction(async (tx) => {
      await lockForDecision(tx, "upload-references");
      await tx.update(articles).set({ body: `![offer](${path})` }).where(eq(articles.id, article.id));
      await writing;
    });
    const deletion = deletePopup(popup.id).then((result) => {
      deletionDone = true;
      return result;
    });
    // Let the deletion run as far as it can while the save is open: on PostgreSQL until it
    // waits for the save's lock (or, without one, until it is done); on SQLite it queues
    // behind the save's transaction.
    if (onPostgres()) {
      for (let tries = 0; tries < 500 && !deletionDone; tries += 1) {
        const [waiting] = await selectRows<{ count: number | string }>(ADVISORY_LOCK_WAITERS);
        if (Number(waiting?.count) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
    finishWriting();
    await save;
    expect(((await deletion) as Response).status).toBe(302);
    expect(await served(path)).toBe(200);
    expect((await latestAuditSummaries()).join("\n")).toContain(`article “${article.title}” (text)`);
  });
});
