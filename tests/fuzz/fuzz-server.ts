import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { consultation } from "../../scripts/load-fixtures.mjs";
import { startBuiltServer, type BuiltServer } from "../support/built-server";
import { HttpVisitor } from "../support/http-visitor";
import { openServerDatabase, type ServerDatabase } from "../support/server-database";
import { toFetch, type FuzzContext, type FuzzRequest } from "./fuzz-request";
import type { Reply } from "./reply-checks";

/**
 * The production build on its own database (SQLite, or PostgreSQL in the postgres vitest
 * project), with what the generators aim at: a
 * visitor's anti-forgery token and spam trap, a second visitor's token, a signed-in
 * staff member, one stored lead, one redirect, one holiday and the demo pop-up.
 */
export const STAFF = { email: "fuzz-staff@example.com", password: "fuzz-staff-password-1", name: "Fuzz Staff" };
/** Setup requests come from their own address, so per-IP limits never see them. */
const SETUP_IP = "192.0.2.10";

export interface FuzzServer {
  server: BuiltServer;
  /** The server's database, read directly (what was stored); closed by `stop`. */
  database: ServerDatabase;
  stop(options?: { keepData?: boolean }): Promise<void>;
  context: FuzzContext;
  send(request: FuzzRequest): Promise<Reply>;
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 50));
  }
}

/**
 * One real lead, so the staff lead page has something to refuse changes to. The reply
 * names it by its reference; the staff page's address uses the id behind it.
 */
async function storeLead(visitor: HttpVisitor, database: ServerDatabase): Promise<number> {
  const response = await visitor.postJson("/api/consult", consultation(0, 0, "fuzz-setup"));
  const body = (await response.json()) as { reference?: string };
  if (response.status !== 201 || typeof body.reference !== "string") throw new Error(`storing the setup lead answered ${response.status}`);
  const row = await database.get<{ id: number }>("select id from leads where reference = ?", [body.reference]);
  if (row === undefined) throw new Error(`the setup lead ${body.reference} is not in the database`);
  return row.id;
}

/** One redirect, so an edit of a redirect that exists gets as far as checking its answers. */
async function storeRedirect(staff: HttpVisitor, database: ServerDatabase): Promise<number> {
  const fromPath = "/fuzz-setup-old-address";
  const response = await staff.postForm("/admin/redirects", { intent: "add", from_path: fromPath, to_path: "/consult" });
  if (response.status !== 302) throw new Error(`storing the setup redirect answered ${response.status}`);
  const row = await database.get<{ id: number }>("select id from redirects where from_path = ?", [fromPath]);
  if (row === undefined) throw new Error("the setup redirect is not in the database");
  return row.id;
}

/** One company holiday, so renaming a holiday that exists is a valid answer to leave fields out of. */
async function storeHoliday(staff: HttpVisitor, database: ServerDatabase): Promise<number> {
  const date = "2030-06-03";
  const response = await staff.postForm("/admin/availability/settings", { intent: "add-holiday", date, name: "Fuzz setup holiday" });
  if (response.status !== 302) throw new Error(`storing the setup holiday answered ${response.status}`);
  const row = await database.get<{ id: number }>("select id from company_holidays where date = ?", [date]);
  if (row === undefined) throw new Error("the setup holiday is not in the database");
  return row.id;
}

export async function startFuzzServer(): Promise<FuzzServer> {
  const server = await startBuiltServer({
    captureOutput: true,
    // The analytics debug endpoint is off in production unless turned on: on, so it is fuzzed too.
    // Jobs polled often: the e-mails of the setup's own leads are sent before the run starts (settledJobs).
    env: { STAFF_EMAIL: STAFF.email, STAFF_PASSWORD: STAFF.password, STAFF_NAME: STAFF.name, ANALYTICS_DEBUG_ENDPOINT: "true", JOBS_POLL_SECONDS: "0.2" },
  });
  const database = openServerDatabase(server.databaseUrl);
  try {
    // The staff forms' token comes from the sign-in page; public forms need none.
    const visitor = await (await new HttpVisitor(server.baseUrl, SETUP_IP).start()).withToken();
    const visitorCookie = visitor.cookieHeader();
    const foreign = await new HttpVisitor(server.baseUrl, SETUP_IP).withToken();
    // The same browser, signed in: its cookies now hold the staff session too.
    const staffCookie = (await visitor.signIn(STAFF.email, STAFF.password)).cookieHeader();
    const leadId = await storeLead(visitor, database);
    const redirectId = await storeRedirect(visitor, database);
    const holidayId = await storeHoliday(visitor, database);
    // The lead's notification e-mail is written after the reply: wait for it, so the
    // "before" picture of the data folder already has it.
    const outbox = join(server.dataDir, "outbox");
    await waitFor(() => existsSync(outbox) && readdirSync(outbox).length > 0, "the setup lead's e-mail");
    const popupId = (await database.get<{ id: number }>("select id from lightboxes order by id"))?.id;
    const staffRow = await database.get<{ id: number; version: number }>("select id, version from staff_users where email = ?", [STAFF.email]);
    if (popupId === undefined) throw new Error("the demo pop-up was not seeded");
    if (!staffRow) throw new Error("the staff account of STAFF_EMAIL was not created");

    const context: FuzzContext = {
      visitor: { token: visitor.csrf, cookie: visitorCookie, honeypot: visitor.honeypot },
      foreignToken: foreign.csrf,
      staff: { cookie: staffCookie, email: STAFF.email, password: STAFF.password, id: staffRow.id, version: staffRow.version },
      leadId,
      redirectId,
      holidayId,
      popupId,
    };
    return {
      server,
      database,
      async stop(options) {
        await server.stop(options);
        await database.close();
      },
      context,
      async send(request) {
        const response = await fetch(...toFetch(request, context, server.baseUrl));
        return { status: response.status, headers: response.headers, body: await response.text() };
      },
    };
  } catch (error) {
    await server.stop();
    await database.close();
    throw error;
  }
}

/** The request log lines (one JSON object per request) of the server's output. */
export function requestLog(output: string): { method: string; path: string; status: number; level: string }[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { msg: string; method: string; path: string; status: number; level: string })
    .filter((entry) => entry.msg === "request");
}
