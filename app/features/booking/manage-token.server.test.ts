import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signManageToken, verifyManageToken } from "./manage-token.server";

const secret = "a-test-secret-of-at-least-32-characters";
const otherSecret = "another-secret-of-at-least-32-characters";
/** A meeting at 9:00 AM Chicago time on 2026-11-02, the Monday after the clock went back. */
const meetingStart = new Date("2026-11-02T15:00:00.000Z");
const before = new Date("2026-11-01T07:30:00.000Z"); // during the repeated hour, 1:30 AM CST
const seconds = meetingStart.getTime() / 1000;
const cancel = { bookingId: 42, action: "cancel", expiresAt: meetingStart } as const;

function check(token: string, now = before, action: "cancel" | "reschedule" | "manage" = "cancel", key = secret) {
  return verifyManageToken(token, { secret: key, now, action });
}

describe("signed booking links", () => {
  it("verify with their booking, action and expiry until the meeting starts", () => {
    const token = signManageToken(cancel, secret);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(check(token)).toEqual({ status: "valid", bookingId: 42, action: "cancel", expiresAt: meetingStart });
    expect(check(token, new Date(meetingStart.getTime() - 1000))).toMatchObject({ status: "valid" });
  });

  it("carry nothing but the booking id, the action and the expiry", () => {
    const [payload] = signManageToken(cancel, secret).split(".");
    expect(Buffer.from(payload ?? "", "base64url").toString()).toBe(`42.cancel.${seconds}`);
  });

  const invalid = { status: "invalid" };

  it("are invalid at and after the meeting's start", () => {
    const token = signManageToken(cancel, secret);
    expect(check(token, meetingStart)).toEqual(invalid);
    expect(check(token, new Date(meetingStart.getTime() + 1))).toEqual(invalid);
    expect(check(token, new Date("2027-01-01T00:00:00Z"))).toEqual(invalid);
  });

  it("are invalid for another action", () => {
    const token = signManageToken(cancel, secret);
    expect(check(token, before, "reschedule")).toEqual(invalid);
    expect(check(token, before, "manage")).toEqual(invalid);
    expect(check(signManageToken({ ...cancel, action: "manage" }, secret), before, "cancel")).toEqual(invalid);
  });

  it("are invalid when signed with another secret or forged", () => {
    expect(check(signManageToken(cancel, otherSecret))).toEqual(invalid);
    const payload = Buffer.from(`42.cancel.${seconds}`).toString("base64url");
    const unsigned = createHmac("sha256", secret).update(payload).digest("base64url");
    expect(check(`${payload}.${unsigned}`)).toEqual(invalid);
    expect(check(`${payload}.`)).toEqual(invalid);
    expect(check(payload)).toEqual(invalid);
  });

  it("are invalid when truncated anywhere", () => {
    const token = signManageToken(cancel, secret);
    for (let length = 0; length < token.length; length++) expect(check(token.slice(0, length))).toEqual(invalid);
  });

  it("are invalid when a field is altered, even keeping the signature", () => {
    const token = signManageToken(cancel, secret);
    const [, mac] = token.split(".");
    for (const altered of [`43.cancel.${seconds}`, `42.manage.${seconds}`, `42.cancel.${seconds + 3600}`]) {
      expect(check(`${Buffer.from(altered).toString("base64url")}.${mac}`, before, altered.includes("manage") ? "manage" : "cancel")).toEqual(invalid);
    }
  });

  it("are invalid when any one character changes, or with anything appended", () => {
    const token = signManageToken(cancel, secret);
    for (let index = 0; index < token.length; index++) {
      const character = token[index] === "A" ? "B" : "A";
      expect(check(token.slice(0, index) + character + token.slice(index + 1))).toEqual(invalid);
    }
    expect(check(`${token}.x`)).toEqual(invalid);
    expect(check(`${token}A`)).toEqual(invalid);
    expect(check(` ${token}`)).toEqual(invalid);
  });

  it("answer the same for every failure, revealing nothing", () => {
    const token = signManageToken(cancel, secret);
    const answers = [check(token, meetingStart), check(token, before, "manage"), check(token.slice(0, -2)), check("", before), check("x".repeat(5000))];
    for (const answer of answers) expect(answer).toBe(answers[0]);
    expect(Object.keys(answers[0] ?? {})).toEqual(["status"]);
  });

  it("refuse to sign what could not verify, and a short secret", () => {
    expect(() => signManageToken({ ...cancel, bookingId: 0 }, secret)).toThrow();
    expect(() => signManageToken({ ...cancel, bookingId: 1.5 }, secret)).toThrow();
    expect(() => signManageToken({ ...cancel, expiresAt: new Date(Number.NaN) }, secret)).toThrow();
    expect(() => signManageToken(cancel, "short")).toThrow(/32 characters/);
  });
});
