import { describe, expect, it } from "vitest";
import { articleSocialImage } from "./social-image";

describe("articleSocialImage", () => {
  const cover = "/uploads/0123456789abcdef0123456789abcdef.webp";

  it("is the cover with its alt text", () => {
    expect(articleSocialImage({ title: "Fees", coverImage: cover, coverAlt: "A terminal" })).toEqual({ src: cover, alt: "A terminal" });
  });

  it("describes a decorative cover (no alt text) by the article's title", () => {
    expect(articleSocialImage({ title: "Fees", coverImage: cover, coverAlt: "" })).toEqual({ src: cover, alt: "Fees" });
    expect(articleSocialImage({ title: "Fees", coverImage: cover, coverAlt: null })).toEqual({ src: cover, alt: "Fees" });
  });

  it("is nothing without a cover, so the page gets the site's card", () => {
    expect(articleSocialImage({ title: "Fees", coverImage: null, coverAlt: null })).toBeUndefined();
  });
});
