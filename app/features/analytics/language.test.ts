import { describe, expect, it } from "vitest";
import { languageCategory, normaliseLanguageCode } from "./language";

describe("normaliseLanguageCode", () => {
  it.each([
    ["en", "en"],
    ["EN", "en"],
    ["en-us", "en-US"],
    ["en_US", "en-US"],
    [" fr-ca ", "fr-CA"],
    ["zh-hant-tw", "zh-Hant-TW"],
    ["es-419", "es-419"],
    ["fr-CA,fr;q=0.9,en;q=0.8", "fr-CA"],
    ["de;q=0.7", "de"],
  ])("normalises %j to %j", (input, expected) => {
    expect(normaliseLanguageCode(input)).toBe(expected);
  });

  it.each([null, undefined, "", "  ", "*", "e", "english-language-x", "12", "en--US", "en US", `en-${"a".repeat(40)}`, "en-<b>"])(
    "gives null for %j",
    (input) => {
      expect(normaliseLanguageCode(input)).toBeNull();
    },
  );
});

describe("languageCategory", () => {
  it.each(["en", "en-US", "en-gb", "EN_ca", "en-US,fr;q=0.5"])("%j is english", (code) => {
    expect(languageCategory(code)).toBe("english");
  });

  it.each(["fr", "fr-CA", "fr-fr", "FR_be"])("%j is french", (code) => {
    expect(languageCategory(code)).toBe("french");
  });

  it.each([null, "", "es", "de-DE", "eng", "frr", "english", "*", "x-fr"])("%j is other", (code) => {
    expect(languageCategory(code)).toBe("other");
  });
});
