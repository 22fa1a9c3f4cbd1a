import { describe, expect, it } from "vitest";
import { stepStale } from "./escalation-rules";
import { composeLeadAlert, readerTime } from "./lead-alert-emails";

const lead = { reference: "7K2QM-XD9RF", typeLabel: "Merchant application", fullName: "Dana\r\nBcc: attacker@example.com", adminUrl: "https://www.example.com/admin/leads/7" };
/** Monday 7 December 2026, noon in Chicago. */
const NOON_CENTRAL = new Date("2026-12-07T18:00:00Z");

describe("composeLeadAlert", () => {
  it("tells the owner when the reply is due on their own clock, with the zone named, the reference and the link", () => {
    const { subject, text } = composeLeadAlert({ kind: "reminder", dueAt: NOON_CENTRAL }, lead, { name: "Rita Rep", timeZone: "America/Denver" });
    expect(subject).toBe("Reply due by Mon, Dec 7, 2026, 11:00 AM MST: lead 7K2QM-XD9RF");
    expect(text).toContain("Hello Rita Rep,");
    expect(text).toContain("Reply due by: Mon, Dec 7, 2026, 11:00 AM MST (America/Denver)");
    expect(text).toContain("Lead 7K2QM-XD9RF (Merchant application) is waiting for its first reply");
    expect(text).toContain("Open the lead: https://www.example.com/admin/leads/7");
  });

  it("keeps the visitor's text out of the subject and on a labelled line of its own", () => {
    for (const alert of [
      { kind: "reminder", dueAt: NOON_CENTRAL },
      { kind: "overdue", dueAt: NOON_CENTRAL, owner: "Rita\nRep", toOwner: false },
      { kind: "assigned", reason: "Reassigned", dueAt: null },
    ] as const) {
      const { subject, text } = composeLeadAlert(alert, lead, { name: null, timeZone: "America/Chicago" });
      expect(subject).not.toContain("Dana");
      expect(subject).not.toMatch(/[\r\n]/);
      expect(text.split("\n")).toContain("Name: Dana Bcc: attacker@example.com");
      expect(text).not.toMatch(/^Bcc:/m);
      expect(text).not.toContain("\r");
    }
  });

  it("says to an admin whose overdue lead it is, or that nobody owns it", () => {
    const owned = composeLeadAlert({ kind: "overdue", dueAt: NOON_CENTRAL, owner: "Rita Rep", toOwner: false }, lead, { name: "Ada Admin", timeZone: "America/Chicago" });
    expect(owned.subject).toBe("Overdue: lead 7K2QM-XD9RF has no reply");
    expect(owned.text).toContain("Its owner, Rita Rep, has been told too.");
    expect(owned.text).toContain("Reply was due by: Mon, Dec 7, 2026, 12:00 PM CST (America/Chicago)");
    const unowned = composeLeadAlert({ kind: "overdue", dueAt: NOON_CENTRAL, owner: null, toOwner: false }, lead, { name: null, timeZone: "America/Chicago" });
    expect(unowned.text).toMatch(/^Hello,$/m);
    expect(unowned.text).toContain("Nobody owns it yet.");
    const own = composeLeadAlert({ kind: "overdue", dueAt: NOON_CENTRAL, owner: "Rita Rep", toOwner: true }, lead, { name: "Rita Rep", timeZone: "America/Chicago" });
    expect(own.text).toContain("It is yours.");
  });

  it("tells a new owner how the lead came to them, and the reply time only while one is awaited", () => {
    const open = composeLeadAlert({ kind: "assigned", reason: "Handed out from the waiting list", dueAt: NOON_CENTRAL }, lead, { name: "Sam", timeZone: "Europe/London" });
    expect(open.subject).toBe("Assigned to you: lead 7K2QM-XD9RF");
    expect(open.text).toContain("is now yours: Handed out from the waiting list.");
    expect(open.text).toContain("Reply due by: Mon, Dec 7, 2026, 6:00 PM GMT (Europe/London)");
    const answered = composeLeadAlert({ kind: "assigned", reason: "Reassigned", dueAt: null }, lead, { name: "Sam", timeZone: "Europe/London" });
    expect(answered.text).not.toContain("due by");
    expect(answered.text).not.toContain("is its reply");
  });

  it("names the zone on both sides of a change of clocks", () => {
    expect(readerTime(new Date("2026-11-01T06:30:00Z"), "America/Chicago")).toBe("Sun, Nov 1, 2026, 1:30 AM CDT (America/Chicago)");
    expect(readerTime(new Date("2026-11-01T07:30:00Z"), "America/Chicago")).toBe("Sun, Nov 1, 2026, 1:30 AM CST (America/Chicago)");
  });
});

describe("stepStale", () => {
  const open = { status: "pending", firstResponseAt: null, dueAt: 1_000 };

  it("lets a step run only for a New, unanswered lead still due at the step's time", () => {
    expect(stepStale(open, 1_000)).toBeNull();
    expect(stepStale(null, 1_000)).toBe("the lead no longer exists");
    expect(stepStale({ ...open, firstResponseAt: 500 }, 1_000)).toBe("the lead has been answered");
    expect(stepStale({ ...open, status: "lost" }, 1_000)).toBe("the lead is Lost");
    expect(stepStale({ ...open, status: "qualified" }, 1_000)).toBe("the lead is Qualified");
    expect(stepStale({ ...open, dueAt: 2_000 }, 1_000)).toBe("the lead's due time changed");
  });
});
