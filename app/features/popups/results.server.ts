import { parseDateRange, type DateRange } from "~/utils/date-range";
import { formatPercent } from "~/utils/format";
import { notFound } from "~/utils/http.server";
import { dailyCounts, totalsByPopup, totalsFor, type PopupTotals } from "./events.server";
import { getPopup, listPopups, parsePopupId } from "./popups.server";
import {
  chartGeometry,
  clickThroughRate,
  dailySeries,
  leadRate,
  RESULTS_RANGE_DAYS,
  type ChartGeometry,
  type DayFigures,
} from "./metrics";
import { popupStatus, STATUS_LABELS } from "./schedule";

export interface ResultsRow extends PopupTotals {
  id: number;
  name: string;
  statusLabel: string;
  ctr: string;
  leadRate: string;
}

function toRow(
  row: { id: number; name: string; active: boolean; startsAt: number | null; endsAt: number | null },
  totals: PopupTotals,
  now: Date
): ResultsRow {
  return {
    id: row.id,
    name: row.name,
    statusLabel: STATUS_LABELS[popupStatus(row, now)],
    ...totals,
    ctr: formatPercent(clickThroughRate(totals.impressions, totals.clicks)),
    leadRate: formatPercent(leadRate(totals.clicks, totals.leads)),
  };
}

const empty: PopupTotals = { impressions: 0, clicks: 0, visitors: 0, leads: 0 };

/** The range asked for (?from&to, default the last 30 days), in the staff member's zone. */
const resultsRange = (searchParams: URLSearchParams, timeZone: string, now: Date) =>
  parseDateRange(searchParams, timeZone, { defaultDays: RESULTS_RANGE_DAYS, now });

/** Every pop-up's results over the range asked for. */
export async function loadResultsOverview(
  searchParams: URLSearchParams,
  timeZone: string,
  now: Date = new Date()
): Promise<{ range: DateRange; rows: ResultsRow[] }> {
  const range = resultsRange(searchParams, timeZone, now);
  const totals = await totalsByPopup(range);
  return { range, rows: (await listPopups()).map((row) => toRow(row, totals.get(row.id) ?? empty, now)) };
}

export interface PopupResults {
  range: DateRange;
  summary: ResultsRow;
  days: DayFigures[];
  chart: ChartGeometry;
}

/** One pop-up's results with a day-by-day chart; 404 for an unknown id. */
export async function loadPopupResults(
  idParam: string | undefined,
  searchParams: URLSearchParams,
  timeZone: string,
  now: Date = new Date()
): Promise<PopupResults> {
  const id = parsePopupId(idParam);
  const row = id ? await getPopup(id) : null;
  if (!row) throw notFound();
  const range = resultsRange(searchParams, timeZone, now);
  const days = dailySeries(await dailyCounts(row.id, range), range.from, range.to);
  return { range, summary: toRow(row, await totalsFor(row.id, range), now), days, chart: chartGeometry(days) };
}
