import { count, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { analyticsEvents } from "#db/schema";
import { flushAnalyticsCommitted, getAnalyticsQueue, recordAnalyticsEvent } from "~/features/analytics/events.server";
import { action as debugTrack } from "~/routes/api.website-analytics.debug-track";
import { action as track, loader as trackLoader } from "~/routes/api.website-analytics.track";
import { databaseDialect } from "#db/dialect";
import { DEFAULT_MAX_BATCH } from "~/features/analytics/ingest-queue.server";
import { getDatabase, getDb, onPostgres } from "~/utils/db.server";
import { BROWSER_USER_AGENT } from "./support/requests";

const args = (request: Request) => ({ request, params: {}, context: {} });

function beacon(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/api/website-analytics/track", {
    method: "POST",
    // What navigator.sendBeacon sends for a string body.
    headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": BROWSER_USER_AGENT, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const storedRows = async () => {
  const [stored] = await getDb().select({ n: count() }).from(analyticsEvents).limit(1);
  return stored?.n ?? 0;
};

const record = (sequence: number) => ({
  kind: sequence % 5 === 0 ? "pageview" : "heartbeat",
  session_id: `session-${Math.floor(sequence / 10)}`,
  visitor_identifier: `visitor-${Math.floor(sequence / 20)}`,
  page_url: `https://www.example.com/pos?n=${sequence}`,
  page_title: "POS systems",
  screen_resolution: "1920x1080",
  timezone: "America/Chicago",
  timezone_offset: 300,
  is_active: true,
});

beforeEach(async () => {
  await flushAnalyticsCommitted();
  await getDb().delete(analyticsEvents);
});

describe("POST /api/website-analytics/track: batching", () => {
  it("acknowledges a beacon only once it is committed, and commits the beacons of one turn of the event loop together", async () => {
    const total = 617;
    const committedAtAnswer: number[] = [];
    const replies = await Promise.all(
      Array.from({ length: total }, async (_, i) => {
        const response = await track(args(beacon(record(i), i % 2 ? { "Content-Type": "application/json" } : {})));
        committedAtAnswer.push(await storedRows());
        return response.status;
      }),
    );
    expect(replies.filter((status) => status === 202)).toHaveLength(total);
    // Every answer came after its row was in the database (kill -9 cannot lose it).
    expect(Math.min(...committedAtAnswer)).toBeGreaterThan(0);
    expect(await storedRows()).toBe(total);
    expect(getAnalyticsQueue().size).toBe(0);
    // Answers saw the same committed count: beacons shared transactions.
    expect(new Set(committedAtAnswer).size).toBeLessThan(total / 10);
  });

  it.runIf(databaseDialect(process.env.DATABASE_URL) === "postgres")(
    "writes each batch as one multi-row INSERT on PostgreSQL (SQLite: one transaction of prepared single-row inserts)",
    async () => {
      const opened = getDatabase();
      if (opened.dialect !== "postgres") throw new Error("this test is for PostgreSQL");
      const statements: string[] = [];
      // Every statement drizzle sends goes through the pool's query().
      const send = opened.pool.query.bind(opened.pool) as (...parameters: unknown[]) => unknown;
      const query = vi.spyOn(opened.pool, "query").mockImplementation(((config: string | { text: string }, ...rest: unknown[]) => {
        statements.push(typeof config === "string" ? config : config.text);
        return send(config, ...rest);
      }) as never);
      try {
        const total = 2 * DEFAULT_MAX_BATCH + 117;
        const replies = await Promise.all(Array.from({ length: total }, async (_, i) => (await track(args(beacon(record(i))))).status));
        expect(replies.filter((status) => status === 202)).toHaveLength(total);
      } finally {
        query.mockRestore();
      }
      const inserts = statements.filter((text) => /^insert into "analytics_events"/i.test(text));
      // The beacons of one turn of the event loop, in batches of at most DEFAULT_MAX_BATCH rows.
      expect(inserts).toHaveLength(3);
      expect(await storedRows()).toBe(2 * DEFAULT_MAX_BATCH + 117);
    },
  );

  it("answers one beacon on its own without waiting for others", async () => {
    const response = await track(args(beacon(record(1))));
    expect(response.status).toBe(202);
    expect(await storedRows()).toBe(1);
  });

  it("stores the product reference §3.7 record with the server's own reading of the user agent and no IP", async () => {
    const iPhone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
    await track(
      args(
        beacon(
          { ...record(0), ip_address: "203.0.113.7", referrer: "https://www.google.com/", page_url: "https://www.example.com/pos?utm_source=google&ref=bob" },
          { "User-Agent": iPhone, "X-Forwarded-For": "203.0.113.7" },
        ),
      ),
    );
    await flushAnalyticsCommitted();
    const [row] = await getDb().select().from(analyticsEvents).limit(1);
    expect(row).toMatchObject({
      eventType: "pageview",
      source: "js",
      sessionId: "session-0",
      pagePath: "/pos",
      deviceType: "mobile",
      browserName: "Mobile Safari",
      platform: "iOS",
      referrerHost: "www.google.com",
      utmSource: "google",
      referralCode: "bob",
      ipAddress: null,
    });
  });
});

describe("a batch with a row the database refuses", () => {
  it("stores and acknowledges every other beacon of the batch, and refuses that row alone", async () => {
    const valid = Array.from({ length: 30 }, (_, i) => track(args(beacon(record(i)))));
    // Rows that got past the schema (bypassed here) but that the database refuses: a missing
    // session id on both databases, and on PostgreSQL U+0000, which it cannot store in text.
    const poisoned = [
      recordAnalyticsEvent({ occurredAt: Date.now(), eventType: "pageview", source: "js", sessionId: null as unknown as string }),
      ...(onPostgres()
        ? [recordAnalyticsEvent({ occurredAt: Date.now(), eventType: "pageview", source: "js", sessionId: "poisoned", pageTitle: "a\u0000b" })]
        : []),
    ];
    const replies = await Promise.all(valid);
    expect(replies.map((reply) => reply.status)).toEqual(Array<number>(30).fill(202));
    expect(await Promise.all(poisoned)).toEqual(poisoned.map(() => "refused"));
    await flushAnalyticsCommitted();
    expect(await storedRows()).toBe(30);
    expect(getAnalyticsQueue().stats.rejected).toBeGreaterThanOrEqual(poisoned.length);
  });
});

describe("POST /api/website-analytics/track: refusals are 4xx, never 500", () => {
  it.each([
    ["malformed JSON", 400, () => beacon("{not json")],
    ["a JSON array", 400, () => beacon("[1,2]")],
    ["no session_id", 400, () => beacon({ page_url: "https://x.example/" })],
    ["a bad field", 400, () => beacon({ session_id: "s", screen_resolution: "huge" })],
    ["a form post", 415, () => beacon("session_id=s", { "Content-Type": "application/x-www-form-urlencoded" })],
  ] as const)("answers %s with %i and stores nothing", async (_label, status, build) => {
    const response = await track(args(build()));
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ success: false, message: expect.any(String) });
    await flushAnalyticsCommitted();
    expect(await storedRows()).toBe(0);
  });

  it("answers GET with 405", async () => {
    expect((await trackLoader()).status).toBe(405);
  });

  it("accepts a beacon without a content type (a Blob without a type)", async () => {
    const request = new Request("http://localhost/api/website-analytics/track", {
      method: "POST",
      headers: { "User-Agent": BROWSER_USER_AGENT },
      body: new Blob([JSON.stringify(record(0))]),
    });
    expect((await track(args(request))).status).toBe(202);
  });
});

