import { readFileSync, readdirSync } from "node:fs";
import { isAbsolute, join, relative, sep } from "node:path";
import { YAMLException, load as parseYaml } from "js-yaml";
import type * as z from "zod";
import { CONTENT_FAMILIES, ContentFrontmatterSchema, type ContentFrontmatter } from "./page-schema";

/**
 * Content pages are Markdown files whose place in the folder is their address:
 * `surcharge.md` is /surcharge and `industries/grocery.md` is /industries/grocery. Each
 * starts with YAML frontmatter (`page-schema.ts`) between `---` lines; the body is the
 * page's sections.
 */
export interface ContentSource {
  /** The file as messages name it: "content/pages/surcharge.md". */
  file: string;
  /** The page's path: "/surcharge". */
  path: string;
  frontmatter: ContentFrontmatter;
  /** The Markdown after the frontmatter. */
  body: string;
}

/** Content that does not follow the rules; the message names every file and field at fault. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid content pages:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ContentError";
  }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FRONTMATTER = /^---\n([\s\S]*?)\n---(?:\n|$)/;

/** Reads and validates every page under `directory`; throws a `ContentError` listing all problems. */
export function readContentPages(directory: string): ContentSource[] {
  const problems: string[] = [];
  const sources: ContentSource[] = [];
  const files = readdirSync(directory, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".md"))
    .sort();
  for (const name of files) {
    const result = readContentFile(directory, name);
    if (Array.isArray(result)) problems.push(...result);
    else sources.push(result);
  }
  if (problems.length > 0) throw new ContentError(problems);
  return sources.sort(byFamilyAndOrder);
}

function readContentFile(directory: string, name: string): ContentSource | string[] {
  const absolute = join(directory, name);
  const shown = relative(process.cwd(), absolute);
  const file = shown.startsWith("..") || isAbsolute(shown) ? absolute : shown.split(sep).join("/");
  const problem = (field: string, message: string) => [`${file}: ${field}: ${message}`];

  const segments = name.slice(0, -".md".length).split(sep);
  const slug = segments.at(-1) ?? "";
  const inIndustries = segments.length === 2 && segments[0] === "industries";
  if (!(segments.length === 1 || inIndustries) || !SLUG.test(slug)) {
    return problem(
      "file name",
      "must be <slug>.md or industries/<slug>.md, the slug in lowercase letters, digits and hyphens",
    );
  }

  const source = readFileSync(absolute, "utf8").replace(/\r\n?/g, "\n");
  const match = FRONTMATTER.exec(source);
  if (!match) return problem("frontmatter", "missing: the file must start with fields between two --- lines");
  let fields: unknown;
  try {
    fields = parseYaml(match[1] ?? "");
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    // The frontmatter starts on the file's second line.
    return problem("frontmatter", `${error.reason}${error.mark ? ` (line ${error.mark.line + 2})` : ""}`);
  }
  if (fields === null || typeof fields !== "object" || Array.isArray(fields)) {
    return problem("frontmatter", "must be fields written as `name: value`");
  }

  const parsed = ContentFrontmatterSchema.safeParse(fields, { reportInput: true });
  if (!parsed.success) return parsed.error.issues.map((issue) => describeIssue(file, issue));
  const frontmatter = parsed.data;
  if ((frontmatter.family === "industry") !== inIndustries) {
    return problem(
      "family",
      inIndustries
        ? `"${frontmatter.family}" pages live directly in content/pages; industries/ holds industry pages only`
        : `industry pages live in content/pages/industries/`,
    );
  }
  const body = source.slice(match[0].length).trim();
  if (body === "") return problem("body", "must not be empty: write the page's sections after the frontmatter");
  return { file, path: `/${segments.join("/")}`, frontmatter, body };
}

function describeIssue(file: string, issue: z.core.$ZodIssue): string {
  if (issue.code === "unrecognized_keys") {
    const fields = issue.keys.map((key) => fieldName([...issue.path, key])).join(", ");
    return `${file}: ${fields}: not a field of a content page`;
  }
  const missing = issue.code === "invalid_type" && issue.input === undefined;
  return `${file}: ${fieldName(issue.path) || "frontmatter"}: ${missing ? "is required" : issue.message}`;
}

/** ["faqs", 2, "answer"] as "faqs[2].answer". */
function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) => (typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`))
    .join("");
}

function byFamilyAndOrder(a: ContentSource, b: ContentSource): number {
  const family = CONTENT_FAMILIES.indexOf(a.frontmatter.family) - CONTENT_FAMILIES.indexOf(b.frontmatter.family);
  const order = (a.frontmatter.order ?? Infinity) - (b.frontmatter.order ?? Infinity);
  return family || (Number.isNaN(order) ? 0 : order) || a.path.localeCompare(b.path);
}
