import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { HttpVisitor } from "../support/http-visitor";
import { builtServerForFile } from "./server";

/**
 * Pop-up images uploaded by staff are served from this site's origin. A file that is a
 * GIF and an HTML page at once was accepted and served as it came: now what is stored is
 * the image decoded and encoded again (only pixels, in the database), a file that does not decode is
 * refused, and uploaded files carry `nosniff` and a CSP that runs nothing.
 */
const server = builtServerForFile();
const SCRIPT = "<html><body><script>alert(document.cookie)</script></body></html>";
async function upload(staff: HttpVisitor, name: string, bytes: Buffer, fileName: string): Promise<Response> {
  const body = new FormData();
  for (const [key, value] of Object.entries({ csrf: staff.csrf, intent: "save", name, header: "Uploaded image", page: "home" })) {
    body.set(key, value);
  }
  body.set("image_file", new File([new Uint8Array(bytes)], fileName, { type: "image/gif" }));
  return staff.fetch("/lightbox-config/new", { method: "POST", body });
}

function imageOf(name: string): string | undefined {
  const row = server.db().prepare("select image from lightboxes where name = ?").get(name) as { image: string | null } | undefined;
  return row?.image ?? undefined;
}

describe("an uploaded pop-up image", () => {
  it("that is also a web page is stored and served as the image alone, with nosniff and a CSP that runs nothing", async () => {
    const staff = await server.staffTab();
    const gif = await sharp({ create: { width: 12, height: 8, channels: 3, background: "#0b3b60" } }).gif().toBuffer();
    const polyglot = Buffer.concat([gif, Buffer.from(SCRIPT)]);
    expect((await upload(staff, "Polyglot", polyglot, "promo.gif")).status).toBe(302);
    const path = imageOf("Polyglot");
    expect(path).toMatch(/^\/uploads\/[a-f0-9]{32}\.gif$/);

    const response = await server.visitor().get(path ?? "");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/gif");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox");
    const served = Buffer.from(await response.arrayBuffer());
    expect(served.toString("latin1")).not.toMatch(/<script|<html/i);
    expect(await sharp(served).metadata()).toMatchObject({ format: "gif", width: 12, height: 8 });
  });

  it("that only starts like an image is refused with the field's message, and nothing is stored", async () => {
    const staff = await server.staffTab();
    const response = await upload(staff, "Fake GIF", Buffer.from(`GIF89a${SCRIPT}`), "promo.gif");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Upload a PNG, JPEG, GIF or WebP image");
    expect(imageOf("Fake GIF")).toBeUndefined();
  });
});

describe("an uploaded SVG", () => {
  const HOSTILE_SVG =
    '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="20" viewBox="0 0 60 20" onload="alert(1)"><script>alert(2)</script>' +
    '<image href="https://evil.example/pixel.png" width="1" height="1"/><rect width="60" height="20" fill="#0b3b60"/></svg>';

  it("is a co-brand logo rebuilt without script or links, served as image/svg+xml with nosniff and a CSP that runs and loads nothing", async () => {
    const staff = await server.staffTab();
    const body = new FormData();
    for (const [key, value] of Object.entries({ csrf: staff.csrf, intent: "save", kind: "partner", brand_id: "svg-sec-1", business_name: "Svg Security Bank", active: "on" })) {
      body.set(key, value);
    }
    body.set("logo_file", new File([HOSTILE_SVG], "logo.svg", { type: "image/svg+xml" }));
    expect((await staff.fetch("/admin/brands", { method: "POST", body })).status).toBe(302);
    const row = server.db().prepare("select logo_url from partner_brandings where partner_id = ?").get("svg-sec-1") as { logo_url: string };
    expect(row.logo_url).toMatch(/^\/uploads\/[a-f0-9]{32}\.svg$/);

    const response = await server.visitor().get(row.logo_url);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox");
    const served = await response.text();
    expect(served).not.toMatch(/script|alert|onload|evil\.example/);
    expect(served).toContain('<rect width="60" height="20" fill="#0b3b60"></rect>');
  });

  it("is refused as a pop-up image: only logos may be SVG", async () => {
    const staff = await server.staffTab();
    const response = await upload(staff, "Svg pop-up", Buffer.from(HOSTILE_SVG), "promo.svg");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Upload a PNG, JPEG, GIF or WebP image");
    expect(imageOf("Svg pop-up")).toBeUndefined();
  });
});
