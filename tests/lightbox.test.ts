import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leads, lightboxes, lightboxEvents } from "#db/schema";
import { loader as uploadLoader } from "~/routes/uploads.$name";
import { upsertStaffAccount } from "~/features/staff/staff-accounts";
import { loader as homeLoader } from "~/routes/_index";
import { action as adminLoginAction } from "~/routes/admin_.login";
import { loader as resultsLoader } from "~/routes/admin.lightboxes.$id";
import { action as consultApi } from "~/routes/api.consult";
import { action as clickAction, loader as clickLoader } from "~/routes/api.lightboxes.$id.click";
import { action as impressionAction } from "~/routes/api.lightboxes.$id.impression";
import { loader as popupApi } from "~/routes/api.lightboxes.$id";
import { loader as activeApi } from "~/routes/api.lightboxes.active";
import { action as wizardAction } from "~/routes/consult";
import { headers as previewHeaders } from "~/routes/lightbox";
import { action as editAction, loader as editLoader } from "~/routes/lightbox-config.$id";
import { action as listAction, loader as listLoader } from "~/routes/lightbox-config._index";
import { action as newAction } from "~/routes/lightbox-config.new";
import { loader as closeRoute } from "~/routes/lightbox_.$id.close";
import { loader as goRoute } from "~/routes/lightbox_.$id.go";
import { loader as pixelRoute } from "~/routes/lightbox_.$id.seen[.]gif";
import { getDb } from "~/utils/db.server";
import { todayIn } from "~/utils/time-zones";
import { BROWSER_USER_AGENT, dateFromToday, settle, Visitor } from "./support/requests";

// Read lazily by the server modules, so it applies although the imports come first.
process.env.LIGHTBOX_CTA_HOSTS = "partners.example.com";

const STAFF = { email: "marketing@example.com", password: "a long enough password" };
const SALES = { email: "sales@example.com", password: "a long enough password" };
const ADMIN = { email: "admin@example.com", password: "a long enough password" };
const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });
const DEMO_ID = 1;

type DataResult<T> = { data: T; init: { status?: number; headers?: HeadersInit } | null };

function responseOf(value: unknown): Response {
  expect(value).toBeInstanceOf(Response);
  return value as Response;
}

async function json(response: Response): Promise<Record<string, unknown>> {
  expect(response.headers.get("Content-Type")).toContain("application/json");
  return (await response.json()) as Record<string, unknown>;
}

async function countEvents(lightboxId: number, kind: "impression" | "click"): Promise<number> {
  const events = await getDb()
    .select()
    .from(lightboxEvents)
    .where(and(eq(lightboxEvents.lightboxId, lightboxId), eq(lightboxEvents.kind, kind)));
  return events.length;
}

async function insertPopup(values: Partial<typeof lightboxes.$inferInsert> = {}): Promise<number> {
  const [inserted] = await getDb()
    .insert(lightboxes)
    .values({ name: "Test", header: "Test header", active: true, page: "home", ...values })
    .returning({ id: lightboxes.id });
  if (!inserted) throw new Error("the test pop-up was not inserted");
  return inserted.id;
}

const storedPopup = async (id: number) => (await getDb().select().from(lightboxes).where(eq(lightboxes.id, id)).limit(1))[0];
const leadPopupIds = async () => (await getDb().select().from(leads)).map((lead) => lead.lightboxId);

async function homePopup(visitor: Visitor) {
  const result = (await homeLoader(args(visitor.get("/")))) as unknown as DataResult<{
    popup: { view: { id: number; ctaUrl: string; image: string | null } } | null;
  }>;
  return result.data.popup;
}

async function signedIn(account: { email: string; password: string } = STAFF): Promise<Visitor> {
  const visitor = await new Visitor().start();
  const result = responseOf(
    await settle(() => adminLoginAction(args(visitor.form("/admin/login", account, { honeypot: false }))))
  );
  expect(result.status).toBe(302);
  visitor.rememberResponse(result);
  return visitor;
}

