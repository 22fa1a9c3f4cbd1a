import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import type { RenderOnce } from "~/components/ui/rendered-once";

/** Variants kept per data object (site name, year, …): a handful in practice. */
const VARIANTS_PER_DATA = 8;

const renderedByData = new WeakMap<object, Map<string, string>>();

/**
 * Shared fragments (app/components/ui/rendered-once.tsx), rendered once per data object
 * and variant in this process. A data object that is replaced (the navigation cache
 * builds a new one after a staff edit or when it expires) takes its markup with it.
 */
export const renderOnce: RenderOnce = (data: object, variant: string, content: ReactElement) => {
  let variants = renderedByData.get(data);
  if (!variants) renderedByData.set(data, (variants = new Map()));
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
