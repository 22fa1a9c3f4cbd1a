import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_IMAGE_MEGAPIXELS, NOT_AN_IMAGE, reencodeImage, TOO_MANY_PIXELS } from "./image-reencode.server";

const SCRIPT = "<html><body><script>alert(document.cookie)</script></body></html>";

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#0b3b60" } });
}

/** A PNG chunk (length, type, data, CRC), for hiding text inside an otherwise valid file. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

async function expectReencoded(input: Buffer, type: string, width: number, height: number) {
  const result = await reencodeImage(input);
  if (!result.ok) throw new Error(result.message);
  expect(result.type).toBe(type);
  const metadata = await sharp(result.bytes).metadata();
  expect([metadata.width, metadata.height]).toEqual([width, height]);
  return result.bytes;
}

describe("reencodeImage", () => {
  it("keeps PNG, JPEG, GIF and WebP images as what they are, at their size", async () => {
    await expectReencoded(await solid(40, 30).png().toBuffer(), "png", 40, 30);
    await expectReencoded(await solid(40, 30).jpeg().toBuffer(), "jpg", 40, 30);
    await expectReencoded(await solid(40, 30).gif().toBuffer(), "gif", 40, 30);
    await expectReencoded(await solid(40, 30).webp().toBuffer(), "webp", 40, 30);
  });

  it("drops HTML after the image: a GIF that is also a web page comes out as a GIF only", async () => {
    const polyglot = Buffer.concat([await solid(8, 8).gif().toBuffer(), Buffer.from(SCRIPT)]);
    const stored = await expectReencoded(polyglot, "gif", 8, 8);
    expect(stored.toString("latin1")).not.toMatch(/<script|<html/i);
  });

  it("drops HTML hidden inside the image's own structure (a PNG text chunk)", async () => {
    const png = await solid(8, 8).png().toBuffer();
    const withText = Buffer.concat([png.subarray(0, 33), pngChunk("tEXt", Buffer.from(`Comment\0${SCRIPT}`)), png.subarray(33)]);
    expect(withText.toString("latin1")).toContain("<script>");
    const stored = await expectReencoded(withText, "png", 8, 8);
    expect(stored.toString("latin1")).not.toMatch(/<script|<html/i);
  });

  it("keeps no metadata such as a photo's EXIF (camera, position)", async () => {
    const photo = await solid(16, 16).jpeg().withExif({ IFD0: { Make: "Camera maker", Copyright: "Someone" } }).toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const stored = await expectReencoded(photo, "jpg", 16, 16);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  it("refuses a file whose first bytes claim an image it does not contain", async () => {
    const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await reencodeImage(Buffer.concat([header, Buffer.alloc(4)]))).toEqual({ ok: false, message: NOT_AN_IMAGE });
    expect(await reencodeImage(Buffer.concat([header, Buffer.from(SCRIPT)]))).toEqual({ ok: false, message: NOT_AN_IMAGE });
    // A JPEG's body behind a PNG signature.
    const jpeg = await solid(8, 8).jpeg().toBuffer();
    expect(await reencodeImage(Buffer.concat([header, jpeg]))).toEqual({ ok: false, message: NOT_AN_IMAGE });
    expect(await reencodeImage(Buffer.from(`GIF89a${SCRIPT}`))).toEqual({ ok: false, message: NOT_AN_IMAGE });
  });

  it("refuses SVG and other formats the decoder knows but the site does not take", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8" onload="alert(1)"/>');
    expect(await reencodeImage(svg)).toEqual({ ok: false, message: NOT_AN_IMAGE });
    expect(await reencodeImage(await solid(8, 8).tiff().toBuffer())).toEqual({ ok: false, message: NOT_AN_IMAGE });
  });

  it(`refuses an image of more than ${MAX_IMAGE_MEGAPIXELS} megapixels, however small the file`, async () => {
    const huge = await solid(6000, 4001).png({ compressionLevel: 9 }).toBuffer();
    expect(huge.length).toBeLessThan(2 * 1024 * 1024);
    expect(await reencodeImage(huge)).toEqual({ ok: false, message: TOO_MANY_PIXELS });
  });
});
