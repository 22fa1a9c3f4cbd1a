import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { leadNotes, leads, referralLinks, referralPartners, routingRules } from "#db/schema";
import { createLead } from "~/features/lead-store/leads.server";
import { upsertStaffAccount } from "~/features/staff/staff-accounts";
import { action as leadAction, loader as leadLoader } from "~/routes/admin.leads.$id";
import { loader as inboxLoader } from "~/routes/admin.leads._index";
import { loader as csvLoader } from "~/routes/admin.leads[.]csv";
import { action as signInAction } from "~/routes/admin_.login";
import { getDb } from "~/utils/db.server";
import { settle, Visitor } from "./support/requests";

/**
 * What a sales rep reads in the inbox and on a lead's page (decision 052): times in the
 * rep's own zone, the visitor's contact details, a chat callback's answers and the partner
 * behind a referral.
 */

const PASSWORD = "correct horse battery";
const CHICAGO = "chicago-rep@example.com";
const HONOLULU = "honolulu-rep@example.com";
const RECEIVED = "2026-12-15T20:30:00.000Z";
const NOTE_WRITTEN = "2026-12-16T01:05:00.000Z";
const PARTNER_CODE = "ref_gulf-coast_newsletter-email-spring_s26";
const UNKNOWN_CODE = "ref_nobody_web-banner-none_x1";

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });
type Inbox = Awaited<ReturnType<typeof inboxLoader>>;
type Detail = Awaited<ReturnType<typeof leadLoader>>;

async function signedIn(email: string): Promise<Visitor> {
  const visitor = await new Visitor().start();
  const result = await settle(() => signInAction(args(visitor.form("/admin/login", { email, password: PASSWORD }, { honeypot: false }))));
  expect(result).toBeInstanceOf(Response);
  visitor.rememberResponse(result as Response);
  return visitor;
}

async function storedLead(fields: Partial<Parameters<typeof createLead>[0]> & { fullName: string }) {
  const lead = await createLead(
    { type: "merchant_application", payload: {}, channel: "form", details: [], ...fields },
    "http://localhost",
  );
  await getDb().update(leads).set({ createdAt: Date.parse(RECEIVED) }).where(eq(leads.id, lead.id));
  return lead;
}

const inboxOf = async (visitor: Visitor, query: string) => (await inboxLoader(args(visitor.get(`/admin/leads?${query}`)))) as Inbox;
const detailOf = async (visitor: Visitor, id: number) =>
  (await leadLoader(args(visitor.get(`/admin/leads/${id}`), { id: String(id) }))) as Detail;

let referred = 0;
let callback = 0;

beforeAll(async () => {
  // No routing rules: the leads these tests store wait unowned whenever they run (decision 070).
  await getDb().delete(routingRules);
  await upsertStaffAccount(getDb(), { email: CHICAGO, password: PASSWORD, timeZone: "America/Chicago" });
  await upsertStaffAccount(getDb(), { email: HONOLULU, password: PASSWORD, timeZone: "Pacific/Honolulu" });
  const [partner] = await getDb().insert(referralPartners).values({ name: "Gulf Coast Community Bank", ref: "gulf-coast" }).returning();
  await getDb().insert(referralLinks).values({
    partnerId: partner!.id,
    linkCode: PARTNER_CODE,
    label: "Spring mailing",
    code: "s26",
    utmSource: "newsletter",
    utmMedium: "email",
    utmCampaign: "spring",
  });
  referred = (
    await storedLead({
      fullName: "Referred Merchant",
      email: "dana@reyes.example",
      phone: "+1 (601) 555-0100",
      linkCode: PARTNER_CODE,
      payload: { contact_name: "Referred Merchant", email: "dana@reyes.example", phone: "+1 (601) 555-0100" },
    })
  ).id;
  await storedLead({ fullName: "Made-up Code Merchant", linkCode: UNKNOWN_CODE });
  callback = (
    await storedLead({
      type: "chat_callback",
      fullName: "Chat Caller",
      phone: "call me after 5",
      payload: { name: "Chat Caller", phone: "call me after 5", best_time: "afternoon", note: "", conversation: "POS systems → Speak with a representative" },
    })
  ).id;
  await getDb().insert(leadNotes).values({ leadId: referred, kind: "note", body: "Called back", createdAt: Date.parse(NOTE_WRITTEN) });
});

