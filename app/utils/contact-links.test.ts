import { describe, expect, it } from "vitest";
import { dialHref, emailHref, phoneHref } from "./contact-links";

describe("phoneHref", () => {
  it.each([
    ["(601) 555-0100", "tel:6015550100"],
    ["+1 601.555.0100", "tel:+16015550100"],
    ["+44 20 7946 0958", "tel:+442079460958"],
    ["  601-555-0199 ", "tel:6015550199"],
  ])("dials %s as %s: digits and a leading plus only", (typed, href) => {
    expect(phoneHref(typed)).toBe(href);
  });

  it.each(["call me after 5", "601-555-0100 ext 4", "555-01", "1234567890123456", "601+555+0100", "tel:6015550100", "", "—"])(
    "leaves %j as text",
    (typed) => {
      expect(phoneHref(typed)).toBeNull();
    },
  );
});

describe("emailHref", () => {
  it.each([
    ["dana@reyes.example", "mailto:dana@reyes.example"],
    ["o'neil+leads@shop.co.uk", "mailto:o'neil+leads@shop.co.uk"],
    [" josé@café.example ", "mailto:josé@café.example"],
  ])("writes to %s", (typed, href) => {
    expect(emailHref(typed)).toBe(href);
  });

  it.each([
    "not an address",
    "dana@localhost",
    "dana@reyes.example?cc=boss@evil.example",
    "a@b.example,c@d.example",
    "dana%40reyes.example@x.example",
    "javascript:alert(1)//@x.example",
    "dana @reyes.example",
    "—",
  ])("leaves %j as text", (typed) => {
    expect(emailHref(typed)).toBeNull();
  });
});

describe("dialHref", () => {
  it("keeps digits and a plus of the site's own number", () => {
    expect(dialHref("+1 (800) 555-0100")).toBe("tel:+18005550100");
  });
});
