import { describe, expect, it } from "vitest";
import { checkRateLimit, tooManyRequestsResponse, tooManySubmissionsForm, tooManySubmissionsResponse } from "./rate-limit.server";

const from = (ip?: string) => new Request("https://www.example.com/consult", { method: "POST", headers: ip ? { "X-Forwarded-For": ip } : {} });
const BUDGET = { limit: 2, windowMs: 60_000 };

describe("checkRateLimit", () => {
  it("gives each client IP its own budget per scope", () => {
    expect(checkRateLimit(from("198.51.100.1"), "test-a", BUDGET, 0).allowed).toBe(true);
    expect(checkRateLimit(from("198.51.100.1"), "test-a", BUDGET, 1).allowed).toBe(true);
    expect(checkRateLimit(from("198.51.100.1"), "test-a", BUDGET, 2)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(checkRateLimit(from("198.51.100.2"), "test-a", BUDGET, 2).allowed).toBe(true);
    expect(checkRateLimit(from("198.51.100.1"), "test-b", BUDGET, 2).allowed).toBe(true);
  });

  it("counts IPv6 clients by their /64 network", () => {
    expect(checkRateLimit(from("2001:db8:77:1::1"), "test-v6", BUDGET, 0).allowed).toBe(true);
    expect(checkRateLimit(from("2001:db8:77:1::2"), "test-v6", BUDGET, 1).allowed).toBe(true);
    expect(checkRateLimit(from("2001:db8:77:1:abcd::3"), "test-v6", BUDGET, 2).allowed).toBe(false);
    expect(checkRateLimit(from("2001:db8:77:2::1"), "test-v6", BUDGET, 2).allowed).toBe(true);
  });

  it("applies no per-IP limit without a proxy header (decision 006)", () => {
    for (let time = 0; time < 10; time++) expect(checkRateLimit(from(), "test-direct", BUDGET, time).allowed).toBe(true);
  });

  it("refuses to use one scope with two budgets (a programming error)", () => {
    checkRateLimit(from("198.51.100.3"), "test-conflict", BUDGET, 0);
    expect(() => checkRateLimit(from("198.51.100.3"), "test-conflict", { limit: 3, windowMs: 60_000 }, 0)).toThrow(/two different budgets/);
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
