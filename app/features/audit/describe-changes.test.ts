import { describe, expect, it } from "vitest";
import { describeChanges, fieldLabel, withChanges } from "./describe-changes";

describe("describeChanges", () => {
  it("lists each changed field as “label: old -> new”, in the order written, labels spelled from the names", () => {
    const before = { role: "sales", timeZone: "UTC", name: "Jane", version: 3 };
    expect(describeChanges(before, { role: "marketing", timeZone: "America/New_York", name: "Jane", version: 4 })).toBe(
      "role: sales -> marketing; time zone: UTC -> America/New_York",
    );
  });

  it("says nothing about fields left as they were, bookkeeping columns or fields the save did not write", () => {
    const before = { title: "Fees", updatedAt: "2026-01-01T00:00:00Z", slug: "fees" };
    expect(describeChanges(before, { title: "Fees", updatedAt: "2026-11-26T00:00:00Z" })).toBe("");
    expect(describeChanges(before, { title: "Fees", extra: "not a stored field", slug: undefined })).toBe("");
  });

  it("shows empty values, yes/no and own labels; long, multi-line and secret values only as changed", () => {
    const before = { name: null, active: true, body: "short", logoUrl: "/a.png", passwordHash: "x", description: "d" };
    const after = { name: "Dana", active: false, body: "line one\nline two", logoUrl: "/b.png", passwordHash: "y", description: "d".repeat(61) };
    expect(describeChanges(before, after, { labels: { logoUrl: "logo" }, secret: ["passwordHash"] })).toBe(
      "name: (empty) -> Dana; active: yes -> no; body: changed; logo: /a.png -> /b.png; password hash: changed; description: changed",
    );
    expect(describeChanges({ name: "A" }, { name: "B" }, { ignore: ["name"] })).toBe("");
    // An empty text and no value read the same to a person.
    expect(describeChanges({ logoAltText: null }, { logoAltText: "" })).toBe("");
  });

  it("spells field names for people and appends the changes to a summary only when there are some", () => {
    expect(fieldLabel("logo_alt_text")).toBe("logo alt text");
    expect(fieldLabel("publishedAt")).toBe("published at");
    expect(withChanges("Edited “Fees”", "title: Fees -> Fees explained")).toBe("Edited “Fees” (title: Fees -> Fees explained)");
    expect(withChanges("Edited “Fees”", "")).toBe("Edited “Fees”");
  });
});
