import { and, asc, eq, ne, sql } from "drizzle-orm";
import { pages, type PageRow } from "#db/schema";
import { recordAudit } from "~/features/audit/audit-log.server";
import {
  handleContentEditorPost,
  type ChangeOutcome,
  type ContentKind,
  type SaveOutcome,
} from "~/features/content-editing/content-editor.server";
import { idsUnpublishedBefore, isUniqueViolation } from "~/features/content-editing/editor-form.server";
import { publishStatus, STATUS_LABELS, type PublishStatus } from "~/features/content-editing/publish-state";
import { reservedPageSlugMessage } from "~/features/content-editing/reserved-slugs.server";
import { SLUG_MESSAGES } from "~/features/content-editing/slug-rules";
import { baseValuesOf, type BaseValues } from "~/features/content-editing/stale-form";
import type { StaffMember } from "~/features/staff/session.server";
import { renderMarkdown } from "~/features/markdown/render-markdown.server";
import { getDb, inTransaction } from "~/utils/db.server";
import { notFound } from "~/utils/http.server";
import {
  NEW_PAGE_DEFAULTS,
  PAGE_FIELD_LABELS,
  pageEditorSchema,
  pageFormValues,
  type PageEditorInput,
  type PageFormValues,
} from "./page-editor-schema";

export interface StaffPageSummary {
  id: number;
  title: string;
  slug: string;
  status: PublishStatus;
  statusLabel: string;
  noindex: boolean;
  lastChange: string;
}

function statusOf(row: PageRow, unpublished: Set<string>): PublishStatus {
  return publishStatus({ published: row.published }, "", unpublished.has(String(row.id)));
}

/** Every database page for staff, by slug, with its status. */
export async function listPagesForStaff(): Promise<StaffPageSummary[]> {
  const unpublished = await idsUnpublishedBefore("page");
  const rows = await getDb().select().from(pages).orderBy(asc(pages.slug));
  return rows.map((row) => {
    const status = statusOf(row, unpublished);
    return {
      id: row.id,
      title: row.title,
      slug: row.slug,
      status,
      statusLabel: STATUS_LABELS[status],
      noindex: row.noindex,
      lastChange: row.updatedAt ?? row.createdAt,
    };
  });
}

/** The editor route's page: null for /admin/pages/new, 404 for an unknown id. */
export async function requireEditablePage(idParam: string | undefined): Promise<PageRow | null> {
  if (idParam === "new") return null;
  const id = idParam && /^\d{1,9}$/.test(idParam) ? Number(idParam) : null;
  const [row] = id ? await getDb().select().from(pages).where(eq(pages.id, id)).limit(1) : [];
  if (!row) throw notFound();
  return row;
}

export interface PageEditorData {
  id: number | null;
  version: number;
  defaults: PageFormValues;
  base: BaseValues;
  saved: { title: string; slug: string; status: PublishStatus; statusLabel: string } | null;
  published: boolean;
  /** The stored body as visitors get it. */
  previewHtml: string;
}

export async function loadPageEditor(row: PageRow | null): Promise<PageEditorData> {
  if (!row) {
    return { id: null, version: 0, defaults: NEW_PAGE_DEFAULTS, base: baseValuesOf({ ...NEW_PAGE_DEFAULTS }), saved: null, published: false, previewHtml: "" };
  }
  const status = statusOf(row, await idsUnpublishedBefore("page"));
  const defaults = pageFormValues(row);
  return {
    id: row.id,
    version: row.version,
    defaults,
    base: baseValuesOf({ ...defaults }),
    saved: { title: row.title, slug: row.slug, status, statusLabel: STATUS_LABELS[status] },
    published: row.published,
    previewHtml: renderMarkdown(row.body),
  };
}

const staleOf = (row: PageRow) => ({ version: row.version, values: { ...pageFormValues(row) } });

async function slugProblem(slug: string, exceptId: number | null): Promise<string | null> {
  const reserved = reservedPageSlugMessage(slug);
  if (reserved) return reserved;
  const [row] = await getDb()
    .select({ id: pages.id })
    .from(pages)
    .where(exceptId === null ? eq(pages.slug, slug) : and(eq(pages.slug, slug), ne(pages.id, exceptId)))
    .limit(1);
  return row ? SLUG_MESSAGES.taken : null;
}

