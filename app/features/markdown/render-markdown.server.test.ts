import { describe, expect, it } from "vitest";
import {
  renderInlineMarkdownNodes,
  renderMarkdown,
  renderMarkdownNodes,
  renderMarkdownSections,
} from "./render-markdown.server";

describe("renderMarkdown", () => {
  it("escapes raw HTML and drops script links", () => {
    const html = renderMarkdown('Hi <img src=x onerror="alert(1)"> [x](javascript:alert(1))');
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img");
    expect(html).not.toContain("javascript:");
  });

  it("renders a Markdown image from this site's uploads or an https address, with its description", () => {
    const upload = "/uploads/0123456789abcdef0123456789abcdef.png";
    expect(renderMarkdown(`![A card terminal](${upload})`)).toBe(
      `<p><img src="${upload}" alt="A card terminal" loading="lazy" decoding="async" /></p>\n`,
    );
    expect(renderMarkdown('![Chart "Q3"](https://cdn.example.com/q3.webp "Third quarter")')).toBe(
      '<p><img src="https://cdn.example.com/q3.webp" alt="Chart &quot;Q3&quot;" title="Third quarter" loading="lazy" decoding="async" /></p>\n',
    );
    // No description: an empty alt, which marks it decorative.
    expect(renderMarkdown(`![](${upload})`)).toContain('alt=""');
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:image/svg+xml,<svg onload=alert(1)>",
    "http://example.com/a.png",
    "//evil.example/a.png",
    "/images/logo.svg",
    "/uploads/../admin",
    "https://user:secret@example.com/a.png",
  ])("shows the description of an image from %s as text, with no image", (src) => {
    const html = renderMarkdown(`![An image](${src}) after`);
    expect(html).not.toContain("<img");
    expect(html).toContain("An image");
    expect(html).not.toMatch(/javascript:|onload|onerror/i);
  });

  it("keeps raw HTML images as text, however they are written, and lets no attribute through", () => {
    for (const raw of [
      '<img src="https://example.com/a.png" onerror="alert(1)">',
      "<IMG SRC=/uploads/0123456789abcdef0123456789abcdef.png>",
      '<img alt=">" src=x onerror=alert(1)>',
      '<p>\n<img src="https://example.com/a.png">\n</p>',
    ]) {
      const html = renderMarkdown(raw);
      expect(html, raw).not.toContain("<img");
      expect(html, raw).not.toMatch(/\sonerror=/i);
    }
    expect(renderMarkdown("<img src=x>")).toContain("&lt;img /&gt;");
  });

  it("opens external links in a new tab without passing the page on, and leaves site links alone", () => {
    expect(renderMarkdown("[a](https://example.com) [b](/surcharge)")).toBe(
      '<p><a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">a</a> <a href="/surcharge">b</a></p>\n',
    );
  });

  it("renders a table with the caption of the `Table:` line before it, column and row headers", () => {
    const html = renderMarkdown("Table: Fees by **volume**\n\n| Volume | Savings |\n| --- | --- |\n| $10,000 | $300 |\n");
    expect(html).toBe(
      '<div class="table-wrap"><table><caption>Fees by <strong>volume</strong></caption>' +
        '<thead><tr><th scope="col">Volume</th><th scope="col">Savings</th></tr></thead>' +
        '<tbody><tr><th scope="row">$10,000</th><td>$300</td></tr></tbody></table></div>\n',
    );
  });

  it("keeps a `Table:` paragraph that no table follows as text", () => {
    expect(renderMarkdown("Table: not a caption\n\nJust text.")).toBe("<p>Table: not a caption</p>\n<p>Just text.</p>\n");
  });
});

