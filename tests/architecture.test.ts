import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Nothing imports in a circle: a module, or a feature, that needs another is understood,
 * tested and changed after it (docs/architecture.md, "Floors"). Cycles between modules
 * are found over the import graph of app/, db/, scripts/ and server/; cycles between
 * feature folders, which no single import shows, over the features' graph. Type-only
 * imports leave no code behind and are not counted.
 */
const ROOT = join(import.meta.dirname, "..");
const FEATURES = join(ROOT, "app/features");

function sourceFiles(dir: string, pattern = /\.tsx?$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, pattern);
    return pattern.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
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

/** What a module imports for its code: static imports and re-exports but type-only ones, side-effect imports, `import()`. */
const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\b)([^;]*?)\s+from\s+"([^"]+)"|^\s*import\s+"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/gm;
/** `{ type A, type B }`: an import of types only, which the build leaves out. */
const ONLY_TYPES = /^\{\s*type\s+\w+(?:\s+as\s+\w+)?(?:\s*,\s*type\s+\w+(?:\s+as\s+\w+)?)*\s*,?\s*\}$/;
const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];

/** The project file a specifier names (through the `~/` and `#db/` aliases), or undefined for a package or an asset. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("~/")
    ? join(ROOT, "app", specifier.slice(2))
    : specifier.startsWith("#db/")
      ? join(ROOT, "db", specifier.slice(4))
      : specifier.startsWith(".")
        ? join(dirname(from), specifier)
        : undefined;
  if (!base) return undefined;
  const found = EXTENSIONS.map((extension) => base + extension).find((path) => existsSync(path) && statSync(path).isFile());
  return found && /\.(tsx?|mjs|js)$/.test(found) ? found : undefined;
}

export function moduleGraph(): Map<string, Set<string>> {
  const files = ["app", "db", "scripts", "server"].flatMap((dir) => sourceFiles(join(ROOT, dir), /\.(tsx?|mjs)$/));
  return new Map(
    files.map((file) => {
      const imports = new Set<string>();
      for (const [, clause, from, sideEffect, dynamic] of readFileSync(file, "utf8").matchAll(VALUE_IMPORT)) {
        if (clause !== undefined && ONLY_TYPES.test(clause.trim())) continue;
        const target = resolveImport(file, (from ?? sideEffect ?? dynamic)!);
        if (target) imports.add(relative(ROOT, target));
      }
      return [relative(ROOT, file), imports];
    }),
  );
}

/**
 * The groups of modules that reach each other (Tarjan's strongly connected components of
 * more than one module, or a module importing itself), each sorted: linear in the graph,
 * where listing every cycle of a large graph is not.
 */
export function circlesOf(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const connect = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.has(node)) circles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return circles.sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
}

describe("modules", () => {
  it("finds a circle when there is one, and only then", () => {
    const graph = new Map([
      ["a.ts", new Set(["b.ts"])],
      ["b.ts", new Set(["c.ts", "d.ts"])],
      ["c.ts", new Set(["a.ts"])],
      ["d.ts", new Set(["d.ts"])],
      ["e.ts", new Set(["a.ts"])],
    ]);
    expect(circlesOf(graph)).toEqual([["a.ts", "b.ts", "c.ts"], ["d.ts"]]);
    expect(circlesOf(new Map([["a.ts", new Set(["b.ts"])], ["b.ts", new Set<string>()]]))).toEqual([]);
  });

  it("reads the imports a module's code needs, and leaves out those of types only", () => {
    const graph = moduleGraph();
    // Known edges of each kind: an alias, a relative import, a re-export, db's alias.
    expect(graph.get("app/root.tsx")).toContain("app/utils/background-requests.ts");
    expect([...graph.values()].some((imports) => imports.has("db/schema.ts"))).toBe(true);
    expect(graph.size).toBeGreaterThan(400);
  });

  it("import each other without circles", () => {
    expect(circlesOf(moduleGraph())).toEqual([]);
  });
});

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
