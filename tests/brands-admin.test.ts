import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, partnerBrandings, uploadedFiles } from "#db/schema";
import { brandingApiResponse } from "~/features/branding/branding-api.server";
import { getBrandingForRequest } from "~/features/branding/branding.server";
import { upsertStaffAccount } from "~/features/staff/staff-accounts";
import { action, loader } from "~/routes/admin.brands";
import { loader as uploadLoader } from "~/routes/uploads.$name";
import { getDb } from "~/utils/db.server";
import { BROWSER_USER_AGENT, FROM_OWN_PAGE, settle, type Visitor } from "./support/requests";
import { signedInVisitor } from "./support/staff-sign-in";

const MARKETING = { email: "brands@example.com", password: "a long enough password" };
const SALES = { email: "sales-brands@example.com", password: "another long password" };
const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });
type ActionData = {
  data: { alert: string | null; result: { error?: Record<string, string[]> } | null };
  init: { status?: number } | null;
};

/** The co-brand form as the browser sends it: multipart, with the logo file when given. */
function multipart(
  visitor: Visitor,
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Uint8Array }
): Request {
  const body = new FormData();
  body.set("csrf", visitor.csrf);
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (file) body.set("logo_file", new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return new Request("http://localhost/admin/brands", {
    method: "POST",
    headers: { "User-Agent": BROWSER_USER_AGENT, ...FROM_OWN_PAGE, Cookie: visitor.cookieHeader() },
    body,
  });
}

let staff: Visitor;
let png: Uint8Array;
beforeAll(async () => {
  await upsertStaffAccount(getDb(), { ...MARKETING, role: "marketing" });
  await upsertStaffAccount(getDb(), { ...SALES, role: "sales" });
  staff = await signedInVisitor(MARKETING);
  png = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#1d4ed8" } })
    .png()
    .toBuffer();
});

const submit = (
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Uint8Array },
  visitor = staff
) => settle(() => action(args(multipart(visitor, fields, file))));
const partnerRow = async (partnerId: string) =>
  (await getDb().select().from(partnerBrandings).where(eq(partnerBrandings.partnerId, partnerId)))[0];
const brandAudit = (action: string) =>
  getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "brand"), eq(auditLog.action, action)));
const uploadsCount = async () => (await getDb().select({ name: uploadedFiles.name }).from(uploadedFiles)).length;
const newPartner = {
  intent: "save",
  kind: "partner",
  brand_id: "delta-7",
  business_name: "Delta Merchant Bank",
  logo_alt_text: "Delta Merchant Bank",
  active: "on",
};

