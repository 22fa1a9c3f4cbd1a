import { beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents, leads, type NewAnalyticsEvent } from "#db/schema";
import { parseDashboardFilters } from "~/features/analytics/dashboard-filters";
import { parseDashboardRange } from "~/features/analytics/dashboard-range";
import { loadDashboard } from "~/features/analytics/dashboard.server";
import { flushAnalyticsCommitted, writeAnalyticsEvents } from "~/features/analytics/events.server";
import { noScriptViewHref } from "~/features/analytics/noscript-view";
import { formatSessionCookie, randomId } from "~/features/analytics/session-cookie";
import { action as consultApi } from "~/routes/api.consult";
import { action as trackAction } from "~/routes/api.website-analytics.track";
import { loader as viewLoader } from "~/routes/api.website-analytics.view[.]gif";
import { action as wizardAction } from "~/routes/consult";
import { getDb } from "~/utils/db.server";
import { BROWSER_USER_AGENT, dateFromToday, settle, Visitor } from "./support/requests";

/**
 * A known script of visits through the real endpoints (decisions 078 and 079): the
 * consultation funnel, step changes that are not page views, the filters and the previous
 * period, with JavaScript off (the no-script image, the wizard's form posts) and on (the
 * tracker's beacon, the wizard's Submit through /api/consult).
 */

const args = (request: Request) => ({ request, params: {}, context: {} });
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const DAY = 86_400_000;

const contact = { full_name: "Dana Reyes", business_name: "Reyes Hardware", phone_number: "(601) 555-0100", email: "dana@reyes.example" };
const business = { industry_type: "retail", num_locations: "2", num_terminals: "3", processing_volume: "10k_50k" };
// 5 AM Central: before every demo rep's hours, so the time is a request, never a booking.
const scheduling = { preferred_date: dateFromToday(3), start_hour: "05", start_minute: "00", start_period: "AM", time_zone: "CT" };

async function view(visitor: Visitor, page: string, userAgent = BROWSER_USER_AGENT) {
  const request = new Request(`http://localhost${noScriptViewHref(page)}`, {
    headers: { "User-Agent": userAgent, "Sec-Fetch-Dest": "image", "Sec-Fetch-Site": "same-origin", Cookie: visitor.cookieHeader() },
  });
  visitor.rememberResponse(await viewLoader(args(request)));
}

async function post(visitor: Visitor, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const result = await settle(() => wizardAction(args(visitor.form("/consult", fields, { headers }))));
  if (result instanceof Response) visitor.rememberResponse(result);
  return result;
}

/** A visitor with JavaScript: the tracker set the analytics cookies and sent the page view. */
async function trackedVisitor(page: string, referrer: string): Promise<Visitor> {
  const visitor = new Visitor();
  const sessionId = randomId();
  const visitorId = randomId();
  const now = Date.now();
  visitor.remember(`vid=${visitorId}; Path=/`);
  visitor.remember(`sid=${formatSessionCookie({ id: sessionId, start: now, last: now, pageViews: 1, returning: false })}; Path=/`);
  const beacon = visitor.json("/api/website-analytics/track", {
    kind: "pageview",
    session_id: sessionId,
    visitor_identifier: visitorId,
    page_url: `http://localhost${page}`,
    referrer,
  });
  expect((await trackAction(args(beacon))).status).toBe(202);
  return visitor;
}

/** A visitor nobody may count, but whose browser carries an analytics session all the same. */
function uncountedVisitor(extraCookie: string | null): Visitor {
  const visitor = new Visitor();
  const now = Date.now();
  visitor.remember(`sid=${formatSessionCookie({ id: randomId(), start: now, last: now, pageViews: 1, returning: false })}; Path=/`);
  if (extraCookie) visitor.remember(`${extraCookie}; Path=/`);
  return visitor;
}

async function walkToStepTwo(visitor: Visitor, headers: Record<string, string> = {}) {
  return post(visitor, { step: "1", intent: "next", ...contact }, headers);
}

