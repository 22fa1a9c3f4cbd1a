import { formatNumber, formatPercent } from "~/utils/format";
import type { FunnelSplitRow } from "../dashboard-report";
import { FUNNEL_STEPS, type FunnelRow } from "../funnel";

/**
 * The consultation wizard's funnel (decision 078) as plain tables: visitors at each step
 * and the drop-off from the step before, then the same split by source and by device,
 * each value a link that filters the dashboard.
 */
export function FunnelTables({
  funnel,
  bySource,
  byDevice,
  sourceHref,
  deviceHref,
}: {
  funnel: FunnelRow[];
  bySource: FunnelSplitRow[];
  byDevice: FunnelSplitRow[];
  sourceHref: (value: string) => string;
  deviceHref: (value: string) => string;
}) {
  return (
    <section className="breakdown breakdown--wide funnel" aria-labelledby="funnel-title">
      <h2 id="funnel-title" className="breakdown__title">
        Consultation funnel
      </h2>
      <p className="dashboard__note">Visitors who reached each step of the consultation form, and how many of the step before did not.</p>
      <div className="table-wrap">
        <table className="data-table" aria-label="Consultation funnel">
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col">Visitors</th>
              <th scope="col">Drop-off</th>
            </tr>
          </thead>
          <tbody>
            {funnel.map((row) => (
              <tr key={row.step} data-step={row.step}>
                <th scope="row">{stepLabel(row.step)}</th>
                <td>{formatNumber(row.visitors)}</td>
                <td>{formatPercent(row.dropOff)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <FunnelSplit title="Funnel by source" item="Source" rows={bySource} hrefFor={sourceHref} />
      <FunnelSplit title="Funnel by device" item="Device" rows={byDevice} hrefFor={deviceHref} />
    </section>
  );
}

function stepLabel(step: string): string {
  return step === "submitted" ? "Submitted" : step.replace("step", "Step");
}

function FunnelSplit({ title, item, rows, hrefFor }: { title: string; item: string; rows: FunnelSplitRow[]; hrefFor: (value: string) => string }) {
  return (
    <div className="table-wrap funnel__split">
      <table className="data-table" aria-label={title}>
        <caption className="funnel__caption">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{item}</th>
            {FUNNEL_STEPS.map((step) => (
              <th key={step} scope="col">
                {stepLabel(step)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={FUNNEL_STEPS.length + 1}>Nobody started the consultation form in this range.</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">
                  <a href={hrefFor(row.key)}>{row.key}</a>
                </th>
                {row.steps.map((step) => (
                  <td key={step.step}>
                    {formatNumber(step.visitors)}
                    {step.dropOff === null ? null : <span className="funnel__drop"> · {formatPercent(step.dropOff)} drop-off</span>}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
