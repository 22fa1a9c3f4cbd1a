import { describe, expect, it } from "vitest";
import { isHttpUrl, isSafeLinkUrl, isSiteRelativePath } from "./safe-url";

describe("safe URLs", () => {
  it("accepts site-relative paths but not protocol-relative ones", () => {
    expect(isSiteRelativePath("/consult")).toBe(true);
    expect(isSiteRelativePath("/privacy-policy#agreement-terms")).toBe(true);
    expect(isSiteRelativePath("//evil.example")).toBe(false);
    expect(isSiteRelativePath("/\\evil.example")).toBe(false);
    expect(isSiteRelativePath("consult")).toBe(false);
    expect(isSiteRelativePath("/a\nb")).toBe(false);
  });

  it("accepts only http(s) absolute URLs", () => {
    expect(isHttpUrl("https://example.com/x")).toBe(true);
    expect(isHttpUrl("http://example.com")).toBe(true);
    expect(isHttpUrl("javascript:alert(1)")).toBe(false);
    expect(isHttpUrl("not a url")).toBe(false);
    expect(isSafeLinkUrl("data:text/html,x")).toBe(false);
  });
});
