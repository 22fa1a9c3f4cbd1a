import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData, useSearchParams, type MetaFunction } from "@remix-run/react";
import { handleListPost, loadPopupList, POPUP_LIST_FORM } from "~/features/popups/staff-list.server";
import { requireManifestEntry } from "~/features/routing/route-manifest.server";
import { RowSwitchForm } from "~/components/forms/row-switch-form";
import { requireStaffPermission } from "~/features/staff/session.server";
import { manifestMeta } from "~/utils/manifest-meta";
import { staffAreaHeaders } from "~/utils/staff-area";
import { endpointAction } from "~/utils/endpoint.server";
import type { loader as layoutLoader } from "./lightbox-config";

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaffPermission(request, "popups");
  return { entry: requireManifestEntry("/lightbox-config"), popups: await loadPopupList(staff.timeZone) };
}

export const action = /* @__PURE__ */ endpointAction(POPUP_LIST_FORM, ({ request, caller }) => handleListPost(request, caller));

export const headers = staffAreaHeaders;
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => manifestMeta(data?.entry, matches);

const NOTICES: [string, (name: string) => string][] = [
  ["activated", (name) => `“${name}” is switched on.`],
  ["deactivated", (name) => `“${name}” is switched off.`],
  ["deleted", (name) => `“${name}” and its results were deleted.`],
];

export default function PopupConfigIndex() {
  const { entry, popups } = useLoaderData<typeof loader>();
  const csrf = useRouteLoaderData<typeof layoutLoader>("routes/lightbox-config")?.csrf ?? "";
  const [searchParams] = useSearchParams();
  const notice = NOTICES.find(([key]) => searchParams.has(key));
  return (
    <>
      <div className="admin__heading">
        <h1>{entry.h1}</h1>
        <Link to="/lightbox-config/new" className="button button--primary">
          New pop-up
        </Link>
      </div>
      <p className="lead">
        The first live pop-up for a page is shown to its visitors. A pop-up with dates wins over an always-on one while
        its dates run; otherwise the newest wins.
      </p>
      {notice ? (
        <p className="notice" role="status">
          {notice[1](searchParams.get(notice[0]) ?? "")}
        </p>
      ) : null}
      {popups.length === 0 ? <p>No pop-ups yet.</p> : null}
      {popups.length > 0 ? (
        <div className="table-wrap">
          <table className="lightbox-table">
            <caption className="visually-hidden">Pop-ups, with the last 30 days</caption>
            <thead>
              <tr>
                <th scope="col">Pop-up</th>
                <th scope="col">Status</th>
                <th scope="col">Shown</th>
                <th scope="col">Last 30 days</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {popups.map((popup) => (
                <tr key={popup.id}>
                  <th scope="row">
                    <Link to={`/lightbox-config/${popup.id}`}>{popup.name}</Link>
                    <span className="lightbox-table__sub">{popup.header}</span>
                  </th>
                  <td>
                    <span className={`status status--${popup.status}`}>{popup.statusLabel}</span>
                    {popup.startsAt ? (
                      <span className="lightbox-table__sub">from {popup.startsAt}</span>
                    ) : null}
                    {popup.endsAt ? (
                      <span className="lightbox-table__sub">until {popup.endsAt}</span>
                    ) : null}
                  </td>
                  <td>
                    {popup.pageLabel}
                    <span className="lightbox-table__sub">{popup.flags.join(" · ")}</span>
                  </td>
                  <td>
                    {popup.impressions} impressions · {popup.clicks} clicks
                    <span className="lightbox-table__sub">click-through rate {popup.ctr}</span>
                  </td>
                  <td>
                    <div className="lightbox-table__actions">
                      <Link
                        to={`/lightbox-config/${popup.id}`}
                        className="button button--ghost button--small"
                        aria-label={`Edit ${popup.name}`}
                      >
                        Edit
                      </Link>
                      <Link
                        to={`/lightbox?id=${popup.id}`}
                        className="button button--ghost button--small"
                        aria-label={`Preview ${popup.name}`}
                      >
                        Preview
                      </Link>
                      <Link
                        to={`/admin/lightboxes/${popup.id}`}
                        className="button button--ghost button--small"
                        aria-label={`Results of ${popup.name}`}
                      >
                        Results
                      </Link>
                      <RowSwitchForm
                        csrf={csrf}
                        fields={{ id: popup.id }}
                        intent={popup.active ? "deactivate" : "activate"}
                        label={popup.active ? "Switch off" : "Switch on"}
                        rowName={popup.name}
                        buttonClassName="button button--primary button--small"
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
