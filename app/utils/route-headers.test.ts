import { describe, expect, it } from "vitest";
import { retryAfterOf } from "./route-headers";

describe("retryAfterOf", () => {
  it("passes on the Retry-After of a refused post, and nothing otherwise", () => {
    expect(retryAfterOf(new Headers({ "Retry-After": "540", "Set-Cookie": "a=1" }))).toEqual({ "Retry-After": "540" });
    expect(retryAfterOf(new Headers())).toEqual({});
  });
});
