import * as z from "zod";

/**
 * In the browser zod must not probe `new Function` (its JIT): the page's CSP forbids eval
 * and Chrome reports the blocked probe. The server keeps the faster JIT. Called by every
 * module that builds schemas used in the browser (an explicit call: the package is
 * marked side-effect free, so a bare import would be dropped).
 */
export function disableZodJitInBrowser(): void {
  if (typeof document !== "undefined") z.config({ jitless: true });
}
