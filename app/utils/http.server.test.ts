import { describe, expect, it } from "vitest";
import { readFormBody, requireFormBody } from "./http.server";

const post = (body: BodyInit | null, contentType: string | null, extra: RequestInit = {}) =>
  new Request("http://localhost/form", {
    method: "POST",
    headers: contentType ? { "Content-Type": contentType } : {},
    body,
    ...extra,
  });

/** A form sent as a stream, without a Content-Length. */
const streamed = (text: string) => post(new Blob([text]).stream(), "application/x-www-form-urlencoded", { duplex: "half" } as RequestInit);

describe("readFormBody", () => {
  it("reads a URL-encoded or multipart form", async () => {
    const encoded = await readFormBody(post("a=1&b=%C3%A9", "application/x-www-form-urlencoded"));
    expect(encoded.ok && encoded.formData.get("b")).toBe("é");
    const form = new FormData();
    form.set("a", "1");
    const multipart = await readFormBody(new Request("http://localhost/form", { method: "POST", body: form }));
    expect(multipart.ok && multipart.formData.get("a")).toBe("1");
  });

  // Before: request.formData() threw on these and the page answered 500.
  it.each([
    ["JSON", '{"a":1}', "application/json"],
    ["plain text", "a=1", "text/plain"],
    ["no content type", "a=1", null],
  ])("answers %s with 415", async (_label, body, type) => {
    expect(await readFormBody(post(body, type))).toMatchObject({ ok: false, status: 415 });
  });

  it("answers an unparseable multipart body with 400", async () => {
    expect(await readFormBody(post("--x\r\nbroken", "multipart/form-data; boundary=x"))).toMatchObject({ ok: false, status: 400 });
    expect(await readFormBody(post("a=1", "multipart/form-data"))).toMatchObject({ ok: false, status: 400 });
  });

  it("answers 413 past the cap, whether the size is declared or streamed without a length", async () => {
    expect(await readFormBody(post(`a=${"x".repeat(2_000)}`, "application/x-www-form-urlencoded"), 1_000)).toMatchObject({ ok: false, status: 413 });
    expect(await readFormBody(streamed(`a=${"x".repeat(5_000)}`), 1_000)).toMatchObject({ ok: false, status: 413 });
    expect((await readFormBody(streamed(`a=${"x".repeat(500)}`), 1_000)).ok).toBe(true);
  });
});

describe("requireFormBody", () => {
  it("throws the refusal as a plain-text 4xx for the error page", async () => {
    const thrown = await requireFormBody(post('{"a":1}', "application/json")).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(415);
    expect(await (thrown as Response).text()).toMatch(/not sent as a web form/);
  });
});
