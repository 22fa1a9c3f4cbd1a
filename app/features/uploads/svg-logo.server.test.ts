import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "./image-upload";
import { cleanSvgLogo, isInertCss, looksLikeSvg, NOT_AN_SVG, SVG_TOO_LARGE, SVG_WITH_DOCTYPE } from "./svg-logo.server";

const SVG_OPEN = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 40">`;
const svg = (body: string) => Buffer.from(`${SVG_OPEN}${body}<rect width="10" height="10" fill="#123456"/></svg>`);

async function cleaned(input: Buffer | string): Promise<string> {
  const result = await cleanSvgLogo(typeof input === "string" ? Buffer.from(input) : input);
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.bytes.toString("utf8");
}

describe("cleanSvgLogo", () => {
  it("keeps a clean logo as it draws: the seeded co-brand logos, gradients and local references", async () => {
    for (const file of ["public/images/brands/gulf-coast-bank.svg", "public/images/brands/riverbend-coffee.svg"]) {
      const original = readFileSync(file, "utf8");
      const out = await cleaned(original);
      const tags = (text: string) => [...text.matchAll(/<([a-zA-Z]+)/g)].map((match) => match[1]);
      expect(tags(out)).toEqual(tags(original));
      for (const text of original.matchAll(/>([^<>]*[A-Za-z][^<>]*)</g)) expect(out).toContain(text[1]);
      expect(out).toContain('viewBox="0 0 140 40"');
    }
    const gradient = await cleaned(
      `${SVG_OPEN}<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><path id="p" d="M0 0h9"/></defs>` +
        `<style>.cls-1{fill:url(#g)}.a > b{stroke:#000}</style><use xlink:href="#p" class="cls-1"/><path d="M1 1h8" fill="url(#g)"/></svg>`
    );
    expect(gradient).toContain('<linearGradient id="g"><stop offset="0" stop-color="#fff"></stop></linearGradient>');
    expect(gradient).toContain("<style>.cls-1{fill:url(#g)}.a > b{stroke:#000}</style>");
    expect(gradient).toContain('<use xlink:href="#p" class="cls-1"></use>');
    expect(gradient).toContain('fill="url(#g)"');
  });

  it("removes scripts, event handlers, foreignObject, javascript: links and animations", async () => {
    const out = await cleaned(
      svg(
        `<script>alert(1)</script><script><![CDATA[alert(2)]]></script>` +
          `<g onload="alert(3)" onclick="alert(4)"><path d="M0 0" onmouseover="alert(5)"/></g>` +
          `<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml"><iframe src="javascript:alert(6)"></iframe>html</div></foreignObject>` +
          `<a href="javascript:alert(7)"><text>link</text></a><a xlink:href="javascript:alert(8)"><text>old link</text></a>` +
          `<animate attributeName="href" to="javascript:alert(9)"/><set attributeName="onclick" to="alert(10)"/>` +
          `<use href="javascript:alert(11)"/>`
      )
    );
    expect(out).not.toMatch(/script|alert|onload|onclick|onmouseover|foreignObject|iframe|html|<a\b|animate|<set\b/i);
    expect(out).toContain("<text>link</text>");
    expect(out).toContain('<rect width="10" height="10" fill="#123456"></rect>');
  });

  it("removes references to other sites: images, xlink:href, @import, url() in styles and attributes", async () => {
    const out = await cleaned(
      svg(
        `<?xml-stylesheet href="https://evil.example/a.css"?>` +
          `<image href="https://evil.example/track.png" width="1" height="1"/><image xlink:href="//evil.example/b.png"/>` +
          `<use xlink:href="https://evil.example/sprite.svg#logo"/><use href="sprite.svg#logo"/>` +
          `<style>@import url(https://evil.example/c.css);</style><style>.x{background:url(https://evil.example/d.png)}</style>` +
          `<style>.y{fill:u\\72l(https://evil.example/e.png)}</style>` +
          `<path d="M0 0" fill="url(https://evil.example/f.svg#g)" style="fill:url('https://evil.example/g.png')"/>` +
          `<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/><image href="data:image/svg+xml;base64,PHN2Zz4="/>`
      )
    );
    expect(out).not.toMatch(/evil\.example|sprite\.svg|@import|xml-stylesheet|svg\+xml|\\72/);
    expect(out).toContain('href="data:image/png;base64,iVBORw0KGgo="');
  });

  it("refuses a DOCTYPE or entities (billion laughs), what is not an SVG, bad UTF-8 and a huge file", async () => {
    const laughs =
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>` +
      `${SVG_OPEN}<text>&lol2;</text></svg>`;
    expect(await cleanSvgLogo(Buffer.from(laughs))).toEqual({ ok: false, message: SVG_WITH_DOCTYPE });
    expect(await cleanSvgLogo(Buffer.from(`<!DOCTYPE svg SYSTEM "file:///etc/passwd">${SVG_OPEN}</svg>`))).toEqual({
      ok: false,
      message: SVG_WITH_DOCTYPE,
    });
    for (const notSvg of ["<html><script>alert(1)</script></html>", "<svg", `${SVG_OPEN}<script>alert(1)</script>`, ""]) {
      const result = await cleanSvgLogo(Buffer.from(notSvg));
      if (result.ok) expect(result.bytes.toString()).not.toMatch(/script|alert/);
      else expect(result.message).toBe(NOT_AN_SVG);
    }
    expect(await cleanSvgLogo(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0x20, 0xff, 0xfe, 0x3e]))).toEqual({ ok: false, message: NOT_AN_SVG });
    const huge = Buffer.concat([svg(""), Buffer.alloc(MAX_IMAGE_BYTES, " ")]);
    expect(await cleanSvgLogo(huge)).toEqual({ ok: false, message: SVG_TOO_LARGE });
  });

  it("tells an SVG upload from other files by its start, and CSS that loads nothing from CSS that could", () => {
    expect(looksLikeSvg(Buffer.from(`\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- Illustrator -->\n<svg version="1.1">`))).toBe(true);
    expect(looksLikeSvg(Buffer.from("<html><svg>"))).toBe(false);
    expect(looksLikeSvg(Buffer.from("GIF89a<svg>"))).toBe(false);
    expect(isInertCss(".a{fill:url(#g)} .b{fill:url( '#h' )}")).toBe(true);
    for (const css of ["@import 'x.css';", ".a{fill:url(x.png)}", ".a{fill:\\75rl(x)}", "</style>"]) expect(isInertCss(css)).toBe(false);
  });
});
