import { describe, expect, it } from "vitest";
import {
  LEAD_REFERENCE_ALPHABET,
  LEAD_REFERENCE_PATTERN,
  leadReferenceFrom,
  newLeadReference,
  normaliseLeadReference,
} from "./lead-reference";

describe("lead references", () => {
  it("are two groups of five characters of an alphabet without I, L, O and U", () => {
    expect(LEAD_REFERENCE_ALPHABET).toHaveLength(32);
    expect(LEAD_REFERENCE_ALPHABET).not.toMatch(/[ILOU]/);
    expect(leadReferenceFrom(Uint8Array.from([0, 1, 2, 3, 4, 27, 28, 29, 30, 31]))).toBe("01234-VWXYZ");
    // Each byte picks a character by its low five bits, so every character is equally likely.
    expect(leadReferenceFrom(Uint8Array.from([32, 33, 255, 224, 10, 16, 17, 18, 19, 20]))).toBe("01Z0A-GHJKM");
    expect(() => leadReferenceFrom(new Uint8Array(9))).toThrow();
  });

  it("are random: a thousand of them are well-formed and all different", () => {
    const references = Array.from({ length: 1000 }, newLeadReference);
    for (const reference of references) expect(reference).toMatch(LEAD_REFERENCE_PATTERN);
    expect(new Set(references).size).toBe(1000);
  });

  it("are recognised however a person types them", () => {
    expect(normaliseLeadReference("7k2qm xd9rf")).toBe("7K2QM-XD9RF");
    expect(normaliseLeadReference("7K2QMXD9RF")).toBe("7K2QM-XD9RF");
    // Look-alikes read as the digits they stand for.
    expect(normaliseLeadReference("O0ilI-ABCDE")).toBe("00111-ABCDE");
    expect(normaliseLeadReference("7K2QM-XD9R")).toBeNull();
    expect(normaliseLeadReference("7K2QM-XD9RU")).toBeNull();
    expect(normaliseLeadReference("dana@reyes.example")).toBeNull();
  });
});
