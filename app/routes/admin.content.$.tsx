import type { LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useRouteLoaderData, type MetaFunction } from "@remix-run/react";
import { contentEditorLinks } from "~/features/content-editing/editor-routes";
import { ContentPageEditor, useCurrentEditVersion } from "~/features/page-edits/components/content-page-editor";
import { ContentPageScreen } from "~/features/page-edits/components/content-page-screen";
import {
  contentPageEditorKind,
  handlePageEditorPost,
  loadContentPageEditor,
  requireEditableContentPage,
  PAGE_EDITOR_FORM,
} from "~/features/page-edits/page-editor.server";
import { requireStaffPermission } from "~/features/staff/session.server";
import { staffAreaShouldRevalidate, staffMeta } from "~/utils/staff-area";
import { endpointAction } from "~/utils/endpoint.server";
import type { loader as adminLoader } from "./admin";

/** /admin/content/{path}: the editor of a page shipped as a file (/admin/content/surcharge, /admin/content/industries/grocery). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaffPermission(request, "content");
  return loadContentPageEditor(staff, requireEditableContentPage(params["*"]), request);
}

export const action = /* @__PURE__ */ endpointAction(PAGE_EDITOR_FORM, ({ request, params, caller }) =>
  handlePageEditorPost(request, caller, contentPageEditorKind(requireEditableContentPage(params["*"]))),
);

export const links = contentEditorLinks;
export const shouldRevalidate = staffAreaShouldRevalidate;
export const meta: MetaFunction<typeof loader> = ({ data }) => staffMeta(data ? `Edit ${data.title} | All pages` : "All pages");

export default function ContentPageEditorRoute() {
  const editor = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const csrf = useRouteLoaderData<typeof adminLoader>("routes/admin")?.csrf ?? "";
  const current = useCurrentEditVersion(editor, actionData);
  return (
    <ContentPageScreen screen={editor} csrf={csrf} current={current}>
      <ContentPageEditor
        key={`${editor.path}-${editor.revisions.restoring ?? "stored"}-${editor.version}`}
        path={editor.path}
        industry={editor.industry}
        current={current}
        defaults={editor.defaults}
        previewHtml={editor.previewHtml}
        scheduled={editor.status === "scheduled"}
        publishAtValue={editor.publishAtValue}
        siteTimeZone={editor.siteTimeZone}
        csrf={csrf}
        actionData={actionData}
      />
    </ContentPageScreen>
  );
}
