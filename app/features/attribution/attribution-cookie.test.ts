import { describe, expect, it } from "vitest";
import { ATTRIBUTION_COOKIE, readAttributionCookie, serializeAttributionCookie } from "./attribution-cookie.server";
import { classifyTouch, type Touch } from "./classify-touch";
import { withTouch } from "./touch-history";

const touch = (page: string, referrer: string | null, now: number): Touch =>
  classifyTouch({ pageUrl: new URL(page, "https://site.example"), referrer, siteHosts: ["site.example"], now })!;

/** The request a browser sends back with the cookie a Set-Cookie value made. */
const withCookie = (value: string) => new Request("https://site.example/", { headers: { Cookie: value } });
const pairOf = (setCookie: string) => setCookie.split(";")[0]!;

describe("the attribution cookie", () => {
  const first = touch("/?utm_source=news&utm_campaign=fall", null, 1_000);
  const last = touch("/pricing", "https://www.google.com/", 2_000);

  it("gives back the history it was given, first and last", async () => {
    const history = withTouch(withTouch(null, first), last);
    expect(await readAttributionCookie(withCookie(pairOf(await serializeAttributionCookie(history))))).toEqual(history);
    const single = withTouch(null, first);
    expect(await readAttributionCookie(withCookie(pairOf(await serializeAttributionCookie(single))))).toEqual({ first, last: first });
  });

  it("is HttpOnly, SameSite=Lax and lives 90 days", async () => {
    const header = await serializeAttributionCookie(withTouch(null, first));
    expect(header).toMatch(new RegExp(`^${ATTRIBUTION_COOKIE}=`));
    expect(header).toMatch(/Max-Age=7776000/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
  });

  it("reads a tampered, malformed or missing cookie as no history", async () => {
    const pair = pairOf(await serializeAttributionCookie(withTouch(null, first)));
    const [name, value] = [pair.slice(0, pair.indexOf("=")), decodeURIComponent(pair.slice(pair.indexOf("=") + 1))];
    const dot = value.lastIndexOf(".");
    const forged = Buffer.from(JSON.stringify({ first: { ...first, source: "forged" }, last: null })).toString("base64");
    expect(await readAttributionCookie(withCookie(`${name}=${encodeURIComponent(forged + value.slice(dot))}`))).toBeNull();
    expect(await readAttributionCookie(withCookie(`${name}=not-a-cookie`))).toBeNull();
    expect(await readAttributionCookie(withCookie(`${name}=${"%".repeat(50)}`))).toBeNull();
    expect(await readAttributionCookie(new Request("https://site.example/"))).toBeNull();
  });

  it("fits a browser's 4 KB for two touches of the longest values", async () => {
    const longest = (now: number) =>
      touch(
        `/${"p".repeat(300)}?utm_source=${"😀".repeat(60)}&utm_medium=${"é".repeat(80)}&utm_campaign=${"c".repeat(200)}&utm_term=${"t".repeat(200)}&utm_content=${"x".repeat(200)}`,
        `https://${"h".repeat(60)}.${"i".repeat(60)}.example/`,
        now,
      );
    const header = await serializeAttributionCookie(withTouch(withTouch(null, longest(1)), { ...longest(2), source: "other" }));
    expect(pairOf(header).length).toBeLessThan(4000);
  });
});
