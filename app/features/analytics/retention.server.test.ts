import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyticsEvents, referralClicks } from "#db/schema";
import { getDb } from "~/utils/db.server";
import { pruneAnalyticsEvents, pruneReferralClicks, retentionCutoff } from "./retention.server";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 21, 12);

function insertEvents(count: number, occurredAt: number, sessionId: string) {
  getDb().transaction((tx) => {
    for (let i = 0; i < count; i++) tx.insert(analyticsEvents).values({ occurredAt, eventType: "heartbeat", source: "js", sessionId }).run();
  });
}

const countSession = (sessionId: string) =>
  getDb().select({ n: count() }).from(analyticsEvents).where(eq(analyticsEvents.sessionId, sessionId)).get()!.n;

describe("analytics retention", () => {
  it("puts the cutoff the given number of days back", () => {
    expect(retentionCutoff(NOW, 395)).toBe(NOW - 395 * DAY);
  });

  it("deletes only events older than the window, in batches, yielding between them", async () => {
    insertEvents(12_000, NOW - 400 * DAY, "retention-old");
    insertEvents(3, NOW - 394 * DAY, "retention-recent");
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
    expect(countSession("retention-old")).toBe(0);
    expect(countSession("retention-recent")).toBe(3);
  });

  it("keeps everything when retention is 0", async () => {
    insertEvents(2, NOW - 4_000 * DAY, "retention-forever");
    expect(await pruneAnalyticsEvents(getDb(), { now: NOW, retentionDays: 0 })).toBe(0);
    expect(countSession("retention-forever")).toBe(2);
  });
});

describe("referral click retention", () => {
  const insertClicks = (count: number, createdAt: number, linkCode: string) =>
    getDb().transaction((tx) => {
      for (let i = 0; i < count; i++) tx.insert(referralClicks).values({ linkCode, via: "share", createdAt }).run();
    });
  const countClicks = (linkCode: string) =>
    getDb().select({ n: count() }).from(referralClicks).where(eq(referralClicks.linkCode, linkCode)).get()!.n;

  it("deletes clicks older than the window, like the analytics events", async () => {
    insertClicks(6_000, NOW - 396 * DAY, "ref_old_share-referral-none_old");
    insertClicks(2, NOW - 394 * DAY, "ref_new_share-referral-none_new");
    expect(await pruneReferralClicks(getDb(), { now: NOW, retentionDays: 395, yieldBetweenBatches: async () => {} })).toBe(6_000);
    expect(countClicks("ref_old_share-referral-none_old")).toBe(0);
    expect(countClicks("ref_new_share-referral-none_new")).toBe(2);
    expect(await pruneReferralClicks(getDb(), { now: NOW, retentionDays: 0 })).toBe(0);
  });
});
