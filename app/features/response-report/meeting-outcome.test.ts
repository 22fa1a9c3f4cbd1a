import { describe, expect, it } from "vitest";
import { firstResponseAfterOutcome, isMeetingOutcome, meetingOutcomeLabel, outcomeRefusal } from "./meeting-outcome";

const meeting = { status: "booked", startsAt: 10_000, repId: 7 };
const rep = { id: 7, role: "sales" };

describe("outcomeRefusal", () => {
  it("lets the meeting's rep or an admin record kept or no-show once the meeting has started", () => {
    expect(outcomeRefusal(meeting, rep, "kept", 10_000)).toBeNull();
    expect(outcomeRefusal(meeting, rep, "no_show", 20_000)).toBeNull();
    expect(outcomeRefusal(meeting, { id: 1, role: "admin" }, "kept", 20_000)).toBeNull();
  });

  it("refuses before the start, a cancelled meeting, an unknown value and anyone else", () => {
    expect(outcomeRefusal(meeting, rep, "kept", 9_999)?.status).toBe(409);
    expect(outcomeRefusal({ ...meeting, status: "cancelled" }, rep, "kept", 20_000)?.status).toBe(409);
    expect(outcomeRefusal(meeting, rep, "maybe", 20_000)?.status).toBe(400);
    expect(outcomeRefusal(meeting, rep, null, 20_000)?.status).toBe(400);
    expect(outcomeRefusal(meeting, { id: 8, role: "sales" }, "kept", 20_000)).toEqual({
      status: 403,
      message: "Only the meeting's rep or an admin can record how it went.",
    });
  });
});

describe("firstResponseAfterOutcome", () => {
  it("makes a kept meeting the first reply, at its start, only when there was none", () => {
    expect(firstResponseAfterOutcome(null, meeting, null, "kept")).toBe(10_000);
    expect(firstResponseAfterOutcome(5_000, meeting, null, "kept")).toBe(5_000);
    expect(firstResponseAfterOutcome(null, meeting, null, "no_show")).toBeNull();
  });

  it("takes back the reply a kept mark made when it is corrected, and keeps any other", () => {
    expect(firstResponseAfterOutcome(10_000, meeting, "kept", "no_show")).toBeNull();
    expect(firstResponseAfterOutcome(5_000, meeting, "kept", "no_show")).toBe(5_000);
    expect(firstResponseAfterOutcome(10_000, meeting, "no_show", "no_show")).toBe(10_000);
  });
});

describe("labels", () => {
  it("knows the two outcomes", () => {
    expect(isMeetingOutcome("kept")).toBe(true);
    expect(isMeetingOutcome("no-show")).toBe(false);
    expect(meetingOutcomeLabel("no_show")).toBe("No-show");
    expect(meetingOutcomeLabel(null)).toBe("Not recorded yet");
  });
});
