import { describe, expect, it } from "vitest";
import { csvDownload } from "./staff-area.server";

describe("csvDownload", () => {
  it("is a CSV attachment that no cache keeps and no search engine indexes", async () => {
    const response = csvDownload("leads-2026-11-21.csv", '\ufeff"name"\r\n"Dana"\r\n');
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="leads-2026-11-21.csv"');
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    // The byte order mark stays: it is how a spreadsheet knows the file is UTF-8.
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer())).toBe('\ufeff"name"\r\n"Dana"\r\n');
  });

  it("keeps a file name from breaking out of its header value", () => {
    const response = csvDownload('a"; filename=evil.exe\r\nX: 1.csv', "");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="a___filename_evil.exe__X__1.csv"');
  });
});