describe("times in the inbox and on a lead's page", () => {
  it("shows the same lead's received time to each rep in their own zone, named", async () => {
    const [chicago, honolulu] = [await signedIn(CHICAGO), await signedIn(HONOLULU)];
    const listed = async (visitor: Visitor) => (await inboxOf(visitor, "q=Referred+Merchant")).leads[0]?.received;
    expect(await listed(chicago)).toEqual({ at: RECEIVED, when: "Tue, Dec 15, 2026, 2:30 PM CST" });
    expect(await listed(honolulu)).toEqual({ at: RECEIVED, when: "Tue, Dec 15, 2026, 10:30 AM HST" });
    expect((await inboxOf(honolulu, "")).timeZone).toBe("Pacific/Honolulu");

    const chicagoPage = await detailOf(chicago, referred);
    const honoluluPage = await detailOf(honolulu, referred);
    expect(chicagoPage.lead.received.when).toBe("Tue, Dec 15, 2026, 2:30 PM CST");
    expect(honoluluPage.lead.received.when).toBe("Tue, Dec 15, 2026, 10:30 AM HST");
    // A note written late on the 15th in Chicago was already the 16th in UTC.
    expect(chicagoPage.notes.map((note) => note.written)).toEqual([{ at: NOTE_WRITTEN, when: "Tue, Dec 15, 2026, 7:05 PM CST" }]);
    expect(honoluluPage.notes[0]?.written.when).toBe("Tue, Dec 15, 2026, 3:05 PM HST");
    expect(honoluluPage.timeZone).toBe("Pacific/Honolulu");
  });

  it("keeps the CSV's submitted_at the stored UTC instant, for programs", async () => {
    const response = (await csvLoader(args((await signedIn(HONOLULU)).get("/admin/leads.csv?q=Referred+Merchant")))) as Response;
    const rows = parse((await response.text()).replace(/^\ufeff/, ""), { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.submitted_at)).toEqual([RECEIVED]);
  });
});

describe("contact details on a lead's page", () => {
  it("marks the visitor's phone and e-mail answers as contact details", async () => {
    const page = await detailOf(await signedIn(CHICAGO), referred);
    expect(page.rows.filter((row) => row.contact)).toEqual([
      { label: "E-mail address", value: "dana@reyes.example", contact: "email" },
      { label: "Phone number", value: "+1 (601) 555-0100", contact: "phone" },
    ]);
  });
});

describe("a chat callback lead", () => {
  it("reads with labels and the best time as offered, never the payload's keys", async () => {
    const page = await detailOf(await signedIn(CHICAGO), callback);
    const rows = Object.fromEntries(page.rows.map((row) => [row.label, row.value]));
    expect(rows).toMatchObject({
      Name: "Chat Caller",
      "Best time to call": "Afternoon (12 – 5 PM), the visitor's local time (time zone not recorded)",
      Note: "—",
      "Asked in the chat": "POS systems → Speak with a representative",
    });
    expect(Object.keys(rows)).not.toContain("best_time");
  });
});

