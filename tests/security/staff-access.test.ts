import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import bcrypt from "bcryptjs";
import { beforeAll, describe, expect, it } from "vitest";
import { STAFF_ROLES, staffNavigationFor, type StaffRole } from "~/features/staff/roles";
import { exportsAction, routeModules } from "../support/action-routes";
import type { HttpVisitor } from "../support/http-visitor";
import { insertLead, builtServerForFile } from "./server";

/**
 * Staff pages and data need a signed-in staff member. The list is derived from
 * app/routes: everything under /admin (except signing in and out), the pop-up tools
 * under /lightbox-config and the /lightbox preview. A route that checks for staff but
 * lives elsewhere, or a staff route that does not check, fails the first test.
 */
const STAFF_AREA = /^\/(?:admin|lightbox-config)(?:\/|$)|^\/lightbox$/;
const SIGN_IN_AND_OUT = new Set(["/admin/login", "/admin/logout"]);
const CHECKS_SIGN_IN = /\brequireStaff(?:Page|Data|Permission|DataPermission)\(/;

const staffRoutes = routeModules().filter((route) => STAFF_AREA.test(route.pattern) && !SIGN_IN_AND_OUT.has(route.pattern));
const isDownload = (file: string) => file.endsWith("[.]csv.ts");
/** Where to send a request: ids of rows every test database has (the demo pop-up 1, lead 1 inserted below). */
// A splat stands for a page the editor of shipped pages knows.
const pathOf = (pattern: string) => (pattern === "/lightbox" ? "/lightbox?id=1" : pattern.replace(/:\w+/g, "1").replace(/\*$/, "surcharge"));
const routeId = (file: string) => `routes/${file.replace(/\.tsx?$/, "")}`;

const server = builtServerForFile();

/** A browser signed in to a new account of this role (the server's own STAFF account is an admin). */
async function signedInAs(role: StaffRole): Promise<HttpVisitor> {
  const email = `${role}-${randomUUID()}@example.com`;
  const password = "a long enough password";
  server
    .db()
    .prepare("insert into staff_users (email, password_hash, role) values (?, ?, ?)")
    .run(email, bcrypt.hashSync(password, 4), role);
  return server.visitor().signIn(email, password);
}

beforeAll(() => {
  insertLead(server, { fullName: "Lead for the staff pages" });
});

/** Everything a staff form can change: leads (status), their notes, pop-ups, articles and pages, menus, co-brands, sessions, staff accounts, partners and their links, reps' availability, holidays and booking settings, the audit log. */
const STAFF_TABLES = [
  "leads",
  "lead_notes",
  "lightboxes",
  "articles",
  "pages",
  "navigation_items",
  "client_brandings",
  "partner_brandings",
  "staff_sessions",
  "staff_users",
  "referral_partners",
  "referral_links",
  "booking_reps",
  "rep_weekly_hours",
  "rep_time_off",
  "company_holidays",
  "booking_settings",
  "audit_log",
] as const;
function staffData(): Record<string, unknown[]> {
  return Object.fromEntries(STAFF_TABLES.map((table) => [table, server.db().prepare(`select * from ${table} order by id`).all()]));
}

describe("the staff area, derived from app/routes", () => {
  it("is where every route that checks for staff lives, and every route there checks", () => {
    const checking = routeModules().filter((route) => CHECKS_SIGN_IN.test(route.source)).map((route) => route.file);
    expect(checking.filter((file) => !staffRoutes.some((route) => route.file === file))).toEqual([]);
    expect(staffRoutes.filter((route) => !CHECKS_SIGN_IN.test(route.source))).toEqual([]);
    expect(staffRoutes.length).toBeGreaterThanOrEqual(15);
  });

  it("lets a public endpoint show staff more only through the roles table, never for any signed-in member", () => {
    // getStaffMember answers "is anyone signed in"; outside sign-in and the guards, what staff
    // may see must also ask which role may (staffMemberAllowedTo, roles.ts), as the staff pages do.
    const appFiles = readdirSync("app", { recursive: true, encoding: "utf8" }).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    const asksOnlyForAnyone = appFiles.filter((file) => /\bgetStaffMember\(/.test(readFileSync(join("app", file), "utf8")));
    expect(asksOnlyForAnyone.sort()).toEqual(["features/staff/session.server.ts", "features/staff/sign-in.server.ts"]);
  });
});

describe("without signing in", () => {
  it.each(staffRoutes.filter((route) => !isDownload(route.file)).map((route) => [route.file, route] as const))(
    "%s sends the visitor to the sign-in page, for the page and for its data",
    async (file, route) => {
      const visitor = server.visitor();
      const path = pathOf(route.pattern);
      const page = await visitor.document(path);
      expect(page.status).toBe(302);
      expect(page.headers.get("Location")).toBe(`/admin/login?redirectTo=${encodeURIComponent(path)}`);

      // A client-side data request for this route's loader alone (no layout around it).
      const [pathname, query = ""] = path.split("?");
      const data = await visitor.get(`${pathname === "/" ? "/_root" : pathname}.data?${query}&_routes=${routeId(file)}`);
      expect(data.status).toBe(202);
      const body = await data.text();
      expect(body).toMatch(/^\[\["SingleFetchRedirect"/);
      expect(body).toContain('"/admin/login?redirectTo=');
    },
  );

  it.each(staffRoutes.filter((route) => isDownload(route.file)).map((route) => [route.file, route] as const))(
    "%s (a download) answers 401 with a JSON message",
    async (_file, route) => {
      const response = await server.visitor().get(pathOf(route.pattern));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ success: false, message: "Sign in as staff to see this." });
    },
  );

  it.each(staffRoutes.filter((route) => exportsAction(route.source)).map((route) => [route.file, route] as const))(
    "%s refuses a post carrying a valid anti-forgery token but no session, changing nothing",
    async (_file, route) => {
      const visitor = await server.startedVisitor();
      const before = staffData();
      // An index route's own forms post to "?index" (without it the post goes to the layout above).
      const path = route.file.endsWith("._index.tsx") ? `${pathOf(route.pattern)}?index` : pathOf(route.pattern);
      const response = await visitor.postForm(path, { intent: "deactivate", id: "1", tracking: "off", note: "x" });
      // Not a redirect, which would drop the post without a word (decision 014).
      expect(response.status).toBe(401);
      expect(await response.text()).toMatch(/nothing was saved/);
      expect(staffData()).toEqual(before);
    },
  );

  it("does not accept a made-up session cookie, or one that was signed out", async () => {
    const forged = server.visitor();
    forged.setCookie("staff_session", "made-up-session-id-made-up-session-id");
    expect((await forged.document("/admin/leads")).status).toBe(302);

    const staff = await server.staff();
    const session = staff.cookie("staff_session") ?? "";
    expect((await staff.document("/admin/leads")).status).toBe(200);
    expect((await staff.postForm("/admin/logout", {})).status).toBe(302);
    const replay = server.visitor();
    replay.setCookie("staff_session", session);
    expect((await replay.document("/admin/leads")).status).toBe(302);
  });

  it("shows visitors only live pop-ups through GET /api/lightboxes/{id}; only the roles the preview lets in also see drafts", async () => {
    const draft = Number(
      server.db().prepare("insert into lightboxes (name, header, active, page) values ('Draft', 'Not yet', 0, 'home')").run().lastInsertRowid,
    );
    const anonymous = await server.visitor().get(`/api/lightboxes/${draft}`);
    expect(anonymous.status).toBe(404);
    const anonymousAnswer = await anonymous.text();
    const asRole = (role: "sales" | "marketing") => signedInAs(role);

    // The preview page is the rule: whoever it refuses learns nothing more from the JSON than a visitor.
    const sales = await asRole("sales");
    expect((await sales.document(`/lightbox?id=${draft}`)).status).toBe(403);
    const salesAnswer = await sales.get(`/api/lightboxes/${draft}`);
    expect(salesAnswer.status).toBe(404);
    expect(await salesAnswer.text()).toBe(anonymousAnswer);

    for (const staff of [await asRole("marketing"), await server.staff()]) {
      expect((await staff.document(`/lightbox?id=${draft}`)).status).toBe(200);
      const shown = await staff.get(`/api/lightboxes/${draft}`);
      expect(shown.status).toBe(200);
      expect(await shown.text()).toContain("Not yet");
    }
  });
});

describe("signed in as staff", () => {
  let staff: HttpVisitor;
  beforeAll(async () => {
    staff = await server.staff();
  });

  // Remix matches paths whatever their case: the staff area is recognised by the matched
  // route (its handle), so a page in capitals is still never cached or indexed.
  it.each(staffRoutes.map((route) => [route.file, route] as const))(
    "%s in capital letters is still a staff page, never cached or indexed",
    async (_file, route) => {
      const path = pathOf(route.pattern).replace(/^[^?]+/, (pathname) => pathname.toUpperCase());
      let response = await staff.document(path);
      const location = response.headers.get("Location");
      if (response.status === 302 && location) response = await staff.document(location);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
      expect(response.headers.get("X-Robots-Tag"), path).toContain("noindex");
    },
  );

  it.each(staffRoutes.map((route) => [route.file, route] as const))(
    "%s answers 200, at most after a redirect inside the staff area (so the refusals above are about signing in)",
    async (_file, route) => {
      // A page load cannot end the session: the file's one signed-in browser opens every page.
      const staff = await server.staffTab();
      let response = await staff.document(pathOf(route.pattern));
      const location = response.headers.get("Location");
      if (response.status === 302 && location && !location.startsWith("/admin/login")) response = await staff.document(location);
      expect(response.status).toBe(200);
    },
  );
});

/**
 * Every back-office page wears the same staff bar: the links the member's role may open
 * and Sign out. The pop-up tools at /lightbox-config and /lightbox had a bar of their own
 * that offered marketing "Leads" (a 403) and no Sign out. This walks every staff screen of
 * each role, and follows every staff link on it (for an admin, who may open every area,
 * the bar's): none may answer anything but 200.
 */
/** The screens outside the bar's own links: the pop-up tools at the product's addresses. */
const POPUP_SCREENS = ["/lightbox-config", "/lightbox-config/new", "/lightbox"];
const STAFF_LINK = /^\/(?:admin|lightbox-config|lightbox)(?:[/?]|$)/;

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, "&");

/** The staff bar of a page: its links (in order) and whether it has a Sign out button posting to /admin/logout. */
function staffBarOf(html: string) {
  const nav = /<nav aria-label="Staff"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1];
  const links = [...(nav ?? "").matchAll(/<a\b[^>]*>/g)].map((match) => attribute(match[0], "href"));
  const signOut = /<form[^>]*action="\/admin\/logout"[^>]*>[\s\S]*?Sign out[\s\S]*?<\/form>/.test(html);
  return { found: nav !== undefined, links, signOut };
}

