import { botMessage, greetingNode, replyToFreeText, replyToOption } from "./engine";
import type { ChatBlock, ChatMessage, ChatOption } from "./types";

/**
 * A conversation as a list of messages, shared by the widget (state in the browser) and
 * the /chat page (state in `chat_sessions`). Only the newest message's options are
 * offered as quick replies; older ones are history.
 */

/** Longest free text the visitor may send (the input's maxlength; the server enforces it). */
export const CHAT_TEXT_MAX_LENGTH = 500;

/** Older messages are dropped past this, so a stored conversation stays small. */
export const TRANSCRIPT_MAX_MESSAGES = 100;

export function startTranscript(): ChatMessage[] {
  return [botMessage(greetingNode())];
}

/** The newest message when it is the bot's: its options and callback form are live. */
export function activeBotMessage(transcript: readonly ChatMessage[]): ChatMessage | null {
  const last = transcript.at(-1);
  return last?.type === "bot" ? last : null;
}

/** Where the newest exchange starts: the visitor's last message, or the newest message. */
export function latestExchangeStart(transcript: readonly ChatMessage[]): number {
  for (let index = transcript.length - 1; index >= 0; index -= 1) {
    if (transcript[index]?.type === "user") return index;
  }
  return transcript.length - 1;
}

export function appendMessages(transcript: readonly ChatMessage[], added: readonly ChatMessage[]): ChatMessage[] {
  return [...transcript, ...added].slice(-TRANSCRIPT_MAX_MESSAGES);
}

/**
 * The option with this id among those the conversation offered, newest first (a visitor
 * without JavaScript may press a button of an older page after Back), else the greeting's.
 */
export function offeredOption(transcript: readonly ChatMessage[], optionId: string): ChatOption | undefined {
  for (let index = transcript.length - 1; index >= 0; index -= 1) {
    const found = transcript[index]?.options.find((option) => option.id === optionId);
    if (found) return found;
  }
  return greetingNode().options.find((option) => option.id === optionId);
}

/** Pressing an option: its text as the visitor's message and the bot's answer, or the unknown-action fallback. */
export function answerOption(transcript: readonly ChatMessage[], optionId: string): ChatMessage[] {
  const option = offeredOption(transcript, optionId);
  if (!option) return replyToOption(optionId, { id: "", blocks: [], options: [] });
  return replyToOption(option.id, { id: "", blocks: [], options: [option] });
}

/** Typed text: the visitor's message and the bot's answer; [] for blank text (nothing is sent). */
export function answerText(input: string): ChatMessage[] {
  return replyToFreeText(input) ?? [];
}

/** What the visitor chose or typed, oldest first (for the sales team's callback lead). */
export function visitorMessages(transcript: readonly ChatMessage[]): string[] {
  return transcript.flatMap((message) =>
    message.type === "user" ? message.blocks.flatMap((block) => (block.kind === "paragraph" ? [block.text] : block.items)) : [],
  );
}

/* Reading a stored conversation back (it is JSON in the database): keep only well-formed messages. */

const isString = (value: unknown): value is string => typeof value === "string";

function isBlock(value: unknown): value is ChatBlock {
  if (typeof value !== "object" || value === null) return false;
  const block = value as Record<string, unknown>;
  if (block.kind === "paragraph") return isString(block.text);
  return block.kind === "list" && Array.isArray(block.items) && block.items.every(isString);
}

function isOption(value: unknown): value is ChatOption {
  if (typeof value !== "object" || value === null) return false;
  const option = value as Record<string, unknown>;
  return isString(option.id) && isString(option.text) && isString(option.action);
}

function isMessage(value: unknown): value is ChatMessage {
  if (typeof value !== "object" || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    (message.type === "bot" || message.type === "user") &&
    Array.isArray(message.blocks) &&
    message.blocks.every(isBlock) &&
    Array.isArray(message.options) &&
    message.options.every(isOption) &&
    (message.offersCallback === undefined || typeof message.offersCallback === "boolean")
  );
}

/** A stored conversation, or null when it is not one (then the visitor starts over). */
export function parseTranscript(value: unknown): ChatMessage[] | null {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isMessage)) return null;
  return value.slice(-TRANSCRIPT_MAX_MESSAGES);
}
