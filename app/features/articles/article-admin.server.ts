import { and, desc, eq, ne, sql } from "drizzle-orm";
import { articles, type ArticleRow } from "#db/schema";
import { recordAudit } from "~/features/audit/audit-log.server";
import {
  handleContentEditorPost,
  type ChangeOutcome,
  type ContentKind,
  type SaveOutcome,
} from "~/features/content-editing/content-editor.server";
import { idsUnpublishedBefore, isUniqueViolation } from "~/features/content-editing/editor-form.server";
import { publishStatus, siteToday, STATUS_LABELS, type PublishStatus } from "~/features/content-editing/publish-state";
import { SLUG_MESSAGES } from "~/features/content-editing/slug-rules";
import { baseValuesOf, type BaseValues } from "~/features/content-editing/stale-form";
import type { StaffMember } from "~/features/staff/session.server";
import { MAX_IMAGE_BYTES } from "~/features/uploads/image-upload";
import { deleteUploadedFile, IMAGE_TOO_LARGE, storeUploadedImage } from "~/features/uploads/upload-store.server";
import { renderMarkdown } from "~/features/markdown/render-markdown.server";
import { getDb, inTransaction } from "~/utils/db.server";
import { notFound } from "~/utils/http.server";
import {
  ARTICLE_FIELD_LABELS,
  articleEditorSchema,
  articleFormValues,
  newArticleDefaults,
  type ArticleEditorInput,
  type ArticleFormValues,
} from "./article-editor-schema";

export const COVER_FIELD = "cover_file";

export interface StaffArticleSummary {
  id: number;
  title: string;
  slug: string;
  status: PublishStatus;
  statusLabel: string;
  publishDate: string;
  lastChange: string;
  coverImage: string | null;
  coverAlt: string | null;
}

const lastChangeOf = (row: { updatedAt: string | null; createdAt: string }) => row.updatedAt ?? row.createdAt;

/** Every article for staff, newest publish date first, with its status. */
export async function listArticlesForStaff(now = new Date()): Promise<StaffArticleSummary[]> {
  const today = siteToday(now);
  const unpublished = await idsUnpublishedBefore("article");
  const rows = await getDb().select().from(articles).orderBy(desc(articles.publishedAt), desc(articles.id));
  return rows.map((row) => {
    const status = publishStatus({ published: row.published, publishDate: row.publishedAt }, today, unpublished.has(String(row.id)));
    return {
      id: row.id,
      title: row.title,
      slug: row.slug,
      status,
      statusLabel: STATUS_LABELS[status],
      publishDate: row.publishedAt,
      lastChange: lastChangeOf(row),
      coverImage: row.coverImage,
      coverAlt: row.coverAlt,
    };
  });
}

