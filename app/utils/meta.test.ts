import { describe, expect, it } from "vitest";
import { buildPageMeta } from "./meta";

const matches = [{ id: "root", data: { site: { name: "Magnolia", defaultTitle: "Magnolia" }, branding: null, origin: "https://www.example.com" } }];
const page = { title: "Fees", description: "About fees", path: "/fees" };

/** The content of the tags whose property or name starts with og:image or twitter:image. */
function imageTags(meta: ReturnType<typeof buildPageMeta>): Record<string, unknown> {
  const entries = meta.flatMap((tag) => {
    const key = "property" in tag ? tag.property : "name" in tag ? tag.name : undefined;
    return typeof key === "string" && /^(og|twitter):image/.test(key) ? [[key, (tag as { content?: unknown }).content]] : [];
  });
  return Object.fromEntries(entries);
}

describe("buildPageMeta's link-preview picture", () => {
  it("is the site's 1200 × 630 card by default, by an absolute URL from the site's origin", () => {
    expect(imageTags(buildPageMeta(page, matches))).toEqual({
      "og:image": "https://www.example.com/images/og-default.png",
      "og:image:alt": "Magnolia Payment Solutions: payment processing for every business",
      "og:image:width": "1200",
      "og:image:height": "630",
      "twitter:image": "https://www.example.com/images/og-default.png",
      "twitter:image:alt": "Magnolia Payment Solutions: payment processing for every business",
    });
  });

  it("is the page's own image when it has one, without a size it does not know", () => {
    const image = { src: "/uploads/0123456789abcdef0123456789abcdef.png", alt: "A terminal" };
    expect(imageTags(buildPageMeta({ ...page, image }, matches))).toEqual({
      "og:image": "https://www.example.com/uploads/0123456789abcdef0123456789abcdef.png",
      "og:image:alt": "A terminal",
      "twitter:image": "https://www.example.com/uploads/0123456789abcdef0123456789abcdef.png",
      "twitter:image:alt": "A terminal",
    });
  });

  it("keeps an absolute http(s) image as it is, and falls back to the site's card for anything else", () => {
    const remote = { src: "https://cdn.example.com/cover.jpg", alt: "A cover", width: 800, height: 420 };
    expect(imageTags(buildPageMeta({ ...page, image: remote }, matches))).toMatchObject({
      "og:image": "https://cdn.example.com/cover.jpg",
      "og:image:width": "800",
      "og:image:height": "420",
    });
    for (const src of ["javascript:alert(1)", "//evil.example/x.png", "uploads/x.png"]) {
      expect(imageTags(buildPageMeta({ ...page, image: { src, alt: "x" } }, matches))["og:image"], src).toBe(
        "https://www.example.com/images/og-default.png",
      );
    }
  });
});

describe("buildPageMeta's link-preview texts", () => {
  const tag = (meta: ReturnType<typeof buildPageMeta>, key: string) =>
    (meta.find((entry) => ("property" in entry ? entry.property : "name" in entry ? entry.name : undefined) === key) as { content?: string } | undefined)?.content;

  it("are the page's title and description unless the page sets its own social ones; search results keep the page's", () => {
    const plain = buildPageMeta(page, matches);
    expect([tag(plain, "og:title"), tag(plain, "og:description")]).toEqual(["Fees | Magnolia", "About fees"]);
    const social = buildPageMeta({ ...page, social: { title: "Fees, explained in 2 minutes" } }, matches);
    expect([tag(social, "og:title"), tag(social, "og:description")]).toEqual(["Fees, explained in 2 minutes", "About fees"]);
    // X falls back to the og: tags: no twitter:title or twitter:description to keep in step.
    expect(tag(social, "twitter:title")).toBeUndefined();
    expect(tag(social, "twitter:card")).toBe("summary_large_image");
    expect(tag(social, "description")).toBe("About fees");
    expect(social.find((entry) => "title" in entry)).toEqual({ title: "Fees | Magnolia" });
  });
});