// Yesterday to tomorrow (UTC): today's visits are inside whenever the test runs.
const query = (extra = "") => new URLSearchParams(`from=${dateFromToday(-1)}&to=${dateFromToday(1)}${extra}`);
const range = () => parseDashboardRange(query(), "UTC");
const dashboard = (extra = "") => loadDashboard(parseDashboardRange(query(extra), "UTC"), Date.now(), parseDashboardFilters(query(extra)));
const visitorsPerStep = (rows: { visitors: number }[]) => rows.map((row) => row.visitors);

beforeAll(async () => {
  await flushAnalyticsCommitted();
  await getDb().delete(analyticsEvents);
  await getDb().delete(leads);

  // A, without JavaScript, on a phone, from a Google campaign: the whole wizard.
  const a = new Visitor();
  await view(a, "/?utm_source=google&utm_campaign=spring", IPHONE);
  await view(a, "/consult", IPHONE);
  await walkToStepTwo(a, { "User-Agent": IPHONE });
  await view(a, "/consult?step=2", IPHONE); // the next step's page: no page view
  // Back to step 1 and Next again: step 1 and step 2 are not written twice.
  await post(a, { step: "2", intent: "back", ...business }, { "User-Agent": IPHONE });
  await view(a, "/consult?step=1", IPHONE);
  await walkToStepTwo(a, { "User-Agent": IPHONE });
  await post(a, { step: "2", intent: "next", ...business }, { "User-Agent": IPHONE });
  await post(a, { step: "3", intent: "next", ...scheduling }, { "User-Agent": IPHONE });
  const sent = await post(a, { step: "4", intent: "submit", goal_pos: "on" }, { "User-Agent": IPHONE });
  expect((sent as Response).headers.get("Location")).toBe("/consult");
  await view(a, "/consult", IPHONE); // the Thank You on the wizard's page: no page view either

  // B, with JavaScript, on a desktop, from Bing: step 1 posted twice at once (a double
  // click), then the Submit through /api/consult as the page script sends it.
  const b = await trackedVisitor("/consult", "https://www.bing.com/search?q=card+processing");
  await Promise.all([walkToStepTwo(b), walkToStepTwo(b.anotherTab())]);
  const payload = { ...contact, ...business, num_locations: 2, num_terminals: 3, ...scheduling, goal_pos: true, status: "pending" };
  expect(((await settle(() => consultApi(args(b.json("/api/consult", payload))))) as Response).status).toBe(201);

  // Nobody else counts: the staff opt-out, a staff browser, Do Not Track, a bot.
  // Their steps move on like anyone's: only the counting leaves them out.
  const uncounted = await Promise.all([
    walkToStepTwo(uncountedVisitor("analytics_optout=1")),
    walkToStepTwo(uncountedVisitor("staff_session=s%3Aanything.signature")),
    walkToStepTwo(uncountedVisitor(null), { DNT: "1" }),
    walkToStepTwo(uncountedVisitor(null), { "User-Agent": GOOGLEBOT }),
  ]);
  expect(uncounted.map((result) => (result as Response).headers.get("Location"))).toEqual(Array(4).fill("/consult?step=2#wizard"));

  // The previous period (the three days before the range): one visit from Google.
  const before = range().start - DAY;
  const previous = (overrides: Partial<NewAnalyticsEvent>): NewAnalyticsEvent => ({
    occurredAt: before,
    eventType: "pageview",
    source: "js",
    sessionId: "previous-session",
    visitorId: "previous-visitor",
    pagePath: "/",
    deviceType: "desktop",
    ...overrides,
  });
  await writeAnalyticsEvents([previous({ utmSource: "google" }), previous({ occurredAt: before + 60_000, pagePath: "/pricing" })]);
  await flushAnalyticsCommitted();
});

