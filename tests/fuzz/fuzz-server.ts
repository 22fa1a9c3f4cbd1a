import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { startBuiltServer, type BuiltServer } from "../support/built-server";
import { toFetch, type FuzzContext, type FuzzRequest } from "./fuzz-request";
import type { Reply } from "./reply-checks";

/**
 * The production build on its own database, with what the generators aim at: a
 * visitor's anti-forgery token and spam trap, a second visitor's token, a signed-in
 * staff member, one stored lead and the demo pop-up.
 */
export const STAFF = { email: "fuzz-staff@example.com", password: "fuzz-staff-password-1", name: "Fuzz Staff" };
/** Setup requests come from their own address, so per-IP limits never see them. */
const SETUP_IP = "192.0.2.10";

export interface FuzzServer {
  server: BuiltServer;
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

const cookiePairs = (response: Response) => response.headers.getSetCookie().map((header) => header.split(";")[0] ?? "");

/** A form page as a fresh visitor loads it: token, cookie and spam trap. */
async function loadForm(baseUrl: string) {
  const response = await fetch(`${baseUrl}/survey`, { headers: { "X-Forwarded-For": SETUP_IP } });
  const html = await response.text();
  const field = (name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="${name}"`).exec(html);
  const token = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  const validFrom = field("form_started");
  if (!token || !validFrom) throw new Error("GET /survey rendered no anti-forgery token or spam trap");
  return {
    token,
    cookie: cookiePairs(response).join("; "),
    honeypot: { name: "fax_number", validFromName: "form_started", validFrom: validFrom[1] ?? validFrom[2] ?? "" },
  };
}

async function signInAsStaff(baseUrl: string, visitor: { token: string; cookie: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: visitor.cookie, "X-Forwarded-For": SETUP_IP },
    body: new URLSearchParams({ email: STAFF.email, password: STAFF.password, csrf: visitor.token }),
  });
  if (response.status !== 302) throw new Error(`staff sign-in answered ${response.status}`);
  return [visitor.cookie, ...cookiePairs(response)].join("; ");
}

/** One real lead, so the staff lead page has something to refuse changes to. */
async function storeLead(baseUrl: string, visitor: { token: string; cookie: string }): Promise<number> {
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(`${baseUrl}/api/consult`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Requested-With": "XMLHttpRequest",
      "X-CSRF-Token": visitor.token,
      Cookie: visitor.cookie,
      "X-Forwarded-For": SETUP_IP,
    },
    body: JSON.stringify({
      full_name: "Setup Lead",
      business_name: "Setup Co",
      phone_number: "601-555-0100",
      email: "setup@example.com",
      industry_type: "retail",
      preferred_date: date,
      start_hour: "10",
      start_minute: "00",
      start_period: "AM",
      time_zone: "CT",
    }),
  });
  const body = (await response.json()) as { id?: number };
  if (response.status !== 201 || typeof body.id !== "number") throw new Error(`storing the setup lead answered ${response.status}`);
  return body.id;
}

export async function startFuzzServer(): Promise<FuzzServer> {
  const server = await startBuiltServer({
    captureOutput: true,
    env: { STAFF_EMAIL: STAFF.email, STAFF_PASSWORD: STAFF.password, STAFF_NAME: STAFF.name },
  });
  try {
    const visitor = await loadForm(server.baseUrl);
    const foreign = await loadForm(server.baseUrl);
    const staffCookie = await signInAsStaff(server.baseUrl, visitor);
    const leadId = await storeLead(server.baseUrl, visitor);
    // The lead's notification e-mail is written after the reply: wait for it, so the
    // "before" picture of the data folder already has it.
    const outbox = join(server.dataDir, "outbox");
    await waitFor(() => existsSync(outbox) && readdirSync(outbox).length > 0, "the setup lead's e-mail");
    const db = new Database(server.databaseFile, { readonly: true });
    const lightboxIds = db.prepare("select id from lightboxes order by id").pluck().all() as number[];
    db.close();
    if (lightboxIds.length === 0) throw new Error("the demo pop-up was not seeded");

    const context: FuzzContext = {
      visitor,
      foreignToken: foreign.token,
      staff: { cookie: staffCookie, email: STAFF.email, password: STAFF.password },
      leadId,
      lightboxIds,
    };
    return {
      server,
      context,
      async send(request) {
        const response = await fetch(...toFetch(request, context, server.baseUrl));
        return { status: response.status, headers: response.headers, body: await response.text() };
      },
    };
  } catch (error) {
    await server.stop();
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
