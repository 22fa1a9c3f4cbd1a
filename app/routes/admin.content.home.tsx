import type { LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useRouteLoaderData, type MetaFunction } from "@remix-run/react";
import { NO_TWINS } from "~/features/content-editing/search-twins";
import { HomeTextsEditor } from "~/features/home/components/home-texts-editor";
import { HOME_EDITOR_KIND, HOME_TEXTS_EDITOR_FORM } from "~/features/home/home-edits.server";
import type { HomeTextValues } from "~/features/home/home-texts";
import { useCurrentEditVersion } from "~/features/page-edits/components/content-page-editor";
import { ContentPageScreen } from "~/features/page-edits/components/content-page-screen";
import { handlePageEditorPost, loadPageEditor } from "~/features/page-edits/page-editor.server";
import { requireStaffPermission } from "~/features/staff/session.server";
import { contentEditorLinks } from "~/features/content-editing/editor-routes";
import { staffAreaShouldRevalidate, staffMeta } from "~/utils/staff-area";
import { endpointAction } from "~/utils/endpoint.server";
import type { loader as adminLoader } from "./admin";

/** /admin/content/home: the home page's texts, edited like a shipped page (decision 088). */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaffPermission(request, "content");
  const editor = await loadPageEditor(staff, HOME_EDITOR_KIND, request);
  return { ...editor, defaults: editor.defaults as HomeTextValues, title: "Home page", searchTwins: NO_TWINS };
}

export const action = /* @__PURE__ */ endpointAction(HOME_TEXTS_EDITOR_FORM, ({ request, caller }) => handlePageEditorPost(request, caller, HOME_EDITOR_KIND));

export const links = contentEditorLinks;
export const shouldRevalidate = staffAreaShouldRevalidate;
export const meta: MetaFunction = () => staffMeta("Edit the home page | All pages");

export default function HomeTextsEditorRoute() {
  const editor = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const csrf = useRouteLoaderData<typeof adminLoader>("routes/admin")?.csrf ?? "";
  const current = useCurrentEditVersion(editor, actionData);
  return (
    <ContentPageScreen screen={editor} csrf={csrf} current={current}>
      <HomeTextsEditor
        key={`home-${editor.revisions.restoring ?? "stored"}-${editor.version}`}
        current={current}
        defaults={editor.defaults}
        scheduled={editor.status === "scheduled"}
        publishAtValue={editor.publishAtValue}
        siteTimeZone={editor.siteTimeZone}
        csrf={csrf}
        actionData={actionData}
      />
    </ContentPageScreen>
  );
}
