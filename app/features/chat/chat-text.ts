import { dialHref } from "~/utils/contact-links";
import { isSiteRelativePath } from "~/utils/safe-url";

/**
 * Turns a chat block's text (see types.ts: `**bold**`, `[label](/path)` and `{phone}`)
 * into typed pieces a component renders as React nodes. Everything that is not one of
 * those marks stays literal text, so nothing in a message can ever become HTML.
 */
export type ChatInline =
  | { kind: "text"; text: string }
  | { kind: "bold"; text: string }
  | { kind: "link"; label: string; href: string }
  | { kind: "phone"; text: string; href: string };

export const PHONE_TOKEN = "{phone}";

const INLINE_MARK = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Plain text with each `{phone}` token as a callable number. */
function textWithPhone(text: string, phone: string): ChatInline[] {
  const pieces: ChatInline[] = [];
  text.split(PHONE_TOKEN).forEach((part, index) => {
    if (index > 0) pieces.push({ kind: "phone", text: phone, href: dialHref(phone) });
    if (part) pieces.push({ kind: "text", text: part });
  });
  return pieces;
}

export function parseChatText(text: string, phone: string): ChatInline[] {
  const pieces: ChatInline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_MARK)) {
    const index = match.index ?? 0;
    if (index > last) pieces.push(...textWithPhone(text.slice(last, index), phone));
    const [whole, bold, label, href] = match;
    if (bold !== undefined) {
      pieces.push({ kind: "bold", text: bold.replaceAll(PHONE_TOKEN, phone) });
    } else if (label !== undefined && href !== undefined) {
      const visible = label.replaceAll(PHONE_TOKEN, phone);
      // Only site-relative paths become links; anything else keeps its label as text.
      pieces.push(isSiteRelativePath(href) ? { kind: "link", label: visible, href } : { kind: "text", text: visible });
    }
    last = index + whole.length;
  }
  if (last < text.length) pieces.push(...textWithPhone(text.slice(last), phone));
  return pieces;
}
