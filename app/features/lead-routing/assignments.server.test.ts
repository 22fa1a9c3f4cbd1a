import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, leads, routingRules, staffUsers } from "#db/schema";
import { createLead } from "~/features/lead-store/leads.server";
import { getDb, inTransaction } from "~/utils/db.server";
import { listAssignments, recordAssignment } from "./assignments.server";

describe("recordAssignment", () => {
  let leadId: number;
  let repId: number;
  let adminId: number;
  beforeAll(async () => {
    // No rule routes the lead on arrival (the seeded catch-all would, when a demo rep is at work as the test runs).
    await getDb().delete(routingRules);
    const lead = await createLead(
      { type: "chat_callback", fullName: "Assign Me", phone: "5125550100", payload: {}, channel: "form", details: [] },
      "http://localhost",
    );
    leadId = lead.id;
    const [rep] = await getDb().insert(staffUsers).values({ email: `assign-rep-${Date.now()}@example.com`, name: "Rita Rep", passwordHash: "x" }).returning();
    const [admin] = await getDb().insert(staffUsers).values({ email: `assign-admin-${Date.now()}@example.com`, passwordHash: "x", role: "admin" }).returning();
    repId = rep!.id;
    adminId = admin!.id;
  });
  afterAll(async () => {
    await getDb().delete(leads).where(eq(leads.id, leadId));
  });

  it("sets the owner, keeps the history oldest first and writes an audit line for each change", async () => {
    await inTransaction((tx) => recordAssignment(tx, { leadId, ownerId: repId, by: null, reason: "rule" }, new Date("2026-11-02T15:00:00Z")));
    await inTransaction((tx) =>
      recordAssignment(tx, { leadId, ownerId: null, by: { id: adminId, email: "boss@example.com" }, reason: "reassign" }, new Date("2026-11-02T16:00:00Z")),
    );

    const [lead] = await getDb().select().from(leads).where(eq(leads.id, leadId));
    expect(lead?.ownerId).toBeNull();
    const history = await listAssignments(leadId);
    expect(history.map((line) => [line.ownerName, line.reason, line.assignedAt.toISOString()])).toEqual([
      ["Rita Rep", "rule", "2026-11-02T15:00:00.000Z"],
      [null, "reassign", "2026-11-02T16:00:00.000Z"],
    ]);
    expect(history[0]?.byName).toBeNull();
    expect(history[1]?.byName).toMatch(/^assign-admin-\d+@example\.com$/);
    const audit = await getDb().select().from(auditLog).where(eq(auditLog.entityId, String(leadId)));
    expect(audit.map((line) => [line.staffEmail, line.summary])).toEqual(
      expect.arrayContaining([
        ["Lead routing", "Routed by a rule: now owned by Rita Rep"],
        ["boss@example.com", "Reassigned: waiting unassigned"],
      ]),
    );
  });
});
