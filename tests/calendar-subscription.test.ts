import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, bookingReps, bookings, leads, staffUsers } from "#db/schema";
import { parseCalendar } from "~/features/booking/invitation-test-fixtures";
import { action as availabilityAction, loader as availabilityLoader } from "~/routes/admin.availability";
import { loader as calendarLoader } from "~/routes/calendar.$file";
import { getDb } from "~/utils/db.server";
import { answerStatus as statusOf, settle, type Visitor } from "./support/requests";
import { staffWithSessions } from "./support/staff-sign-in";

/* A rep's private calendar subscription (decision 064), on SQLite and PostgreSQL. */

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });
type DataResult<T> = { data: T; init: { status?: number; headers?: HeadersInit } | null };
interface Addresses {
  https: string;
  webcal: string;
}
interface Screen {
  calendar: { active: boolean; newAddress: Addresses | null };
}

const ACCOUNTS = {
  admin: { email: "cal-boss@example.com", name: "Casey Boss", role: "admin", timeZone: "America/New_York" },
  rep: { email: "cal-rep@example.com", name: "Robin Rep", role: "sales", timeZone: "America/Denver" },
  otherRep: { email: "cal-other@example.com", name: "Olive Other", role: "sales", timeZone: "America/Chicago" },
} as const;
type Account = keyof typeof ACCOUNTS;
const ids = {} as Record<Account, number>;
const visitors = {} as Record<Account, Visitor>;

beforeAll(() => staffWithSessions(ACCOUNTS, { ids, visitors }));


const post = (who: Account, fields: Record<string, string>) =>
  settle(() => availabilityAction(args(visitors[who].form("/admin/availability", fields, { honeypot: false }))));

/** Opens the screen as `who` does, keeping the cookies it sets (as a browser would). */
async function openScreen(who: Account, query = ""): Promise<Screen> {
  const result = (await availabilityLoader(args(visitors[who].get(`/admin/availability${query}`)))) as unknown as DataResult<Screen>;
  const headers = new Headers(result.init?.headers);
  visitors[who].remember(headers.get("Set-Cookie"));
  return result.data;
}

/** Makes (or replaces) `who`'s own address and opens the page it redirects to: the address shown once. */
async function createAddress(who: Account, fields: Record<string, string> = {}) {
  const response = (await post(who, { intent: "calendar-address", ...fields })) as Response;
  expect(response.status).toBe(302);
  visitors[who].remember(response.headers.get("Set-Cookie"));
  return response;
}

const feed = (path: string, method = "GET") =>
  calendarLoader(args(new Request(`http://localhost${path}`, { method }), { file: path.split("/").pop() ?? "" }));
const tokenOf = (address: string) => /\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(address)?.[1] ?? "";
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const storedHash = async (staffId: number) =>
  (await getDb().select().from(bookingReps).where(eq(bookingReps.staffId, staffId)))[0]?.calendarTokenHash ?? null;
const auditActions = async (staffId: number) =>
  (await getDb().select().from(auditLog).where(and(eq(auditLog.entityType, "availability"), eq(auditLog.entityId, String(staffId)))))
    .map((line) => line.action)
    .filter((action) => action.includes("calendar"));

