import { axeViolations, ensureStaffAccount, expect, queryProjectDatabase, signInAsStaff, STAFF, STAFF_BROWSER, test, uniqueName } from "./support";

test.use(STAFF_BROWSER);

/**
 * The inbox by urgency (decision 072): a rep claims a lead, gives it a task due today,
 * finds it in My day and in the Due today view, then hands the lead to a colleague.
 */

const COLLEAGUE = "E2E Reassign Target";

/**
 * The lead this spec claims must stay unowned until it is claimed: while the demo reps are
 * at work, the backlog would hand it out. A lead naming Wyoming goes to a pool of its own
 * with nobody in it, so it waits, whatever the time of day.
 */
const HELD_MARKET = "WY";

test.beforeAll(async () => {
  await ensureStaffAccount({ email: "reassign-target@example.com", name: COLLEAGUE, password: "e2e-reassign-target", role: "sales", timeZone: "America/Denver" });
  const existing = await queryProjectDatabase<{ id: number }>("select id from routing_rules where name = 'E2E: Wyoming leads wait'");
  if (existing.length === 0) {
    const [pool] = await queryProjectDatabase<{ id: number }>("insert into routing_pools (name) values ('E2E: nobody') returning id");
    await queryProjectDatabase(
      "insert into routing_rules (position, name, states, target_pool_id) values (1, 'E2E: Wyoming leads wait', ?, ?)",
      JSON.stringify([HELD_MARKET]),
      Number(pool?.id),
    );
  }
});

/** Today's date on the signed-in rep's clock, as the date input wants it. */
async function todayOfStaff(): Promise<string> {
  const [row] = await queryProjectDatabase<{ time_zone: string }>("select time_zone from staff_users where email = ?", STAFF.email);
  return new Intl.DateTimeFormat("en-CA", { timeZone: row?.time_zone ?? "UTC" }).format(new Date());
}

test("claim a lead, give it a task due today, find it in My day, then reassign it", async ({ page, browser, jsEnabled, visit }) => {
  const name = uniqueName("Urgent Merchant");
  const [lead] = await queryProjectDatabase<{ id: number }>(
    "insert into leads (reference, type, full_name, phone, payload) values (?, 'chat_callback', ?, '5125550100', ?) returning id",
    `E2E${Math.random().toString(36).slice(2, 9).toUpperCase()}`,
    name,
    JSON.stringify({ markets: HELD_MARKET }),
  );
  const path = `/admin/leads/${Number(lead?.id)}`;
  await signInAsStaff(page, path);
  await visit(path);
  const owner = page.getByRole("region", { name: "Owner" });
  await expect(owner).toContainText("Nobody owns this lead yet.");

  await owner.getByRole("button", { name: "Claim this lead" }).click();
  await expect(page.getByRole("status")).toHaveText("The lead is yours.");
  await expect(owner.locator(".timeline")).toContainText("Claimed by");

  // A task without a title is refused, and the day and time typed stay.
  const tasks = page.getByRole("region", { name: "Tasks" });
  const today = await todayOfStaff();
  await tasks.getByLabel("Due on").fill(today);
  await tasks.getByLabel(/^At \(your time/).fill("23:59");
  await tasks.getByRole("button", { name: "Add task" }).click();
  if (!jsEnabled) {
    // Without JavaScript the browser's own check stops the post; the server's is the same rule.
    await expect(tasks.getByLabel("What is to be done")).toHaveJSProperty("validity.valueMissing", true);
  }
  await tasks.getByLabel("What is to be done").fill("Call back before close");
  await tasks.getByRole("button", { name: "Add task" }).click();
  await expect(page.getByRole("status")).toHaveText("Task added.");
  await expect(tasks).toContainText("Call back before close");
  await expect(page.locator(".admin__heading .due-badge")).toHaveText("Due today 11:59 PM");
  if (jsEnabled) expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);

  // My day lists it under Due today, linking to the lead.
  await page.getByRole("link", { name: "My day" }).click();
  const dueToday = page.getByRole("region", { name: "Due today" });
  await expect(dueToday.getByRole("link", { name })).toHaveAttribute("href", path);
  await expect(dueToday).toContainText("Call back before close");
  expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);

  // So does the inbox's Due today view, sorted by due time.
  await page.goto("/admin/leads?due=today&sort=due");
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("Due today 11:59 PM");

  // The owner hands the lead on; the history says who did.
  await page.goto(path);
  await owner.getByLabel("Reassign to").selectOption({ label: COLLEAGUE });
  await owner.getByRole("button", { name: "Reassign" }).click();
  await expect(page.getByRole("status")).toHaveText("The lead has a new owner.");
  await expect(owner).toContainText(`Owned by ${COLLEAGUE}.`);
  await expect(owner.locator(".timeline li")).toHaveCount(2);
  await expect(owner.locator(".timeline li").last()).toContainText(COLLEAGUE);
  await expect(owner.getByRole("button", { name: "Claim this lead" })).toHaveCount(0);
});
