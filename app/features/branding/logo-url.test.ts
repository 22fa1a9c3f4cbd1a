import { describe, expect, it } from "vitest";
import { isPlaceholderImageHost, safeLogoUrl } from "./logo-url";

describe("logo URLs", () => {
  it("recognises placeholder image services and their subdomains", () => {
    expect(isPlaceholderImageHost("via.placeholder.com")).toBe(true);
    expect(isPlaceholderImageHost("placehold.co")).toBe(true);
    expect(isPlaceholderImageHost("PICSUM.PHOTOS")).toBe(true);
    expect(isPlaceholderImageHost("cdn.example.com")).toBe(false);
    expect(isPlaceholderImageHost("notplacehold.co")).toBe(false);
  });

  it("accepts site-relative logos", () => {
    expect(safeLogoUrl("/images/brands/riverbend-coffee.svg", [])).toBe("/images/brands/riverbend-coffee.svg");
  });

  it("accepts https logos only from allowed hosts, never from placeholders", () => {
    expect(safeLogoUrl("https://cdn.example.com/logo.png", ["cdn.example.com"])).toBe("https://cdn.example.com/logo.png");
    expect(safeLogoUrl("https://cdn.example.com/logo.png", [])).toBeNull();
    expect(safeLogoUrl("http://cdn.example.com/logo.png", ["cdn.example.com"])).toBeNull();
    expect(safeLogoUrl("https://via.placeholder.com/150", ["via.placeholder.com"])).toBeNull();
  });

  it("rejects everything else", () => {
    expect(safeLogoUrl(null, [])).toBeNull();
    expect(safeLogoUrl("", [])).toBeNull();
    expect(safeLogoUrl("javascript:alert(1)", [])).toBeNull();
    expect(safeLogoUrl("data:image/svg+xml,<svg onload=alert(1)>", [])).toBeNull();
    expect(safeLogoUrl("//evil.example/logo.png", [])).toBeNull();
  });
});
