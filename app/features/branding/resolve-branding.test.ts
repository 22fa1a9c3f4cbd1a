import { describe, expect, it } from "vitest";
import { resolveBranding } from "./resolve-branding";

const DEFAULT_TITLE = "Magnolia Payment Solutions | Payment Processing for Every Business";
const request = { kind: "client" as const, id: "1001", brand: "riverbend" };

describe("resolveBranding", () => {
  it("uses the business name and logo of a known id", () => {
    const branding = resolveBranding(
      request,
      { businessName: "Riverbend Coffee Co.", logoUrl: "/images/brands/riverbend-coffee.svg", logoAltText: "Riverbend logo" },
      DEFAULT_TITLE,
      [],
    );
    expect(branding.found).toBe(true);
    expect(branding.logo).toEqual({ src: "/images/brands/riverbend-coffee.svg", alt: "Riverbend logo" });
    expect(branding.title).toBe(`Riverbend Coffee Co. | ${DEFAULT_TITLE}`);
    expect(branding.params).toEqual([
      ["client", "1001"],
      ["brand", "riverbend"],
    ]);
  });

  it("keeps the default logo and titles the page '{brand} | {default}' for an unknown id", () => {
    const branding = resolveBranding(request, null, DEFAULT_TITLE, []);
    expect(branding.found).toBe(false);
    expect(branding.logo).toBeNull();
    expect(branding.title).toBe(`riverbend | ${DEFAULT_TITLE}`);
    // The parameters still travel so the visit stays consistent.
    expect(branding.params).toHaveLength(2);
  });

  it("never uses a placeholder logo, and falls back to a readable alt text", () => {
    const placeholder = resolveBranding(
      request,
      { businessName: "Acme", logoUrl: "https://via.placeholder.com/150", logoAltText: null },
      DEFAULT_TITLE,
      ["via.placeholder.com"],
    );
    expect(placeholder.logo).toBeNull();
    const noAlt = resolveBranding(request, { businessName: "Acme", logoUrl: "/a.svg", logoAltText: " " }, DEFAULT_TITLE, []);
    expect(noAlt.logo?.alt).toBe("Acme logo");
  });
});
