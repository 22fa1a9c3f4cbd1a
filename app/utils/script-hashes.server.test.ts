import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./script-hashes.server";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes the exact text of every inline script, classic and module", () => {
    const html = `<head><script>a()</script></head><body><script type="module" async>import "/build/x.js";\n</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha(`import "/build/x.js";\n`)]);
  });

  it("leaves out external scripts, data blocks and repeats", () => {
    const html = [
      `<script src="/build/a.js"></script>`,
      `<script type="application/ld+json">{"@type":"Organization"}</script>`,
      `<script>b()</script>`,
      `<script>b()</script>`,
      `<SCRIPT TYPE="text/javascript">c()</SCRIPT >`,
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("b()"), sha("c()")]);
  });

  it("hashes non-ASCII text as UTF-8, as browsers do", () => {
    expect(inlineScriptHashes("<script>x='é'</script>")).toEqual([sha("x='é'")]);
  });

  it("finds nothing in a document without inline scripts", () => {
    expect(inlineScriptHashes("<p>no scripts</p>")).toEqual([]);
  });
});
