import type { LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useRouteLoaderData, type MetaFunction } from "@remix-run/react";
import { PopupEditor } from "~/features/popups/components/popup-editor";
import { handleEditorPost, loadEditor, POPUP_EDITOR_FORM } from "~/features/popups/editor.server";
import { requireStaffPermission } from "~/features/staff/session.server";
import { staffAreaHeaders, staffMeta } from "~/utils/staff-area";
import { endpointAction } from "~/utils/endpoint.server";
import type { loader as layoutLoader } from "./lightbox-config";

export async function loader({ request }: LoaderFunctionArgs) {
  return loadEditor(null, await requireStaffPermission(request, "popups"));
}

export const action = /* @__PURE__ */ endpointAction(POPUP_EDITOR_FORM, ({ request, caller }) => handleEditorPost(request, caller, null));

export const headers = staffAreaHeaders;
export const meta: MetaFunction = () => staffMeta("New pop-up | Staff");

export default function NewPopup() {
  const editor = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const csrf = useRouteLoaderData<typeof layoutLoader>("routes/lightbox-config")?.csrf ?? "";
  return (
    <>
      <h1>New pop-up</h1>
      <PopupEditor {...editor} csrf={csrf} actionData={actionData} />
    </>
  );
}
