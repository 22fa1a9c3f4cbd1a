import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE, VISITOR_COOKIE } from "~/features/analytics/session-cookie";
import { ATTRIBUTION_COOKIE } from "~/features/attribution/attribution-cookie.server";
import { documentCacheHeaders, PERSONAL_DOCUMENT_CACHE_CONTROL } from "~/features/caching/document-cache";
import { PAGE_NEUTRAL_COOKIES } from "~/features/caching/page-neutral-cookies.mjs";
import { NGINX_PATH } from "../../scripts/debian-packages.mjs";
import { nginxPersonalRequests } from "./nginx-cookie-map";

/**
 * Every cookie the code can set (decision 046), found in the source the way a reader
 * would find it: a name handed to signedCookie or createCookie, a `…_COOKIE = "name"`
 * constant, or a Set-Cookie string written out (`name=…; Path=`). Each must make a
 * request personal, for the app and for nginx alike, unless it is on the neutral list.
 */
const SOURCE_DIRS = ["app", "server"];
const NAME_SOURCES = [
  /\b(?:signedCookie|createCookie)\(\s*["'`]([^"'`]+)["'`]/g,
  /\b[A-Z][A-Z0-9_]*COOKIE(?:_NAME)?\s*=\s*["'`]([^"'`]+)["'`]/g,
  /["'`]([A-Za-z0-9_-]+)=[^"'`\n]*;\s*Path=/gi,
];

function cookiesInSource(): Map<string, string> {
  const found = new Map<string, string>();
  for (const dir of SOURCE_DIRS) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.(?:ts|tsx|mjs|js)$/.test(entry.name) || /\.test\.\w+$/.test(entry.name)) continue;
      const file = join(entry.parentPath, entry.name);
      const text = readFileSync(file, "utf8");
      for (const pattern of NAME_SOURCES) for (const [, name] of text.matchAll(pattern)) if (!found.has(name!)) found.set(name!, file);
    }
  }
  return found;
}

const inventory = cookiesInSource();
const names = [...inventory.keys()].sort();
const isNeutral = (name: string) => (PAGE_NEUTRAL_COOKIES as readonly string[]).includes(name);

/** What entry.server decides for an anonymous page requested with this Cookie header. */
const appTreatsAsPersonal = (cookieHeader: string) =>
  documentCacheHeaders({ status: 200, cookieHeader, setsCookie: false, branded: false, touchLanding: false, html: "<main></main>" }).cacheControl ===
  PERSONAL_DOCUMENT_CACHE_CONTROL;

/** Each cookie alone, and between the two neutral ones as a browser with analytics sends it. */
const cases = names.flatMap((name) => [`${name}=1`, `sid=abc; ${name}=1; vid=def`].map((header) => ({ name, header })));

describe("every cookie the site sets", () => {
  it("is found by the scan, whichever way its name is written", () => {
    // One of each kind of source, so a scan that stopped finding a kind fails here.
    expect(names).toEqual(expect.arrayContaining(["consult_draft", "csrf", "staff_session", "recent_lead", SESSION_COOKIE]));
  });

  it("has a neutral list made only of the analytics ids and the attribution cookie", () => {
    expect([...PAGE_NEUTRAL_COOKIES].sort()).toEqual([SESSION_COOKIE, VISITOR_COOKIE, ATTRIBUTION_COOKIE].sort());
    for (const name of PAGE_NEUTRAL_COOKIES) expect(inventory.has(name), name).toBe(true);
  });

  it("makes the app answer private unless it is on the neutral list", () => {
    const wrong = cases.filter(({ name, header }) => appTreatsAsPersonal(header) === isNeutral(name));
    expect(wrong.map(({ name, header }) => `${header} (${inventory.get(name)})`)).toEqual([]);
  });

  it.runIf(existsSync(NGINX_PATH))("makes nginx pass its cache unless it is on the neutral list", async () => {
    const personal = await nginxPersonalRequests(cases.map(({ header }) => header));
    const wrong = cases.filter(({ name }, index) => personal[index] === isNeutral(name));
    expect(wrong.map(({ name, header }) => `${header} (${inventory.get(name)})`)).toEqual([]);
  });
});
