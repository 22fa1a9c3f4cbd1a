import { describe, expect, it } from "vitest";
import { navigationHref, parseNavIcon, withSafeLinks } from "./build-link";
import type { NavigationItem } from "./types";

describe("navigationHref", () => {
  it("uses link_url when it is given", () => {
    expect(navigationHref({ slug: "apply", link_url: "/merchant-cash-advance" })).toBe("/merchant-cash-advance");
    expect(navigationHref({ slug: "x", link_url: "https://partners.example.com/apply" })).toBe(
      "https://partners.example.com/apply",
    );
  });

  it("falls back to /{slug} when link_url is empty", () => {
    expect(navigationHref({ slug: "surcharge", link_url: null })).toBe("/surcharge");
    expect(navigationHref({ slug: "industries/firearms", link_url: "  " })).toBe("/industries/firearms");
    expect(navigationHref({ slug: "/dual-pricing", link_url: null })).toBe("/dual-pricing");
  });

  it.each([
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox",
    "//evil.example.com/path",
    "/\\evil.example.com",
    "mailto:someone@example.com",
    "ftp://files.example.com",
  ])("never renders the unsafe link_url %s", (linkUrl) => {
    expect(navigationHref({ slug: "safe-slug", link_url: linkUrl })).toBeNull();
  });

  it("rejects slugs that are not path-like", () => {
    expect(navigationHref({ slug: "", link_url: null })).toBeNull();
    expect(navigationHref({ slug: "a b", link_url: null })).toBeNull();
    expect(navigationHref({ slug: '"><script>', link_url: null })).toBeNull();
  });
});

describe("parseNavIcon", () => {
  it("accepts the three keywords and SVG path data", () => {
    expect(parseNavIcon("pos")).toEqual({ kind: "keyword", name: "pos" });
    expect(parseNavIcon("mobile")).toEqual({ kind: "keyword", name: "mobile" });
    expect(parseNavIcon("services")).toEqual({ kind: "keyword", name: "services" });
    expect(parseNavIcon("M4 6h16v2H4z")).toEqual({ kind: "path", d: "M4 6h16v2H4z" });
  });

  it("ignores anything else", () => {
    expect(parseNavIcon(null)).toBeNull();
    expect(parseNavIcon("rocket")).toBeNull();
    expect(parseNavIcon('M0 0" onload="alert(1)')).toBeNull();
  });
});

describe("withSafeLinks", () => {
  const item = (id: number, linkUrl: string | null, icon: string | null = null, children: NavigationItem[] = []): NavigationItem => ({
    id,
    section_type: "solutions",
    slug: `item-${id}`,
    title: `Item ${id}`,
    description: null,
    icon,
    link_url: linkUrl,
    children,
  });

  it("leaves out items with unsafe links, children included, and unsafe icons", () => {
    const items = [
      item(1, "/surcharge", "pos", [item(2, "javascript:alert(1)"), item(3, null)]),
      item(4, "data:text/html,x", null, [item(5, "/safe")]),
      item(6, "https://partners.example.com/", '"/><script>alert(1)</script>'),
    ];
    expect(withSafeLinks(items)).toEqual([
      { ...items[0], children: [item(3, null)] },
      { ...items[2], icon: null },
    ]);
  });
});
