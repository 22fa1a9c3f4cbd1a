import { parseDocument } from "htmlparser2";
import { Lexer, Marked, type Token, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import type { MarkdownNode } from "~/components/page-templates/markdown-content";
import { uploadedImageFacts, uploadNamesIn, type UploadedImageFacts } from "~/features/uploads/uploaded-images.server";
import { uploadedFileName } from "~/features/uploads/upload-store.server";

/**
 * The site's one Markdown renderer: articles and pages from the database, and the
 * content pages of `content/pages/`. Markdown becomes HTML on the server and then goes
 * through an allow-list sanitiser: no raw HTML, scripts, event handlers, styles or
 * non-http(s) links can reach the page, whatever an editor typed.
 */

/** A GFM table with the caption written as a `Table: …` paragraph right before it. */
interface CaptionedTable extends Tokens.Table {
  caption?: Token[];
}

const CAPTION_PREFIX = "Table: ";

/**
 * Where an image in a body may come from (decision 056): an image uploaded to this site
 * (`/uploads/{random name}`, re-encoded when it was stored, or an SVG logo rebuilt from an
 * allow-list, which an <img> cannot run anyway; decision 058) or an https address. Nothing
 * else: no other site path, no http (mixed content), no data: or script URL, no address
 * with a user name or password in it.
 */
export function isAllowedImageSource(src: string): boolean {
  if (uploadedFileName(src)) return true;
  if (!/^https:\/\//i.test(src)) return false;
  try {
    const url = new URL(src);
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * An `<img>` typed as raw HTML, quoted attributes included: shown as text, as before
 * images were allowed, so only Markdown's `![description](source)` makes a picture.
 */
const RAW_IMAGE_TAG = /<img\b(?:[^>"']|"[^"]*"|'[^']*')*>?/gi;

/** Moves each `Table: …` paragraph that directly precedes a table into that table. */
function attachTableCaptions(tokens: Token[]): Token[] {
  const result: Token[] = [];
  for (const token of tokens) {
    if (token.type === "table") {
      const previous = result.at(-1);
      if (previous?.type === "paragraph" && previous.text.startsWith(CAPTION_PREFIX)) {
        result.pop();
        (token as CaptionedTable).caption = Lexer.lexInline(previous.text.slice(CAPTION_PREFIX.length));
      }
    }
    if (token.type !== "space") result.push(token);
  }
  return result;
}

/**
 * The stored facts (pixel size, library alt text) of the uploads the body being rendered
 * shows. Set only for the duration of one synchronous parse (renderMarkdown), so the
 * image renderer can read them without a lookup of its own.
 */
let imagesOfThisRender: ReadonlyMap<string, UploadedImageFacts> = new Map();

/** ` width="…" height="…"` of a stored upload whose size is known, else nothing. */
function imageBox(facts: UploadedImageFacts | undefined): string {
  return facts?.width && facts.height ? ` width="${facts.width}" height="${facts.height}"` : "";
}

const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  hooks: {
    processAllTokens(tokens) {
      const links = "links" in tokens ? tokens.links : undefined;
      return Object.assign(attachTableCaptions(tokens), links ? { links } : {});
    },
  },
  renderer: {
    // A body image: only from an allowed source, always with its description (empty
    // marks a decorative one), loaded when it comes near. Otherwise its description as text.
    // An upload of this site also gets its stored pixel size (so the page keeps its box
    // before it loads) and, when the Markdown gives no description, the library's one.
    image({ href, title, text }) {
      if (!isAllowedImageSource(href)) return escapeAttribute(text);
      const name = uploadedFileName(href);
      const facts = name ? imagesOfThisRender.get(name) : undefined;
      const alt = text.trim() === "" && facts ? facts.altText : text;
      const titled = title ? ` title="${escapeAttribute(title)}"` : "";
      return `<img src="${escapeAttribute(href)}" alt="${escapeAttribute(alt)}"${titled}${imageBox(facts)} loading="lazy" decoding="async">`;
    },
    html({ text }) {
      return text.replace(RAW_IMAGE_TAG, "&lt;img /&gt;");
    },
    // Every table scrolls on its own on narrow screens; the first row names the columns
    // and the first cell of every other row names its row.
    table(token) {
      const inline = (tokens: Token[]) => this.parser.parseInline(tokens);
      const caption = (token as CaptionedTable).caption;
      const head = token.header.map((cell) => `<th scope="col">${inline(cell.tokens)}</th>`).join("");
      const rows = token.rows
        .map((row) => {
          const cells = row.map((cell, index) =>
            index === 0 ? `<th scope="row">${inline(cell.tokens)}</th>` : `<td>${inline(cell.tokens)}</td>`,
          );
          return `<tr>${cells.join("")}</tr>`;
        })
        .join("");
      return (
        `<div class="table-wrap"><table>${caption ? `<caption>${inline(caption)}</caption>` : ""}` +
        `<thead><tr>${head}</tr></thead>${rows ? `<tbody>${rows}</tbody>` : ""}</table></div>\n`
      );
    },
  },
});

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2", "h3", "h4", "p", "ul", "ol", "li", "strong", "em", "a", "blockquote", "code", "pre",
    "hr", "br", "div", "table", "caption", "thead", "tbody", "tr", "th", "td", "img",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    th: ["scope"],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
  },
  // The renderer only writes allowed sources; this drops any other image whatever made it.
  exclusiveFilter: (frame) => frame.tag === "img" && !isAllowedImageSource(frame.attribs.src ?? ""),
  allowedClasses: { div: ["table-wrap"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "escape",
  transformTags: {
    // A page renders its own h1: demote any h1 in the body to h2.
    h1: "h2",
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:\/\//i.test(href);
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" } : attribs,
      };
    },
  },
};

/** Text inside a paragraph (a lead, a card, an answer): phrase markup only. */
const INLINE_SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  ...SANITIZE_OPTIONS,
  allowedTags: ["strong", "em", "a", "code", "br"],
};

/**
 * Markdown to sanitised HTML. `images` are the stored facts of the uploads it shows
 * (`renderMarkdownWithImages` reads them); without them an upload renders without its
 * pixel size or the library's alt text.
 */
export function renderMarkdown(markdown: string, images: ReadonlyMap<string, UploadedImageFacts> = new Map()): string {
  imagesOfThisRender = images;
  try {
    // Synchronous (`async: false`): no other render can run until the facts are reset.
    return sanitizeHtml(marked.parse(markdown) as string, SANITIZE_OPTIONS);
  } finally {
    imagesOfThisRender = new Map();
  }
}

/** `renderMarkdown` with the facts of every upload the body shows, read in one query (decision 083). */
export async function renderMarkdownWithImages(markdown: string): Promise<string> {
  return renderMarkdown(markdown, await uploadedImageFacts(uploadNamesIn(markdown)));
}

/**
 * The same sanitised HTML as a tree, so the page renders it with React components: a
 * site-relative link becomes a `SiteLink` (client-side navigation, co-branding kept).
 */
export function renderMarkdownNodes(markdown: string): MarkdownNode[] {
  return htmlToNodes(renderMarkdown(markdown), "block");
}

/** One paragraph's worth of Markdown (bold, emphasis, links), without the paragraph. */
export function renderInlineMarkdownNodes(markdown: string): MarkdownNode[] {
  return htmlToNodes(sanitizeHtml(marked.parseInline(markdown) as string, INLINE_SANITIZE_OPTIONS), "inline");
}

export interface MarkdownSection {
  /** From a `{#id}` at the end of the section's heading. */
  id?: string;
  nodes: MarkdownNode[];
}

const HEADING_ID = /\s*\{#([a-z][a-z0-9-]*)\}\s*$/;

/**
 * A document cut into sections at its `#` and `##` headings (rendered as h2), each
 * heading with an optional `{#id}` anchor: `## Terms of use {#agreement-terms}`. Text
 * before the first heading is a section of its own.
 */
export function renderMarkdownSections(markdown: string): MarkdownSection[] {
  const tokens = marked.lexer(markdown);
  const groups: { id?: string; tokens: Token[] }[] = [];
  for (const token of tokens) {
    if (token.type === "heading" && (token as Tokens.Heading).depth <= 2) {
      const source = (token as Tokens.Heading).text;
      const id = HEADING_ID.exec(source)?.[1];
      const text = source.replace(HEADING_ID, "");
      const heading: Tokens.Heading = { type: "heading", raw: token.raw, depth: 2, text, tokens: Lexer.lexInline(text) };
      groups.push({ id, tokens: [heading] });
    } else if (token.type !== "space" || groups.length > 0) {
      if (groups.length === 0) groups.push({ tokens: [] });
      groups.at(-1)?.tokens.push(token);
    }
  }
  return groups.map(({ id, tokens: sectionTokens }) => {
    const html = marked.parser(Object.assign(attachTableCaptions(sectionTokens), { links: tokens.links }));
    return { ...(id ? { id } : {}), nodes: htmlToNodes(sanitizeHtml(html, SANITIZE_OPTIONS), "block") };
  });
}

/** Elements whose whitespace-only text children are formatting, not content. */
const BLOCK_CONTAINERS = new Set(["ul", "ol", "blockquote", "div", "table", "thead", "tbody", "tr"]);

type ParsedNode = ReturnType<typeof parseDocument>["children"][number];

function htmlToNodes(html: string, context: "block" | "inline"): MarkdownNode[] {
  return convertChildren(parseDocument(html).children, context === "block");
}

function convertChildren(children: ParsedNode[], inBlockContainer: boolean): MarkdownNode[] {
  const nodes: MarkdownNode[] = [];
  for (const child of children) {
    if (child.type === "text") {
      if (inBlockContainer && child.data.trim() === "") continue;
      nodes.push(child.data);
    } else if (child.type === "tag") {
      const attrs = Object.keys(child.attribs).length > 0 ? { attrs: { ...child.attribs } } : {};
      const grandchildren = convertChildren(child.children, BLOCK_CONTAINERS.has(child.name));
      nodes.push({ tag: child.name, ...attrs, ...(grandchildren.length > 0 ? { children: grandchildren } : {}) });
    }
  }
  return nodes;
}
