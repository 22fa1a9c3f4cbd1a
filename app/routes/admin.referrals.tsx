import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { DateRangeForm } from "~/components/forms/date-range-form";
import { linkCodeStats } from "~/features/referrals/referral-stats.server";
import { requireStaffPermission } from "~/features/staff/session.server";
import analyticsStyles from "~/styles/analytics.css";
import { staffMeta } from "~/utils/staff-area";
import { parseDateRange, rangePresets, rangeQuery } from "~/utils/date-range";
import { formatNumber, formatPercent } from "~/utils/format";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: analyticsStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaffPermission(request, "referrals");
  const range = parseDateRange(new URL(request.url).searchParams, staff.timeZone);
  return {
    range: { from: range.from, to: range.to, timeZone: range.timeZone },
    presets: rangePresets(staff.timeZone),
    linkCodes: await linkCodeStats(range),
  };
}

export const meta: MetaFunction = () => staffMeta("Referrals | Staff");

export default function ReferralsDashboard() {
  const { range, presets, linkCodes: rows } = useLoaderData<typeof loader>();
  const totals = rows.reduce((sum, row) => ({ clicks: sum.clicks + row.clicks, conversions: sum.conversions + row.conversions }), {
    clicks: 0,
    conversions: 0,
  });
  return (
    <div className="dashboard">
      <div className="admin__heading">
        <h1>Referrals</h1>
        <a className="button button--ghost" href={`/admin/referrals.csv${rangeQuery(range)}`} download>
          Export CSV
        </a>
      </div>
      <DateRangeForm {...range} presets={presets} label="Referrals date range" />
      <dl className="metrics">
        <div className="metric">
          <dt className="metric__label">Link codes</dt>
          <dd className="metric__value">{formatNumber(rows.length)}</dd>
        </div>
        <div className="metric">
          <dt className="metric__label">Clicks</dt>
          <dd className="metric__value">{formatNumber(totals.clicks)}</dd>
        </div>
        <div className="metric">
          <dt className="metric__label">Conversions</dt>
          <dd className="metric__value">{formatNumber(totals.conversions)}</dd>
        </div>
        <div className="metric">
          <dt className="metric__label">Conversion rate</dt>
          <dd className="metric__value">{formatPercent(totals.clicks > 0 ? totals.conversions / totals.clicks : null)}</dd>
        </div>
      </dl>
      <p className="dashboard__note">
        A click from the same visitor on the same link within an hour counts once; a lead counts as one conversion. Leads
        are credited to the first referral link a visitor clicked in the 30 days before.
      </p>
      <div className="table-wrap">
        <table className="data-table referrals-table">
          <caption className="visually-hidden">Clicks and conversions per referral link code</caption>
          <thead>
            <tr>
              <th scope="col">Link code</th>
              <th scope="col">Ref / code</th>
              <th scope="col">Source / campaign</th>
              <th scope="col">Clicks</th>
              <th scope="col">Visitors</th>
              <th scope="col">Conversions</th>
              <th scope="col">Conversion rate</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.linkCode}>
                <th scope="row" className="referrals-table__code">
                  {row.linkCode}
                </th>
                <td>{[row.ref, row.code].filter(Boolean).join(" / ") || "—"}</td>
                <td>{[row.utmSource, row.utmCampaign].filter(Boolean).join(" / ") || "—"}</td>
                <td>{formatNumber(row.clicks)}</td>
                <td>{formatNumber(row.visitors)}</td>
                <td>
                  {formatNumber(row.conversions)}
                  {row.conversions > row.leadConversions ? (
                    <span className="data-table__sub">{row.leadConversions} from leads</span>
                  ) : null}
                </td>
                <td>{formatPercent(row.conversionRate)}</td>
              </tr>
            ))}
            {rows.length === 0 ? (
              <tr>
                <td colSpan={7}>No referral clicks or conversions in this range.</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}
