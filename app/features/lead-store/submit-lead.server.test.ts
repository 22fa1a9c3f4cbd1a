import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { jobs, leads, referralConversions } from "#db/schema";
import { createJobWorker } from "~/features/jobs/job-worker.server";
import { REFERRAL_COOKIE, serializeReferralCookie } from "~/features/referrals/referral-cookie.server";
import { CLICK_COOKIE } from "~/features/popups/visitor.server";
import { getDb } from "~/utils/db.server";
import { outboxDirectory } from "~/features/mail/send-mail.server";
import { LEAD_JOB_HANDLERS } from "./notify.server";
import { submitLead, type SubmittedLead } from "./submit-lead.server";

const LINK_CODE = "ref_partner42_newsletter";
const CAPTURED_AT = Date.UTC(2026, 4, 1, 12);

const newLead = (fullName: string): SubmittedLead => ({
  type: "partner_agent",
  fullName,
  email: `${fullName.toLowerCase().replace(/\W+/g, ".")}@example.com`,
  payload: { full_name: fullName },
  channel: "form",
  details: [["Name", fullName]],
});

/** A cookie pair ("name=value") out of a Set-Cookie value. */
const pairOf = (setCookie: string) => setCookie.split(";")[0]!;

async function referralCookiePair(): Promise<string> {
  const stored = {
    visitor: "visitorkey0123456789",
    attribution: { linkCode: LINK_CODE, ref: "Partner42", code: "", utm: { utm_source: "newsletter" }, capturedAt: CAPTURED_AT },
  };
  return pairOf(await serializeReferralCookie(stored, CAPTURED_AT));
}

const postFrom = (cookies: string[]) =>
  new Request("http://localhost/partners/agent", { method: "POST", headers: cookies.length ? { Cookie: cookies.join("; ") } : {} });

const conversionsOf = (leadId: number) => getDb().select().from(referralConversions).where(eq(referralConversions.leadId, leadId));

describe("submitLead", () => {
  it("stores the lead and marks the browser as having sent one, without a referral to convert", async () => {
    const { lead, setCookies } = await submitLead(postFrom([]), newLead("Dana Reyes"));
    const [stored] = await getDb().select().from(leads).where(eq(leads.id, lead.id)).limit(1);
    expect(stored).toMatchObject({
      type: "partner_agent",
      status: "pending",
      fullName: "Dana Reyes",
      email: "dana.reyes@example.com",
      channel: "form",
      referral: null,
      linkCode: null,
      lightboxId: null,
    });
    expect(setCookies).toEqual([expect.stringMatching(/^recent_lead=1; Path=\/; Max-Age=86400; SameSite=Lax; HttpOnly$/)]);
    expect(await conversionsOf(lead.id)).toEqual([]);
  });

  it("credits the stored referral, records its conversion once and clears the referral cookie", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(CAPTURED_AT + 60_000);
    try {
      const { lead, setCookies } = await submitLead(postFrom([await referralCookiePair()]), newLead("Sam Ortiz"));
      expect(lead).toMatchObject({
        linkCode: LINK_CODE,
        referral: { linkCode: LINK_CODE, ref: "Partner42", utm_source: "newsletter", capturedAt: new Date(CAPTURED_AT).toISOString() },
      });
      expect(await conversionsOf(lead.id)).toMatchObject([
        { linkCode: LINK_CODE, conversionKey: `lead:${lead.id}`, conversionType: "partner_agent", conversionValue: 0, userEmail: "sam.ortiz@example.com", source: "lead" },
      ]);
      expect(setCookies).toHaveLength(2);
      expect(setCookies[1]).toMatch(new RegExp(`^${REFERRAL_COOKIE}=; .*Max-Age=0`));
    } finally {
      vi.useRealTimers();
    }
  });

  it("credits the clicked pop-up only when asked to (consultations)", async () => {
    const request = () => postFrom([`${CLICK_COOKIE}=7`]);
    expect((await submitLead(request(), newLead("Uncredited Lead"))).lead.lightboxId).toBeNull();
    expect((await submitLead(request(), newLead("Credited Lead"), { creditPopupClick: true })).lead.lightboxId).toBe(7);
  });

  it("e-mails sales about the lead through a job stored with it", async () => {
    const { lead } = await submitLead(postFrom([]), newLead("Mail Check"));
    const message = () =>
      existsSync(outboxDirectory()) ? readdirSync(outboxDirectory()).find((file) => file.endsWith(`-lead-${lead.reference}.eml`)) : undefined;
    const [job] = await getDb().select().from(jobs).where(eq(jobs.dedupeKey, `lead:${lead.id}:notification`));
    expect(job).toMatchObject({ kind: "lead-notification", status: "pending" });
    expect(message()).toBeUndefined();
    await createJobWorker({ handlers: LEAD_JOB_HANDLERS }).runOnce();
    expect(message()).toBeDefined();
    expect(readFileSync(join(outboxDirectory(), message()!), "utf8")).toContain(`reference ${lead.reference}`);
  });
});
