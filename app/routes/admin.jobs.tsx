import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useRouteLoaderData, useSearchParams, type MetaFunction } from "@remix-run/react";
import { RowSwitchForm } from "~/components/forms/row-switch-form";
import { handleJobRetryPost, loadJobsScreen, JOBS_FORM } from "~/features/jobs/jobs-screen.server";
import { FocusedNotice } from "~/features/staff/components/focused-notice";
import { requireStaffPermission } from "~/features/staff/session.server";
import { staffMeta } from "~/utils/staff-area";
import { endpointAction } from "~/utils/endpoint.server";
import type { loader as adminLoader } from "./admin";

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaffPermission(request, "jobs");
  return loadJobsScreen(new URL(request.url).searchParams, staff.timeZone);
}

export const action = /* @__PURE__ */ endpointAction(JOBS_FORM, ({ request, caller }) => handleJobRetryPost(request, caller));

export const meta: MetaFunction = () => staffMeta("Jobs | Staff");

export default function JobsPage() {
  const { lines, query, timeZone, statusFilters, kindFilters } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const csrf = useRouteLoaderData<typeof adminLoader>("routes/admin")?.csrf ?? "";
  const retried = useSearchParams()[0].get("retried");
  return (
    <>
      <div className="admin__heading">
        <h1>Jobs</h1>
      </div>
      <p className="lead">
        E-mails and reminders the site sends after a request, and how they went. Times are yours ({timeZone}). A failed job can be
        tried again.
      </p>
      {retried ? <FocusedNotice>Job {retried} will be tried again within a few seconds.</FocusedNotice> : null}
      {refused ? (
        <p className="form-alert" role="alert">
          {refused.message}
        </p>
      ) : null}
      <FilterLinks label="Jobs by status" filters={statusFilters.map((filter) => ({ ...filter, label: `${filter.label} (${filter.jobs})` }))} />
      <FilterLinks label="Jobs by kind" filters={kindFilters} />
      {lines.length === 0 ? <p>No jobs{query.status || query.kind ? " match these filters" : " yet"}.</p> : null}
      {lines.length > 0 ? (
        <div className="table-wrap">
          <table className="leads-table">
            <caption className="visually-hidden">Jobs, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Job</th>
                <th scope="col">Kind</th>
                <th scope="col">Status</th>
                <th scope="col">Runs at</th>
                <th scope="col">Attempts</th>
                <th scope="col">Last error or reason</th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id}>
                  <th scope="row">{line.id}</th>
                  <td>{line.kind}</td>
                  <td>
                    <span className={`status status--${line.status === "failed" ? "lost" : line.status === "done" ? "won" : "pending"}`}>
                      {line.statusLabel}
                    </span>
                  </td>
                  <td>
                    <time dateTime={line.runAtIso}>{line.runAt}</time>
                  </td>
                  <td>{line.attempts}</td>
                  <td>{line.lastError ?? "—"}</td>
                  <td>
                    {line.status === "failed" ? (
                      <RowSwitchForm
                        csrf={csrf}
                        fields={{ id: line.id }}
                        intent="retry"
                        label="Retry"
                        rowName={`job ${line.id}`}
                        buttonClassName="button button--ghost"
                      />
                    ) : null}
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

/** Filters as plain links (they work without JavaScript); the current one is marked for everyone. */
function FilterLinks({ label, filters }: { label: string; filters: { label: string; to: string; current: boolean }[] }) {
  return (
    <nav className="filter-links" aria-label={label}>
      {filters.map((filter) => (
        <Link key={filter.to} to={filter.to} className="filter-links__link" aria-current={filter.current ? "true" : undefined}>
          {filter.label}
        </Link>
      ))}
    </nav>
  );
}