async function savePage(input: {
  staff: StaffMember;
  existing: PageRow | null;
  version: number | null;
  value: PageEditorInput;
  publish: boolean;
}): Promise<SaveOutcome> {
  const { staff, existing, version, value, publish } = input;
  const problem = await slugProblem(value.slug, existing?.id ?? null);
  if (problem) return { ok: false, fieldErrors: { slug: [problem] } };
  const fields = {
    title: value.title,
    slug: value.slug,
    description: value.description ?? "",
    body: value.body,
    noindex: value.noindex === true,
    published: publish || (existing?.published ?? false),
  };
  try {
    return await inTransaction(async (tx) => {
      let id: number;
      if (existing) {
        const [updated] = await tx
          .update(pages)
          .set({ ...fields, updatedAt: new Date().toISOString(), version: sql`${pages.version} + 1` })
          .where(and(eq(pages.id, existing.id), eq(pages.version, version ?? 0)))
          .returning({ id: pages.id });
        if (!updated) {
          const [current] = await tx.select().from(pages).where(eq(pages.id, existing.id)).limit(1);
          if (!current) throw notFound();
          return { ok: false as const, stale: staleOf(current) };
        }
        id = updated.id;
        await recordAudit(staff, { action: "update", entityType: "page", entityId: id, summary: `Edited page “${value.title}” (/${value.slug})` }, tx);
      } else {
        const [created] = await tx.insert(pages).values(fields).returning({ id: pages.id });
        if (!created) throw new Error("the page was not inserted");
        id = created.id;
        await recordAudit(staff, { action: "create", entityType: "page", entityId: id, summary: `Created page “${value.title}” (/${value.slug})` }, tx);
      }
      if (publish && !existing?.published) {
        await recordAudit(staff, { action: "publish", entityType: "page", entityId: id, summary: `Published page “${value.title}” (/${value.slug})` }, tx);
      }
      return { ok: true as const, id };
    });
  } catch (error) {
    if (isUniqueViolation(error, "pages", "slug")) return { ok: false, fieldErrors: { slug: [SLUG_MESSAGES.taken] } };
    throw error;
  }
}

async function unpublishPage(staff: StaffMember, row: PageRow, version: number): Promise<ChangeOutcome> {
  return inTransaction(async (tx) => {
    const [updated] = await tx
      .update(pages)
      .set({ published: false, updatedAt: new Date().toISOString(), version: sql`${pages.version} + 1` })
      .where(and(eq(pages.id, row.id), eq(pages.version, version)))
      .returning({ id: pages.id });
    if (!updated) {
      const [current] = await tx.select().from(pages).where(eq(pages.id, row.id)).limit(1);
      if (!current) throw notFound();
      return { ok: false as const, stale: staleOf(current) };
    }
    await recordAudit(staff, { action: "unpublish", entityType: "page", entityId: row.id, summary: `Unpublished page “${row.title}” (/${row.slug})` }, tx);
    return { ok: true as const };
  });
}

async function deletePage(staff: StaffMember, row: PageRow, version: number): Promise<ChangeOutcome> {
  return inTransaction(async (tx) => {
    const [deleted] = await tx
      .delete(pages)
      .where(and(eq(pages.id, row.id), eq(pages.version, version)))
      .returning({ id: pages.id });
    if (!deleted) {
      const [current] = await tx.select().from(pages).where(eq(pages.id, row.id)).limit(1);
      if (!current) throw notFound();
      return { ok: false as const, stale: staleOf(current) };
    }
    await recordAudit(staff, { action: "delete", entityType: "page", entityId: row.id, summary: `Deleted page “${row.title}” (/${row.slug})` }, tx);
    return { ok: true as const };
  });
}

const PAGE_KIND: ContentKind<PageRow, typeof pageEditorSchema> = {
  noun: "page",
  listPath: "/admin/pages",
  schema: pageEditorSchema,
  labels: PAGE_FIELD_LABELS,
  titleOf: (row) => row.title,
  save: savePage,
  unpublish: unpublishPage,
  remove: deletePage,
};

export function handlePageEditorPost(request: Request, staff: StaffMember, existing: PageRow | null) {
  return handleContentEditorPost(PAGE_KIND, request, staff, existing);
}
