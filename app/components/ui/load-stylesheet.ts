const requested = new Map<string, Promise<void>>();

/**
 * Adds a stylesheet to the document (once per URL) and resolves when it has loaded, or
 * failed: an unstyled widget beats one that never opens. For code fetched on demand, whose
 * styles would otherwise be render-blocking on every page that never uses it: the lazy
 * module calls it when it is evaluated, so only that module's chunk refers to the
 * stylesheet, and its loader waits for the returned promise before rendering it.
 */
export function loadStylesheet(href: string): Promise<void> {
  // A server render never shows on-demand code; nothing to load there.
  if (typeof document === "undefined") return Promise.resolve();
  let pending = requested.get(href);
  if (!pending) {
    pending = new Promise<void>((resolve) => {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = href;
      link.onload = () => resolve();
      link.onerror = () => resolve();
      document.head.append(link);
    });
    requested.set(href, pending);
  }
  return pending;
}
