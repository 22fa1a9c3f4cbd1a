import * as fc from "fast-check";
import { DeepJson, InvalidUtf8, type Field, type FieldValue } from "./fuzz-request";

/**
 * Building blocks of hostile input: odd values, odd names, odd headers and odd bodies.
 * Nothing here decides whether a request is invalid; the per-endpoint defects in
 * targets.ts do, and these only add noise around them.
 */

/** Bytes 0x80-0xFF in sequences that are not UTF-8 (lone continuation bytes, truncated and overlong leads). */
const invalidUtf8 = fc
  .array(fc.constantFrom(0x80, 0xbf, 0xc0, 0xc1, 0xe0, 0xed, 0xf0, 0xf5, 0xfe, 0xff), { minLength: 1, maxLength: 12 })
  .map((bytes) => new InvalidUtf8(Uint8Array.from(bytes)));

/** Strings well past any field's limit; `maxLength` keeps most bodies under the size caps. */
const hugeString = (maxLength: number) =>
  fc.tuple(fc.integer({ min: 1_000, max: maxLength }), fc.constantFrom("x", "é", "😀", "<", "%", "\u0000")).map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

const deepJson = fc
  .tuple(fc.integer({ min: 20, max: 3_000 }), fc.constantFrom("array" as const, "object" as const))
  .map(([depth, shape]) => new DeepJson(depth, shape));

const oddStrings = fc.constantFrom(
  "",
  " ",
  "\t\n",
  "null",
  "undefined",
  "true",
  "0",
  "-1",
  "1e309",
  "NaN",
  "[object Object]",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "../../etc/passwd",
  "%00",
  "\u0000",
  "\u202e",
  "\ud800",
  "😀".repeat(3),
  "a".repeat(257),
);

/** Any value a hostile client might put in a field: wrong types, odd text, huge, broken, deep. */
export const junkValue: fc.Arbitrary<FieldValue> = fc.oneof(
  { weight: 5, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 3, arbitrary: oddStrings },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY)) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: invalidUtf8 },
  { weight: 1, arbitrary: hugeString(12_000) },
  { weight: 1, arbitrary: deepJson },
  { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 8 }), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }) },
);

const oddNames = fc.constantFrom("__proto__", "constructor", "prototype", "a[b]", "a.b", "", " ", "%00", "\u0000", "x".repeat(300), "_data", "index");

/** Field names that are none of `known` (so noise never touches a field a defect owns). */
const extraFieldName = (known: ReadonlySet<string>) =>
  fc.oneof(fc.string({ minLength: 1, maxLength: 20 }), oddNames).filter((name) => !known.has(name));

/**
 * Noise around a defect: junk in fields the defect does not own, extra fields, and
 * repeats of fields the defect does not own (never of an owned one, whose first or last
 * value could otherwise repair it).
 */
export function withNoise(fields: Field[], owned: ReadonlySet<string>, known: ReadonlySet<string>): fc.Arbitrary<Field[]> {
  const free = fields.filter(([name]) => !owned.has(name)).map(([name]) => name);
  return fc
    .record({
      junked: free.length ? fc.subarray(free, { maxLength: Math.min(3, free.length) }) : fc.constant([] as string[]),
      junk: fc.array(junkValue, { minLength: 3, maxLength: 3 }),
      extras: fc.array(fc.tuple(extraFieldName(known), junkValue), { maxLength: 4 }),
      repeated: free.length ? fc.subarray(free, { maxLength: Math.min(2, free.length) }) : fc.constant([] as string[]),
      repeatValue: junkValue,
      reversed: fc.boolean(),
    })
    .map(({ junked, junk, extras, repeated, repeatValue, reversed }) => {
      let out: Field[] = fields.map(([name, value]): Field => {
        const at = junked.indexOf(name);
        return at >= 0 ? [name, junk[at] ?? null] : [name, value];
      });
      out = [...out, ...extras, ...repeated.map((name): Field => [name, repeatValue])];
      return reversed ? [...out].reverse() : out;
    });
}

/** A random client address, so per-IP limits see a new visitor each time and validation is what answers. */
export const clientIp = fc.ipV4();

const userAgents = fc.constantFrom(
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "curl/8.0",
  "",
  "x".repeat(2_000),
);

/** Headers a hostile or merely odd client sends besides the ones that matter. */
export const noiseHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      "User-Agent": userAgents,
      Accept: fc.constantFrom("*/*", "text/html", "application/json", "image/*", "garbage"),
      "Accept-Language": fc.constantFrom("en-US,en;q=0.9", "fr", "*", ";;;"),
      "Sec-Fetch-Dest": fc.constantFrom("document", "empty"),
      "Sec-Fetch-Mode": fc.constantFrom("navigate", "cors"),
      Origin: fc.constantFrom("https://evil.example", "null"),
      Referer: fc.constantFrom("https://evil.example/", "not a url"),
      DNT: fc.constant("1"),
    },
    { requiredKeys: [] },
  );

/** Mostly POST; the other methods that reach a Remix action now and then. */
export const actionMethod = fc.oneof({ weight: 8, arbitrary: fc.constant("POST") }, { weight: 1, arbitrary: fc.constantFrom("PUT", "PATCH", "DELETE") });

/** A content type that is not a web form, for form endpoints (multipart without a boundary cannot be parsed either). */
export const notFormContentType = fc.constantFrom(
  "none",
  "application/json",
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/xml",
  "multipart/form-data",
  "multipart/mixed; boundary=abc",
  "image/png",
  "garbage",
  "",
);

/** A content type that is not JSON, for JSON endpoints. */
export const notJsonContentType = fc.constantFrom(
  "none",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=abc",
  "text/plain",
  "text/html",
  "application/xml",
  "application/javascript",
  "garbage",
  "",
);

/**
 * Text that is not a JSON document at all. A byte order mark before valid JSON is not
 * here: UTF-8 decoding drops it, so "\uFEFF{}" is a valid empty object.
 */
export const notJsonText = fc.oneof(
  fc.constantFrom("", " ", "{", '{"a":', "{'a':1}", '{"a":1,}', "[1,2", "undefined", "NaN", "\uFEFF{", "a=1&b=2", "<xml/>", "{}{}"),
  invalidUtf8,
);

/**
 * A whole body of nested arrays, up to 20,000 deep: valid JSON, never an object (a deep
 * object could be valid where every field is optional), past the cap on some endpoints.
 */
export const deeplyNestedArray = fc.integer({ min: 100, max: 20_000 }).map((depth) => "[".repeat(depth) + "]".repeat(depth));

/** JSON documents that are valid but not an object. Never a JSON string, which some endpoints read again as JSON. */
export const nonObjectJson = fc.constantFrom("[]", "[{}]", "0", "-1.5", "true", "false", "null", "[[[[[]]]]]");