describe("POST /api/website-analytics/track: what is not counted", () => {
  it.each([
    ["a bot", { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }],
    ["no user agent", { "User-Agent": "" }],
    ["Do Not Track", { DNT: "1" }],
    ["Global Privacy Control", { "Sec-GPC": "1" }],
    ["the staff opt-out", { Cookie: "analytics_optout=1" }],
  ])("accepts %s with 204 and stores nothing", async (_label, headers) => {
    const response = await track(args(beacon(record(0), headers)));
    expect(response.status).toBe(204);
    await flushAnalyticsCommitted();
    expect(await storedRows()).toBe(0);
  });

  it.each([
    ["Do Not Track", { DNT: "1" }],
    ["the staff opt-out", { Cookie: "analytics_optout=1" }],
  ])("still answers an invalid record with 400 under %s (bad input is a 4xx whoever sends it)", async (_label, headers) => {
    const response = await track(args(beacon("{not json", headers)));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });
});

describe("POST /api/website-analytics/debug-track", () => {
  it("stores the record and echoes what was parsed and stored", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const response = await debugTrack(args(beacon({ ...record(0), kind: "visible" })));
    expect(response.status).toBe(202);
    const body = (await response.json()) as { success: boolean; record: Record<string, unknown>; stored: Record<string, unknown> };
    expect(body.success).toBe(true);
    expect(body.record).toMatchObject({ session_id: "session-0", ip_address: null, latitude: null });
    expect(body.stored).toMatchObject({ eventType: "visible", pagePath: "/pos" });
    expect(info).toHaveBeenCalledWith(expect.stringContaining("analytics debug-track"));
    info.mockRestore();
    await flushAnalyticsCommitted();
    expect(await getDb().select().from(analyticsEvents).where(eq(analyticsEvents.eventType, "visible"))).toHaveLength(1);
  });
});
