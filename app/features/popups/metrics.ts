import { chartAxes, type GridLine, type PlotArea } from "~/utils/chart-axis";
import { addDays } from "~/utils/date-range";

/** Campaign figures for staff: rates, a day-by-day series and the geometry of its chart. */

/** The results pages and the pop-up list open on the last 30 days (in the staff member's zone). */
export const RESULTS_RANGE_DAYS = 30;

/** Clicks per impression, or null when there was no impression to divide by. */
export function clickThroughRate(impressions: number, clicks: number): number | null {
  return impressions > 0 ? clicks / impressions : null;
}

/** Consultations per click, or null without clicks. */
export function leadRate(clicks: number, leads: number): number | null {
  return clicks > 0 ? leads / clicks : null;
}

export interface DayFigures {
  /** YYYY-MM-DD in the staff member's time zone */
  day: string;
  impressions: number;
  clicks: number;
  leads: number;
}

export interface DayCount {
  day: string;
  kind: "impression" | "click" | "lead";
  n: number;
}

/** Every day from `from` to `to` (inclusive), zero-filled where nothing happened. */
export function dailySeries(counts: readonly DayCount[], from: string, to: string): DayFigures[] {
  const byDay = new Map<string, DayFigures>();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    byDay.set(day, { day, impressions: 0, clicks: 0, leads: 0 });
  }
  for (const count of counts) {
    const figures = byDay.get(count.day);
    if (!figures) continue;
    if (count.kind === "impression") figures.impressions += count.n;
    else if (count.kind === "click") figures.clicks += count.n;
    else figures.leads += count.n;
  }
  return [...byDay.values()];
}

export interface ChartGeometry {
  width: number;
  height: number;
  plot: PlotArea;
  /** The highest value on the y axis (a round number, at least 1). */
  max: number;
  /** SVG polyline points for each line. */
  impressions: string;
  clicks: string;
  /** The horizontal grid lines with their labels. */
  grid: GridLine[];
}

/** Lines of impressions and clicks per day, drawn in a width × height box. */
export function chartGeometry(series: readonly DayFigures[], width = 640, height = 220): ChartGeometry {
  const plot = { left: 40, top: 12, right: width - 12, bottom: height - 24 };
  const largest = Math.max(0, ...series.map((day) => Math.max(day.impressions, day.clicks)));
  const { max, grid, x, y } = chartAxes(plot, series.length, largest, 2);
  const line = (pick: (day: DayFigures) => number) => series.map((day, index) => `${x(index)},${y(pick(day))}`).join(" ");
  return {
    width,
    height,
    plot,
    max,
    impressions: line((day) => day.impressions),
    clicks: line((day) => day.clicks),
    grid,
  };
}
