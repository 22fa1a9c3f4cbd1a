import { readdirSync } from "node:fs";
import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { articles, auditLog, redirects } from "#db/schema";
import { loader as catchAllLoader } from "~/routes/$";
import { loader as slugLoader } from "~/routes/$slug";
import { servedAddressProblem, TOP_LEVEL_FILES } from "~/features/redirects-admin/served-addresses.server";
import { action, loader } from "~/routes/admin.redirects";
import { loader as articleLoader } from "~/routes/articles.$slug";
import { loader as industryLoader } from "~/routes/industries.$name";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { getDb, onPostgres, selectRows } from "~/utils/db.server";
import { answerStatus, settle, type Visitor } from "./support/requests";
import { staffWithSessions } from "./support/staff-sign-in";

// Read lazily by the server modules, so it applies although the imports come first.
process.env.REDIRECT_ALLOWED_HOSTS = "partners.example.com";

/*
 * /admin/redirects (decision 082) through its loader and action, and what visitors then
 * meet: any address no page serves answers a stored redirect with a 301 (query carried,
 * hit counted), a page at the address wins, the sitemap lists final addresses only.
 */

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });
const ids = {} as Record<"marketing" | "sales", number>;
const visitors = {} as Record<"marketing" | "sales", Visitor>;

type Screen = Awaited<ReturnType<typeof loader>>;
type Refusal = { data: { result: { error?: Record<string, string[] | null> } | null; alert: string | null }; init: { status?: number } | null };

const post = (fields: Record<string, string>, as: Visitor = visitors.marketing) =>
  settle(() => action(args(as.form("/admin/redirects", fields, { honeypot: false }))));
const add = (from_path: string, to_path: string) => post({ intent: "add", from_path, to_path });
const rows = async () =>
  (await getDb().select().from(redirects).orderBy(asc(redirects.fromPath))).map((row) => `${row.fromPath} → ${row.toPath}`);
const rowFrom = async (path: string) => (await getDb().select().from(redirects).where(eq(redirects.fromPath, path)))[0];
const auditLines = async () => (await getDb().select().from(auditLog).where(eq(auditLog.entityType, "redirect"))).map((line) => line.summary);
const fieldErrors = (answer: unknown) => (answer as Refusal).data.result?.error ?? {};
const location = (answer: unknown) => (answer instanceof Response ? answer.headers.get("Location") : null);

/** A visitor's request for a path, through the route Remix would pick for it. */
function visit(path: string) {
  const request = new Request(`http://localhost${path}`);
  const pathname = new URL(request.url).pathname;
  const segments = pathname.slice(1).split("/");
  if (segments[0] === "articles" && segments.length === 2) return settle(() => articleLoader(args(request, { slug: segments[1]! })));
  if (segments[0] === "industries" && segments.length === 2) return settle(() => industryLoader(args(request, { name: segments[1]! })));
  if (segments.length === 1) return settle(() => slugLoader(args(request, { slug: segments[0]! })));
  return settle(() => catchAllLoader(args(request, { "*": pathname.slice(1) })));
}

beforeAll(async () => {
  await staffWithSessions(
    {
      marketing: { email: "redirects-marketing@example.com", role: "marketing", timeZone: "America/Chicago", name: "Morgan Lee" },
      sales: { email: "redirects-sales@example.com", role: "sales", timeZone: "America/Chicago" },
    },
    { ids, visitors },
  );
});

