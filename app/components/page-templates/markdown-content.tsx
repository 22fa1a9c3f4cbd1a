import { createElement, type ReactNode } from "react";
import { SiteLink } from "~/components/ui/site-link";
import { isSiteRelativePath } from "~/utils/safe-url";

/**
 * Sanitised Markdown as a tree (text, or an element of the renderer's allow-list with
 * its allowed attributes), made on the server by `renderMarkdownNodes`.
 */
export type MarkdownNode = string | MarkdownElement;

export interface MarkdownElement {
  tag: string;
  attrs?: Record<string, string>;
  children?: MarkdownNode[];
}

/** React names of the few attributes the sanitiser lets through. */
const REACT_ATTRIBUTE: Record<string, string> = { class: "className" };

/**
 * Renders Markdown nodes. A site-relative link is a `SiteLink`, so it navigates inside
 * the app and keeps the visitor's co-branding; an external link is the plain anchor the
 * renderer made (new tab, `nofollow`).
 */
export function MarkdownContent({ nodes }: { nodes: readonly MarkdownNode[] }) {
  return <>{nodes.map(renderNode)}</>;
}

function renderNode(node: MarkdownNode, key: number): ReactNode {
  if (typeof node === "string") return node;
  const children = node.children?.map(renderNode);
  const href = node.attrs?.href;
  if (node.tag === "a" && href !== undefined && isSiteRelativePath(href)) {
    return (
      <SiteLink key={key} to={href} title={node.attrs?.title}>
        {children}
      </SiteLink>
    );
  }
  const props: Record<string, string | number> = { key };
  for (const [name, value] of Object.entries(node.attrs ?? {})) props[REACT_ATTRIBUTE[name] ?? name] = value;
  return createElement(node.tag, props, children);
}

/** The text of Markdown nodes, without markup, on one line (structured data, summaries). */
export function markdownText(nodes: readonly MarkdownNode[]): string {
  const text = (node: MarkdownNode): string => (typeof node === "string" ? node : (node.children ?? []).map(text).join(""));
  return nodes.map(text).join("").replace(/\s+/g, " ").trim();
}
