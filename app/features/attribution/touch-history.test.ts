import { describe, expect, it } from "vitest";
import { classifyTouch, type Touch } from "./classify-touch";
import { withTouch } from "./touch-history";

const at = (page: string, referrer: string | null, now: number): Touch =>
  classifyTouch({ pageUrl: new URL(page, "https://site.example"), referrer, siteHosts: ["site.example"], now })!;

describe("withTouch", () => {
  const ad = at("/?utm_source=google&utm_medium=cpc&utm_campaign=spring", null, 1);
  const typed = at("/pricing", null, 2);
  const search = at("/", "https://www.bing.com/", 3);

  it("starts with the first touch as both first and last", () => {
    expect(withTouch(null, typed)).toEqual({ first: typed, last: typed });
  });

  it("never changes the first touch; the last is the latest that was not direct", () => {
    const afterAd = withTouch(null, ad);
    const afterTyped = withTouch(afterAd, typed);
    expect(afterTyped).toBe(afterAd);
    expect(withTouch(afterTyped, search)).toEqual({ first: ad, last: search });
  });

  it("moves a direct first visitor's last touch to their first campaign", () => {
    expect(withTouch(withTouch(null, typed), ad)).toEqual({ first: typed, last: ad });
  });

  it("keeps the last touch as it arrived when the same source, medium and campaign come again", () => {
    const shareClick = at("/share/ab12", "https://site.example/share/ab12", 4);
    expect(shareClick.referralLinkCode).toBe("ref_ab12_share-referral-none_ab12");
    const landing = at("/?ref=ab12", "https://partner.example/", 5);
    const afterClick = withTouch(withTouch(null, typed), shareClick);
    expect(withTouch(afterClick, landing)).toBe(afterClick);
    expect(withTouch(afterClick, at("/?ref=ab12&utm_campaign=fall", null, 6)).last.campaign).toBe("fall");
  });
});
