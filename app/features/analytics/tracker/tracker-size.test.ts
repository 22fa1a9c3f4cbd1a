import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

/** The tracker is loaded on every public page: it must stay tiny (issue 8: ≤ 2 KB gzip). */
const BUDGET_BYTES = 2048;
const entry = fileURLToPath(new URL("./tracker.client.ts", import.meta.url));
const builtDir = fileURLToPath(new URL("../../../../public/build/_shared", import.meta.url));

const gzipSize = (code: string | Uint8Array) => gzipSync(code, { level: 9 }).length;

describe("tracker size", () => {
  it("bundles and minifies to at most 2 KB gzip, as the Remix compiler builds it", async () => {
    // The same esbuild settings as the classic compiler's browser build: ESM, minified, no target.
    const result = await build({ entryPoints: [entry], bundle: true, minify: true, format: "esm", write: false, logLevel: "silent" });
    const code = result.outputFiles[0]?.contents;
    expect(code).toBeDefined();
    const size = gzipSize(code as Uint8Array);
    expect(size, `tracker is ${size} bytes gzip`).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  // After `remix build`, the chunk actually served is measured too (unit tests may run
  // before any build, or against an older one, so only when a tracker chunk exists).
  const chunks = existsSync(builtDir)
    ? readdirSync(builtDir).filter((name) => /^tracker\.client-[A-Z0-9]+\.js$/.test(name))
    : [];
  it.runIf(chunks.length > 0)("the built chunk in public/build is within budget", () => {
    for (const name of chunks) {
      const size = gzipSize(readFileSync(join(builtDir, name)));
      expect(size, `${name} is ${size} bytes gzip`).toBeLessThanOrEqual(BUDGET_BYTES);
    }
  });
});
