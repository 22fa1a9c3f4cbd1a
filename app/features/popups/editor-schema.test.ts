import { describe, expect, it } from "vitest";
import {
  EDITOR_MESSAGES,
  editorDefaultsFrom,
  parseEditorBase,
  popupEditorSchema,
  previewFromForm,
  toPopupValues,
} from "./editor-schema";

const hosts = ["partners.example.com"];
const valid = { name: "Spring", header: "Stop paying to get paid", page: "home" };
const parse = (values: Record<string, unknown>) => popupEditorSchema(hosts).safeParse(values);
const errorsOf = (values: Record<string, unknown>) => {
  const result = parse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("popupEditorSchema", () => {
  it("needs a name, a header and a page", () => {
    expect(errorsOf({})).toMatchObject({
      name: EDITOR_MESSAGES.name,
      header: EDITOR_MESSAGES.header,
      page: EDITOR_MESSAGES.page,
    });
    expect(parse(valid).success).toBe(true);
  });

  it("refuses unsafe CTA URLs and images", () => {
    expect(errorsOf({ ...valid, cta_url: "javascript:alert(1)" })).toEqual({ cta_url: EDITOR_MESSAGES.ctaUrl });
    expect(errorsOf({ ...valid, cta_url: "//evil.example" })).toEqual({ cta_url: EDITOR_MESSAGES.ctaUrl });
    expect(errorsOf({ ...valid, cta_url: "https://evil.example/" })).toEqual({ cta_url: EDITOR_MESSAGES.ctaUrl });
    expect(errorsOf({ ...valid, image: "data:image/png;base64,AAAA" })).toEqual({ image: EDITOR_MESSAGES.image });
    expect(parse({ ...valid, cta_url: "https://partners.example.com/apply", image: "images/a.png" }).success).toBe(
      true
    );
  });

  it("refuses an unknown page and an end before the start", () => {
    expect(errorsOf({ ...valid, page: "consult" })).toEqual({ page: EDITOR_MESSAGES.page });
    expect(errorsOf({ ...valid, starts_at: "2026-05-02T10:00", ends_at: "2026-05-01T10:00" })).toEqual({
      ends_at: EDITOR_MESSAGES.endBeforeStart,
    });
    expect(errorsOf({ ...valid, starts_at: "2026-05-32T10:00" })).toEqual({ starts_at: EDITOR_MESSAGES.date });
  });

  it("caps the lengths", () => {
    expect(errorsOf({ ...valid, header: "x".repeat(121) })).toEqual({ header: EDITOR_MESSAGES.tooLong });
  });
});

describe("toPopupValues", () => {
  it("normalises the image, keeps the safe URL and reads dates in the staff zone", () => {
    const input = popupEditorSchema(hosts).parse({
      ...valid,
      cta_url: "/surcharge",
      image: "images/a.png",
      show_once: true,
      starts_at: "2026-07-01T08:00",
    });
    expect(toPopupValues(input, hosts, "America/New_York")).toMatchObject({
      ctaUrl: "/surcharge",
      ctaText: null,
      image: "/images/a.png",
      showOnce: true,
      showOnExit: false,
      closeOnOverlay: false,
      active: false,
      startsAt: Date.parse("2026-07-01T12:00:00.000Z"),
      endsAt: null,
    });
  });

  it("round-trips through the form defaults", () => {
    const defaults = editorDefaultsFrom(
      {
        name: "n",
        header: "h",
        description: "",
        ctaText: null,
        ctaUrl: null,
        image: null,
        showOnce: true,
        showOnExit: false,
        closeOnOverlay: true,
        active: true,
        page: "home",
        startsAt: Date.parse("2026-07-01T12:00:00.000Z"),
        endsAt: null,
      },
      "America/New_York"
    );
    expect(defaults).toMatchObject({ cta_text: "", starts_at: "2026-07-01T08:00", ends_at: "", show_once: true });
  });
});

describe("previewFromForm", () => {
  it("shows what visitors would get, with placeholders while typing", () => {
    expect(
      previewFromForm({ cta_url: "javascript:alert(1)", image: "img/x.png", close_on_overlay: "on" }, hosts)
    ).toMatchObject({
      header: "Your header",
      ctaText: "Request a Consultation Now",
      ctaUrl: "/consult",
      image: "/img/x.png",
      closeOnOverlay: true,
      showOnce: false,
    });
  });
});

describe("the values an edit form was made from", () => {
  it("keeps only the editor's own fields, as text or yes/no, and ignores anything malformed", () => {
    expect(parseEditorBase(JSON.stringify({ name: "Spring", active: true, evil: "x", starts_at: 5 }))).toEqual({ name: "Spring", active: true });
    expect(parseEditorBase("not json")).toEqual({});
    expect(parseEditorBase("[1,2]")).toEqual({});
    expect(parseEditorBase(null)).toEqual({});
  });
});
