import type { ServerDatabase } from "./server-database";

/**
 * Content written by an attacker who got hold of a database row, a query string or a
 * form: every payload tries to run `window.__pwned = true` or open an alert. The
 * security suites insert these rows (the site has no UI that could create most of them)
 * and check that everything renders as inert text.
 */
const PWN = "window.__pwned=true;alert(document.domain)";

export const MARKUP = {
  script: `<script>${PWN}</script>`,
  img: `<img src=x onerror="${PWN}">`,
  svg: `<svg onload="${PWN}"></svg>`,
  iframe: `<iframe src="javascript:${PWN}"></iframe>`,
};

/** URLs that would run script (or leave the site) if they were ever rendered as links or images. */
export const SCRIPT_URLS = [
  `javascript:${PWN}`,
  `JaVaScRiPt:${PWN}`,
  ` javascript:${PWN}`,
  `java\tscript:${PWN}`,
  `data:text/html,<script>${PWN}</script>`,
  `vbscript:msgbox(1)`,
];

export const HOSTILE = {
  /** Menu items whose link_url is one of SCRIPT_URLS: left out of the menus and the API. */
  navLinkTitle: (index: number) => `Hostile link ${index}`,
  /** A menu item with a safe link but markup in its title and description: shown as text. */
  navTitle: `${MARKUP.img}Hostile title`,
  navDescription: `${MARKUP.script}Hostile description`,
  /** A client whose stored branding tries markup in the name and a script URL as logo. */
  client: { id: "hostile1", businessName: `${MARKUP.img}Hostile Co`, logoUrl: `javascript:${PWN}`, alt: `"><script>${PWN}</script>` },
  /** A site-relative logo that tries to close the src attribute. */
  quotingClient: { id: "hostile2", businessName: "Quoting Co", logoUrl: `/images/logo.svg"onerror="${PWN}"` },
  /** The brand of the query string is shown in the title when the id is unknown (product reference §8.2). */
  brandParam: `${MARKUP.script}Evil brand`,
  popup: {
    header: `${MARKUP.script}Hostile offer`,
    description: `${MARKUP.img}Hostile description`,
    ctaText: `<b onmouseover="${PWN}">Claim it</b>`,
    ctaUrl: `javascript:${PWN}`,
    image: `javascript:${PWN}`,
  },
  article: {
    slug: "hostile-article",
    title: `${MARKUP.script}Hostile article`,
    excerpt: `${MARKUP.img}Hostile excerpt`,
    author: `${MARKUP.svg}Mallory`,
    body: [
      `Intro ${MARKUP.script} and ${MARKUP.img} and ${MARKUP.svg} and ${MARKUP.iframe}`,
      "",
      `[plain javascript link](javascript:${PWN}) [mixed case](JaVaScRiPt:${PWN}) [entity](&#106;avascript:${PWN})`,
      "",
      `[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) [protocol relative](//evil.example/)`,
      "",
      `<a href="javascript:${PWN}">raw anchor</a> <p onclick="${PWN}">raw paragraph</p>`,
      "",
      `![image](javascript:${PWN}) <style>body{display:none}</style>`,
    ].join("\n"),
  },
  page: { slug: "hostile-page", title: `${MARKUP.img}Hostile page`, body: `Hello ${MARKUP.script} [click](javascript:${PWN}) ${MARKUP.img}` },
  /** What a visitor types into the chat: marks the bot's renderer knows must stay text here. */
  chatMessage: `${MARKUP.img} [click me](javascript:${PWN}) **${MARKUP.script}**`,
  /** A chat callback request (a lead) with markup in the free-text fields. */
  callback: { name: `${MARKUP.img}Sam`, phone: "228 555 0199", best_time: "morning", note: `${MARKUP.script} [x](javascript:${PWN})` },
} as const;

/**
 * Inserts the hostile rows into a fresh site database (before the server has rendered a
 * page, so no cached menu hides them). The hostile pop-up becomes the only live one.
 */
export async function insertHostileContent(db: ServerDatabase): Promise<{ popupId: number }> {
  const nav = (slug: string, title: string, description: string | null, url: string, order: number) =>
    db.get(
      "insert into navigation_items (section_type, slug, title, description, link_url, sort_order) values ('solutions', ?, ?, ?, ?, ?)",
      [slug, title, description, url, order],
    );
  for (const [index, url] of SCRIPT_URLS.entries()) await nav(`hostile-link-${index}`, HOSTILE.navLinkTitle(index), null, url, 900 + index);
  await nav("hostile-title", HOSTILE.navTitle, HOSTILE.navDescription, "/surcharge", 950);

  const client = (id: string, name: string, logo: string, alt: string) =>
    db.get("insert into client_brandings (client_id, business_name, logo_url, logo_alt_text) values (?, ?, ?, ?)", [id, name, logo, alt]);
  await client(HOSTILE.client.id, HOSTILE.client.businessName, HOSTILE.client.logoUrl, HOSTILE.client.alt);
  await client(HOSTILE.quotingClient.id, HOSTILE.quotingClient.businessName, HOSTILE.quotingClient.logoUrl, "Quoting Co");

  await db.get("update lightboxes set active = false");
  const { popup } = HOSTILE;
  const inserted = await db.get<{ id: number }>(
    `insert into lightboxes (name, header, description, cta_text, cta_url, image, show_once, page, active)
     values ('Hostile', ?, ?, ?, ?, ?, false, 'home', true) returning id`,
    [popup.header, popup.description, popup.ctaText, popup.ctaUrl, popup.image],
  );

  const { article, page } = HOSTILE;
  await db.get("insert into articles (slug, title, excerpt, body, author, published_at) values (?, ?, ?, ?, ?, '2026-01-15')", [
    article.slug,
    article.title,
    article.excerpt,
    article.body,
    article.author,
  ]);
  await db.get("insert into pages (slug, title, description, body) values (?, ?, 'A hostile page.', ?)", [page.slug, page.title, page.body]);
  return { popupId: Number(inserted!.id) };
}
