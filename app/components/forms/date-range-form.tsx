import { Form, Link } from "@remix-run/react";

/**
 * The date range of a staff screen's figures (`parseDateRange` in `~/utils/date-range`):
 * a plain GET form (bookmarkable, works without JavaScript) and preset links.
 */
export function DateRangeForm({
  from,
  to,
  timeZone,
  presets,
  label,
  keep = [],
}: {
  from: string;
  to: string;
  timeZone: string;
  presets: { label: string; from: string; to: string }[];
  label: string;
  /** Other query parameters the screen keeps when the range changes (its filters). */
  keep?: readonly { key: string; value: string }[];
}) {
  const kept = keep.map(({ key, value }) => `&${new URLSearchParams({ [key]: value })}`).join("");
  return (
    <div className="range">
      <Form method="get" className="range__form" aria-label={label}>
        <div className="field">
          <label htmlFor="range-from" className="field__label">
            From
          </label>
          <input id="range-from" name="from" type="date" defaultValue={from} className="input" required />
        </div>
        <div className="field">
          <label htmlFor="range-to" className="field__label">
            To
          </label>
          <input id="range-to" name="to" type="date" defaultValue={to} className="input" required />
        </div>
        {keep.map(({ key, value }) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        <button type="submit" className="button button--primary">
          Show
        </button>
      </Form>
      <nav className="range__presets" aria-label="Quick ranges">
        {presets.map((preset) => {
          const current = preset.from === from && preset.to === to;
          return (
            <Link
              key={preset.label}
              to={`?from=${preset.from}&to=${preset.to}${kept}`}
              className="range__preset"
              aria-current={current ? "true" : undefined}
            >
              {preset.label}
            </Link>
          );
        })}
      </nav>
      <p className="range__zone">Days are counted in your time zone ({timeZone}).</p>
    </div>
  );
}
