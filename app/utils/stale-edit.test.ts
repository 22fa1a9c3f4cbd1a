import { describe, expect, it } from "vitest";
import { changedFields, parseVersion, staleEditMessage } from "./stale-edit";

describe("stale edits", () => {
  const labels = { title: "Title", body: "Body", published: "Published" };

  it("lists the labelled fields another save changed, with their stored value", () => {
    const changes = changedFields({ title: "Fees", body: "Old", published: false }, { title: "Fees explained", body: "Old", published: true, id: 4 }, labels);
    expect(changes).toEqual([
      { field: "title", label: "Title", now: "Fees explained" },
      { field: "published", label: "Published", now: "yes" },
    ]);
  });

  it("compares only the fields the form carried", () => {
    expect(changedFields({ title: "Fees" }, { title: "Fees", body: "New body" }, labels)).toEqual([]);
  });

  it("says who changed what and that the typed edits are kept", () => {
    const message = staleEditMessage([{ field: "title", label: "Title", now: "Fees explained" }], "dana@example.com");
    expect(message).toBe(
      "Not saved: this was changed by dana@example.com after you opened it. Changed since you opened it: Title (now “Fees explained”). Your edits are still in the form; review them and save again.",
    );
  });

  it("reads a version from a form field and refuses anything else", () => {
    expect(parseVersion("3")).toBe(3);
    expect(parseVersion("0")).toBeNull();
    expect(parseVersion("-1")).toBeNull();
    expect(parseVersion("1e3")).toBeNull();
    expect(parseVersion(null)).toBeNull();
  });
});
