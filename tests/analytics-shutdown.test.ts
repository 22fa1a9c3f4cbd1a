import { spawn } from "node:child_process";
import { join, resolve } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";

/**
 * A clean shutdown never loses an event it received: a real process takes beacons (all
 * of them still waiting in the batch queue, unanswered), receives SIGTERM, and every row
 * is in the database afterwards.
 */
const CHILD = resolve("tests/support/analytics-shutdown-child.ts");

async function runAndTerminate(name: string, env: Record<string, string>) {
  const dir = process.env.DATA_DIR ?? "";
  const file = join(dir, `${name}.db`);
  const child = spawn(process.execPath, ["--import", "tsx", CHILD], {
    env: { ...process.env, DATABASE_URL: `file:${file}`, SEED_DEMO_DATA: "false", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  const reported = await new Promise<{ sent: number; queued: number }>((resolveAck, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split("\n").find((text) => text.startsWith("{"));
      if (line) resolveAck(JSON.parse(line) as { sent: number; queued: number });
    });
    child.once("exit", (code) => reject(new Error(`child exited early (${code}): ${output}`)));
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolveExit) =>
    child.once("exit", (code, signal) => resolveExit({ code, signal })),
  );
  child.kill("SIGTERM");
  const exit = await exited;
  const db = new Database(file, { readonly: true });
  const stored = (db.prepare("select count(*) as n from analytics_events").get() as { n: number }).n;
  db.close();
  return { ...reported, stored, exit };
}

describe("analytics: shutdown", () => {
  it("writes every queued event on SIGTERM when the server handles the signal (the production server)", async () => {
    const { sent, queued, stored, exit } = await runAndTerminate("shutdown-served", { ANALYTICS_CHILD_EVENTS: "420" });
    expect(sent).toBe(420);
    expect(queued).toBe(170); // one batch of 250 written when it filled, the rest waiting
    expect(stored).toBe(sent);
    expect(exit).toEqual({ code: 0, signal: null });
  }, 30_000);

  it("writes them and still stops the process when nothing else handles the signal", async () => {
    const { sent, queued, stored, exit } = await runAndTerminate("shutdown-bare", {
      ANALYTICS_CHILD_EVENTS: "130",
      ANALYTICS_CHILD_NO_HANDLER: "1",
    });
    expect(sent).toBe(130);
    expect(queued).toBe(130);
    expect(stored).toBe(sent);
    expect(exit.signal).toBe("SIGTERM");
  }, 30_000);
});
