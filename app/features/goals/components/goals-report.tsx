import { formatNumber, formatPercent } from "~/utils/format";
import type { GoalKey } from "../goals";
import type { GoalsReport } from "../goals.server";

/**
 * The dashboard's goals (decision 080): each goal's conversions and rate; a goal is a link
 * that splits it by the first touch of its leads and visitors, so it works without
 * JavaScript and the choice shows in the address.
 */
export function GoalsReportSection({
  report,
  hrefFor,
  filtered,
}: {
  report: GoalsReport;
  hrefFor: (goal: GoalKey) => string;
  /** Whether the dashboard is filtered: the filters apply to visits, not to goals. */
  filtered: boolean;
}) {
  const { selected } = report;
  return (
    <section className="breakdown breakdown--wide goals" aria-labelledby="goals-title">
      <h2 id="goals-title" className="breakdown__title">
        Goals
      </h2>
      <p className="dashboard__note">
        Counted from what the site stored in this range: leads, booked meetings and pop-up clicks. Rates are over the range&apos;s{" "}
        {formatNumber(report.visitors)} visitors{filtered ? ", every visit counted: the filters above apply to visits, not to goals" : ""}.
        Choose a goal to see where its leads came from.
      </p>
      <div className="table-wrap">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Goal</th>
              <th scope="col">Conversions</th>
              <th scope="col">Conversion rate</th>
            </tr>
          </thead>
          <tbody>
            {report.goals.map((goal) => (
              <tr key={goal.key} data-goal={goal.key}>
                <th scope="row">
                  <a href={hrefFor(goal.key)} aria-current={selected?.key === goal.key ? "true" : undefined}>
                    {goal.label}
                  </a>
                </th>
                <td>{formatNumber(goal.conversions)}</td>
                <td>{formatPercent(goal.rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {selected ? (
        <div className="breakdowns">
          {selected.splits.map((split) => (
            <section key={split.dimension} className="breakdown" aria-labelledby={`goal-split-${split.dimension}`}>
              <h3 id={`goal-split-${split.dimension}`} className="breakdown__title">
                {selected.label} by {split.label.toLowerCase()}
              </h3>
              {split.rows.length === 0 ? (
                <p className="breakdown__empty">Nothing in this range.</p>
              ) : (
                <table className="breakdown__table" data-goal-split={split.dimension}>
                  <thead>
                    <tr>
                      <th scope="col">{split.label}</th>
                      <th scope="col" className="breakdown__count">
                        Visitors
                      </th>
                      <th scope="col" className="breakdown__count">
                        Conversions
                      </th>
                      <th scope="col" className="breakdown__count">
                        Rate
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {split.rows.map((row) => (
                      <tr key={row.value}>
                        <th scope="row" className="breakdown__key">
                          <span className="breakdown__label">{row.value}</span>
                        </th>
                        <td className="breakdown__count">{formatNumber(row.visitors)}</td>
                        <td className="breakdown__count">{formatNumber(row.conversions)}</td>
                        <td className="breakdown__count">{formatPercent(row.rate)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          ))}
        </div>
      ) : null}
    </section>
  );
}
