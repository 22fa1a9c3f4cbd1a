import { describe, expect, it } from "vitest";
import { getBrandingForRequest } from "~/features/branding/branding.server";

const DEFAULT_TITLE = "Default Title";
const NOW = Date.UTC(2026, 10, 21, 12);
const DAY = 24 * 60 * 60 * 1000;

function cookieFrom(setCookie: string | null): string {
  return (setCookie ?? "").split(";")[0] ?? "";
}

describe("getBrandingForRequest", () => {
  it("applies a known client from the query and stores it in a 24-hour cookie", async () => {
    const { branding, setCookie } = await getBrandingForRequest(
      new Request("http://localhost/?client=1001&brand=riverbend"),
      DEFAULT_TITLE,
      NOW,
    );
    expect(branding).toMatchObject({ found: true, businessName: "Riverbend Coffee Co.", kind: "client" });
    expect(branding?.logo?.src).toBe("/images/brands/riverbend-coffee.svg");
    expect(setCookie).toMatch(/^branding=/);
    expect(setCookie).toMatch(/Max-Age=86400/);
  });

  it("keeps the branding from the cookie on later requests without parameters, for 24 hours", async () => {
    const first = await getBrandingForRequest(new Request("http://localhost/?partner=2001&brand=gulf"), DEFAULT_TITLE, NOW);
    const cookie = cookieFrom(first.setCookie);

    const later = await getBrandingForRequest(
      new Request("http://localhost/retail", { headers: { Cookie: cookie } }),
      DEFAULT_TITLE,
      NOW + DAY - 1,
    );
    expect(later.branding?.businessName).toBe("Gulf Coast Community Bank");
    expect(later.setCookie).toBeNull();

    const expired = await getBrandingForRequest(
      new Request("http://localhost/retail", { headers: { Cookie: cookie } }),
      DEFAULT_TITLE,
      NOW + DAY,
    );
    expect(expired.branding).toBeNull();
    expect(expired.setCookie).toMatch(/Max-Age=0/);
  });

  it("falls back to the title only for an unknown id", async () => {
    const { branding } = await getBrandingForRequest(
      new Request("http://localhost/?client=nope&brand=Acme"),
      DEFAULT_TITLE,
      NOW,
    );
    expect(branding).toMatchObject({ found: false, logo: null, title: "Acme | Default Title" });
  });

  it("ignores a tampered cookie", async () => {
    const { branding } = await getBrandingForRequest(
      new Request("http://localhost/", { headers: { Cookie: "branding=eyJmYWtlIjp0cnVlfQ%3D%3D.forged" } }),
      DEFAULT_TITLE,
      NOW,
    );
    expect(branding).toBeNull();
  });
});
