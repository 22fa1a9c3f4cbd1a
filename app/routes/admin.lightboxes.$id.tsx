import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { DateRangeForm } from "~/components/forms/date-range-form";
import { ResultsChart } from "~/features/popups/components/results-chart";
import { loadPopupResults } from "~/features/popups/results.server";
import { staffPageLinks } from "~/features/popups/staff-page";
import { requireStaffPermission } from "~/features/staff/session.server";
import { staffMeta } from "~/utils/staff-area";
import { rangePresets, rangeQuery } from "~/utils/date-range";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaffPermission(request, "popups");
  return { ...(await loadPopupResults(params.id, new URL(request.url).searchParams, staff.timeZone)), presets: rangePresets(staff.timeZone) };
}

export const links = staffPageLinks;
export const meta: MetaFunction<typeof loader> = ({ data }) => staffMeta(`${data?.summary.name ?? "Pop-up"} results | Staff`);

export default function PopupResultsPage() {
  const { range, presets, summary, days, chart } = useLoaderData<typeof loader>();
  const figures: [string, string | number][] = [
    ["Impressions", summary.impressions],
    ["Visitors reached", summary.visitors],
    ["Clicks", summary.clicks],
    ["Click-through rate", summary.ctr],
    ["Consultations after a click", summary.leads],
    ["Consultations per click", summary.leadRate],
  ];
  return (
    <>
      <p>
        <Link to={`/admin/lightboxes${rangeQuery(range)}`}>← All pop-ups</Link>
      </p>
      <div className="admin__heading">
        <h1>{summary.name}</h1>
        <span className={`status status--${summary.statusLabel.toLowerCase()}`}>{summary.statusLabel}</span>
      </div>
      <p>
        <Link to={`/lightbox-config/${summary.id}`}>Edit</Link> · <Link to={`/lightbox?id=${summary.id}`}>Preview</Link>
      </p>
      <DateRangeForm {...range} presets={presets} label="Pop-up results date range" />
      <ul className="lightbox-figures" aria-label={`Results from ${range.from} to ${range.to}`}>
        {figures.map(([label, value]) => (
          <li key={label}>
            <span className="lightbox-figures__value" data-figure={label}>
              {value}
            </span>
            <span className="lightbox-figures__label">{label}</span>
          </li>
        ))}
      </ul>
      <section className="panel" aria-labelledby="per-day-title">
        <h2 id="per-day-title">Per day ({range.timeZone})</h2>
        <ResultsChart
          chart={chart}
          days={days}
          title={`Impressions and clicks per day, ${range.from} to ${range.to}`}
        />
        <details>
          <summary>Show the numbers</summary>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Impressions</th>
                  <th scope="col">Clicks</th>
                  <th scope="col">Consultations</th>
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{day.day}</th>
                    <td>{day.impressions}</td>
                    <td>{day.clicks}</td>
                    <td>{day.leads}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>
    </>
  );
}
