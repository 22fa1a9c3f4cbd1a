import { describe, expect, it } from "vitest";
import {
  activeBotMessage,
  answerOption,
  answerText,
  appendMessages,
  latestExchangeStart,
  offeredOption,
  parseTranscript,
  startTranscript,
  TRANSCRIPT_MAX_MESSAGES,
  visitorMessages,
} from "./conversation";
import { botMessage, FALLBACK_UNKNOWN_ACTION, FALLBACK_UNMATCHED, greetingNode, nodeForAction, userMessage } from "./engine";
import { MAIN_OPTIONS } from "./script";
import type { ChatMessage } from "./types";

const firstText = (message: ChatMessage | undefined) => {
  const block = message?.blocks[0];
  return block?.kind === "paragraph" ? block.text : undefined;
};

describe("a conversation", () => {
  it("starts with the greeting and its six options", () => {
    const transcript = startTranscript();
    expect(transcript).toEqual([botMessage(greetingNode())]);
    expect(activeBotMessage(transcript)?.options).toEqual([...MAIN_OPTIONS]);
  });

  it("answers an option with its visible text, then the node it leads to", () => {
    const [visitor, bot] = answerOption(startTranscript(), "main-pos");
    expect(visitor).toEqual(userMessage("POS systems"));
    expect(bot).toEqual(botMessage(nodeForAction("pos-menu")));
  });

  it("finds options three levels deep, and older ones after Back", () => {
    let transcript = startTranscript();
    transcript = appendMessages(transcript, answerOption(transcript, "main-pos"));
    transcript = appendMessages(transcript, answerOption(transcript, "pos-pricing"));
    expect(firstText(transcript.at(-1))).toContain("$99/month");
    // "POS features" sits under the POS menu two messages ago: still an option the visitor saw.
    expect(offeredOption(transcript, "pos-features")?.action).toBe("pos-features");
    // The funding topics were never offered in this conversation.
    expect(offeredOption(transcript, "funding-how")).toBeUndefined();
    // The greeting's options are always known (a page from before "Start over").
    expect(offeredOption(transcript, "main-partner")?.action).toBe("partner-menu");
  });

  it("answers an option nobody offered with the unknown-action fallback and the main options", () => {
    const reply = answerOption(startTranscript(), "no-such-option");
    expect(reply).toHaveLength(1);
    expect(firstText(reply[0])).toBe(FALLBACK_UNKNOWN_ACTION);
    expect(reply[0]?.options).toEqual([...MAIN_OPTIONS]);
  });

  it("answers typed text by keyword, and sends nothing for blank text", () => {
    expect(answerText("Do you do point of sale?").map((message) => message.type)).toEqual(["user", "bot"]);
    expect(firstText(answerText("hello")[1])).toBe(FALLBACK_UNMATCHED);
    expect(answerText("   \n\t")).toEqual([]);
  });

  it("marks the bot's newest message as the live one, not the visitor's", () => {
    const transcript = appendMessages(startTranscript(), [userMessage("hi")]);
    expect(activeBotMessage(transcript)).toBeNull();
    expect(activeBotMessage([])).toBeNull();
  });

  it("offers the callback form under 'Speak with a representative'", () => {
    const [, bot] = answerOption(startTranscript(), "main-representative");
    expect(bot?.offersCallback).toBe(true);
    expect(activeBotMessage([bot as ChatMessage])?.offersCallback).toBe(true);
  });

  it("keeps only the newest messages", () => {
    const many = Array.from({ length: TRANSCRIPT_MAX_MESSAGES + 5 }, (_, index) => userMessage(String(index)));
    const kept = appendMessages(startTranscript(), many);
    expect(kept).toHaveLength(TRANSCRIPT_MAX_MESSAGES);
    expect(firstText(kept.at(-1))).toBe(String(TRANSCRIPT_MAX_MESSAGES + 4));
  });

  it("starts the newest exchange at the visitor's last message", () => {
    const transcript = [...startTranscript(), ...answerOption(startTranscript(), "main-quote")];
    expect(latestExchangeStart(transcript)).toBe(1);
    expect(latestExchangeStart(startTranscript())).toBe(0);
  });

  it("lists what the visitor chose or typed, oldest first", () => {
    let transcript = startTranscript();
    transcript = appendMessages(transcript, answerOption(transcript, "main-funding"));
    transcript = appendMessages(transcript, answerText("  how fast is funding? "));
    expect(visitorMessages(transcript)).toEqual(["Working capital", "how fast is funding?"]);
  });
});

describe("parseTranscript (a stored conversation)", () => {
  it("reads back what was stored", () => {
    const transcript = [...startTranscript(), ...answerOption(startTranscript(), "main-representative")];
    expect(parseTranscript(JSON.parse(JSON.stringify(transcript)))).toEqual(transcript);
  });

  it.each([
    ["not a list", { type: "bot" }],
    ["an empty list", []],
    ["an unknown message type", [{ type: "admin", blocks: [], options: [] }]],
    ["a block of another kind", [{ type: "bot", blocks: [{ kind: "html", text: "<b>x</b>" }], options: [] }]],
    ["an option without an action", [{ type: "bot", blocks: [], options: [{ id: "a", text: "A" }] }]],
    ["a list item that is not text", [{ type: "bot", blocks: [{ kind: "list", items: [1] }], options: [] }]],
  ])("refuses %s", (_, value) => {
    expect(parseTranscript(value)).toBeNull();
  });
});
