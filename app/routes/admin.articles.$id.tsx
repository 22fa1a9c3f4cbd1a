import type { LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import {
  handleArticleEditorPost,
  loadArticleEditor,
  requireEditableArticle,
  ARTICLE_EDITOR_FORM,
} from "~/features/articles/article-admin.server";
import { ArticleEditor } from "~/features/articles/components/article-editor";
import { ContentEditorFrame } from "~/features/content-editing/components/editor-parts";
import {
  contentEditorLinks,
  contentEditorMeta,
} from "~/features/content-editing/editor-routes";
import { requireStaffPermission } from "~/features/staff/session.server";
import { endpointAction } from "~/utils/endpoint.server";
import { staffAreaShouldRevalidate } from "~/utils/staff-area";
import type { loader as adminLoader } from "./admin";

/** /admin/articles/new and /admin/articles/{id}: the article editor. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaffPermission(request, "content");
  return loadArticleEditor(staff, await requireEditableArticle(params.id), new URL(request.url));
}

export const action = /* @__PURE__ */ endpointAction(ARTICLE_EDITOR_FORM, async ({ request, params, caller }) =>
  handleArticleEditorPost(request, caller, await requireEditableArticle(params.id)),
);

export const links = contentEditorLinks;
export const shouldRevalidate = staffAreaShouldRevalidate;
export const meta = contentEditorMeta("article", "Articles");

export default function ArticleEditorPage() {
  const editor = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const csrf = useRouteLoaderData<typeof adminLoader>("routes/admin")?.csrf ?? "";
  const { id, saved } = editor;
  return (
    <ContentEditorFrame
      noun="article"
      listPath="/admin/articles"
      listLabel="All articles"
      publicPathPrefix="/articles/"
      previewsHidden
      editor={editor}
      refreshed={actionData?.refreshed}
      csrf={csrf}
    >
      <ArticleEditor
        key={`${id ?? "new"}-${editor.revisions.restoring ?? "stored"}`}
        id={id}
        version={editor.version}
        base={editor.base}
        defaults={editor.defaults}
        coverImage={saved?.coverImage ?? null}
        liveSlug={saved?.live ? saved.slug : null}
        published={editor.published}
        previewHtml={editor.previewHtml}
        csrf={csrf}
        actionData={actionData}
      />
    </ContentEditorFrame>
  );
}
