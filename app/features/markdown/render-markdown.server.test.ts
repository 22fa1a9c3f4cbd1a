import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render-markdown.server";

const ALLOWED = new Set(["h2", "h3", "h4", "p", "ul", "ol", "li", "strong", "em", "a", "blockquote", "code", "pre", "hr", "br", "table", "thead", "tbody", "tr", "th", "td"]);

/** The element names in the output: everything else must have come out as text. */
const tagsIn = (html: string) => [...html.matchAll(/<\/?([a-z][a-z0-9-]*)/gi)].map((match) => match[1]!.toLowerCase());

describe("renderMarkdown", () => {
  it("renders the formatting pages use, and demotes an h1", () => {
    const html = renderMarkdown("# Title\n\nSome **bold** and _em_ text.\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n");
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain("<td>1</td>");
  });

  it("marks external links and keeps site links as they are", () => {
    expect(renderMarkdown("[x](https://example.com/a)")).toContain('<a href="https://example.com/a" rel="noopener noreferrer nofollow" target="_blank">x</a>');
    expect(renderMarkdown("[x](/pricing)")).toContain('<a href="/pricing">x</a>');
    expect(renderMarkdown("[x](javascript:alert(1))")).not.toContain("javascript:");
  });

  // Raw-text elements (xmp, textarea, and those inside svg/math) are how sanitizer bypasses
  // were found (GHSA-rpr9-rxv7-x643, GHSA-jxwj-j7wr-gfrw): whatever they wrap comes out as text.
  it.each([
    "<xmp><img src=x onerror=alert(1)></xmp>",
    "<p><xmp></p><img src=x onerror=alert(1)></xmp>",
    "<textarea></textarea/><img src=x onerror=alert(1)>",
    "<svg><textarea><img src=x onerror=alert(1)></textarea></svg>",
    "<math><xmp><img src=x onerror=alert(1)></xmp></math>",
    "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\"></noscript>",
    "<script>alert(1)</script>",
    "<style>*{}</style><iframe src=//evil.example></iframe>",
  ])("keeps %s inert", (markdown) => {
    const html = renderMarkdown(markdown);
    expect(tagsIn(html).filter((tag) => !ALLOWED.has(tag))).toEqual([]);
    expect(html).not.toMatch(/<[a-z]+[^>]*\son[a-z]+=/i);
  });
});