describe("a referral lead", () => {
  it("names the partner and the link where the code is a partner's link, with the code beside it", async () => {
    const chicago = await signedIn(CHICAGO);
    expect((await detailOf(chicago, referred)).lead.referral).toEqual({
      code: PARTNER_CODE,
      partner: "Gulf Coast Community Bank (Spring mailing)",
    });
    const listed = (await inboxOf(chicago, "q=Merchant")).leads.map((lead) => [lead.fullName, lead.referral]);
    expect(Object.fromEntries(listed)).toEqual({
      "Referred Merchant": { code: PARTNER_CODE, partner: "Gulf Coast Community Bank (Spring mailing)" },
      "Made-up Code Merchant": { code: UNKNOWN_CODE, partner: null },
    });
  });

  it("exports the partner beside the link code", async () => {
    const response = (await csvLoader(args((await signedIn(CHICAGO)).get("/admin/leads.csv?q=Merchant")))) as Response;
    const rows = parse((await response.text()).replace(/^\ufeff/, ""), { columns: true }) as Record<string, string>[];
    expect(Object.fromEntries(rows.map((row) => [row.full_name, [row.link_code, row.referral_partner]]))).toEqual({
      "Referred Merchant": [PARTNER_CODE, "Gulf Coast Community Bank (Spring mailing)"],
      "Made-up Code Merchant": [UNKNOWN_CODE, ""],
    });
  });
});

describe("the owner and task forms on a lead's page (decision 072)", () => {
  const REP_A = "owner-form-a@example.com";
  const REP_B = "owner-form-b@example.com";
  type Refused = { data: { error: string; task?: { values: Record<string, string>; errors: Record<string, string> } }; init: { status: number } };
  const post = async (visitor: Visitor, id: number, fields: Record<string, string>) =>
    settle(() => leadAction(args(visitor.form(`/admin/leads/${id}`, fields, { honeypot: false }), { id: String(id) })));

  it("claims, refuses a second claim and a colleague's reassignment, and keeps a refused task's values", async () => {
    await upsertStaffAccount(getDb(), { email: REP_A, password: PASSWORD, role: "sales", timeZone: "America/Chicago", name: "Ann Owner" });
    await upsertStaffAccount(getDb(), { email: REP_B, password: PASSWORD, role: "sales", timeZone: "America/Chicago", name: "Ben Other" });
    const [a, b] = [await signedIn(REP_A), await signedIn(REP_B)];
    const id = (await storedLead({ fullName: "Owner Form Lead" })).id;

    const claimed = (await post(a, id, { intent: "claim" })) as Response;
    expect(claimed.headers.get("Location")).toBe(`/admin/leads/${id}?updated=claimed`);
    const late = (await post(b, id, { intent: "claim" })) as Refused;
    expect(late.init.status).toBe(409);
    expect(late.data.error).toBe("Ann Owner claimed this lead first; it is theirs now.");

    // Ben may not hand on Ann's lead, even naming her as the owner the page showed.
    const ann = (await detailOf(a, id)).ownership;
    expect(ann).toMatchObject({ canClaim: false, canReassign: true });
    expect((await detailOf(b, id)).ownership).toMatchObject({ canReassign: false, staff: [] });
    const taken = (await post(b, id, { intent: "reassign", currentOwnerId: String(ann.ownerId), ownerId: String(ann.ownerId) })) as Refused;
    expect(taken.init.status).toBe(403);

    const refused = (await post(a, id, { intent: "task", title: "Call back", date: "2026-03-08", time: "02:30" })) as Refused;
    expect(refused.init.status).toBe(400);
    expect(refused.data.task).toEqual({
      values: { title: "Call back", date: "2026-03-08", time: "02:30" },
      errors: { time: "The clocks skip that time on that day (they go forward): choose another" },
    });
    const added = (await post(a, id, { intent: "task", title: "Call back", date: "2026-03-09", time: "09:00" })) as Response;
    expect(added.headers.get("Location")).toBe(`/admin/leads/${id}?updated=task`);
    const page = await detailOf(a, id);
    expect(page.tasks.open.map((task) => [task.title, task.due.at, task.due.when])).toEqual([["Call back", "2026-03-09T14:00:00.000Z", "Mon, Mar 9, 2026, 9:00 AM CDT"]]);
    expect(page.assignments.map((line) => [line.reason, line.by, line.owner])).toEqual([["Claimed", "by Ann Owner", "Ann Owner"]]);
  });
});
