import { parseDateRange, type DateRange } from "~/utils/date-range";
import { formatPercent } from "~/utils/format";
import { notFound } from "~/utils/http.server";
import { dailyCounts, totalsByLightbox, totalsFor, type LightboxTotals } from "./events.server";
import { getLightbox, listLightboxes, parseLightboxId } from "./lightboxes.server";
import {
  chartGeometry,
  clickThroughRate,
  dailySeries,
  leadRate,
  RESULTS_RANGE_DAYS,
  type ChartGeometry,
  type DayFigures,
} from "./metrics";
import { lightboxStatus, STATUS_LABELS } from "./schedule";

export interface ResultsRow extends LightboxTotals {
  id: number;
  name: string;
  statusLabel: string;
  ctr: string;
  leadRate: string;
}

function toRow(
  row: { id: number; name: string; active: boolean; startsAt: string | null; endsAt: string | null },
  totals: LightboxTotals,
  now: Date
): ResultsRow {
  return {
    id: row.id,
    name: row.name,
    statusLabel: STATUS_LABELS[lightboxStatus(row, now)],
    ...totals,
    ctr: formatPercent(clickThroughRate(totals.impressions, totals.clicks)),
    leadRate: formatPercent(leadRate(totals.clicks, totals.leads)),
  };
}

const empty: LightboxTotals = { impressions: 0, clicks: 0, visitors: 0, leads: 0 };

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
  const totals = await totalsByLightbox(range);
  return { range, rows: (await listLightboxes()).map((row) => toRow(row, totals.get(row.id) ?? empty, now)) };
}

export interface LightboxResults {
  range: DateRange;
  summary: ResultsRow;
  days: DayFigures[];
  chart: ChartGeometry;
}

/** One pop-up's results with a day-by-day chart; 404 for an unknown id. */
export async function loadLightboxResults(
  idParam: string | undefined,
  searchParams: URLSearchParams,
  timeZone: string,
  now: Date = new Date()
): Promise<LightboxResults> {
  const id = parseLightboxId(idParam);
  const row = id ? await getLightbox(id) : null;
  if (!row) throw notFound();
  const range = resultsRange(searchParams, timeZone, now);
  const days = dailySeries(await dailyCounts(row.id, range), range.from, range.to);
  return { range, summary: toRow(row, await totalsFor(row.id, range), now), days, chart: chartGeometry(days) };
}
