import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { beacon, consultation, formSession, sendBeacon, submitConsultation } from "../../scripts/load-fixtures.mjs";
import { startBuiltServer, type BuiltServer } from "../support/built-server";

/**
 * Crash safety: under consultation and analytics load the server is killed outright
 * (SIGKILL, no shutdown hooks), restarted on the same database, and every consultation
 * (201) and analytics beacon (202) it had acknowledged is there, in a database that
 * passes its integrity check: a beacon is answered only once its row is committed.
 */
const WORKERS = 6;
const LOAD_BEFORE_KILL_MS = 1_500;

let server: BuiltServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** A documentation-range IP per worker, so the per-IP submission limit is not what is tested. */
const workerIp = (worker: number, sequence: number) => `198.51.100.${(worker * 40 + sequence) % 250}`;

describe("crash test: kill -9 under load", () => {
  it("keeps every acknowledged consultation and beacon, and an intact database", async () => {
    server = await startBuiltServer();
    const first = server;
    const sessions = await Promise.all(Array.from({ length: WORKERS }, () => formSession(first.baseUrl)));
    const acknowledged: string[] = [];
    let killed = false;
    let beaconsAcknowledged = 0;

    async function submitUntilKilled(worker: number) {
      for (let sequence = 0; !killed; sequence++) {
        const body = consultation(worker, sequence, "crash");
        try {
          const response = await submitConsultation(first.baseUrl, sessions[worker]!, body, { "X-Forwarded-For": workerIp(worker, sequence) });
          if (response.status === 201) acknowledged.push(body.email);
          else if (!killed) throw new Error(`unexpected ${response.status}: ${await response.text()}`);
        } catch (error) {
          if (!killed) throw error;
        }
      }
    }
    async function beaconUntilKilled(worker: number) {
      for (let sequence = 0; !killed; sequence++) {
        try {
          const response = await sendBeacon(first.baseUrl, beacon(first.baseUrl, worker, sequence, "crash"), { "X-Forwarded-For": workerIp(worker, sequence) });
          if (response.status === 202) beaconsAcknowledged++;
        } catch {
          // the connection died with the server
        }
      }
    }

    const load = Promise.all([
      ...Array.from({ length: WORKERS }, (_, worker) => submitUntilKilled(worker)),
      ...Array.from({ length: 2 }, (_, worker) => beaconUntilKilled(worker)),
    ]);
    await new Promise((resolveLoad) => setTimeout(resolveLoad, LOAD_BEFORE_KILL_MS));
    killed = true;
    first.child.kill("SIGKILL");
    expect(await first.exited).toEqual({ code: null, signal: "SIGKILL" });
    await load;
    expect(acknowledged.length).toBeGreaterThan(WORKERS);
    expect(beaconsAcknowledged).toBeGreaterThan(0);

    // Restart on the same data: migrations and start-up run against the crashed file.
    server = await startBuiltServer({ dataDir: first.dataDir });
    const db = new Database(server.databaseFile, { readonly: true });
    try {
      expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
      const stored = new Set(
        (db.prepare("select email from leads where type = 'consultation' and email like 'crash%'").all() as { email: string }[]).map(
          (row) => row.email,
        ),
      );
      expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
      // A beacon committed just before the kill may have lost its answer: stored can only be more.
      const beacons = (db.prepare("select count(*) as n from analytics_events where session_id like 'crash-%'").get() as { n: number }).n;
      expect(beacons).toBeGreaterThanOrEqual(beaconsAcknowledged);
    } finally {
      db.close();
    }

    // And it takes new work.
    const session = await formSession(server.baseUrl);
    const after = await submitConsultation(server.baseUrl, session, consultation(99, 0, "after-crash"), { "X-Forwarded-For": "198.51.100.251" });
    expect(after.status).toBe(201);
  }, 90_000);
});
