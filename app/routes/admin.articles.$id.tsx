import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useRouteLoaderData, useSearchParams, type MetaFunction } from "@remix-run/react";
import { handleArticleEditorPost, loadArticleEditor, requireEditableArticle } from "~/features/articles/article-admin.server";
import { ArticleEditor } from "~/features/articles/components/article-editor";
import { RemovalForms, SavedNotice, StatusBadge } from "~/features/content-editing/components/editor-parts";
import { contentEditorLinks, skipRevalidationAfterPreview } from "~/features/content-editing/editor-routes";
import { requireStaffPermission } from "~/features/staff/session.server";
import { staffMeta } from "~/utils/staff-area";
import type { loader as adminLoader } from "./admin";

/** /admin/articles/new and /admin/articles/{id}: the article editor. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaffPermission(request, "content");
  return loadArticleEditor(await requireEditableArticle(params.id));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaffPermission(request, "content");
  return handleArticleEditorPost(request, staff, await requireEditableArticle(params.id));
}

export const links = contentEditorLinks;
export const shouldRevalidate = skipRevalidationAfterPreview;
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  staffMeta(data?.saved ? `Edit ${data.saved.title} | Articles` : "New article | Articles");

export default function ArticleEditorPage() {
  const editor = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const csrf = useRouteLoaderData<typeof adminLoader>("routes/admin")?.csrf ?? "";
  const [searchParams] = useSearchParams();
  const { id, saved } = editor;
  const current = actionData?.refreshed ?? { version: editor.version, base: editor.base };
  return (
    <>
      <p>
        <Link to="/admin/articles">← All articles</Link>
        {saved && (saved.status === "published" || saved.status === "scheduled") ? (
          <>
            {" · "}
            <a href={`/articles/${saved.slug}`}>View on the site</a>
          </>
        ) : null}
      </p>
      <div className="admin__heading">
        <h1>{saved ? `Edit article: ${saved.title}` : "New article"}</h1>
        {saved ? <StatusBadge status={saved.status} label={saved.statusLabel} /> : null}
      </div>
      <SavedNotice saved={searchParams.get("saved")} />
      <ArticleEditor
        key={id ?? "new"}
        id={id}
        version={editor.version}
        base={editor.base}
        defaults={editor.defaults}
        coverImage={saved?.coverImage ?? null}
        published={editor.published}
        previewHtml={editor.previewHtml}
        csrf={csrf}
        actionData={actionData}
      />
      {id ? <RemovalForms noun="article" csrf={csrf} version={current.version} base={current.base} canUnpublish={editor.published} /> : null}
    </>
  );
}
