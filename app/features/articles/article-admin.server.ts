import { desc } from "drizzle-orm";
import { articles, type ArticleRow } from "#db/schema";
import { recordAudit } from "~/features/audit/audit-log.server";
import {
  handleContentEditorPost,
  type ChangeOutcome,
  type ContentKind,
  type SaveOutcome,
  contentEditorForm,
} from "~/features/content-editing/content-editor.server";
import {
  deleteContentRow,
  newEditorData,
  storedEditorData,
  requireEditableRow,
  slugInUse,
  unpublishContentRow,
  writeContentRow,
  type ContentRows,
} from "~/features/content-editing/content-rows.server";
import { idsUnpublishedBefore, isUniqueViolation } from "~/features/content-editing/editor-form.server";
import {
  goesLiveAt,
  isPubliclyVisible,
  siteClock,
  publishStatus,
  siteToday,
  STATUS_LABELS,
  type PublishStatus,
} from "~/features/content-editing/publish-state";
import { recordMove, redirectTarget } from "~/features/redirects/redirects.server";
import { NO_REVISIONS, revisionSubject, withRevisions } from "~/features/content-editing/revisions.server";
import { NO_TWINS } from "~/features/content-editing/search-twins";
import { searchTwins } from "~/features/content-editing/search-twins.server";
import { SLUG_MESSAGES } from "~/features/content-editing/slug-rules";
import type { BaseValues } from "~/features/content-editing/stale-form";
import type { StaffMember } from "~/features/staff/session.server";
import { releaseUpload } from "~/features/uploads/upload-references.server";
import { getDb, inTransaction } from "~/utils/db.server";
import { formatDateTimeInZone } from "~/utils/format";
import {
  ARTICLE_FIELD_LABELS,
  articleEditorSchema,
  articleFormValues,
  newArticleDefaults,
  type ArticleEditorInput,
  type ArticleFormValues,
} from "./article-editor-schema";
import { articlePath } from "./articles.server";
import { previewLinkOf } from "~/features/content-editing/preview-link.server";

export const COVER_FIELD = "cover_file";

export interface StaffArticleSummary {
  id: number;
  title: string;
  slug: string;
  status: PublishStatus;
  statusLabel: string;
  publishDate: string;
  lastChange: number;
  coverImage: string | null;
  coverAlt: string | null;
}

/** An article row's publish moment, as publish-state.ts reads it. */
const publishMomentOf = (row: { published: boolean; publishedAt: string; publishTime: string }) => ({
  published: row.published,
  publishDate: row.publishedAt,
  publishTime: row.publishTime,
});

const lastChangeOf = (row: { updatedAt: number | null; createdAt: number }) => row.updatedAt ?? row.createdAt;

