import { describe, expect, it } from "vitest";
import { withCarriedParams } from "./carry-params";

const params: [string, string][] = [
  ["client", "1001"],
  ["brand", "Riverbend Coffee"],
];

describe("withCarriedParams", () => {
  it("adds the branding parameters to internal links", () => {
    expect(withCarriedParams("/consult", params)).toBe("/consult?client=1001&brand=Riverbend+Coffee");
  });

  it("keeps an existing query and the hash", () => {
    expect(withCarriedParams("/articles?page=2#list", params)).toBe(
      "/articles?page=2&client=1001&brand=Riverbend+Coffee#list",
    );
    expect(withCarriedParams("/privacy-policy#agreement-terms", params)).toBe(
      "/privacy-policy?client=1001&brand=Riverbend+Coffee#agreement-terms",
    );
  });

  it("leaves external links, anchors and already-branded links alone", () => {
    expect(withCarriedParams("https://www.linkedin.com/", params)).toBe("https://www.linkedin.com/");
    expect(withCarriedParams("#solutions", params)).toBe("#solutions");
    expect(withCarriedParams("//evil.example/x", params)).toBe("//evil.example/x");
    expect(withCarriedParams("/?partner=2001&brand=Gulf", params)).toBe("/?partner=2001&brand=Gulf");
  });

  it("changes nothing without parameters", () => {
    expect(withCarriedParams("/consult", [])).toBe("/consult");
  });
});
