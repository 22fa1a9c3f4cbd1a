import { execFileSync } from "node:child_process";
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

type Limits = NonNullable<Parameters<typeof rememberingMatchRoutes>[2]>;

/** The cache around `original`, typed as the function it stands in for, with its own accounting. */
const remembering = (original: unknown, limits?: Limits) =>
  rememberingMatchRoutes(original as never, router, limits) as unknown as typeof router.matchRoutes & {
    rememberedBytes(): number;
  };

/** How many times `original` was asked about each location. */
const callsPerPath = (original: ReturnType<typeof vi.fn>) => {
  const calls = new Map<string, number>();
  for (const [, location] of original.mock.calls) calls.set(String(location), (calls.get(String(location)) ?? 0) + 1);
  return calls;
};

/** A path of about 15 KB, as a scanner or a fuzzer sends. */
const LONG = "a".repeat(15_000);

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

  it("keeps within its byte budget, forgetting the least recently used path first", () => {
    const original = vi.fn(router.matchRoutes);
    const routes = [{ id: "page", path: "/:slug" }];
    const matchRoutes = remembering(original);
    matchRoutes(routes, "/a");
    // The same size for /b and /c: as long a path, the same parameter.
    const oneEntry = matchRoutes.rememberedBytes();
    expect(oneEntry).toBeGreaterThan(0);

    const twoEntries = remembering(original, { maxBytes: 2 * oneEntry });
    original.mockClear();
    for (const path of ["/a", "/b", "/a", "/c", "/a", "/b"]) twoEntries(routes, path);
    // /a, /b computed; /a remembered (and used last); /c pushes out /b, the least recently used; /a remembered; /b again.
    expect(original.mock.calls.map(([, location]) => location)).toEqual(["/a", "/b", "/c", "/b"]);
    expect(twoEntries.rememberedBytes()).toBeLessThanOrEqual(2 * oneEntry);
  });

  it("remembers no path that only a splat route matches, that nothing matches, or that is past its length cap", async () => {
    const original = vi.fn(router.matchRoutes);
    const matchRoutes = remembering(original);
    const routes = await siteRoutes();
    const unknown = [
      "/no/such/page", // the 404 route, `$.tsx` (path "*")
      `/x/${LONG}`,
      `/${LONG}`, // `$slug.tsx`: a single segment of any length
      `/industries/${LONG}`,
    ];
    for (const path of unknown) {
      for (let round = 0; round < 2; round++) {
        expect(snapshot(matchRoutes(routes, path)), path.slice(0, 20)).toEqual(snapshot(router.matchRoutes(routes, path)));
      }
    }
    // Nothing matches "/" under another basename.
    for (let round = 0; round < 2; round++) expect(matchRoutes(routes, "/", "/shop")).toBeNull();
    for (const [path, calls] of callsPerPath(original)) expect(calls, path.slice(0, 20)).toBe(2);
    expect(matchRoutes.rememberedBytes()).toBe(0);
  });

  it("still remembers the site's pages after a flood of long unknown paths", async () => {
    const original = vi.fn(router.matchRoutes);
    const matchRoutes = remembering(original);
    const routes = await siteRoutes();
    const pages = ["/", "/surcharge", "/industries/grocery", "/articles/surcharging-vs-dual-pricing", "/admin/leads/42"];
    for (const path of pages) matchRoutes(routes, path);
    for (let index = 0; index < 2000; index++) matchRoutes(routes, index % 2 ? `/${index}${LONG}` : `/x/${index}${LONG}`);
    for (const path of pages) matchRoutes(routes, path);
    for (const path of pages) expect(callsPerPath(original).get(path), path).toBe(1);
    expect(matchRoutes.rememberedBytes()).toBeLessThan(10_000);
  });

  it("retains a bounded heap however many long unknown paths it sees (measured in a process of its own)", () => {
    // Heap use needs a garbage collection on demand, so it is measured in a child process.
    const script = `
      import * as router from "@remix-run/router";
      import { rememberingMatchRoutes } from ${JSON.stringify(new URL("../../server/route-match-cache.mjs", import.meta.url).href)};
      const routes = [{ id: "root", path: "", children: [
        { id: "slug", path: ":slug" }, { id: "industry", path: "industries/:name" }, { id: "not-found", path: "*" },
      ] }];
      const matchRoutes = rememberingMatchRoutes(router.matchRoutes, router);
      const heap = () => { for (let i = 0; i < 4; i++) globalThis.gc(); return process.memoryUsage().heapUsed; };
      const before = heap();
      for (let index = 0; index < 2000; index++) {
        for (const path of ["/" + index, "/x/" + index, "/industries/" + index]) matchRoutes(routes, path + "a".repeat(15000));
      }
      const growth = heap() - before;
      // Used after the measurement, or the collector would take the whole cache with it.
      if (matchRoutes(routes, "/industries/grocery")?.at(-1)?.route.id !== "industry") throw new Error("the cache stopped matching");
      process.stdout.write(String(growth));
    `;
    const growth = Number(execFileSync(process.execPath, ["--expose-gc", "--input-type=module", "-e", script], { encoding: "utf8" }));
    // Before the cap, the last 2,000 of these paths kept 111 MB.
    expect(growth).toBeLessThan(8 * 1024 * 1024);
  }, 60_000);

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