describe("the consultation funnel", () => {
  it("counts each visitor once per step, with JavaScript on and off, and nobody who may not be counted", async () => {
    const { funnel } = await dashboard();
    expect(funnel.map((row) => row.step)).toEqual(["step 1", "step 2", "step 3", "step 4", "submitted"]);
    // A: every step; B: steps 1 and 2, then submitted through the API.
    expect(visitorsPerStep(funnel)).toEqual([2, 2, 1, 1, 2]);
    expect(funnel.map((row) => row.dropOff)).toEqual([null, 0, 0.5, 0, -1]);
  });

  it("writes a step once per visit, even after Back and Next", async () => {
    const rows = await getDb().select().from(analyticsEvents);
    const funnelRows = rows.filter((row) => row.eventType === "funnel");
    const perSessionStep = new Set(funnelRows.map((row) => `${row.sessionId} ${row.eventName}`));
    // B's two simultaneous posts may both write their steps; every other step is one row.
    expect(funnelRows.length - perSessionStep.size).toBeLessThanOrEqual(2);
    expect(perSessionStep.size).toBe(8);
  });

  it("splits by source and by device, from the visit's first page view", async () => {
    const { funnelBySource, funnelByDevice } = await dashboard();
    expect(funnelBySource.map((row) => [row.key, visitorsPerStep(row.steps)])).toEqual([
      ["google", [1, 1, 1, 1, 1]],
      ["www.bing.com", [1, 1, 0, 0, 1]],
    ]);
    expect(funnelByDevice.map((row) => [row.key, visitorsPerStep(row.steps)])).toEqual([
      ["mobile", [1, 1, 1, 1, 1]],
      ["desktop", [1, 1, 0, 0, 1]],
    ]);
  });
});

describe("step changes are not page views", () => {
  it("counts the wizard's page once per visit without JavaScript, and keeps the visit going", async () => {
    const { summary, topPages } = await dashboard();
    // A: / and /consult (its later images of the wizard's page are not page views); B: /consult.
    expect(summary).toMatchObject({ visitors: 2, sessions: 2, pageViews: 3 });
    expect(topPages).toEqual([
      { key: "/consult", count: 2 },
      { key: "/", count: 1 },
    ]);
  });
});

describe("filters and the previous period", () => {
  it("filters every figure by the visit's source", async () => {
    const filtered = await dashboard("&source=google");
    expect(filtered.summary).toMatchObject({ visitors: 1, sessions: 1, pageViews: 2 });
    expect(visitorsPerStep(filtered.funnel)).toEqual([1, 1, 1, 1, 1]);
    expect(filtered.devices).toEqual([{ key: "mobile", count: 1 }]);
    expect(filtered.sources).toEqual([{ key: "google", count: 1 }]);
    expect(filtered.utmCampaigns).toEqual([{ key: "spring", count: 1 }]);
    // The previous period, with the same filter.
    expect(filtered.previousSummary).toMatchObject({ visitors: 1, sessions: 1, pageViews: 2 });
  });

  it("combines filters, and matches a missing value by the label the tables show", async () => {
    expect(visitorsPerStep((await dashboard("&device=desktop&referrer=www.bing.com")).funnel)).toEqual([1, 1, 0, 0, 1]);
    expect(visitorsPerStep((await dashboard("&device=mobile&referrer=www.bing.com")).funnel)).toEqual([0, 0, 0, 0, 0]);
    // A's visit came from no other site: its campaign named only the source.
    expect((await dashboard("&referrer=Direct%20%2F%20none")).summary).toMatchObject({ visitors: 1, pageViews: 2 });
    expect((await dashboard("&page=%2F")).summary).toMatchObject({ visitors: 1, pageViews: 2 });
    // Entry and exit read the visit's first and last page view: A came in on / and left on /consult.
    expect((await dashboard("&entry=%2F")).summary).toMatchObject({ sessions: 1, pageViews: 2 });
    expect((await dashboard("&exit=%2F")).summary).toMatchObject({ sessions: 0, pageViews: 0 });
    expect((await dashboard("&exit=%2Fconsult")).summary).toMatchObject({ sessions: 2, pageViews: 3 });
  });

  it("compares with the previous period of the same length", async () => {
    const { previousSummary } = await dashboard();
    expect(previousSummary).toEqual({ visitors: 1, sessions: 1, pageViews: 2, bounceRate: 0, averageVisitMs: 60_000 });
  });
});
