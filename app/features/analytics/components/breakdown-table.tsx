import { formatNumber } from "~/utils/format";
import type { BreakdownRow } from "../dashboard-report";

/**
 * One "top 10" table with a proportional bar behind each count. With `hrefFor`, each
 * row's value is a link that filters the whole dashboard by it (decision 079).
 */
export function BreakdownTable({
  title,
  item,
  counted,
  rows,
  hrefFor,
}: {
  title: string;
  item: string;
  counted: string;
  rows: BreakdownRow[];
  hrefFor?: (value: string) => string;
}) {
  const max = Math.max(1, ...rows.map((row) => row.count));
  const id = `breakdown-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section className="breakdown" aria-labelledby={id}>
      <h2 id={id} className="breakdown__title">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="breakdown__empty">Nothing in this range.</p>
      ) : (
        <table className="breakdown__table">
          <thead>
            <tr>
              <th scope="col">{item}</th>
              <th scope="col" className="breakdown__count">
                {counted}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="breakdown__key">
                  <span className="breakdown__bar" style={{ width: `${(row.count / max) * 100}%` }} aria-hidden="true" />
                  {hrefFor ? (
                    <a className="breakdown__label breakdown__filter" href={hrefFor(row.key)}>
                      {row.key}
                    </a>
                  ) : (
                    <span className="breakdown__label">{row.key}</span>
                  )}
                </th>
                <td className="breakdown__count">{formatNumber(row.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
