import { describe, expect, it } from "vitest";
import { FORM_TOO_LARGE, isCrossSiteRequest, readBytesCapped, readFormBody, requireFormBody } from "./http.server";

const from = (site?: string) =>
  new Request("https://www.example.com/api/website-analytics/track", { headers: site ? { "Sec-Fetch-Site": site } : {} });

describe("isCrossSiteRequest", () => {
  it("is true when the browser says another site's page sent the request", () => {
    expect(isCrossSiteRequest(from("cross-site"))).toBe(true);
    expect(isCrossSiteRequest(from("same-site"))).toBe(true);
  });

  it("is false for this site's own pages, typed-in requests and clients without Fetch metadata", () => {
    expect(isCrossSiteRequest(from("same-origin"))).toBe(false);
    expect(isCrossSiteRequest(from("none"))).toBe(false);
    expect(isCrossSiteRequest(from())).toBe(false);
  });
});

/** A request whose body arrives in chunks with no Content-Length, as a streamed upload does. */
function streamed(chunks: string[], contentType = "application/x-www-form-urlencoded"): Request {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Request("https://www.example.com/form", {
    method: "POST",
    headers: { "Content-Type": contentType },
    body,
    duplex: "half",
  } as RequestInit);
}

describe("readBytesCapped", () => {
  it("returns the body up to the cap", async () => {
    expect((await readBytesCapped(streamed(["a=1", "&b=2"]), 7))?.toString()).toBe("a=1&b=2");
  });

  it("refuses a body that grows past the cap without a Content-Length", async () => {
    expect(await readBytesCapped(streamed(["a=1", "&b=22"]), 7)).toBeNull();
  });

  it("refuses a declared size over the cap before reading it", async () => {
    const request = new Request("https://www.example.com/form", { method: "POST", body: "a=1", headers: { "Content-Length": "9999" } });
    expect(await readBytesCapped(request, 100)).toBeNull();
  });
});

describe("readFormBody", () => {
  it("parses a form within the cap", async () => {
    const body = await readFormBody(streamed(["name=Dana&note=hi"]), 100);
    expect(body.ok && body.formData.get("name")).toBe("Dana");
  });

  it("answers 413, 415 and 400 with a message, never throwing", async () => {
    expect(await readFormBody(streamed(["x".repeat(101)]), 100)).toMatchObject({ ok: false, status: 413, message: FORM_TOO_LARGE });
    expect(await readFormBody(streamed(["{}"], "application/json"), 100)).toMatchObject({ ok: false, status: 415 });
    expect(await readFormBody(streamed(["--x\r\nbroken"], "multipart/form-data; boundary=y"), 100)).toMatchObject({ ok: false, status: 400 });
  });
});

describe("requireFormBody", () => {
  it("throws the refusal as a plain-text 4xx for the error page", async () => {
    const thrown = await requireFormBody(streamed(['{"a":1}'], "application/json")).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(415);
    expect((thrown as Response).headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await (thrown as Response).text()).toMatch(/multipart\/form-data or application\/x-www-form-urlencoded/);
  });

  it("returns the form when it is readable and within the default cap", async () => {
    const form = await requireFormBody(streamed(["a=1&b=%C3%A9"]));
    expect(form.get("b")).toBe("é");
  });
});
