/** A row's social title and description for link previews, leaving out the empty ones (the page's own then show). */
export function socialTexts(row: { socialTitle: string; socialDescription: string }): { title?: string; description?: string } {
  return { ...(row.socialTitle ? { title: row.socialTitle } : {}), ...(row.socialDescription ? { description: row.socialDescription } : {}) };
}
