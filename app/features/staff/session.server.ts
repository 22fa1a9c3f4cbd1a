import { randomBytes } from "node:crypto";
import { redirect } from "@remix-run/node";
import { and, eq, gt, lt } from "drizzle-orm";
import { loginAttempts, staffSessions, staffUsers, type StaffUserRow } from "#db/schema";
import { getDb } from "~/utils/db.server";
import { jsonError } from "~/utils/http.server";
import { STAFF_SESSION_COOKIE } from "~/utils/staff-area";
import { signedCookie } from "~/utils/signed-cookie.server";
import { FAILURE_MEMORY_MS, recordFailure, throttleKey, throttleState, type ThrottleState } from "./login-throttle";
import { verifyAgainstDummy, verifyPassword } from "./password.server";
import { extendedSessionExpiry, firstSessionExpiry, MAX_SESSION_HOURS } from "./session-lifetime";
import { forbiddenMessage, roleAllows, type StaffPermission } from "./roles";
import { findStaffByEmail } from "./staff-accounts";

// The browser may keep the id as long as a session can last; the server ends it earlier when idle.
const getSessionCookie = signedCookie(STAFF_SESSION_COOKIE, { maxAgeSeconds: MAX_SESSION_HOURS * 60 * 60 });

export type StaffMember = Pick<StaffUserRow, "id" | "email" | "name" | "timeZone" | "role">;

