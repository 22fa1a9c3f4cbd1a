import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "./support";

const VNU_JAR = resolve("node_modules/vnu-jar/build/dist/vnu.jar");

/** The home page and one page of each family. */
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

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
}

test("the Nu Html Checker finds no error on the home page and one page of each family", async ({ request, jsEnabled }) => {
  test.skip(jsEnabled, "Server HTML is the same in both projects; validated once, in nojs.");
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), "vnu-"));
  try {
    const files = await Promise.all(
      PAGES.map(async (path, index) => {
        const file = join(dir, `${index}-${path.replace(/\W+/g, "_") || "home"}.html`);
        writeFileSync(file, await (await request.get(path)).text());
        return file;
      }),
    );
    let output = "";
    try {
      execFileSync("java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...files], { stdio: "pipe" });
    } catch (error) {
      // vnu exits 1 when it reports errors; its JSON goes to stderr either way.
      output = String((error as { stderr?: Buffer }).stderr ?? "");
    }
    const messages = output ? ((JSON.parse(output) as { messages: VnuMessage[] }).messages ?? []) : [];
    const errors = messages
      .filter((message) => message.type === "error")
      .map((message) => `${message.url.split("/").pop()}:${message.lastLine}: ${message.message}`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
