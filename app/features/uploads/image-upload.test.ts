import { describe, expect, it } from "vitest";
import { sniffImageType } from "./image-upload";

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe("sniffImageType", () => {
  it("recognises PNG, JPEG, GIF and WebP by their signatures", () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("png");
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpg");
    expect(sniffImageType(ascii("GIF89a..."))).toBe("gif");
    expect(sniffImageType(ascii("RIFF\0\0\0\0WEBPVP8 "))).toBe("webp");
  });

  it("refuses SVG, HTML, other RIFF files and short input", () => {
    expect(sniffImageType(ascii('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).toBeNull();
    expect(sniffImageType(ascii("<!doctype html><script>"))).toBeNull();
    expect(sniffImageType(ascii("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
    expect(sniffImageType(bytes(0x89, 0x50))).toBeNull();
  });
});
