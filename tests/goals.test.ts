import { beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents, bookings, leads, lightboxEvents, referralPartners, routingRules, staffUsers } from "#db/schema";
import { leadFormsByType } from "~/features/lead-forms/definitions";
import { loadGoals } from "~/features/goals/goals.server";
import { flushAnalyticsCommitted } from "~/features/analytics/events.server";
import { loader as rootLoader } from "~/root";
import { action as trackBeacon } from "~/routes/api.website-analytics.track";
import { loader as noScriptView } from "~/routes/api.website-analytics.view[.]gif";
import { action as onboardingAction } from "~/routes/merchant-onboarding";
import { action as partnerAction } from "~/routes/partnership-forms.$type";
import { getDb } from "~/utils/db.server";
import { validAnswers } from "./support/lead-form-answers";
import { BROWSER_USER_AGENT, settle, Visitor } from "./support/requests";

/**
 * Goals counted from what the site stored (decision 080), for a known script of visits:
 * a campaign visitor with JavaScript who applies and books a meeting, a visitor from a
 * search who signs up as a partner, a visitor without JavaScript who only looks, a
 * visitor with Do Not Track who applies, and one pop-up click.
 */

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });
const merchant = Object.fromEntries(validAnswers(leadFormsByType.get("merchant_application")!));
const agent = { contact_name: "Sam Lee", email: "sam@partner.example", phone: "601-555-0111", company: "Partner Co", consent: "on", agent_type: "iso", years_in_payments: "6" };

/** A page as a visitor with JavaScript gets it: the document (the root loader records the touch), then the tracker's beacon. */
async function pageWithScripts(visitor: Visitor, session: string, path: string, referrer: string | null) {
  const reply = (await rootLoader(args(visitor.document(path, referrer ? { Referer: referrer } : {})))) as unknown as { init: { headers: Headers } };
  for (const cookie of reply.init.headers.getSetCookie()) visitor.remember(cookie);
  const beacon = new Request("http://localhost/api/website-analytics/track", {
    method: "POST",
    headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": BROWSER_USER_AGENT, "Sec-Fetch-Site": "same-origin", Referer: `http://localhost${path}`, Cookie: visitor.cookieHeader() },
    body: JSON.stringify({ kind: "pageview", session_id: session, page_url: `http://localhost${path}`, referrer }),
  });
  const response = (await trackBeacon(args(beacon))) as Response;
  expect(response.status).toBe(202);
  visitor.rememberResponse(response);
}

async function applyAsMerchant(visitor: Visitor, headers: Record<string, string> = {}): Promise<number> {
  const result = (await settle(() => onboardingAction(args(visitor.form("/merchant-onboarding", merchant, { headers }))))) as Response;
  expect(result.status).toBe(302);
  const rows = await getDb().select({ id: leads.id }).from(leads);
  return Math.max(...rows.map((row) => row.id));
}

let start: number;
let end: number;

beforeAll(async () => {
  const db = getDb();
  // Nothing but this script in the range: no demo leads, visits or clicks, no routing.
  for (const table of [bookings, leads, analyticsEvents, lightboxEvents, routingRules]) await db.delete(table);
  await db.insert(referralPartners).values({ name: "Gulf Coast Community Bank", ref: "gulf-coast" }).onConflictDoNothing();
  start = Date.now() - 1000;

  const campaign = new Visitor();
  await pageWithScripts(campaign, "goals-campaign", "/retail?utm_source=newsletter&utm_medium=email&utm_campaign=spring", null);
  const campaignLead = await applyAsMerchant(campaign);
  const [rep] = await db.select({ id: staffUsers.id }).from(staffUsers).limit(1);
  // Booked, cancelled and booked again: one meeting booked for the lead, not two.
  for (const [day, status] of [[1, "cancelled"], [2, "booked"]] as const) {
    const startsAt = Date.now() + day * 86_400_000;
    await db.insert(bookings).values({ leadId: campaignLead, repId: rep!.id, status, startsAt, endsAt: startsAt + 1_800_000, icalUid: `goals-booking-${day}` });
  }

  const searcher = new Visitor();
  await pageWithScripts(searcher, "goals-search", "/", "https://www.google.com/");
  const signUp = (await settle(() => partnerAction(args(searcher.form("/partnership-forms/agent", agent), { type: "agent" })))) as Response;
  expect(signUp.status).toBe(302);

  const looker = new Visitor();
  const image = (await noScriptView(args(looker.get(`/api/website-analytics/view.gif?u=${encodeURIComponent("/pricing")}`)))) as Response;
  expect(image.status).toBe(200);

  await applyAsMerchant(new Visitor(), { DNT: "1" });

  const [popup] = await db.insert(lightboxEvents).values({ lightboxId: 1, kind: "click", visitorKey: "goals-click" }).returning();
  expect(popup).toBeTruthy();
  await flushAnalyticsCommitted();
  end = Date.now() + 1000;
});

describe("goals over a script of visits", () => {
  it("counts each goal once per stored row, and its rate over the range's visitors", async () => {
    const report = await loadGoals({ start, end }, null);
    expect(report.visitors).toBe(3);
    expect(report.selected).toBeNull();
    expect(report.goals.map((goal) => [goal.key, goal.conversions, goal.rate])).toEqual([
      ["consultation", 0, 0],
      ["merchant_application", 2, 2 / 3],
      ["partner_signup", 1, 1 / 3],
      ["chat_callback", 0, 0],
      ["meeting_booked", 1, 1 / 3],
      ["popup_cta", 1, 1 / 3],
    ]);
  });

  it("splits a goal by the first touch of its leads and of the visitors, classified alike", async () => {
    const report = await loadGoals({ start, end }, "merchant_application");
    const split = (dimension: string) =>
      report.selected?.splits.find((entry) => entry.dimension === dimension)?.rows.map((row) => [row.value, row.conversions, row.visitors]);
    expect(report.selected?.label).toBe("Merchant application");
    expect(split("source")).toEqual([
      ["newsletter", 1, 1],
      ["Not recorded", 1, 0],
      ["direct", 0, 1],
      ["google", 0, 1],
    ]);
    expect(split("medium")).toEqual([
      ["email", 1, 1],
      ["Not recorded", 1, 0],
      ["direct", 0, 1],
      ["organic", 0, 1],
    ]);
    expect(split("campaign")).toEqual([
      ["spring", 1, 1],
      ["Not recorded", 1, 0],
      ["(none)", 0, 2],
    ]);
    expect(split("landingPage")).toEqual([
      ["/retail", 1, 1],
      ["Not recorded", 1, 0],
      ["/", 0, 1],
      ["/pricing", 0, 1],
    ]);
  });

  it("splits a partner sign-up by the search that brought it, and a booked meeting by its lead's campaign", async () => {
    const signUps = await loadGoals({ start, end }, "partner_signup", 3);
    expect(signUps.selected?.splits[0]?.rows[0]).toEqual({ value: "google", conversions: 1, visitors: 1, rate: 1 });
    const meetings = await loadGoals({ start, end }, "meeting_booked", 3);
    expect(meetings.selected?.splits.find((entry) => entry.dimension === "campaign")?.rows[0]).toMatchObject({ value: "spring", conversions: 1 });
  });

  it("counts nothing outside the range", async () => {
    const report = await loadGoals({ start: start - 86_400_000, end: start }, "consultation");
    expect(report.visitors).toBe(0);
    expect(report.goals.every((goal) => goal.conversions === 0 && goal.rate === null)).toBe(true);
  });
});
