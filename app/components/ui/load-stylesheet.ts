const requested = new Map<string, Promise<void>>();

/**
 * Adds a stylesheet to the document (once per URL) and resolves when it has loaded, or
 * failed: an unstyled widget beats one that never opens. For code fetched on demand, whose
 * styles would otherwise be render-blocking on every page that never uses it.
 */
export function loadStylesheet(href: string): Promise<void> {
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

/** A lazy component's module, resolved once its stylesheet has loaded too (no flash of unstyled content). */
export function withStylesheet<Module>(loadModule: () => Promise<Module>, href: string): () => Promise<Module> {
  return () => Promise.all([loadModule(), loadStylesheet(href)]).then(([module]) => module);
}
