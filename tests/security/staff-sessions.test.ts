import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import type { HttpVisitor } from "../support/http-visitor";
import { builtServerForFile } from "./server";

/**
 * Staff sessions end after 30 minutes without a request (each request moves the end
 * forward), a new password (`npm run staff:add` again, or STAFF_PASSWORD at start) signs
 * out every session of the account, and a password is never longer than bcrypt's 72
 * bytes: bcrypt ignores the rest, so a longer one would sign in with its first 72 bytes.
 */
const server = builtServerForFile();
const MINUTE = 60_000;
const IDLE_MINUTES = 30;

/** The session id inside the signed `staff_session` cookie (base64 JSON, then a signature). */
function sessionIdOf(visitor: HttpVisitor): string {
  const cookie = decodeURIComponent(visitor.cookie("staff_session") ?? "");
  const encoded = cookie.slice(0, cookie.lastIndexOf("."));
  return JSON.parse(Buffer.from(encoded, "base64").toString("utf8")) as string;
}

function sessionEnd(visitor: HttpVisitor): number {
  const row = server.db().prepare("select expires_at from staff_sessions where id = ?").get(sessionIdOf(visitor)) as { expires_at: number } | undefined;
  if (!row) throw new Error("the session is gone");
  return row.expires_at;
}

function setSessionEnd(visitor: HttpVisitor, end: number): void {
  server.db().prepare("update staff_sessions set expires_at = ? where id = ?").run(end, sessionIdOf(visitor));
}

async function opensInbox(visitor: HttpVisitor): Promise<boolean> {
  const response = await visitor.document("/admin/leads");
  if (response.status === 200) return true;
  expect(response.headers.get("Location")).toMatch(/^\/admin\/login\?redirectTo=/);
  return false;
}

/** `npm run staff:add -- email` against this server's database, the password in STAFF_PASSWORD. */
async function staffAdd(email: string, password: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)("node_modules/.bin/tsx", ["scripts/staff-add.ts", email], {
      env: { ...process.env, DATABASE_URL: `file:${server.databaseFile}`, STAFF_PASSWORD: password },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe("an idle staff session", () => {
  it(`ends ${IDLE_MINUTES} minutes after signing in when nothing happens, not days later`, async () => {
    const staff = await server.staff();
    const remaining = sessionEnd(staff) - Date.now();
    expect(remaining).toBeGreaterThan((IDLE_MINUTES - 1) * MINUTE);
    expect(remaining).toBeLessThanOrEqual(IDLE_MINUTES * MINUTE);
  });

  it(`lasts another ${IDLE_MINUTES} minutes from each request (sliding)`, async () => {
    const staff = await server.staff();
    // As if the member had been away for 20 minutes.
    setSessionEnd(staff, Date.now() + 10 * MINUTE);
    expect(await opensInbox(staff)).toBe(true);
    expect(sessionEnd(staff) - Date.now()).toBeGreaterThan((IDLE_MINUTES - 1) * MINUTE);
  });

  it("sends the member to the sign-in page once that time has passed", async () => {
    const staff = await server.staff();
    setSessionEnd(staff, Date.now() - 1000);
    expect(await opensInbox(staff)).toBe(false);
  });
});

describe("a new staff password", () => {
  it("signs out every session of the account; the new password signs in", async () => {
    const email = "password-change@example.com";
    expect((await staffAdd(email, "the first password")).code).toBe(0);
    const [laptop, phone] = [
      await server.visitor().signIn(email, "the first password"),
      await server.visitor().signIn(email, "the first password"),
    ];
    const colleague = await server.staff();
    expect(await opensInbox(laptop)).toBe(true);

    const changed = await staffAdd(email, "the second password");
    expect(changed.code, changed.output).toBe(0);
    expect(await opensInbox(laptop)).toBe(false);
    expect(await opensInbox(phone)).toBe(false);
    expect(await opensInbox(colleague)).toBe(true);
    expect(await opensInbox(await server.visitor().signIn(email, "the second password"))).toBe(true);
  }, 30_000);
});

describe("passwords and bcrypt's 72 bytes", () => {
  const longest = "exactly seventy-two bytes long: ".padEnd(72, "x");

  it("refuses to set a password longer than 72 bytes, saying why", async () => {
    const refused = await staffAdd("too-long@example.com", `${longest}y`);
    expect(refused.code).toBe(2);
    expect(refused.output).toMatch(/at most 72 bytes/);
    expect(server.db().prepare("select count(*) from staff_users where email = 'too-long@example.com'").pluck().get()).toBe(0);
  }, 30_000);

  it("never signs in with more than 72 bytes, even when the first 72 are the password", async () => {
    const email = "longest-password@example.com";
    expect((await staffAdd(email, longest)).code).toBe(0);
    const visitor = await server.visitor().withToken();
    const refused = await visitor.postForm("/admin/login", { email, password: `${longest} and then some` });
    expect(refused.status).toBe(401);
    expect(visitor.cookie("staff_session")).toBeUndefined();
    expect(await opensInbox(await server.visitor().signIn(email, longest))).toBe(true);
  }, 30_000);
});
