import { spawn } from "node:child_process";
import { join, resolve } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";

/**
 * A clean shutdown never loses an acknowledged event: a real process acknowledges
 * beacons (most of them still waiting in the batch queue), receives SIGTERM, and every
 * acknowledged row is in the database afterwards.
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
  const reported = await new Promise<{ acknowledged: number; queued: number }>((resolveAck, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split("\n").find((text) => text.startsWith("{"));
      if (line) resolveAck(JSON.parse(line) as { acknowledged: number; queued: number });
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
  it("writes every acknowledged event on SIGTERM when the server handles the signal (remix-serve)", async () => {
    const { acknowledged, queued, stored, exit } = await runAndTerminate("shutdown-served", { ANALYTICS_CHILD_EVENTS: "420" });
    expect(acknowledged).toBe(420);
    expect(queued).toBe(170); // one batch of 250 written, the rest waiting for the timer
    expect(stored).toBe(acknowledged);
    expect(exit).toEqual({ code: 0, signal: null });
  }, 30_000);

  it("writes them and still stops the process when nothing else handles the signal", async () => {
    const { acknowledged, queued, stored, exit } = await runAndTerminate("shutdown-bare", {
      ANALYTICS_CHILD_EVENTS: "130",
      ANALYTICS_CHILD_NO_HANDLER: "1",
    });
    expect(acknowledged).toBe(130);
    expect(queued).toBe(130);
    expect(stored).toBe(acknowledged);
    expect(exit.signal).toBe("SIGTERM");
  }, 30_000);
});
