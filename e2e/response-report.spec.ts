import {
  axeViolations,
  expect,
  HTTP_ONLY,
  insertMeeting,
  queryProjectDatabase,
  SAME_STAFF_MARKUP_WITHOUT_JAVASCRIPT,
  signInAsStaff,
  STAFF,
  STAFF_BROWSER,
  test,
} from "./support";

test.use(STAFF_BROWSER);

/**
 * A consultation that arrived on a day of the past nobody else's lead arrived on (each run
 * picks its own), owned by the signed-in account, with its meeting an hour after arrival:
 * a period of that one day counts this lead alone.
 */
async function pastMeeting(): Promise<{ leadId: number; day: string; owner: string }> {
  const [staff] = await queryProjectDatabase<{ id: number; label: string }>(
    "select id, coalesce(name, email) as label from staff_users where email = ?",
    STAFF.email,
  );
  const random = Math.floor(Math.random() * 20 * 365);
  const day = new Date(Date.UTC(1990, 0, 1) + random * 86_400_000).toISOString().slice(0, 10);
  // Noon Central: the same day in every zone of the United States.
  const arrival = new Date(`${day}T18:00:00Z`);
  const suffix = Math.random().toString(36).slice(2, 7).toUpperCase().padEnd(5, "X");
  const startsAt = arrival.getTime() + 60 * 60_000;
  const [lead] = await queryProjectDatabase<{ id: number }>(
    "insert into leads (reference, type, full_name, phone, payload, owner_id, due_at, created_at) values (?, ?, ?, ?, ?, ?, ?, ?) returning id",
    `RTE2E-${suffix}`,
    "consultation",
    "Noel Show",
    "+1 (601) 555-0142",
    "{}",
    staff!.id,
    startsAt,
    arrival.getTime(),
  );
  await insertMeeting(lead!.id, staff!.id, startsAt, `report-e2e-${suffix}@localhost`);
  return { leadId: Number(lead!.id), day, owner: staff!.label };
}

test.describe("the response-time report", () => {
  test("a past meeting marked as a no-show is counted in the report of its period", async ({ page, browser, jsEnabled, visit }) => {
    const { leadId, day, owner } = await pastMeeting();
    await signInAsStaff(page, `/admin/leads/${leadId}`);
    await visit(`/admin/leads/${leadId}`);
    const meeting = page.getByRole("region", { name: "Booked consultation" });
    await expect(meeting).toContainText("Outcome: Not recorded yet");
    await meeting.getByRole("button", { name: "Mark as no-show" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${leadId}\\?outcome=saved$`));
    await expect(meeting.getByRole("status")).toHaveText("Outcome saved.");
    await expect(meeting).toContainText("Outcome: No-show");
    await expect(meeting.getByRole("button", { name: "Mark as no-show" })).toHaveAttribute("aria-pressed", "true");

    // From the staff bar to the report, then the period of that day.
    await page.getByRole("link", { name: "Response times" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Response times" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "true");
    if (jsEnabled) expect(await axeViolations(page, browser, jsEnabled), SAME_STAFF_MARKUP_WITHOUT_JAVASCRIPT).toEqual([]);
    const period = page.getByRole("form", { name: "Period of arrival" });
    await period.getByLabel("From").fill(day);
    await period.getByLabel("To").fill(day);
    await period.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?from=${day}&to=${day}$`));

    const byOwner = page.getByRole("table", { name: "Per owner" });
    // Owner, leads, answered, within, overdue, share, median, 90th, booked, kept, no-show, qualified or won.
    await expect(byOwner.getByRole("row", { name: new RegExp(`^${owner.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} `) })).toHaveText(
      [owner, "1", "0", "0", "1", "0%", "—", "—", "1", "0", "1", "0"].join(""),
    );
    const byType = page.getByRole("table", { name: "Per lead type" });
    await expect(byType.getByRole("row", { name: /^Consultation request / }).getByRole("cell").nth(9), "no-shows").toHaveText("1");
  });

  test("downloads the period as CSV, and the download is in the audit log", HTTP_ONLY, async ({ page }) => {
    const { day, owner } = await pastMeeting();
    await signInAsStaff(page, "/admin/reports/response-times");
    const response = await page.request.get(`/admin/reports/response-times.csv?from=${day}&to=${day}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers()["content-disposition"]).toBe(`attachment; filename="response-times-${day}-to-${day}.csv"`);
    const lines = (await response.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toMatch(/^"table","row","leads","answered",/);
    expect(lines).toContain(`"owner","${owner}","1","0","0","1","0","","","1","0","0","0"`);
    expect(lines.at(-1)).toBe('"total","All leads","1","0","0","1","0","","","1","0","0","0"');

    const audit = await page.request.get("/admin/audit?type=export");
    expect(await audit.text()).toContain(`Downloaded the response-time report as CSV: 9 rows (${day} to ${day})`);
  });
});