describe("renderMarkdown with the stored facts of uploads", () => {
  const name = "0123456789abcdef0123456789abcdef.png";
  const upload = `/uploads/${name}`;
  const facts = new Map([[name, { width: 640, height: 480, altText: "A terminal on a counter" }]]);

  it("gives an upload its stored width and height, lazy loaded, keeping the Markdown's description", () => {
    expect(renderMarkdown(`![Card reader](${upload})`, facts)).toBe(
      `<p><img src="${upload}" alt="Card reader" width="640" height="480" loading="lazy" decoding="async" /></p>\n`,
    );
  });

  it("takes the library's alt text when the Markdown gives none", () => {
    expect(renderMarkdown(`![](${upload})`, facts)).toContain('alt="A terminal on a counter"');
  });

  it("leaves out a size that is not known, and other hosts' images get no size or library text", () => {
    const unsized = new Map([[name, { width: null, height: null, altText: "" }]]);
    expect(renderMarkdown(`![x](${upload})`, unsized)).not.toContain("width=");
    const html = renderMarkdown(`![](https://cdn.example.com/${name})`, facts);
    expect(html).toContain('alt=""');
    expect(html).not.toContain("width=");
  });

  it("lets no size or attribute in from the Markdown or raw HTML, and escapes a hostile library alt text", () => {
    const hostile = new Map([[name, { width: 10, height: 10, altText: '"><script>alert(1)</script>' }]]);
    const html = renderMarkdown(`<img src="${upload}" width="9999" onerror="alert(1)">\n\n![](${upload} "t\\" onload=x")`, hostile);
    expect(html).not.toContain("<script");
    // The one picture is the Markdown's, with only the renderer's attributes (quoted values hold the rest).
    const images = html.match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(1);
    const attributes = [...images[0]!.matchAll(/\s([a-z-]+)="[^"]*"/g)].map((match) => match[1]);
    expect(attributes).toEqual(["src", "alt", "title", "width", "height", "loading", "decoding"]);
    expect(images[0]).toContain('width="10" height="10"');
  });

  it("forgets the facts after the render", () => {
    renderMarkdown(`![](${upload})`, facts);
    expect(renderMarkdown(`![](${upload})`)).not.toContain("width=");
  });
});

describe("renderMarkdownNodes", () => {
  it("gives the sanitised HTML as a tree, without the whitespace between blocks", () => {
    expect(renderMarkdownNodes("Some **bold** and [a link](/dual-pricing).\n\n- one\n- two")).toEqual([
      {
        tag: "p",
        children: ["Some ", { tag: "strong", children: ["bold"] }, " and ", { tag: "a", attrs: { href: "/dual-pricing" }, children: ["a link"] }, "."],
      },
      { tag: "ul", children: [{ tag: "li", children: ["one"] }, { tag: "li", children: ["two"] }] },
    ]);
  });

  it("decodes entities into text (React escapes them again)", () => {
    expect(renderMarkdownNodes("Text & QR <b>")).toEqual([{ tag: "p", children: ["Text & QR <b>"] }]);
  });
});

describe("renderInlineMarkdownNodes", () => {
  it("keeps the spaces between inline elements", () => {
    expect(renderInlineMarkdownNodes("**a** [b](/c)")).toEqual([
      { tag: "strong", children: ["a"] },
      " ",
      { tag: "a", attrs: { href: "/c" }, children: ["b"] },
    ]);
  });

  it("allows phrase markup only: block HTML stays text", () => {
    expect(renderInlineMarkdownNodes("Hello <h2>there</h2>")).toEqual(["Hello <h2>there</h2>"]);
  });
});

describe("renderMarkdownSections", () => {
  it("cuts a document at its h2 headings, with the `{#id}` anchors", () => {
    const sections = renderMarkdownSections("## Terms of use {#agreement-terms}\n\nFirst.\n\n## Other\n\nSecond.");
    expect(sections).toEqual([
      {
        id: "agreement-terms",
        nodes: [
          { tag: "h2", children: ["Terms of use"] },
          { tag: "p", children: ["First."] },
        ],
      },
      { nodes: [{ tag: "h2", children: ["Other"] }, { tag: "p", children: ["Second."] }] },
    ]);
  });

  it("keeps h3 sub-headings inside their section, turns an h1 into a section's h2 and keeps an intro", () => {
    const sections = renderMarkdownSections("Intro.\n\n# Top\n\n### Sub\n\nText.");
    expect(sections.map((section) => section.nodes.map((node) => (typeof node === "string" ? node : node.tag)))).toEqual([
      ["p"],
      ["h2", "h3", "p"],
    ]);
  });

  it("resolves reference links defined anywhere in the document", () => {
    const [first] = renderMarkdownSections("## A\n\nSee [the guide][guide].\n\n## B\n\n[guide]: /chargeback-guide\n");
    expect(first?.nodes[1]).toEqual({
      tag: "p",
      children: ["See ", { tag: "a", attrs: { href: "/chargeback-guide" }, children: ["the guide"] }, "."],
    });
  });
});

const ALLOWED = new Set(["h2", "h3", "h4", "p", "ul", "ol", "li", "strong", "em", "a", "blockquote", "code", "pre", "hr", "br", "table", "thead", "tbody", "tr", "th", "td", "section", "caption"]);

/** The element names in the output: everything else must have come out as text. */
const tagsIn = (html: string) => [...html.matchAll(/<\/?([a-z][a-z0-9-]*)/gi)].map((match) => match[1]!.toLowerCase());

describe("renderMarkdown with hostile raw-text markup", () => {
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
