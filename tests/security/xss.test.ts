import { beforeAll, describe, expect, it } from "vitest";
import { HOSTILE, insertHostileContent, MARKUP, SCRIPT_URLS } from "../support/hostile-content";
import { builtServerForFile } from "./server";

/**
 * The server's side of XSS (the browser's is e2e/security.spec.ts, in both projects):
 * hostile rows never reach the HTML as markup, and the JSON endpoints never hand a front
 * end a link or image URL it could not render safely as it is.
 */
const server = builtServerForFile();

beforeAll(async () => {
  // Before any page is rendered, so the menus are not cached without the hostile rows.
  await insertHostileContent(server.database());
});

/** Markup from the payloads as it would appear if anything were rendered unescaped (escaped text has &lt; and &quot;). */
const RAW = [MARKUP.script, MARKUP.img, MARKUP.svg, 'onerror="', 'onload="', 'onmouseover="', 'href="javascript:', 'src="javascript:'];

function expectNoRawMarkup(html: string): void {
  for (const raw of RAW) expect(html.includes(raw), raw).toBe(false);
}

describe("server-rendered pages", () => {
  it.each([
    "/",
    "/articles",
    `/articles/${HOSTILE.article.slug}`,
    `/${HOSTILE.page.slug}`,
    `/?client=${HOSTILE.client.id}&brand=x`,
    `/?client=${HOSTILE.quotingClient.id}&brand=x`,
    `/?client=unknown-id&brand=${encodeURIComponent(HOSTILE.brandParam)}`,
  ])("%s carries the hostile content only as escaped text", async (path) => {
    const response = await server.visitor().document(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    // Every one of these pages shows some hostile text (the menus carry a hostile title):
    // escaped, it is there to see, so the check below looks at a page that has it.
    expect(html).toContain("&lt;img src=x onerror=");
    expectNoRawMarkup(html);
  });

  it("the hostile text is there, escaped (so the checks above look at the right page)", async () => {
    const html = await (await server.visitor().document(`/articles/${HOSTILE.article.slug}`)).text();
    expect(html).toContain("&lt;script&gt;window.__pwned=true;alert(document.domain)&lt;/script&gt;Hostile article");
  });

  it("the chat page shows what a visitor typed as text", async () => {
    const visitor = await server.startedVisitor();
    expect((await visitor.postForm("/chat", { intent: "message", message: HOSTILE.chatMessage })).status).toBe(302);
    const html = await (await visitor.document("/chat")).text();
    expect(html).toContain("&lt;img src=x onerror=");
    expectNoRawMarkup(html);
  });
});

describe("JSON endpoints", () => {
  it("GET /api/navigation leaves out items whose link would run script", async () => {
    const items = (await (await server.visitor().get("/api/navigation")).json()) as { title: string; link_url: string | null }[];
    expect(items.map((item) => item.link_url)).not.toEqual(expect.arrayContaining([expect.stringMatching(/script:|^data:/i)]));
    for (const index of SCRIPT_URLS.keys()) expect(items.map((item) => item.title)).not.toContain(HOSTILE.navLinkTitle(index));
    expect(items.find((item) => item.title === HOSTILE.navTitle)?.link_url).toBe("/surcharge");
  });

  it("GET /api/client-branding/{id} never hands out a script URL as logo", async () => {
    const body = (await (await server.visitor().get(`/api/client-branding/${HOSTILE.client.id}`)).json()) as {
      data: { logo_url: string | null; business_name: string };
    };
    expect(body.data).toMatchObject({ logo_url: null, business_name: HOSTILE.client.businessName });
  });

  it("GET /api/lightboxes/active hands out a safe call to action and no script image", async () => {
    const body = (await (await server.visitor().get("/api/lightboxes/active?page=home")).json()) as {
      data: { header: string; cta_url: string; image: string | null; full_image_url: string | null }[];
    };
    expect(body.data[0]).toMatchObject({ header: HOSTILE.popup.header, cta_url: "/consult", image: null, full_image_url: null });
  });

  it("POST /api/chat-callback confirms with the checked phone number only, never the typed name or note", async () => {
    const visitor = await server.startedVisitor();
    const response = await visitor.postScriptForm("/api/chat-callback", HOSTILE.callback);
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(text).not.toContain("onerror");
    expect(text).not.toContain("javascript:");
    const { confirmation } = JSON.parse(text) as { confirmation: { blocks: { text?: string }[] } };
    const said = confirmation.blocks.map((block) => block.text ?? "").join("\n");
    expect(said).toContain(`**${HOSTILE.callback.phone}**`);
    expect(said).not.toContain(HOSTILE.callback.name);
  });
});
