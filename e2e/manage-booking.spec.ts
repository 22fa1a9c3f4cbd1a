import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { signManageToken, type ManageAction } from "../app/features/booking/manage-token.server";
import {
  axeViolations,
  dateFromToday,
  expect,
  HTTP_ONLY,
  projectDataDir,
  queryProjectDatabase,
  test,
} from "./support";

/*
 * The visitor's links from the booking e-mails (decision 067): a meeting booked through
 * the wizard's API, a link signed here with the server's own secret (the e-mails that
 * carry them are built elsewhere), then moved and cancelled in the browser.
 */

/** What the wizard's script sends: JSON, marked as script, from the site's own page. */
const FROM_WIZARD_SCRIPT = { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest", "Sec-Fetch-Site": "same-origin" };

interface Slot {
  starts_at: string;
  start_hour: string;
  start_minute: string;
  start_period: string;
}

/** The first date from `daysAhead` on with free times in Central Time, and those times. */
async function freeDay(request: APIRequestContext, daysAhead: number): Promise<{ date: string; slots: Slot[] }> {
  for (let day = daysAhead; day < daysAhead + 10; day++) {
    const date = dateFromToday(day);
    const response = await request.get(`/api/availability?date=${date}&time_zone=CT`);
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as { data: { slots: Slot[] } };
    if (data.slots.length >= 2) return { date, slots: data.slots };
  }
  throw new Error(`no free day from ${daysAhead} days ahead`);
}

interface Booked {
  id: number;
  startsAt: number;
  repId: number;
  icalUid: string;
  reference: string;
}

/** Books the given free time through POST /api/consult, as the wizard's script does. */
async function bookThroughApi(request: APIRequestContext, date: string, slot: Slot): Promise<Booked> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const response = await request.post("/api/consult", {
    headers: FROM_WIZARD_SCRIPT,
    data: {
      full_name: "Morgan Link",
      business_name: `Link Test Deli ${suffix}`,
      phone_number: "(312) 555-0142",
      email: `link-${suffix}@example.com`,
      industry_type: "retail",
      preferred_date: date,
      time_zone: "CT",
      start_hour: slot.start_hour,
      start_minute: slot.start_minute,
      start_period: slot.start_period,
      slot_start: slot.starts_at,
    },
  });
  expect(response.status()).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  const [booking] = await queryProjectDatabase<{ id: number; starts_at: number; rep_id: number; ical_uid: string }>(
    "select b.id, b.starts_at, b.rep_id, b.ical_uid from bookings b join leads l on l.id = b.lead_id where l.reference = ?",
    reference,
  );
  if (!booking) throw new Error(`no booking for ${reference}`);
  return { id: booking.id, startsAt: Number(booking.starts_at), repId: booking.rep_id, icalUid: booking.ical_uid, reference };
}

/** A link as the e-mails carry it, signed with the server's secret (kept in its data folder: no SESSION_SECRET is set). */
function linkFor(booking: { id: number }, action: ManageAction, expiresAt: number): string {
  const secret = readFileSync(resolve(projectDataDir(), "session-secret"), "utf8").trim();
  return `/meetings/${action}/${signManageToken({ bookingId: booking.id, action, expiresAt: new Date(expiresAt) }, secret)}`;
}

const bookingRow = async (id: number) =>
  (
    await queryProjectDatabase<{ status: string; sequence: number; starts_at: number; rep_id: number; ical_uid: string }>(
      "select status, sequence, starts_at, rep_id, ical_uid from bookings where id = ?",
      id,
    )
  )[0]!;

test.describe("the links to move or cancel a booked consultation", () => {
  test("a visitor moves the meeting to another free time of the same specialist, then cancels it", async ({ page, browser, jsEnabled, visit, request }) => {
    const first = await freeDay(request, 12);
    const booking = await bookThroughApi(request, first.date, first.slots[0]!);
    const later = await freeDay(request, 14);

    // The reschedule page: the meeting now, and the same specialist's free times.
    expect(await visit(linkFor(booking, "reschedule", booking.startsAt))).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Choose another time" })).toBeVisible();
    await expect(page.getByText(booking.reference)).toBeVisible();
    expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);

    await page.getByLabel("Date").fill(later.date);
    if (!jsEnabled) await page.getByRole("button", { name: "Show free times" }).click();
    else await expect(page.getByRole("button", { name: "Show free times" })).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`date=${later.date}`));
    const dayLabel = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${later.date}T00:00:00Z`),
    );
    await expect(page.getByRole("group", { name: `Free times on ${dayLabel}, Central Time` })).toBeVisible();
    const chosen = await page.getByRole("radio").first().getAttribute("value");
    const choice = page.locator(`input[name="slot_start"][value="${chosen}"]`);
    await choice.check();
    await expect(choice).toBeChecked();
    await page.getByRole("button", { name: "Move my consultation to this time" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Your consultation is moved" })).toBeVisible();
    const moved = await bookingRow(booking.id);
    expect(moved).toMatchObject({ status: "booked", sequence: 1, rep_id: booking.repId, ical_uid: booking.icalUid });
    expect(Number(moved.starts_at)).toBe(Date.parse(chosen!));

    // The cancel page: the meeting at its new time, one button.
    expect(await visit(linkFor(booking, "cancel", Number(moved.starts_at)))).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Cancel your consultation" })).toBeVisible();
    expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);
    expect(await bookingRow(booking.id)).toEqual(moved);
    await page.getByRole("button", { name: "Cancel this consultation" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Your consultation is cancelled" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Book a new consultation" })).toHaveAttribute("href", "/consult");
    expect(await bookingRow(booking.id)).toMatchObject({ status: "cancelled", sequence: 2 });

    // The link is used up: the one page for every dead link.
    expect(await visit(linkFor(booking, "cancel", Number(moved.starts_at)))).toBe(410);
    await expect(page.getByRole("heading", { level: 1, name: "This link is no longer valid" })).toBeVisible();
    expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);
  });

  test("opening a link changes nothing, is never cached by the edge nor tracked, and a forged one says nothing about why", HTTP_ONLY, async ({ request }) => {
    const day = await freeDay(request, 16);
    const booking = await bookThroughApi(request, day.date, day.slots[0]!);
    const link = linkFor(booking, "cancel", booking.startsAt);
    const before = await bookingRow(booking.id);
    for (let visit = 0; visit < 2; visit++) {
      const response = await request.get(link);
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe("private, no-store");
      expect(response.headers()["referrer-policy"]).toBe("strict-origin");
      expect(response.headers()["x-cache-status"] ?? "none").not.toBe("HIT");
      // No tracker and no no-script view: the address never reaches the analytics tables.
      const html = await response.text();
      expect(html).toContain("Cancel this consultation");
      expect(html).not.toContain("/api/website-analytics/view.gif");
    }
    expect(await (await request.get("/consult")).text(), "a public page counts its no-script view").toContain("/api/website-analytics/view.gif");
    expect(await bookingRow(booking.id)).toEqual(before);

    const forged = linkFor(booking, "cancel", booking.startsAt).replace(/.{4}$/, "AAAA");
    const expired = linkFor(booking, "cancel", Date.now() - 60_000);
    const pages = await Promise.all([forged, expired, "/meetings/cancel/nothing"].map(async (path) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(410);
      return /<div class="meeting-page">[\s\S]*?<\/div><\/div>/.exec(await response.text())?.[0];
    }));
    expect(pages[0]).toContain("This link is no longer valid");
    expect(new Set(pages).size).toBe(1);
    const refused = await request.post(forged, { form: {}, headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(refused.status()).toBe(410);
    expect(await bookingRow(booking.id)).toEqual(before);
  });
});
