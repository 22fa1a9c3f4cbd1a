import { asc } from "drizzle-orm";
import { pages, type PageRow } from "#db/schema";
import { recordAudit } from "~/features/audit/audit-log.server";
import {
  handleContentEditorPost,
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
import { publishStatus, STATUS_LABELS, type PublishStatus } from "~/features/content-editing/publish-state";
import { reservedPageSlugMessage } from "~/features/content-editing/reserved-slugs.server";
import { NO_REVISIONS, revisionSubject, withRevisions } from "~/features/content-editing/revisions.server";
import { NO_TWINS } from "~/features/content-editing/search-twins";
import { searchTwins } from "~/features/content-editing/search-twins.server";
import { SLUG_MESSAGES } from "~/features/content-editing/slug-rules";
import type { BaseValues } from "~/features/content-editing/stale-form";
import { previewLinkOf } from "~/features/content-editing/preview-link.server";
import type { StaffMember } from "~/features/staff/session.server";
import { formatDateTimeInZone } from "~/utils/format";
import { getDb, inTransaction } from "~/utils/db.server";
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
  lastChange: number;
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

const PAGE_ROWS: ContentRows<typeof pages> = {
  table: pages,
  entityType: "page",
  describe: (row) => `page “${row.title}” (/${row.slug})`,
  staleOf: (row) => ({ version: row.version, values: { ...pageFormValues(row) } }),
};

/** The editor route's page: null for /admin/pages/new, 404 for an unknown id. */
export function requireEditablePage(idParam: string | undefined): Promise<PageRow | null> {
  return requireEditableRow(PAGE_ROWS, idParam);
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

export async function loadPageEditor(staff: StaffMember, row: PageRow | null, url: URL) {
  if (!row) return { ...newEditorData(NEW_PAGE_DEFAULTS), revisions: NO_REVISIONS, searchTwins: NO_TWINS, sharedPreview: null };
  const status = statusOf(row, await idsUnpublishedBefore("page"));
  const editor: PageEditorData = await storedEditorData(row, pageFormValues(row), { title: row.title, slug: row.slug, status, statusLabel: STATUS_LABELS[status] });
  const history = { subject: revisionSubject("page", row.id), labels: PAGE_FIELD_LABELS, url, reader: staff };
  const twins = await searchTwins({ path: `/${row.slug}`, title: row.title, description: row.description });
  // A colleague without the content role can read what visitors cannot yet at a link of a week.
  const share = row.published ? null : previewLinkOf(`/${row.slug}`, new Date());
  const sharedPreview = share ? { href: share.href, expires: formatDateTimeInZone(share.expiresAt, staff.timeZone) } : null;
  return { ...(await withRevisions(editor, history)), searchTwins: twins, sharedPreview };
}

async function slugProblem(slug: string, exceptId: number | null): Promise<string | null> {
  return reservedPageSlugMessage(slug) ?? ((await slugInUse(PAGE_ROWS, slug, exceptId)) ? SLUG_MESSAGES.taken : null);
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
    socialTitle: value.social_title ?? "",
    socialDescription: value.social_description ?? "",
    published: publish || (existing?.published ?? false),
  };
  try {
    return await inTransaction(async (tx) => {
      const written = await writeContentRow(tx, PAGE_ROWS, { staff, existing, version, fields });
      if (!written.ok) return written;
      const { id } = written;
      if (publish && !existing?.published) {
        await recordAudit(staff, { action: "publish", entityType: "page", entityId: id, summary: `Published ${PAGE_ROWS.describe(value)}` }, tx);
      }
      return written;
    });
  } catch (error) {
    if (isUniqueViolation(error, "pages", "slug")) return { ok: false, fieldErrors: { slug: [SLUG_MESSAGES.taken] } };
    throw error;
  }
}

const PAGE_KIND: ContentKind<PageRow, typeof pageEditorSchema> = {
  noun: "page",
  listPath: "/admin/pages",
  labels: PAGE_FIELD_LABELS,
  titleOf: (row) => row.title,
  valuesOf: (row) => ({ ...pageFormValues(row) }),
  save: savePage,
  unpublish: (staff, row, version) => unpublishContentRow(PAGE_ROWS, staff, row, version),
  remove: (staff, row, version) => deleteContentRow(PAGE_ROWS, staff, row, version),
};

/** POST /admin/pages/{id} ("new" for a new one): the database page editor. */
export const DATABASE_PAGE_EDITOR_FORM = contentEditorForm(PAGE_KIND, pageEditorSchema);

export function handlePageEditorPost(request: Request, staff: StaffMember, existing: PageRow | null) {
  return handleContentEditorPost(PAGE_KIND, DATABASE_PAGE_EDITOR_FORM, request, staff, existing);
}
