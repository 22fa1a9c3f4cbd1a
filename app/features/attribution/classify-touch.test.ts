import { describe, expect, it } from "vitest";
import { carriesTouch, classifyTouch, directTouch, MAX_LANDING_PAGE_LENGTH, MAX_TOUCH_VALUE_LENGTH, touchValue } from "./classify-touch";

const SITE = "www.paysite.example";
const NOW = Date.UTC(2026, 10, 27, 12);
const touch = (page: string, referrer: string | null = null) =>
  classifyTouch({ pageUrl: new URL(page, `https://${SITE}`), referrer, siteHosts: [SITE, "127.0.0.1:3500"], now: NOW });

describe("classifyTouch", () => {
  it("takes utm parameters as given, trimmed and lower-cased, with the landing page and the external referrer", () => {
    expect(touch("/pricing?utm_source=%20LinkedIn%20&utm_medium=Paid-Social&utm_campaign=Spring_2027&utm_term=pos&utm_content=Banner-A", "https://www.linkedin.com/feed")).toEqual({
      source: "linkedin",
      medium: "paid-social",
      campaign: "spring_2027",
      term: "pos",
      content: "banner-a",
      referrerHost: "www.linkedin.com",
      landingPage: "/pricing?utm_source=%20LinkedIn%20&utm_medium=Paid-Social&utm_campaign=Spring_2027&utm_term=pos&utm_content=Banner-A",
      referralLinkCode: null,
      at: NOW,
    });
  });

  it("says (not set) for a medium utm parameters leave out", () => {
    expect(touch("/?utm_source=newsletter&utm_campaign=fall")).toMatchObject({ source: "newsletter", medium: "(not set)", campaign: "fall" });
  });

  it.each([
    ["gclid", "google"],
    ["msclkid", "bing"],
    ["fbclid", "facebook"],
  ])("reads a %s click id as a paid click from %s unless utm says otherwise", (param, engine) => {
    expect(touch(`/?${param}=abc123`)).toMatchObject({ source: engine, medium: "cpc", campaign: null });
    expect(touch(`/?${param}=abc123&utm_source=partner-mail&utm_campaign=q1`)).toMatchObject({ source: "partner-mail", medium: "cpc", campaign: "q1" });
    expect(touch(`/?${param}=abc123&utm_medium=display`)).toMatchObject({ source: engine, medium: "display" });
    expect(touch(`/?${param}=`)).toMatchObject({ source: "direct", medium: "direct" });
  });

  it("credits a partner's referral link to the partner, with the link code", () => {
    const link = "/?ref=gulfbank&utm_source=newsletter&utm_medium=email&utm_campaign=spring&code=ab12";
    expect(touch(link)).toMatchObject({
      source: "gulfbank",
      medium: "referral",
      campaign: "spring",
      referralLinkCode: "ref_gulfbank_newsletter-email-spring_ab12",
    });
    // A `ref` alone (where /share/{code} lands) names the partner without a link.
    expect(touch("/?ref=Gulfbank&utm_campaign=fall", "https://partner.example/")).toMatchObject({
      source: "gulfbank",
      medium: "referral",
      campaign: "fall",
      referralLinkCode: null,
    });
    expect(touch("/?ref=not%20safe")).toMatchObject({ source: "direct" });
    expect(touch("/", "https://partner.example/share/ab12")).toMatchObject({
      source: "ab12",
      medium: "referral",
      referralLinkCode: "ref_ab12_share-referral-none_ab12",
      referrerHost: "partner.example",
    });
  });

  it.each([
    ["https://www.google.com/", "google", "organic"],
    ["https://www.google.co.uk/search?q=pos", "google", "organic"],
    ["https://www.bing.com/search?q=card+fees", "bing", "organic"],
    ["https://duckduckgo.com/", "duckduckgo", "organic"],
    ["https://search.yahoo.com/search", "yahoo", "organic"],
    ["https://l.facebook.com/l.php", "facebook", "social"],
    ["https://t.co/xyz", "twitter", "social"],
    ["https://www.linkedin.com/", "linkedin", "social"],
    ["https://blog.restaurant-tips.example/best-pos", "blog.restaurant-tips.example", "referral"],
    ["http://www.chamber.example:8080/members", "chamber.example:8080", "referral"],
  ])("reads a referrer %s as %s / %s", (referrer, source, medium) => {
    expect(touch("/industries/restaurants", referrer)).toMatchObject({ source, medium, landingPage: "/industries/restaurants" });
  });

  it("makes no touch for a move within the site, whatever the port or www.", () => {
    expect(touch("/pricing", `https://${SITE}/`)).toBeNull();
    expect(touch("/pricing", "https://paysite.example/about")).toBeNull();
    expect(touch("/pricing", "http://127.0.0.1:3500/")).toBeNull();
    // Campaign parameters on an internal link still name their campaign.
    expect(touch("/pricing?utm_source=footer", `https://${SITE}/`)).toMatchObject({ source: "footer", referrerHost: null });
  });

  it("is direct without a referrer or parameters, and for a referrer that is no web address", () => {
    expect(touch("/")).toMatchObject({ source: "direct", medium: "direct", referrerHost: null, landingPage: "/" });
    expect(touch("/", "android-app://com.google.android.gm/")).toMatchObject({ source: "direct" });
    expect(touch("/", "not a url")).toMatchObject({ source: "direct" });
  });

  it("caps values and the landing page, and drops control characters and lone surrogates", () => {
    const long = "x".repeat(500);
    const capped = touch(`/${"p".repeat(400)}?utm_source=${long}&utm_campaign=a%00b%0Ac&utm_term=%ED%A0%80`)!;
    expect(capped.source).toHaveLength(MAX_TOUCH_VALUE_LENGTH);
    expect(capped.campaign).toBe("abc");
    // Bytes that are no UTF-8 arrive as U+FFFD, which every database stores.
    expect(capped.term).toBe("\uFFFD\uFFFD\uFFFD");
    expect(capped.landingPage).toHaveLength(MAX_LANDING_PAGE_LENGTH);
    expect(touchValue("\uD800x")).toBe("x");
    expect(touchValue(" \u0007 ")).toBeNull();
    // Capped in bytes of UTF-8, whole characters only: 25 four-byte emoji.
    expect(touchValue("😀".repeat(150))).toBe("😀".repeat(MAX_TOUCH_VALUE_LENGTH / 4));
    expect(touchValue(`${"é".repeat(49)}xé`)).toBe(`${"é".repeat(49)}x`);
  });

  it("survives hostile input without throwing", () => {
    for (const referrer of ["javascript:alert(1)", "https://", "https://%zz/", "x".repeat(5000), "https://a\u0000b.example/"]) {
      expect(() => touch("/?utm_source[]=x&utm_source=%F0%9F", referrer)).not.toThrow();
    }
    expect(touch("/", `https://${"a".repeat(2100)}.example/`)).toMatchObject({ source: "direct" });
  });
});

describe("carriesTouch and directTouch", () => {
  it("marks only requests that name a source", () => {
    const carries = (page: string, referrer: string | null = null) => carriesTouch(new URL(page, `https://${SITE}`), referrer, [SITE]);
    expect(carries("/?utm_campaign=x")).toBe(true);
    expect(carries("/?gclid=1")).toBe(true);
    expect(carries("/", "https://www.google.com/")).toBe(true);
    expect(carries("/")).toBe(false);
    expect(carries("/?page=2")).toBe(false);
    expect(carries("/", `https://${SITE}/pricing`)).toBe(false);
  });

  it("makes a direct touch on the page's path, without its query", () => {
    expect(directTouch(new URL(`https://${SITE}/pricing?x=1`), NOW)).toMatchObject({ source: "direct", medium: "direct", landingPage: "/pricing", at: NOW });
  });
});
