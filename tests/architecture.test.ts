import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Features may use each other, but never in a circle: a feature that needs another is
 * understood, tested and changed after it (docs/architecture.md, "Floors"). The lint rule
 * `import-x/no-cycle` catches cycles between modules; this test catches them between
 * feature folders, which no single import shows. Type-only imports leave no code behind
 * and are not counted.
 */
const FEATURES = join(import.meta.dirname, "../app/features");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `import … from "~/features/<name>/…"` and `export … from`, except `import type`. */
const FEATURE_IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+"~\/features\/([^/"]+)\//gm;

export function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(FEATURES)) {
    const feature = relative(FEATURES, file).split("/")[0]!;
    const uses = graph.get(feature) ?? new Set<string>();
    graph.set(feature, uses);
    for (const match of readFileSync(file, "utf8").matchAll(FEATURE_IMPORT)) {
      if (match[1] !== feature) uses.add(match[1]!);
    }
  }
  return graph;
}

/** Every cycle once, as "a → b → a", found by a depth-first search from each feature. */
export function cyclesOf(graph: Map<string, Set<string>>): string[] {
  const cycles = new Set<string>();
  const visit = (path: string[]) => {
    for (const next of graph.get(path.at(-1)!) ?? []) {
      const start = path.indexOf(next);
      if (start !== -1) {
        const loop = path.slice(start);
        const first = loop.indexOf([...loop].sort()[0]!);
        const canonical = [...loop.slice(first), ...loop.slice(0, first)];
        cycles.add([...canonical, canonical[0]].join(" → "));
      } else visit([...path, next]);
    }
  };
  for (const feature of graph.keys()) visit([feature]);
  return [...cycles].sort();
}

describe("feature folders", () => {
  it("finds a cycle when there is one", () => {
    const graph = new Map([
      ["leads", new Set(["consult"])],
      ["consult", new Set(["leads", "branding"])],
      ["branding", new Set<string>()],
    ]);
    expect(cyclesOf(graph)).toEqual(["consult → leads → consult"]);
  });

  it("use each other without cycles", () => {
    expect(cyclesOf(featureGraph())).toEqual([]);
  });
});
