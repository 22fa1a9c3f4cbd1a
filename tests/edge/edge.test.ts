import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { beacon, consultation } from "../../scripts/load-fixtures.mjs";
import { BUILD_EXISTS } from "../support/built-server";
import { isRunning, prefixRemoved, startEdgeProcess, type Edge } from "../support/edge";
import { findContentSource } from "~/features/content-pages/content-library.server";
import { valuesOfSource } from "~/features/page-edits/page-edit-values";
import { HttpVisitor } from "../support/http-visitor";

/**
 * `npm run start:edge` as deployed: Debian's nginx (installed with apt-get when missing)
 * in front of two app processes, started once for this file. The visitors name
 * themselves in X-Forwarded-For, as a CDN in front of the edge would (TRUSTED_PROXY_HOPS=2),
 * so per-IP limits never decide a test.
 */
const STAFF = { email: "edge-staff@example.com", password: "edge-staff-password" };
const GZIP = { "Accept-Encoding": "gzip" };

let edge: Edge;
let stopped = false;


const visitor = () => new HttpVisitor(edge.edgeUrl);
const cacheStatus = (response: Response) => response.headers.get("X-Cache-Status");

function query<T>(sql: string, ...params: unknown[]): T {
  const db = new Database(edge.databaseFile, { readonly: true });
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
}

