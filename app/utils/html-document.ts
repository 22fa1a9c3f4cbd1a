/**
 * Remix (single fetch) streams its data scripts as a sibling of the <html> element, so
 * they arrive after `</html>`. Browsers move them into <body> anyway (HTML parsing
 * "after after body" mode); doing the same on the server makes the document valid HTML
 * without changing the DOM the browser builds.
 */
export function moveTrailingContentIntoBody(html: string): string {
  const end = "</body></html>";
  const index = html.lastIndexOf(end);
  if (index === -1) return html;
  const trailing = html.slice(index + end.length);
  if (!trailing.trim()) return html;
  return `${html.slice(0, index)}${trailing}${end}`;
}

/**
 * The page's module scripts, preloaded at low priority. They are deferred by nature (the
 * page shows and works without them: every form posts, every link navigates), but Chrome
 * fetches `modulepreload` at high priority, ahead of the images a phone is waiting for,
 * and Lighthouse's simulation counts high-priority scripts as blocking the first paint
 * (decision 091).
 */
export function lowPriorityModulePreloads(html: string): string {
  return html.replaceAll('<link rel="modulepreload" href=', '<link rel="modulepreload" fetchpriority="low" href=');
}
