import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { composeLeadEmail, type LeadNotification } from "./notify.server";

const FORGED = "Dana\r\nBcc: attacker@example.com";

const lead: LeadNotification = {
  id: 7,
  reference: "7K2QM-XD9RF",
  type: "consultation",
  fullName: FORGED,
  businessName: "Reyes\nHardware",
  email: "dana@reyes.example",
  phone: "601 555 0100",
  details: [
    ["Full name", FORGED],
    ["Phone\r\nX-Label", "601\u2028Bcc: attacker@example.com"],
    ["Comments", "First line\nBcc: attacker@example.com\r\nSecond\u0000 line"],
  ],
};

describe("composeLeadEmail", () => {
  it("keeps a visitor's line breaks from starting a line of their own", () => {
    const { subject, text } = composeLeadEmail(lead, "https://www.example.com/admin/leads/7");
    expect(subject).toBe("New lead — Consultation request: Dana Bcc: attacker@example.com (Reyes Hardware)");
    const lines = text.split("\n");
    expect(lines.filter((line) => /^\S[^:]*:/.test(line)).map((line) => line.slice(0, line.indexOf(":")))).toEqual([
      "Full name",
      "Phone X-Label",
      "Comments",
      "Open in the inbox",
    ]);
    expect(lines.slice(2, 4)).toEqual(["Full name: Dana", "    Bcc: attacker@example.com"]);
    expect(lines).toContain("Comments: First line");
    expect(lines).toContain("    Bcc: attacker@example.com");
    expect(lines).toContain("    Second line");
    expect(text).not.toMatch(/[\r\u2028]/);
    expect(text).not.toContain("\u0000");
  });

  it("builds a message with no forged header", async () => {
    const { subject, text } = composeLeadEmail(lead, "https://www.example.com/admin/leads/7");
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
    const info = (await transport.sendMail({ from: "a@example.com", to: "b@example.com", subject, text })) as { message: Buffer };
    const message = info.message.toString();
    expect(message).not.toMatch(/^Bcc:/im);
  });
});
