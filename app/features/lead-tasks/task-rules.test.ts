import { describe, expect, it } from "vitest";
import { nextDueAt, readTaskForm, replyDueAt, TaskSchema } from "./task-rules";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const read = (data: FormData, timeZone: string) => readTaskForm(data, timeZone, TaskSchema);

describe("readTaskForm", () => {
  it("turns the day and time on the typist's clock into a UTC instant", () => {
    expect(read(form({ title: " Call back ", date: "2026-11-27", time: "16:00" }), "America/Chicago")).toEqual({
      ok: true,
      title: "Call back",
      dueAt: new Date("2026-11-27T22:00:00Z"),
    });
    // The same wall-clock time a day either side of the clocks going forward (2026-03-08).
    const before = read(form({ title: "a", date: "2026-03-07", time: "10:00" }), "America/Chicago");
    const after = read(form({ title: "a", date: "2026-03-09", time: "10:00" }), "America/Chicago");
    expect(before.ok && before.dueAt.toISOString()).toBe("2026-03-07T16:00:00.000Z");
    expect(after.ok && after.dueAt.toISOString()).toBe("2026-03-09T15:00:00.000Z");
  });

  it("refuses a time the clocks skip, and takes the first of a repeated one", () => {
    const skipped = read(form({ title: "a", date: "2026-03-08", time: "02:30" }), "America/Chicago");
    expect(skipped).toEqual({
      ok: false,
      values: { title: "a", date: "2026-03-08", time: "02:30" },
      errors: { time: "The clocks skip that time on that day (they go forward): choose another" },
    });
    const repeated = read(form({ title: "a", date: "2026-11-01", time: "01:30" }), "America/Chicago");
    expect(repeated.ok && repeated.dueAt.toISOString()).toBe("2026-11-01T06:30:00.000Z");
  });

  it("keeps what was typed and says what is wrong with each field", () => {
    const result = read(form({ title: "  ", date: "2026-02-30", time: "25:00" }), "UTC");
    expect(result).toEqual({
      ok: false,
      values: { title: "  ", date: "2026-02-30", time: "25:00" },
      errors: { title: "Say what is to be done", date: "Choose the day it is due", time: "Choose the time it is due" },
    });
    expect(read(form({ title: "x".repeat(201), date: "2026-11-27", time: "09:00" }), "UTC")).toMatchObject({
      ok: false,
      errors: { title: "A task's title is limited to 200 characters" },
    });
    expect(read(form({ title: "a\0b", date: "2026-11-27", time: "09:00" }), "UTC").ok).toBe(false);
    expect(read(new FormData(), "UTC")).toMatchObject({ ok: false, values: { title: "", date: "", time: "" } });
  });
});

describe("nextDueAt", () => {
  const waiting = { status: "pending", dueAt: 5_000, firstResponseAt: null };

  it("is the reply due while the lead waits for its first reply", () => {
    expect(replyDueAt(waiting)).toBe(5_000);
    expect(nextDueAt(waiting, [])).toBe(5_000);
  });

  it("is the earliest of the reply due and the open tasks", () => {
    expect(nextDueAt(waiting, [7_000, 3_000])).toBe(3_000);
    expect(nextDueAt(waiting, [9_000])).toBe(5_000);
  });

  it("leaves out the reply once answered or closed, but keeps the tasks", () => {
    expect(nextDueAt({ ...waiting, firstResponseAt: 4_000 }, [])).toBeNull();
    expect(nextDueAt({ ...waiting, firstResponseAt: 4_000 }, [9_000])).toBe(9_000);
    expect(nextDueAt({ ...waiting, status: "lost" }, [])).toBeNull();
    expect(nextDueAt({ ...waiting, status: "contacted" }, [8_000])).toBe(8_000);
    expect(nextDueAt({ ...waiting, dueAt: null }, [])).toBeNull();
  });
});
