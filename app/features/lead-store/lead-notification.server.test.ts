import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs, staffUsers } from "#db/schema";
import { mimePart } from "~/features/booking/invitation-test-fixtures";
import { createJobWorker } from "~/features/jobs/job-worker.server";
import { recordAssignment } from "~/features/lead-routing/assignments.server";
import { outboxDirectory } from "~/features/mail/send-mail.server";
import { databaseReady, getDb, inTransaction } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { insertLead, leadNotification, type NewLead } from "./leads.server";
import { enqueueLeadNotification, LEAD_JOB_HANDLERS } from "./notify.server";

/* The new-lead e-mail goes to the lead's owner, found when the e-mail is sent; the shared address when it has none (decision 071). */

/** Monday 7 December 2026, 4 PM in Chicago. */
const DUE = new Date("2026-12-07T22:00:00.000Z");
const input: NewLead = { type: "merchant_application", fullName: "Dana Reyes", email: "dana@example.com", payload: {}, channel: "form", details: [["Full name", "Dana Reyes"]] };

let owner: { id: number; email: string };
let departed: { id: number; email: string };

beforeAll(async () => {
  await databaseReady();
  const rows = await getDb()
    .insert(staffUsers)
    .values([
      { email: "olive.owner@example.com", name: "Olive Owner", passwordHash: "x", timeZone: "America/Los_Angeles" },
      { email: "former.rep@example.com", passwordHash: "x", active: false },
    ])
    .returning({ id: staffUsers.id, email: staffUsers.email });
  [owner, departed] = [rows[0]!, rows[1]!];
});

beforeEach(async () => {
  rmSync(outboxDirectory(), { recursive: true, force: true });
  await getDb().delete(jobs);
});

let count = 0;

/** A lead stored with its notification, and an owner set afterwards in the same transaction, as the routing does. */
async function storeLead(ownerId: number | null, attribution: NewLead["attribution"] = null) {
  count += 1;
  return inTransaction(async (tx) => {
    const lead = await insertLead(tx, { ...input, attribution }, `NOTE${count}-TESTS`, null, DUE);
    await enqueueLeadNotification(tx, leadNotification(lead, input.details), "https://www.example.com");
    if (ownerId !== null) await recordAssignment(tx, { leadId: lead.id, ownerId, by: null, reason: "rule" });
    return lead;
  });
}

function notificationOf(reference: string) {
  const files = existsSync(outboxDirectory()) ? readdirSync(outboxDirectory()).filter((file) => file.endsWith(`-lead-${reference}.eml`)) : [];
  expect(files).toHaveLength(1);
  const raw = readFileSync(join(outboxDirectory(), files[0]!), "utf8");
  return { to: /^To: (.+)$/m.exec(raw)?.[1], text: mimePart(raw, /Content-Type: text\/plain/).body };
}

describe("the new-lead e-mail", () => {
  it("goes to the lead's owner, with the reply time on the owner's clock", async () => {
    const lead = await storeLead(owner.id);
    await createJobWorker({ handlers: LEAD_JOB_HANDLERS }).runOnce();
    const mail = notificationOf(lead.reference);
    expect(mail.to).toBe(owner.email);
    expect(mail.text).toContain("Reply due by: Mon, Dec 7, 2026, 2:00 PM PST (America/Los_Angeles)");
    expect(mail.text).toContain(`Open in the inbox: https://www.example.com/admin/leads/${lead.id}`);
  });

  it("goes to the shared address when the lead has no owner, or its owner's account is inactive", async () => {
    for (const ownerId of [null, departed.id]) {
      const lead = await storeLead(ownerId);
      await createJobWorker({ handlers: LEAD_JOB_HANDLERS }).runOnce();
      const mail = notificationOf(lead.reference);
      expect(mail.to).toBe(getEnv().LEADS_NOTIFY_TO);
      expect(mail.text).toContain("Reply due by: Mon, Dec 7, 2026, 4:00 PM CST (America/Chicago)");
    }
  });

  it("says where the lead came from: the first source, the latest when it differs, or that nothing was recorded", async () => {
    const touch = (source: string, medium: string, campaign: string | null) => ({
      source,
      medium,
      campaign,
      term: null,
      content: null,
      referrerHost: null,
      landingPage: "/retail",
      referralLinkCode: null,
      at: DUE.getTime(),
    });
    const attributed = await storeLead(null, { history: { first: touch("newsletter", "email", "spring"), last: touch("google", "organic", null) }, popupId: null });
    const untracked = await storeLead(null);
    await createJobWorker({ handlers: LEAD_JOB_HANDLERS }).runOnce();
    expect(notificationOf(attributed.reference).text).toContain("Came from: newsletter / email, campaign spring\nLatest visit from: google / organic\n");
    expect(notificationOf(untracked.reference).text).toContain("Came from: not recorded\n");
  });
});
