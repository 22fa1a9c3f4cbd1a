import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { beacon, consultation, formSession, sendBeacon, submitConsultation } from "../../scripts/load-fixtures.mjs";
import { BUILD_EXISTS, startBuiltServer, type BuiltServer } from "../support/built-server";
import { HttpVisitor } from "../support/http-visitor";
import { createScratchDatabase, type ScratchDatabase } from "../support/scratch-postgres";

/**
 * Several app machines on one PostgreSQL database (decision 043): two production servers
 * (`npm run serve`'s command), each with a data folder of its own and the same
 * SESSION_SECRET, behind one proxy hop (TRUSTED_PROXY_HOPS=1, the visitor's address in
 * X-Forwarded-For). Whatever must be shared lives in the database: the per-IP limit, staff
 * sessions, uploaded images, and every acknowledged lead and analytics event, also when one
 * machine is killed outright in the middle of the load.
 */
const STAFF = { email: "machines-staff@example.com", password: "a long staff password" };
const SHARED_ENV = {
  SESSION_SECRET: "several-machines-session-secret-0123456789",
  TRUSTED_PROXY_HOPS: "1",
  STAFF_EMAIL: STAFF.email,
  STAFF_PASSWORD: STAFF.password,
};
/**
 * Lead and beacon load on both machines before one is killed (at least this long, and until
 * the victim has acknowledged a few of each, however slow a loaded machine makes it), and
 * on the survivor after.
 */
const LOAD_BEFORE_KILL_MS = 1_500;
const ACKNOWLEDGED_BEFORE_KILL = 3;
const LOAD_AFTER_KILL_MS = 500;

let scratch: ScratchDatabase | undefined;
let database: pg.Pool | undefined;
let machines: BuiltServer[] = [];

const db = () => {
  if (!database) throw new Error("the database is not open");
  return database;
};

beforeAll(async () => {
  if (!BUILD_EXISTS) throw new Error("This test runs the production build: run `npx remix build` first.");
  scratch = await createScratchDatabase("several_machines");
  const env = { ...SHARED_ENV, DATABASE_URL: scratch.url };
  // Started together on a new database: they take turns migrating and seeding it.
  machines = await Promise.all([startBuiltServer({ env }), startBuiltServer({ env })]);
  database = new pg.Pool({ connectionString: scratch.url, max: 2 });
}, 90_000);

afterAll(async () => {
  await Promise.all(machines.map((machine) => machine.stop()));
  await database?.end();
  await scratch?.drop();
}, 60_000);

const [first, second] = [() => machines[0]!, () => machines[1]!];

