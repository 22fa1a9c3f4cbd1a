import { createContext, useContext, type ReactElement, type ReactNode } from "react";

/**
 * Renders `content` to HTML, or hands back the HTML rendered before for the same `data`
 * object and `variant` (app/utils/rendered-once.server.ts).
 */
export type RenderOnce = (data: object, variant: string, content: ReactElement) => string;

const RenderOnceContext = createContext<RenderOnce | null>(null);

/** The server's renderer of shared fragments (entry.server.tsx); absent in the browser. */
export function RenderOnceProvider({ render, children }: { render: RenderOnce; children: ReactNode }) {
  return <RenderOnceContext.Provider value={render}>{children}</RenderOnceContext.Provider>;
}

/** What the shared markup depends on: the data object (a new one when it changes) and anything else, as text. */
export interface RenderedOnceKey {
  data: object;
  variant: string;
}

/**
 * The props that give a host element its content. The header and footer are the same
 * markup on every page that shares their data, and were a third of a page's render; on
 * the server that markup is rendered once per data object and reused as the element's
 * inner HTML. In the browser (no renderer) and when `key` is null (a co-branded page) the
 * content renders as usual, and hydration finds the very markup React would have sent.
 *
 * The content must not read contexts that only exist inside the page (the router's, the
 * root loader's data): it is rendered on its own. Everything it shows must come from
 * `key.data` and `key.variant`.
 */
export function useRenderedOnce(
  content: ReactElement,
  key: RenderedOnceKey | null
): { children: ReactElement } | { dangerouslySetInnerHTML: { __html: string } } {
  const render = useContext(RenderOnceContext);
  if (!render || !key) return { children: content };
  return { dangerouslySetInnerHTML: { __html: render(key.data, key.variant, content) } };
}