beforeAll(async () => {
  await upsertStaffAccount(getDb(), { ...STAFF, timeZone: "America/Chicago", role: "marketing" });
  await upsertStaffAccount(getDb(), { ...SALES, role: "sales" });
  await upsertStaffAccount(getDb(), { ...ADMIN, role: "admin" });
});

beforeEach(async () => {
  // Only the seeded demo pop-up, as on a fresh site.
  await getDb().delete(lightboxes).where(eq(lightboxes.id, DEMO_ID));
  await getDb().delete(lightboxes);
  await getDb().delete(leads);
  await getDb()
    .insert(lightboxes)
    .values({
      id: DEMO_ID,
      name: "Demo",
      header: "Stop paying to get paid",
      description: "0% processing",
      ctaText: "Request a Consultation Now",
      ctaUrl: "/consult",
      image: "images/lightbox/zero-percent.svg",
      showOnce: true,
      active: true,
      page: "home",
    });
});

describe("GET /api/lightboxes/active", () => {
  it("lists the live pop-ups of the page in the product reference's shape, the one to show first", async () => {
    const response = responseOf(
      await activeApi(args(new Request(`http://localhost/api/lightboxes/active?page=home&_t=${Date.now()}`)))
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = await json(response);
    expect(body.success).toBe(true);
    expect(body.data).toEqual([
      {
        lightbox_id: DEMO_ID,
        header: "Stop paying to get paid",
        description: "0% processing",
        cta_text: "Request a Consultation Now",
        cta_url: "/consult",
        image: "/images/lightbox/zero-percent.svg",
        full_image_url: "http://localhost/images/lightbox/zero-percent.svg",
        show_once: true,
        show_on_exit: false,
        close_on_overlay: true,
      },
    ]);
  });

  it("puts a dated campaign first and leaves out switched-off, ended and future ones", async () => {
    await insertPopup({ name: "off", active: false });
    await insertPopup({ name: "ended", endsAt: Date.now() - 60_000 });
    await insertPopup({ name: "future", startsAt: Date.now() + 60_000 });
    const campaign = await insertPopup({ name: "campaign", endsAt: Date.now() + 86_400_000 });
    const body = await json(
      responseOf(await activeApi(args(new Request("http://localhost/api/lightboxes/active?page=home"))))
    );
    expect((body.data as { lightbox_id: number }[]).map((item) => item.lightbox_id)).toEqual([campaign, DEMO_ID]);
  });

  it("answers 400 for an unknown page", async () => {
    const response = responseOf(await activeApi(args(new Request("http://localhost/api/lightboxes/active?page=../admin"))));
    expect(response.status).toBe(400);
    expect((await json(response)).success).toBe(false);
  });
});

describe("GET /api/lightboxes/{id}", () => {
  it("returns a live pop-up, 404 for an unknown id and 400 for a malformed one", async () => {
    const ok = responseOf(await popupApi(args(new Request("http://localhost/api/lightboxes/1"), { id: "1" })));
    expect(ok.status).toBe(200);
    expect(await json(ok)).toMatchObject({
      success: true,
      data: { lightbox_id: 1, image: "/images/lightbox/zero-percent.svg" },
    });

    const unknown = responseOf(
      await popupApi(args(new Request("http://localhost/api/lightboxes/987654"), { id: "987654" }))
    );
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ success: false, message: "Lightbox not found." });

    for (const bad of ["abc", "0", "-1", "1e3", "99999999999"]) {
      const response = responseOf(
        await popupApi(args(new Request("http://localhost/api/lightboxes/x"), { id: bad }))
      );
      expect(response.status, bad).toBe(400);
    }
  });

  it("hides drafts from visitors and from roles the preview refuses, and shows them to marketing and admins", async () => {
    const draft = await insertPopup({ active: false, header: "Unreleased offer" });
    const visitor = responseOf(
      await popupApi(args(new Request(`http://localhost/api/lightboxes/${draft}`), { id: String(draft) }))
    );
    expect(visitor.status).toBe(404);
    const anonymousAnswer = await json(visitor);

    const answerTo = async (account: { email: string; password: string }) =>
      responseOf(await popupApi(args((await signedIn(account)).get(`/api/lightboxes/${draft}`), { id: String(draft) })));
    // A sales account may not open the pop-up tools, so it gets what a visitor gets: nothing about the draft.
    const sales = await answerTo(SALES);
    expect(sales.status).toBe(404);
    expect(await json(sales)).toEqual(anonymousAnswer);
    for (const account of [STAFF, ADMIN]) {
      const shown = await answerTo(account);
      expect(shown.status, account.email).toBe(200);
      expect(await json(shown), account.email).toMatchObject({ data: { header: "Unreleased offer" } });
    }
  });
});

