import { createRequire } from "node:module";
import { readConfig } from "@remix-run/dev/dist/config.js";
import * as router from "@remix-run/router";
import { describe, expect, it, vi } from "vitest";
import { installRouteMatchCache, rememberingMatchRoutes } from "../../server/route-match-cache.mjs";

/** The package's CommonJS exports object: what Remix calls through, and what the cache replaces. */
const routerExports = createRequire(import.meta.url)("@remix-run/router") as typeof router;

type TestRoute = router.AgnosticRouteObject;

/** The site's own route table, nested the way Remix nests it (ids, paths, index routes). */
async function siteRoutes(): Promise<TestRoute[]> {
  const config = await readConfig(process.cwd(), "production" as Parameters<typeof readConfig>[1]);
  const manifest = Object.values(config.routes);
  const childrenOf = (parentId: string | undefined): TestRoute[] =>
    manifest
      .filter((route) => route.parentId === parentId)
      .map((route): TestRoute => {
        const common = { id: route.id, path: route.path, caseSensitive: route.caseSensitive };
        if (route.index) return { ...common, index: true };
        const children = childrenOf(route.id);
        return children.length > 0 ? { ...common, children } : common;
      });
  return childrenOf(undefined);
}

const PATHS = [
  "/",
  "/surcharge",
  "/industries/grocery",
  "/industries/grocery/",
  "/articles",
  "/articles/surcharging-vs-dual-pricing",
  "/admin",
  "/admin/leads/42",
  "/admin/login",
  "/ADMIN/Leads",
  "/admin/partners/3/links/9/qr.svg",
  "/robots.txt",
  "/sitemap.xml",
  "/uploads/abc.png",
  "/team/project-hurricane",
  "/no/such/page/at/all",
  "/caf%C3%A9%20menu",
  "/%E0%A4%A",
  "/consult?step=2#top",
  "",
];

/** The cache around `original`, typed as the function it stands in for. */
const remembering = (original: unknown, limit?: number) =>
  rememberingMatchRoutes(original as never, router, limit) as unknown as typeof router.matchRoutes;

const snapshot = (matches: ReturnType<typeof router.matchRoutes>) =>
  matches?.map((match) => ({
    id: match.route.id,
    params: match.params,
    pathname: match.pathname,
    pathnameBase: match.pathnameBase,
  }));

describe("remembered route matching", () => {
  it("answers every path exactly as @remix-run/router does, on the site's route table", async () => {
    const routes = await siteRoutes();
    const matchRoutes = remembering(router.matchRoutes);
    for (const basename of ["/", "/shop"]) {
      for (const path of PATHS) {
        const expected = router.matchRoutes(routes, path, basename);
        for (const location of [path, router.parsePath(path)]) {
          // Twice: the first answer is computed, the second remembered.
          for (let round = 0; round < 2; round++) {
            const actual = matchRoutes(routes, location, basename);
            expect(snapshot(actual), `${basename} ${path}`).toEqual(snapshot(expected));
            actual?.forEach((match, index) => expect(match.route).toBe(expected?.[index]?.route));
          }
        }
      }
    }
  });

  it("points at the routes of the table it is given, which Remix builds anew for each render", async () => {
    const matchRoutes = remembering(router.matchRoutes);
    const first = await siteRoutes();
    const second = await siteRoutes();
    matchRoutes(first, "/industries/grocery");
    const matches = matchRoutes(second, "/industries/grocery");
    expect(matches?.at(-1)?.route).toBe(router.matchRoutes(second, "/industries/grocery")?.at(-1)?.route);
    expect(matches?.at(-1)?.params).toEqual({ name: "grocery" });
  });

  it("matches once per path and table shape, and hands out fresh match objects", async () => {
    const original = vi.fn(router.matchRoutes);
    const matchRoutes = remembering(original);
    const routes = await siteRoutes();
    const first = matchRoutes(routes, "/industries/grocery");
    (first!.at(-1)!.params as Record<string, string>).name = "changed";
    const second = matchRoutes(routes, "/industries/grocery");
    expect(second?.at(-1)?.params).toEqual({ name: "grocery" });
    matchRoutes(await siteRoutes(), "/industries/grocery");
    expect(original).toHaveBeenCalledTimes(1);
    // A table of another shape is another table.
    matchRoutes([{ id: "only", path: "/industries/:slug" }], "/industries/grocery");
    expect(original).toHaveBeenCalledTimes(2);
  });

  it("leaves tables without unique ids to the original every time", () => {
    const original = vi.fn(router.matchRoutes);
    const matchRoutes = remembering(original);
    const routes = [{ path: "/a" }, { path: "/b" }];
    matchRoutes(routes, "/a");
    matchRoutes(routes, "/a");
    const repeated = [
      { id: "same", path: "/a" },
      { id: "same", path: "/b" },
    ];
    expect(matchRoutes(repeated, "/b")?.[0]?.route).toBe(repeated[1]);
    matchRoutes(repeated, "/b");
    expect(original).toHaveBeenCalledTimes(4);
  });

  it("keeps at most its limit of paths, forgetting the oldest first", () => {
    const original = vi.fn(router.matchRoutes);
    const matchRoutes = remembering(original, 2);
    const routes = [{ id: "page", path: "/:slug" }];
    for (const path of ["/a", "/b", "/c", "/c", "/b", "/a"]) matchRoutes(routes, path);
    // /a, /b, /c computed; /c and /b remembered; /a had been forgotten when /c came.
    expect(original.mock.calls.map(([, location]) => location)).toEqual(["/a", "/b", "/c", "/a"]);
  });

  it("is what Remix's data router calls once installed (the patch of its query is applied)", async () => {
    const routes = await siteRoutes();
    const original = routerExports.matchRoutes;
    const restore = installRouteMatchCache();
    try {
      expect(routerExports.matchRoutes).not.toBe(original);
      const spy = vi.spyOn(routerExports, "matchRoutes");
      const handler = routerExports.createStaticHandler(routes);
      await handler.query(new Request("http://localhost/industries/grocery"));
      await handler.queryRoute(new Request("http://localhost/robots.txt")).catch(() => undefined);
      expect(spy).toHaveBeenCalledTimes(2);
      spy.mockRestore();
    } finally {
      restore();
    }
    expect(routerExports.matchRoutes).toBe(original);
  });
});
