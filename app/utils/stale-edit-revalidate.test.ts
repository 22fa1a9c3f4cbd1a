import { describe, expect, it } from "vitest";
import { revalidateAfterStaleRefusal } from "./stale-edit-revalidate";

const args = (actionStatus: number | undefined, defaultShouldRevalidate: boolean) =>
  ({ actionStatus, defaultShouldRevalidate }) as Parameters<typeof revalidateAfterStaleRefusal>[0];

describe("reloading a page after a stale save", () => {
  it("reloads after a 409 even when Remix would not, and otherwise does what Remix would", () => {
    expect(revalidateAfterStaleRefusal(args(409, false))).toBe(true);
    expect(revalidateAfterStaleRefusal(args(400, false))).toBe(false);
    expect(revalidateAfterStaleRefusal(args(undefined, true))).toBe(true);
  });
});
