import { describe, expect, it } from "vitest";
import {
  goesLiveAt,
  isPubliclyVisible,
  movedNoticeMessage,
  publishStatus,
  savedAddress,
  savedNoticeMessage,
  siteClock,
  siteToday,
  slugChangeWarning,
} from "./publish-state";

describe("the publish state", () => {
  /** The site's clock: 26 November 2026, 9:30 in the morning. */
  const today = "2026-11-26T09:30";

  it("is public only when published and the publish date is today or earlier", () => {
    expect(isPubliclyVisible({ published: true, publishDate: "2026-11-25" }, today)).toBe(true);
    expect(isPubliclyVisible({ published: true, publishDate: "2026-11-26" }, today)).toBe(true);
    expect(isPubliclyVisible({ published: true, publishDate: "2026-11-27" }, today)).toBe(false);
    expect(isPubliclyVisible({ published: false, publishDate: "2026-11-25" }, today)).toBe(false);
    // Database pages have no publish date.
    expect(isPubliclyVisible({ published: true }, today)).toBe(true);
  });

  it("waits for its time of day on its publish date, to the minute", () => {
    expect(isPubliclyVisible({ published: true, publishDate: "2026-11-26", publishTime: "09:30" }, today)).toBe(true);
    expect(isPubliclyVisible({ published: true, publishDate: "2026-11-26", publishTime: "09:31" }, today)).toBe(false);
    expect(isPubliclyVisible({ published: true, publishDate: "2026-11-25", publishTime: "23:59" }, today)).toBe(true);
    expect(publishStatus({ published: true, publishDate: "2026-11-26", publishTime: "17:00" }, today, false)).toBe("scheduled");
  });

  it("names draft, scheduled, published and unpublished", () => {
    expect(publishStatus({ published: false, publishDate: "2026-01-01" }, today, false)).toBe("draft");
    expect(publishStatus({ published: true, publishDate: "2026-12-01" }, today, false)).toBe("scheduled");
    expect(publishStatus({ published: true, publishDate: "2026-01-01" }, today, true)).toBe("published");
    expect(publishStatus({ published: false, publishDate: "2026-01-01" }, today, true)).toBe("unpublished");
  });

  it("takes today from the site's zone (America/Chicago), not UTC", () => {
    // 03:00 UTC on the 27th is still the evening of the 26th in Chicago.
    expect(siteToday(new Date("2026-11-27T03:00:00Z"))).toBe("2026-11-26");
    expect(siteToday(new Date("2026-11-27T07:00:00Z"))).toBe("2026-11-27");
    expect(siteClock(new Date("2026-11-27T03:05:00Z"))).toBe("2026-11-26T21:05");
  });

  it("goes live at midnight of its publish date in the site's zone, across the clock changes", () => {
    expect(goesLiveAt("2026-12-01").toISOString()).toBe("2026-12-01T06:00:00.000Z");
    expect(goesLiveAt("2026-07-01").toISOString()).toBe("2026-07-01T05:00:00.000Z");
    expect(goesLiveAt("2026-12-01", "09:30").toISOString()).toBe("2026-12-01T15:30:00.000Z");
    expect(goesLiveAt("2027-03-14", "12:00").toISOString()).toBe("2027-03-14T17:00:00.000Z");
  });
});

describe("the notice after a save", () => {
  it("says exactly where the row stands", () => {
    expect(savedNoticeMessage("published", "published", null)).toBe("Saved and published.");
    expect(savedNoticeMessage("1", "published", null)).toBe("Saved and published.");
    expect(savedNoticeMessage("published", "scheduled", "Tue, Dec 1, 2026, 1:00 AM EST")).toBe(
      "Saved. Scheduled to go live on Tue, Dec 1, 2026, 1:00 AM EST.",
    );
    expect(savedNoticeMessage("1", "draft", null)).toBe("Saved as a draft.");
    expect(savedNoticeMessage("1", "unpublished", null)).toBe("Saved. It stays unpublished: visitors do not see it.");
    expect(savedNoticeMessage("unpublished", "unpublished", null)).toBe("Unpublished: visitors no longer see it.");
    expect(savedNoticeMessage(null, "published", null)).toBeNull();
  });

  it("says where a moved page is now, and warns before a live page moves", () => {
    expect(movedNoticeMessage("/articles/old", "/articles/new")).toBe("The address is now /articles/new: /articles/old redirects there permanently.");
    expect(slugChangeWarning("/articles/old", "/articles/new")).toMatch(/^This is live at \/articles\/old\. Saving moves it to \/articles\/new; .*permanent redirect/);
  });

  it("lands each save on an address of its own, even when the same kind of save is repeated", () => {
    expect(savedAddress("/admin/articles/7", "published", 2)).toBe("/admin/articles/7?saved=published&version=2");
    expect(savedAddress("/admin/articles/7", "published", 3)).not.toBe(savedAddress("/admin/articles/7", "published", 2));
    expect(savedAddress("/admin/articles/7", "1", 4, "&moved=%2Farticles%2Fold")).toBe("/admin/articles/7?saved=1&version=4&moved=%2Farticles%2Fold");
  });
});
