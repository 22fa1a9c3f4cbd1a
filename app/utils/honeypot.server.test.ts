import { createHash } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HONEYPOT_NAME, HONEYPOT_VALID_FROM } from "./honeypot-fields";
import { honeypotInputProps, isSpam } from "./honeypot.server";

function form(fields: Record<string, string>): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("isSpam", () => {
  it("passes the trap as the form renders it", () => {
    const props = honeypotInputProps();
    expect(isSpam(form({ [HONEYPOT_NAME]: "", [HONEYPOT_VALID_FROM]: props.encryptedValidFrom ?? "" }))).toBe(false);
  });

  // A cached page hands out the timestamp of its render to every visitor who gets it.
  it("passes a trap rendered hours earlier, as a page from a shared cache carries it", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-24T09:00:00Z"));
    const cached = honeypotInputProps();
    vi.setSystemTime(new Date("2026-11-24T15:00:00Z"));
    expect(isSpam(form({ [HONEYPOT_NAME]: "", [HONEYPOT_VALID_FROM]: cached.encryptedValidFrom ?? "" }))).toBe(false);
  });

  it("catches a trap whose timestamp is still in the future", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-24T15:00:00Z"));
    const ahead = honeypotInputProps();
    vi.setSystemTime(new Date("2026-11-24T14:59:00Z"));
    expect(isSpam(form({ [HONEYPOT_NAME]: "", [HONEYPOT_VALID_FROM]: ahead.encryptedValidFrom ?? "" }))).toBe(true);
  });

  // What a forged value decrypts to now and then: a digit or two, a time in 1970.
  it("catches a trap whose time is before the site served forms", () => {
    vi.useFakeTimers();
    vi.setSystemTime(7);
    const forgedLike = honeypotInputProps();
    vi.useRealTimers();
    expect(isSpam(form({ [HONEYPOT_NAME]: "", [HONEYPOT_VALID_FROM]: forgedLike.encryptedValidFrom ?? "" }))).toBe(true);
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
