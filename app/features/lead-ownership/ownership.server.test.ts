import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { leads, routingRules, staffUsers } from "#db/schema";
import { listAssignments } from "~/features/lead-routing/assignments.server";
import { createLead } from "~/features/lead-store/leads.server";
import type { StaffMember } from "~/features/staff/session.server";
import { getDb } from "~/utils/db.server";
import { claimLead, reassignLead, staffWhoWorkLeads } from "./ownership.server";

async function member(name: string, role: string, active = true): Promise<StaffMember> {
  const [row] = await getDb()
    .insert(staffUsers)
    .values({ email: `${name.toLowerCase().replace(/\W/g, "-")}-${Date.now()}@example.com`, name, passwordHash: "x", role, active })
    .returning();
  return { id: row!.id, email: row!.email, name: row!.name, timeZone: "America/Chicago", role };
}

const newLead = async () =>
  (await createLead({ type: "chat_callback", fullName: "Claim Me", phone: "5125550100", payload: {}, channel: "form", details: [] }, "http://localhost")).id;
const leadRow = async (id: number) => (await getDb().select().from(leads).where(eq(leads.id, id)))[0]!;

let rita: StaffMember;
let sam: StaffMember;
let ada: StaffMember;
let mark: StaffMember;
let gone: StaffMember;

beforeAll(async () => {
  // No routing rules: a new lead waits unowned whenever the test runs, as claiming needs.
  await getDb().delete(routingRules);
  rita = await member("Rita Rep", "sales");
  sam = await member("Sam Sales", "sales");
  ada = await member("Ada Admin", "admin");
  mark = await member("Mark Marketing", "marketing");
  gone = await member("Gone Rep", "sales", false);
});

describe("claimLead", () => {
  it("gives an unassigned lead to the first to claim it, and tells the second who has it", async () => {
    const id = await newLead();
    const [first, second] = await Promise.all([claimLead(id, rita), claimLead(id, sam)]);
    expect(first).toEqual({ ok: true });
    expect(second).toEqual({ ok: false, status: 409, message: "Rita Rep claimed this lead first; it is theirs now." });
    const lead = await leadRow(id);
    expect(lead.ownerId).toBe(rita.id);
    // Taking a lead is not answering it.
    expect(lead.firstResponseAt).toBeNull();
    expect((await listAssignments(id)).map((line) => [line.ownerName, line.reason, line.byName])).toEqual([["Rita Rep", "claim", "Rita Rep"]]);
    expect(await claimLead(999_999_999, rita)).toMatchObject({ ok: false, status: 404 });
  });
});

describe("reassignLead", () => {
  it("lets the owner hand on their lead, and nobody else but an admin", async () => {
    const id = await newLead();
    await claimLead(id, rita);
    expect(await reassignLead(id, sam, rita.id, sam.id)).toMatchObject({ ok: false, status: 403 });
    expect(await reassignLead(id, mark, rita.id, sam.id)).toMatchObject({ ok: false, status: 403 });
    // A rep posting someone else's lead as their own changes nothing either.
    expect(await reassignLead(id, sam, sam.id, ada.id)).toMatchObject({ ok: false, status: 409 });
    expect((await leadRow(id)).ownerId).toBe(rita.id);

    expect(await reassignLead(id, rita, rita.id, sam.id)).toEqual({ ok: true });
    expect(await reassignLead(id, ada, sam.id, rita.id)).toEqual({ ok: true });
    const history = await listAssignments(id);
    expect(history.map((line) => [line.ownerName, line.reason, line.byName])).toEqual([
      ["Rita Rep", "claim", "Rita Rep"],
      ["Sam Sales", "reassign", "Rita Rep"],
      ["Rita Rep", "reassign", "Ada Admin"],
    ]);
    expect((await leadRow(id)).firstResponseAt).toBeNull();
  });

  it("refuses a change the page did not see, and someone who cannot work leads", async () => {
    const id = await newLead();
    await claimLead(id, rita);
    // The admin's page still showed the lead unassigned.
    expect(await reassignLead(id, ada, null, sam.id)).toMatchObject({ ok: false, status: 409 });
    expect(await reassignLead(id, ada, rita.id, mark.id)).toMatchObject({ ok: false, status: 400 });
    expect(await reassignLead(id, ada, rita.id, gone.id)).toMatchObject({ ok: false, status: 400 });
    expect(await reassignLead(id, ada, rita.id, rita.id)).toMatchObject({ ok: false, status: 400 });
    expect((await listAssignments(id))).toHaveLength(1);
  });

  it("offers only active members who work leads", async () => {
    const offered = (await staffWhoWorkLeads()).map((person) => person.id);
    expect(offered).toEqual(expect.arrayContaining([rita.id, sam.id, ada.id]));
    expect(offered).not.toContain(mark.id);
    expect(offered).not.toContain(gone.id);
  });
});
