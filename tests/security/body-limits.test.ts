import { beforeAll, describe, expect, it } from "vitest";
import type { HttpVisitor } from "../support/http-visitor";
import { bodyOf, POST_ENDPOINTS, postTo, type PostEndpoint } from "./post-endpoints";
import { builtServerForFile, insertLead, messageOf } from "./server";

/**
 * Every endpoint that reads a request body caps it at the size its declaration states: a
 * body just over that cap is a 413 with a message, whether the client declares its size
 * or streams it without a Content-Length (chunked), so nothing can make the server buffer
 * an unbounded body. An endpoint that reads no body gets one larger than every cap.
 */
const LARGER_THAN_EVERY_CAP = 3 * 1024 * 1024;
const server = builtServerForFile();

beforeAll(() => {
  insertLead(server, { fullName: "Lead for the staff page" });
});

function oversizedBody(endpoint: PostEndpoint, visitor: HttpVisitor): string {
  const bytes = "maxBytes" in endpoint.bodyLimit ? endpoint.bodyLimit.maxBytes + 1 : LARGER_THAN_EVERY_CAP;
  return bodyOf(endpoint, visitor, { fields: { ...endpoint.fields, padding: "x".repeat(bytes) } });
}

const capped = POST_ENDPOINTS.filter((endpoint) => "maxBytes" in endpoint.bodyLimit);

describe("request body limits", () => {
  it.each(capped.flatMap((endpoint) => [[endpoint.pattern, "declared", endpoint] as const, [endpoint.pattern, "chunked", endpoint] as const]))(
    "%s answers an oversized %s body with 413 and a message",
    async (_pattern, mode, endpoint) => {
      const visitor =
        endpoint.access === "staff"
          ? await server.staffTab()
          : endpoint.antiForgery === "token"
            ? await server.visitor().withToken()
            : await server.startedVisitor();
      const response = await postTo(visitor, endpoint, { rawBody: { text: oversizedBody(endpoint, visitor), chunked: mode === "chunked" } });
      expect(response.status).toBe(413);
      expect(await messageOf(response)).toMatch(/too large|larger than/i);
    },
  );

  it("leaves a body within the cap alone (so the 413s above are about size)", async () => {
    const visitor = await server.startedVisitor();
    const chat = POST_ENDPOINTS.find((endpoint) => endpoint.pattern === "/chat") as PostEndpoint;
    const response = await postTo(visitor, chat, { rawBody: { text: bodyOf(chat, visitor), chunked: true } });
    expect(response.status).toBe(302);
  });

  it.each(POST_ENDPOINTS.flatMap((endpoint) => ("answers" in endpoint.bodyLimit ? [[endpoint.pattern, endpoint.bodyLimit.answers, endpoint] as const] : [])))(
    "%s never reads a body: it answers %i",
    async (_pattern, status, endpoint) => {
      const visitor = server.visitor();
      const response = await postTo(visitor, endpoint, { rawBody: { text: oversizedBody(endpoint, visitor), chunked: true } });
      expect(response.status).toBe(status);
    },
  );
});
