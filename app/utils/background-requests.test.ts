import { describe, expect, it } from "vitest";
import { staffAreaShouldRevalidate } from "./staff-area";

type Args = Parameters<typeof staffAreaShouldRevalidate>[0];

const EDITOR = "http://localhost/admin/articles/7";

function askedAfter(intent: string, { current = EDITOR, next = current }: { current?: string; next?: string } = {}) {
  const formData = new FormData();
  formData.set("intent", intent);
  const args = {
    currentUrl: new URL(current),
    nextUrl: new URL(next),
    currentParams: {},
    nextParams: {},
    formMethod: "POST",
    formAction: "/admin/articles/7",
    formData,
    defaultShouldRevalidate: true,
  } as unknown as Args;
  return staffAreaShouldRevalidate(args);
}

describe("revalidation after an editor's background request", () => {
  it("loads nothing again after a preview or an autosave on the page it came from", () => {
    expect(askedAfter("preview")).toBe(false);
    expect(askedAfter("autosave", { current: `${EDITOR}?saved=1&version=3` })).toBe(false);
  });

  it("loads the next page's data when the request returns while a save lands elsewhere", () => {
    // The router finishes the save's navigation with what this allows: skipping would keep
    // the data from before the save.
    expect(askedAfter("preview", { next: `${EDITOR}?saved=published&version=2` })).toBe(true);
    expect(
      askedAfter("autosave", { current: `${EDITOR}?saved=1&version=2`, next: `${EDITOR}?saved=1&version=3` })
    ).toBe(true);
  });

  it("leaves every other form to the router's own rule", () => {
    expect(askedAfter("publish")).toBe(true);
    expect(askedAfter("save", { next: `${EDITOR}?saved=1&version=2` })).toBe(true);
  });
});
