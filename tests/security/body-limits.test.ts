import { beforeAll, describe, expect, it } from "vitest";
import type { HttpVisitor } from "../support/http-visitor";
import { bodyOf, POST_ENDPOINTS, postTo, type PostEndpoint } from "./post-endpoints";
import { builtServerForFile, insertLead, messageOf } from "./server";

/**
 * Every endpoint that reads a request body caps it at the size its declaration states: a
 * body just over that cap is a 413 with a message, whether the client declares its size
 * or streams it without a Content-Length (chunked), so nothing can make the server buffer
 * an unbounded body; a form whose declaration caps a URL-encoded post lower (its multipart
 * post may carry images) refuses one just over that cap. An endpoint that reads no body
 * gets one larger than every cap.
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

const urlencodedCapped = capped.flatMap((endpoint) =>
  "maxBytes" in endpoint.declared.body && endpoint.declared.body.maxUrlencodedBytes !== undefined
    ? [[endpoint.pattern, endpoint.declared.body.maxUrlencodedBytes, endpoint] as const]
    : [],
);

/** Who may post to the endpoint: a staff member, a visitor with a token, or one whose session has begun. */
async function visitorFor(endpoint: PostEndpoint): Promise<HttpVisitor> {
  if (endpoint.access === "staff") return server.staffTab();
  return endpoint.antiForgery === "token" ? server.visitor().withToken() : server.startedVisitor();
}

describe("request body limits", () => {
  it.each(capped.flatMap((endpoint) => [[endpoint.pattern, "declared", endpoint] as const, [endpoint.pattern, "chunked", endpoint] as const]))(
    "%s answers an oversized %s body with 413 and a message",
    async (_pattern, mode, endpoint) => {
      const visitor = await visitorFor(endpoint);
      const response = await postTo(visitor, endpoint, { rawBody: { text: oversizedBody(endpoint, visitor), chunked: mode === "chunked" } });
      expect(response.status).toBe(413);
      expect(await messageOf(response)).toMatch(/too large|larger than/i);
    },
  );

  it.each(urlencodedCapped)("%s answers a URL-encoded body over its own cap (%i bytes) with 413", async (_pattern, cap, endpoint) => {
    const visitor = await visitorFor(endpoint);
    const text = bodyOf(endpoint, visitor, { fields: { ...endpoint.fields, padding: "x".repeat(cap + 1) } });
    const response = await postTo(visitor, endpoint, { rawBody: { text, chunked: false } });
    expect(response.status).toBe(413);
    expect(await messageOf(response)).toMatch(/too large/i);
  });

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
