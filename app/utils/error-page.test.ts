import { describe, expect, it } from "vitest";
import { describeRouteError } from "./error-page";

/** What Remix gives the boundary for a Response thrown by a loader or action. */
const thrown = (status: number, data: unknown) => ({ status, statusText: "", internal: false, data });

describe("describeRouteError", () => {
  it("shows a refused request with the app's own message", () => {
    expect(describeRouteError(thrown(413, "The form is too large."))).toMatchObject({
      status: 413,
      heading: "We could not accept this request",
      message: "The form is too large.",
    });
  });

  it("falls back to advice when the refusal has no short text", () => {
    expect(describeRouteError(thrown(400, { detail: "x" })).message).toBe("Please go back, reload the page and try again.");
    expect(describeRouteError(thrown(400, "x".repeat(301))).message).toBe("Please go back, reload the page and try again.");
  });

  it("keeps Page Not Found for 404s", () => {
    expect(describeRouteError(thrown(404, "Not Found"))).toMatchObject({ status: 404, heading: "Page Not Found" });
  });

  it("never shows what a server error says", () => {
    const text = describeRouteError(new Error("SQLITE_BUSY at db.ts:12"));
    expect(text).toMatchObject({ status: 500, heading: "Something went wrong" });
    expect(JSON.stringify(text)).not.toContain("SQLITE");
    expect(describeRouteError(thrown(503, "internal detail")).message).not.toContain("internal detail");
  });
});
