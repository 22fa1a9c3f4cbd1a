import { describe, expect, it } from "vitest";
import { parseBrandingRequest } from "./branding-request";
import { brandFormSchema, brandPreviewPath, brandSlug, BRAND_MESSAGES } from "./brand-form";

const valid = {
  kind: "partner",
  brand_id: "2002",
  business_name: "Delta Bank",
  logo_url: "/uploads/x.png",
  logo_alt_text: "Delta",
  active: true,
};
const errorsOf = (input: Record<string, unknown>, hosts: string[] = []) => {
  const result = brandFormSchema(hosts).safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("the co-brand form", () => {
  it("accepts the ids the query string accepts, and nothing else", () => {
    for (const id of ["1001", "acme-co", "A_1", "x".repeat(64)])
      expect(errorsOf({ ...valid, brand_id: id })).toEqual([]);
    for (const id of ["", "has space", "../x", "<script>", "ü", "x".repeat(65), "1001?brand=x"]) {
      expect(errorsOf({ ...valid, brand_id: id })).toEqual([`brand_id: ${BRAND_MESSAGES.id}`]);
      // The same rule as the link itself: an id the form refuses could never co-brand a page.
      expect(
        parseBrandingRequest(
          new URLSearchParams([
            ["partner", id],
            ["brand", "b"],
          ])
        )
      ).toBeNull();
    }
  });

  it("refuses script and data logo URLs, off-list hosts and plain http", () => {
    for (const url of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "//evil.example/logo.png",
      "http://cdn.example.com/l.png",
      "https://evil.example/l.png",
    ]) {
      expect(errorsOf({ ...valid, logo_url: url }, ["cdn.example.com"])).toEqual([
        `logo_url: ${BRAND_MESSAGES.logoUrl}`,
      ]);
    }
    expect(errorsOf({ ...valid, logo_url: "https://cdn.example.com/l.png" }, ["cdn.example.com"])).toEqual([]);
    expect(errorsOf({ ...valid, logo_url: undefined })).toEqual([]);
  });

  it("refuses overlong names and alt texts", () => {
    expect(errorsOf({ ...valid, business_name: "n".repeat(121) })).toEqual([
      `business_name: ${BRAND_MESSAGES.tooLong}`,
    ]);
    expect(errorsOf({ ...valid, logo_alt_text: "a".repeat(201) })).toEqual([
      `logo_alt_text: ${BRAND_MESSAGES.tooLong}`,
    ]);
    expect(errorsOf({ ...valid, business_name: "   " })).toEqual([`business_name: ${BRAND_MESSAGES.name}`]);
  });
});

describe("preview links", () => {
  it("slug the business name into a brand value the site accepts", () => {
    expect(brandSlug("Gulf Coast Community Bank")).toBe("gulf-coast-community-bank");
    expect(brandSlug("Café & Co.")).toBe("cafe-co");
    expect(brandSlug("***")).toBe("brand");
    expect(brandSlug("a".repeat(100))).toHaveLength(40);
    const path = brandPreviewPath("client", "1001", "Riverbend Coffee Co.");
    expect(path).toBe("/?client=1001&brand=riverbend-coffee-co");
    expect(parseBrandingRequest(new URL(path, "http://localhost").searchParams)).toEqual({
      kind: "client",
      id: "1001",
      brand: "riverbend-coffee-co",
    });
  });
});