describe("/admin/brands", () => {
  it("adds a partner co-brand with an uploaded PNG, re-encoded, and the co-branded page uses it", async () => {
    const response = (await submit(newPartner, { name: "logo.png", type: "image/png", bytes: png })) as Response;
    expect(response.status).toBe(302);
    const row = await partnerRow("delta-7");
    expect(row).toMatchObject({ businessName: "Delta Merchant Bank", active: true, version: 1 });
    expect(row?.logoUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const served = (await uploadLoader(
      args(new Request(`http://localhost${row!.logoUrl}`), { name: row!.logoUrl!.slice("/uploads/".length) })
    )) as Response;
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(40);

    const { branding } = await getBrandingForRequest(
      new Request("http://localhost/?partner=delta-7&brand=delta-merchant-bank"),
      "Default"
    );
    expect(branding).toMatchObject({
      found: true,
      businessName: "Delta Merchant Bank",
      logo: { src: row!.logoUrl, alt: "Delta Merchant Bank" },
    });
    const [line] = await brandAudit("create");
    expect(line).toMatchObject({
      staffEmail: MARKETING.email,
      entityId: `partner:${row!.id}`,
      summary: "Added partner co-brand “Delta Merchant Bank” (delta-7)",
    });

    const page = (await loader(args(staff.get("/admin/brands")))) as { partners: { brandId: string }[] };
    expect(page.partners.map((brand) => brand.brandId)).toContain("delta-7");
  });

  it("adds a co-brand with an SVG logo: kept as a drawing without its script or links, served as image/svg+xml that runs and loads nothing", async () => {
    const hostile =
      '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="40" viewBox="0 0 120 40" onload="alert(1)">' +
      '<script>alert(2)</script><style>.cls-1{fill:#0b3b60}</style><style>@import url(https://evil.example/x.css);</style>' +
      '<image xlink:href="https://evil.example/pixel.png" width="1" height="1"/><a href="javascript:alert(3)"><text x="4" y="30" class="cls-1">Echo Bank</text></a>' +
      '<foreignObject width="9" height="9"><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example/"></iframe></foreignObject>' +
      '<rect class="cls-1" x="90" y="5" width="25" height="30"/></svg>';
    const response = (await submit(
      { ...newPartner, brand_id: "echo-9", business_name: "Echo Bank" },
      { name: "echo.svg", type: "image/svg+xml", bytes: new TextEncoder().encode(hostile) }
    )) as Response;
    expect(response.status).toBe(302);
    const row = await partnerRow("echo-9");
    expect(row?.logoUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.svg$/);
    const served = (await uploadLoader(
      args(new Request(`http://localhost${row!.logoUrl}`), { name: row!.logoUrl!.slice("/uploads/".length) })
    )) as Response;
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(served.headers.get("Content-Security-Policy")).toMatch(/^default-src 'none'; style-src 'unsafe-inline';.*sandbox/);
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const svg = await served.text();
    expect(svg).not.toMatch(/script|alert|onload|evil\.example|@import|foreignObject|iframe|<a\b/);
    expect(svg).toContain('<text x="4" y="30" class="cls-1">Echo Bank</text>');
    expect(svg).toContain("<style>.cls-1{fill:#0b3b60}</style>");
    expect(await sharp(Buffer.from(svg)).metadata()).toMatchObject({ format: "svg", width: 120, height: 40 });
    const { branding } = await getBrandingForRequest(new Request("http://localhost/?partner=echo-9&brand=echo"), "Default");
    expect(branding).toMatchObject({ found: true, logo: { src: row!.logoUrl } });
  });

  it("refuses a page named .svg, an SVG with entities, javascript: and data: logo URLs, a bad id, an overlong name and a duplicate id, storing nothing", async () => {
    const rows = async () => (await getDb().select().from(partnerBrandings)).length;
    const [before, filesBefore] = [await rows(), await uploadsCount()];
    const page = new TextEncoder().encode("<html><body><script>alert(document.cookie)</script></body></html>");
    const entities = new TextEncoder().encode(
      '<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa">]><svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><text>&a;</text></svg>'
    );
    const cases: [Record<string, string>, { name: string; type: string; bytes: Uint8Array } | undefined, string][] = [
      [{ ...newPartner, brand_id: "svg-1" }, { name: "logo.svg", type: "image/svg+xml", bytes: page }, "logo_file"],
      [{ ...newPartner, brand_id: "svg-2" }, { name: "logo.svg", type: "image/svg+xml", bytes: entities }, "logo_file"],
      [{ ...newPartner, brand_id: "js-1", logo_url: "javascript:alert(1)" }, undefined, "logo_url"],
      [
        { ...newPartner, brand_id: "data-1", logo_url: "data:image/svg+xml,<svg onload=alert(1)>" },
        undefined,
        "logo_url",
      ],
      [{ ...newPartner, brand_id: "../etc" }, undefined, "brand_id"],
      [{ ...newPartner, brand_id: "long-1", business_name: "n".repeat(500) }, undefined, "business_name"],
      [{ ...newPartner }, undefined, "brand_id"],
    ];
    for (const [fields, file, field] of cases) {
      const refused = (await submit(fields, file)) as ActionData;
      expect(refused.init?.status, field).toBe(400);
      expect(refused.data.result?.error?.[field]?.length, field).toBeGreaterThan(0);
    }
    expect(await rows()).toBe(before);
    expect(await uploadsCount()).toBe(filesBefore);
  });

  it("edits with the row's version and refuses a stale save (409) naming what changed", async () => {
    const row = (await partnerRow("delta-7"))!;
    const base = {
      key: `partner:${row.id}`,
      version: "1",
      base_business_name: "Delta Merchant Bank",
      base_brand_id: "delta-7",
      base_logo_url: row.logoUrl!,
      logo_url: row.logoUrl!,
    };
    expect(((await submit({ ...newPartner, ...base, business_name: "Delta Bank" })) as Response).status).toBe(302);
    expect(await partnerRow("delta-7")).toMatchObject({ businessName: "Delta Bank", version: 2, logoUrl: row.logoUrl });

    const stale = (await submit({ ...newPartner, ...base, business_name: "Delta Bank & Trust" })) as ActionData;
    expect(stale.init?.status).toBe(409);
    expect(stale.data.alert).toContain("Changed since you opened it: Business name (now “Delta Bank”)");
    expect((await partnerRow("delta-7"))?.businessName).toBe("Delta Bank");
    expect((await brandAudit("update")).length).toBe(1);
  });

  it("deactivates (the link falls back to the default logo), and deletes only when confirmed", async () => {
    const row = (await partnerRow("delta-7"))!;
    const key = `partner:${row.id}`;
    expect(((await submit({ intent: "deactivate", key, version: String(row.version) })) as Response).status).toBe(302);
    const api = await brandingApiResponse("partner", "delta-7");
    expect(api.status).toBe(404);
    expect(
      ((await submit({ intent: "deactivate", key, version: String(row.version) })) as ActionData).init?.status
    ).toBe(409);

    const version = String(row.version + 1);
    expect(((await submit({ intent: "delete", key, version })) as ActionData).init?.status).toBe(400);
    expect(((await submit({ intent: "delete", key, version, confirm: "on" })) as Response).status).toBe(302);
    expect(await partnerRow("delta-7")).toBeUndefined();
    // Its uploaded logo is no longer used by any co-brand, so it is gone too.
    expect(
      (
        await getDb()
          .select()
          .from(uploadedFiles)
          .where(eq(uploadedFiles.name, row.logoUrl!.slice(9)))
      ).length
    ).toBe(0);
    expect((await brandAudit("deactivate")).length).toBe(1);
    expect((await brandAudit("delete"))[0]?.summary).toBe("Deleted partner co-brand “Delta Bank” (delta-7)");
  });

  it("answers 403 to a sales account and changes nothing", async () => {
    const sales = await signedInVisitor(SALES);
    expect(((await settle(() => loader(args(sales.get("/admin/brands"))))) as Response).status).toBe(403);
    const refused = (await submit({ ...newPartner, brand_id: "by-sales" }, undefined, sales)) as Response;
    expect(refused.status).toBe(403);
    expect(await partnerRow("by-sales")).toBeUndefined();
  });
});
