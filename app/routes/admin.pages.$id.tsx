import type { LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { ContentEditorFrame } from "~/features/content-editing/components/editor-parts";
import {
  contentEditorLinks,
  contentEditorMeta,
} from "~/features/content-editing/editor-routes";
import { PageEditor } from "~/features/database-pages/components/page-editor";
import { handlePageEditorPost, loadPageEditor, requireEditablePage, DATABASE_PAGE_EDITOR_FORM } from "~/features/database-pages/page-admin.server";
import { requireStaffPermission } from "~/features/staff/session.server";
import { endpointAction } from "~/utils/endpoint.server";
import { staffAreaShouldRevalidate } from "~/utils/staff-area";
import type { loader as adminLoader } from "./admin";

/** /admin/pages/new and /admin/pages/{id}: the editor of a page of the /{slug} catch-all. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaffPermission(request, "content");
  return loadPageEditor(staff, await requireEditablePage(params.id), new URL(request.url));
}

export const action = /* @__PURE__ */ endpointAction(DATABASE_PAGE_EDITOR_FORM, async ({ request, params, caller }) =>
  handlePageEditorPost(request, caller, await requireEditablePage(params.id)),
);

export const links = contentEditorLinks;
export const shouldRevalidate = staffAreaShouldRevalidate;
export const meta = contentEditorMeta("page", "Pages");

export default function PageEditorPage() {
  const editor = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const csrf = useRouteLoaderData<typeof adminLoader>("routes/admin")?.csrf ?? "";
  const { id } = editor;
  return (
    <ContentEditorFrame
      noun="page"
      listPath="/admin/pages"
      listLabel="All pages"
      publicPathPrefix="/"
      previewsHidden
      editor={editor}
      refreshed={actionData?.refreshed}
      csrf={csrf}
    >
      <PageEditor
        key={`${id ?? "new"}-${editor.revisions.restoring ?? "stored"}`}
        id={id}
        version={editor.version}
        base={editor.base}
        defaults={editor.defaults}
        published={editor.published}
        previewHtml={editor.previewHtml}
        csrf={csrf}
        actionData={actionData}
      />
    </ContentEditorFrame>
  );
}
