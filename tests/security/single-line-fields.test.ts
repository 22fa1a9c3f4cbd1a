import { describe, expect, it } from "vitest";
import { merchantApplication, partnerForms, type LeadFormDefinition } from "~/features/lead-forms/definitions";
import type { FieldSpec } from "~/features/lead-forms/field-spec";
import { consultation } from "../../scripts/load-fixtures.mjs";
import type { HttpVisitor } from "../support/http-visitor";
import { validAnswers } from "../support/lead-form-answers";
import { builtServerForFile, messageOf } from "./server";

/**
 * A line break inside a single-line field (a name, a business, a phone number, an e-mail
 * address) would forge a line of its own in the lead e-mail, such as a "Bcc:" line. Every
 * lead form refuses it with that field's own message and stores nothing; the same answer
 * without the break goes through, so the refusal is the break's.
 */
const server = builtServerForFile();
const FORGED_LINE = "\r\nBcc: attacker@example.com";

const leadCount = () => (server.db().prepare("select count(*) as n from leads").get() as { n: number }).n;

async function expectRefusedThenAccepted(
  send: (visitor: HttpVisitor, broken: boolean) => Promise<Response>,
  refusal: { status: number; message: string },
  accepted: number,
): Promise<void> {
  const before = leadCount();
  const refused = await send(await server.startedVisitor(), true);
  expect(refused.status).toBe(refusal.status);
  const body = await refused.text();
  expect(body).toContain(refusal.message);
  expect(leadCount()).toBe(before);
  expect((await send(await server.startedVisitor(), false)).status).toBe(accepted);
  expect(leadCount()).toBe(before + 1);
}

describe("POST /api/consult (the wizard's script)", () => {
  it.each([
    ["full_name", "Please fill out all required fields"],
    ["business_name", "Please fill out all required fields"],
    ["phone_number", "Please enter a valid phone number"],
    ["email", "Please enter a valid email address"],
  ])("refuses a line break inside %s with %j", async (field, message) => {
    await expectRefusedThenAccepted(
      (visitor, broken) => {
        const payload: Record<string, unknown> = consultation(0, 0, "single-line");
        if (broken) payload[field] = `${String(payload[field])}${FORGED_LINE}`;
        return visitor.postJson("/api/consult", payload);
      },
      { status: 422, message },
      201,
    );
  });
});

/** Each single-line field of a form, with the message its refusal must show. */
function singleLineFields(definition: LeadFormDefinition): [string, string, string][] {
  const messages: Partial<Record<FieldSpec["kind"], string>> = {
    email: "Please enter a valid email address",
    tel: "Please enter a valid phone number",
    url: "Please enter a web address starting with https://",
  };
  return definition.sections.flatMap((section) =>
    section.fields
      .filter((field) => ["text", "email", "tel", "url"].includes(field.kind))
      .map((field): [string, string, string] => [
        definition.path,
        field.name,
        messages[field.kind] ?? `Please enter ${field.label.toLowerCase().replace(/\?$/, "")}`,
      ]),
  );
}

const LEAD_FORMS = [merchantApplication, ...Object.values(partnerForms)];

describe("lead forms (merchant onboarding and the four partner applications)", () => {
  it.each(LEAD_FORMS.flatMap(singleLineFields))("%s refuses a line break inside %s with %j", async (path, name, message) => {
    const definition = LEAD_FORMS.find((form) => form.path === path)!;
    await expectRefusedThenAccepted(
      (visitor, broken) =>
        visitor.postForm(
          path,
          Object.fromEntries(validAnswers(definition).map(([field, value]) => [field, broken && field === name ? `${value}${FORGED_LINE}` : value])),
        ),
      { status: 400, message: message.replace(/'/g, "&#x27;") },
      302,
    );
  });
});

describe("the chat's callback request", () => {
  const callback = { name: "Sam Ortiz", phone: "228 555 0199", best_time: "morning" };

  it.each([
    ["name", "Please enter your name"],
    ["phone", "Please enter a valid phone number, including the area code"],
  ])("refuses a line break inside %s with %j", async (field, message) => {
    await expectRefusedThenAccepted(
      (visitor, broken) =>
        visitor.postScriptForm("/api/chat-callback", {
          ...callback,
          [field]: broken ? `${callback[field as keyof typeof callback]}${FORGED_LINE}` : callback[field as keyof typeof callback],
        }),
      { status: 422, message },
      201,
    );
  });

  it("keeps the refusal's message for people", async () => {
    const visitor = await server.startedVisitor();
    const response = await visitor.postScriptForm("/api/chat-callback", { ...callback, name: `Sam${FORGED_LINE}` });
    expect(await messageOf(response)).toMatch(/correct the highlighted fields/i);
  });
});
