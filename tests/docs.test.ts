import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The docs stay true to the repository: every file, npm script, decision record, product
 * reference section and helper they name exists, the README's layout tree matches the
 * repository's folders, and nothing points outside the repository. Code comments are held to the section, decision and docs-path rules too.
 */
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const THIS_FILE = relative(ROOT, fileURLToPath(import.meta.url));

/** Installed, generated or local-only folders: never scanned, and paths inside them are not checked. */
const SKIPPED_DIRS = new Set(["node_modules", ".git", "build", "public/build", "data", "test-results", "playwright-report", "lighthouse-reports", ".cache"]);
const GENERATED_PREFIXES = ["build/", "public/build/", "public/uploads/", "data/", "node_modules/", "lighthouse-reports/", "test-results/"];
const CODE_EXTENSIONS = /\.(?:ts|tsx|mjs|js|css)$/;
const PATH_EXTENSIONS = /\.(?:ts|tsx|mjs|js|json|md|css|sql)$/;

function walk(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIPPED_DIRS.has(path) ? [] : walk(path);
    return [path];
  });
}

const files = walk("");
const fileSet = new Set(files);
const dirSet = new Set(files.flatMap((file) => file.split("/").slice(0, -1).map((_, index, parts) => parts.slice(0, index + 1).join("/"))));
const baseNames = new Set([...files, ...dirSet].map((path) => basename(path)));
const read = (file: string) => readFileSync(join(ROOT, file), "utf8");

