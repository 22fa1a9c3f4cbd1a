import { createContext, useContext, type ReactElement, type ReactNode } from "react";

/**
 * What shared markup is rendered for: the component, the object its pages share (by
 * identity: a new object after a staff edit) and every other prop, as text.
 */
export interface RenderedOnceKey {
  component: object;
  data: object;
  variant: string;
}

/**
 * Renders `content` to HTML, or hands back the HTML rendered before for the same key
 * (app/utils/rendered-once.server.ts).
 */
export type RenderOnce = (key: RenderedOnceKey, content: ReactElement) => string;

const RenderOnceContext = createContext<RenderOnce | null>(null);

/** The server's renderer of shared fragments (entry.server.tsx); absent in the browser and when switched off. */
export function RenderOnceProvider({ render, children }: { render: RenderOnce | null; children: ReactNode }) {
  return <RenderOnceContext.Provider value={render}>{children}</RenderOnceContext.Provider>;
}

/**
 * The key of `Component` rendered with `props`, derived from all of them: `props[sharedBy]`
 * by identity, every other prop by value. A prop added to the component is part of the
 * key without anyone having to remember it, so it can never serve another page's markup.
 */
export function renderedOnceKey<Props extends object>(
  Component: (props: Props) => ReactElement,
  props: Props,
  sharedBy: keyof Props & string
): RenderedOnceKey | null {
  const data: unknown = props[sharedBy];
  if (typeof data !== "object" || data === null) return null;
  const others = Object.entries(props)
    .filter(([name]) => name !== sharedBy)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return { component: Component, data, variant: JSON.stringify(others) };
}

/**
 * The props that give a host element its content. The header and footer are the same
 * markup on every page that shares their data, and were a third of a page's render; on
 * the server that markup is rendered once per key (`renderedOnceKey`) and reused as the
 * element's inner HTML. In the browser (no renderer) and when `sharedBy` is null (a
 * co-branded page) the content renders as usual, and hydration finds the very markup
 * React would have sent.
 *
 * The content must not read contexts that only exist inside the page (the router's, the
 * root loader's data): it is rendered on its own, from its props alone.
 */
export function useRenderedOnce<Props extends object>(
  Component: (props: Props) => ReactElement,
  props: Props,
  sharedBy: (keyof Props & string) | null
): { children: ReactElement } | { dangerouslySetInnerHTML: { __html: string } } {
  const render = useContext(RenderOnceContext);
  const content = <Component {...props} />;
  const key = render && sharedBy ? renderedOnceKey(Component, props, sharedBy) : null;
  if (!render || !key) return { children: content };
  return { dangerouslySetInnerHTML: { __html: render(key, content) } };
}
