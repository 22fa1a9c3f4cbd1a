import { ensureStaffAccount, expect, queryProjectDatabase, signInAsStaff, STAFF_BROWSER, test, uniqueName } from "./support";

test.use(STAFF_BROWSER);

/**
 * What a sales rep reads on a lead's page and in the inbox (decision 052): every time in
 * the rep's own zone, named; the visitor's phone and e-mail as links; a chat callback's
 * answers in words; the partner behind a referral code.
 */

const CHICAGO = { email: "chicago-rep@example.com", name: "E2E America/Chicago", password: "e2e-chicago-password", role: "sales", timeZone: "America/Chicago" } as const;
const HONOLULU = { email: "honolulu-rep@example.com", name: "E2E Pacific/Honolulu", password: "e2e-honolulu-password", role: "sales", timeZone: "Pacific/Honolulu" } as const;
const RECEIVED = "2026-12-15T20:30:00.000Z";

test.beforeAll(async () => {
  for (const account of [CHICAGO, HONOLULU]) await ensureStaffAccount(account);
});

/** A lead as a form stores it, received at RECEIVED; returns its id. */
async function storeLead(values: { type: string; name: string; email?: string; phone: string; payload: object; linkCode?: string }) {
  const reference = `E2E${Math.random().toString(36).slice(2, 9).toUpperCase()}`;
  const [row] = await queryProjectDatabase<{ id: number }>(
    `insert into leads (reference, type, full_name, email, phone, payload, link_code, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?) returning id`,
    reference,
    values.type,
    values.name,
    values.email ?? null,
    values.phone,
    JSON.stringify(values.payload),
    values.linkCode ?? null,
    Date.parse(RECEIVED),
  );
  return Number(row?.id);
}

test("a referred lead's page shows the rep's own time, contact links and the partner", async ({ page }) => {
  const name = uniqueName("Referred Merchant");
  const ref = `gulf-${Date.now().toString(36)}`;
  const linkCode = `ref_${ref}_newsletter-email-spring_s26`;
  const [partner] = await queryProjectDatabase<{ id: number }>(
    "insert into referral_partners (name, ref) values ('Gulf Coast Community Bank', ?) returning id",
    ref,
  );
  await queryProjectDatabase(
    `insert into referral_links (partner_id, link_code, label, code, utm_source, utm_medium, utm_campaign)
     values (?, ?, 'Spring mailing', 's26', 'newsletter', 'email', 'spring')`,
    Number(partner?.id),
    linkCode,
  );
  const id = await storeLead({
    type: "merchant_application",
    name,
    email: "dana@reyes.example",
    phone: "+1 (601) 555-0100",
    payload: { contact_name: name, email: "dana@reyes.example", phone: "+1 (601) 555-0100" },
    linkCode,
  });

  await signInAsStaff(page, `/admin/leads/${id}`, CHICAGO);
  const meta = page.locator(".lead-detail__meta");
  await expect(meta).toContainText("received Tue, Dec 15, 2026, 2:30 PM CST");
  await expect(meta).toContainText(`referral Gulf Coast Community Bank (Spring mailing) ${linkCode}`);
  const details = page.locator(".details-list");
  await expect(details.getByRole("link", { name: "dana@reyes.example" })).toHaveAttribute("href", "mailto:dana@reyes.example");
  await expect(details.getByRole("link", { name: "+1 (601) 555-0100" })).toHaveAttribute("href", "tel:+16015550100");

  // The inbox row: the same time, the partner, and the contact details as links.
  await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("columnheader", { name: "Received (your time: America/Chicago)" })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Tue, Dec 15, 2026, 2:30 PM CST");
  await expect(row).toContainText("Referral: Gulf Coast Community Bank (Spring mailing)");
  await expect(row.getByRole("link", { name: "+1 (601) 555-0100" })).toHaveAttribute("href", "tel:+16015550100");

  // Another rep reads the same lead in Honolulu time.
  await page.context().clearCookies();
  await signInAsStaff(page, `/admin/leads/${id}`, HONOLULU);
  await expect(meta).toContainText("received Tue, Dec 15, 2026, 10:30 AM HST");
});

test("a chat callback lead reads in words, and a phone note that is no number stays text", async ({ page }) => {
  const name = uniqueName("Chat Caller");
  const id = await storeLead({
    type: "chat_callback",
    name,
    phone: "call me after 5",
    payload: { name, phone: "call me after 5", best_time: "afternoon", note: "", conversation: "POS systems → Speak with a representative" },
    linkCode: "ref_nobody_web-banner-none_x1",
  });
  await signInAsStaff(page, `/admin/leads/${id}`, CHICAGO);
  const details = page.locator(".details-list");
  await expect(details).toContainText("Best time to call");
  await expect(details).toContainText("Afternoon (12 – 5 PM), the visitor's local time (time zone not recorded)");
  await expect(details).not.toContainText("best_time");
  await expect(details.getByText("call me after 5")).toBeVisible();
  await expect(details.getByRole("link")).toHaveCount(0);
  // A code no partner link has is shown as it is.
  await expect(page.locator(".lead-detail__meta")).toContainText("referral ref_nobody_web-banner-none_x1");
});
