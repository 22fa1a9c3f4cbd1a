import { describe, expect, it } from "vitest";
import { loader as clientBrandingLoader } from "~/routes/api.client-branding.$clientId";
import { loader as navigationLoader } from "~/routes/api.navigation";
import { loader as partnerBrandingLoader } from "~/routes/api.partner-branding.$partnerId";
import type { NavigationItem } from "~/features/navigation/types";

const args = (params: Record<string, string>, path = "/api") => ({
  request: new Request(`http://localhost${path}`),
  params,
  context: {},
});

describe("GET /api/navigation", () => {
  it("returns the items with their children, in menu order", async () => {
    const response = await navigationLoader();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    const items = (await response.json()) as NavigationItem[];
    expect(items[0]).toMatchObject({ section_type: "payment_processing", slug: "point-of-sale", children: [] });
    const compliance = items.find((item) => item.title === "Compliance");
    expect(compliance?.children).toHaveLength(8);
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(
      ["children", "description", "icon", "id", "link_url", "section_type", "slug", "title"].sort(),
    );
  });
});

describe("GET /api/client-branding/{id} and /api/partner-branding/{id}", () => {
  it("returns the demo client's branding in the product reference §7.1 shape", async () => {
    const response = await clientBrandingLoader(args({ clientId: "1001" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      message: "Client branding found.",
      data: {
        business_name: "Riverbend Coffee Co.",
        logo_url: "/images/brands/riverbend-coffee.svg",
        logo_alt_text: "Riverbend Coffee Co. logo",
        alt_text: "Riverbend Coffee Co. logo",
        client_id: "1001",
      },
    });
  });

  it("returns the demo partner's branding with partner_id", async () => {
    const body = (await (await partnerBrandingLoader(args({ partnerId: "2001" }))).json()) as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({ business_name: "Gulf Coast Community Bank", partner_id: "2001" });
    expect(body.data).not.toHaveProperty("client_id");
  });

  it("answers 404 with success false for an unknown id", async () => {
    const response = await clientBrandingLoader(args({ clientId: "9999" }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: "Client branding not found." });
  });

  it("answers 400 for an id outside the safe charset", async () => {
    const response = await partnerBrandingLoader(args({ partnerId: "<script>" }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { success: boolean }).success).toBe(false);
  });
});
