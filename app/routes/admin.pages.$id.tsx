import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useRouteLoaderData, useSearchParams, type MetaFunction } from "@remix-run/react";
import { RemovalForms, SavedNotice, StatusBadge } from "~/features/content-editing/components/editor-parts";
import { contentEditorLinks, skipRevalidationAfterPreview } from "~/features/content-editing/editor-routes";
import { PageEditor } from "~/features/database-pages/components/page-editor";
import { handlePageEditorPost, loadPageEditor, requireEditablePage } from "~/features/database-pages/page-admin.server";
import { requireStaffPermission } from "~/features/staff/session.server";
import { staffMeta } from "~/utils/staff-area";
import type { loader as adminLoader } from "./admin";

/** /admin/pages/new and /admin/pages/{id}: the editor of a page of the /{slug} catch-all. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaffPermission(request, "content");
  return loadPageEditor(await requireEditablePage(params.id));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaffPermission(request, "content");
  return handlePageEditorPost(request, staff, await requireEditablePage(params.id));
}

export const links = contentEditorLinks;
export const shouldRevalidate = skipRevalidationAfterPreview;
export const meta: MetaFunction<typeof loader> = ({ data }) => staffMeta(data?.saved ? `Edit ${data.saved.title} | Pages` : "New page | Pages");

export default function PageEditorPage() {
  const editor = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const csrf = useRouteLoaderData<typeof adminLoader>("routes/admin")?.csrf ?? "";
  const [searchParams] = useSearchParams();
  const { id, saved } = editor;
  const current = actionData?.refreshed ?? { version: editor.version, base: editor.base };
  return (
    <>
      <p>
        <Link to="/admin/pages">← All pages</Link>
        {saved?.status === "published" ? (
          <>
            {" · "}
            <a href={`/${saved.slug}`}>View on the site</a>
          </>
        ) : null}
      </p>
      <div className="admin__heading">
        <h1>{saved ? `Edit page: ${saved.title}` : "New page"}</h1>
        {saved ? <StatusBadge status={saved.status} label={saved.statusLabel} /> : null}
      </div>
      <SavedNotice saved={searchParams.get("saved")} />
      <PageEditor
        key={id ?? "new"}
        id={id}
        version={editor.version}
        base={editor.base}
        defaults={editor.defaults}
        published={editor.published}
        previewHtml={editor.previewHtml}
        csrf={csrf}
        actionData={actionData}
      />
      {id ? <RemovalForms noun="page" csrf={csrf} version={current.version} base={current.base} canUnpublish={editor.published} /> : null}
    </>
  );
}
