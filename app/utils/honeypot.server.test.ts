import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { HONEYPOT_NAME, HONEYPOT_VALID_FROM } from "./honeypot-fields";
import { honeypotInputProps, isSpam } from "./honeypot.server";

function form(fields: Record<string, string>): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
}

describe("isSpam", () => {
  it("passes the trap as the form renders it", () => {
    const props = honeypotInputProps();
    expect(isSpam(form({ [HONEYPOT_NAME]: "", [HONEYPOT_VALID_FROM]: props.encryptedValidFrom ?? "" }))).toBe(false);
  });

  it("catches a filled trap", () => {
    const props = honeypotInputProps();
    expect(isSpam(form({ [HONEYPOT_NAME]: "555-0100", [HONEYPOT_VALID_FROM]: props.encryptedValidFrom ?? "" }))).toBe(true);
  });

  // Forged timestamps (random base64) make crypto-js throw "Malformed UTF-8 data" for
  // about one value in five. Before the fix that error escaped and the form got a 500.
  it("treats forged timestamps that cannot be decrypted as spam instead of throwing", () => {
    const forged = Array.from({ length: 50 }, (_, index) => createHash("sha384").update(`forged-${index}`).digest("base64"));
    for (const value of forged) {
      expect(isSpam(form({ [HONEYPOT_NAME]: "", [HONEYPOT_VALID_FROM]: value }))).toBe(true);
    }
  });
});
