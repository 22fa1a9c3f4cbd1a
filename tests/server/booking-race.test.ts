import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formSession, submitConsultation } from "../../scripts/load-fixtures.mjs";
import { BUILD_EXISTS, startBuiltServer, type BuiltServer } from "../support/built-server";
import { openServerDatabase, type ServerDatabase } from "../support/server-database";

/**
 * No double booking across processes (issue 27, decision 066): two production servers on
 * one database (on SQLite one data folder, as the edge runs its app processes; on
 * PostgreSQL the file's own database) and twenty visitors posting at the same moment.
 * The demo reps: at noon Central only Jordan (New York, 9–5 Eastern) is free, Riley
 * (Chicago) is at lunch; at 2 PM Central both are.
 */
const VISITORS = 20;
const SHARED_ENV = { SESSION_SECRET: "booking-race-session-secret-0123456789abcdef" };

let dataDir: string | undefined;
let servers: BuiltServer[] = [];
let database: ServerDatabase | undefined;

beforeAll(async () => {
  if (!BUILD_EXISTS) throw new Error("This test runs the production build: run `npx remix build` first.");
  dataDir = mkdtempSync(join(tmpdir(), "booking-race-"));
  // One after the other: the first migrates and seeds, the second opens what it made.
  const first = await startBuiltServer({ env: SHARED_ENV, dataDir });
  servers = [first, await startBuiltServer({ env: SHARED_ENV, dataDir })];
  database = openServerDatabase(first.databaseUrl);
}, 90_000);

afterAll(async () => {
  await database?.close();
  await Promise.all(servers.map((server) => server.stop({ keepData: true })));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

type Slot = { starts_at: string; start_hour: string; start_minute: string; start_period: string };

/** The first date from a week ahead with a free start at this Central clock time. */
async function dateWithStart(hour: string, period: string): Promise<{ date: string; slot: Slot }> {
  for (let day = 7; day < 21; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const response = await fetch(`${servers[0]!.baseUrl}/api/availability?date=${date}&time_zone=CT`);
    const { data } = (await response.json()) as { data: { slots: Slot[] } };
    const slot = data.slots.find((free) => free.start_hour === hour && free.start_minute === "00" && free.start_period === period);
    if (slot) return { date, slot };
  }
  throw new Error(`no free ${hour} ${period} Central in the next weeks`);
}

function visitor(index: number, label: string, date: string, time: Omit<Slot, "starts_at">, extra: Record<string, string> = {}) {
  return {
    full_name: `Racer ${label} ${index}`,
    business_name: "Race Cafe",
    phone_number: "(312) 555-0123",
    email: `${label}${index}@race.example`,
    industry_type: "restaurant",
    preferred_date: date,
    time_zone: "CT",
    ...time,
    ...extra,
  };
}

/** Every visitor at once, half through each server, each from an address of its own. */
async function race(bodies: Record<string, string>[]) {
  const sessions = await Promise.all(servers.map((server) => formSession(server.baseUrl)));
  return Promise.all(
    bodies.map(async (body, index) => {
      const server = index % 2;
      const response = await submitConsultation(servers[server]!.baseUrl, sessions[server]!, body, { "X-Forwarded-For": `203.0.113.${index + 1}` });
      return { status: response.status, body: (await response.json()) as { data?: { booking?: { status: string; owner?: string } } } };
    }),
  );
}

const db = () => {
  if (!database) throw new Error("the database is not open");
  return database;
};

describe("twenty visitors posting one time at the same moment, through two app processes", () => {
  it("book an offered time exactly once: one meeting, nineteen told it was just taken, nothing else stored", async () => {
    const { date, slot } = await dateWithStart("12", "PM");
    const { starts_at: startsAt, ...time } = slot;
    const replies = await race(Array.from({ length: VISITORS }, (_, index) => visitor(index, "chosen", date, time, { slot_start: startsAt })));

    expect(replies.filter((reply) => reply.status === 201).map((reply) => reply.body.data?.booking)).toEqual([
      expect.objectContaining({ status: "booked", owner: "Jordan" }),
    ]);
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(VISITORS - 1);
    const meetings = await db().all<{ n: number }>("select count(*) as n from bookings where starts_at = ? and status = 'booked'", [
      new Date(startsAt).getTime(),
    ]);
    expect(Number(meetings[0]!.n)).toBe(1);
    const stored = await db().all<{ n: number }>("select count(*) as n from leads where email like 'chosen%'");
    expect(Number(stored[0]!.n)).toBe(1);
  });

  it("give a typed time to as many visitors as reps are free and keep every other request: nothing acknowledged is lost", async () => {
    const { date, slot } = await dateWithStart("02", "PM");
    const { starts_at: startsAt, ...time } = slot;
    const replies = await race(Array.from({ length: VISITORS }, (_, index) => visitor(index, "typed", date, time)));

    expect(replies.map((reply) => reply.status)).toEqual(Array(VISITORS).fill(201));
    const outcomes = replies.map((reply) => reply.body.data?.booking?.status);
    expect(outcomes.filter((status) => status === "booked")).toHaveLength(2);
    expect(outcomes.filter((status) => status === "requested")).toHaveLength(VISITORS - 2);
    const meetings = await db().all<{ rep_id: number }>("select rep_id from bookings where starts_at = ? and status = 'booked'", [
      new Date(startsAt).getTime(),
    ]);
    expect(new Set(meetings.map((meeting) => meeting.rep_id)).size).toBe(2);
    const stored = await db().all<{ n: number }>("select count(*) as n from leads where email like 'typed%'");
    expect(Number(stored[0]!.n)).toBe(VISITORS);
  });
});
