import {
  axeViolations,
  cachedByAnotherVisitor,
  expect,
  signInAsStaff,
  test,
  uniqueName,
} from "./support";

// Visitors as visitors come, through the shared cache: no cookie of the tests' own (these
// pages have no pop-up to keep away), so a page is cached or passed by as it would be.
test.use({ popups: true });

test.describe("lead forms", () => {
  test("merchant onboarding: apply, see the confirmation, find it in the inbox", async ({ page, browser, visit, jsEnabled }) => {
    const name = uniqueName(jsEnabled ? "Applicant JS" : "Applicant NoJS");
    await visit("/merchant-onboarding");
    await expect(page.getByRole("list", { name: "Form sections" }).getByRole("listitem")).toHaveCount(4);
    await page.getByLabel("Legal business name").fill(`${name} LLC`);
    await page.getByLabel("Business type").selectOption("llc");
    await page.getByLabel("Industry").selectOption("restaurant");
    await page.getByLabel("Years in business").fill("7");
    await page.getByLabel("Your full name").fill(name);
    await page.getByLabel("E-mail address").fill("owner@example.com");
    await page.getByLabel("Phone number").fill("601-555-0123");
    await page.getByLabel("Monthly card volume (US$)").fill("60000");
    await page.getByLabel("Average sale (US$)").fill("42");
    await page.getByLabel("In store").check();
    await page.getByLabel("Mobile / on the go").check();
    await page.getByLabel("Dual pricing (cash discount)").check();
    if (jsEnabled) {
      await expect(page.locator(".form-progress__item--done")).toHaveCount(3);
    }
    await page.getByLabel(/I agree to the Terms of Service/).check();
    await page.getByRole("button", { name: "Submit application" }).click();

    await expect(page).toHaveURL(/\/merchant-onboarding$/);
    const confirmation = page.getByRole("status");
    await expect(confirmation).toContainText("Application received");
    await expect(confirmation).toContainText(/Your reference: [0-9A-Z]{5}-[0-9A-Z]{5}/);
    const reference = (await confirmation.locator(".lead-reference").textContent()) ?? "";
    // The confirmation shows once: a reload is the form again.
    await page.reload();
    await expect(page.getByRole("button", { name: "Submit application" })).toBeVisible();
    await expect(page.getByText("Application received")).toHaveCount(0);

    await signInAsStaff(page, `/admin/leads?type=merchant_application&q=${encodeURIComponent(reference)}`);
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText("Merchant application");
    await expect(row).toContainText(reference);
    await row.getByRole("link", { name }).click();
    await expect(page.getByText("Dual pricing (cash discount)")).toBeVisible();
    await expect(page.getByText("In store, Mobile / on the go")).toBeVisible();
    expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);
  });

  test("merchant onboarding: errors appear beside the fields and answers are kept", async ({ page, visit }) => {
    await visit("/merchant-onboarding");
    await page.getByLabel("Legal business name").fill("Kept Name LLC");
    await page.getByRole("button", { name: "Submit application" }).click();
    await expect(page.getByText("Please enter your full name")).toBeVisible();
    await expect(page.getByText("Please accept the terms to continue")).toBeVisible();
    await expect(page.getByText("Please choose at least one option")).toBeVisible();
    await expect(page.getByLabel("Legal business name")).toHaveValue("Kept Name LLC");
    await expect(page.getByLabel("Your full name")).toHaveAttribute("aria-invalid", "true");
  });

  test("integration partner: apply and find it in the inbox", async ({ page, visit, jsEnabled }) => {
    const name = uniqueName(jsEnabled ? "Partner JS" : "Partner NoJS");
    await visit("/partnership-forms");
    await page.getByRole("link", { name: "Integration Partner Application" }).click();
    await expect(page).toHaveURL(/\/partnership-forms\/integration$/);
    await page.getByLabel("Your full name").fill(name);
    await page.getByLabel("E-mail address").fill("dev@software.example");
    await page.getByLabel("Phone number").fill("601-555-0177");
    await page.getByLabel("Company").fill("Software Co");
    await page.getByLabel("Software name").fill("ShopWare");
    await page.getByLabel("Recurring billing").check();
    await page.getByLabel("Card storage (tokenization)").check();
    await page.getByLabel("Merchants using your software").selectOption("100_1000");
    await page.getByLabel(/I agree to the Terms of Service/).check();
    await page.getByRole("button", { name: "Apply as an integration partner" }).click();
    await expect(page.getByRole("status")).toContainText("Thanks for your interest");

    await signInAsStaff(page, `/admin/leads?type=partner_integration&q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("Partner: integration / ISV");
    await expect(page.getByRole("table", { name: "New leads by type" })).toBeVisible();
  });

  test("survey: answer it, then staff see the results", async ({ page, request, visit }) => {
    // The thank-you is this visitor's own, even when another visitor's copy of the page is cached.
    await cachedByAnotherVisitor(request, "/survey");
    await visit("/survey");
    const satisfaction = page.getByRole("group", { name: "How satisfied are you with your card processing today?" });
    await satisfaction.getByLabel("5 — Excellent").check();
    await page.getByRole("group", { name: /support you receive/ }).getByLabel("4").check();
    await page.getByRole("group", { name: /fees on your monthly statement/ }).getByLabel("3 — Okay").check();
    await page.getByLabel("Yes", { exact: true }).check();
    await page.getByLabel("Online").check();
    await page.getByLabel("Fast, human support").check();
    await page.getByLabel("What could we do better?").fill("Text receipts please");
    await page.getByRole("button", { name: "Send my answers" }).click();
    await expect(page.getByRole("status")).toContainText("Thank you for your answers");

    await signInAsStaff(page, "/admin/survey");
    await expect(page.getByRole("heading", { level: 1, name: "Survey results" })).toBeVisible();
    await expect(page.getByText(/\d+ responses?/)).toBeVisible();
    await expect(page.getByRole("img", { name: /How satisfied are you/ })).toBeVisible();
    await expect(page.getByText("Text receipts please").first()).toBeVisible();
  });
});
