import { axeViolations, expect, signInAsStaff, STAFF_BROWSER, test } from "./support";

test.use(STAFF_BROWSER);

/**
 * The redirects screen (decision 082), with JavaScript and without: an admin adds a
 * redirect, a visitor who follows the old address lands on the new one with their query
 * string, the hit shows on the screen, then the admin edits and removes it. The rules and
 * refusals are proved in tests/redirects-admin.test.ts.
 */
test("an admin adds a redirect that visitors follow, sees its hits, edits and removes it", async ({ page, browser, jsEnabled, visit, request }) => {
  const oldPath = `/spring-offer-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await signInAsStaff(page, "/admin/redirects");
  await expect(page.getByRole("heading", { level: 1, name: "Redirects" })).toBeVisible();

  // A refusal first: another site that is not allowed, said beside the field, nothing stored.
  const addForm = page.getByRole("form", { name: "Add a redirect" });
  await addForm.getByLabel("Old address").fill(oldPath);
  await addForm.getByLabel("Leads to").fill("https://evil.example/landing");
  await addForm.getByRole("button", { name: "Add redirect" }).click();
  await expect(page.getByText("The site evil.example is not an allowed outside site")).toBeVisible();
  await expect(addForm.getByLabel("Old address")).toHaveValue(oldPath);
  // axe on the refused form here; further down on the list with a row, the edit form and the removal panel.
  if (jsEnabled) expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);

  await addForm.getByLabel("Leads to").fill("/articles");
  await addForm.getByRole("button", { name: "Add redirect" }).click();
  await expect(page.getByRole("status")).toHaveText(`Redirect added from ${oldPath}.`);
  await expect(addForm.getByLabel("Old address")).toHaveValue("");

  // A visitor without a cookie, through the edge, and the admin's browser (a trailing slash
  // and a campaign tag) following the old address land on the new one.
  const first = await request.get(oldPath, { maxRedirects: 0 });
  expect([first.status(), first.headers()["location"], first.headers()["cache-control"]]).toEqual([301, "/articles", "no-store"]);
  await visit(`${oldPath}/?utm_source=newsletter`);
  await expect(page).toHaveURL(/\/articles\?utm_source=newsletter$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await visit(`/admin/redirects?q=${encodeURIComponent(oldPath)}`);
  const row = page.getByRole("row", { name: new RegExp(`^${oldPath} `) });
  await expect(row.getByRole("cell").nth(1)).toHaveText("2");
  await expect(row.getByRole("cell").nth(2)).toHaveText(/C[SD]T$/);

  await row.getByRole("link", { name: `Edit or remove the redirect from ${oldPath}` }).click();
  const editForm = page.getByRole("form", { name: `Edit the redirect from ${oldPath}` });
  await expect(editForm.getByLabel("Leads to")).toHaveValue("/articles");
  if (jsEnabled) expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);
  await editForm.getByLabel("Leads to").fill("/consult");
  await editForm.getByRole("button", { name: "Save redirect" }).click();
  await expect(page.getByRole("status")).toHaveText(`Redirect saved from ${oldPath}.`);
  // The visitor's next request meets the edit at once: the edge kept nothing.
  const moved = await request.get(oldPath, { maxRedirects: 0 });
  expect([moved.status(), moved.headers()["location"]]).toEqual([301, "/consult"]);

  await visit(`/admin/redirects?q=${encodeURIComponent(oldPath)}`);
  await page.getByRole("link", { name: `Edit or remove the redirect from ${oldPath}` }).click();
  await page.getByLabel(`Yes, remove the redirect from ${oldPath}`).check();
  await page.getByRole("button", { name: "Remove redirect" }).click();
  await expect(page.getByRole("status")).toHaveText(`Redirect removed from ${oldPath}.`);
  await expect(page.getByRole("row", { name: new RegExp(`^${oldPath} `) })).toHaveCount(0);
  expect((await request.get(oldPath, { maxRedirects: 0 })).status()).toBe(404);
});
