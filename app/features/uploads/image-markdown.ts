/** The longest alt text an image keeps: a sentence or two, as accessibility guidance asks. */
export const IMAGE_ALT_MAX = 200;

/** Alt text that can sit inside Markdown's `![…]`: no bracket or backslash to close it early, on one line. */
export function markdownSafeAlt(description: string): string {
  return description.replace(/[[\]\\\r\n]+/g, " ").replace(/\s+/g, " ").trim().slice(0, IMAGE_ALT_MAX);
}

/** The Markdown that shows an image in a body: `![alt text](/uploads/….webp)`. */
export function markdownImageSnippet(path: string, description: string): string {
  return `![${markdownSafeAlt(description)}](${path})`;
}
