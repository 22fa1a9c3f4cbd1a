import type { Page } from "@playwright/test";
import { axeViolations, dateWithFreeTimes, expect, signInAsStaff, test, uniqueName } from "./support";

/* Booking a consultation at step 3 of the wizard (issue 27, decision 066), with JavaScript and without. */

const stepHeading = (page: Page) => page.locator("#wizard-step-title");

async function toStepThree(page: Page, name: string) {
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Business name").fill("Booked Bakery");
  await page.getByLabel("Phone number").fill("(312) 555-0142");
  await page.getByLabel("E-mail address").fill("owner@booked-bakery.example");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Industry type").selectOption("restaurant");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page)).toHaveText("Step 3 of 4: Scheduling Preferences");
}

/** Date and zone in; without JavaScript "Show free times" brings the list, with it the list follows. */
async function showFreeTimes(page: Page, date: string, zone: string, jsEnabled: boolean) {
  await page.getByLabel("Preferred date").fill(date);
  await page.getByLabel("Time zone").selectOption(zone);
  if (!jsEnabled) await page.getByRole("button", { name: "Show free times" }).click();
  else await expect(page.getByRole("button", { name: "Show free times" })).toHaveCount(0);
  return page.getByRole("group", { name: /^Free times on / });
}

const timeChoice = (page: Page, startsAt: string) => page.locator(`input[name="slot_start"][value="${startsAt}"]`);