/** Every link of the page into the back office, by path (one query string is enough to try). */
function staffLinksOf(html: string): string[] {
  const hrefs = [...html.matchAll(/<a\b[^>]*>/g)].map((match) => attribute(match[0], "href") ?? "");
  const byPath = new Map<string, string>();
  for (const href of hrefs.filter((candidate) => STAFF_LINK.test(candidate))) {
    const path = href.replace(/[?#].*$/, "");
    if (!byPath.has(path)) byPath.set(path, href);
  }
  return [...byPath.values()];
}

describe("the staff bar", () => {
  it.each(STAFF_ROLES)("shows a %s member only links that open, and Sign out, on every back-office page", async (role) => {
    const member = await signedInAs(role);
    const expected = staffNavigationFor(role).map((entry) => entry.to);
    const screens = [...expected, ...(expected.includes("/admin/lightboxes") ? POPUP_SCREENS : [])];
    const checked = new Map<string, number>();
    const problems: string[] = [];
    for (const screen of screens) {
      const response = await member.document(screen);
      if (response.status !== 200) {
        problems.push(`${screen} answered ${response.status}`);
        continue;
      }
      const html = await response.text();
      const bar = staffBarOf(html);
      if (JSON.stringify(bar.links) !== JSON.stringify(expected)) problems.push(`${screen}: bar ${bar.links.join(" ")}`);
      if (!bar.signOut) problems.push(`${screen}: no Sign out`);
      // An admin may open every area: for that role the bar's own links are enough.
      for (const link of role === "admin" ? bar.links.flatMap((to) => (to ? [to] : [])) : staffLinksOf(html)) {
        if (!checked.has(link)) checked.set(link, (await member.document(link)).status);
        if (checked.get(link) !== 200) problems.push(`${screen} links to ${link}, which answers ${checked.get(link)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked.size).toBeGreaterThanOrEqual(expected.length);
  });

  it("stays on a staff page that fails: the error shows inside the frame, with the bar and Sign out", async () => {
    const admin = await signedInAs("admin");
    for (const path of ["/admin/leads/999999", "/lightbox-config/999999"]) {
      const response = await admin.document(path);
      const html = await response.text();
      expect(response.status, path).toBe(404);
      expect(html, path).toContain('data-error-page="404"');
      const bar = staffBarOf(html);
      expect(bar.links, path).toEqual(staffNavigationFor("admin").map((entry) => entry.to));
      expect(bar.signOut, path).toBe(true);
    }
  });
});
