import { sql } from "drizzle-orm";
import { classifyTouch, type Touch } from "~/features/attribution/classify-touch";
import { partnerLinkNames } from "~/features/partners/partners.server";
import { selectRows } from "~/utils/db.server";
import { asNumber, countOf } from "~/utils/sql-reports.server";
import {
  conversionRate,
  GOAL_DIMENSIONS,
  GOALS,
  goalOfLeadType,
  landingPath,
  splitByDimension,
  type GoalDimension,
  type GoalKey,
  type GoalSplitRow,
  type TouchDimensions,
} from "./goals";

/**
 * The goals of the analytics dashboard (decision 080): conversions counted from the rows
 * the site stored in the range (leads, bookings, the pop-up clicks the server recorded),
 * each divided by the range's visitors; for one chosen goal, the same split by the
 * dimensions of the first touch, the leads' from `lead_attributions`, the visitors' from
 * the first page view of their first visit, classified by the same rules (decision 076).
 */

export interface GoalRange {
  /** Epoch ms, UTC, inclusive. */
  start: number;
  /** Epoch ms, UTC, exclusive. */
  end: number;
}

export interface GoalFigure {
  key: GoalKey;
  label: string;
  conversions: number;
  rate: number | null;
}

export interface GoalSplit {
  dimension: GoalDimension;
  label: string;
  rows: GoalSplitRow[];
}

export interface GoalsReport {
  /** Visitors of the range, every visit counted (the dashboard's filters apply to visits only). */
  visitors: number;
  goals: GoalFigure[];
  /** The chosen goal split by first touch, or null when none is chosen. */
  selected: { key: GoalKey; label: string; splits: GoalSplit[] } | null;
}

interface ConversionRow {
  goal: GoalKey;
  /** The lead's first touch as stored; named (partner) only when a goal is split. */
  stored: AttributedRow;
}

/** A stored lead (or a booked meeting's lead) with the first touch that brought it; null touch fields when none was recorded. */
export interface AttributedRow {
  type: string;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  landing: string | null;
  linkCode: string | null;
}

const FIRST_TOUCH = sql.raw(`a.first_source AS source, a.first_medium AS medium, a.first_campaign AS campaign,
  a.first_landing_page AS landing, a.first_referral_link_code AS "linkCode"`);

/** Every lead stored in the range, with its type and the first touch that brought it. */
export function leadsWithFirstTouch(range: GoalRange): Promise<AttributedRow[]> {
  return selectRows<AttributedRow>(sql`
    SELECT l.type AS type, ${FIRST_TOUCH}
    FROM leads l LEFT JOIN lead_attributions a ON a.lead_id = l.id
    WHERE l.created_at >= ${range.start} AND l.created_at < ${range.end}`);
}

/** Every lead stored in the range, and every lead whose meeting was booked in it (once per lead), with its first touch. */
async function storedConversions(range: GoalRange): Promise<ConversionRow[]> {
  const [leadRows, bookedRows] = await Promise.all([
    leadsWithFirstTouch(range),
    selectRows<AttributedRow>(sql`
      SELECT 'meeting_booked' AS type, ${FIRST_TOUCH}
      FROM leads l LEFT JOIN lead_attributions a ON a.lead_id = l.id
      WHERE l.id IN (SELECT b.lead_id FROM bookings b WHERE b.created_at >= ${range.start} AND b.created_at < ${range.end})`),
  ]);
  const rows: ConversionRow[] = [];
  for (const row of leadRows) {
    const goal = goalOfLeadType(row.type);
    if (goal) rows.push({ goal, stored: row });
  }
  for (const row of bookedRows) rows.push({ goal: "meeting_booked", stored: row });
  return rows;
}

function storedTouch(row: AttributedRow, partners: PartnerNamer): TouchDimensions | null {
  if (row.source === null || row.medium === null) return null;
  return {
    source: row.source,
    medium: row.medium,
    campaign: row.campaign,
    landingPage: landingPath(row.landing),
    partner: partners.of({ source: row.source, medium: row.medium, referralLinkCode: row.linkCode }),
  };
}

/** Calls to action of a pop-up followed in the range: each a click the server recorded on `/lightbox/{id}/go` or the pop-up's API. */
async function popupClicks(range: GoalRange): Promise<number> {
  const [row] = await selectRows<{ n: number }>(sql`
    SELECT ${countOf(sql`*`)} AS n FROM lightbox_events
    WHERE kind = 'click' AND created_at >= ${range.start} AND created_at < ${range.end}`);
  return row?.n ?? 0;
}

/** The range's visitors, as the dashboard counts them (a visitor id, else the session), funnel rows left out. */
async function visitorsOf(range: GoalRange): Promise<number> {
  const [row] = await selectRows<{ n: number }>(sql`
    SELECT ${countOf(sql`DISTINCT coalesce(visitor_identifier, session_id)`)} AS n FROM analytics_events
    WHERE occurred_at >= ${range.start} AND occurred_at < ${range.end} AND event_type <> 'funnel'`);
  return row?.n ?? 0;
}