test.describe("booking a consultation at step 3", () => {
  test("lists the free times of the date in the visitor's zone, books the one picked with a rep, and says so", async ({
    page,
    visit,
    jsEnabled,
    browser,
  }) => {
    const { date, slots } = await dateWithFreeTimes(page.request, 5, "AZ");
    const name = uniqueName("Booker");
    await visit("/consult");
    await toStepThree(page, name);
    const list = await showFreeTimes(page, date, "AZ", jsEnabled);
    await expect(list).toBeVisible();
    // The zone spelled out, and the same starts the API lists for that date.
    await expect(list.locator("legend")).toContainText("Arizona Time (no daylight saving)");
    await expect(list.locator(".free-times__slot input")).toHaveCount(slots.length);
    expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);
    const picked = slots[1]!;
    // Choosing a time sets the preferred-time selects aside (CSS, so without JavaScript too).
    await expect(page.getByRole("group", { name: /^Start time/ })).toBeVisible();
    await timeChoice(page, picked.starts_at).check();
    await expect(page.getByRole("group", { name: /^Start time/ })).toBeHidden();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(stepHeading(page)).toHaveText("Step 4 of 4: Business Goals");
    await page.getByRole("button", { name: "Submit" }).click();

    const dialog = page.getByRole("dialog", { name: "Thank You!" });
    await expect(dialog).toBeVisible();
    const clock = `${Number(picked.start_hour)}:${picked.start_minute} ${picked.start_period}`;
    await expect(dialog.locator(".thank-you__meeting")).toContainText(`Your consultation is booked:`);
    await expect(dialog.locator(".thank-you__meeting")).toContainText(clock);
    await expect(dialog.locator(".thank-you__meeting")).toContainText("Mountain Standard Time");
    await expect(dialog.locator(".thank-you__meeting")).toContainText(/with (Riley|Jordan)\./);

    const owner = ((await dialog.locator(".thank-you__meeting").textContent()) ?? "").match(/with (Riley|Jordan)\./)?.[1];

    // Sales find it in the inbox with its owner and its meeting, in their own zone.
    await signInAsStaff(page, `/admin/leads?q=${encodeURIComponent(name)}`);
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText(`${owner} `);
    await expect(row).toContainText("Booked: ");
    // Received, and the meeting as its due badge (decisions 069 and 072).
    await expect(page.getByRole("columnheader", { name: "Due (your time)" })).toBeVisible();
    await expect(row).toContainText("Meeting ");
    await expect(row.locator("time")).toHaveCount(2);
    // Not overdue: the Overdue view leaves it out, and says so in its address.
    await page.getByLabel("Due", { exact: true }).selectOption("overdue");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/due=overdue/);
    await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
    await page.goBack();
    await row.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { name: "Booked consultation" })).toBeVisible();
    await expect(page.locator(".lead-detail__meta")).toContainText(`owner ${owner}`);
  });

  test("sends a visitor whose time was taken meanwhile back to step 3, with every answer kept and fresh times", async ({
    page,
    visit,
    jsEnabled,
    baseURL,
    browserProblems,
    request,
  }) => {
    // The page script's submit is answered 409 Conflict, which the browser reports.
    browserProblems.expect(/409 \(Conflict\) \(http:\/\/localhost:\d+\/api\/consult\)/);
    const { date, slots } = await dateWithFreeTimes(page.request, 6, "CT");
    await visit("/consult");
    await toStepThree(page, uniqueName("Second"));
    await showFreeTimes(page, date, "CT", jsEnabled);
    // A start only one rep can take: book it for every rep free then, from another browser.
    const wanted = slots[2]!;
    await timeChoice(page, wanted.starts_at).check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(stepHeading(page)).toHaveText("Step 4 of 4: Business Goals");
    await page.getByLabel("Comments").fill("Please call the bakery line.");

    const headers = { Origin: new URL(baseURL!).origin, "X-Requested-With": "XMLHttpRequest", "Content-Type": "application/json" };
    // Book that time for every rep free then, from other browsers (`request` shares no
    // cookie with the page), until it is only a request.
    for (let other = 0; ; other++) {
      expect(other, "more reps than the site has").toBeLessThan(10);
      const taken = await request.post("/api/consult", {
        headers: { ...headers, "X-Forwarded-For": `198.51.100.${10 + other}` },
        data: {
          full_name: `Quicker Visitor ${other}`,
          business_name: "Quicker Shop",
          phone_number: "(312) 555-0199",
          email: `quicker${other}@example.com`,
          industry_type: "retail",
          preferred_date: date,
          time_zone: "CT",
          start_hour: wanted.start_hour,
          start_minute: wanted.start_minute,
          start_period: wanted.start_period,
        },
      });
      expect(taken.status()).toBe(201);
      const { data } = (await taken.json()) as { data: { booking: { status: string } } };
      if (data.booking.status === "requested") break;
    }

    await page.getByRole("button", { name: "Submit" }).click();
    await expect(stepHeading(page)).toHaveText("Step 3 of 4: Scheduling Preferences");
    await expect(page.getByText("That time was just taken. Please choose another time.")).toBeVisible();
    await expect(page.getByLabel("Preferred date")).toHaveValue(date);
    await expect(timeChoice(page, wanted.starts_at)).toHaveCount(0);
    const another = page.locator(".free-times__slot input").last();
    await another.check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByLabel("Comments")).toHaveValue("Please call the bakery line.");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("dialog", { name: "Thank You!" }).locator(".thank-you__meeting")).toContainText("Your consultation is booked:");
  });

  test('"None of these times work for me" sends the time typed in as a request', async ({ page, visit, jsEnabled }) => {
    const { date } = await dateWithFreeTimes(page.request, 7, "PT");
    await visit("/consult");
    await toStepThree(page, uniqueName("Requester"));
    await showFreeTimes(page, date, "PT", jsEnabled);
    await page.getByLabel("None of these times work for me").check();
    const start = page.getByRole("group", { name: /^Start time/ });
    await start.getByLabel("Hour").selectOption("07");
    await start.getByLabel("Minutes").selectOption("15");
    await start.getByLabel("AM/PM").selectOption("PM");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Submit" }).click();
    const dialog = page.getByRole("dialog", { name: "Thank You!" });
    await expect(dialog).toContainText("We will contact you shortly to confirm your consultation time.");
    await expect(dialog.locator(".thank-you__meeting")).toHaveCount(0);
  });
});
