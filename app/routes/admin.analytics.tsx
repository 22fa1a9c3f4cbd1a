import { redirect, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useRouteLoaderData, type MetaFunction } from "@remix-run/react";
import { DateRangeForm } from "~/components/forms/date-range-form";
import { BreakdownTable } from "~/features/analytics/components/breakdown-table";
import { FunnelTables } from "~/features/analytics/components/funnel-tables";
import { activeFilters, dashboardQuery, parseDashboardFilters, withFilter, withoutFilter } from "~/features/analytics/dashboard-filters";
import { describeChange, formatChange, summaryChanges } from "~/features/analytics/period-comparison";
import { TimeSeriesChart } from "~/features/analytics/components/time-series-chart";
import { parseDashboardRange } from "~/features/analytics/dashboard-range";
import { BREAKDOWNS } from "~/features/analytics/dashboard-report";
import { loadDashboard } from "~/features/analytics/dashboard.server";
import { GoalsReportSection } from "~/features/goals/components/goals-report";
import { isGoalKey, type GoalKey } from "~/features/goals/goals";
import { loadGoals } from "~/features/goals/goals.server";
import { ANALYTICS_SETTINGS_FORM, handleOptOutPost } from "~/features/analytics/opt-out.server";
import { hasOptedOut } from "~/features/analytics/request-filters";
import { requireStaffPermission } from "~/features/staff/session.server";
import analyticsStyles from "~/styles/analytics.css";
import { staffMeta } from "~/utils/staff-area";
import { rangePresets } from "~/utils/date-range";
import { formatDateTimeInZone, formatDuration, formatNumber, formatPercent } from "~/utils/format";
import { endpointAction } from "~/utils/endpoint.server";
import type { loader as adminLoader } from "./admin";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: analyticsStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaffPermission(request, "analytics");
  const query = new URL(request.url).searchParams;
  const range = parseDashboardRange(query, staff.timeZone);
  const filters = parseDashboardFilters(query);
  const dashboard = await loadDashboard(range, Date.now(), filters);
  const goal = query.get("goal");
  const goals = await loadGoals(range, isGoalKey(goal) ? goal : null, filters.length === 0 ? dashboard.summary.visitors : null);
  // Instants read on the member's own clock, formatted here so the browser shows the same text.
  const errors = dashboard.errors.map((error) => ({ ...error, lastSeen: formatDateTimeInZone(new Date(error.lastSeen), staff.timeZone) }));
  return {
    range: { from: range.from, to: range.to, timeZone: range.timeZone, granularity: range.granularity },
    presets: rangePresets(staff.timeZone),
    filters: activeFilters(filters),
    dashboard: { ...dashboard, errors },
    goals,
    changes: summaryChanges(dashboard.summary, dashboard.previousSummary),
    optedOut: hasOptedOut(request.headers.get("Cookie")),
  };
}

/** The "don't track me" switch (post/redirect/get back to the same range). */
export const action = /* @__PURE__ */ endpointAction(ANALYTICS_SETTINGS_FORM, async ({ request }) => {
  const cookies = await handleOptOutPost(request);
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return redirect(`/admin/analytics${new URL(request.url).search}`, { headers });
});

export const meta: MetaFunction = () => staffMeta("Analytics | Staff");

