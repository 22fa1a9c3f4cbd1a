/**
 * A stand-in for the production server in tests/analytics-shutdown.test.ts: it sends
 * analytics beacons through the real route without waiting for their answers (they come
 * once the rows are committed), reports how many it sent and how many are still queued,
 * then waits for a signal. Like the production server, it handles SIGTERM itself (stops
 * "serving", and keeps listening) unless ANALYTICS_CHILD_NO_HANDLER is set.
 */
import { getAnalyticsQueue } from "~/features/analytics/events.server";
import { action as track } from "~/routes/api.website-analytics.track";

// Hold the end-of-turn batch write, so the rows are still queued when the signal arrives
// (otherwise they would be written first and the test prove nothing).
globalThis.setImmediate = (() => ({ ref() {}, unref() {}, hasRef: () => false })) as unknown as typeof setImmediate;
globalThis.clearImmediate = (() => {}) as typeof clearImmediate;

const keepAlive = setInterval(() => {}, 1000);
if (!process.env.ANALYTICS_CHILD_NO_HANDLER) {
  process.on("SIGTERM", () => clearInterval(keepAlive));
}

const total = Number(process.env.ANALYTICS_CHILD_EVENTS ?? 100);
const answers: Promise<Response>[] = [];
for (let i = 0; i < total; i++) {
  const request = new Request("http://localhost/api/website-analytics/track", {
    method: "POST",
    headers: {
      "Content-Type": "text/plain;charset=UTF-8",
      "User-Agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
    },
    body: JSON.stringify({ kind: "heartbeat", session_id: `shutdown-${i % 7}`, page_url: `https://www.example.com/p/${i}` }),
  });
  answers.push(track({ request, params: {}, context: {} }));
}
// Let every request reach the queue (reading a body takes a few turns of the event loop).
while (getAnalyticsQueue().stats.accepted + getAnalyticsQueue().stats.refused < total) await new Promise((resolve) => setTimeout(resolve, 5));
process.stdout.write(`${JSON.stringify({ sent: total, queued: getAnalyticsQueue().size })}\n`);
