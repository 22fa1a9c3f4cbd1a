import { sql } from "drizzle-orm";
import { toCsv } from "~/utils/csv";
import type { DateRange } from "~/utils/date-range";
import { toPercent } from "~/utils/format";
import { selectRows } from "~/utils/db.server";
import { asNumber, countOf, countWhere } from "~/utils/sql-reports.server";

/** Per link code: clicks and conversions in a date range, and the rate between them. */
export interface LinkCodeStats {
  linkCode: string;
  ref: string | null;
  code: string | null;
  utmSource: string | null;
  utmCampaign: string | null;
  clicks: number;
  /** Distinct visitors among the clicks. */
  visitors: number;
  conversions: number;
  /** Conversions from a lead form on this site (the rest came through the convert call, retired by decision 029). */
  leadConversions: number;
  conversionValue: number;
  /** conversions / clicks, or null without clicks. */
  conversionRate: number | null;
  lastClickAt: number | null;
}

export async function linkCodeStats(range: Pick<DateRange, "start" | "end">): Promise<LinkCodeStats[]> {
  const clicks = await selectRows<{
    linkCode: string;
    ref: string | null;
    code: string | null;
    utmSource: string | null;
    utmCampaign: string | null;
    clicks: number;
    visitors: number;
    lastClickAt: number;
  }>(sql`
    SELECT link_code AS "linkCode", MAX(ref) AS ref, MAX(code) AS code, MAX(utm_source) AS "utmSource",
           MAX(utm_campaign) AS "utmCampaign", ${countOf(sql`*`)} AS clicks, ${countOf(sql`DISTINCT visitor_key`)} AS visitors,
           ${asNumber(sql`MAX(created_at)`)} AS "lastClickAt"
    FROM referral_clicks WHERE created_at >= ${range.start} AND created_at < ${range.end}
    GROUP BY link_code`);
  const conversions = await selectRows<{ linkCode: string; conversions: number; leadConversions: number; value: number }>(sql`
    SELECT link_code AS "linkCode", ${countOf(sql`*`)} AS conversions, ${countWhere(sql`source = 'lead'`)} AS "leadConversions",
           SUM(conversion_value) AS value
    FROM referral_conversions WHERE occurred_at >= ${range.start} AND occurred_at < ${range.end}
    GROUP BY link_code`);

  const byCode = new Map<string, LinkCodeStats>();
  for (const row of clicks) {
    byCode.set(row.linkCode, { ...row, conversions: 0, leadConversions: 0, conversionValue: 0, conversionRate: null });
  }
  for (const row of conversions) {
    const stats = byCode.get(row.linkCode) ?? {
      linkCode: row.linkCode,
      ref: null,
      code: null,
      utmSource: null,
      utmCampaign: null,
      clicks: 0,
      visitors: 0,
      lastClickAt: null,
      conversions: 0,
      leadConversions: 0,
      conversionValue: 0,
      conversionRate: null,
    };
    byCode.set(row.linkCode, { ...stats, conversions: row.conversions, leadConversions: row.leadConversions, conversionValue: row.value });
  }
  return [...byCode.values()]
    .map((stats) => ({ ...stats, conversionRate: stats.clicks > 0 ? stats.conversions / stats.clicks : null }))
    .sort((a, b) => b.conversions - a.conversions || b.clicks - a.clicks || a.linkCode.localeCompare(b.linkCode));
}

export function linkCodeStatsCsv(rows: LinkCodeStats[]): string {
  return toCsv(
    ["link_code", "ref", "code", "utm_source", "utm_campaign", "clicks", "visitors", "conversions", "lead_conversions", "conversion_value", "conversion_rate_percent"],
    rows.map((row) => [
      row.linkCode,
      row.ref,
      row.code,
      row.utmSource,
      row.utmCampaign,
      row.clicks,
      row.visitors,
      row.conversions,
      row.leadConversions,
      row.conversionValue,
      row.conversionRate === null ? null : toPercent(row.conversionRate),
    ]),
  );
}
