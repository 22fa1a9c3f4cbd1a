/**
 * Types of the scripted chat assistant (product reference §2.7, §3.4).
 *
 * Block text is plain text with only these inline marks:
 * - `**bold**`
 * - `[label](/path)`: a link to a site-relative path (always starting with "/")
 * - the token `{phone}`, replaced with the site phone number at render time.
 * It is never HTML: a renderer must escape everything else.
 */
export type ChatBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

/** A button under a bot message. `action` is the id of the ChatNode it leads to. */
export interface ChatOption {
  id: string;
  text: string;
  action: string;
}

/** One step of the conversation script. */
export interface ChatNode {
  id: string;
  blocks: ChatBlock[];
  options: ChatOption[];
  /** The UI shows a short callback form (name, phone, best time) under this message. */
  offersCallback?: boolean;
}

/**
 * A message in the conversation. User messages carry what the visitor typed or the
 * visible text of the option they chose; render them as plain text (no inline marks).
 */
export interface ChatMessage {
  type: "bot" | "user";
  blocks: ChatBlock[];
  options: ChatOption[];
  offersCallback?: boolean;
}
