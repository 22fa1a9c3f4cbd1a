import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type BuiltServer } from "../support/built-server";
import { htmlErrors } from "../support/html-checker";
import { HttpVisitor } from "../support/http-visitor";

/**
 * The server's HTML, as a browser receives it, is valid for the Nu Html Checker: the home
 * page, one page of each family, the forms, a 404, and the /chat page with a transcript
 * and the callback form. The HTML does not depend on the browser, so this needs none.
 */
const PAGES = [
  "/",
  "/surcharge",
  "/retail",
  "/industries/firearms",
  "/compliance",
  "/chargeback-guide",
  "/recruitment",
  "/privacy-policy",
  "/all-industries",
  "/navmobileview_solutions",
  "/articles",
  "/articles/surcharging-vs-dual-pricing",
  "/about-us",
  "/consult",
  "/partnership-forms",
  "/no-such-page",
];

let server: BuiltServer;
let dir: string;
beforeAll(async () => {
  server = await startBuiltServer();
  dir = mkdtempSync(join(tmpdir(), "html-validity-"));
}, 60_000);
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await server.stop();
});

async function save(name: string, response: Response): Promise<string> {
  expect(response.headers.get("Content-Type"), name).toMatch(/^text\/html/);
  const file = join(dir, `${name}.html`);
  writeFileSync(file, await response.text());
  return file;
}

/** The /chat page after three choices: a transcript with links and lists, and the callback form. */
async function chatWithCallbackForm(): Promise<Response> {
  const visitor = await new HttpVisitor(server.baseUrl).start();
  for (const option of ["main-fees", "fees-how-it-works", "talk-to-specialist"]) {
    const posted = await visitor.postForm("/chat", { intent: "option", option });
    expect(posted.status, option).toBe(302);
  }
  const page = await visitor.document("/chat");
  const html = await page.clone().text();
  expect(html, "the callback form is on the page").toContain('name="intent" value="callback"');
  return page;
}

describe("HTML validity", () => {
  it("the Nu Html Checker finds no error on the home page, one page of each family and /chat", async () => {
    const visitor = new HttpVisitor(server.baseUrl);
    const files = [];
    for (const [index, path] of PAGES.entries()) {
      files.push(await save(`${index}-${path.replace(/\W+/g, "_") || "home"}`, await visitor.document(path)));
    }
    files.push(await save("chat-transcript", await chatWithCallbackForm()));
    expect(htmlErrors(files)).toEqual([]);
  }, 180_000);
});

describe("the HTML checker", () => {
  it("fails, rather than passing with no errors, when Java cannot run", () => {
    const file = join(dir, "minimal.html");
    writeFileSync(file, '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body></body></html>');
    expect(() => htmlErrors([file], { java: join(dir, "no-such-java") })).toThrow(/could not run/);
  });

  it("refuses a file that does not exist (the checker itself would skip it and report nothing)", () => {
    expect(() => htmlErrors([join(dir, "missing.html")])).toThrow(/No such file/);
  });
});
