import type { TouchLine } from "../inbox.server";

interface LeadSource {
  first: TouchLine;
  last: TouchLine;
  /** The pop-up whose call to action the visitor followed in the day before, by name. */
  popup: string | null;
}

const ROWS: [label: string, value: (touch: TouchLine) => string | null][] = [
  ["Source", (touch) => touch.source],
  ["Campaign", (touch) => touch.campaign],
  ["Term", (touch) => touch.term],
  ["Content", (touch) => touch.content],
  ["Referring site", (touch) => touch.referrerHost],
  ["Landing page", (touch) => touch.landingPage],
];

/** "Where this lead came from" on a lead's page (decision 076): the first and the last touch side by side. */
export function LeadSourcePanel({ source, timeZone }: { source: LeadSource | null; timeZone: string }) {
  return (
    <section className="panel" aria-labelledby="source-title">
      <h2 id="source-title">Where this lead came from</h2>
      {source ? (
        <div className="table-wrap">
          <table className="lead-source">
            <caption className="visually-hidden">First and last touch</caption>
            <thead>
              <tr>
                <td />
                <th scope="col">First touch</th>
                <th scope="col">Last touch</th>
              </tr>
            </thead>
            <tbody>
              {ROWS.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{value(source.first) ?? "—"}</td>
                  <td>{value(source.last) ?? "—"}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">Arrived (your time: {timeZone})</th>
                <td>
                  <time dateTime={source.first.arrived.at}>{source.first.arrived.when}</time>
                </td>
                <td>
                  <time dateTime={source.last.arrived.at}>{source.last.arrived.when}</time>
                </td>
              </tr>
            </tbody>
          </table>
          {source.popup !== null ? <p>In the day before sending it, the visitor followed the call to action of the pop-up “{source.popup}”.</p> : null}
        </div>
      ) : (
        <p>Not recorded: the visitor asked not to be tracked (Do Not Track or Global Privacy Control), or sent it without visiting the site.</p>
      )}
    </section>
  );
}
