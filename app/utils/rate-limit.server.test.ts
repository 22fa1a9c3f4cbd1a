import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { rateLimitWindows } from "#db/schema";
import { getDb } from "./db.server";
import { checkRateLimit, takeFromBudget, tooManyRequestsResponse, tooManySubmissionsForm, tooManySubmissionsResponse } from "./rate-limit.server";

const from = (ip?: string) => new Request("https://www.example.com/consult", { method: "POST", headers: ip ? { "X-Forwarded-For": ip } : {} });
const BUDGET = { limit: 2, windowMs: 60_000 };

describe("checkRateLimit", () => {
  it("gives each client IP its own budget per scope", async () => {
    expect((await checkRateLimit(from("198.51.100.1"), "test-a", BUDGET, 0)).allowed).toBe(true);
    expect((await checkRateLimit(from("198.51.100.1"), "test-a", BUDGET, 1)).allowed).toBe(true);
    expect(await checkRateLimit(from("198.51.100.1"), "test-a", BUDGET, 2)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await checkRateLimit(from("198.51.100.2"), "test-a", BUDGET, 2)).allowed).toBe(true);
    expect((await checkRateLimit(from("198.51.100.1"), "test-b", BUDGET, 2)).allowed).toBe(true);
  });

  it("counts IPv6 clients by their /64 network", async () => {
    expect((await checkRateLimit(from("2001:db8:77:1::1"), "test-v6", BUDGET, 0)).allowed).toBe(true);
    expect((await checkRateLimit(from("2001:db8:77:1::2"), "test-v6", BUDGET, 1)).allowed).toBe(true);
    expect((await checkRateLimit(from("2001:db8:77:1:abcd::3"), "test-v6", BUDGET, 2)).allowed).toBe(false);
    expect((await checkRateLimit(from("2001:db8:77:2::1"), "test-v6", BUDGET, 2)).allowed).toBe(true);
  });

  it("applies no per-IP limit without a proxy header (decision 006)", async () => {
    for (let time = 0; time < 10; time++) expect((await checkRateLimit(from(), "test-direct", BUDGET, time)).allowed).toBe(true);
  });

  it("refuses to use one scope with two budgets (a programming error)", async () => {
    await checkRateLimit(from("198.51.100.3"), "test-conflict", BUDGET, 0);
    await expect(checkRateLimit(from("198.51.100.3"), "test-conflict", { limit: 3, windowMs: 60_000 }, 0)).rejects.toThrow(/two different budgets/);
  });
});

describe("takeFromBudget", () => {
  it("allows `limit` requests per key and window, then says when to retry", async () => {
    const budget = { limit: 3, windowMs: 60_000 };
    for (let i = 0; i < 3; i++) expect(await takeFromBudget("take-a", "k1", budget, 1000 + i)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await takeFromBudget("take-a", "k1", budget, 2000)).toEqual({ allowed: false, retryAfterSeconds: 59 });
    expect((await takeFromBudget("take-a", "k2", budget, 2000)).allowed).toBe(true);
  });

  it("does not count refused requests: the window still ends when it would have", async () => {
    const budget = { limit: 1, windowMs: 10_000 };
    await takeFromBudget("take-b", "k", budget, 0);
    for (let time = 1000; time < 10_000; time += 1000) expect((await takeFromBudget("take-b", "k", budget, time)).allowed).toBe(false);
    expect((await takeFromBudget("take-b", "k", budget, 10_000)).allowed).toBe(true);
    expect((await takeFromBudget("take-b", "k", budget, 10_001)).allowed).toBe(false);
  });

  it("starts a new window when the clock goes backwards, and never answers a Retry-After under one second", async () => {
    const budget = { limit: 1, windowMs: 1000 };
    await takeFromBudget("take-c", "k", budget, 5000);
    expect(await takeFromBudget("take-c", "k", budget, 5999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect((await takeFromBudget("take-c", "k", budget, 4000)).allowed).toBe(true);
  });

  it("keeps its counters in the database, where every app process sees them, and prunes ended windows", async () => {
    const budget = { limit: 2, windowMs: 1000 };
    const now = Date.now() + 10 * 60_000;
    await takeFromBudget("take-d", "shared", budget, now);
    const stored = () => getDb().select().from(rateLimitWindows).where(eq(rateLimitWindows.scope, "take-d"));
    expect(await stored()).toEqual([{ scope: "take-d", key: "shared", windowStart: now, hits: 1, expiresAt: now + 1000 }]);
    // Another process counting the same key writes the same row.
    await getDb().update(rateLimitWindows).set({ hits: 2 }).where(eq(rateLimitWindows.scope, "take-d"));
    expect((await takeFromBudget("take-d", "shared", budget, now + 1)).allowed).toBe(false);
    await takeFromBudget("take-d", "other", budget, now + 5 * 60_000);
    expect((await stored()).map((row) => row.key)).toEqual(["other"]);
  });
});

describe("takeFromBudget: one transaction per turn", () => {
  it("answers every other take of the turn when the database refuses one of them", async () => {
    const budget = { limit: 5, windowMs: 60_000 };
    const takes = ["198.51.100.1", null, "198.51.100.2", "198.51.100.3"].map((key) =>
      takeFromBudget("batch-isolation", key as string, budget).then(
        (decision) => decision.allowed,
        () => "refused",
      ),
    );
    // The key the database refuses (NOT NULL here, U+0000 on PostgreSQL) fails alone.
    expect(await Promise.all(takes)).toEqual([true, "refused", true, true]);
    const counted = await getDb().select().from(rateLimitWindows).where(eq(rateLimitWindows.scope, "batch-isolation"));
    expect(counted.map((row) => row.key).sort()).toEqual(["198.51.100.1", "198.51.100.2", "198.51.100.3"]);
  });
});

describe("429 replies", () => {
  const refused = { allowed: false, retryAfterSeconds: 125 };

  it("say when to retry, in the header and in minutes for people", async () => {
    const form = tooManySubmissionsForm(refused);
    expect(form.message).toBe("You've sent several requests in a short time. Please try again in 3 minutes, or give us a call.");
    expect(form.result.error).toEqual({ "": [form.message] });
    expect(form.init).toEqual({ status: 429, headers: { "Retry-After": "125" } });

    const json = tooManySubmissionsResponse(refused);
    expect(json.status).toBe(429);
    expect(json.headers.get("Retry-After")).toBe("125");
    expect(await json.json()).toEqual({ success: false, message: form.message });

    const quiet = tooManyRequestsResponse(refused);
    expect(quiet.headers.get("Retry-After")).toBe("125");
    expect(await quiet.json()).toEqual({ success: false, message: "Too many requests. Please slow down." });
  });
});
