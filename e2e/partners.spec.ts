import { devices } from "@playwright/test";
import { axeViolations, ensureStaffAccount, expect, signInAsStaff, test } from "./support";

/**
 * Referral partners (decision 042): a marketing account adds a partner and builds a link,
 * a visitor in a browser of their own opens it, and the partner's page counts the click.
 */
const MARKETING = { email: "marketing@example.com", name: "E2E Marketing", password: "e2e-marketing-password", role: "marketing" } as const;

test.beforeAll(() => ensureStaffAccount(MARKETING));

test("marketing adds a partner, builds a link, and the visitor's click is counted on the partner's page", async ({ page, browser, browserProblems, visit, jsEnabled }) => {
  // A whole flow with two full axe runs: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await signInAsStaff(page, "/admin/partners", MARKETING);
  expect(await visit("/admin/partners")).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Partners" })).toBeVisible();
  expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);

  const ref = `e2e-${Date.now().toString(36)}`;
  const addForm = page.getByRole("form", { name: "Add a partner" });
  await addForm.getByLabel("Name").fill(`E2E Bank ${ref}`);
  await addForm.getByLabel("Ref").fill(ref);
  await addForm.getByRole("button", { name: "Add partner" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `E2E Bank ${ref}` })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Partner added" })).toBeVisible();

  const builder = page.getByRole("form", { name: "Build a referral link" });
  await builder.getByLabel("Label (for staff)").fill("Spring mailing");
  await builder.getByRole("textbox", { name: "Code", exact: true }).fill("spring26");
  await builder.getByLabel("utm_source").fill("newsletter");
  await builder.getByLabel("utm_medium").fill("email");
  await builder.getByLabel("utm_campaign").fill("spring_sale");
  const linkCode = `ref_${ref}_newsletter-email-springsale_spring26`;
  // With JavaScript the link code shows as it is typed; without, after "Preview link".
  if (!jsEnabled) await builder.getByRole("button", { name: "Preview link" }).click();
  await expect(page.getByRole("form", { name: "Build a referral link" }).getByText(linkCode)).toBeVisible();
  await page.getByRole("form", { name: "Build a referral link" }).getByRole("button", { name: "Build link" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Link built: ${linkCode}` })).toBeVisible();

  const trackingUrl = `${new URL(page.url()).origin}/?ref=${ref}&code=spring26&utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale`;
  const card = page.locator("details.partner-link", { hasText: linkCode });
  await expect(card.getByText(trackingUrl, { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Copy the tracking URL of Spring mailing" })).toHaveCount(jsEnabled ? 1 : 0);
  const qr = card.getByRole("img", { name: "QR code of the tracking URL of Spring mailing" });
  await expect(qr).toBeVisible();
  const qrResponse = await page.request.get((await qr.getAttribute("src")) ?? "");
  expect(qrResponse.status()).toBe(200);
  expect(qrResponse.headers()["content-type"]).toBe("image/svg+xml; charset=utf-8");
  const row = page.getByRole("row", { name: /Spring mailing/ });
  await expect(row.getByRole("cell")).toHaveText(["/", "0", "0", "0"]);

  const visitor = await browser.newContext({ userAgent: devices["Desktop Chrome"].userAgent, javaScriptEnabled: jsEnabled });
  browserProblems.watch(visitor);
  const landing = await (await visitor.newPage()).goto(trackingUrl);
  expect(landing?.status()).toBe(200);
  await visitor.close();

  await page.reload();
  await expect(page.getByRole("row", { name: /Spring mailing/ }).getByRole("cell")).toHaveText(["/", "1", "0", "0"]);
  expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);
});