describe("POST /api/lightboxes/{id}/impression and /click", () => {
  it("counts an impression once per display and marks a show_once pop-up as seen", async () => {
    const visitor = await new Visitor().start();
    const first = responseOf(
      await impressionAction(args(visitor.json("/api/lightboxes/1/impression", {}), { id: "1" }))
    );
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ success: true });
    const cookies = first.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith("lightbox_seen=1;"))).toBe(true);
    expect(cookies.some((cookie) => /^lightbox_visitor=[\w-]+;/.test(cookie))).toBe(true);
    visitor.rememberResponse(first);
    expect(await countEvents(DEMO_ID, "impression")).toBe(1);

    // The same browser reporting again straight away (a retry, a double fire) is not a second impression.
    const again = responseOf(
      await impressionAction(args(visitor.json("/api/lightboxes/1/impression", {}), { id: "1" }))
    );
    expect(again.status).toBe(200);
    expect(await countEvents(DEMO_ID, "impression")).toBe(1);

    // Another browser is.
    const other = await new Visitor().start();
    await impressionAction(args(other.json("/api/lightboxes/1/impression", {}), { id: "1" }));
    expect(await countEvents(DEMO_ID, "impression")).toBe(2);
  });

  it("counts a click and remembers it for the lead that follows", async () => {
    const visitor = await new Visitor().start();
    const response = responseOf(await clickAction(args(visitor.json("/api/lightboxes/1/click", {}), { id: "1" })));
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((cookie) => /^lightbox_click=1;/.test(cookie))).toBe(true);
    expect(await countEvents(DEMO_ID, "click")).toBe(1);
  });

  it("needs no anti-forgery token or cookie, only the script header (decision 020)", async () => {
    const request = new Request("http://localhost/api/lightboxes/1/impression", {
      method: "POST",
      headers: { "X-Requested-With": "XMLHttpRequest", "Content-Type": "application/json" },
      body: "{}",
    });
    expect(responseOf(await impressionAction(args(request, { id: "1" }))).status).toBe(200);
    expect(await countEvents(DEMO_ID, "impression")).toBe(1);
  });

  it("accepts an empty body", async () => {
    const visitor = await new Visitor().start();
    const request = new Request("http://localhost/api/lightboxes/1/click", {
      method: "POST",
      headers: { "X-Requested-With": "XMLHttpRequest", "X-CSRF-Token": visitor.csrf, Cookie: visitor.cookieHeader() },
    });
    expect(responseOf(await clickAction(args(request, { id: "1" }))).status).toBe(200);
  });

  it("answers bad input with a 4xx JSON reply and counts nothing", async () => {
    const visitor = await new Visitor().start();
    const cases: [string, Request, Record<string, string>, number][] = [
      [
        "no X-Requested-With",
        visitor.json("/api/lightboxes/1/click", {}, { "X-Requested-With": "" }),
        { id: "1" },
        403,
      ],
      [
        "sent by a cross-site page",
        visitor.json("/api/lightboxes/1/click", {}, { "Sec-Fetch-Site": "cross-site" }),
        { id: "1" },
        403,
      ],
      ["not JSON", visitor.json("/api/lightboxes/1/click", "id=1", { "Content-Type": "text/plain" }), { id: "1" }, 415],
      ["broken JSON", visitor.json("/api/lightboxes/1/click", "{"), { id: "1" }, 400],
      ["a JSON array", visitor.json("/api/lightboxes/1/click", [1, 2]), { id: "1" }, 400],
      ["an unknown id", visitor.json("/api/lightboxes/424242/click", {}), { id: "424242" }, 404],
      ["a malformed id", visitor.json("/api/lightboxes/abc/click", {}), { id: "abc" }, 400],
    ];
    for (const [label, request, params, status] of cases) {
      const response = responseOf(await clickAction(args(request, params)));
      expect(response.status, label).toBe(status);
      expect((await json(response)).success, label).toBe(false);
    }
    expect(responseOf(clickLoader()).status).toBe(405);
    expect(await countEvents(DEMO_ID, "click")).toBe(0);
  });

  it("slows down one browser sending far too many events: 30 per 10 minutes, then 429 with Retry-After", async () => {
    const visitor = await new Visitor().start();
    const click = async () => responseOf(await clickAction(args(visitor.json("/api/lightboxes/1/click", {}), { id: "1" })));
    visitor.rememberResponse(await click());
    for (let index = 1; index < 30; index++) expect((await click()).status).toBe(200);
    const limited = await click();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(590);
    expect(await countEvents(DEMO_ID, "click")).toBe(1);
  });
});