describe("two app machines on one PostgreSQL database", () => {
  it("have separate data folders and one database", () => {
    expect(first().dataDir).not.toBe(second().dataDir);
    expect(first().baseUrl).not.toBe(second().baseUrl);
  });

  it("share the per-IP limit: the 9th lead from one address within 10 minutes is refused, whichever machine answers", async () => {
    const address = "203.0.113.90";
    const sessions = await Promise.all(machines.map((machine) => formSession(machine.baseUrl)));
    const statuses: number[] = [];
    for (let sequence = 0; sequence < 9; sequence++) {
      const index = sequence % 2;
      const response = await submitConsultation(machines[index]!.baseUrl, sessions[index]!, consultation(index, sequence, "limit"), {
        "X-Forwarded-For": address,
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 429]);
    // And the other machine refuses the next one too.
    const tenth = await submitConsultation(second().baseUrl, sessions[1]!, consultation(1, 9, "limit"), { "X-Forwarded-For": address });
    expect(tenth.status).toBe(429);
    expect(tenth.headers.get("Retry-After")).toMatch(/^\d+$/);
    const stored = await db().query("select count(*)::int as n from leads where email like 'limit%'");
    expect(stored.rows[0].n).toBe(8);
  }, 60_000);

  it("accept a staff session made on one machine on the other", async () => {
    const onFirst = await new HttpVisitor(first().baseUrl).signIn(STAFF.email, STAFF.password);
    const onSecond = new HttpVisitor(second().baseUrl);
    onSecond.setCookie("staff_session", onFirst.cookie("staff_session")!);
    const inbox = await onSecond.document("/admin/leads");
    expect(inbox.status).toBe(200);
    expect(await inbox.text()).toContain("Load Visitor");
    // Without the cookie the same page sends the visitor to sign in.
    expect((await new HttpVisitor(second().baseUrl).document("/admin/leads")).status).toBe(302);
  });

  it("serve an image uploaded through one machine from the other", async () => {
    const staff = await new HttpVisitor(first().baseUrl).signIn(STAFF.email, STAFF.password);
    const png = await sharp({ create: { width: 16, height: 9, channels: 3, background: "#1d6f42" } }).png().toBuffer();
    const body = new FormData();
    for (const [key, value] of Object.entries({ csrf: staff.csrf, intent: "save", name: "Machines", header: "Shared image", page: "home" })) {
      body.set(key, value);
    }
    body.set("image_file", new File([new Uint8Array(png)], "promo.png", { type: "image/png" }));
    const saved = await staff.fetch("/lightbox-config/new", { method: "POST", body });
    expect(saved.status).toBe(302);
    const { rows } = await db().query<{ image: string }>("select image from lightboxes where name = 'Machines'");
    expect(rows[0]?.image).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);

    const served = await fetch(`${second().baseUrl}${rows[0]!.image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: "png", width: 16, height: 9 });
  });

  it("store every acknowledged lead and event exactly once when one machine is killed (kill -9) under load", async () => {
    const [victim, survivor] = [first(), second()];
    let address = 0;
    // Every request from an address of its own (10.x.y.z), so the per-IP limit is not what is tested.
    const nextAddress = () => {
      address += 1;
      return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
    };
    const sessions = await Promise.all([formSession(victim.baseUrl), formSession(survivor.baseUrl)]);
    const acknowledgedLeads: string[] = [];
    const acknowledgedEvents: string[] = [];
    const running = [true, true];
    let sent = 0;

    async function leadsTo(index: number, worker: number) {
      const machine = machines[index]!;
      for (let sequence = 0; running[index]; sequence++) {
        const body = consultation(worker, sequence, `crowd${index}`);
        try {
          const response = await submitConsultation(machine.baseUrl, sessions[index]!, body, { "X-Forwarded-For": nextAddress() });
          await response.arrayBuffer();
          if (response.status === 201) acknowledgedLeads.push(body.email);
          else if (running[index]) throw new Error(`a lead got ${response.status}`);
        } catch (error) {
          if (running[index] && index === 1) throw error;
        }
      }
    }
    async function eventsTo(index: number, worker: number) {
      const machine = machines[index]!;
      for (let sequence = 0; running[index]; sequence++) {
        // One page URL per beacon, to count each one's rows.
        const marker = `m${index}-${worker}-${sequence}`;
        const record = { ...JSON.parse(beacon(machine.baseUrl, worker, sequence, "crowd")), page_url: `${machine.baseUrl}/pricing?beacon=${marker}` };
        sent += 1;
        try {
          const response = await sendBeacon(machine.baseUrl, JSON.stringify(record), { "X-Forwarded-For": nextAddress() });
          await response.arrayBuffer();
          if (response.status === 202) acknowledgedEvents.push(marker);
        } catch (error) {
          if (running[index] && index === 1) throw error;
        }
      }
    }

    const load = Promise.all([0, 1].flatMap((index) => [leadsTo(index, 0), leadsTo(index, 1), eventsTo(index, 0), eventsTo(index, 1)]));
    await new Promise((resolveWait) => setTimeout(resolveWait, LOAD_BEFORE_KILL_MS));
    const fromVictim = () => [
      acknowledgedLeads.filter((email) => email.startsWith("crowd0")).length,
      acknowledgedEvents.filter((marker) => marker.startsWith("m0-")).length,
    ];
    await expect.poll(() => Math.min(...fromVictim()), { timeout: 30_000 }).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
    running[0] = false;
    victim.child.kill("SIGKILL");
    expect(await victim.exited).toEqual({ code: null, signal: "SIGKILL" });
    await new Promise((resolveWait) => setTimeout(resolveWait, LOAD_AFTER_KILL_MS));
    running[1] = false;
    await load;

    expect(acknowledgedLeads.filter((email) => email.startsWith("crowd0")).length).toBeGreaterThan(0);
    expect(acknowledgedLeads.filter((email) => email.startsWith("crowd1")).length).toBeGreaterThan(0);
    expect(acknowledgedEvents.length).toBeGreaterThan(0);

    const leads = await db().query<{ email: string; n: number }>(
      "select email, count(*)::int as n from leads where email like 'crowd%' group by email",
    );
    const storedLeads = new Map(leads.rows.map((row) => [row.email, row.n]));
    expect(acknowledgedLeads.filter((email) => storedLeads.get(email) !== 1)).toEqual([]);
    expect(leads.rows.filter((row) => row.n !== 1)).toEqual([]);

    const events = await db().query<{ marker: string; n: number }>(
      "select substring(page_url from 'beacon=([a-z0-9-]+)') as marker, count(*)::int as n from analytics_events where session_id like 'crowd-%' group by 1",
    );
    const storedEvents = new Map(events.rows.map((row) => [row.marker, row.n]));
    expect(acknowledgedEvents.filter((marker) => storedEvents.get(marker) !== 1)).toEqual([]);
    // A beacon committed just before the kill may have lost its answer: stored, once, never twice.
    expect(events.rows.filter((row) => row.n !== 1)).toEqual([]);
    expect(events.rows.length).toBeLessThanOrEqual(sent);

    // The survivor goes on taking work.
    const after = await submitConsultation(survivor.baseUrl, sessions[1]!, consultation(9, 0, "after-kill"), { "X-Forwarded-For": nextAddress() });
    expect(after.status).toBe(201);
  }, 60_000);
});
