import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { calendarAddresses, calendarTokenHash, newCalendarToken, tokenOfFeedFile } from "./calendar-subscription.server";

describe("calendar subscription tokens", () => {
  it("are 32 random bytes in base64url, different every time", () => {
    const tokens = new Set(Array.from({ length: 50 }, () => newCalendarToken()));
    expect(tokens.size).toBe(50);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
    }
  });

  it("are stored as their SHA-256 in hex", () => {
    const token = newCalendarToken();
    expect(calendarTokenHash(token)).toBe(createHash("sha256").update(token).digest("hex"));
    expect(calendarTokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("are read only from a file named exactly <token>.ics", () => {
    const token = newCalendarToken();
    expect(tokenOfFeedFile(`${token}.ics`)).toBe(token);
    for (const file of [undefined, "", token, `${token}.ICS`, `${token}.ics.ics`, `${token.slice(1)}.ics`, `${token}a.ics`, `${"é".repeat(43)}.ics`, `${token.slice(0, 42)}=.ics`]) {
      expect(tokenOfFeedFile(file), String(file)).toBeNull();
    }
  });

  it("make an https address and its webcal:// twin", () => {
    expect(calendarAddresses("https://www.example.com", "abc")).toEqual({
      https: "https://www.example.com/calendar/abc.ics",
      webcal: "webcal://www.example.com/calendar/abc.ics",
    });
    expect(calendarAddresses("http://localhost:3000", "abc").webcal).toBe("webcal://localhost:3000/calendar/abc.ics");
  });
});
