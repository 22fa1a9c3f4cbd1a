// "lightbox" is the product's name for the pop-up in URLs and data (product reference §3.1); the code says "pop-up".
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { DateRangeForm } from "~/components/forms/date-range-form";
import { loadResultsOverview } from "~/features/popups/results.server";
import { staffPageLinks } from "~/features/popups/staff-page";
import { requireStaffPermission } from "~/features/staff/session.server";
import { staffMeta } from "~/utils/staff-area";
import { rangePresets, rangeQuery } from "~/utils/date-range";

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaffPermission(request, "popups");
  return { ...(await loadResultsOverview(new URL(request.url).searchParams, staff.timeZone)), presets: rangePresets(staff.timeZone) };
}

export const links = staffPageLinks;
export const meta: MetaFunction = () => staffMeta("Pop-up results | Staff");

export default function PopupResultsOverview() {
  const { range, presets, rows } = useLoaderData<typeof loader>();
  const query = rangeQuery(range);
  return (
    <>
      <div className="admin__heading">
        <h1>Pop-up results</h1>
        <Link to="/lightbox-config" className="button button--ghost">
          Pop-up settings
        </Link>
      </div>
      <DateRangeForm {...range} presets={presets} label="Pop-up results date range" />
      <div className="table-wrap">
        <table className="lightbox-table">
          <caption className="visually-hidden">
            Results per pop-up from {range.from} to {range.to} ({range.timeZone})
          </caption>
          <thead>
            <tr>
              <th scope="col">Pop-up</th>
              <th scope="col">Impressions</th>
              <th scope="col">Visitors reached</th>
              <th scope="col">Clicks</th>
              <th scope="col">Click-through rate</th>
              <th scope="col">Consultations</th>
              <th scope="col">Consultations per click</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link to={`/admin/lightboxes/${row.id}${query}`}>{row.name}</Link>
                  <span className="lightbox-table__sub">{row.statusLabel}</span>
                </th>
                <td>{row.impressions}</td>
                <td>{row.visitors}</td>
                <td>{row.clicks}</td>
                <td>{row.ctr}</td>
                <td>{row.leads}</td>
                <td>{row.leadRate}</td>
              </tr>
            ))}
            {rows.length === 0 ? (
              <tr>
                <td colSpan={7}>
                  No pop-ups yet. <Link to="/lightbox-config/new">Create one</Link>.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </>
  );
}
