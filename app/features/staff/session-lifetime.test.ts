import { describe, expect, it } from "vitest";
import { extendedSessionExpiry, firstSessionExpiry, IDLE_MINUTES, MAX_SESSION_HOURS } from "./session-lifetime";

const MINUTE = 60 * 1000;
const signedInAt = Date.parse("2026-11-24T09:00:00.000Z");
const at = (minutes: number) => signedInAt + minutes * MINUTE;

describe("staff session lifetime", () => {
  it(`ends ${IDLE_MINUTES} minutes after signing in when nothing happens`, () => {
    expect(firstSessionExpiry(signedInAt)).toBe(at(IDLE_MINUTES));
  });

  it("moves the end forward with each request (sliding), at most once a minute", () => {
    const session = { createdAt: signedInAt, expiresAt: firstSessionExpiry(signedInAt) };
    expect(extendedSessionExpiry(session, at(20))).toBe(at(20 + IDLE_MINUTES));
    expect(extendedSessionExpiry(session, at(0.5))).toBeNull();
  });

  it(`never lasts past ${MAX_SESSION_HOURS} hours after signing in, however busy`, () => {
    const latest = at(MAX_SESSION_HOURS * 60);
    const nearTheEnd = { createdAt: signedInAt, expiresAt: at(MAX_SESSION_HOURS * 60 - 20) };
    expect(extendedSessionExpiry(nearTheEnd, at(MAX_SESSION_HOURS * 60 - 15))).toBe(latest);
    expect(extendedSessionExpiry({ createdAt: signedInAt, expiresAt: latest }, at(MAX_SESSION_HOURS * 60 - 5))).toBeNull();
  });
});
