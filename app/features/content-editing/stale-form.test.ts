import { describe, expect, it } from "vitest";
import { baseInputs, baseValuesOf, readBaseValues, staleFormMessage } from "./stale-form";

describe("the stale form's hidden copies", () => {
  it("travel as base_ fields and come back as they were", () => {
    const base = baseValuesOf({ title: "Fees", noindex: false });
    const form = new FormData();
    for (const input of baseInputs(base)) form.set(input.name, input.value);
    expect(readBaseValues(form, ["title", "noindex", "body"])).toEqual({ title: "Fees", noindex: "no" });
  });

  it("name what another save changed, and only that", () => {
    const form = new FormData();
    form.set("base_title", "Fees");
    form.set("base_noindex", "no");
    const message = staleFormMessage(form, { title: "Fees explained", noindex: false }, { title: "Title", noindex: "Hidden" });
    expect(message).toContain("Title (now “Fees explained”)");
    expect(message).not.toContain("Hidden");
    expect(message).toMatch(/^Not saved/);
  });
});
