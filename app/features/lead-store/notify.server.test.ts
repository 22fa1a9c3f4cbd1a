import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { composeLeadEmail, leadMailStartWarning, type LeadNotification } from "./notify.server";

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

describe("leadMailStartWarning", () => {
  const LIVE = { NODE_ENV: "production", DATA_DIR: "./data", LEADS_NOTIFY_TO: "sales@example.com", SMTP_URL: undefined } as const;

  it("warns a production server without SMTP_URL that lead notifications only reach the outbox, naming SMTP_URL", () => {
    const warning = leadMailStartWarning(LIVE, "/srv/site");
    expect(warning?.level).toBe("warn");
    expect(warning?.msg).toMatch(/^SMTP_URL is not set: lead notifications for sales@example\.com are not e-mailed but written to data\/outbox\/ /);
    expect(warning?.msg).toContain("set SMTP_URL=");
  });

  it("names an outbox outside the working directory by its full path", () => {
    expect(leadMailStartWarning({ ...LIVE, DATA_DIR: "/var/lib/site" }, "/srv/site")?.outbox).toBe("/var/lib/site/outbox/");
  });

  it("says nothing with SMTP_URL set, or outside production", () => {
    expect(leadMailStartWarning({ ...LIVE, SMTP_URL: "smtps://mailer:secret@smtp.example.com:465" }, "/srv/site")).toBeNull();
    expect(leadMailStartWarning({ ...LIVE, NODE_ENV: "development" }, "/srv/site")).toBeNull();
    expect(leadMailStartWarning({ ...LIVE, NODE_ENV: "test" }, "/srv/site")).toBeNull();
  });
});
