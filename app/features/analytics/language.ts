/**
 * Language of the visitor for the analytics record: language_code and language_category
 * (product reference §3.7: english, french or other).
 */

export type LanguageCategory = "english" | "french" | "other";

/** A BCP 47-like tag: a 2-3 letter language, then subtags of 1-8 letters or digits. */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/;
const MAX_TAG_LENGTH = 35;

/**
 * Normalises a language code such as navigator.language or the first entry of an
 * Accept-Language header: takes the first comma-separated entry, drops any ";q=" weight,
 * turns "_" into "-", then writes the language in lower case, a 4-letter script in title
 * case, a 2-letter region in upper case and other subtags in lower case
 * ("en_us" → "en-US", "zh-hant-tw" → "zh-Hant-TW", "fr-CA,fr;q=0.9" → "fr-CA").
 * Returns null when nothing usable is left (missing, "*", not a language tag, over 35
 * characters).
 */
export function normaliseLanguageCode(code: string | null | undefined): string | null {
  if (typeof code !== "string") return null;
  const first = code.split(",")[0]?.split(";")[0]?.trim().replace(/_/g, "-") ?? "";
  if (!first || first.length > MAX_TAG_LENGTH || !LANGUAGE_TAG.test(first)) return null;
  return first
    .split("-")
    .map((part, index) => {
      if (index === 0) return part.toLowerCase();
      if (part.length === 4 && /^[A-Za-z]+$/.test(part)) return part[0]?.toUpperCase() + part.slice(1).toLowerCase();
      if (part.length === 2 && /^[A-Za-z]+$/.test(part)) return part.toUpperCase();
      return part.toLowerCase();
    })
    .join("-");
}

/** "english" for en and en-*, "french" for fr and fr-*, "other" for anything else or nothing. */
export function languageCategory(code: string | null): LanguageCategory {
  const language = normaliseLanguageCode(code)?.split("-")[0];
  if (language === "en") return "english";
  if (language === "fr") return "french";
  return "other";
}
