import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useRouteLoaderData, useSearchParams, type MetaFunction } from "@remix-run/react";
import { ConfirmDeleteForm } from "~/components/forms/confirm-delete-form";
import { FormAlert } from "~/components/forms/fields";
import { RedirectForm } from "~/features/redirects-admin/components/redirect-form";
import { handleRedirectsPost, loadRedirectsScreen, type RedirectsActionData, REDIRECTS_FORM } from "~/features/redirects-admin/redirects-screen.server";
import { FocusedNotice } from "~/features/staff/components/focused-notice";
import { requireStaffPermission } from "~/features/staff/session.server";
import { formatNumber } from "~/utils/format";
import { staffAreaHeaders, staffMeta } from "~/utils/staff-area";
import { endpointAction } from "~/utils/endpoint.server";
import type { loader as staffLayoutLoader } from "./admin";

/** Old addresses that lead elsewhere: list, add, edit, remove (decision 082). */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaffPermission(request, "content");
  return loadRedirectsScreen(staff, new URL(request.url));
}

export const action = /* @__PURE__ */ endpointAction(REDIRECTS_FORM, ({ request, caller }) => handleRedirectsPost(request, caller));

export const headers = staffAreaHeaders;
export const meta: MetaFunction = () => staffMeta("Redirects | Staff");

const NOTICES: Record<string, string> = {
  added: "Redirect added from",
  saved: "Redirect saved from",
  removed: "Redirect removed from",
};

export default function RedirectsAdmin() {
  const screen = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as RedirectsActionData | undefined;
  const csrf = useRouteLoaderData<typeof staffLayoutLoader>("routes/admin")?.csrf ?? "";
  const [searchParams] = useSearchParams();
  const done = searchParams.get("done");
  const notice = done && NOTICES[done] ? `${NOTICES[done]} ${searchParams.get("from") ?? ""}.` : null;
  const editor = screen.editor;
  const pageLink = (page: number) => `?${new URLSearchParams({ ...(screen.filter ? { q: screen.filter } : {}), page: String(page) })}`;
  const replyFor = (intent: RedirectsActionData["intent"], id: number | null) =>
    refused && refused.intent === intent && refused.editId === id ? refused : undefined;
  // A refused edit whose editor is not open on this page (a form from an old tab, or not ours) would otherwise say nothing.
  const refusedElsewhere = refused !== undefined && refused.intent !== "add" && refused.editId !== (editor?.id ?? null);

  return (
    <>
      <div className="admin__heading">
        <h1>Redirects</h1>
      </div>
      {notice ? <FocusedNotice>{notice}</FocusedNotice> : null}
      <p className="lead">
        A visitor who asks for an old address that no page uses is sent on, permanently (301), with their query string. A page at the
        address always wins. Renaming a published article adds its redirect here by itself. Each redirect leads straight to its final
        address: adding one to an address that already redirects uses that redirect&apos;s destination.
      </p>
      <p>Hits count every visit the site answered with the redirect; a change here applies from the next visit.</p>

      {refusedElsewhere ? (
        <FormAlert messages={["Nothing was changed: that redirect's editor is not open here. Open it with its Edit link and try again."]} />
      ) : null}
      {editor ? (
        <>
          <RedirectForm
            key={`edit-${editor.id}-${editor.values.from_path}-${editor.values.to_path}`}
            id={editor.id}
            values={editor.values}
            csrf={csrf}
            result={replyFor("save", editor.id)?.result ?? undefined}
            alert={replyFor("save", editor.id)?.alert ?? null}
            allowedHosts={screen.allowedHosts}
          />
          {replyFor("delete", editor.id)?.alert ? <FormAlert messages={[replyFor("delete", editor.id)?.alert ?? ""]} /> : null}
          <ConfirmDeleteForm
            id="delete-redirect"
            title="Remove this redirect"
            explanation={`Visitors who ask for ${editor.values.from_path} get “Page not found” again.`}
            confirmLabel={`Yes, remove the redirect from ${editor.values.from_path}`}
            buttonLabel="Remove redirect"
            csrf={csrf}
            fields={{ id: editor.id }}
          />
          <p>
            <Link to="/admin/redirects">Close the editor</Link>
          </p>
        </>
      ) : (
        <RedirectForm
          // A new form after each added redirect (the address says which), so its fields start empty again.
          key={`add-${done ?? ""}-${searchParams.get("from") ?? ""}`}
          id={null}
          values={{ from_path: "", to_path: "" }}
          csrf={csrf}
          result={replyFor("add", null)?.result ?? undefined}
          alert={replyFor("add", null)?.alert ?? null}
          allowedHosts={screen.allowedHosts}
        />
      )}

      <Form method="get" className="filters" role="search" aria-label="Filter redirects">
        <div className="field">
          <label htmlFor="redirects-filter" className="field__label">
            Old address or destination contains
          </label>
          <input id="redirects-filter" name="q" type="search" defaultValue={screen.filter} className="input" />
        </div>
        <div className="filters__actions">
          <button type="submit" className="button button--primary">
            Filter
          </button>
          {screen.filter ? (
            <Link to="/admin/redirects" className="button button--ghost">
              Show all
            </Link>
          ) : null}
        </div>
      </Form>

      <div className="table-wrap">
        <table className="content-table">
          <caption>
            {screen.filter ? `Redirects matching “${screen.filter}”` : "Every redirect"}, by old address: {formatNumber(screen.total)}
          </caption>
          <thead>
            <tr>
              <th scope="col">Old address</th>
              <th scope="col">Leads to</th>
              <th scope="col">Hits</th>
              <th scope="col">Last hit</th>
              <th scope="col">Added</th>
              {/* A visible heading: a visually hidden one is placed outside the scrolling table and widens a phone's page. */}
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {screen.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <code>{row.fromPath}</code>
                </th>
                <td>
                  <code>{row.toPath}</code>
                  {row.outside ? " (another site)" : null}
                </td>
                <td>{formatNumber(row.hits)}</td>
                <td>{row.lastHit ?? "Never"}</td>
                <td>
                  {row.createdAt} by {row.createdBy}
                </td>
                <td>
                  <Link to={`?edit=${row.id}`} className="button button--ghost" aria-label={`Edit or remove the redirect from ${row.fromPath}`}>
                    Edit
                  </Link>
                </td>
              </tr>
            ))}
            {screen.rows.length === 0 ? (
              <tr>
                <td colSpan={6}>{screen.filter ? "No redirect matches." : "No redirects yet."}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      {screen.pageCount > 1 ? (
        <nav className="pagination" aria-label="Redirect pages">
          {screen.page > 1 ? <Link to={pageLink(screen.page - 1)}>← Previous</Link> : <span />}
          <span>
            Page {screen.page} of {screen.pageCount}
          </span>
          {screen.page < screen.pageCount ? <Link to={pageLink(screen.page + 1)}>Next →</Link> : <span />}
        </nav>
      ) : null}
    </>
  );
}
