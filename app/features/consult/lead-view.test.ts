import { describe, expect, it } from "vitest";
import { consultationRows, describeConsultationSlot } from "./lead-view";

const payload = {
  full_name: "Dana Reyes",
  business_name: "Reyes Hardware",
  phone_number: "601-555-0100",
  email: "dana@reyes.example",
  industry_type: "retail",
  processing_volume: "10k_50k",
  num_locations: 2,
  num_terminals: null,
  preferred_date: "2026-12-15",
  start_hour: "02",
  start_minute: "30",
  start_period: "PM",
  end_hour: "03",
  end_minute: "00",
  end_period: "PM",
  time_zone: "CT",
  goal_pos: true,
  goal_other: false,
  comments: "",
};

describe("describeConsultationSlot", () => {
  it("shows the slot as asked and in the staff member's zone", () => {
    expect(describeConsultationSlot(payload, "America/New_York")).toEqual({
      visitor: "2026-12-15, 2:30 PM – 3:00 PM Central (CT)",
      staff: "Tue, Dec 15, 2026, 3:30 PM EST",
    });
    expect(describeConsultationSlot(payload, "America/Los_Angeles")?.staff).toBe("Tue, Dec 15, 2026, 12:30 PM PST");
  });

  it("computes a missing end time and gives up on broken data", () => {
    expect(describeConsultationSlot({ ...payload, end_hour: undefined }, "America/Chicago")?.visitor).toBe(
      "2026-12-15, 2:30 PM – 3:00 PM Central (CT)",
    );
    expect(describeConsultationSlot({ ...payload, time_zone: "XT" }, "America/Chicago")).toBeNull();
    expect(describeConsultationSlot({ ...payload, preferred_date: "soon" }, "America/Chicago")).toBeNull();
  });
});

describe("consultationRows", () => {
  it("labels values for people", () => {
    const rows = Object.fromEntries(consultationRows(payload));
    expect(rows).toMatchObject({
      Industry: "Retail",
      "Monthly volume": "$10,000 – $50,000 / month",
      Locations: "2",
      Terminals: "—",
      Goals: "A new POS system",
      Comments: "—",
    });
  });
});
