import { describe, expect, it } from "vitest";
import {
  median,
  PAGE_TARGETS,
  POPUP_CODE,
  requested,
  summarisePopup,
  summariseRun,
  summariseRuns,
} from "../scripts/lighthouse-summary.mjs";

type Result = Parameters<typeof summariseRun>[0];

/** A Lighthouse result with the given category scores (0-1) and audits. */
function result(scores: Record<string, number | null>, audits: Result["audits"] = {}, refs: Record<string, { id: string; weight: number }[]> = {}): Result {
  return {
    categories: Object.fromEntries(
      Object.entries(scores).map(([category, score]) => [category, { score, auditRefs: refs[category] ?? [] }]),
    ),
    audits,
  };
}

const passingPage = { performance: 0.97, accessibility: 1, "best-practices": 1, seo: 1 };

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([90, 100, 96, 94])).toBe(95);
    expect(median([])).toBeNull();
  });
});

describe("summariseRun", () => {
  it("keeps the scores out of 100, the web vitals and the script bytes", () => {
    const run = summariseRun(
      result(passingPage, {
        "largest-contentful-paint": { score: 1, numericValue: 1834.4 },
        "total-blocking-time": { score: 1, numericValue: 41.6 },
        "cumulative-layout-shift": { score: 1, numericValue: 0.01234 },
        "resource-summary": {
          score: null,
          details: { items: [{ resourceType: "total", transferSize: 150_000 }, { resourceType: "script", transferSize: 99_000 }] },
        },
      }),
    );
    expect(run).toMatchObject({
      scores: { performance: 97, accessibility: 100, "best-practices": 100, seo: 100 },
      lcpMs: 1834,
      tbtMs: 42,
      cls: 0.012,
      scriptBytes: 99_000,
      failingAudits: [],
      runtimeError: null,
    });
  });

  it("lists the weighted audits that cost points: any miss outside performance, metrics under 0.9 in it", () => {
    const run = summariseRun(
      result(
        { performance: 0.9, accessibility: 0.96 },
        {
          "color-contrast": { score: 0 },
          "image-alt": { score: 1 },
          "unweighted-hint": { score: 0 },
          "not-applicable": { score: null },
          "largest-contentful-paint": { score: 0.89 },
          "total-blocking-time": { score: 0.95 },
          "cumulative-layout-shift": { score: 0.9 },
          "unused-javascript": { score: 0 },
        },
        {
          accessibility: [
            { id: "color-contrast", weight: 7 },
            { id: "image-alt", weight: 10 },
            { id: "unweighted-hint", weight: 0 },
            { id: "not-applicable", weight: 3 },
          ],
          performance: [
            { id: "largest-contentful-paint", weight: 25 },
            { id: "total-blocking-time", weight: 30 },
            { id: "cumulative-layout-shift", weight: 25 },
            { id: "unused-javascript", weight: 0 },
          ],
        },
      ),
    );
    expect(run.failingAudits).toEqual(["color-contrast", "largest-contentful-paint"]);
  });

  it("reports a Lighthouse runtime error", () => {
    const broken = { ...result({ performance: null }), runtimeError: { code: "NO_FCP", message: "no paint" } };
    expect(summariseRun(broken)).toMatchObject({ scores: { performance: null }, runtimeError: "NO_FCP: no paint" });
  });
});

describe("summariseRuns", () => {
  const run = (performance: number, accessibility = 1) => summariseRun(result({ ...passingPage, performance, accessibility }));

  it("passes when every category's median meets its target, each category on its own", () => {
    const summary = summariseRuns([run(0.99, 0.9), run(0.97), run(0.8)], PAGE_TARGETS);
    expect(summary.scores).toEqual({ performance: 97, accessibility: 100, "best-practices": 100, seo: 100 });
    expect(summary).toMatchObject({ runs: 3, belowTarget: [], passed: true });
  });

  it("fails when a median is one point short", () => {
    const summary = summariseRuns([run(0.94), run(0.94), run(1)], PAGE_TARGETS);
    expect(summary).toMatchObject({ belowTarget: ["performance"], passed: false });
    expect(summariseRuns([run(0.97, 0.99)], PAGE_TARGETS).belowTarget).toEqual(["accessibility"]);
    // A page load is held to Performance 97 (decision 055).
    expect(summariseRuns([run(0.96), run(0.97), run(0.96)], PAGE_TARGETS).belowTarget).toEqual(["performance"]);
  });

  it("counts a run without a score as 0, and no runs at all as a failure", () => {
    const broken = summariseRun({ ...result({ performance: null }), runtimeError: { code: "NO_FCP", message: "x" } });
    const summary = summariseRuns([broken, broken, run(1)], PAGE_TARGETS);
    expect(summary.scores.performance).toBe(0);
    expect(summary.runtimeErrors).toEqual(["NO_FCP: x", "NO_FCP: x"]);
    expect(summary.passed).toBe(false);
    expect(summariseRuns([], PAGE_TARGETS)).toMatchObject({ belowTarget: Object.keys(PAGE_TARGETS), passed: false });
  });
});

describe("requested", () => {
  it("finds a request in a result's network records", () => {
    // A chunk name as the Remix build writes it (esbuild: eight upper-case letters or digits).
    const load = result({ performance: 1 }, {
      "network-requests": { score: null, details: { items: [{ url: "http://x/build/_shared/live-popup-THLWNKIP.js" }] } },
    });
    expect(requested(load, POPUP_CODE)).toBe(true);
    expect(requested(load, /\/chat-panel-\w+\.js$/)).toBe(false);
    expect(requested(result({ performance: 1 }), POPUP_CODE)).toBe(false);
  });
});

describe("summarisePopup", () => {
  const opening = (performance: number) => result({ performance });
  const open = (accessibility: number) => result({ accessibility, "best-practices": 1, seo: 1 });

  const run = (openingScore: number, openScore: number, more: { openingRecorded?: boolean; openedDuringLoad?: boolean } = {}) => ({
    opening: opening(openingScore),
    open: open(openScore),
    openingRecorded: more.openingRecorded ?? true,
    openedDuringLoad: more.openedDuringLoad ?? false,
  });

  it("holds the opening to the performance target and the open pop-up to 100", () => {
    const passing = summarisePopup([run(1, 1)]);
    expect(passing).toMatchObject({ openedDuringLoad: 0, belowTarget: [], passed: true });

    const failing = summarisePopup([run(0.9, 0.95, { openedDuringLoad: true }), run(0.9, 0.95)]);
    expect(failing).toMatchObject({
      openedDuringLoad: 1,
      belowTarget: ["opening performance", "open accessibility"],
      passed: false,
    });
  });

  it("counts an opening the timespan did not record as 0: a perfect score of nothing is no pass", () => {
    const summary = summarisePopup([run(1, 1, { openingRecorded: false }), run(1, 1, { openingRecorded: false }), run(1, 1)]);
    expect(summary.opening.scores.performance).toBe(0);
    expect(summary.opening.runtimeErrors).toHaveLength(2);
    expect(summary).toMatchObject({ belowTarget: ["opening performance"], passed: false });
  });
});
