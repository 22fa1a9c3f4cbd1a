import { axeViolations, expect, queryProjectDatabase, signInAsStaff, STAFF_BROWSER, test } from "./support";

test.use(STAFF_BROWSER);

/** A failed job as the worker leaves one: a confirmation for a lead that no longer exists, its attempts used up. */
async function insertFailedJob(name: string): Promise<number> {
  const now = Date.now();
  const [row] = await queryProjectDatabase<{ id: number }>(
    "insert into jobs (kind, payload, dedupe_key, status, run_at, attempts, max_attempts, last_error, updated_at, finished_at) " +
      "values ('time-requested-email', ?, ?, 'failed', ?, 8, 8, 'connect ECONNREFUSED 127.0.0.1:587', ?, ?) returning id",
    JSON.stringify({ leadId: 999_999_999 }),
    `e2e:${name}`,
    now - 60_000,
    now,
    now,
  );
  return Number(row!.id);
}

test.describe("the jobs screen", () => {
  test("an admin finds a failed job by its status link, retries it (audited), and the worker runs it", async ({ page, browser, jsEnabled, visit }) => {
    const id = await insertFailedJob(`${test.info().project.name}-${Date.now().toString(36)}`);
    await signInAsStaff(page, "/admin/jobs");
    await visit("/admin/jobs");
    await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();

    const byStatus = page.getByRole("navigation", { name: "Jobs by status" });
    await byStatus.getByRole("link", { name: /^Failed \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\/admin\/jobs\?status=failed$/);
    await expect(byStatus.getByRole("link", { name: /^Failed/ })).toHaveAttribute("aria-current", "true");
    const row = page.getByRole("row", { name: new RegExp(`^${id} `) });
    await expect(row).toContainText("time-requested-email");
    await expect(row).toContainText("Failed");
    await expect(row).toContainText("8 of 8");
    await expect(row).toContainText("connect ECONNREFUSED 127.0.0.1:587");
    // The markup is the server's either way; checked once, with a failed job and its form on screen.
    if (jsEnabled) expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);

    await row.getByRole("button", { name: `Retry job ${id}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/jobs\\?status=pending&retried=${id}$`));
    const notice = page.getByRole("status");
    await expect(notice).toHaveText(`Job ${id} will be tried again within a few seconds.`);
    if (jsEnabled) await expect(notice).toBeFocused();

    await visit("/admin/audit?type=job");
    await expect(page.getByRole("row", { name: new RegExp(`Retried job ${id} \\(time-requested-email\\)`) })).toBeVisible();

    // The worker of one of the app processes takes it: the lead is gone, so nothing is sent and the job says why.
    await expect
      .poll(async () => {
        await visit("/admin/jobs?kind=time-requested-email");
        return page.getByRole("row", { name: new RegExp(`^${id} `) }).innerText();
      }, { timeout: 15_000 })
      .toMatch(/Not sent[\s\S]*the lead no longer exists/);
  });

  test("a retry of a job that is not failed is refused with a message, and changes nothing", async ({ page, visit }) => {
    const id = await insertFailedJob(`refused-${test.info().project.name}-${Date.now().toString(36)}`);
    await signInAsStaff(page, "/admin/jobs?status=failed");
    await visit("/admin/jobs?status=failed");
    const retry = page.getByRole("row", { name: new RegExp(`^${id} `) }).getByRole("button", { name: `Retry job ${id}` });
    // Someone else retried it meanwhile (and it is done by now).
    await queryProjectDatabase("update jobs set status = 'done', attempts = 1 where id = ?", id);
    await retry.click();
    await expect(page.getByRole("alert")).toHaveText(`Job ${id} is not a failed job (any more): nothing was changed.`);
    const [job] = await queryProjectDatabase<{ status: string }>("select status from jobs where id = ?", id);
    expect(job?.status).toBe("done");
  });
});
