import { describe, expect, it } from "vitest";
import { searchTwinsOf } from "./search-twins";

const entries = [
  { path: "/surcharge", title: "Surcharge Programs", description: "Pass card fees on, legally." },
  { path: "/dual-pricing", title: "Dual Pricing", description: "" },
  { path: "/articles/fees", title: "surcharge  programs.", description: "Fees explained" },
];

describe("searchTwinsOf", () => {
  it("finds the other pages whose title or description reads the same, whatever the case, spacing or final stop", () => {
    expect(searchTwinsOf({ path: "/new-page", title: "Surcharge programs", description: "fees explained." }, entries)).toEqual({
      title: ["/surcharge", "/articles/fees"],
      description: ["/articles/fees"],
    });
  });

  it("never counts the page itself, nor an empty description as shared", () => {
    expect(searchTwinsOf({ path: "/surcharge", title: "Surcharge Programs", description: "" }, entries)).toEqual({
      title: ["/articles/fees"],
      description: [],
    });
  });
});
