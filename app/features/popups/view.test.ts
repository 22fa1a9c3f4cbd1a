import { describe, expect, it } from "vitest";
import { DEFAULT_CTA_TEXT, popupLinks, toPopupRecord, toPopupView } from "./view";

const row = {
  id: 7,
  header: "Stop paying to get paid",
  description: "0% processing",
  ctaText: null,
  ctaUrl: "javascript:alert(1)",
  image: "images/promo.png",
  showOnce: true,
  showOnExit: false,
  closeOnOverlay: true,
};

describe("toPopupView", () => {
  it("applies the default label, the safe destination and the image path rules", () => {
    expect(toPopupView(row, [])).toEqual({
      id: 7,
      header: "Stop paying to get paid",
      description: "0% processing",
      ctaText: DEFAULT_CTA_TEXT,
      ctaUrl: "/consult",
      image: "/images/promo.png",
      showOnce: true,
      showOnExit: false,
      closeOnOverlay: true,
    });
    expect(DEFAULT_CTA_TEXT).toBe("Request a Consultation Now");
    expect(toPopupView({ ...row, ctaText: "  Talk to us ", ctaUrl: "/surcharge" }, []).ctaText).toBe("Talk to us");
  });
});

describe("toPopupRecord", () => {
  it("uses the product reference's field names, with an absolute image URL", () => {
    const record = toPopupRecord(row, [], "https://www.example.com");
    expect(Object.keys(record).sort()).toEqual(
      [
        "lightbox_id",
        "header",
        "description",
        "cta_text",
        "cta_url",
        "image",
        "full_image_url",
        "show_once",
        "show_on_exit",
        "close_on_overlay",
      ].sort()
    );
    expect(record).toMatchObject({
      lightbox_id: 7,
      image: "/images/promo.png",
      full_image_url: "https://www.example.com/images/promo.png",
    });
  });
});

describe("popupLinks", () => {
  it("encodes the page to return to", () => {
    expect(popupLinks.close(3, "/?ref=A&b=1")).toBe("/lightbox/3/close?back=%2F%3Fref%3DA%26b%3D1");
    expect(popupLinks.go(3)).toBe("/lightbox/3/go");
  });
});
