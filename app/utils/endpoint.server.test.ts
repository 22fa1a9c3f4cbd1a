import { describe, expect, it, vi } from "vitest";
import * as z from "zod";
import {
  allowedPageMethods,
  answersOf,
  endpointAction,
  publicForm,
  readEndpointForm,
  refuseEveryPost,
  refusalAtTheGate,
  type Endpoint,
} from "./endpoint.server";
import { FOREIGN_REQUEST_MESSAGE } from "./same-origin.server";
import { NEVER_STORED } from "./security-headers.server";

const nameSchema = z.object({ name: z.string().min(1) });
const page = publicForm("form", 64, [], answersOf(nameSchema));
const script = publicForm("json", 64, [], answersOf(nameSchema));
const beacon: Endpoint = {
  ...publicForm("json", 64, [], { none: "a test beacon: its handler reads nothing" }),
  encoding: "beacon",
  antiForgery: { exempt: "a beacon cannot send a token", protectedBy: "Sec-Fetch-Site" },
  scriptHeader: false,
  crossSiteRefusal: "Only this site's pages.",
};

const post = (headers: Record<string, string> = {}, init: RequestInit = {}) =>
  new Request("https://www.example.com/form", { method: "POST", headers: { "Sec-Fetch-Site": "same-origin", ...headers }, ...init });
const args = (request: Request) => ({ request, params: {}, context: {} });

async function thrownBy(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("nothing was thrown");
}

describe("the gates every endpoint applies before reading anything", () => {
  it("answers a method the endpoint does not take with 405 and Allow", async () => {
    const refused = refusalAtTheGate(script, post({}, { method: "PUT" }));
    expect(refused?.status).toBe(405);
    expect(refused?.headers.get("Allow")).toBe("POST");
    expect(await refused?.json()).toEqual({ success: false, message: "Use POST." });
    // A page's refusal is read by a person on its error screen.
    const onPage = refusalAtTheGate(page, post({}, { method: "PATCH" }));
    expect(onPage?.status).toBe(405);
    expect(onPage?.headers.get("Allow")).toBe("POST");
    expect(await onPage?.text()).toMatch(/^Nothing was saved: .*use its form\.$/);
  });

  it("asks a script call for its header first, then for this site's origin", async () => {
    const withoutHeader = refusalAtTheGate(script, post({ "Sec-Fetch-Site": "cross-site" }));
    expect(await withoutHeader?.json()).toEqual({ success: false, message: "Send the X-Requested-With: XMLHttpRequest header." });
    const foreign = refusalAtTheGate(script, post({ "Sec-Fetch-Site": "cross-site", "X-Requested-With": "XMLHttpRequest" }));
    expect(foreign?.status).toBe(403);
    expect(await foreign?.json()).toEqual({ success: false, message: FOREIGN_REQUEST_MESSAGE });
    expect(refusalAtTheGate(script, post({ "X-Requested-With": "XMLHttpRequest" }))).toBeNull();
  });

  it("refuses a beacon another site sent with the endpoint's own message, and lets a plain client through", async () => {
    const foreign = refusalAtTheGate(beacon, post({ "Sec-Fetch-Site": "same-site" }));
    expect(await foreign?.json()).toEqual({ success: false, message: "Only this site's pages." });
    expect(refusalAtTheGate(beacon, new Request("https://www.example.com/form", { method: "POST" }))).toBeNull();
  });
});

