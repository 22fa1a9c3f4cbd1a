import { forwardRef, type ReactNode } from "react";
import { SiteLink } from "~/components/ui/site-link";
import { parseChatText } from "../chat-text";
import type { ChatBlock, ChatMessage } from "../types";

/** A bot text with its marks: bold, internal links (keeping co-branding) and the site phone. */
function BotText({ text, phone }: { text: string; phone: string }) {
  return (
    <>
      {parseChatText(text, phone).map((piece, index): ReactNode => {
        switch (piece.kind) {
          case "bold":
            return <strong key={index}>{piece.text}</strong>;
          case "link":
            return (
              <SiteLink key={index} to={piece.href}>
                {piece.label}
              </SiteLink>
            );
          case "phone":
            return (
              <a key={index} href={piece.href}>
                {piece.text}
              </a>
            );
          default:
            return piece.text;
        }
      })}
    </>
  );
}

function Block({ block, render }: { block: ChatBlock; render: (text: string) => ReactNode }) {
  if (block.kind === "paragraph") return <p>{render(block.text)}</p>;
  return (
    <ul>
      {block.items.map((item, index) => (
        <li key={index}>{render(item)}</li>
      ))}
    </ul>
  );
}

interface ChatMessageViewProps {
  message: ChatMessage;
  phone: string;
  id?: string;
  tabIndex?: number;
}

/**
 * One message of the transcript. Bot messages render their safe block structure; what
 * the visitor typed is always plain text, marks and all.
 */
export const ChatMessageView = forwardRef<HTMLDivElement, ChatMessageViewProps>(function ChatMessageView(
  { message, phone, id, tabIndex },
  ref,
) {
  const bot = message.type === "bot";
  const render = bot ? (text: string) => <BotText text={text} phone={phone} /> : (text: string) => text;
  return (
    <div ref={ref} id={id} tabIndex={tabIndex} className={`chat-message chat-message--${message.type}`}>
      <span className="visually-hidden">{bot ? "Assistant:" : "You:"}</span>
      {message.blocks.map((block, index) => (
        <Block key={index} block={block} render={render} />
      ))}
    </div>
  );
});