describe.skipIf(!BUILD_EXISTS)("the edge: nginx in front of two app processes", () => {
  beforeAll(async () => {
    edge = await startEdgeProcess({
      workers: 2,
      // An empty page cache (no warm-up, tests/edge/warm-cache.test.ts covers it): each test puts in what it needs.
      env: { TRUSTED_PROXY_HOPS: "2", STAFF_EMAIL: STAFF.email, STAFF_PASSWORD: STAFF.password, EDGE_WARM: "false" },
    });
  }, 180_000);

  afterAll(async () => {
    if (edge && !stopped) await edge.stop();
  });

  it("serves an anonymous page from its cache from the second request on", async () => {
    const first = await visitor().document("/industries/grocery", GZIP);
    expect(first.status).toBe(200);
    expect(cacheStatus(first)).toMatch(/^(MISS|EXPIRED)$/);
    expect(first.headers.get("Cache-Control")).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    const second = await visitor().document("/industries/grocery", GZIP);
    expect(cacheStatus(second)).toBe("HIT");
    expect(second.headers.getSetCookie()).toEqual([]);
    expect(await second.text()).toBe(await first.text());
  });

  it("never serves a co-branded page, a referral landing, a staff page or a signed-in staff member's page from the cache", async () => {
    // The anonymous home page is in the cache: the requests below must not get it.
    await visitor().document("/", GZIP);
    expect(cacheStatus(await visitor().document("/", GZIP))).toBe("HIT");

    const cobranded = visitor();
    const referred = visitor();
    const staff = await visitor().signIn(STAFF.email, STAFF.password);
    const referralLink = "/?ref=partner7&utm_source=newsletter&utm_medium=email&utm_campaign=spring&code=edge7";
    for (let round = 0; round < 3; round++) {
      const checks: [string, Response][] = [
        ["co-branded by its link", await visitor().document("/?client=1001&brand=riverbend", GZIP)],
        ["co-branded by its cookie", await cobranded.document(round === 0 ? "/?client=1001&brand=riverbend" : "/", GZIP)],
        ["a referral landing", await visitor().document(referralLink, GZIP)],
        ["a referred visitor's next page", await referred.document(round === 0 ? referralLink : "/", GZIP)],
        ["a visitor from a /share/ link elsewhere", await visitor().document("/", { ...GZIP, Referer: "https://partner.example/share/edge7" })],
        ["a staff page", await visitor().document("/admin/login", GZIP)],
        ["a signed-in staff member's public page", await staff.document("/", GZIP)],
        ["a signed-in staff member's staff page", await staff.document("/admin/leads", GZIP)],
      ];
      for (const [what, response] of checks) {
        expect(response.status, what).toBe(200);
        expect(cacheStatus(response), what).not.toMatch(/HIT|STALE|UPDATING/);
        expect(response.headers.get("Cache-Control"), what).toMatch(/private/);
      }
    }
    expect(cobranded.cookie("branding")).toBeTruthy();
    expect(referred.cookie("referral")).toBeTruthy();
  });

  it("records where a visitor came from behind the cache: a campaign or another site's link reaches the app and sets the cookie, a plain page stays a HIT (decision 076)", async () => {
    await cachedForEveryone("/industries/grocery");
    const arrivals: [string, string, Record<string, string>][] = [
      ["a campaign landing", "/industries/grocery?utm_source=edge&utm_medium=email&utm_campaign=launch", {}],
      ["an ad's click id", "/industries/grocery?gclid=edge123", {}],
      ["a search result", "/industries/grocery", { Referer: "https://www.google.com/" }],
    ];
    for (const [what, path, headers] of arrivals) {
      // Twice: the first arrival's reply must not have been kept for the second visitor.
      for (let round = 0; round < 2; round++) {
        const arriving = visitor();
        const response = await arriving.document(path, { ...GZIP, ...headers });
        expect(response.status, what).toBe(200);
        expect(cacheStatus(response), what).not.toMatch(/HIT|STALE|UPDATING/);
        expect(response.headers.get("Cache-Control"), what).toMatch(/private/);
        expect(arriving.cookie("attribution"), what).toBeTruthy();
        // The cookie changes no page: the visitor's next plain page comes from the cache.
        expect(cacheStatus(await arriving.document("/industries/grocery", GZIP)), `${what}, next page`).toBe("HIT");
      }
    }
    const host = new URL(edge.edgeUrl).host;
    for (const [what, headers] of [
      ["a typed address", {}],
      ["a move within the site", { Referer: `http://${host}/pricing` }],
    ] as const) {
      const plain = visitor();
      const response = await plain.document("/industries/grocery", { ...GZIP, ...headers });
      expect(cacheStatus(response), what).toBe("HIT");
      expect(plain.cookie("attribution"), what).toBeUndefined();
    }
  });

  /** Puts `path`'s anonymous copy in the cache (and proves it is there), as anybody's visit would. */
  async function cachedForEveryone(path: string): Promise<string> {
    await visitor().document(path, GZIP);
    const copy = await visitor().document(path, GZIP);
    expect(cacheStatus(copy), path).toBe("HIT");
    return copy.text();
  }

  /** A visitor's form post without JavaScript, and the page its redirect leads to (with the cookies the post set). */
  async function postAndFollow(path: string, fields: Record<string, string>) {
    const own = await visitor().start();
    const posted = await own.postForm(path, fields);
    expect(posted.status, `POST ${path}`).toBe(302);
    const location = posted.headers.get("Location")!.replace(/#.*$/, "");
    const page = await own.document(location, GZIP);
    expect(page.status).toBe(200);
    expect(cacheStatus(page), location).not.toMatch(/HIT|STALE|UPDATING/);
    expect(page.headers.get("Cache-Control"), location).toMatch(/private/);
    return { own, location, html: await page.text() };
  }

  it("shows a visitor without JavaScript the wizard's next step and their own answers although the wizard's address is cached for everyone (decision 046)", async () => {
    // Another visitor's step address is a redirect to the start, never a copy to keep (decision 051).
    const stray = await visitor().document("/consult?step=2", GZIP);
    expect(stray.status).toBe(302);
    expect(stray.headers.get("Cache-Control")).toMatch(/no-store/);
    const everyonesCopy = await cachedForEveryone("/consult");
    expect(everyonesCopy).toContain('name="step" value="1"');
    const { full_name, business_name, phone_number, email } = consultation(0, 0, "edgewizard");
    const { own, location, html } = await postAndFollow("/consult", { step: "1", intent: "next", full_name, business_name, phone_number, email });
    expect(own.cookie("consult_draft")).toBeTruthy();
    expect(location).toBe("/consult?step=2");
    expect(html).toContain('name="step" value="2"');
    // Back at the wizard's own address, which the cache holds for everyone: this visitor's page.
    const back = await own.document("/consult", GZIP);
    expect(cacheStatus(back)).not.toMatch(/HIT|STALE|UPDATING/);
    expect(back.headers.get("Cache-Control")).toMatch(/private/);
    // The draft puts the visitor back on the step they reached.
    expect(await back.text()).toContain('name="step" value="2"');
    // The visitor's pages were not stored for anybody else.
    expect(await (await visitor().document("/consult", GZIP)).text()).toBe(everyonesCopy);
  });

  it("shows a visitor without JavaScript their own /chat transcript although the greeting is cached for everyone", async () => {
    expect(await cachedForEveryone("/chat")).not.toContain("Tell me about point of sale");
    const { own, html } = await postAndFollow("/chat", { intent: "message", message: "Tell me about point of sale" });
    expect(own.cookie("chat_session")).toBeTruthy();
    expect(html).toContain("Tell me about point of sale");
  });

  it("thanks a visitor without JavaScript for the survey although the empty survey is cached for everyone", async () => {
    expect(await cachedForEveryone("/survey")).not.toContain("Thank you for your answers");
    const { own, html } = await postAndFollow("/survey", { satisfaction: "4", support: "5", fee_clarity: "2", customer_status: "yes", priority: "fees" });
    expect(own.setCookies.some((header) => header.startsWith("form_sent="))).toBe(true);
    expect(html).toContain("Thank you for your answers");
  });

  it("serves the cached copy to a visitor with only the analytics ids, which change nothing on a page", async () => {
    const path = `/industries/grocery?analytics=${Date.now()}`;
    const analyticsIds = { Cookie: "sid=0123456789abcdef0123456789abcdef.m0.m1.1.0; vid=0123456789abcdef0123456789abcdef" };
    // From an app process itself: the same page, public, with or without them.
    const app = `http://127.0.0.1:${edge.appPorts[0]}${path}`;
    const [without, withIds] = await Promise.all([fetch(app), fetch(app, { headers: analyticsIds })]);
    expect(withIds.headers.get("Cache-Control")).toMatch(/^public/);
    expect(await withIds.text()).toBe(await without.text());
    // Through the edge: the copy anybody's visit put in the cache.
    const everyonesCopy = await cachedForEveryone(path);
    const page = await visitor().document(path, { ...GZIP, ...analyticsIds });
    expect(cacheStatus(page)).toBe("HIT");
    expect(await page.text()).toBe(everyonesCopy);
  });

  it("counts a page view without JavaScript once: the cached document counts nothing, its no-script image once", async () => {
    const reader = visitor();
    const page = `/industries/grocery?visit=${Date.now()}`;
    const views = () =>
      query<{ n: number }>("select count(*) as n from analytics_events where event_type = 'pageview' and page_url like ?", `%${page}`).n;
    await visitor().document(page, GZIP); // someone else's visit puts the page in the cache
    const document = await reader.document(page, GZIP);
    expect(cacheStatus(document)).toBe("HIT");
    const html = await document.text();
    const image = /<noscript><img src="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
    expect(image).toMatch(/^\/api\/website-analytics\/view\.gif\?u=/);
    expect(views()).toBe(0);

    const counted = await reader.get(image!, { "Sec-Fetch-Dest": "image", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Site": "same-origin" });
    expect(counted.status).toBe(200);
    expect(counted.headers.get("Content-Type")).toBe("image/gif");
    expect(counted.headers.get("Cache-Control")).toBe("no-store");
    expect(cacheStatus(counted)).not.toBe("HIT");
    expect(reader.cookie("sid")).toBeTruthy();
    expect(views()).toBe(1);
  });

  it("keeps Remix's route discovery answer for a page with a hundred links, whose address is nearly 8 KB long", async () => {
    const html = await (await visitor().document("/")).text();
    // The page names the build's manifest file, which carries the manifest's version in upper case.
    const version = /\/build\/manifest-([0-9A-F]+)\.js/.exec(html)?.[1]?.toLowerCase();
    expect(version).toBeDefined();
    const paths = Array.from({ length: 125 }, (_, index) => `p=${encodeURIComponent(`/admin/content/industries/a-long-industry-name-${index}`)}`);
    const address = `/__manifest?${paths.join("&")}&version=${version}`;
    expect(address.length).toBeGreaterThan(7_000);
    expect(address.length).toBeLessThan(7_680);
    const first = await visitor().get(address);
    expect(first.status).toBe(200);
    // nginx builds the cache key in proxy_buffer_size: at the 4 KB default it logs an error and keeps nothing.
    expect(cacheStatus(await visitor().get(address))).toBe("HIT");
  });

  it("replaces the cached copies of a page when an edit of it is published, and only for the app's own refresh token", async () => {
    const page = "/dual-pricing";
    for (const headers of [GZIP, {}]) {
      await visitor().document(page, headers);
      expect(cacheStatus(await visitor().document(page, headers))).toBe("HIT");
    }
    // Anyone else naming a refresh gets the cached copy: only the token start:edge gave the app counts.
    expect(cacheStatus(await visitor().document(page, { ...GZIP, "X-Edge-Refresh": "0".repeat(48) }))).toBe("HIT");

    const staff = await visitor().signIn(STAFF.email, STAFF.password);
    const source = findContentSource(page);
    if (!source) throw new Error(`no content page ${page}`);
    const heading = `Dual pricing, edited at the edge ${Date.now()}`;
    const published = await staff.postForm(`/admin/content${page}`, { ...valuesOfSource(source), h1: heading, intent: "publish", version: "0" });
    expect(published.status).toBe(302);
    expect(published.headers.get("Location")).toBe(`/admin/content${page}?saved=published&version=1`);
    for (const headers of [GZIP, {}]) {
      const next = await visitor().document(page, headers);
      expect(cacheStatus(next)).toBe("HIT");
      expect(await next.text()).toContain(heading);
    }
  });

  it("serves the build's files itself, immutable for a year and precompressed, and public/ files for an hour", async () => {
    const html = await (await visitor().document("/", GZIP)).text();
    const script = /<link rel="modulepreload"[^>]* href="(\/build\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await visitor().get(script!, { "Accept-Encoding": "br, gzip" });
    expect(asset.status).toBe(200);
    expect(asset.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    // The app marks every reply with a request id; nginx's own replies have none.
    expect(asset.headers.get("X-Request-Id")).toBeNull();
    const icon = await visitor().get("/favicon.svg");
    expect(icon.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(icon.headers.get("X-Request-Id")).toBeNull();
  });

  it("shares the per-IP consultation limit between processes: the 9th lead is refused whichever process answers", async () => {
    // One visitor's address, its requests spread over both processes in turn.
    const address = "203.0.113.9";
    const [first, second] = await Promise.all(edge.appPorts.map((port) => new HttpVisitor(`http://127.0.0.1:${port}`, address).start()));
    const processes = [first!, second!];
    const statuses: number[] = [];
    for (let sequence = 0; sequence < 10; sequence++) {
      const response = await processes[sequence % 2]!.postJson("/api/consult", consultation(0, sequence, "edgelimit"));
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array<number>(8).fill(201), 429, 429]);
    expect(query<{ n: number }>("select count(*) as n from leads where email like 'edgelimit%'").n).toBe(8);
  });

  it("keeps everything it acknowledged when an app process is killed with kill -9, and starts that process again", async () => {
    const [victimPort] = edge.appPorts;
    const victimPid = edge.appPid(victimPort!)!;
    let address = 0;
    const nextAddress = () => `198.18.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}`;
    const submitter = await visitor().start();
    const acknowledgedLeads: string[] = [];
    let acknowledgedBeacons = 0;
    let afterKill = 0;
    let killed = false;
    let done = false;

    async function submitLeads(worker: number) {
      for (let sequence = 0; !done; sequence++) {
        const body = consultation(worker, sequence, "edgekill");
        const response = await submitter.postJson("/api/consult", body, { headers: { "X-Forwarded-For": nextAddress() } }).catch(() => null);
        if (response?.status === 201) {
          acknowledgedLeads.push(body.email);
          if (killed) afterKill++;
        }
      }
    }
    async function sendBeacons(worker: number) {
      for (let sequence = 0; !done; sequence++) {
        const response = await submitter
          .fetch("/api/website-analytics/track", {
            method: "POST",
            headers: { "Content-Type": "text/plain;charset=UTF-8", "X-Forwarded-For": nextAddress() },
            body: beacon(edge.edgeUrl, worker, sequence, "edgekill"),
          })
          .catch(() => null);
        if (response?.status === 202) acknowledgedBeacons++;
      }
    }
    const load = Promise.all([0, 1, 2, 3].flatMap((worker) => [submitLeads(worker), sendBeacons(worker)]));
    // Load on both processes, then one is killed outright while requests are in flight.
    while (acknowledgedLeads.length < 20) await new Promise((resolveWait) => setTimeout(resolveWait, 20));
    process.kill(victimPid, "SIGKILL");
    killed = true;
    const newPid = await edge.restarted(victimPort!, victimPid);
    while (afterKill < 20) await new Promise((resolveWait) => setTimeout(resolveWait, 20));
    done = true;
    await load;

    expect(isRunning(victimPid)).toBe(false);
    expect(isRunning(newPid)).toBe(true);
    const db = new Database(edge.databaseFile, { readonly: true });
    try {
      expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
      const stored = new Set(
        (db.prepare("select email from leads where email like 'edgekill%'").all() as { email: string }[]).map((row) => row.email),
      );
      expect(acknowledgedLeads.filter((email) => !stored.has(email))).toEqual([]);
      const beacons = (db.prepare("select count(*) as n from analytics_events where session_id like 'edgekill-%'").get() as { n: number }).n;
      // A beacon committed just before the kill may have lost its answer: stored can only be more.
      expect(acknowledgedBeacons).toBeGreaterThan(0);
      expect(beacons).toBeGreaterThanOrEqual(acknowledgedBeacons);
    } finally {
      db.close();
    }
    // Both processes answer again.
    for (const port of edge.appPorts) expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  }, 120_000);

  it("stops nginx and every app process when start:edge stops", async () => {
    const pids = [edge.nginxPid(), ...edge.appPorts.map((port) => edge.appPid(port)!)];
    expect(pids.every(isRunning)).toBe(true);
    const how = await edge.stop();
    stopped = true;
    expect(how).toEqual({ code: 0, signal: null });
    expect(pids.filter(isRunning)).toEqual([]);
    expect(prefixRemoved(edge.prefix)).toBe(true);
    await expect(fetch(`${edge.edgeUrl}/healthz`)).rejects.toThrow();
  }, 60_000);
});