describe("an action made from its declaration", () => {
  it("throws a page's refusal for its error screen, saying nothing was saved, without calling the handler", async () => {
    const handler = vi.fn();
    const refused = await thrownBy(() => endpointAction(page, handler)(args(post({ "Sec-Fetch-Site": "cross-site" }))));
    expect(refused.status).toBe(403);
    expect(refused.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await refused.text()).toBe(FOREIGN_REQUEST_MESSAGE);
    expect(FOREIGN_REQUEST_MESSAGE).toMatch(/nothing was saved/);
    expect(handler).not.toHaveBeenCalled();
  });

  it("returns a JSON endpoint's refusal as its reply", async () => {
    const reply = (await endpointAction(script, vi.fn())(args(post()))) as Response;
    expect(reply.status).toBe(403);
  });

  it("signs the staff member in first and hands them to the handler", async () => {
    const staff: Endpoint<{ id: number }> = { ...page, access: { staff: "jobs", admit: async () => ({ id: 7 }) }, antiForgery: "token" };
    const result = await endpointAction(staff, ({ caller }) => ({ served: caller.id }))(args(post()));
    expect(result).toEqual({ served: 7 });
  });

  it("marks every Response it passes on never stored, returned or thrown, unless it says otherwise", async () => {
    const redirected = (await endpointAction(page, () => new Response(null, { status: 303, headers: { Location: "/done" } }))(args(post()))) as Response;
    expect(redirected.headers.get("Cache-Control")).toBe(NEVER_STORED);
    const missing = await thrownBy(() =>
      endpointAction(page, () => {
        throw new Response("Not Found", { status: 404 });
      })(args(post())),
    );
    expect(missing.headers.get("Cache-Control")).toBe(NEVER_STORED);
    const signedOut: Endpoint<never> = {
      ...page,
      access: {
        staff: "jobs",
        admit: () => {
          throw new Response(null, { status: 302, headers: { Location: "/admin/login" } });
        },
      },
    };
    expect((await thrownBy(() => endpointAction(signedOut, vi.fn())(args(post())))).headers.get("Cache-Control")).toBe(NEVER_STORED);
    const own = (await endpointAction(script, () => new Response("{}", { headers: { "Cache-Control": "no-store" } }))(
      args(post({ "X-Requested-With": "XMLHttpRequest" })),
    )) as Response;
    expect(own.headers.get("Cache-Control")).toBe("no-store");
  });

  it("of a GET-only resource answers every post with 405 and Allow: GET", async () => {
    const reply = (await refuseEveryPost(args(post()))) as Response;
    expect(reply.status).toBe(405);
    expect(reply.headers.get("Allow")).toBe("GET");
    expect(refuseEveryPost.endpoint.body).toMatchObject({ refusesEveryPost: 405 });
  });
});

describe("readEndpointForm", () => {
  const form = (body: string) => post({ "Content-Type": "application/x-www-form-urlencoded" }, { body });

  it("reads a form within the declared cap", async () => {
    expect((await readEndpointForm(form("name=Sam"), page)).get("name")).toBe("Sam");
  });

  it("refuses a form over the declared cap with 413", async () => {
    const refused = await thrownBy(() => readEndpointForm(form(`name=${"x".repeat(64)}`), page));
    expect(refused.status).toBe(413);
  });
});

describe("answersOf", () => {
  it("declares one schema as the variant `answers`, the very object the handler parses with", () => {
    const declared = answersOf(nameSchema);
    expect(Object.keys(declared.schemas)).toEqual(["answers"]);
    expect(declared.schemas.answers).toBe(nameSchema);
    expect(page.answers.schemas.answers).toBe(nameSchema);
  });
});

describe("allowedPageMethods", () => {
  it("names GET and HEAD, and the methods the deepest matched route's action declares", () => {
    const pageAction = endpointAction(page, () => null);
    expect(allowedPageMethods([undefined, pageAction])).toBe("GET, HEAD, POST");
    // A post reaches the deepest route only: a layout's action never speaks for the page.
    const layoutAction = endpointAction({ ...page, methods: ["POST", "PUT"] }, () => null);
    expect(allowedPageMethods([layoutAction, pageAction])).toBe("GET, HEAD, POST");
    expect(allowedPageMethods([layoutAction, undefined])).toBe("GET, HEAD");
    // A page without an action takes GET and HEAD only.
    expect(allowedPageMethods([undefined, undefined])).toBe("GET, HEAD");
    expect(allowedPageMethods([async () => null])).toBe("GET, HEAD");
  });
});
