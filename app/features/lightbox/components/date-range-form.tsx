import { Form } from "@remix-run/react";
import type { DateRange } from "../date-range";

/** The results' date range (UTC days); a plain GET form, so the URL can be bookmarked. */
export function DateRangeForm({ range }: { range: DateRange }) {
  return (
    <Form method="get" className="filters" aria-label="Date range">
      <div className="field">
        <label htmlFor="range-from" className="field__label">
          From
        </label>
        <input id="range-from" name="from" type="date" defaultValue={range.from} className="input" />
      </div>
      <div className="field">
        <label htmlFor="range-to" className="field__label">
          To
        </label>
        <input id="range-to" name="to" type="date" defaultValue={range.to} className="input" />
      </div>
      <div className="filters__actions">
        <button type="submit" className="button button--primary">
          Show
        </button>
      </div>
    </Form>
  );
}
