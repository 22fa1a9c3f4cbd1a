import { describe, expect, it } from "vitest";
import { idListCookie, MAX_REMEMBERED_IDS, parseIdList, readCookie, withId } from "./visitor-cookies";

describe("cookies", () => {
  it("reads one cookie from a header", () => {
    expect(readCookie("a=1; lightbox_closed=3.4; b=2", "lightbox_closed")).toBe("3.4");
    expect(readCookie("xlightbox_closed=3", "lightbox_closed")).toBeNull();
    expect(readCookie(null, "lightbox_closed")).toBeNull();
  });

  it("parses id lists defensively", () => {
    expect(parseIdList("3.12.7")).toEqual([3, 12, 7]);
    expect(parseIdList("3.3.x.-1.0.07.<script>")).toEqual([3]);
    expect(parseIdList("")).toEqual([]);
    expect(parseIdList("1.".repeat(300))).toEqual([]);
  });

  it("adds an id once, newest last, and caps the list", () => {
    expect(withId([1, 2], 1)).toEqual([2, 1]);
    const many = Array.from({ length: MAX_REMEMBERED_IDS }, (_, index) => index + 1);
    const next = withId(many, 99);
    expect(next).toHaveLength(MAX_REMEMBERED_IDS);
    expect(next[0]).toBe(2);
    expect(next.at(-1)).toBe(99);
  });

  it("writes a cookie string both the server and the browser can use", () => {
    expect(idListCookie("lightbox_closed", [1, 4], 86400, { secure: false })).toBe(
      "lightbox_closed=1.4; Path=/; Max-Age=86400; SameSite=Lax"
    );
    expect(idListCookie("lightbox_seen", [2], 60, { secure: true, httpOnly: true })).toMatch(/; HttpOnly; Secure$/);
  });
});