describe("issuing, showing once, replacing and stopping an address", () => {
  it("stores only the token's SHA-256 and shows the address on the next page only, once", async () => {
    expect((await openScreen("rep")).calendar).toEqual({ active: false, newAddress: null });

    const created = await createAddress("rep");
    expect(created.headers.get("Location")).toBe("/admin/availability?saved=calendar-address");
    // The secret is in a one-time HttpOnly cookie, never in the URL the browser keeps.
    expect(created.headers.get("Set-Cookie")).toMatch(/^calendar_address=.*Path=\/admin.*HttpOnly/i);

    const shown = await openScreen("rep");
    expect(shown.calendar.active).toBe(true);
    const address = shown.calendar.newAddress!;
    expect(address.https).toMatch(/^http:\/\/localhost\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(address.webcal).toBe(address.https.replace(/^http:/, "webcal:"));
    const token = tokenOf(address.https);
    const hash = await storedHash(ids.rep);
    expect(hash).toBe(sha256(token));
    expect(hash).not.toContain(token);

    // The render that showed it cleared the cookie: a reload shows the state, not the address.
    expect((await openScreen("rep")).calendar).toEqual({ active: true, newAddress: null });
    expect(await auditActions(ids.rep)).toEqual(["create-calendar"]);
  });

  it("replaces the address: the new one works, the old one is a 404 at once, and an old cookie shows nothing", async () => {
    const before = await storedHash(ids.rep);
    const replaced = await createAddress("rep");
    expect(replaced.headers.get("Location")).toBe("/admin/availability?saved=replace-calendar");
    const staleCookie = visitors.rep.cookie("calendar_address");
    const { newAddress } = (await openScreen("rep")).calendar;
    const token = tokenOf(newAddress!.https);
    expect(await storedHash(ids.rep)).toBe(sha256(token));
    expect(await storedHash(ids.rep)).not.toBe(before);
    expect((await feed(`/calendar/${token}.ics`)).status).toBe(200);

    // A cookie that names an address which is no longer live (replaced again since) is never shown.
    await createAddress("rep");
    visitors.rep.remember(`calendar_address=${staleCookie}; Path=/admin`);
    expect((await openScreen("rep")).calendar).toEqual({ active: true, newAddress: null });
    expect((await feed(`/calendar/${token}.ics`)).status).toBe(404);
    expect(await auditActions(ids.rep)).toEqual(["create-calendar", "replace-calendar", "replace-calendar"]);
  });

  it("stops the subscription: no hash, the address is a 404, and stopping again is a 409 that changes nothing", async () => {
    await createAddress("rep");
    const token = tokenOf((await openScreen("rep")).calendar.newAddress!.https);
    expect((await feed(`/calendar/${token}.ics`)).status).toBe(200);

    const stopped = (await post("rep", { intent: "stop-calendar" })) as Response;
    expect(stopped.headers.get("Location")).toBe("/admin/availability?saved=stop-calendar");
    expect(await storedHash(ids.rep)).toBeNull();
    expect((await feed(`/calendar/${token}.ics`)).status).toBe(404);
    expect((await openScreen("rep")).calendar).toEqual({ active: false, newAddress: null });

    const lines = (await auditActions(ids.rep)).length;
    const again = (await post("rep", { intent: "stop-calendar" })) as DataResult<{ alert: string }>;
    expect(statusOf(again)).toBe(409);
    expect(again.data.alert).toMatch(/no calendar subscription to stop/);
    expect(await auditActions(ids.rep)).toHaveLength(lines);
  });

  it("lets an admin make another rep's address, shown on that rep's section only; a rep cannot touch another's", async () => {
    await createAddress("admin", { rep: String(ids.otherRep) });
    expect((await openScreen("admin")).calendar.newAddress).toBeNull();
    const shown = (await openScreen("admin", `?rep=${ids.otherRep}`)).calendar.newAddress;
    expect(await storedHash(ids.otherRep)).toBe(sha256(tokenOf(shown!.https)));
    const [line] = await getDb().select().from(auditLog).where(and(eq(auditLog.action, "create-calendar"), eq(auditLog.entityId, String(ids.otherRep))));
    expect(line).toMatchObject({ staffEmail: ACCOUNTS.admin.email, summary: `Created the calendar subscription address of ${ACCOUNTS.otherRep.email}` });

    const before = await storedHash(ids.otherRep);
    expect(statusOf(await post("rep", { intent: "calendar-address", rep: String(ids.otherRep) }))).toBe(403);
    expect(statusOf(await post("rep", { intent: "stop-calendar", rep: String(ids.otherRep) }))).toBe(403);
    expect(await storedHash(ids.otherRep)).toBe(before);
    expect(statusOf(await post("admin", { intent: "calendar-address", rep: "999999" }))).toBe(404);
  });
});

describe("the feed", () => {
  const HOUR = 60 * 60_000;
  const DAY = 24 * HOUR;
  let token = "";
  const now = Date.now();

  beforeAll(async () => {
    await createAddress("rep");
    token = tokenOf((await openScreen("rep")).calendar.newAddress!.https);
    const [lead] = await getDb()
      .insert(leads)
      .values({
        reference: "CALFD-00001",
        type: "consultation",
        fullName: "Zoë Ångström",
        businessName: "Café Zoë, Bar; Grill",
        email: "zoe@example.com",
        phone: "+1 (601) 555-0142",
        payload: { notes: "a private note the rep reads in the back office" },
      })
      .returning({ id: leads.id });
    const meeting = (uid: string, startsAt: number, extra: Partial<typeof bookings.$inferInsert> = {}) => ({
      leadId: lead!.id,
      repId: ids.rep,
      startsAt,
      endsAt: startsAt + 30 * 60_000,
      icalUid: uid,
      ...extra,
    });
    const soon = Math.ceil(now / HOUR) * HOUR + DAY;
    await getDb()
      .insert(bookings)
      .values([
        meeting("booking-901@feed.test", soon, { sequence: 2 }),
        meeting("booking-902@feed.test", soon - 10 * DAY),
        meeting("booking-903@feed.test", soon + HOUR, { status: "cancelled", sequence: 1 }),
        meeting("booking-904@feed.test", soon + 2 * HOUR, { repId: ids.otherRep }),
        meeting("booking-905@feed.test", soon - 40 * DAY),
        meeting("booking-906@feed.test", soon + 60 * DAY),
      ]);
  });

  it("is a text/calendar of the rep's booked meetings from 30 days ago to the horizon, never stored by any cache", async () => {
    const response = await feed(`/calendar/${token}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const text = await response.text();
    const { calendar, events } = parseCalendar(text);
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    // Cancelled (903), another rep's (904), older than 30 days (905) and past the 30-day horizon (906) are left out.
    expect(events.map((event) => [event.uid, event.sequence])).toEqual([
      ["booking-902@feed.test", 0],
      ["booking-901@feed.test", 2],
    ]);
    const meeting = events[1]!;
    expect(meeting.startDate.isDate).toBe(false);
    expect(meeting.startDate.zone.tzid).toBe("UTC");
    expect(meeting.startDate.toJSDate().getTime() % HOUR).toBe(0);
    expect(meeting.endDate.toJSDate().getTime() - meeting.startDate.toJSDate().getTime()).toBe(30 * 60_000);
    expect(text).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
    expect(meeting.summary).toBe("Consultation: Zoë Ångström (Café Zoë, Bar; Grill)");
    expect(meeting.location).toBe("+1 (601) 555-0142");
    expect(meeting.description).toContain("Reference: CALFD-00001");
    expect(meeting.description).toMatch(/Lead: http:\/\/localhost\/admin\/leads\/\d+/);
    expect(meeting.component.getFirstPropertyValue("url")).toMatch(/^http:\/\/localhost\/admin\/leads\/\d+$/);
    // No more than the rep needs: not the visitor's e-mail, not the lead's other answers.
    expect(text).not.toContain("zoe@example.com");
    expect(text).not.toContain("private note");
    expect(text).not.toContain("CANCELLED");
  });

  it("answers HEAD with the same headers", async () => {
    const response = await feed(`/calendar/${token}.ics`, "HEAD");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("answers every address that is not live with the same 404, saying nothing", async () => {
    const forged = [
      `/calendar/${"A".repeat(43)}.ics`,
      `/calendar/${token.slice(0, -1)}.ics`,
      `/calendar/${token}x.ics`,
      `/calendar/${token}.txt`,
      `/calendar/${token}`,
      `/calendar/${sha256(token)}.ics`,
      "/calendar/..%2Fadmin.ics",
    ];
    const replies = await Promise.all(forged.map((path) => feed(path)));
    for (const reply of replies) {
      expect(reply.status).toBe(404);
      expect(reply.headers.get("Cache-Control")).toBe("private, no-store");
      expect(reply.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
      expect(await reply.text()).toBe("Calendar not found.");
    }
  });

  it("stops answering a deactivated account's address", async () => {
    await createAddress("otherRep");
    const other = tokenOf((await openScreen("otherRep")).calendar.newAddress!.https);
    expect((await feed(`/calendar/${other}.ics`)).status).toBe(200);
    await getDb().update(staffUsers).set({ active: false }).where(eq(staffUsers.id, ids.otherRep));
    expect((await feed(`/calendar/${other}.ics`)).status).toBe(404);
  });

  it("refuses a client past its budget with a 429 and Retry-After, counted per address", async () => {
    const from = (ip: string) =>
      calendarLoader(args(new Request(`http://localhost/calendar/${token}.ics`, { headers: { "X-Forwarded-For": ip } }), { file: `${token}.ics` }));
    for (let request = 0; request < 120; request++) expect((await from("203.0.113.64")).status).toBe(200);
    const refused = await from("203.0.113.64");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await from("203.0.113.65")).status).toBe(200);
  });
});