describe("the redirects screen", () => {
  it("is for staff who edit content: a sales account is refused, and nothing changes", async () => {
    expect(answerStatus(await settle(() => loader(args(visitors.sales.get("/admin/redirects")))))).toBe(403);
    expect(answerStatus(await post({ intent: "add", from_path: "/sales-try", to_path: "/consult" }, visitors.sales))).toBe(403);
    expect(await rowFrom("/sales-try")).toBeUndefined();
  });

  it("adds a redirect that answers any address no page serves with a 301, the query carried over and every hit counted", async () => {
    const added = await add("/old-offer/", "/consult");
    expect(answerStatus(added)).toBe(302);
    expect(location(added)).toBe("/admin/redirects?done=added&from=%2Fold-offer");
    expect(await rowFrom("/old-offer")).toMatchObject({ toPath: "/consult", hitCount: 0, lastHitAt: null, createdBy: ids.marketing });

    const answer = (await visit("/old-offer?utm_source=mail&partner=2001")) as Response;
    expect(answer.status).toBe(301);
    expect(answer.headers.get("Location")).toBe("/consult?utm_source=mail&partner=2001");
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    // With a trailing slash, and deeper addresses through the catch-all.
    expect(location(await visit("/old-offer/"))).toBe("/consult");
    expect(answerStatus(await add("/old/deep/offer", "/consult"))).toBe(302);
    expect(location(await visit("/old/deep/offer?x=1"))).toBe("/consult?x=1");
    // An unknown industry is an address no page serves too.
    expect(answerStatus(await add("/industries/old-trade", "/industries"))).toBe(302);
    expect(location(await visit("/industries/old-trade"))).toBe("/industries");

    const counted = await rowFrom("/old-offer");
    expect(counted?.hitCount).toBe(2);
    expect(Date.now() - counted!.lastHitAt!).toBeLessThan(60_000);
    // A post to the address is not a visit: no redirect, no hit.
    const posted = await settle(() => catchAllLoader(args(new Request("http://localhost/old/deep/offer", { method: "POST" }), {})));
    expect(answerStatus(posted)).toBe(404);
    expect((await rowFrom("/old/deep/offer"))?.hitCount).toBe(1);

    const screen = (await loader(args(visitors.marketing.get("/admin/redirects?q=OLD-OFFER")))) as Screen;
    expect(screen.rows.map((row) => [row.fromPath, row.toPath, row.hits, row.createdBy])).toEqual([["/old-offer", "/consult", 2, "Morgan Lee"]]);
    expect(screen.rows[0]!.lastHit).toMatch(/C[SD]T$/);
    expect(screen.total).toBe(1);
    expect(await auditLines()).toContain("Added redirect /old-offer → /consult");
  });

  it("still redirects when the hit cannot be counted, and says so in the log", async () => {
    expect(answerStatus(await add("/uncounted", "/consult"))).toBe(302);
    // The database refuses the counter's update of this one row.
    const refuseTheCount = onPostgres()
      ? [
          "create function refuse_hit() returns trigger language plpgsql as $$ begin raise exception 'no counting'; end $$",
          "create trigger refuse_hit before update on redirects for each row when (old.from_path = '/uncounted') execute function refuse_hit()",
        ]
      : ["create trigger refuse_hit before update of hit_count on redirects when old.from_path = '/uncounted' begin select raise(abort, 'no counting'); end"];
    for (const statement of refuseTheCount) {
      if (onPostgres()) await selectRows(sql.raw(statement));
      else getDb().run(sql.raw(statement));
    }
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(location(await visit("/uncounted?x=1"))).toBe("/consult?x=1");
      expect(logged).toHaveBeenCalledWith("redirects: a hit was not counted", expect.anything());
    } finally {
      logged.mockRestore();
      if (onPostgres()) await selectRows(sql.raw("drop trigger refuse_hit on redirects"));
      else getDb().run(sql.raw("drop trigger refuse_hit"));
    }
    expect((await rowFrom("/uncounted"))?.hitCount).toBe(0);
  });

  it("lets a page at the address win over a redirect, and the sitemap lists final addresses only", async () => {
    const [article] = await getDb().select({ slug: articles.slug }).from(articles).where(eq(articles.published, true)).limit(1);
    // Rows a page now answers for (an article that took an old slug, a content page): written straight into the table.
    await getDb()
      .insert(redirects)
      .values([
        { fromPath: `/articles/${article!.slug}`, toPath: "/consult" },
        { fromPath: "/surcharge", toPath: "/consult" },
      ]);
    expect(answerStatus(await visit(`/articles/${article!.slug}`))).toBe(200);
    expect(answerStatus(await visit("/surcharge"))).toBe(200);
    expect((await rowFrom("/surcharge"))?.hitCount).toBe(0);

    const sitemap = await (await sitemapLoader(args(new Request("http://localhost/sitemap.xml")))).text();
    expect(sitemap).toContain(`/articles/${article!.slug}</loc>`);
    expect(sitemap).toContain("/surcharge</loc>");
    for (const source of ["/old-offer", "/old/deep/offer", "/industries/old-trade"]) expect(sitemap).not.toContain(`${source}</loc>`);
  });

  it("collapses chains both ways: A→B with B→C stored is A→C, and X→A follows A to its new end", async () => {
    expect(answerStatus(await add("/chain-b", "/chain-c"))).toBe(302);
    expect(answerStatus(await add("/chain-a", "/chain-b"))).toBe(302);
    expect(await rowFrom("/chain-a")).toMatchObject({ toPath: "/chain-c" });

    expect(answerStatus(await add("/chain-x", "/chain-y"))).toBe(302);
    expect(answerStatus(await add("/chain-y", "/chain-z?from=y"))).toBe(302);
    expect(await rowFrom("/chain-x")).toMatchObject({ toPath: "/chain-z?from=y" });
    expect(location(await visit("/chain-x?utm_medium=email"))).toBe("/chain-z?from=y&utm_medium=email");
    expect(await auditLines()).toContain("Added redirect /chain-y → /chain-z?from=y; 1 older redirect to /chain-y now lead there too");
  });

  it("refuses hostile and useless redirects with a field message, changing nothing", async () => {
    const [article] = await getDb().select({ slug: articles.slug }).from(articles).where(eq(articles.published, true)).limit(1);
    await add("/loop-b", "/loop-a");
    const before = await rows();
    const auditBefore = (await auditLines()).length;
    const refusals: [string, string, "from_path" | "to_path", RegExp][] = [
      ["/bad-1", "javascript:alert(document.cookie)", "to_path", /Only a path on this site/],
      ["/bad-2", "data:text/html,<script>alert(1)</script>", "to_path", /Only a path on this site/],
      ["/bad-3", "//evil.example/landing", "to_path", /names another site/],
      ["/bad-4", "http://partners.example.com/", "to_path", /https:\/\//],
      ["/bad-5", "https://evil.example/", "to_path", /evil\.example is not an allowed outside site/],
      ["/bad-6", "/bad-6/", "to_path", /its own old address/],
      ["/loop-a", "/loop-b", "to_path", /loop/],
      ["javascript:alert(1)", "/consult", "from_path", /path on this site/],
      ["https://example.com/old", "/consult", "from_path", /path on this site/],
      ["/old?x=1", "/consult", "from_path", /query string/],
      ["/consult", "/articles", "from_path", /is a page of the site/],
      ["/CONSULT", "/articles", "from_path", /is a page of the site/],
      ["/", "/consult", "from_path", /home page/],
      ["/admin/secret", "/consult", "from_path", /site's own routes/],
      ["/api", "/consult", "from_path", /reserved/],
      [`/articles/${article!.slug}`, "/consult", "from_path", /published article/],
      ["/old-offer", "/articles", "from_path", /already exists/],
      ["/bad\u0000nul", "/consult", "from_path", /./],
      ["", "", "from_path", /Enter the old address/],
    ];
    for (const [from_path, to_path, field, message] of refusals) {
      const answer = await add(from_path, to_path);
      expect(answerStatus(answer), `${from_path} → ${to_path}`).toBe(400);
      expect(fieldErrors(answer)[field]?.[0], `${from_path} → ${to_path}`).toMatch(message);
    }
    expect(answerStatus(await post({ intent: "erase", from_path: "/x", to_path: "/y" }))).toBe(400);
    expect(answerStatus(await post({ intent: "save", id: "abc", from_path: "/x", to_path: "/y" }))).toBe(400);
    expect(answerStatus(await post({ intent: "save", id: "999999", from_path: "/x", to_path: "/y" }))).toBe(404);
    expect(answerStatus(await post({ intent: "delete", id: "999999", confirm: "on" }))).toBe(404);
    expect(answerStatus(await settle(() => action(args(visitors.marketing.form("/admin/redirects", { intent: "add", from_path: "/forged", to_path: "/consult" }, { honeypot: false, csrf: false })))))).toBe(403);
    expect(await rows()).toEqual(before);
    expect((await auditLines()).length).toBe(auditBefore);
  });

  it("knows every file at the top of the site (public/ and routes such as robots.txt) as served", async () => {
    const publicFiles = readdirSync("public", { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);
    const routeFiles = readdirSync("app/routes")
      .map((file) => /^([^.$]+)\[\.\]([a-z]+)\.tsx?$/.exec(file))
      .flatMap((match) => (match ? [`${match[1]}.${match[2]}`] : []));
    expect(routeFiles).toContain("robots.txt");
    for (const file of [...publicFiles, ...routeFiles]) {
      expect(TOP_LEVEL_FILES, file).toContain(file);
      expect(await servedAddressProblem(`/${file}`), file).toMatch(/a file the site serves/);
    }
  });

  it("follows an outside destination only while its host is allowed", async () => {
    expect(answerStatus(await add("/partner-offer", "https://partners.example.com/offer"))).toBe(302);
    expect(location(await visit("/partner-offer?ref=site"))).toBe("https://partners.example.com/offer?ref=site");
    // A host no longer on the list (a row left from before): the address is a 404 again, and no hit is counted.
    await getDb().insert(redirects).values({ fromPath: "/gone-partner", toPath: "https://former.example.com/" });
    expect(answerStatus(await visit("/gone-partner"))).toBe(404);
    expect((await rowFrom("/gone-partner"))?.hitCount).toBe(0);
  });

  it("edits and removes a redirect, with a stale form refused and a confirmation before removing", async () => {
    expect(answerStatus(await add("/to-edit", "/consult"))).toBe(302);
    const row = (await rowFrom("/to-edit"))!;
    const screen = (await loader(args(visitors.marketing.get(`/admin/redirects?edit=${row.id}`)))) as Screen;
    expect(screen.editor).toEqual({ id: row.id, values: { from_path: "/to-edit", to_path: "/consult" } });
    expect(answerStatus(await settle(() => loader(args(visitors.marketing.get("/admin/redirects?edit=999999")))))).toBe(404);

    const base = { base_from_path: "/to-edit", base_to_path: "/consult" };
    const saved = await post({ intent: "save", id: String(row.id), ...base, from_path: "/edited", to_path: "/articles" });
    expect(location(saved)).toBe("/admin/redirects?done=saved&from=%2Fedited");
    expect(await rowFrom("/edited")).toMatchObject({ id: row.id, toPath: "/articles" });
    expect(await rowFrom("/to-edit")).toBeUndefined();
    expect(await auditLines()).toContain("Edited redirect /edited → /articles (was /to-edit → /consult)");

    const stale = (await post({ intent: "save", id: String(row.id), ...base, from_path: "/edited", to_path: "/survey" })) as Refusal;
    expect(answerStatus(stale)).toBe(409);
    expect(stale.data.alert).toMatch(/^Not saved: this was changed after you opened it\. Changed since you opened it: Old address \(now “\/edited”\); Leads to \(now “\/articles”\)/);
    expect(await rowFrom("/edited")).toMatchObject({ toPath: "/articles" });

    expect(answerStatus(await post({ intent: "delete", id: String(row.id) }))).toBe(400);
    expect(await rowFrom("/edited")).toBeDefined();
    const removed = await post({ intent: "delete", id: String(row.id), confirm: "on" });
    expect(location(removed)).toBe("/admin/redirects?done=removed&from=%2Fedited");
    expect(await rowFrom("/edited")).toBeUndefined();
    expect(answerStatus(await visit("/edited"))).toBe(404);
    expect(await auditLines()).toContain("Removed redirect /edited → /articles");
  });

  it("pages a long list and filters it by text, % and _ taken literally", async () => {
    await getDb()
      .insert(redirects)
      .values(Array.from({ length: 55 }, (_, index) => ({ fromPath: `/bulk-${String(index).padStart(2, "0")}`, toPath: "/consult" })));
    const first = (await loader(args(visitors.marketing.get("/admin/redirects?q=bulk-")))) as Screen;
    expect([first.total, first.pageCount, first.rows.length]).toEqual([55, 2, 50]);
    const second = (await loader(args(visitors.marketing.get("/admin/redirects?q=bulk-&page=2")))) as Screen;
    expect(second.rows.map((row) => row.fromPath)).toEqual(["/bulk-50", "/bulk-51", "/bulk-52", "/bulk-53", "/bulk-54"]);
    expect(((await loader(args(visitors.marketing.get("/admin/redirects?q=%25")))) as Screen).total).toBe(0);
    expect(((await loader(args(visitors.marketing.get("/admin/redirects?page=abc")))) as Screen).page).toBe(1);
  });
});
