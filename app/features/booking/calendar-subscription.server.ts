import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gte, lt } from "drizzle-orm";
import type { AppDatabase } from "#db/open";
import { bookingReps, bookings, leads, staffUsers } from "#db/schema";
import { recordAudit, type AuditActor } from "~/features/audit/audit-log.server";
import { roleAllows } from "~/features/staff/roles";
import { getDb, inTransaction } from "~/utils/db.server";
import { isProduction } from "~/utils/env.server";
import { siteOrigin } from "~/utils/origin.server";
import { checkRateLimit, retryAfterHeader } from "~/utils/rate-limit.server";
import { applyBaselineSecurityHeaders, NEVER_STORED } from "~/utils/security-headers.server";
import { signedCookie } from "~/utils/signed-cookie.server";
import { loadBookingSettings } from "./availability-store.server";
import { buildRepFeed, type FeedMeeting } from "./calendar-feed.server";
import type { RepId } from "./types";

/**
 * A rep's private calendar subscription (decision 064): an address with a secret in it,
 * `/calendar/<token>.ics`, that calendar apps fetch without signing in. Only the token's
 * SHA-256 is stored (`booking_reps.calendar_token_hash`), so the database cannot give the
 * address back: it is shown once, right after it is made, and replacing or stopping it
 * makes the old one fail at once.
 */

/** 32 random bytes: 43 base64url characters, far beyond guessing. */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newCalendarToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

