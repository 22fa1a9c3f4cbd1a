import { describe, expect, it } from "vitest";
import { signPreviewToken, verifyPreviewToken } from "./preview-link.server";

const SECRET = "s".repeat(32);
const NOW = new Date("2026-11-27T12:00:00Z");
const EXPIRES = new Date("2026-12-04T12:00:00Z");

describe("a page's preview link", () => {
  it("opens its own page until it expires", () => {
    const token = signPreviewToken("/surcharge", EXPIRES, SECRET);
    expect(verifyPreviewToken(token, "/surcharge", SECRET, NOW)).toEqual(EXPIRES);
    expect(verifyPreviewToken(token, "/surcharge", SECRET, new Date("2026-12-04T11:59:59Z"))).toEqual(EXPIRES);
    expect(verifyPreviewToken(token, "/surcharge", SECRET, EXPIRES)).toBeNull();
  });

  it("opens no other page, and nothing altered or signed with another secret", () => {
    const token = signPreviewToken("/surcharge", EXPIRES, SECRET);
    const [seconds = "", mac = ""] = token.split(".");
    expect(verifyPreviewToken(token, "/dual-pricing", SECRET, NOW)).toBeNull();
    expect(verifyPreviewToken(token, "/surcharge", "t".repeat(32), NOW)).toBeNull();
    expect(verifyPreviewToken(`${Number(seconds) + 86_400}.${mac}`, "/surcharge", SECRET, NOW)).toBeNull();
    expect(verifyPreviewToken(`${seconds}.${mac.slice(0, -1)}A`, "/surcharge", SECRET, NOW)).toBeNull();
    for (const bad of ["", "draft", `${seconds}`, `${token}.x`, `0.${mac}`]) expect(verifyPreviewToken(bad, "/surcharge", SECRET, NOW), bad).toBeNull();
  });
});
