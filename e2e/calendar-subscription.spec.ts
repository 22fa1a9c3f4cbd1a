import ICAL from "ical.js";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  axeViolations,
  expect,
  insertMeeting,
  queryProjectDatabase,
  SAME_STAFF_MARKUP_WITHOUT_JAVASCRIPT,
  signInAsStaff,
  STAFF,
  STAFF_BROWSER,
  test,
} from "./support";

test.use(STAFF_BROWSER);

/** A booked meeting of the signed-in account, put straight into the database (the booking flow has its own tests). */
async function bookMeetingFor(email: string): Promise<{ uid: string; business: string }> {
  const [staff] = await queryProjectDatabase<{ id: number }>("select id from staff_users where email = ?", email);
  const suffix = Math.random().toString(36).slice(2, 7).toUpperCase().padEnd(5, "X");
  const business = `Feed Test Bakery ${suffix}`;
  const [lead] = await queryProjectDatabase<{ id: number }>(
    "insert into leads (reference, type, full_name, business_name, phone, payload) values (?, ?, ?, ?, ?, ?) returning id",
    `CALE2-${suffix}`,
    "consultation",
    "Pat Feed",
    business,
    "+1 (601) 555-0199",
    "{}",
  );
  const hour = 60 * 60_000;
  // A free hour a few days ahead: the account has no other meetings.
  const startsAt = Math.ceil(Date.now() / hour) * hour + 3 * 24 * hour;
  const uid = `booking-e2e-${suffix}@localhost`;
  await insertMeeting(lead!.id, staff!.id, startsAt, uid, 1);
  return { uid, business };
}

/** Fetches the address as a calendar app would (no cookie, no page), twice: the edge never answers it from its cache. */
async function fetchFeed(request: APIRequestContext, address: string) {
  const first = await request.get(address);
  const second = await request.get(address);
  expect(second.headers()["x-cache-status"] ?? "none").not.toBe("HIT");
  expect(await second.text()).toBe(await first.text());
  return first;
}

const panelOf = (page: Page) => page.getByRole("region", { name: "Calendar subscription" });

test.describe("a rep's calendar subscription", () => {
  test("a rep makes the address, sees it once, subscribes to it, replaces and stops it", async ({ page, browser, jsEnabled, visit, request }) => {
    const meeting = await bookMeetingFor(STAFF.email);
    await signInAsStaff(page, "/admin/availability");
    await visit("/admin/availability");
    const panel = panelOf(page);
    await expect(panel.getByText("No subscription: no address works at the moment.")).toBeVisible();

    await panel.getByRole("button", { name: "Create subscription address" }).click();
    await expect(page.getByText("Calendar subscription address created.")).toBeVisible();
    const field = panel.getByLabel("Subscription address");
    const address = await field.inputValue();
    expect(address).toMatch(/^http:\/\/localhost:\d+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(panel.getByRole("link", { name: "Open it in your calendar app" })).toHaveAttribute("href", address.replace(/^http:/, "webcal:"));
    await expect(panel.getByText("it is shown on this page this once and never again")).toBeVisible();
    await expect(panel.getByText("A subscription is active.")).toBeVisible();
    if (jsEnabled) expect(await axeViolations(page, browser, jsEnabled), SAME_STAFF_MARKUP_WITHOUT_JAVASCRIPT).toEqual([]);

    const feed = await fetchFeed(request, address);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.headers()["cache-control"]).toBe("private, no-store");
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    const event = events.find((candidate) => candidate.uid === meeting.uid);
    expect(event?.sequence).toBe(1);
    expect(event?.summary).toBe(`Consultation: Pat Feed (${meeting.business})`);
    const head = await request.head(address);
    expect(head.status()).toBe(200);
    expect(head.headers()["content-type"]).toBe("text/calendar; charset=utf-8");

    // Shown once: opening the page again shows that a subscription is active, not its address.
    await visit("/admin/availability");
    await expect(panel.getByText("A subscription is active.")).toBeVisible();
    await expect(field).toHaveCount(0);

    await panel.getByRole("button", { name: "Replace address" }).click();
    await expect(page.getByText("Calendar subscription address replaced: the old address no longer works.")).toBeVisible();
    const replacement = await field.inputValue();
    expect(replacement).not.toBe(address);
    expect((await request.get(address)).status()).toBe(404);
    expect((await fetchFeed(request, replacement)).status()).toBe(200);

    await panel.getByRole("button", { name: "Stop the subscription" }).click();
    await expect(page.getByText("Calendar subscription stopped: its address no longer works.")).toBeVisible();
    await expect(panel.getByText("No subscription: no address works at the moment.")).toBeVisible();
    const stopped = await fetchFeed(request, replacement);
    expect(stopped.status()).toBe(404);
    expect(await stopped.text()).toBe("Calendar not found.");
  });
});
