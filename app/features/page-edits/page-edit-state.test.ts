import { describe, expect, it } from "vitest";
import { liveEditJson, parsePublishAt, summarisePageEdit } from "./page-edit-state";

const NOW = new Date("2026-11-27T15:00:00Z");
const row = (fields: Partial<Parameters<typeof summarisePageEdit>[0] & object>) => ({
  draft: null,
  publishAt: null,
  published: null,
  shippedHash: "abc",
  ...fields,
});

describe("where a shipped page's edit stands", () => {
  it("is the shipped version without an edit, or once the edit is dropped", () => {
    expect(summarisePageEdit(null, "abc", NOW)).toEqual({ status: "shipped", live: false, shippedChanged: false, publishAt: null });
    expect(summarisePageEdit(row({}), "abc", NOW).status).toBe("shipped");
  });

  it("is a draft, edited, or scheduled; a scheduled draft is live from its moment, before any job has run", () => {
    expect(summarisePageEdit(row({ draft: "{}" }), "abc", NOW).status).toBe("draft");
    expect(summarisePageEdit(row({ published: "{}" }), "abc", NOW)).toMatchObject({ status: "edited", live: true });
    const scheduled = row({ draft: '{"a":1}', publishAt: Date.parse("2026-11-27T15:00:01.000Z"), published: '{"a":0}' });
    expect(summarisePageEdit(scheduled, "abc", NOW)).toMatchObject({ status: "scheduled", publishAt: Date.parse("2026-11-27T15:00:01.000Z") });
    expect(liveEditJson(scheduled, NOW)).toBe('{"a":0}');
    const due = new Date("2026-11-27T15:00:01Z");
    expect(summarisePageEdit(scheduled, "abc", due)).toMatchObject({ status: "edited", live: true, publishAt: null });
    expect(liveEditJson(scheduled, due)).toBe('{"a":1}');
  });

  it("tells when the shipped file changed under a live edit, and only then", () => {
    expect(summarisePageEdit(row({ published: "{}" }), "new", NOW).shippedChanged).toBe(true);
    expect(summarisePageEdit(row({ draft: "{}" }), "new", NOW).shippedChanged).toBe(false);
  });
});

describe("publish at, on the site's clock (America/Chicago)", () => {
  it("reads a datetime-local value as Central time, across the change to standard time", () => {
    expect(parsePublishAt("2026-12-01T09:00", NOW)).toEqual({ ok: true, at: new Date("2026-12-01T15:00:00Z") });
    expect(parsePublishAt("2027-07-01T09:00", NOW)).toEqual({ ok: true, at: new Date("2027-07-01T14:00:00Z") });
    // 1:30 AM happens twice on 2027-11-07: the first (daylight time) counts.
    expect(parsePublishAt("2027-11-07T01:30", NOW)).toEqual({ ok: true, at: new Date("2027-11-07T06:30:00Z") });
  });

  it("refuses the skipped hour, the past, and anything that is not a date and time", () => {
    expect(parsePublishAt("2027-03-14T02:30", NOW)).toMatchObject({ ok: false, message: expect.stringMatching(/does not exist/) });
    expect(parsePublishAt("2026-11-27T08:59", NOW)).toMatchObject({ ok: false, message: expect.stringMatching(/future/) });
    for (const bad of ["", "tomorrow", "2026-02-30T09:00", "2026-12-01T24:00", "2026-12-01 09:00x"]) {
      expect(parsePublishAt(bad, NOW).ok, bad).toBe(false);
    }
  });
});
