import { describe, expect, it } from "vitest";
import { parseHostList } from "~/utils/safe-url";
import { ctaDestination, DEFAULT_CTA_URL, safeCtaUrl } from "./cta-url";

const hosts = ["partners.example.com"];

describe("parseHostList", () => {
  it("splits, trims, lower-cases and drops empty entries and trailing dots", () => {
    expect(parseHostList(" Partners.Example.com, ,shop.example. ")).toEqual(["partners.example.com", "shop.example"]);
    expect(parseHostList(undefined)).toEqual([]);
  });
});

describe("safeCtaUrl", () => {
  it("keeps site-relative paths, with query and hash", () => {
    expect(safeCtaUrl("/consult", hosts)).toBe("/consult");
    expect(safeCtaUrl(" /surcharge?utm_source=popup#top ", hosts)).toBe("/surcharge?utm_source=popup#top");
  });

  it("keeps https URLs on an allowed host only", () => {
    expect(safeCtaUrl("https://partners.example.com/apply", hosts)).toBe("https://partners.example.com/apply");
    expect(safeCtaUrl("https://PARTNERS.example.com./apply", hosts)).toBe("https://partners.example.com./apply");
    expect(safeCtaUrl("https://evil.example/apply", hosts)).toBeNull();
    expect(safeCtaUrl("https://partners.example.com.evil.example/", hosts)).toBeNull();
    expect(safeCtaUrl("https://partners.example.com/", [])).toBeNull();
  });

  it("refuses every way to smuggle in another origin or a script", () => {
    for (const unsafe of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox",
      "//evil.example/consult",
      "/\\evil.example",
      "\\\\evil.example",
      "/consult\\..\\..\\evil",
      "http://partners.example.com/apply",
      "https://user:pass@partners.example.com/",
      "https:partners.example.com",
      "consult",
      "mailto:sales@example.com",
      "/con sult",
    ]) {
      expect(safeCtaUrl(unsafe, hosts), unsafe).toBeNull();
    }
  });

  it("treats empty values as none", () => {
    expect(safeCtaUrl("", hosts)).toBeNull();
    expect(safeCtaUrl("   ", hosts)).toBeNull();
    expect(safeCtaUrl(null, hosts)).toBeNull();
  });
});

describe("ctaDestination", () => {
  it("falls back to the consultation page", () => {
    expect(DEFAULT_CTA_URL).toBe("/consult");
    expect(ctaDestination(null, hosts)).toBe("/consult");
    expect(ctaDestination("javascript:alert(1)", hosts)).toBe("/consult");
    expect(ctaDestination("/dual-pricing", hosts)).toBe("/dual-pricing");
  });
});
