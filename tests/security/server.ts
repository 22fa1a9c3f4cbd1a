import Database from "better-sqlite3";
import { afterAll, beforeAll } from "vitest";
import { BUILD_EXISTS, startBuiltServer, type BuiltServer } from "../support/built-server";
import { newLeadReference } from "~/features/lead-store/lead-reference";
import { HttpVisitor } from "../support/http-visitor";
import { openServerDatabase, type ServerDatabase } from "../support/server-database";

/**
 * The security suite runs against the production build (NODE_ENV=production, as
 * `npm start` serves it), over real HTTP: cookies, headers, body limits and per-IP
 * limits are what a browser or an attacker would see. Each test file gets its own
 * server and temporary database: a SQLite file, or in the postgres vitest project the
 * file's own PostgreSQL database (tests/support/built-server.ts).
 */
export const STAFF = { email: "security-staff@example.com", password: "a long staff password" };

/** Hosts the deployment allows for pop-up links and co-branding logos (docs/configuration.md). */
export const ALLOWED_CTA_HOST = "partners.example.com";
export const ALLOWED_LOGO_HOST = "logos.example.com";

export interface SecurityServer {
  readonly baseUrl: string;
  /** The public origin the server is configured with (SITE_URL): every link it writes starts with it. */
  readonly siteUrl: string;
  readonly databaseFile: string;
  readonly dataDir: string;
  /** The server's SQLite file, for rows the UI cannot create (SQLite only). */
  db(): Database.Database;
  /** The server's database, SQLite or PostgreSQL, for rows the UI cannot create and what a request stored. */
  database(): ServerDatabase;
  visitor(): HttpVisitor;
  /** A visitor with the spam trap of a rendered form (`withToken()` adds the staff forms' anti-forgery token). */
  startedVisitor(): Promise<HttpVisitor>;
  staff(): Promise<HttpVisitor>;
  /**
   * A tab of one staff browser signed in once for the file, for requests that cannot end
   * or change its session (page loads, posts refused before they act, posts that only add
   * content); `staff()` signs in anew.
   */
  staffTab(): Promise<HttpVisitor>;
}

/** `env` adds to or overrides the suite's settings for this file's server. */
export function builtServerForFile(options: { env?: Record<string, string> } = {}): SecurityServer {
  let server: BuiltServer | undefined;
  let database: Database.Database | undefined;
  let signedInStaff: Promise<HttpVisitor> | undefined;
  let either: ServerDatabase | undefined;
  const running = () => {
    if (!server) throw new Error("the built server is not running");
    return server;
  };

  beforeAll(async () => {
    if (!BUILD_EXISTS) throw new Error("The security suite tests the production build: run `npx remix build` first.");
    server = await startBuiltServer({
      env: {
        STAFF_EMAIL: STAFF.email,
        STAFF_PASSWORD: STAFF.password,
        LIGHTBOX_CTA_HOSTS: ALLOWED_CTA_HOST,
        LOGO_HOSTS: ALLOWED_LOGO_HOST,
        // Off in production by default (tests/security/production-server.test.ts checks
        // that); turned on here so the endpoint tables test its guards too.
        ANALYTICS_DEBUG_ENDPOINT: "true",
        ...options.env,
      },
    });
  }, 60_000);

  afterAll(async () => {
    database?.close();
    await either?.close();
    await server?.stop();
  });

  return {
    get baseUrl() {
      return running().baseUrl;
    },
    get siteUrl() {
      return running().siteUrl;
    },
    get databaseFile() {
      return running().databaseFile;
    },
    get dataDir() {
      return running().dataDir;
    },
    db() {
      database ??= new Database(running().databaseFile);
      return database;
    },
    database() {
      either ??= openServerDatabase(running().databaseUrl);
      return either;
    },
    visitor: () => new HttpVisitor(running().baseUrl),
    startedVisitor: () => new HttpVisitor(running().baseUrl).start(),
    staff: () => new HttpVisitor(running().baseUrl).signIn(STAFF.email, STAFF.password),
    async staffTab() {
      signedInStaff ??= new HttpVisitor(running().baseUrl).signIn(STAFF.email, STAFF.password);
      return (await signedInStaff).anotherTab();
    },
  };
}

/** A lead as the inbox stores it, for the staff pages (the default is lead 1 of a fresh database). */
export function insertLead(
  server: SecurityServer,
  lead: { fullName: string; businessName?: string; email?: string; phone?: string; payload?: Record<string, unknown> },
): number {
  const result = server
    .db()
    .prepare(
      "insert into leads (reference, type, full_name, business_name, email, phone, payload, channel) values (?, ?, ?, ?, ?, ?, ?, 'form')",
    )
    .run(newLeadReference(), "chat_callback", lead.fullName, lead.businessName ?? null, lead.email ?? null, lead.phone ?? null, JSON.stringify(lead.payload ?? {}));
  return Number(result.lastInsertRowid);
}

/** What a visitor reads in a reply: the JSON `message`, the plain text, or the text of the page's <main>. */
export async function messageOf(response: Response): Promise<string> {
  const type = response.headers.get("Content-Type") ?? "";
  if (type.includes("application/json")) return String(((await response.json()) as { message?: unknown }).message ?? "");
  const text = await response.text();
  if (!type.includes("text/html")) return text;
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(text)?.[1] ?? "";
  return main
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}
