import { describe, expect, it } from "vitest";
import { carriesPersonalCookie, PAGE_NEUTRAL_COOKIES } from "./page-neutral-cookies.mjs";

describe("carriesPersonalCookie", () => {
  it.each([
    ["a wizard draft", "consult_draft=abc"],
    ["a chat transcript beside the analytics ids", "sid=a; chat_session=b; vid=c"],
    ["a form's confirmation", "form_sent=x"],
    ["a cookie nobody has added yet", "sid=a; brand_new=1"],
    ["a name that only starts like a neutral one", "sidx=1"],
    ["a neutral name with a space before its =", "sid =1"],
    ["a nameless value", "justavalue"],
    ["a personal cookie after extra spaces", "vid=1;   branding=2"],
  ])("finds %s personal", (_, header) => {
    expect(carriesPersonalCookie(header)).toBe(true);
  });

  it.each([
    ["no header", null],
    ["an empty header", ""],
    ["the analytics ids", "sid=abc.1.2.3.0; vid=def"],
    ["the analytics ids with empty pairs and spaces", " vid=def ;  ; sid=a=b;"],
    ["the analytics ids and the visitor's attribution", "sid=a; attribution=eyJ9.sig; vid=b"],
  ])("finds %s neutral", (_, header) => {
    expect(carriesPersonalCookie(header)).toBe(false);
  });

  it("names only the analytics ids and the attribution cookie", () => {
    expect(PAGE_NEUTRAL_COOKIES).toEqual(["sid", "vid", "attribution"]);
  });
});