/**
 * Each visitor of the range with the first touch of their first visit: the first page view
 * of each session (no earlier page view of it in the range), the earliest per visitor,
 * classified from its address and referrer as a lead's touch is.
 */
async function visitorTouches(range: GoalRange, partners: PartnerNamer): Promise<TouchDimensions[]> {
  const rows = await selectRows<{ visitor: string; at: number; page: string | null; referrer: string | null }>(sql`
    SELECT coalesce(p.visitor_identifier, p.session_id) AS visitor, ${asNumber(sql`p.occurred_at`)} AS at,
           p.page_url AS page, p.referrer_host AS referrer
    FROM analytics_events p
    WHERE p.event_type = 'pageview' AND p.occurred_at >= ${range.start} AND p.occurred_at < ${range.end}
      AND NOT EXISTS (
        SELECT 1 FROM analytics_events q
        WHERE q.session_id = p.session_id AND q.event_type = 'pageview'
          AND q.occurred_at >= ${range.start} AND q.occurred_at < ${range.end}
          AND (q.occurred_at < p.occurred_at OR (q.occurred_at = p.occurred_at AND q.id < p.id))
      )`);
  const firstOfVisitor = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const known = firstOfVisitor.get(row.visitor);
    if (!known || row.at < known.at) firstOfVisitor.set(row.visitor, row);
  }
  return [...firstOfVisitor.values()].flatMap((row) => {
    const touch = touchOfPageView(row.page, row.referrer, row.at);
    if (!touch) return [];
    return [
      {
        source: touch.source,
        medium: touch.medium,
        campaign: touch.campaign,
        landingPage: landingPath(touch.landingPage),
        partner: partners.of(touch),
      },
    ];
  });
}

/** A page view's touch: a move within the site (a visit resumed from an inner page) reads as direct. */
function touchOfPageView(page: string | null, referrerHost: string | null, at: number): Touch | null {
  let pageUrl: URL;
  try {
    pageUrl = new URL(page ?? "");
  } catch {
    return null;
  }
  const input = { pageUrl, siteHosts: [pageUrl.host], now: at };
  return classifyTouch({ ...input, referrer: referrerHost ? `https://${referrerHost}/` : null }) ?? classifyTouch({ ...input, referrer: null });
}

/** Names the referral partner behind a touch: by its link, else by the partner's ref a referral source is. */
interface PartnerNamer {
  of(touch: Pick<Touch, "source" | "medium" | "referralLinkCode">): string | null;
}

async function partnerNamer(): Promise<PartnerNamer> {
  const [links, partners] = await Promise.all([
    partnerLinkNames(),
    selectRows<{ ref: string; name: string }>(sql`SELECT ref, name FROM referral_partners`),
  ]);
  const byRef = new Map(partners.map((partner) => [partner.ref.toLowerCase(), partner.name]));
  return {
    of: (touch) =>
      (touch.referralLinkCode ? links.get(touch.referralLinkCode)?.partnerName : undefined) ??
      (touch.medium === "referral" ? (byRef.get(touch.source) ?? null) : null),
  };
}

/**
 * The goals of a range. `knownVisitors` is the range's visitor count when the caller has it
 * (the dashboard without filters), saving a scan of the range.
 */
export async function loadGoals(range: GoalRange, selected: GoalKey | null, knownVisitors: number | null = null): Promise<GoalsReport> {
  const [conversions, clicks, visitors] = await Promise.all([
    storedConversions(range),
    popupClicks(range),
    knownVisitors ?? visitorsOf(range),
  ]);
  const countOfGoal = (key: GoalKey) => (key === "popup_cta" ? clicks : conversions.filter((row) => row.goal === key).length);
  const goals = GOALS.map((goal) => {
    const count = countOfGoal(goal.key);
    return { key: goal.key, label: goal.label, conversions: count, rate: conversionRate(count, visitors) };
  });
  if (selected === null) return { visitors, goals, selected: null };

  // Partner names only matter for a split: the plain dashboard does not read them.
  const partners = await partnerNamer();
  const reached =
    selected === "popup_cta"
      ? Array.from({ length: clicks }, () => null)
      : conversions.filter((row) => row.goal === selected).map((row) => storedTouch(row.stored, partners));
  const visitorRows = await visitorTouches(range, partners);
  return {
    visitors,
    goals,
    selected: {
      key: selected,
      label: goals.find((goal) => goal.key === selected)!.label,
      splits: GOAL_DIMENSIONS.map((dimension) => ({
        dimension: dimension.key,
        label: dimension.label,
        rows: splitByDimension(dimension.key, reached, visitorRows),
      })),
    },
  };
}