/** What is stored and looked up: the token's SHA-256 in hex. A plain hash is enough for 256 random bits. */
export function calendarTokenHash(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** The token in a `/calendar/{file}` address, or null when the file is not `<token>.ics`. */
export function tokenOfFeedFile(file: string | undefined): string | null {
  if (!file?.endsWith(".ics")) return null;
  const token = file.slice(0, -".ics".length);
  return TOKEN_PATTERN.test(token) ? token : null;
}

export interface CalendarAddresses {
  /** The address to paste into Google Calendar or Outlook ("From URL", "Subscribe from web"). */
  https: string;
  /** The same with webcal://, which opens the calendar app (Apple Calendar, Outlook) to subscribe. */
  webcal: string;
}

export function calendarAddresses(origin: string, token: string): CalendarAddresses {
  const https = `${origin}/calendar/${token}.ics`;
  return { https, webcal: https.replace(/^https?:/, "webcal:") };
}

/* Issuing and stopping ----------------------------------------------------------------- */

export type CalendarChange =
  | { ok: true; token: string; replaced: boolean }
  | { ok: false; status: 404 | 409; message: string };

async function repAccount(db: AppDatabase, staffId: RepId) {
  const [staff] = await db
    .select({ email: staffUsers.email, timeZone: staffUsers.timeZone, hash: bookingReps.calendarTokenHash })
    .from(staffUsers)
    .leftJoin(bookingReps, eq(bookingReps.staffId, staffUsers.id))
    .where(eq(staffUsers.id, staffId))
    .limit(1);
  return staff ?? null;
}

const NO_SUCH_REP = { ok: false, status: 404, message: "There is no such staff account." } as const;

/**
 * A new address for the rep: a new token whose hash replaces any earlier one in the same
 * statement, so the old address stops working the moment the new one exists. The token
 * is returned to be shown once; it is never stored.
 */
export async function issueCalendarAddress(actor: AuditActor, staffId: RepId): Promise<CalendarChange> {
  return inTransaction(async (tx) => {
    const staff = await repAccount(tx, staffId);
    if (!staff) return NO_SUCH_REP;
    const token = newCalendarToken();
    const hash = calendarTokenHash(token);
    await tx
      .insert(bookingReps)
      .values({ staffId, timeZone: staff.timeZone, calendarTokenHash: hash })
      .onConflictDoUpdate({
        target: bookingReps.staffId,
        set: { calendarTokenHash: hash, updatedAt: Date.now() },
      });
    const replaced = staff.hash !== null;
    const summary = `${replaced ? "Replaced" : "Created"} the calendar subscription address of ${staff.email}${
      replaced ? " (the old address no longer works)" : ""
    }`;
    await recordAudit(
      actor,
      { action: replaced ? "replace-calendar" : "create-calendar", entityType: "availability", entityId: staffId, summary },
      tx,
    );
    return { ok: true, token, replaced };
  });
}

/** Revokes the rep's address (hash null): every calendar subscribed to it gets a 404 from now on. */
export async function stopCalendarSubscription(
  actor: AuditActor,
  staffId: RepId,
): Promise<{ ok: true } | { ok: false; status: 404 | 409; message: string }> {
  return inTransaction(async (tx) => {
    const staff = await repAccount(tx, staffId);
    if (!staff) return NO_SUCH_REP;
    if (staff.hash === null) {
      return { ok: false, status: 409, message: "There is no calendar subscription to stop: nothing changed." } as const;
    }
    await tx
      .update(bookingReps)
      .set({ calendarTokenHash: null, updatedAt: Date.now() })
      .where(eq(bookingReps.staffId, staffId));
    const summary = `Stopped the calendar subscription of ${staff.email} (its address no longer works)`;
    await recordAudit(actor, { action: "stop-calendar", entityType: "availability", entityId: staffId, summary }, tx);
    return { ok: true } as const;
  });
}

/** The hash of the rep's live address, or null when none is issued. */
export async function currentCalendarTokenHash(staffId: RepId): Promise<string | null> {
  const [row] = await getDb()
    .select({ hash: bookingReps.calendarTokenHash })
    .from(bookingReps)
    .where(eq(bookingReps.staffId, staffId))
    .limit(1);
  return row?.hash ?? null;
}

/* Showing the address once -------------------------------------------------------------- */

/**
 * The address travels from the post to the page it redirects to in a signed, HttpOnly
 * cookie (as a form's confirmation does, decision 026), sent only to the availability
 * screen and its data requests, for two minutes at most; the page's next render takes it
 * and clears it. It is shown only while it is still the rep's live address (its hash
 * matches), so a cookie left behind never shows a replaced or stopped one.
 */
const REVEAL_MAX_AGE_SECONDS = 2 * 60;
// "/admin": the page's own data requests (/admin/availability.data) must carry it too.
const getRevealCookie = signedCookie("calendar_address", { path: "/admin", maxAgeSeconds: REVEAL_MAX_AGE_SECONDS });

export function revealCookieFor(staffId: RepId, token: string): Promise<string> {
  return getRevealCookie().serialize({ rep: staffId, token });
}

/**
 * The new address waiting to be shown on the rep's section, taken: the addresses (or
 * null) and the Set-Cookie that clears the cookie (null when there was none).
 */
export async function takeRevealedAddress(
  request: Request,
  staffId: RepId,
  liveHash: string | null,
): Promise<{ addresses: CalendarAddresses | null; clearCookie: string | null }> {
  const cookie = getRevealCookie();
  const value: unknown = await cookie.parse(request.headers.get("Cookie"));
  if (typeof value !== "object" || value === null) return { addresses: null, clearCookie: null };
  const { rep, token } = value as Record<string, unknown>;
  // A cookie for another rep's section is left for that section.
  if (rep !== staffId) return { addresses: null, clearCookie: null };
  const clearCookie = await cookie.serialize("", { maxAge: 0 });
  const live = typeof token === "string" && liveHash !== null && calendarTokenHash(token) === liveHash;
  return { addresses: live ? calendarAddresses(siteOrigin(request), token) : null, clearCookie };
}

/* The feed ------------------------------------------------------------------------------ */

/** Meetings that ended up to this long ago stay in the feed, so last month's calls remain in the rep's calendar. */
export const FEED_PAST_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

/** Calendar apps poll every 15 minutes or so; a refresh burst or a misconfigured client is refused past this per address. */
export const CALENDAR_FEED_LIMIT = { limit: 120, windowMs: 10 * 60 * 1000 };

/** The rep whose live address this token is: an active account of a role that takes consultations; else null. */
export async function findRepByCalendarToken(token: string) {
  const [row] = await getDb()
    .select({ staffId: staffUsers.id, email: staffUsers.email, name: staffUsers.name, role: staffUsers.role, active: staffUsers.active })
    .from(bookingReps)
    .innerJoin(staffUsers, eq(staffUsers.id, bookingReps.staffId))
    .where(eq(bookingReps.calendarTokenHash, calendarTokenHash(token)))
    .limit(1);
  // The feed shows leads' names and phones: only to an account that may still see them.
  if (!row || !row.active || !roleAllows(row.role, "availability") || !roleAllows(row.role, "leads")) return null;
  return row;
}

/**
 * The rep's booked meetings from FEED_PAST_DAYS ago to the booking horizon ahead, each
 * with what the rep needs to make the call and no more: the lead's name, business, phone
 * and reference, and the lead's page in the back office (where the rest is, behind sign-in).
 */
export async function loadFeedMeetings(staffId: RepId, origin: string, now: Date): Promise<FeedMeeting[]> {
  const { horizonDays } = await loadBookingSettings();
  const rows = await getDb()
    .select({
      uid: bookings.icalUid,
      sequence: bookings.sequence,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      createdAt: bookings.createdAt,
      updatedAt: bookings.updatedAt,
      leadId: leads.id,
      reference: leads.reference,
      fullName: leads.fullName,
      businessName: leads.businessName,
      phone: leads.phone,
    })
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .where(
      and(
        eq(bookings.repId, staffId),
        eq(bookings.status, "booked"),
        gte(bookings.endsAt, now.getTime() - FEED_PAST_DAYS * DAY_MS),
        // A meeting may start up to the horizon from when it was booked; a day more covers its length.
        lt(bookings.startsAt, now.getTime() + (horizonDays + 1) * DAY_MS),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  return rows.map((row): FeedMeeting => {
    const leadUrl = `${origin}/admin/leads/${row.leadId}`;
    const details = [
      `Name: ${row.fullName}`,
      `Business: ${row.businessName ?? "not given"}`,
      `Phone: ${row.phone ?? "not given"}`,
      `Reference: ${row.reference}`,
      `Lead: ${leadUrl}`,
    ];
    return {
      uid: row.uid,
      sequence: row.sequence,
      startsAt: new Date(row.startsAt),
      endsAt: new Date(row.endsAt),
      dtstamp: new Date(row.updatedAt ?? row.createdAt),
      status: "booked",
      summary: `Consultation: ${row.fullName}${row.businessName ? ` (${row.businessName})` : ""}`,
      description: details.join("\n"),
      location: row.phone,
      url: leadUrl,
    };
  });
}

function plainReply(status: number, text: string, headers: Record<string, string> = {}): Response {
  const reply = new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": NEVER_STORED, ...headers });
  applyBaselineSecurityHeaders(reply, isProduction());
  return new Response(text, { status, headers: reply });
}

/**
 * GET (and HEAD) /calendar/{token}.ics: the rep's feed, or one 404 for every address
 * that is not a live one (malformed, unknown, replaced, stopped, a deactivated account),
 * so the answer never tells which. Kept by no cache: the edge, a shared proxy or the
 * browser would otherwise keep lead details under an address that was meant to stop working.
 */
export async function calendarFeedResponse(request: Request, file: string | undefined, now = new Date()): Promise<Response> {
  const limit = await checkRateLimit(request, "calendar-feed", CALENDAR_FEED_LIMIT, now.getTime());
  if (!limit.allowed) return plainReply(429, "Too many requests. Please slow down.", retryAfterHeader(limit));
  const token = tokenOfFeedFile(file);
  const rep = token ? await findRepByCalendarToken(token) : null;
  if (!rep) return plainReply(404, "Calendar not found.");
  const origin = siteOrigin(request);
  const calendar = buildRepFeed({
    name: `Consultations, ${rep.name ?? rep.email}`,
    rep: { name: rep.name ?? rep.email, email: rep.email },
    meetings: await loadFeedMeetings(rep.staffId, origin, now),
  });
  const headers = new Headers({
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": 'inline; filename="consultations.ics"',
    "Cache-Control": NEVER_STORED,
    "X-Robots-Tag": "noindex, nofollow",
  });
  applyBaselineSecurityHeaders(headers, isProduction());
  return new Response(calendar, { headers });
}
