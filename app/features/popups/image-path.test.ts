import { describe, expect, it } from "vitest";
import { fullImageUrl, normaliseImagePath } from "./image-path";

const hosts = ["cdn.example.com"];

describe("normaliseImagePath", () => {
  it("adds a missing leading slash (product reference §7.1)", () => {
    expect(normaliseImagePath("images/promo.png", hosts)).toBe("/images/promo.png");
    expect(normaliseImagePath("uploads/lightboxes/a1.webp", hosts)).toBe("/uploads/lightboxes/a1.webp");
    expect(normaliseImagePath("./images/promo.png", hosts)).toBe("/images/promo.png");
  });

  it("keeps a path that already starts with one", () => {
    expect(normaliseImagePath("/images/home/pos.svg", hosts)).toBe("/images/home/pos.svg");
    expect(normaliseImagePath("  /images/x.png?v=2 ", hosts)).toBe("/images/x.png?v=2");
  });

  it("keeps https images on an allowed host only", () => {
    expect(normaliseImagePath("https://cdn.example.com/promo.png", hosts)).toBe("https://cdn.example.com/promo.png");
    expect(normaliseImagePath("https://tracker.example/pixel.png", hosts)).toBeNull();
    expect(normaliseImagePath("http://cdn.example.com/promo.png", hosts)).toBeNull();
  });

  it("drops anything else", () => {
    for (const unsafe of [
      "",
      "  ",
      "javascript:alert(1)",
      "data:image/svg+xml,<svg onload=alert(1)>",
      "//evil.example/x.png",
      "/\\evil.example/x.png",
      "images\\x.png",
      "../secret.png",
      "/images/../../etc/passwd",
      "images/a b.png",
      "/",
    ]) {
      expect(normaliseImagePath(unsafe, hosts), unsafe).toBeNull();
    }
    expect(normaliseImagePath(null, hosts)).toBeNull();
  });
});

describe("fullImageUrl", () => {
  it("prefixes site paths with the origin and leaves absolute URLs alone", () => {
    expect(fullImageUrl("/images/promo.png", "https://www.example.com")).toBe(
      "https://www.example.com/images/promo.png"
    );
    expect(fullImageUrl("https://cdn.example.com/a.png", "https://www.example.com")).toBe(
      "https://cdn.example.com/a.png"
    );
    expect(fullImageUrl(null, "https://www.example.com")).toBeNull();
  });
});
