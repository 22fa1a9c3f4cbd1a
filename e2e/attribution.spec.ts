import type { Page } from "@playwright/test";
import { axeViolations, expect, signInAsStaff, test, uniqueName } from "./support";

/**
 * Where a lead came from (decision 076), as a marketer sees it: a visitor lands on a
 * campaign's address, sends a partner application, and staff find the source and the
 * campaign on the lead's page and filter the inbox by them, and the goal it reached on the
 * analytics dashboard.
 */
/** Lands on `landing`, moves to the agent form and sends it under `name`. */
async function applyAsAgent(page: Page, visit: (path: string) => Promise<number>, landing: string, name: string) {
  await visit(landing);
  // A page within the site afterwards changes nothing.
  await visit("/partnership-forms/agent");
  await page.getByLabel("Your full name").fill(name);
  await page.getByLabel("E-mail address").fill("agent@example.com");
  await page.getByLabel("Phone number").fill("601-555-0142");
  await page.getByLabel("Company (or your own name)").fill("Agent Co");
  await page.getByLabel("An ISO").check();
  await page.getByLabel("Years in payments").fill("4");
  await page.getByLabel(/I agree to the Terms of Service/).check();
  await page.getByRole("button", { name: "Apply as an agent" }).click();
  await expect(page.getByRole("status")).toContainText("Thanks for your interest");
}

test("a campaign visitor's lead shows its source and campaign, the inbox filters by them, and the dashboard credits the campaign with the goal", async ({ page, browser, visit, jsEnabled }) => {
  const name = uniqueName(jsEnabled ? "Campaign JS" : "Campaign NoJS");
  const campaign = `e2e-${name.split(" ").at(-1)}-${jsEnabled ? "js" : "nojs"}`;
  await applyAsAgent(page, visit, `/partnership-forms/agent?utm_source=Partner-Mail&utm_medium=email&utm_campaign=${campaign}`, name);

  await signInAsStaff(page, "/admin/leads");
  const filters = page.getByRole("search", { name: "Filter leads" });
  await filters.getByLabel("Source").selectOption("partner-mail");
  await filters.getByLabel("Campaign").selectOption(campaign);
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`source=partner-mail&campaign=${campaign}`));
  await expect(page.getByText("1 lead", { exact: true })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("partner-mail / email");
  await row.getByRole("link", { name }).click();

  const source = page.getByRole("region", { name: "Where this lead came from" });
  // First and last touch: the same arrival, since nothing came after it but a page within the site.
  const cells = (label: string) => source.getByRole("row", { name: new RegExp(`^${label}`) }).getByRole("cell");
  await expect(cells("Source")).toHaveText(["partner-mail / email", "partner-mail / email"]);
  await expect(cells("Campaign")).toHaveText([campaign, campaign]);
  await expect(cells("Landing page").first()).toContainText("/partnership-forms/agent?utm_source=Partner-Mail");
  expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);

  // The goal it reached, on the analytics dashboard, split by the campaign that brought it (decision 080).
  await page.goto("/admin/analytics");
  const goals = page.getByRole("region", { name: "Goals" });
  await goals.getByRole("link", { name: "Partner sign-up" }).click();
  await expect(page).toHaveURL(/[?&]goal=partner_signup/);
  await expect(goals.getByRole("link", { name: "Partner sign-up" })).toHaveAttribute("aria-current", "true");
  const byCampaign = goals.getByRole("region", { name: "Partner sign-up by campaign" });
  await expect(byCampaign.getByRole("row", { name: new RegExp(`^${campaign}`) }).getByRole("cell").nth(1)).toHaveText("1");
  await expect(goals.getByRole("region", { name: "Partner sign-up by source" })).toContainText("partner-mail");
  expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);
});

test("a visitor with Do Not Track leaves no source on their lead", async ({ page, visit, jsEnabled }) => {
  const name = uniqueName(jsEnabled ? "Untracked JS" : "Untracked NoJS");
  await page.setExtraHTTPHeaders({ DNT: "1" });
  await applyAsAgent(page, visit, "/partnership-forms/agent?utm_source=partner-mail&utm_campaign=untracked", name);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("attribution");

  await signInAsStaff(page, `/admin/leads?q=${encodeURIComponent(name)}`);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row.getByRole("cell").nth(6)).toHaveText("—");
  await row.getByRole("link", { name }).click();
  await expect(page.getByRole("region", { name: "Where this lead came from" })).toContainText("Not recorded");
});
