import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useRouteLoaderData, type MetaFunction, type ShouldRevalidateFunction } from "@remix-run/react";
import { contentEditorLinks } from "~/features/content-editing/editor-routes";
import { ContentPageEditor, useAutosave } from "~/features/page-edits/components/content-page-editor";
import { ContentPageScreen } from "~/features/page-edits/components/content-page-screen";
import {
  handleContentPageEditorPost,
  loadContentPageEditor,
  requireEditableContentPage,
} from "~/features/page-edits/page-editor.server";
import { requireStaffPermission } from "~/features/staff/session.server";
import { staffMeta } from "~/utils/staff-area";
import type { loader as adminLoader } from "./admin";

/** /admin/content/{path}: the editor of a page shipped as a file (/admin/content/surcharge, /admin/content/industries/grocery). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaffPermission(request, "content");
  return loadContentPageEditor(staff, requireEditableContentPage(params["*"]), request);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaffPermission(request, "content");
  return handleContentPageEditorPost(request, staff, requireEditableContentPage(params["*"]));
}

export const links = contentEditorLinks;
/** A live preview or a draft saved by itself changes nothing the page shows: the form keeps the cursor and what is typed. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "preview" || formData?.get("intent") === "autosave" ? false : defaultShouldRevalidate;
export const meta: MetaFunction<typeof loader> = ({ data }) => staffMeta(data ? `Edit ${data.title} | All pages` : "All pages");

export default function ContentPageEditorRoute() {
  const editor = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const csrf = useRouteLoaderData<typeof adminLoader>("routes/admin")?.csrf ?? "";
  const autosaved = useAutosave().data?.autosaved;
  // The newest of what the page was loaded with, what a stale post found and what an autosave stored.
  const current = [autosaved, actionData?.refreshed, { version: editor.version, base: editor.base }]
    .filter((candidate) => candidate !== undefined && candidate !== null)
    .reduce((newest, candidate) => (candidate.version > newest.version ? candidate : newest));
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
