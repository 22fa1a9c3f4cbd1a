/**
 * The page view of a visitor without JavaScript (decision 032): the page carries a
 * <noscript> 1×1 image whose address names the page (and its status, for error pages).
 * A browser running scripts never loads <noscript> content, so such a view is counted
 * by the tracker instead, never twice. The address depends only on the page, so the
 * document stays the same for every visitor and a shared cache may keep it.
 */
export const NOSCRIPT_VIEW_PATH = "/api/website-analytics/view.gif";

/** `u`: the page's path and query; `s`: its status when it is an error page. */
export function noScriptViewHref(pagePathAndQuery: string, status?: number): string {
  const query = new URLSearchParams({ u: pagePathAndQuery });
  if (status !== undefined && status >= 400) query.set("s", String(status));
  return `${NOSCRIPT_VIEW_PATH}?${query}`;
}
