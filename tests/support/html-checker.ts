import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";

/** The Nu Html Checker (vnu-jar, a dev dependency); it needs a Java runtime. */
export const VNU_JAR = resolve("node_modules/vnu-jar/build/dist/vnu.jar");

interface CheckerMessage {
  type: string;
  url?: string;
  message: string;
  lastLine?: number;
}

/**
 * Checked with every batch: a document with one known error. The checker silently skips
 * files it cannot find, so unless this error comes back, nothing was really checked.
 */
const CONTROL_FILE = "control-invalid.html";
const CONTROL_HTML =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Control</title></head>' +
  "<body><span><div>A block inside an inline element</div></span></body></html>";

/**
 * Validates HTML files with the Nu Html Checker and returns its errors as
 * "file:line: message". Throws when the checker did not really run (no jar, no java,
 * a crash, output that is not its JSON report, the control document's error missing):
 * an empty list must mean "checked and valid", never "could not check".
 */
export function htmlErrors(files: readonly string[], options: { java?: string } = {}): string[] {
  if (files.length === 0) throw new Error("htmlErrors needs at least one file to check.");
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length > 0) throw new Error(`No such file to check: ${missing.join(", ")}`);
  if (!existsSync(VNU_JAR)) throw new Error(`The Nu Html Checker is missing (${VNU_JAR}): run npm ci.`);

  const controlDir = mkdtempSync(join(tmpdir(), "html-checker-"));
  const control = join(controlDir, CONTROL_FILE);
  writeFileSync(control, CONTROL_HTML);
  try {
    const messages = runChecker([...files, control], options.java ?? "java");
    const unread = messages.filter((message) => message.type === "non-document-error");
    if (unread.length > 0) throw new Error(`The Nu Html Checker could not read: ${unread.map((message) => message.message).join("; ")}`);
    const errors = messages.filter((message) => message.type === "error");
    const isControl = (message: CheckerMessage) => basename(message.url ?? "") === CONTROL_FILE;
    if (!errors.some(isControl)) throw new Error("The Nu Html Checker did not report the control document's error: it checked nothing.");
    return errors
      .filter((message) => !isControl(message))
      .map((message) => `${basename(message.url ?? "?")}:${message.lastLine ?? "?"}: ${message.message}`);
  } finally {
    rmSync(controlDir, { recursive: true, force: true });
  }
}

/**
 * One short run of a big program: the JVM's quick compiler only and its simplest collector
 * take well under half the CPU time of its defaults for the same report. The quick
 * compiler's deeper stack frames overflow the schema evaluation at the default 512 KB
 * stack (the checker then says so and exits 1), hence the larger thread stack.
 */
const QUICK_START_JVM = ["-Xss16m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];

function runChecker(files: readonly string[], java: string): CheckerMessage[] {
  const run = spawnSync(java, [...QUICK_START_JVM, "-jar", VNU_JAR, "--errors-only", "--format", "json", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) {
    throw new Error(`The Nu Html Checker could not run (${run.error.message}). It needs Java: node scripts/ensure-java.mjs installs it.`);
  }
  // vnu writes its JSON report to stderr and exits 0 (valid) or 1 (errors found).
  if (run.status !== 0 && run.status !== 1) {
    throw new Error(`The Nu Html Checker failed (exit ${run.status ?? run.signal}): ${run.stderr.slice(0, 2000)}`);
  }
  let report: unknown;
  try {
    report = JSON.parse(run.stderr);
  } catch {
    throw new Error(`The Nu Html Checker did not answer with JSON: ${run.stderr.slice(0, 2000) || "(no output)"}`);
  }
  const messages = (report as { messages?: unknown } | null)?.messages;
  if (!Array.isArray(messages)) throw new Error(`The Nu Html Checker's report has no messages list: ${run.stderr.slice(0, 2000)}`);
  return messages as CheckerMessage[];
}