export default function AnalyticsDashboard() {
  const { range, presets, filters, dashboard, goals, changes, optedOut } = useLoaderData<typeof loader>();
  const csrf = useRouteLoaderData<typeof adminLoader>("routes/admin")?.csrf ?? "";
  const { summary } = dashboard;
  const metrics = [
    ["Visitors", formatNumber(summary.visitors), changes.visitors],
    ["Sessions", formatNumber(summary.sessions), changes.sessions],
    ["Page views", formatNumber(summary.pageViews), changes.pageViews],
    ["Bounce rate", formatPercent(summary.bounceRate), changes.bounceRate],
    ["Average visit", formatDuration(summary.averageVisitMs), changes.averageVisitMs],
    ["Current visitors", formatNumber(summary.currentVisitors), null],
  ] as const;
  const filterBy = (key: string) => (value: string) => `/admin/analytics${withFilter(range, filters, key, value)}`;
  const goalHref = (goal: GoalKey) => `/admin/analytics${dashboardQuery(range, filters)}&goal=${goal}#goals-title`;
  return (
    <div className="dashboard">
      <div className="admin__heading">
        <h1>Analytics</h1>
        <a className="button button--ghost" href={`/admin/analytics.csv${dashboardQuery(range, filters)}`} download>
          Export CSV
        </a>
      </div>
      <DateRangeForm {...range} presets={presets} label="Analytics date range" keep={filters} />
      {filters.length > 0 ? (
        <nav className="filters" aria-label="Active filters">
          <span className="filters__label">Filtered by</span>
          <ul className="filters__list">
            {filters.map((filter) => (
              <li key={filter.key}>
                <a
                  className="filters__chip"
                  href={`/admin/analytics${withoutFilter(range, filters, filter.key)}`}
                  aria-label={`Remove filter ${filter.label}: ${filter.value}`}
                >
                  {filter.label}: {filter.value} <span aria-hidden="true">×</span>
                </a>
              </li>
            ))}
          </ul>
          <a className="filters__clear" href={`/admin/analytics${dashboardQuery(range, [])}`}>
            Clear all filters
          </a>
        </nav>
      ) : null}

      <dl className="metrics">
        {metrics.map(([label, value, change]) => (
          <div key={label} className="metric">
            <dt className="metric__label">{label}</dt>
            <dd className="metric__value" data-metric={label}>
              {value}
            </dd>
            {change ? (
              <dd className="metric__change" data-change={label} data-trend={change.value === null ? "none" : Math.sign(change.value)}>
                <span aria-hidden="true">{formatChange(change)}</span>
                <span className="visually-hidden">{describeChange(change)}</span>
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
      <p className="dashboard__note">
        Changes compare with the previous period of the same length. Current visitors: seen in the last 5 minutes, whatever the range and
        filters.
      </p>

      <TimeSeriesChart series={dashboard.series} granularity={range.granularity} />

      <FunnelTables
        funnel={dashboard.funnel}
        bySource={dashboard.funnelBySource}
        byDevice={dashboard.funnelByDevice}
        sourceHref={filterBy("source")}
        deviceHref={filterBy("device")}
      />

      <GoalsReportSection report={goals} hrefFor={goalHref} filtered={filters.length > 0} />

      <div className="breakdowns">
        {BREAKDOWNS.map((breakdown) => (
          <BreakdownTable
            key={breakdown.key}
            title={breakdown.title}
            item={breakdown.item}
            counted={breakdown.counted}
            rows={dashboard[breakdown.key]}
            hrefFor={breakdown.filter ? filterBy(breakdown.filter) : undefined}
          />
        ))}
      </div>

      <section className="breakdown breakdown--wide" aria-labelledby="errors-title">
        <h2 id="errors-title" className="breakdown__title">
          Errors
        </h2>
        {dashboard.errors.length === 0 ? (
          <p className="breakdown__empty">No errors reported in this range.</p>
        ) : (
          <div className="table-wrap">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Page</th>
                  <th scope="col">Message</th>
                  <th scope="col">Times</th>
                  <th scope="col">Last seen</th>
                </tr>
              </thead>
              <tbody>
                {dashboard.errors.map((error) => (
                  <tr key={`${error.code} ${error.path} ${error.message}`}>
                    <td>{error.code}</td>
                    <td>
                      <a href={filterBy("page")(error.path)}>{error.path}</a>
                    </td>
                    <td className="data-table__message">{error.message}</td>
                    <td>{formatNumber(error.count)}</td>
                    <td>{error.lastSeen}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="panel tracking-switch" aria-labelledby="tracking-title">
        <h2 id="tracking-title">Your own visits</h2>
        <p role="status">
          {optedOut
            ? "This browser is not tracked: your visits to the site are not counted."
            : "Your visits to the public site from this browser are counted like anyone else's."}
        </p>
        <Form method="post">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="tracking" value={optedOut ? "on" : "off"} />
          <button type="submit" className="button button--ghost">
            {optedOut ? "Count my visits again" : "Don't track me in this browser"}
          </button>
        </Form>
      </section>
    </div>
  );
}
