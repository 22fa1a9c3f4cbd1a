import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useRouteLoaderData,
  useSearchParams,
  type MetaFunction,
} from "@remix-run/react";
import { PopupEditor } from "~/features/popups/components/popup-editor";
import { handleEditorPost, loadEditor, POPUP_EDITOR_FORM } from "~/features/popups/editor.server";
import { requireStaffPermission } from "~/features/staff/session.server";
import { staffAreaHeaders, staffMeta } from "~/utils/staff-area";
import { revalidateAfterStaleRefusal } from "~/utils/stale-edit-revalidate";
import { endpointAction } from "~/utils/endpoint.server";
import type { loader as layoutLoader } from "./lightbox-config";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadEditor(params.id ?? "", await requireStaffPermission(request, "popups"));
}

export const action = /* @__PURE__ */ endpointAction(POPUP_EDITOR_FORM, ({ request, params, caller }) => handleEditorPost(request, caller, params.id ?? ""));

// After a stale save (409) the form gets the new version, keeping what was typed.
export const shouldRevalidate = revalidateAfterStaleRefusal;
export const headers = staffAreaHeaders;
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  staffMeta(data?.saved ? `Edit ${data.saved.name} | Staff` : "Edit pop-up | Staff");

export default function EditPopup() {
  const editor = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const csrf = useRouteLoaderData<typeof layoutLoader>("routes/lightbox-config")?.csrf ?? "";
  const [searchParams] = useSearchParams();
  const { id, saved } = editor;
  return (
    <>
      <div className="admin__heading">
        <h1>Edit pop-up: {saved?.name}</h1>
        {saved ? <span className={`status status--${saved.status.toLowerCase()}`}>{saved.status}</span> : null}
      </div>
      <p>
        <Link to="/lightbox-config">← All pop-ups</Link> · <Link to={`/lightbox?id=${id}`}>Preview</Link> ·{" "}
        <Link to={`/admin/lightboxes/${id}`}>Results</Link>
      </p>
      {searchParams.get("saved") === "1" ? (
        <p className="notice" role="status">
          Saved.
        </p>
      ) : null}
      <PopupEditor key={id} {...editor} csrf={csrf} actionData={actionData} />
      <Form method="post" className="panel" aria-labelledby="delete-title">
        <h2 id="delete-title">Delete this pop-up</h2>
        <p>Its impressions and clicks are deleted with it. To keep the results, switch it off instead.</p>
        <input type="hidden" name="csrf" value={csrf} />
        <div className="checkbox">
          <input id="confirm-delete" name="confirm" type="checkbox" required />
          <label htmlFor="confirm-delete">Yes, delete it and its results</label>
        </div>
        <p>
          <button type="submit" name="intent" value="delete" className="button button--danger">
            Delete pop-up
          </button>
        </p>
      </Form>
    </>
  );
}
