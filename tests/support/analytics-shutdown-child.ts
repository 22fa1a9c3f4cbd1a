/**
 * A stand-in for the production server in tests/analytics-shutdown.test.ts: it answers
 * analytics beacons through the real route, reports how many it acknowledged, then waits
 * for a signal. Like remix-serve, it handles SIGTERM itself (stops "serving") unless
 * ANALYTICS_CHILD_NO_HANDLER is set.
 */
import { getAnalyticsQueue } from "~/features/analytics/events.server";
import { DEFAULT_MAX_DELAY_MS } from "~/features/analytics/ingest-queue.server";
import { action as track } from "~/routes/api.website-analytics.track";

// Hold the batch timer, so the rows that do not fill a batch are still queued when the
// signal arrives (otherwise the timer could write them first and the test prove nothing).
const realSetTimeout = globalThis.setTimeout;
globalThis.setTimeout = ((handler: () => void, ms?: number) =>
  realSetTimeout(handler, ms === DEFAULT_MAX_DELAY_MS ? 3_600_000 : ms)) as typeof setTimeout;

const keepAlive = setInterval(() => {}, 1000);
if (!process.env.ANALYTICS_CHILD_NO_HANDLER) {
  process.once("SIGTERM", () => clearInterval(keepAlive));
}

const total = Number(process.env.ANALYTICS_CHILD_EVENTS ?? 100);
let acknowledged = 0;
for (let i = 0; i < total; i++) {
  const request = new Request("http://localhost/api/website-analytics/track", {
    method: "POST",
    headers: {
      "Content-Type": "text/plain;charset=UTF-8",
      "User-Agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
    },
    body: JSON.stringify({ kind: "heartbeat", session_id: `shutdown-${i % 7}`, page_url: `https://www.example.com/p/${i}` }),
  });
  if ((await track({ request, params: {}, context: {} })).status === 202) acknowledged++;
}
process.stdout.write(`${JSON.stringify({ acknowledged, queued: getAnalyticsQueue().size })}\n`);