/** The signed-in staff member, or null; each request keeps an active session alive (session-lifetime.ts). */
export async function getStaffMember(request: Request, now = Date.now()): Promise<StaffMember | null> {
  const sessionId: unknown = await getSessionCookie().parse(request.headers.get("Cookie"));
  if (typeof sessionId !== "string" || sessionId.length < 20) return null;
  const db = getDb();
  const [row] = await db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      timeZone: staffUsers.timeZone,
      role: staffUsers.role,
      createdAt: staffSessions.createdAt,
      expiresAt: staffSessions.expiresAt,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffSessions.staffId, staffUsers.id))
    .where(
      and(
        eq(staffSessions.id, sessionId),
        gt(staffSessions.expiresAt, now),
        // A deactivated account's sessions are deleted too; this covers a row switched off by hand.
        eq(staffUsers.active, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { createdAt, expiresAt, ...staff } = row;
  const extended = extendedSessionExpiry({ createdAt, expiresAt }, now);
  if (extended) await db.update(staffSessions).set({ expiresAt: extended }).where(eq(staffSessions.id, sessionId));
  return staff;
}

/**
 * For staff pages: the signed-in member, or a redirect to the sign-in page that comes back
 * here. A form post without a session is a 401 instead: a redirect would drop the post
 * silently, while the error page says that nothing was saved and offers to sign in.
 */
export async function requireStaffPage(request: Request): Promise<StaffMember> {
  const staff = await getStaffMember(request);
  if (staff) return staff;
  if (request.method !== "GET" && request.method !== "HEAD") {
    throw new Response("Your staff session has ended, so nothing was saved. Sign in and try again.", {
      status: 401,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const url = new URL(request.url);
  const back = `${url.pathname.replace(/\.data$/, "")}${url.search}`;
  throw redirect(`/admin/login?redirectTo=${encodeURIComponent(back)}`);
}

function forbidden(staff: StaffMember): Response {
  return new Response(forbiddenMessage(staff.role), {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * For a staff page of one area: the signed-in member whose role may use it
 * (roles.ts), a redirect to sign in, or a 403 that says the role cannot use the page.
 */
export async function requireStaffPermission(request: Request, permission: StaffPermission): Promise<StaffMember> {
  const staff = await requireStaffPage(request);
  if (!roleAllows(staff.role, permission)) throw forbidden(staff);
  return staff;
}

/** For staff data of one area (CSV, JSON): the member whose role may use it, a 401 or a 403. */
export async function requireStaffDataPermission(request: Request, permission: StaffPermission): Promise<StaffMember> {
  const staff = await requireStaffData(request);
  if (!roleAllows(staff.role, permission)) throw jsonError(403, forbiddenMessage(staff.role));
  return staff;
}

/**
 * For a public endpoint that shows staff more than visitors (a draft pop-up): the signed-in
 * member whose role may use that area, the same rule as its staff pages (roles.ts), or null
 * for a visitor and for a member whose role may not, who then get what a visitor gets.
 */
export async function staffMemberAllowedTo(request: Request, permission: StaffPermission): Promise<StaffMember | null> {
  const staff = await getStaffMember(request);
  return staff && roleAllows(staff.role, permission) ? staff : null;
}

/** For staff data (CSV, JSON): the signed-in member, or a 401. */
export async function requireStaffData(request: Request): Promise<StaffMember> {
  const staff = await getStaffMember(request);
  if (staff) return staff;
  throw jsonError(401, "Sign in as staff to see this.");
}

export async function startStaffSession(staffId: number): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  const expiresAt = firstSessionExpiry(Date.now());
  const db = getDb();
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, Date.now()));
  await db.insert(staffSessions).values({ id, staffId, expiresAt });
  await db.update(staffUsers).set({ lastLoginAt: Date.now() }).where(eq(staffUsers.id, staffId));
  return getSessionCookie().serialize(id);
}

/** The id of this browser's session (signed in or not: the caller checks). */
export async function currentSessionId(request: Request): Promise<string | null> {
  const sessionId: unknown = await getSessionCookie().parse(request.headers.get("Cookie"));
  return typeof sessionId === "string" ? sessionId : null;
}

export async function endStaffSession(request: Request): Promise<string> {
  const sessionId = await currentSessionId(request);
  if (sessionId) await getDb().delete(staffSessions).where(eq(staffSessions.id, sessionId));
  return getSessionCookie().serialize("", { maxAge: 0 });
}

export type SignInResult =
  | { ok: true; staffId: number }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

/**
 * One guess at an account's password, counted like sign-in: a failure counts on `key`
 * (login-throttle.ts), and while the key is throttled no guess is even checked. `check`
 * answers the account's id when the password is right. Signing in and changing one's own
 * password share it, so a session left open guesses no faster than the sign-in form.
 */
export async function throttledPasswordCheck(
  key: string,
  check: () => Promise<number | null>,
  now = Date.now(),
): Promise<SignInResult> {
  const db = getDb();
  const [record = null] = await db.select().from(loginAttempts).where(eq(loginAttempts.key, key)).limit(1);
  const state: ThrottleState = throttleState(record, now);
  if (state.blocked) return { ok: false, reason: "throttled", retryAfterSeconds: state.retryAfterSeconds };
  const staffId = await check();
  if (staffId !== null) {
    await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
    return { ok: true, staffId };
  }
  const next = recordFailure(record, now);
  await db.delete(loginAttempts).where(lt(loginAttempts.lastFailureAt, now - FAILURE_MEMORY_MS));
  await db
    .insert(loginAttempts)
    .values({ key, failures: next.failures, lastFailureAt: next.lastFailureAt })
    .onConflictDoUpdate({ target: loginAttempts.key, set: { failures: next.failures, lastFailureAt: next.lastFailureAt } });
  return { ok: false, reason: "invalid" };
}

/**
 * Checks e-mail and password. Failures count per account whatever the address, or per
 * browser when it is one the account signed in from before (`trustedDevice`); see
 * login-throttle.ts. Unknown e-mails are counted too, so the throttle does not tell
 * which accounts exist.
 */
export function signIn(
  email: string,
  password: string,
  options: { trustedDevice: string | null },
  now = Date.now(),
): Promise<SignInResult> {
  return throttledPasswordCheck(
    throttleKey(email, options.trustedDevice),
    async () => {
      const found = await findStaffByEmail(getDb(), email);
      // A deactivated account is treated like an unknown one: same answer, same time spent.
      const staff = found?.active ? found : undefined;
      const valid = staff ? await verifyPassword(password, staff.passwordHash) : await verifyAgainstDummy(password);
      return staff && valid ? staff.id : null;
    },
    now,
  );
}
