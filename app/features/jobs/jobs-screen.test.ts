import { describe, expect, it } from "vitest";
import { jobsQueryLink, parseJobId, parseJobsQuery } from "./jobs-screen";

describe("parseJobsQuery", () => {
  it("reads a known status and a kind, and ignores anything else", () => {
    expect(parseJobsQuery(new URLSearchParams("status=failed&kind=booking-email"))).toEqual({ status: "failed", kind: "booking-email" });
    expect(parseJobsQuery(new URLSearchParams("status=exploded&kind=Robert'); DROP"))).toEqual({ status: null, kind: null });
    expect(parseJobsQuery(new URLSearchParams(""))).toEqual({ status: null, kind: null });
  });
});

describe("jobsQueryLink", () => {
  it("keeps the other filter and drops a removed one", () => {
    const query = { status: "failed" as const, kind: "booking-email" };
    expect(jobsQueryLink(query, { status: "done" })).toBe("/admin/jobs?status=done&kind=booking-email");
    expect(jobsQueryLink(query, { kind: null })).toBe("/admin/jobs?status=failed");
    expect(jobsQueryLink(query, { status: null, kind: null })).toBe("/admin/jobs");
  });
});

describe("parseJobId", () => {
  it("takes a positive whole number only", () => {
    expect(parseJobId("42")).toBe(42);
    for (const bad of ["0", "-1", "4.2", "042", "", "1e3", "9".repeat(16), null]) expect(parseJobId(bad), String(bad)).toBeNull();
  });
});
