import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { BEST_TIMES, bestTimeOf, CALLBACK_MESSAGES, callbackSchema, conversationForLead, isCallbackPhone } from "./callback";

function parse(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return parseWithZod(formData, { schema: callbackSchema() });
}

const valid = { name: "Dana Reyes", phone: "(601) 555-0100", best_time: "morning" };

describe("callback schema", () => {
  it("accepts name, phone and best time, trimmed, with the note optional", () => {
    const submission = parse({ ...valid, name: "  Dana Reyes " });
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value).toEqual({ name: "Dana Reyes", phone: "(601) 555-0100", best_time: "morning" });
  });

  it("keeps a note", () => {
    const submission = parse({ ...valid, note: "Ask for the owner." });
    expect(submission.status === "success" && submission.value.note).toBe("Ask for the owner.");
  });

  it("names each missing field", () => {
    const submission = parse({});
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toMatchObject({
      name: [CALLBACK_MESSAGES.name],
      phone: [CALLBACK_MESSAGES.phone],
      best_time: [CALLBACK_MESSAGES.bestTime],
    });
  });

  it.each([["whitespace name", { name: "   " }, "name"], ["unknown best time", { best_time: "midnight" }, "best_time"], ["short phone", { phone: "555-0100" }, "phone"], ["note over 500 characters", { note: "x".repeat(501) }, "note"], ["name over 120 characters", { name: "x".repeat(121) }, "name"]] as const)(
    "rejects a %s",
    (_, override, field) => {
      const submission = parse({ ...valid, ...override });
      expect(submission.status).toBe("error");
      expect(Object.keys(submission.reply().error ?? {})).toEqual([field]);
    },
  );
});

describe("isCallbackPhone", () => {
  it.each(["(601) 555-0100", "601.555.0100", "+1 601 555 0100", "6015550100", "+44 20 7946 0958"])("accepts %s", (phone) => {
    expect(isCallbackPhone(phone)).toBe(true);
  });

  it.each(["555-0100", "call me", "601-555-0100 ext 4", "**601** 555 0100", "[601](/x) 5550100", "1234567890123456"])("rejects %s", (phone) => {
    expect(isCallbackPhone(phone)).toBe(false);
  });
});

describe("best times", () => {
  it("offers morning, afternoon and evening with a phrase for the confirmation", () => {
    expect(BEST_TIMES.map((time) => time.value)).toEqual(["morning", "afternoon", "evening"]);
    expect(bestTimeOf("evening").phrase).toBe("in the evening");
  });
});

describe("conversationForLead", () => {
  it("keeps the last items, trimmed and capped without cutting a character in two", () => {
    const long = `${"a".repeat(199)}😀 and more`;
    expect(conversationForLead(["  Hi  ", "", long])).toEqual(["Hi", `${"a".repeat(199)}😀`]);
  });

  it("leaves out what the database could not store", () => {
    expect(conversationForLead(["POS\u0000", "Rates", "\uD800"])).toEqual(["Rates"]);
  });
});
