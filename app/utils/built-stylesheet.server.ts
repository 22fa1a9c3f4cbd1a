import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { isProduction } from "~/utils/env.server";

const cache = new Map<string, string | null>();

/**
 * The text of a stylesheet the build wrote (`/build/_assets/….css`), from the public
 * folder the production server serves it from (relative to the working directory, as it is).
 * Null when it cannot be read or could close its <style> element early, so the page links
 * it instead. Cached in production, where built files never change.
 */
export function builtStylesheetText(href: string): string | null {
  const cached = cache.get(href);
  if (cached !== undefined) return cached;
  let text: string | null = null;
  if (/^\/build\/[\w./-]+\.css$/.test(href) && !href.includes("..")) {
    try {
      const css = readFileSync(resolve("public", href.slice(1)), "utf8");
      text = /<\/style/i.test(css) ? null : css;
    } catch (error) {
      console.error(`inline stylesheet: cannot read ${href}`, error);
    }
  }
  if (isProduction()) cache.set(href, text);
  return text;
}
