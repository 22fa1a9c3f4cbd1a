import { chatScript, GREETING_NODE_ID, MAIN_OPTIONS } from "./script";
import type { ChatBlock, ChatMessage, ChatNode } from "./types";

/**
 * The chat assistant's engine (product reference §4.4, §8.3): pure
 * functions from a visitor's choice or text to the messages to show. Timing is the UI's
 * job, with the delays below.
 */

/** Product reference §8.3: unmatched free text. */
export const FALLBACK_UNMATCHED = "I'm not sure I understand. Could you please select one of these options?";
/** Product reference §8.3: an option whose action is not in the script. */
export const FALLBACK_UNKNOWN_ACTION = "I'm not sure how to help with that. Please select one of these options:";

/** Product reference §9.1: each bot reply is delayed by 1 second. */
export const BOT_REPLY_DELAY_MS = 1000;
/** Product reference §9.1: closing the chat resets the conversation to the greeting after 300 ms. */
export const CHAT_RESET_DELAY_MS = 300;

export const FALLBACK_UNMATCHED_NODE_ID = "fallback-unmatched";
export const FALLBACK_UNKNOWN_ACTION_NODE_ID = "fallback-unknown-action";

function fallbackNode(id: string, text: string): ChatNode {
  return { id, blocks: [{ kind: "paragraph", text }], options: [...MAIN_OPTIONS] };
}

/** The script's node for an id; own properties only, so "toString" or "__proto__" never match. */
function scriptNode(id: string): ChatNode | undefined {
  return Object.hasOwn(chatScript, id) ? chatScript[id] : undefined;
}

/** The greeting: the conversation's first message, and where closing the chat returns. */
export function greetingNode(): ChatNode {
  const greeting = scriptNode(GREETING_NODE_ID);
  if (!greeting) throw new Error("The chat script has no greeting node");
  return greeting;
}

/** The node an action leads to, or the unknown-action fallback with the main options. */
export function nodeForAction(action: string): ChatNode {
  return scriptNode(action) ?? fallbackNode(FALLBACK_UNKNOWN_ACTION_NODE_ID, FALLBACK_UNKNOWN_ACTION);
}

/**
 * Free-text keyword rules, checked in this order (product reference §4.4); the first rule with a hit wins.
 *
 * Matching rule: the input is lower-cased and split into words, a word being a run of
 * Unicode letters or digits (everything else, spaces, hyphens, apostrophes and
 * punctuation, separates words). A keyword matches a WHOLE word equal to the keyword or
 * to the keyword plus a plural "s" ("fee"/"fees", "loan"/"loans", "pos"/"poss"), plus the
 * few extra forms listed in `extra` ("funding", "funded", "partnership(s)"). So "position",
 * "deposit", "purpose", "repos", "feedback", "coffee", "refund", "fundamental",
 * "transactional" and "capitalize" match nothing. The phrase "point of sale" matches as
 * three consecutive words, "sale" or "sales" last, so "point-of-sale" counts too.
 */
interface KeywordRule {
  target: string;
  keywords: readonly string[];
  extra?: readonly string[];
  phrases?: readonly (readonly string[])[];
}

const KEYWORD_RULES: readonly KeywordRule[] = [
  { target: "pos-menu", keywords: ["pos"], phrases: [["point", "of", "sale"]] },
  { target: "fees-menu", keywords: ["fee", "processing", "transaction"] },
  { target: "quote", keywords: ["quote", "demo"] },
  { target: "funding-menu", keywords: ["fund", "capital", "loan"], extra: ["funding", "funded"] },
  { target: "partner-menu", keywords: ["partner", "reseller"], extra: ["partnership", "partnerships"] },
];

const WORD = /[\p{L}\p{N}]+/gu;

function wordsOf(input: string): string[] {
  return input.toLowerCase().match(WORD) ?? [];
}

function isKeywordForm(word: string, keyword: string): boolean {
  return word === keyword || word === `${keyword}s`;
}

function hasPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  for (let start = 0; start + phrase.length <= words.length; start += 1) {
    if (phrase.every((part, offset) => isKeywordForm(words[start + offset] ?? "", part))) return true;
  }
  return false;
}

function ruleMatches(rule: KeywordRule, words: readonly string[]): boolean {
  return (
    words.some((word) => rule.keywords.some((keyword) => isKeywordForm(word, keyword))) ||
    words.some((word) => rule.extra?.includes(word) ?? false) ||
    (rule.phrases ?? []).some((phrase) => hasPhrase(words, phrase))
  );
}

/**
 * The bot's answer to typed text: null when the text is blank after trimming (it is not
 * sent), the first matching keyword rule's node, or the unmatched fallback.
 */
export function matchFreeText(input: string): ChatNode | null {
  if (input.trim() === "") return null;
  const words = wordsOf(input);
  for (const rule of KEYWORD_RULES) {
    if (ruleMatches(rule, words)) return nodeForAction(rule.target);
  }
  return fallbackNode(FALLBACK_UNMATCHED_NODE_ID, FALLBACK_UNMATCHED);
}

/** What the visitor typed or chose, as a plain paragraph (render without inline marks). */
export function userMessage(text: string): ChatMessage {
  return { type: "user", blocks: [{ kind: "paragraph", text: text.trim() }], options: [] };
}

export function botMessage(node: ChatNode): ChatMessage {
  const message: ChatMessage = { type: "bot", blocks: [...node.blocks], options: [...node.options] };
  if (node.offersCallback) message.offersCallback = true;
  return message;
}

/**
 * Choosing an option of `from` (the greeting when undefined): the option's visible text as
 * a user message, then the bot message of its action's node. An option id `from` does not
 * offer gives the unknown-action fallback alone.
 */
export function replyToOption(optionId: string, from: ChatNode | undefined): ChatMessage[] {
  const source = from ?? greetingNode();
  const option = source.options.find((candidate) => candidate.id === optionId);
  if (!option) return [botMessage(fallbackNode(FALLBACK_UNKNOWN_ACTION_NODE_ID, FALLBACK_UNKNOWN_ACTION))];
  return [userMessage(option.text), botMessage(nodeForAction(option.action))];
}

/** Typed text: [user message, bot reply], or null when blank (nothing is sent). */
export function replyToFreeText(input: string): ChatMessage[] | null {
  const node = matchFreeText(input);
  return node ? [userMessage(input), botMessage(node)] : null;
}

const LINK = /\[([^\]]+)\]\(([^)\s]*)\)/g;

function blockTexts(block: ChatBlock): string[] {
  return block.kind === "paragraph" ? [block.text] : block.items;
}

/** The targets of every `[label](/path)` mark in a text, in order. */
export function linkTargets(text: string): string[] {
  return [...text.matchAll(LINK)].map((match) => match[2] ?? "");
}

/** Every internal path linked anywhere in the script, unique and sorted. */
export function chatLinkPaths(): string[] {
  const paths = new Set<string>();
  for (const node of Object.values(chatScript)) {
    for (const block of node.blocks) {
      for (const text of blockTexts(block)) {
        for (const target of linkTargets(text)) paths.add(target);
      }
    }
  }
  return [...paths].sort();
}
