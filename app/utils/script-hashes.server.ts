import { createHash } from "node:crypto";

/**
 * The CSP hashes of a document's inline scripts, computed from the HTML as sent.
 *
 * A nonce is a secret of one response: a shared cache would hand the same one to every
 * visitor, and an injected script could then carry it. A hash allows exactly the scripts
 * the server rendered, so the policy stays true on a cached copy (decision 033). Every
 * inline script is hashed: ours (the `js` class switch, the tracker stub), Remix's
 * (route data, module imports, scroll restoration) and React's. Data blocks such as
 * JSON-LD do not run and need none.
 */

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXTERNAL = /\ssrc\s*=/i;
const TYPE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/** Types a browser runs (an empty or missing type is JavaScript too). */
const RUNNABLE_TYPE = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

function runs(attributes: string): boolean {
  if (EXTERNAL.test(attributes)) return false;
  const match = TYPE.exec(attributes);
  const type = (match?.[1] ?? match?.[2] ?? match?.[3] ?? "").trim();
  return RUNNABLE_TYPE.test(type);
}

/** `'sha256-…'` sources for every inline script of `html` that a browser would run, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (!runs(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