describe("without JavaScript", () => {
  it("the call to action counts the click, sets the attribution cookie and redirects to cta_url", async () => {
    const visitor = await new Visitor().start();
    const response = responseOf(await goRoute(args(visitor.get("/lightbox/1/go"), { id: "1" })));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/consult");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("lightbox_click=1;"))).toBe(true);
    expect(await countEvents(DEMO_ID, "click")).toBe(1);
  });

  it("sends a click on a deleted pop-up to the consultation, and a malformed id to a 404", async () => {
    const gone = responseOf(await goRoute(args(new Request("http://localhost/lightbox/777777/go"), { id: "777777" })));
    expect(gone.headers.get("Location")).toBe("/consult");
    expect(
      responseOf(await settle(() => goRoute(args(new Request("http://localhost/lightbox/x/go"), { id: "x" })))).status
    ).toBe(404);
  });

  it("does not count search-engine crawlers following the link", async () => {
    const request = new Request("http://localhost/lightbox/1/go", {
      headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
    });
    expect(responseOf(await goRoute(args(request, { id: "1" }))).headers.get("Location")).toBe("/consult");
    expect(await countEvents(DEMO_ID, "click")).toBe(0);
  });

  it("the close link remembers the dismissal and returns to the page", async () => {
    const visitor = await new Visitor().start();
    const response = responseOf(
      closeRoute(args(visitor.get("/lightbox/1/close?back=%2F%3Fref%3DSPRING"), { id: "1" }))
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/?ref=SPRING");
    expect(response.headers.get("Set-Cookie")).toMatch(/^lightbox_closed=1; Path=\/; Max-Age=86400; SameSite=Lax/);
    visitor.rememberResponse(response);
    expect(await homePopup(visitor)).toBeNull();

    // Never back into these routes, and home without a page to return to (other sites: open-redirects.test.ts).
    for (const back of ["/lightbox/1/close", ""]) {
      const home = responseOf(
        closeRoute(args(new Request(`http://localhost/lightbox/1/close?back=${encodeURIComponent(back)}`), { id: "1" }))
      );
      expect(home.headers.get("Location"), back).toBe("/");
    }
  });

  it("the impression pixel counts once and is never cached", async () => {
    const visitor = await new Visitor().start();
    const response = responseOf(await pixelRoute(args(visitor.get("/lightbox/1/seen.gif"), { id: "1" })));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/gif");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(20);
    visitor.rememberResponse(response);
    responseOf(await pixelRoute(args(visitor.get("/lightbox/1/seen.gif"), { id: "1" })));
    expect(await countEvents(DEMO_ID, "impression")).toBe(1);
    // show_once: the next visit does not get the pop-up.
    expect(await homePopup(visitor)).toBeNull();
    expect(
      responseOf(await settle(() => pixelRoute(args(new Request("http://localhost/x"), { id: "31337" })))).status
    ).toBe(404);
  });

  it("counts nothing for another site's requests, which still get the image and the redirect", async () => {
    // A fresh browser each time, as a page embedding the image or the link would produce.
    const fromPageOf = (site: string, path: string) =>
      new Request(`http://localhost${path}`, { headers: { "User-Agent": BROWSER_USER_AGENT, "Sec-Fetch-Site": site } });
    for (let round = 0; round < 20; round++) {
      const site = round % 2 === 0 ? "cross-site" : "same-site";
      const pixel = responseOf(await pixelRoute(args(fromPageOf(site, "/lightbox/1/seen.gif"), { id: "1" })));
      expect(pixel.status).toBe(200);
      expect(pixel.headers.get("Content-Type")).toBe("image/gif");
      expect(pixel.headers.get("Set-Cookie")).toBeNull();
      const click = responseOf(await goRoute(args(fromPageOf(site, "/lightbox/1/go"), { id: "1" })));
      expect(click.status).toBe(302);
      expect(click.headers.get("Location")).toBe("/consult");
      // Not credited to the pop-up either, should the visitor send a lead afterwards.
      expect(click.headers.get("Set-Cookie")).toBeNull();
    }
    expect(await countEvents(DEMO_ID, "impression")).toBe(0);
    expect(await countEvents(DEMO_ID, "click")).toBe(0);

    // The site's own page: counted once each.
    responseOf(await pixelRoute(args(fromPageOf("same-origin", "/lightbox/1/seen.gif"), { id: "1" })));
    responseOf(await goRoute(args(fromPageOf("same-origin", "/lightbox/1/go"), { id: "1" })));
    expect(await countEvents(DEMO_ID, "impression")).toBe(1);
    expect(await countEvents(DEMO_ID, "click")).toBe(1);
  });
});

describe("the home page", () => {
  it("carries the first live pop-up and sets no cookie, so the page stays cacheable", async () => {
    const result = (await homeLoader(args(new Request("http://localhost/")))) as unknown as DataResult<unknown>;
    expect(new Headers(result.init?.headers).get("Set-Cookie")).toBeNull();
    const popup = await homePopup(await new Visitor().start());
    expect(popup?.view).toMatchObject({
      id: DEMO_ID,
      ctaUrl: "/consult",
      image: "/images/lightbox/zero-percent.svg",
    });
  });

  it("stays away from a visitor who just sent a lead or closed it", async () => {
    const visitor = await new Visitor().start();
    visitor.remember("recent_lead=1; Path=/");
    expect(await homePopup(visitor)).toBeNull();

    const closer = await new Visitor().start();
    closer.remember("lightbox_closed=5.1; Path=/");
    expect(await homePopup(closer)).toBeNull();
  });

  it("shows a pop-up without show_once again to a browser that saw it", async () => {
    await getDb().update(lightboxes).set({ showOnce: false }).where(eq(lightboxes.id, DEMO_ID));
    const visitor = await new Visitor().start();
    visitor.remember("lightbox_seen=1; Path=/");
    expect((await homePopup(visitor))?.view.id).toBe(DEMO_ID);
  });

  it("has no pop-up when none is live", async () => {
    await getDb().update(lightboxes).set({ active: false });
    expect(await homePopup(await new Visitor().start())).toBeNull();
  });
});

describe("lead attribution", () => {
  const consultation = {
    full_name: "Dana Reyes",
    business_name: "Reyes Hardware",
    phone_number: "(601) 555-0100",
    email: "dana@reyes.example",
    industry_type: "retail",
    preferred_date: dateFromToday(3),
    start_hour: "10",
    start_minute: "00",
    start_period: "AM",
    time_zone: "CT",
  };

  it("credits a consultation sent through the API after a click to the pop-up", async () => {
    const visitor = await new Visitor().start();
    visitor.rememberResponse(responseOf(await goRoute(args(visitor.get("/lightbox/1/go"), { id: "1" }))));
    const response = responseOf(await consultApi(args(visitor.json("/api/consult", consultation))));
    expect(response.status).toBe(201);
    expect(await leadPopupIds()).toEqual([DEMO_ID]);
  });

  it("credits the no-JavaScript wizard too, and leaves other leads unattributed", async () => {
    const clicked = await new Visitor().start();
    clicked.rememberResponse(responseOf(await goRoute(args(clicked.get("/lightbox/1/go"), { id: "1" }))));
    const plain = await new Visitor().start();
    for (const visitor of [clicked, plain]) {
      const steps: Record<string, string>[] = [
        { step: "1", intent: "next", ...consultation },
        { step: "2", intent: "next", industry_type: "retail" },
        { step: "3", intent: "next", ...consultation },
        { step: "4", intent: "submit" },
      ];
      for (const fields of steps) {
        const result = await settle(() => wizardAction(args(visitor.form("/consult", fields))));
        expect(result, JSON.stringify(fields)).toBeInstanceOf(Response);
        visitor.rememberResponse(result as Response);
      }
    }
    expect((await leadPopupIds()).sort()).toEqual([DEMO_ID, null].sort());
  });
});

describe("staff pages", () => {
  it("are never cached or indexed", () => {
    const empty = new Headers();
    const headers = new Headers(
      previewHeaders({ loaderHeaders: empty, parentHeaders: empty, actionHeaders: empty, errorHeaders: undefined }) as HeadersInit,
    );
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.get("X-Robots-Tag")).toContain("noindex");
  });

  it("create, validate, edit, switch off and delete a pop-up", async () => {
    const staff = await signedIn();
    const form = (fields: Record<string, string>, path = "/lightbox-config/new") =>
      staff.form(path, fields, { honeypot: false });

    const invalid = (await newAction(
      args(form({ intent: "save", name: "", header: "Hi", page: "home", cta_url: "javascript:alert(1)" }))
    )) as DataResult<{ result: { error: Record<string, string[]> } }>;
    expect(invalid.init?.status).toBe(400);
    expect(Object.keys(invalid.data.result.error).sort()).toEqual(["cta_url", "name"]);

    const created = responseOf(
      await settle(() =>
        newAction(
          args(
            form({
              intent: "save",
              name: "Spring promo",
              header: "Spring into savings",
              description: "Limited time",
              cta_url: "https://partners.example.com/spring",
              image: "images/spring.png",
              show_on_exit: "on",
              close_on_overlay: "on",
              active: "on",
              page: "home",
              starts_at: "2026-03-01T09:00",
            })
          )
        )
      )
    );
    expect(created.status).toBe(302);
    const id = Number(/\/lightbox-config\/(\d+)\?saved=1$/.exec(created.headers.get("Location") ?? "")?.[1]);
    const row = await storedPopup(id);
    expect(row).toMatchObject({
      name: "Spring promo",
      ctaUrl: "https://partners.example.com/spring",
      image: "/images/spring.png",
      showOnce: false,
      showOnExit: true,
      closeOnOverlay: true,
      active: true,
      startsAt: Date.parse("2026-03-01T15:00:00.000Z"),
      endsAt: null,
    });

    const editor = (await editLoader(args(staff.get(`/lightbox-config/${id}`), { id: String(id) }))) as Awaited<
      ReturnType<typeof editLoader>
    >;
    expect(editor.defaults).toMatchObject({
      starts_at: "2026-03-01T09:00",
      show_on_exit: true,
      image: "/images/spring.png",
    });

    // Preview changes (no JavaScript): nothing is saved, nothing counted.
    const previewed = (await editAction(
      args(
        form({ intent: "preview", name: "Spring promo", header: "Changed", page: "home" }, `/lightbox-config/${id}`),
        { id: String(id) }
      )
    )) as DataResult<{ preview: { header: string } }>;
    expect(previewed.data.preview.header).toBe("Changed");
    expect((await storedPopup(id))?.header).toBe("Spring into savings");

    const switchedOff = responseOf(
      await settle(() => listAction(args(form({ intent: "deactivate", id: String(id) }, "/lightbox-config"))))
    );
    expect(switchedOff.headers.get("Location")).toBe("/lightbox-config?deactivated=Spring%20promo");
    expect((await storedPopup(id))?.active).toBe(false);

    const list = (await listLoader(args(staff.get("/lightbox-config")))) as Awaited<ReturnType<typeof listLoader>>;
    expect(list.popups.map((item) => [item.name, item.statusLabel])).toEqual([
      ["Demo", "Live"],
      ["Spring promo", "Off"],
    ]);
    // The schedule on the reader's clock (America/Chicago), its zone named: not UTC.
    expect(list.popups.find((item) => item.id === id)).toMatchObject({ startsAt: "Sun, Mar 1, 2026, 9:00 AM CST", endsAt: null });

    const unconfirmed = (await editAction(
      args(form({ intent: "delete" }, `/lightbox-config/${id}`), { id: String(id) })
    )) as DataResult<unknown>;
    expect(unconfirmed.init?.status).toBe(400);
    const deleted = responseOf(
      await settle(() =>
        editAction(args(form({ intent: "delete", confirm: "on" }, `/lightbox-config/${id}`), { id: String(id) }))
      )
    );
    expect(deleted.status).toBe(302);
    expect(await storedPopup(id)).toBeUndefined();
    expect(
      responseOf(await settle(() => editLoader(args(staff.get(`/lightbox-config/${id}`), { id: String(id) })))).status
    ).toBe(404);
  });

  it("stores an uploaded image under a random name and refuses anything that is not a raster image", async () => {
    const staff = await signedIn();
    const upload = (file: File) => {
      const body = new FormData();
      for (const [key, value] of Object.entries({
        csrf: staff.csrf,
        intent: "save",
        name: "Upload",
        header: "With image",
        page: "home",
      })) {
        body.set(key, value);
      }
      body.set("image_file", file);
      return new Request("http://localhost/lightbox-config/new", {
        method: "POST",
        headers: { Cookie: staff.cookieHeader() },
        body,
      });
    };
    const pixels = await sharp({ create: { width: 6, height: 4, channels: 3, background: "#0b3b60" } }).png().toBuffer();
    const png = new File([new Uint8Array(pixels)], "promo.png", { type: "image/png" });
    const stored = responseOf(await settle(() => newAction(args(upload(png)))));
    expect(stored.status).toBe(302);
    const [uploaded] = await getDb().select().from(lightboxes).where(eq(lightboxes.name, "Upload")).limit(1);
    const image = uploaded?.image ?? "";
    expect(image).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    // Stored in the database, so any app machine serves it; immutable, sandboxed.
    const served = await uploadLoader(args(new Request(`http://localhost${image}`), { name: image.split("/").pop()! }));
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("Content-Security-Policy")).toContain("sandbox");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "png", width: 6, height: 4 });
    expect((await uploadLoader(args(new Request("http://localhost/uploads/x.png"), { name: "../app.db" }))).status).toBe(404);

    const signatureOnly = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], "promo.png", {
      type: "image/png",
    });
    const undecodable = (await newAction(args(upload(signatureOnly)))) as DataResult<{ result: { error: Record<string, string[]> } }>;
    expect(undecodable.data.result.error.image_file).toEqual(["Upload a PNG, JPEG, GIF or WebP image"]);

    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], "promo.png", {
      type: "image/png",
    });
    const refused = (await newAction(args(upload(svg)))) as DataResult<{ result: { error: Record<string, string[]> } }>;
    expect(refused.init?.status).toBe(400);
    expect(refused.data.result.error.image_file).toEqual(["Upload a PNG, JPEG, GIF or WebP image"]);

    const huge = new File([new Uint8Array(2 * 1024 * 1024 + 1).fill(0x89)], "huge.png", { type: "image/png" });
    const tooLarge = (await newAction(args(upload(huge)))) as DataResult<{
      result: { error: Record<string, string[]> };
    }>;
    expect(tooLarge.data.result.error.image_file).toEqual(["Images are limited to 2 MB"]);
  });

  it("report impressions, clicks, click-through rate and the consultations that followed", async () => {
    for (let index = 0; index < 4; index++) {
      const visitor = await new Visitor().start();
      await impressionAction(args(visitor.json("/api/lightboxes/1/impression", {}), { id: "1" }));
      if (index === 0) {
        const click = responseOf(await goRoute(args(visitor.get("/lightbox/1/go"), { id: "1" })));
        visitor.rememberResponse(click);
        await consultApi(
          args(
            visitor.json("/api/consult", {
              full_name: "Sam Lee",
              business_name: "Lee Cafe",
              phone_number: "601-555-0123",
              email: "sam@lee.example",
              industry_type: "restaurant",
              preferred_date: dateFromToday(2),
              start_hour: "09",
              start_minute: "30",
              start_period: "AM",
              time_zone: "ET",
            })
          )
        );
      }
    }
    const staff = await signedIn();
    const results = (await resultsLoader(args(staff.get("/admin/lightboxes/1"), { id: "1" }))) as Awaited<
      ReturnType<typeof resultsLoader>
    >;
    expect(results.summary).toMatchObject({
      impressions: 4,
      visitors: 4,
      clicks: 1,
      ctr: "25%",
      leads: 1,
      leadRate: "100%",
    });
    // Days are the staff member's (America/Chicago), not UTC days.
    const today = todayIn("America/Chicago");
    expect(results.range).toMatchObject({ to: today, timeZone: "America/Chicago" });
    expect(results.days.find((day) => day.day === today)).toEqual({ day: today, impressions: 4, clicks: 1, leads: 1 });
    expect(results.chart.impressions.split(" ")).toHaveLength(30);

    // 21:00 on January 14 in Chicago is already January 15 in UTC.
    await getDb().insert(lightboxEvents).values({ lightboxId: 1, kind: "impression", visitorKey: null, createdAt: Date.parse("2026-01-15T03:00:00.000Z") });
    const evening = (await resultsLoader(
      args(staff.get("/admin/lightboxes/1?from=2026-01-14&to=2026-01-15"), { id: "1" })
    )) as Awaited<ReturnType<typeof resultsLoader>>;
    expect(evening.days.map((day) => [day.day, day.impressions])).toEqual([
      ["2026-01-14", 1],
      ["2026-01-15", 0],
    ]);
    expect(evening.summary.impressions).toBe(1);

    const lastYear = (await resultsLoader(
      args(staff.get("/admin/lightboxes/1?from=2020-01-01&to=2020-01-31"), { id: "1" })
    )) as Awaited<ReturnType<typeof resultsLoader>>;
    expect(lastYear.summary).toMatchObject({ impressions: 0, clicks: 0, ctr: "—", leads: 0 });
    expect(
      responseOf(await settle(() => resultsLoader(args(staff.get("/admin/lightboxes/99"), { id: "99" })))).status
    ).toBe(404);
  });
});
