import { describe, expect, it } from "vitest";
import { isValidShareCode, shareRedirectTarget } from "./share-code";

describe("share codes", () => {
  it("redirects a safe code to /?ref={code}", () => {
    expect(shareRedirectTarget("SPRING-2026_a1")).toBe("/?ref=SPRING-2026_a1");
  });

  it.each([undefined, "", "a b", "../admin", "x/y", "%2F%2Fevil", "<script>", "é", "a".repeat(65), "javascript:alert(1)"])(
    "sends the unsafe code %s to /",
    (code) => {
      expect(isValidShareCode(code)).toBe(false);
      expect(shareRedirectTarget(code)).toBe("/");
    },
  );

  it("accepts codes up to 64 characters", () => {
    expect(isValidShareCode("a".repeat(64))).toBe(true);
  });
});
