import { describe, expect, it } from "vitest";
import { errorPageCopy, reloadPath } from "./error-page";

/** The shape Remix gives the error boundary for a thrown Response. */
const thrown = (status: number, data: unknown, internal = false) => ({ status, statusText: "", internal, data });

describe("errorPageCopy", () => {
  it("keeps the Page Not Found page for 404", () => {
    expect(errorPageCopy(thrown(404, "Not Found"))).toMatchObject({ status: 404, title: "Page Not Found", action: "home" });
  });

  it("names a 4xx and shows the action's own message (an expired form was labelled Error 500 before)", () => {
    const copy = errorPageCopy(thrown(403, "Your session expired or the form is out of date. Please reload the page and try again."));
    expect(copy).toEqual({
      status: 403,
      title: "Request not allowed",
      message: "Your session expired or the form is out of date. Please reload the page and try again.",
      action: "retry",
    });
  });

  it("offers sign-in for a staff post without a session", () => {
    expect(errorPageCopy(thrown(401, "Your staff session has ended."))).toMatchObject({ status: 401, action: "sign-in" });
  });

  it("never shows Remix's own developer text or an overlong body", () => {
    const internal = errorPageCopy(thrown(405, 'Error: You made a POST request to "/x" but did not provide an `action`', true));
    expect(internal.message).toBe("This page does not accept that kind of request.");
    // The same error as the browser rebuilds it after a client-side post: no internal flag.
    const rebuilt = errorPageCopy(thrown(405, 'Error: You made a POST request to "/x" but did not provide an `action`'));
    expect(rebuilt.message).toBe("This page does not accept that kind of request.");
    expect(errorPageCopy(thrown(400, "x".repeat(301))).message).toBe("Please go back, check the form and try again.");
    expect(errorPageCopy(thrown(400, { some: "json" })).message).toBe("Please go back, check the form and try again.");
  });

  it("calls everything else a 500", () => {
    expect(errorPageCopy(new Error("boom"))).toMatchObject({ status: 500, title: "Something went wrong", action: "home" });
    expect(errorPageCopy(thrown(503, "busy"))).toMatchObject({ status: 500 });
  });
});

describe("reloadPath", () => {
  it("keeps a path on this site, with its query string", () => {
    expect(reloadPath("/consult", "?step=2")).toBe("/consult?step=2");
  });

  it.each(["//evil.com/x", "/\\evil.com/x", "/\tevil"])("never leads to another host: %s", (pathname) => {
    expect(reloadPath(pathname, "")).toBe("/");
  });
});
