/**
 * The pure half of `npm run lighthouse`: what is kept from each Lighthouse result, how
 * several runs of one measurement become one (medians), and which targets are missed.
 */

/**
 * A page load: the lowest acceptable score (0-100) in each Lighthouse category, as the
 * median of the runs (performance 97 since decision 055).
 */
export const PAGE_TARGETS = Object.freeze({
  performance: 97,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
});

/**
 * The home page's pop-up: while it loads and opens (a timespan: its layout shift and
 * blocking time make the performance score), and once open (a snapshot of the page).
 */
export const POPUP_TARGETS = Object.freeze({
  opening: Object.freeze({ performance: 95 }),
  open: Object.freeze({ accessibility: 100, "best-practices": 100, seo: 100 }),
});

/** A performance metric scoring under this is listed among the failing audits. */
const METRIC_PASS = 0.9;

/** @param {number[]} values */
export function median(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * @typedef {{ id: string, weight: number }} AuditRef
 * @typedef {{ score: number | null, numericValue?: number, details?: { items?: Array<Record<string, unknown>> } }} Audit
 * @typedef {{ categories: Record<string, { score: number | null, auditRefs: AuditRef[] }>,
 *   audits: Record<string, Audit>, runtimeError?: { code: string, message: string } }} LighthouseResult
 * @typedef {{ scores: Record<string, number | null>, lcpMs: number | null, tbtMs: number | null,
 *   cls: number | null, scriptBytes: number | null, failingAudits: string[], runtimeError: string | null }} RunSummary
 */

/** @param {LighthouseResult} lhr @param {string} id */
function numeric(lhr, id) {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === "number" ? value : null;
}

/**
 * The weighted audits that cost points: in accessibility, best practices and SEO any
 * short of a pass; in performance (where weighted audits are the metrics) those under 0.9.
 * @param {LighthouseResult} lhr
 */
function failingAudits(lhr) {
  const failing = new Set();
  for (const [category, { auditRefs }] of Object.entries(lhr.categories)) {
    const pass = category === "performance" ? METRIC_PASS : 1;
    for (const ref of auditRefs) {
      const score = lhr.audits[ref.id]?.score;
      if (ref.weight > 0 && typeof score === "number" && score < pass) failing.add(ref.id);
    }
  }
  return [...failing].sort();
}

/**
 * The figures kept from one result (a navigation, a timespan or a snapshot): each
 * category's score (0-100), the Core Web Vitals Lighthouse measures, script bytes
 * transferred, and the audits that cost points.
 * @param {LighthouseResult} lhr
 * @returns {RunSummary}
 */
export function summariseRun(lhr) {
  /** @type {Record<string, number | null>} */
  const scores = {};
  for (const [category, { score }] of Object.entries(lhr.categories)) {
    scores[category] = typeof score === "number" ? Math.round(score * 100) : null;
  }
  const resources = lhr.audits["resource-summary"]?.details?.items ?? [];
  const scripts = resources.find((item) => item.resourceType === "script");
  const lcp = numeric(lhr, "largest-contentful-paint");
  const tbt = numeric(lhr, "total-blocking-time");
  const cls = numeric(lhr, "cumulative-layout-shift");
  return {
    scores,
    lcpMs: lcp === null ? null : Math.round(lcp),
    tbtMs: tbt === null ? null : Math.round(tbt),
    cls: cls === null ? null : Math.round(cls * 1000) / 1000,
    scriptBytes: typeof scripts?.transferSize === "number" ? scripts.transferSize : null,
    failingAudits: failingAudits(lhr),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
  };
}

/**
 * Several runs of one measurement as one result: the median of each category and metric
 * on its own (a noisy run does not drag the other figures along), the audits that failed
 * in any run, and the categories under their target. A run without a score (a
 * Lighthouse runtime error) counts as 0, so a broken page can never pass.
 * @param {RunSummary[]} runs
 * @param {Readonly<Record<string, number>>} targets
 */
export function summariseRuns(runs, targets) {
  /** @type {Record<string, number | null>} */
  const scores = {};
  const belowTarget = [];
  for (const [category, target] of Object.entries(targets)) {
    scores[category] = median(runs.map((run) => run.scores[category] ?? 0));
    if (scores[category] === null || scores[category] < target) belowTarget.push(category);
  }
  /** @type {Record<string, number>} */
  const metrics = {};
  for (const metric of /** @type {const} */ (["lcpMs", "tbtMs", "cls", "scriptBytes"])) {
    const value = median(runs.flatMap((run) => (run[metric] === null ? [] : [run[metric]])));
    if (value !== null) metrics[metric] = value;
  }
  const errors = runs.flatMap((run) => (run.runtimeError ? [run.runtimeError] : []));
  return {
    runs: runs.length,
    scores,
    runScores: runs.map((run) => run.scores),
    ...metrics,
    failingAudits: [...new Set(runs.flatMap((run) => run.failingAudits))].sort(),
    ...(errors.length > 0 ? { runtimeErrors: errors } : {}),
    belowTarget,
    passed: belowTarget.length === 0,
  };
}

/** The pop-up's code chunk, which page-popup.tsx fetches when the pop-up is due. */
export const POPUP_CODE = /\/build\/_shared\/live-popup-\w+\.js$/;

/**
 * Whether a Lighthouse result's network records hold a request for `url` (matched by
 * pattern): for instance the pop-up's code, requested when the pop-up opens.
 * @param {LighthouseResult} lhr
 * @param {RegExp} url
 */
export function requested(lhr, url) {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  return requests.some((request) => typeof request.url === "string" && url.test(request.url));
}

/**
 * The pop-up's two measurements over all runs. A run whose timespan did not record the
 * opening (the pop-up opened before recording began) counts as 0 for the opening: it
 * measured nothing. Also reports how often the pop-up opened inside the page load's own
 * recording (the load's figures then include it).
 * @param {{ opening: LighthouseResult, open: LighthouseResult, openingRecorded: boolean, openedDuringLoad: boolean }[]} runs
 */
export function summarisePopup(runs) {
  const openingRuns = runs.map((run) => {
    const summary = summariseRun(run.opening);
    if (run.openingRecorded) return summary;
    const scores = Object.fromEntries(Object.keys(summary.scores).map((category) => [category, null]));
    return { ...summary, scores, runtimeError: "the pop-up opened before the timespan began recording" };
  });
  const opening = summariseRuns(openingRuns, POPUP_TARGETS.opening);
  const open = summariseRuns(runs.map((run) => summariseRun(run.open)), POPUP_TARGETS.open);
  return {
    openedDuringLoad: runs.filter((run) => run.openedDuringLoad).length,
    opening,
    open,
    belowTarget: [
      ...opening.belowTarget.map((category) => `opening ${category}`),
      ...open.belowTarget.map((category) => `open ${category}`),
    ],
    passed: opening.passed && open.passed,
  };
}
