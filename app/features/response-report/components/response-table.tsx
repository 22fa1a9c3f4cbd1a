import { formatNumber, formatPercent } from "~/utils/format";
import { formatBusinessMinutes, type ResponseFigures } from "../report-rules";

export interface ResponseTableRow extends ResponseFigures {
  key: string;
  label: string;
}

/** One table of the response-time report: a row per owner or per lead type, and the total in the footer. */
export function ResponseTable({
  id,
  caption,
  heading,
  rows,
  total,
}: {
  id: string;
  caption: string;
  /** What the first column names: "Owner", "Lead type". */
  heading: string;
  rows: readonly ResponseTableRow[];
  total: ResponseTableRow;
}) {
  const captionId = `${id}-caption`;
  return (
    // Focusable so a keyboard can scroll a table wider than the screen (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a named scrolling region, not a control
    <div className="table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="data-table response-table" id={id}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col">Leads</th>
            <th scope="col">Answered</th>
            <th scope="col">Within the promise</th>
            <th scope="col">Overdue</th>
            <th scope="col">Share in time</th>
            <th scope="col">Median reply (business hours)</th>
            <th scope="col">90th percentile reply</th>
            <th scope="col">Meetings booked</th>
            <th scope="col">Kept</th>
            <th scope="col">No-show</th>
            <th scope="col">Qualified or won</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <FiguresRow key={row.key} row={row} />
          ))}
          {rows.length === 0 ? (
            <tr>
              <td colSpan={12}>No leads arrived in this period.</td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <FiguresRow row={total} />
        </tfoot>
      </table>
    </div>
  );
}

function FiguresRow({ row }: { row: ResponseTableRow }) {
  return (
    <tr>
      <th scope="row">{row.label}</th>
      <td>{formatNumber(row.leads)}</td>
      <td>{formatNumber(row.answered)}</td>
      <td>{formatNumber(row.withinPromise)}</td>
      <td>{formatNumber(row.overdue)}</td>
      <td>{formatPercent(row.promiseShare)}</td>
      <td>{formatBusinessMinutes(row.medianMinutes)}</td>
      <td>{formatBusinessMinutes(row.p90Minutes)}</td>
      <td>{formatNumber(row.meetingsBooked)}</td>
      <td>{formatNumber(row.meetingsKept)}</td>
      <td>{formatNumber(row.meetingsMissed)}</td>
      <td>{formatNumber(row.qualifiedOrWon)}</td>
    </tr>
  );
}
