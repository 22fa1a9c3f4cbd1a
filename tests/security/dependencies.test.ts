import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

/**
 * `npm audit` needs the registry's audit service, which the development machine cannot
 * reach. These are the advisories checked by hand instead (docs/security.md, "Dependencies"): for
 * each, the first fixed version, and the installed version must be at least that. A
 * downgrade, or a lock file that pulls an older copy, fails here.
 */
const ADVISORIES: { pkg: string; fixedIn: string; advisories: string[] }[] = [
  { pkg: "sanitize-html", fixedIn: "2.17.4", advisories: ["GHSA-rpr9-rxv7-x643"] },
  { pkg: "sanitize-html", fixedIn: "2.17.6", advisories: ["GHSA-jxwj-j7wr-gfrw"] },
  { pkg: "@remix-run/node", fixedIn: "2.17.2", advisories: ["GHSA-9583-h5hc-x8cw"] },
  { pkg: "@remix-run/react", fixedIn: "2.17.4", advisories: ["GHSA-8v8x-cx79-35w7", "GHSA-2w69-qvjg-hvjx"] },
  { pkg: "@remix-run/router", fixedIn: "1.23.2", advisories: ["GHSA-8v8x-cx79-35w7", "GHSA-2w69-qvjg-hvjx"] },
  { pkg: "@remix-run/express", fixedIn: "2.16.3", advisories: ["GHSA-4q56-crqp-v477"] },
  { pkg: "drizzle-orm", fixedIn: "0.45.2", advisories: ["GHSA-gpj5-g38j-94v9"] },
  {
    pkg: "nodemailer",
    fixedIn: "9.1.1",
    advisories: ["GHSA-2x7j-588g-ccc2", "GHSA-wmmp-3585-3rmp", "GHSA-cc9r-2j5m-2m83", "GHSA-8m3c-c648-2xjj", "GHSA-rcmh-qjqh-p98v", "GHSA-mm7p-fcc7-pg87"],
  },
  { pkg: "undici", fixedIn: "6.27.0", advisories: ["GHSA-35p6-xmwp-9g52"] },
  { pkg: "ua-parser-js", fixedIn: "1.0.33", advisories: ["GHSA-fhg7-m89q-25r3"] },
  { pkg: "crypto-js", fixedIn: "4.2.0", advisories: ["GHSA-xwcq-pm8m-c4vf"] },
  { pkg: "cookie", fixedIn: "0.7.0", advisories: ["GHSA-pxg6-pf52-xh8x"] },
  { pkg: "path-to-regexp", fixedIn: "0.1.12", advisories: ["GHSA-rhx6-c78j-4q9w"] },
  { pkg: "qs", fixedIn: "6.16.0", advisories: ["GHSA-6rw7-vpxm-498p", "GHSA-4mjr-xmp4-gh2g", "GHSA-x5fp-wj9c-mxmx"] },
  { pkg: "@conform-to/dom", fixedIn: "1.1.1", advisories: ["GHSA-624g-8qjg-8qxf"] },
  { pkg: "on-headers", fixedIn: "1.1.0", advisories: ["GHSA-76c9-3jph-rj3q"] },
  { pkg: "express", fixedIn: "4.20.0", advisories: ["GHSA-qw6h-vgh9-j6wx"] },
  { pkg: "body-parser", fixedIn: "1.20.3", advisories: ["GHSA-qwcr-r2fm-qrc7"] },
  { pkg: "send", fixedIn: "0.19.0", advisories: ["GHSA-m6fv-jmcg-4jfg"] },
  { pkg: "serve-static", fixedIn: "1.16.0", advisories: ["GHSA-cm22-4g7w-348p"] },
  { pkg: "marked", fixedIn: "4.0.10", advisories: ["GHSA-rrrm-qjm4-v8hf", "GHSA-5v2h-r2cx-5xgj"] },
  { pkg: "zod", fixedIn: "3.22.3", advisories: ["GHSA-m95q-7qp3-xv42"] },
];

const require = createRequire(import.meta.url);

/** Every installed copy of a package (nested copies included), by the lock file. */
function installedVersions(pkg: string): string[] {
  const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { packages: Record<string, { version?: string }> };
  return Object.entries(lock.packages)
    .filter(([path]) => path === `node_modules/${pkg}` || path.endsWith(`/node_modules/${pkg}`))
    .map(([, entry]) => entry.version ?? "");
}

function compare(a: string, b: string): number {
  const parts = (version: string) => version.split("-")[0]!.split(".").map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let index = 0; index < 3; index++) if ((x[index] ?? 0) !== (y[index] ?? 0)) return (x[index] ?? 0) - (y[index] ?? 0);
  return 0;
}

describe("dependencies checked by hand against known advisories", () => {
  it.each(ADVISORIES.map((entry) => [entry.pkg, entry.advisories.join(", "), entry.fixedIn] as const))(
    "%s is past %s (fixed in %s)",
    (pkg, _advisories, fixedIn) => {
      const versions = installedVersions(pkg);
      expect(versions.length, `${pkg} is not in the lock file`).toBeGreaterThan(0);
      for (const version of versions) expect(compare(version, fixedIn), `${pkg} ${version}`).toBeGreaterThanOrEqual(0);
    },
  );

  it("installed what the lock file says (sanitize-html)", () => {
    const installed = (require("sanitize-html/package.json") as { version: string }).version;
    expect(installedVersions("sanitize-html")).toEqual([installed]);
  });
});
