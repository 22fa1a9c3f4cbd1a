import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyticsEvents, referralClicks } from "#db/schema";
import { getDb } from "~/utils/db.server";
import { pruneAnalyticsEvents, pruneReferralClicks, retentionCutoff } from "./retention.server";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 21, 12);

/** `count` copies of one row, written 500 to a statement (one query per row made this file slow). */
async function insertCopies<Row>(count: number, row: Row, insert: (rows: Row[]) => Promise<unknown>) {
  for (let written = 0; written < count; written += 500) {
    await insert(Array.from({ length: Math.min(500, count - written) }, () => row));
  }
}

const insertEvents = (count: number, occurredAt: number, sessionId: string) =>
  insertCopies(count, { occurredAt, eventType: "heartbeat", source: "js", sessionId }, (rows) =>
    getDb().insert(analyticsEvents).values(rows),
  );

const countSession = async (sessionId: string) =>
  (await getDb().select({ n: count() }).from(analyticsEvents).where(eq(analyticsEvents.sessionId, sessionId)))[0]!.n;

describe("analytics retention", () => {
  it("puts the cutoff the given number of days back", () => {
    expect(retentionCutoff(NOW, 395)).toBe(NOW - 395 * DAY);
  });

  it("deletes only events older than the window, in batches, yielding between them", async () => {
    await insertEvents(12_000, NOW - 400 * DAY, "retention-old");
    await insertEvents(3, NOW - 394 * DAY, "retention-recent");
    let yields = 0;
    const deleted = await pruneAnalyticsEvents(getDb(), {
      now: NOW,
      retentionDays: 395,
      yieldBetweenBatches: async () => {
        yields++;
      },
    });
    expect(deleted).toBe(12_000);
    expect(yields).toBe(2); // 5,000 + 5,000 + 2,000
    expect(await countSession("retention-old")).toBe(0);
    expect(await countSession("retention-recent")).toBe(3);
  });

  it("keeps everything when retention is 0", async () => {
    await insertEvents(2, NOW - 4_000 * DAY, "retention-forever");
    expect(await pruneAnalyticsEvents(getDb(), { now: NOW, retentionDays: 0 })).toBe(0);
    expect(await countSession("retention-forever")).toBe(2);
  });
});

describe("referral click retention", () => {
  const insertClicks = (count: number, createdAt: number, linkCode: string) =>
    insertCopies(count, { linkCode, via: "share", createdAt }, (rows) => getDb().insert(referralClicks).values(rows));
  const countClicks = async (linkCode: string) =>
    (await getDb().select({ n: count() }).from(referralClicks).where(eq(referralClicks.linkCode, linkCode)))[0]!.n;

  it("deletes clicks older than the window, like the analytics events", async () => {
    await insertClicks(6_000, NOW - 396 * DAY, "ref_old_share-referral-none_old");
    await insertClicks(2, NOW - 394 * DAY, "ref_new_share-referral-none_new");
    expect(await pruneReferralClicks(getDb(), { now: NOW, retentionDays: 395, yieldBetweenBatches: async () => {} })).toBe(6_000);
    expect(await countClicks("ref_old_share-referral-none_old")).toBe(0);
    expect(await countClicks("ref_new_share-referral-none_new")).toBe(2);
    expect(await pruneReferralClicks(getDb(), { now: NOW, retentionDays: 0 })).toBe(0);
  });
});
