import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { DateRangeForm } from "~/components/forms/date-range-form";
import { ResponseTable } from "~/features/response-report/components/response-table";
import { reportPresets } from "~/features/response-report/report-rules";
import { loadResponseReport } from "~/features/response-report/response-report.server";
import { requireStaffPermission } from "~/features/staff/session.server";
import analyticsStyles from "~/styles/analytics.css";
import { parseDateRange, rangeQuery } from "~/utils/date-range";
import { staffMeta } from "~/utils/staff-area";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: analyticsStyles }];

/** Admins and sales see the whole report (decision 073); marketing does not work leads. */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaffPermission(request, "leads");
  const range = parseDateRange(new URL(request.url).searchParams, staff.timeZone, { defaultDays: 30 });
  return {
    range: { from: range.from, to: range.to, timeZone: range.timeZone },
    presets: reportPresets(staff.timeZone),
    report: await loadResponseReport(range),
  };
}

export const meta: MetaFunction = () => staffMeta("Response times | Staff");

export default function ResponseTimesReport() {
  const { range, presets, report } = useLoaderData<typeof loader>();
  return (
    <div className="dashboard">
      <div className="admin__heading">
        <h1>Response times</h1>
        <a className="button button--ghost" href={`/admin/reports/response-times.csv${rangeQuery(range)}`} download>
          Export CSV
        </a>
      </div>
      <DateRangeForm {...range} presets={presets} label="Period of arrival" />
      <p className="dashboard__note">
        Leads that arrived in the period, by their owner now. The promise: a reply within one business day (a booked
        consultation: by its meeting). Overdue: answered after the due time, or still unanswered past it. Share in time:
        of the leads whose due time has passed or that were answered, those answered in time. Reply times count business
        hours only (weekdays 9 to 5 Central, company holidays closed), from arrival to the first reply; the median and the
        90th percentile are nearest-rank values.
      </p>
      <ResponseTable id="by-owner" caption="Per owner" heading="Owner" rows={report.owners} total={report.total} />
      <ResponseTable id="by-type" caption="Per lead type" heading="Lead type" rows={report.types} total={report.total} />
    </div>
  );
}
