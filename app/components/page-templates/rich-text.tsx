import { Fragment, type ReactNode } from "react";
import { SiteLink } from "~/components/ui/site-link";
import { isSiteRelativePath } from "~/utils/safe-url";

/**
 * The marks a form label may use (the consent checkbox links the privacy policy):
 * `**bold**` or `[label](/path)`; everything else is plain text (never HTML). Page
 * content is Markdown, rendered by `MarkdownContent`.
 */
const INLINE_MARK = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_MARK)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text.slice(last, index));
    const [, bold, label, href] = match;
    if (bold !== undefined) {
      nodes.push(<strong key={index}>{bold}</strong>);
    } else if (label !== undefined && href !== undefined) {
      nodes.push(
        isSiteRelativePath(href) ? (
          <SiteLink key={index} to={href}>
            {label}
          </SiteLink>
        ) : (
          <Fragment key={index}>{label}</Fragment>
        ),
      );
    }
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}