/** Every article for staff, newest publish date first, with its status. */
export async function listArticlesForStaff(now = new Date()): Promise<StaffArticleSummary[]> {
  const clock = siteClock(now);
  const unpublished = await idsUnpublishedBefore("article");
  const rows = await getDb().select().from(articles).orderBy(desc(articles.publishedAt), desc(articles.id));
  return rows.map((row) => {
    const status = publishStatus(publishMomentOf(row), clock, unpublished.has(String(row.id)));
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

const ARTICLE_ROWS: ContentRows<typeof articles> = {
  table: articles,
  entityType: "article",
  describe: (row) => `article “${row.title}”`,
  staleOf: (row) => ({ version: row.version, values: { ...articleFormValues(row) } }),
};

/** The editor route's article: null for /admin/articles/new, 404 for an unknown id. */
export function requireEditableArticle(idParam: string | undefined): Promise<ArticleRow | null> {
  return requireEditableRow(ARTICLE_ROWS, idParam);
}

export interface ArticleEditorData {
  id: number | null;
  version: number;
  defaults: ArticleFormValues;
  base: BaseValues;
  saved: {
    title: string;
    slug: string;
    status: PublishStatus;
    statusLabel: string;
    coverImage: string | null;
    /** When scheduled: the moment it goes live, in the staff member's zone. */
    goesLive: string | null;
    /** Right after a save that moved it: the old address, which now redirects here. */
    movedFrom: string | null;
    /** Live now: a new slug moves it, and its old address redirects. */
    live: boolean;
  } | null;
  /** Published or scheduled: saving keeps it so. */
  published: boolean;
  /** The stored body as visitors get it. */
  previewHtml: string;
  today: string;
}

/** When a scheduled article goes live, as this staff member reads it (their zone, with its name). */
export function goesLiveFor(staff: StaffMember, publishDate: string, publishTime = "00:00"): string {
  return formatDateTimeInZone(goesLiveAt(publishDate, publishTime), staff.timeZone);
}

/**
 * The article editor's data. `movedFrom` is the `?moved=` of the redirect after a save,
 * trusted only when the stored redirects say that address leads to this article.
 */
export async function loadArticleEditor(staff: StaffMember, row: ArticleRow | null, url: URL, now = new Date()) {
  const today = siteToday(now);
  const movedFrom = url.searchParams.get("moved");
  if (!row) {
    return { ...newEditorData(newArticleDefaults(today, staff.name?.trim() ?? "")), today, revisions: NO_REVISIONS, searchTwins: NO_TWINS, sharedPreview: null };
  }
  const unpublished = await idsUnpublishedBefore("article");
  const status = publishStatus(publishMomentOf(row), siteClock(now), unpublished.has(String(row.id)));
  const saved = {
    title: row.title,
    slug: row.slug,
    status,
    statusLabel: STATUS_LABELS[status],
    coverImage: row.coverImage,
    goesLive: status === "scheduled" ? goesLiveFor(staff, row.publishedAt, row.publishTime) : null,
    movedFrom: movedFrom && (await redirectTarget(movedFrom)) === articlePath(row.slug) ? movedFrom : null,
    live: status === "published",
  };
  const editor: ArticleEditorData = { ...(await storedEditorData(row, articleFormValues(row), saved)), today };
  const history = { subject: revisionSubject("article", row.id), labels: ARTICLE_FIELD_LABELS, url, reader: staff };
  const twins = await searchTwins({ path: articlePath(row.slug), title: row.title, description: row.excerpt });
  // A colleague without the content role can read what visitors cannot yet at a link of a week.
  const share = status === "published" ? null : previewLinkOf(articlePath(row.slug), now);
  const sharedPreview = share ? { href: share.href, expires: formatDateTimeInZone(share.expiresAt, staff.timeZone) } : null;
  return { ...(await withRevisions(editor, history)), searchTwins: twins, sharedPreview };
}

/** The audit line of a publish: "schedule" when the moment is still ahead on the site's clock. */
function publishAction(publishDate: string, publishTime: string, now = new Date()): "publish" | "schedule" {
  return isPubliclyVisible({ published: true, publishDate, publishTime }, siteClock(now)) ? "publish" : "schedule";
}

async function saveArticle(input: {
  staff: StaffMember;
  existing: ArticleRow | null;
  version: number | null;
  value: ArticleEditorInput;
  publish: boolean;
  image: string | null;
}): Promise<SaveOutcome> {
  const { staff, existing, version, value, publish, image } = input;
  if (await slugInUse(ARTICLE_ROWS, value.slug, existing?.id ?? null)) return { ok: false, fieldErrors: { slug: [SLUG_MESSAGES.taken] } };

  // The cover was stored when its file was posted (and stays for the next try if this save fails).
  const coverImage = value.remove_cover ? null : (image ?? existing?.coverImage ?? null);
  const published = publish || (existing?.published ?? false);
  // A live article that changes its slug leaves a permanent redirect at its old address.
  const wasPublic = existing ? isPubliclyVisible(publishMomentOf(existing), siteClock()) : false;
  const moved = existing && existing.slug !== value.slug ? { from: articlePath(existing.slug), to: articlePath(value.slug) } : null;
  const fields = {
    title: value.title,
    slug: value.slug,
    excerpt: value.excerpt,
    author: value.author,
    body: value.body,
    publishedAt: value.publish_date,
    publishTime: value.publish_time || "00:00",
    coverImage,
    coverAlt: coverImage ? (value.cover_alt ?? null) : null,
    socialTitle: value.social_title ?? "",
    socialDescription: value.social_description ?? "",
    published,
  };
  // A publish line when it goes public or its day moves (a schedule), not for every edit of a live article.
  const becomesPublic =
    published && (!existing?.published || existing.publishedAt !== value.publish_date || existing.publishTime !== (value.publish_time || "00:00"));

  let outcome: SaveOutcome;
  try {
    outcome = await inTransaction(async (tx) => {
      const written = await writeContentRow(tx, ARTICLE_ROWS, { staff, existing, version, fields });
      if (!written.ok) return written;
      const { id } = written;
      if (moved) {
        await recordMove(tx, { ...moved, keepOld: wasPublic, createdBy: staff.id });
        if (wasPublic) {
          const summary = `Moved ${ARTICLE_ROWS.describe(value)} from ${moved.from} to ${moved.to}; the old address redirects there`;
          await recordAudit(staff, { action: "redirect", entityType: "article", entityId: id, summary }, tx);
        }
      }
      // The cover it had before goes unless something else shows it (the version check above makes `existing` the row replaced).
      if (existing && existing.coverImage !== coverImage) await releaseUpload(tx, existing.coverImage, coverOwner(staff, existing));
      if (becomesPublic) {
        const action = publishAction(value.publish_date, value.publish_time || "00:00");
        const article = ARTICLE_ROWS.describe(value);
        const summary = action === "schedule" ? `Scheduled ${article} for ${value.publish_date}` : `Published ${article}`;
        await recordAudit(staff, { action, entityType: "article", entityId: id, summary }, tx);
      }
      return written;
    });
  } catch (error) {
    if (isUniqueViolation(error, "articles", "slug")) return { ok: false, fieldErrors: { slug: [SLUG_MESSAGES.taken] } };
    throw error;
  }
  return outcome.ok && moved && wasPublic ? { ...outcome, movedFrom: moved.from } : outcome;
}

/** An article as the owner of its cover, for `releaseUpload`. */
const coverOwner = (staff: StaffMember, row: ArticleRow) => ({
  actor: staff,
  entityType: "article" as const,
  entityId: row.id,
  role: `the cover of ${ARTICLE_ROWS.describe(row)}`,
});

function deleteArticle(staff: StaffMember, row: ArticleRow, version: number): Promise<ChangeOutcome> {
  return deleteContentRow(ARTICLE_ROWS, staff, row, version, (tx) => releaseUpload(tx, row.coverImage, coverOwner(staff, row)));
}

const ARTICLE_KIND: ContentKind<ArticleRow, typeof articleEditorSchema> = {
  noun: "article",
  listPath: "/admin/articles",
  labels: ARTICLE_FIELD_LABELS,
  imageField: COVER_FIELD,
  imagePurpose: "article",
  bodyImages: true,
  titleOf: (row) => row.title,
  valuesOf: (row) => ({ ...articleFormValues(row) }),
  prepareForm(formData, existing, upload) {
    const willHaveCover = Boolean(upload) || Boolean(existing?.coverImage);
    formData.set("has_cover", willHaveCover ? "1" : "");
  },
  save: saveArticle,
  unpublish: (staff, row, version) => unpublishContentRow(ARTICLE_ROWS, staff, row, version),
  remove: deleteArticle,
};

/** POST /admin/articles/{id} ("new" for a new one): the article editor. */
export const ARTICLE_EDITOR_FORM = contentEditorForm(ARTICLE_KIND, articleEditorSchema);

export function handleArticleEditorPost(request: Request, staff: StaffMember, existing: ArticleRow | null) {
  return handleContentEditorPost(ARTICLE_KIND, ARTICLE_EDITOR_FORM, request, staff, existing);
}
