import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import type { RenderOnce } from "~/components/ui/rendered-once";

/** Variants kept per data object and component (site name, year, …): a handful in practice. */
const VARIANTS_PER_DATA = 8;

const renderedByData = new WeakMap<object, Map<object, Map<string, string>>>();

/**
 * Shared fragments (app/components/ui/rendered-once.tsx), rendered once per key in this
 * process. A data object that is replaced (the navigation cache builds a new one after a
 * staff edit or when it expires) takes its markup with it.
 */
export const renderOnce: RenderOnce = ({ component, data, variant }, content: ReactElement) => {
  let byComponent = renderedByData.get(data);
  if (!byComponent) renderedByData.set(data, (byComponent = new Map()));
  let variants = byComponent.get(component);
  if (!variants) byComponent.set(component, (variants = new Map()));
  let html = variants.get(variant);
  if (html === undefined) {
    // renderToString writes the markup Fizz writes inside a page (text separators
    // included), so the browser hydrates it like the rest of the document.
    html = renderToString(content);
    if (variants.size >= VARIANTS_PER_DATA) variants.delete(variants.keys().next().value as string);
    variants.set(variant, html);
  }
  return html;
};
