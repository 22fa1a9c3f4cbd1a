import { describe, expect, it } from "vitest";
import { leadReferral, markContactRows, staffTime } from "./lead-view";

describe("staffTime", () => {
  it("shows one stored instant in each staff member's own zone, named, and keeps the instant", () => {
    const received = "2026-12-15T20:30:00.000Z";
    expect(staffTime(Date.parse(received), "America/Chicago")).toEqual({ at: received, when: "Tue, Dec 15, 2026, 2:30 PM CST" });
    expect(staffTime(Date.parse(received), "Pacific/Honolulu")).toEqual({ at: received, when: "Tue, Dec 15, 2026, 10:30 AM HST" });
  });
});

describe("markContactRows", () => {
  it("marks the answers that are the lead's phone and e-mail, and nothing else", () => {
    const rows = markContactRows(
      [
        ["Your full name", "Dana Reyes"],
        ["E-mail address", "dana@reyes.example"],
        ["Phone number", "(601) 555-0100"],
        ["Locations", "2"],
      ],
      { phone: "(601) 555-0100", email: "dana@reyes.example" },
    );
    expect(rows).toEqual([
      { label: "Your full name", value: "Dana Reyes" },
      { label: "E-mail address", value: "dana@reyes.example", contact: "email" },
      { label: "Phone number", value: "(601) 555-0100", contact: "phone" },
      { label: "Locations", value: "2" },
    ]);
    expect(markContactRows([["Phone", "—"]], { phone: null, email: null })).toEqual([{ label: "Phone", value: "—" }]);
  });
});

describe("leadReferral", () => {
  const links = new Map([
    ["ref_gulf_news-email-spring_s26", { partnerName: "Gulf Coast Bank", linkLabel: "Spring mailing" }],
    ["ref_gulf_web-banner-none_b1", { partnerName: "Gulf Coast Bank", linkLabel: "" }],
  ]);

  it("names the partner and the link, keeping the code", () => {
    expect(leadReferral("ref_gulf_news-email-spring_s26", links)).toEqual({
      code: "ref_gulf_news-email-spring_s26",
      partner: "Gulf Coast Bank (Spring mailing)",
    });
    expect(leadReferral("ref_gulf_web-banner-none_b1", links)?.partner).toBe("Gulf Coast Bank");
  });

  it("shows an unknown code as it is, and nothing without one", () => {
    expect(leadReferral("ref_nobody_x-y-z_1", links)).toEqual({ code: "ref_nobody_x-y-z_1", partner: null });
    expect(leadReferral(null, links)).toBeNull();
  });
});