export function parseArticleId(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

async function findArticleRow(id: number): Promise<ArticleRow | null> {
  const [row] = await getDb().select().from(articles).where(eq(articles.id, id)).limit(1);
  return row ?? null;
}

/** The editor route's article: null for /admin/articles/new, 404 for an unknown id. */
export async function requireEditableArticle(idParam: string | undefined): Promise<ArticleRow | null> {
  if (idParam === "new") return null;
  const id = parseArticleId(idParam);
  const row = id ? await findArticleRow(id) : null;
  if (!row) throw notFound();
  return row;
}

export interface ArticleEditorData {
  id: number | null;
  version: number;
  defaults: ArticleFormValues;
  base: BaseValues;
  saved: { title: string; slug: string; status: PublishStatus; statusLabel: string; coverImage: string | null } | null;
  /** Published or scheduled: saving keeps it so. */
  published: boolean;
  /** The stored body as visitors get it. */
  previewHtml: string;
  today: string;
}

export async function loadArticleEditor(row: ArticleRow | null, now = new Date()): Promise<ArticleEditorData> {
  const today = siteToday(now);
  if (!row) {
    const defaults = newArticleDefaults(today);
    return { id: null, version: 0, defaults, base: baseValuesOf({ ...defaults }), saved: null, published: false, previewHtml: "", today };
  }
  const unpublished = await idsUnpublishedBefore("article");
  const status = publishStatus({ published: row.published, publishDate: row.publishedAt }, today, unpublished.has(String(row.id)));
  const defaults = articleFormValues(row);
  return {
    id: row.id,
    version: row.version,
    defaults,
    base: baseValuesOf({ ...defaults }),
    saved: { title: row.title, slug: row.slug, status, statusLabel: STATUS_LABELS[status], coverImage: row.coverImage },
    published: row.published,
    previewHtml: renderMarkdown(row.body),
    today,
  };
}

const staleOf = (row: ArticleRow) => ({ version: row.version, values: { ...articleFormValues(row) } });

async function slugTaken(slug: string, exceptId: number | null): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: articles.id })
    .from(articles)
    .where(exceptId === null ? eq(articles.slug, slug) : and(eq(articles.slug, slug), ne(articles.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

/** The audit line of a publish: "schedule" when the date is still ahead in the site's zone. */
function publishAction(publishDate: string, now = new Date()): "publish" | "schedule" {
  return publishDate > siteToday(now) ? "schedule" : "publish";
}

async function saveArticle(input: {
  staff: StaffMember;
  existing: ArticleRow | null;
  version: number | null;
  value: ArticleEditorInput;
  publish: boolean;
  image: FormDataEntryValue | null;
}): Promise<SaveOutcome> {
  const { staff, existing, version, value, publish, image } = input;
  if (image === IMAGE_TOO_LARGE) {
    return { ok: false, fieldErrors: { [COVER_FIELD]: [`Images are limited to ${MAX_IMAGE_BYTES / 1024 / 1024} MB`] } };
  }
  if (await slugTaken(value.slug, existing?.id ?? null)) return { ok: false, fieldErrors: { slug: [SLUG_MESSAGES.taken] } };

  // The upload is stored first and removed again if the row is not written.
  let coverImage = value.remove_cover ? null : (existing?.coverImage ?? null);
  let uploaded: string | null = null;
  if (image instanceof File) {
    const stored = await storeUploadedImage(image, "article");
    if (!stored.ok) return { ok: false, fieldErrors: { [COVER_FIELD]: [stored.message] } };
    uploaded = stored.path;
    coverImage = stored.path;
  }
  const published = publish || (existing?.published ?? false);
  const fields = {
    title: value.title,
    slug: value.slug,
    excerpt: value.excerpt,
    author: value.author,
    body: value.body,
    publishedAt: value.publish_date,
    coverImage,
    coverAlt: coverImage ? (value.cover_alt ?? null) : null,
    published,
  };
  // A publish line when it goes public or its day moves (a schedule), not for every edit of a live article.
  const becomesPublic = published && (!existing?.published || existing.publishedAt !== value.publish_date);

  let outcome: SaveOutcome;
  try {
    outcome = await inTransaction(async (tx) => {
      let id: number;
      if (existing) {
        const [updated] = await tx
          .update(articles)
          .set({ ...fields, updatedAt: new Date().toISOString(), version: sql`${articles.version} + 1` })
          .where(and(eq(articles.id, existing.id), eq(articles.version, version ?? 0)))
          .returning({ id: articles.id });
        if (!updated) {
          const [current] = await tx.select().from(articles).where(eq(articles.id, existing.id)).limit(1);
          if (!current) throw notFound();
          return { ok: false as const, stale: staleOf(current) };
        }
        id = updated.id;
        await recordAudit(staff, { action: "update", entityType: "article", entityId: id, summary: `Edited article “${value.title}”` }, tx);
      } else {
        const [created] = await tx.insert(articles).values(fields).returning({ id: articles.id });
        if (!created) throw new Error("the article was not inserted");
        id = created.id;
        await recordAudit(staff, { action: "create", entityType: "article", entityId: id, summary: `Created article “${value.title}”` }, tx);
      }
      if (becomesPublic) {
        const action = publishAction(value.publish_date);
        const summary =
          action === "schedule" ? `Scheduled article “${value.title}” for ${value.publish_date}` : `Published article “${value.title}”`;
        await recordAudit(staff, { action, entityType: "article", entityId: id, summary }, tx);
      }
      return { ok: true as const, id };
    });
  } catch (error) {
    await deleteUploadedFile(uploaded);
    if (isUniqueViolation(error, "articles", "slug")) return { ok: false, fieldErrors: { slug: [SLUG_MESSAGES.taken] } };
    throw error;
  }
  if (!outcome.ok) {
    await deleteUploadedFile(uploaded);
    return outcome;
  }
  // The cover it had before is no longer used by anything (each upload has its own name).
  if (existing?.coverImage && existing.coverImage !== coverImage) await deleteUploadedFile(existing.coverImage);
  return outcome;
}

async function unpublishArticle(staff: StaffMember, row: ArticleRow, version: number): Promise<ChangeOutcome> {
  return inTransaction(async (tx) => {
    const [updated] = await tx
      .update(articles)
      .set({ published: false, updatedAt: new Date().toISOString(), version: sql`${articles.version} + 1` })
      .where(and(eq(articles.id, row.id), eq(articles.version, version)))
      .returning({ id: articles.id });
    if (!updated) {
      const [current] = await tx.select().from(articles).where(eq(articles.id, row.id)).limit(1);
      if (!current) throw notFound();
      return { ok: false as const, stale: staleOf(current) };
    }
    await recordAudit(staff, { action: "unpublish", entityType: "article", entityId: row.id, summary: `Unpublished article “${row.title}”` }, tx);
    return { ok: true as const };
  });
}

async function deleteArticle(staff: StaffMember, row: ArticleRow, version: number): Promise<ChangeOutcome> {
  const outcome = await inTransaction(async (tx) => {
    const [deleted] = await tx
      .delete(articles)
      .where(and(eq(articles.id, row.id), eq(articles.version, version)))
      .returning({ id: articles.id });
    if (!deleted) {
      const [current] = await tx.select().from(articles).where(eq(articles.id, row.id)).limit(1);
      if (!current) throw notFound();
      return { ok: false as const, stale: staleOf(current) };
    }
    await recordAudit(staff, { action: "delete", entityType: "article", entityId: row.id, summary: `Deleted article “${row.title}”` }, tx);
    return { ok: true as const };
  });
  if (outcome.ok) await deleteUploadedFile(row.coverImage);
  return outcome;
}

const ARTICLE_KIND: ContentKind<ArticleRow, typeof articleEditorSchema> = {
  noun: "article",
  listPath: "/admin/articles",
  schema: articleEditorSchema,
  labels: ARTICLE_FIELD_LABELS,
  imageField: COVER_FIELD,
  titleOf: (row) => row.title,
  prepareForm(formData, existing, upload) {
    const willHaveCover = upload instanceof File || upload === IMAGE_TOO_LARGE || Boolean(existing?.coverImage);
    formData.set("has_cover", willHaveCover ? "1" : "");
  },
  save: saveArticle,
  unpublish: unpublishArticle,
  remove: deleteArticle,
};

export function handleArticleEditorPost(request: Request, staff: StaffMember, existing: ArticleRow | null) {
  return handleContentEditorPost(ARTICLE_KIND, request, staff, existing);
}