const docs = files.filter((file) => file === "README.md" || (file.startsWith("docs/") && file.endsWith(".md")));
const codeFiles = files.filter(
  (file) => file !== THIS_FILE && CODE_EXTENSIONS.test(file) && (!file.includes("/") || /^(?:app|db|e2e|scripts|server|tests)\//.test(file)),
);

const packageJson = JSON.parse(read("package.json")) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const packages = new Set([...Object.keys(packageJson.dependencies), ...Object.keys(packageJson.devDependencies)]);

const referenceSections = new Set(
  read("docs/product-reference.md")
    .split("\n")
    .flatMap((line) => /^##\s+(\d+)\.\s/.exec(line)?.[1] ?? /^###\s+(\d+\.\d+)\s/.exec(line)?.[1] ?? []),
);
const decisionNumbers = new Set(files.flatMap((file) => /^docs\/decisions\/(\d{3})-.+\.md$/.exec(file)?.[1] ?? []));

/** Markdown without fenced code blocks (paths in shell examples are not claims about the tree). */
const withoutFences = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, "");
const inlineCode = (markdown: string) => [...withoutFences(markdown).matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());

/** Does a path named in a doc exist? Aliases `~/` and `#db/`, missing extensions, folders, bare file names. */
function pathExists(reference: string): boolean {
  const path = reference.replace(/^~\//, "app/").replace(/^#db\//, "db/").replace(/\/$/, "");
  const packageName = path.startsWith("@") ? path.split("/").slice(0, 2).join("/") : path.split("/")[0]!;
  if (packages.has(packageName)) return true;
  const decision = /^docs\/decisions\/(\d{3})$/.exec(path);
  if (decision) return decisionNumbers.has(decision[1]!);
  if (!path.includes("/")) return baseNames.has(path) || fileSet.has(path) || dirSet.has(path);
  return ["", ".ts", ".tsx", ".mjs", ".js"].some((extension) => fileSet.has(`${path}${extension}`)) || dirSet.has(path);
}

/** Backticked text that claims to be a file or folder of the repository. */
function isPathClaim(text: string): boolean {
  if (/[\s{}<>*…?=:,()|]/.test(text) || !/^[A-Za-z~#@_]/.test(text)) return false;
  if (/^(?:text|application|image|multipart)\//.test(text)) return false;
  if (GENERATED_PREFIXES.some((prefix) => text.startsWith(prefix))) return false;
  return text.includes("/") || PATH_EXTENSIONS.test(text);
}

const OUTSIDE_REFERENCES: [RegExp, string][] = [
  [/\.\.\/shared/, "a folder outside the repository"],
  [/\/work\//, "a machine path"],
  [/\bspec(?:ification)?\s*§/i, "the specification instead of docs/product-reference.md"],
  [/\bGUIDE(?:\.md|\s*§)/, "a guide outside the repository"],
];

function problemsWith(file: string, text: string, kind: "doc" | "code"): string[] {
  const problems: string[] = [];
  for (const [pattern, what] of OUTSIDE_REFERENCES) {
    if (pattern.test(text)) problems.push(`${file}: points at ${what} (${pattern.exec(text)![0]})`);
  }
  for (const match of text.matchAll(/§\s*(\d+(?:\.\d+)?)/g)) {
    if (!referenceSections.has(match[1]!)) problems.push(`${file}: §${match[1]} is not a section of docs/product-reference.md`);
  }
  for (const match of text.matchAll(/\bdecisions?\s+(\d{3}(?:(?:,\s*|\s+and\s+|\s+to\s+|\s*[–-]\s*)\d{3})*)/g)) {
    for (const number of match[1]!.match(/\d{3}/g) ?? []) {
      if (!decisionNumbers.has(number)) problems.push(`${file}: decision ${number} has no record in docs/decisions/`);
    }
  }
  for (const match of text.matchAll(/\bnpm\s+run\s+([\w:.-]+)/g)) {
    if (!(match[1]! in packageJson.scripts)) problems.push(`${file}: \`npm run ${match[1]}\` is not a script of package.json`);
  }
  for (const match of text.matchAll(/\bnpm\s+(test|start|stop|restart)\b/g)) {
    if (!(match[1]! in packageJson.scripts)) problems.push(`${file}: \`npm ${match[1]}\` is not a script of package.json`);
  }
  for (const match of text.matchAll(/\bdocs\/[\w./-]*\w/g)) {
    if (!pathExists(match[0])) problems.push(`${file}: ${match[0]} does not exist`);
  }
  if (kind === "doc") {
    for (const code of inlineCode(text)) {
      if (isPathClaim(code) && !pathExists(code)) problems.push(`${file}: \`${code}\` does not exist`);
    }
    for (const match of withoutFences(text).matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1]!.split("#")[0]!;
      if (!target || /^[a-z]+:/i.test(target) || target.startsWith("/")) continue;
      const resolved = relative(ROOT, join(ROOT, dirname(file), target));
      if (!fileSet.has(resolved) && !dirSet.has(resolved.replace(/\/$/, ""))) problems.push(`${file}: link to ${target} goes nowhere`);
    }
  }
  return problems;
}

/** Words of the code base, for the helpers the docs name. */
const codeWords = new Set(codeFiles.flatMap((file) => read(file).match(/[A-Za-z_$][\w$]*/g) ?? []));
/** Browser and library names the docs mention that our code does not spell out. */
const FOREIGN_IDENTIFIERS = new Set<string>([]);

/** camelCase or PascalCase names (with an inner capital) inside backticks: claims that a helper exists. */
function unknownIdentifiers(markdown: string): string[] {
  const names = inlineCode(markdown).flatMap((code) => code.match(/\b[A-Za-z][a-z0-9]+[A-Z]\w*\b/g) ?? []);
  return [...new Set(names)].filter((name) => !codeWords.has(name) && !FOREIGN_IDENTIFIERS.has(name));
}

/**
 * The README's layout tree: the fenced block under "## Layout", one name per line, each
 * level two spaces deeper than its folder. `features/<feature>/` stands for the folders of
 * `app/features/`.
 */
function layoutTree(markdown: string): { name: string; path: string }[] {
  const section = /^## Layout\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(markdown)?.[1] ?? "";
  const block = /^```\n([\s\S]*?)^```/m.exec(section)?.[1] ?? "";
  const folders: { indent: number; path: string }[] = [];
  return block
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const [, spaces = "", name = ""] = /^( *)(\S+)/.exec(line) ?? [];
      while (folders.length > 0 && folders.at(-1)!.indent >= spaces.length) folders.pop();
      const path = `${folders.at(-1)?.path ?? ""}${name}`;
      if (name.endsWith("/")) folders.push({ indent: spaces.length, path });
      return { name, path };
    });
}

function treeEntryExists(path: string): boolean {
  const placeholder = path.indexOf("<");
  if (placeholder !== -1) {
    const folder = path.slice(0, placeholder);
    return [...dirSet].some((dir) => dir.startsWith(folder) && !dir.slice(folder.length).includes("/"));
  }
  return path.endsWith("/") ? dirSet.has(path.slice(0, -1)) : fileSet.has(path);
}

describe("the README's layout tree", () => {
  const tree = layoutTree(read("README.md"));
  const named = (dir: string) => tree.some(({ path }) => path === `${dir}/` || path.startsWith(`${dir}/`));

  it("names only folders and files that exist", () => {
    expect(tree.length).toBeGreaterThan(10);
    expect(tree.filter(({ path }) => !treeEntryExists(path)).map(({ path }) => `README.md layout: ${path} does not exist`)).toEqual([]);
  });

  it("names every top-level folder and every folder of app/", () => {
    const folders = [...dirSet].filter((dir) => !dir.startsWith(".") && (!dir.includes("/") || /^app\/[^/]+$/.test(dir)));
    expect(folders.filter((dir) => !named(dir)).map((dir) => `README.md layout: ${dir}/ is missing`)).toEqual([]);
  });
});

describe("docs", () => {
  it("finds the docs and the product reference's sections", () => {
    expect(docs).toContain("README.md");
    expect(docs).toContain("docs/product-reference.md");
    expect(referenceSections.size).toBeGreaterThan(20);
    expect(decisionNumbers.size).toBeGreaterThan(15);
  });

  it("name only files, npm scripts, decisions and sections that exist, and nothing outside the repository", () => {
    expect(docs.flatMap((file) => problemsWith(file, read(file), "doc"))).toEqual([]);
  });

  it("date every decision record and give its status under the title", () => {
    const records = files.filter((file) => /^docs\/decisions\/\d{3}-.+\.md$/.test(file));
    const link = String.raw`\[\d{3}\]\(\d{3}-[a-z0-9-]+\.md\)`;
    const statusLine = new RegExp(
      String.raw`^Date: \d{4}-\d{2}-\d{2} · Status: (?:accepted(?:, amended by ${link}(?:, ${link})*)?|superseded by ${link})$`,
    );
    const problems = records.flatMap((file) => {
      const line = read(file).split("\n")[2] ?? "";
      if (!statusLine.test(line)) return [`${file}: line 3 is not "Date: YYYY-MM-DD · Status: …"`];
      const cited = [...line.matchAll(/\[(\d{3})\]\(([^)]+)\)/g)];
      return cited.flatMap(([, number, target]) =>
        files.includes(`docs/decisions/${target}`) && target!.startsWith(`${number}-`) ? [] : [`${file}: ${target} is not record ${number}`],
      );
    });
    expect(records.length).toBeGreaterThan(60);
    expect(problems).toEqual([]);
  });

  it("name only helpers that exist in the code", () => {
    expect(docs.flatMap((file) => unknownIdentifiers(read(file)).map((name) => `${file}: \`${name}\` is not in the code`))).toEqual([]);
  });
});

describe("code comments", () => {
  it("point into docs/product-reference.md, existing decisions and docs, and nothing outside the repository", () => {
    expect(codeFiles.length).toBeGreaterThan(300);
    expect(codeFiles.flatMap((file) => problemsWith(file, read(file), "code"))).toEqual([]);
  });
});
