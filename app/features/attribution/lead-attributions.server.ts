import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { leadAttributions, leads, type LeadAttributionRow } from "#db/schema";
import type { AppDatabase } from "#db/open";
import { getDb } from "~/utils/db.server";
import type { Touch } from "./classify-touch";
import type { TouchHistory } from "./touch-history";

/** What a lead keeps of where its visitor came from (decision 076). */
export interface LeadAttributionInput {
  history: TouchHistory;
  popupId: number | null;
}

const touchColumns = (prefix: "first" | "last", touch: Touch) => ({
  [`${prefix}Source`]: touch.source,
  [`${prefix}Medium`]: touch.medium,
  [`${prefix}Campaign`]: touch.campaign,
  [`${prefix}Term`]: touch.term,
  [`${prefix}Content`]: touch.content,
  [`${prefix}ReferrerHost`]: touch.referrerHost,
  [`${prefix}LandingPage`]: touch.landingPage,
  [`${prefix}ReferralLinkCode`]: touch.referralLinkCode,
  [`${prefix}At`]: touch.at,
});

/** Stores a lead's attribution in `db`: the transaction that stores the lead, so both or neither are kept. */
export async function storeLeadAttribution(db: AppDatabase, leadId: number, input: LeadAttributionInput): Promise<void> {
  const values = {
    leadId,
    ...touchColumns("first", input.history.first),
    ...touchColumns("last", input.history.last),
    popupId: input.popupId,
  } as typeof leadAttributions.$inferInsert;
  await db.insert(leadAttributions).values(values);
}

/** The attribution of each of these leads that has one. */
export async function attributionsOfLeads(leadIds: readonly number[]): Promise<Map<number, LeadAttributionRow>> {
  if (leadIds.length === 0) return new Map();
  const rows = await getDb().select().from(leadAttributions).where(inArray(leadAttributions.leadId, [...leadIds]));
  return new Map(rows.map((row) => [row.leadId, row]));
}

/** The inbox's attribution filters: leads whose first or last touch came from this source, or belongs to this campaign. */
export interface AttributionFilter {
  source: string | null;
  campaign: string | null;
}

/** A condition on `leads` for the filter, else undefined when it filters nothing. */
export function attributionCondition(filter: AttributionFilter): SQL | undefined {
  const matching = (condition: SQL | undefined) =>
    sql`${leads.id} in (select ${leadAttributions.leadId} from ${leadAttributions} where ${condition})`;
  const conditions: SQL[] = [];
  if (filter.source) conditions.push(matching(or(eq(leadAttributions.firstSource, filter.source), eq(leadAttributions.lastSource, filter.source))));
  if (filter.campaign) {
    conditions.push(matching(or(eq(leadAttributions.firstCampaign, filter.campaign), eq(leadAttributions.lastCampaign, filter.campaign))));
  }
  return conditions.length === 0 ? undefined : and(...conditions);
}

/** Every source and campaign the stored leads name, sorted: the choices of the inbox's filters. */
export async function attributionChoices(): Promise<{ sources: string[]; campaigns: string[] }> {
  const rows = await getDb()
    .selectDistinct({
      firstSource: leadAttributions.firstSource,
      lastSource: leadAttributions.lastSource,
      firstCampaign: leadAttributions.firstCampaign,
      lastCampaign: leadAttributions.lastCampaign,
    })
    .from(leadAttributions);
  const sorted = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => value !== null))].sort();
  return {
    sources: sorted(rows.flatMap((row) => [row.firstSource, row.lastSource])),
    campaigns: sorted(rows.flatMap((row) => [row.firstCampaign, row.lastCampaign])),
  };
}
