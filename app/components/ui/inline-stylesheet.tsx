import { createContext, useContext, type ReactNode } from "react";

/** Reads a built stylesheet's text on the server; null when it cannot. */
export type StylesheetReader = (href: string) => string | null;

const StylesheetReaderContext = createContext<StylesheetReader | null>(null);

/** The server's reader of built stylesheets (entry.server.tsx); absent in the browser. */
export function StylesheetReaderProvider({ read, children }: { read: StylesheetReader; children: ReactNode }) {
  return <StylesheetReaderContext.Provider value={read}>{children}</StylesheetReaderContext.Provider>;
}

const textInDocument = new Map<string, string | null>();

/**
 * In the browser: the text the server inlined, read back from the document, so that
 * hydration and any later render of the document produce the very same <style>.
 */
function inlinedText(href: string): string | null {
  if (!textInDocument.has(href)) {
    const style = Array.from(document.querySelectorAll("style[data-href]")).find(
      (element) => element.getAttribute("data-href") === href,
    );
    textInDocument.set(href, style?.textContent ?? null);
  }
  return textInDocument.get(href) ?? null;
}

/**
 * A stylesheet every page needs for its first paint, inlined in the document: no
 * render-blocking request, so a page paints as soon as its HTML has arrived, without
 * waiting for a stylesheet or competing with the scripts for the connection. It costs
 * each page view the stylesheet's bytes (about 6 KB gzip) instead of one cached file.
 * Falls back to a <link> when the server cannot read the built file.
 */
export function InlineStylesheet({ href }: { href: string }) {
  const read = useContext(StylesheetReaderContext);
  const text = read ? read(href) : inlinedText(href);
  if (text === null) return <link rel="stylesheet" href={href} />;
  return <style data-href={href} dangerouslySetInnerHTML={{ __html: text }} />;
}
