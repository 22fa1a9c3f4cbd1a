import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { leads, staffUsers } from "#db/schema";
import { createLead } from "~/features/lead-store/leads.server";
import { getDb } from "~/utils/db.server";
import { addLeadTask, completeLeadTask, openTaskDueTimes, tasksOfLead } from "./lead-tasks.server";

let staff: { id: number; email: string };
let leadId: number;

beforeAll(async () => {
  const [row] = await getDb().insert(staffUsers).values({ email: `tasks-${Date.now()}@example.com`, name: "Tia Tasks", passwordHash: "x" }).returning();
  staff = { id: row!.id, email: row!.email };
  leadId = (await createLead({ type: "chat_callback", fullName: "Task Lead", phone: "5125550100", payload: {}, channel: "form", details: [] }, "http://localhost")).id;
});

describe("a lead's tasks", () => {
  it("lists open tasks soonest first and done ones apart, and counts only open ones for due", async () => {
    expect(await addLeadTask(leadId, staff, "Send the pricing sheet", new Date("2026-11-30T15:00:00Z"))).toBe(true);
    expect(await addLeadTask(leadId, staff, "Call back", new Date("2026-11-27T22:00:00Z"))).toBe(true);
    expect(await addLeadTask(999_999_999, staff, "Nobody's", new Date())).toBe(false);

    let tasks = await tasksOfLead(leadId);
    expect(tasks.open.map((task) => [task.title, task.dueAt.toISOString(), task.createdBy])).toEqual([
      ["Call back", "2026-11-27T22:00:00.000Z", "Tia Tasks"],
      ["Send the pricing sheet", "2026-11-30T15:00:00.000Z", "Tia Tasks"],
    ]);
    expect((await openTaskDueTimes([leadId])).get(leadId)?.sort()).toEqual([Date.parse("2026-11-27T22:00:00Z"), Date.parse("2026-11-30T15:00:00Z")]);

    const callBack = tasks.open[0]!.id;
    expect(await completeLeadTask(leadId, callBack, staff, new Date("2026-11-27T21:00:00Z"))).toBe(true);
    // Once: a second click finds nothing open.
    expect(await completeLeadTask(leadId, callBack, staff)).toBe(false);
    tasks = await tasksOfLead(leadId);
    expect(tasks.open.map((task) => task.title)).toEqual(["Send the pricing sheet"]);
    expect(tasks.done.map((task) => [task.title, task.doneAt?.toISOString(), task.doneBy])).toEqual([["Call back", "2026-11-27T21:00:00.000Z", "Tia Tasks"]]);
    expect((await openTaskDueTimes([leadId])).get(leadId)).toEqual([Date.parse("2026-11-30T15:00:00Z")]);

    // A task is no reply: the lead's clock still runs.
    const [lead] = await getDb().select().from(leads).where(eq(leads.id, leadId));
    expect(lead?.firstResponseAt).toBeNull();
  });

  it("refuses to mark done a task of another lead", async () => {
    const other = (await createLead({ type: "chat_callback", fullName: "Other", phone: "5125550101", payload: {}, channel: "form", details: [] }, "http://localhost")).id;
    await addLeadTask(other, staff, "Theirs", new Date("2026-12-01T15:00:00Z"));
    const [theirs] = (await tasksOfLead(other)).open;
    expect(await completeLeadTask(leadId, theirs!.id, staff)).toBe(false);
    expect((await tasksOfLead(other)).open).toHaveLength(1);
  });
});
