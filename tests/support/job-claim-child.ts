/**
 * Another app process for app/features/jobs/job-queue.server.test.ts: on the database of
 * DATABASE_URL, one worker pass over every due "count" job, each taking a few
 * milliseconds like a real send, started when the test says "go" on stdin; prints the
 * payloads it handled as one JSON line.
 */
import { createJobWorker } from "~/features/jobs/job-worker.server";
import { closeDatabase, databaseReady } from "~/utils/db.server";

await databaseReady();
// Both processes start their pass together: each says it is ready, then waits for "go".
process.stdout.write("ready\n");
await new Promise((resolve) => process.stdin.once("data", resolve));
process.stdin.pause();
const handled: number[] = [];
const worker = createJobWorker({
  handlers: {
    count: async (payload) => {
      handled.push(payload.n as number);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return "done";
    },
  },
  batchSize: 1000,
  workerId: `child-${process.pid}`,
});
await worker.runOnce();
process.stdout.write(`${JSON.stringify({ handled })}\n`);
await closeDatabase();
