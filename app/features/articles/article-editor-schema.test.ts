import { describe, expect, it } from "vitest";
import { pageEditorSchema } from "~/features/database-pages/page-editor-schema";
import { ARTICLE_MESSAGES, articleEditorSchema } from "./article-editor-schema";

const valid = {
  title: "Fees explained",
  slug: "fees-explained",
  excerpt: "What a statement's fees mean.",
  author: "Merchant Services Team",
  publish_date: "2026-11-26",
  body: "## Fees\n\nText.",
};

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("the article editor's schema", () => {
  it("accepts a complete article", () => {
    expect(articleEditorSchema.safeParse(valid).success).toBe(true);
  });

  it("caps every text field with a message naming the limit", () => {
    const result = articleEditorSchema.safeParse({
      ...valid,
      title: "t".repeat(151),
      excerpt: "e".repeat(301),
      author: "a".repeat(81),
      body: "b".repeat(40_001),
      cover_alt: "c".repeat(201),
    });
    expect(errorsOf(result)).toEqual({
      title: "Keep this to 150 characters or fewer",
      excerpt: "Keep this to 300 characters or fewer",
      author: "Keep this to 80 characters or fewer",
      body: "Keep this to 40,000 characters or fewer",
      cover_alt: "Keep this to 200 characters or fewer",
    });
    expect(articleEditorSchema.safeParse({ ...valid, title: "t".repeat(150), body: "b".repeat(40_000) }).success).toBe(true);
  });

  it("wants a real calendar date and, with a cover, its description", () => {
    expect(errorsOf(articleEditorSchema.safeParse({ ...valid, publish_date: "2026-02-30" }))).toEqual({ publish_date: ARTICLE_MESSAGES.publishDate });
    expect(errorsOf(articleEditorSchema.safeParse({ ...valid, has_cover: "1" }))).toEqual({ cover_alt: ARTICLE_MESSAGES.coverAlt });
    expect(articleEditorSchema.safeParse({ ...valid, has_cover: "1", remove_cover: true }).success).toBe(true);
    expect(articleEditorSchema.safeParse({ ...valid, has_cover: "1", cover_alt: "A terminal" }).success).toBe(true);
  });
});

describe("the page editor's schema", () => {
  it("needs a title, a slug and a body; the description is optional and capped", () => {
    expect(pageEditorSchema.safeParse({ title: "About", slug: "about-us", body: "Hi" }).success).toBe(true);
    expect(Object.keys(errorsOf(pageEditorSchema.safeParse({ title: " ", slug: "", body: "" })))).toEqual(["title", "slug", "body"]);
    expect(errorsOf(pageEditorSchema.safeParse({ title: "About", slug: "about-us", body: "Hi", description: "d".repeat(301) }))).toEqual({
      description: "Keep this to 300 characters or fewer",
    });
  });
});
