import { describe, expect, it } from "vitest";
import { stepAddressIfStale } from "./step-address";

const at = (address: string) => new URL(address, "https://www.example.com");

describe("stepAddressIfStale", () => {
  it("is null when the address already says the step shown", () => {
    expect(stepAddressIfStale(at("/consult"), 1)).toBeNull();
    expect(stepAddressIfStale(at("/consult?step=1"), 1)).toBeNull();
    expect(stepAddressIfStale(at("/consult?step=3"), 3)).toBeNull();
    // /consult is the wizard wherever the visitor is: its saved step, without a redirect.
    expect(stepAddressIfStale(at("/consult"), 2)).toBeNull();
  });

  it("sends a step of answers already sent, or not reached, to /consult for step 1 and keeps the visit's other parameters", () => {
    expect(stepAddressIfStale(at("/consult?step=4"), 1)).toBe("/consult");
    expect(stepAddressIfStale(at("/consult?client=1001&step=3&brand=riverbend"), 1)).toBe("/consult?client=1001&brand=riverbend");
    expect(stepAddressIfStale(at("/consult?step=4"), 2)).toBe("/consult?step=2#wizard");
  });

  it("names the step shown for an address whose step is not a step", () => {
    expect(stepAddressIfStale(at("/consult?step=abc"), 1)).toBe("/consult");
    expect(stepAddressIfStale(at("/consult?step=02"), 2)).toBe("/consult?step=2#wizard");
    expect(stepAddressIfStale(at("/consult?step="), 3)).toBe("/consult?step=3#wizard");
  });
});
