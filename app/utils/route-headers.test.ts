import { describe, expect, it } from "vitest";
import { formPageHeaders, keepRetryAfter, retryAfterOf } from "./route-headers";

const args = (actionHeaders: HeadersInit, parentHeaders: HeadersInit = {}, loaderHeaders: HeadersInit = {}) => ({
  actionHeaders: new Headers(actionHeaders),
  parentHeaders: new Headers(parentHeaders),
  loaderHeaders: new Headers(loaderHeaders),
  errorHeaders: undefined,
});

describe("keepRetryAfter", () => {
  it("passes an action's Retry-After on to the rendered page, beside the parent's headers", () => {
    const headers = new Headers(keepRetryAfter(args({ "Retry-After": "540" }, { "X-Parent": "1" })));
    expect(headers.get("Retry-After")).toBe("540");
    expect(headers.get("X-Parent")).toBe("1");
  });

  it("adds nothing when the action did not ask the client to wait", () => {
    expect(new Headers(keepRetryAfter(args({}))).has("Retry-After")).toBe(false);
  });
});

describe("formPageHeaders", () => {
  it("keeps the loader's Cache-Control (a personal page) and the action's Retry-After", () => {
    const headers = new Headers(formPageHeaders(args({ "Retry-After": "60" }, {}, { "Cache-Control": "private, no-store" })));
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.get("Retry-After")).toBe("60");
  });

  it("leaves caching to the document's defaults when the loader says nothing", () => {
    expect(new Headers(formPageHeaders(args({}))).has("Cache-Control")).toBe(false);
  });
});

describe("retryAfterOf", () => {
  it("passes on the Retry-After of a refused post, and nothing otherwise", () => {
    expect(retryAfterOf(new Headers({ "Retry-After": "540", "Set-Cookie": "a=1" }))).toEqual({ "Retry-After": "540" });
    expect(retryAfterOf(new Headers())).toEqual({});
  });
});
