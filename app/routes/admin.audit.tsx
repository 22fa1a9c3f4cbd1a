import type { LoaderFunctionArgs } from "@remix-run/node";
import { FilterSelect } from "~/components/forms/filter-select";
import { Form, Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { loadAuditScreen } from "~/features/audit/audit-screen.server";
import { requireStaffPermission } from "~/features/staff/session.server";
import { staffMeta } from "~/utils/staff-area";

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaffPermission(request, "audit");
  return loadAuditScreen(new URL(request.url).searchParams, staff.timeZone);
}

export const meta: MetaFunction = () => staffMeta("Audit log | Staff");

export default function AuditLogPage() {
  const { lines, entityType, moreQuery, kinds, timeZone } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="admin__heading">
        <h1>Audit log</h1>
      </div>
      <p className="lead">Every change made in the back office: who, when (your time: {timeZone}) and what.</p>
      <Form method="get" className="filters" role="search" aria-label="Filter the audit log">
        <FilterSelect id="audit-type" name="type" label="Kind of thing" value={entityType} anyLabel="Everything" options={kinds} />
        <div className="filters__actions">
          <button type="submit" className="button button--primary">
            Filter
          </button>
          <Link to="/admin/audit" className="button button--ghost">
            Clear
          </Link>
        </div>
      </Form>
      {lines.length === 0 ? <p>No changes recorded{entityType ? " of this kind" : ""} yet.</p> : null}
      {lines.length > 0 ? (
        <div className="table-wrap">
          <table className="leads-table">
            <caption className="visually-hidden">Changes, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Kind</th>
                <th scope="col">What</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id}>
                  <td>
                    <time dateTime={line.at}>{line.when}</time>
                  </td>
                  <td>{line.who}</td>
                  <td>{line.kind}</td>
                  <td>{line.summary}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {moreQuery ? (
        <p>
          <Link to={moreQuery} preventScrollReset>
            Show more
          </Link>
        </p>
      ) : null}
    </>
  );
}
