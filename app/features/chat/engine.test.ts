import { describe, expect, it } from "vitest";
import {
  botMessage,
  chatLinkPaths,
  FALLBACK_UNKNOWN_ACTION,
  FALLBACK_UNMATCHED,
  greetingNode,
  linkTargets,
  matchFreeText,
  nodeForAction,
  replyToFreeText,
  replyToOption,
  userMessage,
} from "./engine";
import { chatScript, GREETING_NODE_ID, MAIN_OPTIONS } from "./script";
import type { ChatNode } from "./types";

const MAIN_TEXTS = [
  "POS systems",
  "Eliminate processing fees",
  "Get a quote or demo",
  "Working capital",
  "Partner or reseller",
  "Speak with a representative",
];

function matchedId(input: string): string | undefined {
  return matchFreeText(input)?.id;
}

function firstText(node: ChatNode | null): string | undefined {
  const block = node?.blocks[0];
  return block?.kind === "paragraph" ? block.text : undefined;
}

describe("matchFreeText: keywords (whole words, optional plural s)", () => {
  it.each([
    ["pos", "pos-menu"],
    ["POSs", "pos-menu"],
    ["point of sale", "pos-menu"],
    ["point of sales", "pos-menu"],
    ["fee", "fees-menu"],
    ["fees", "fees-menu"],
    ["processing", "fees-menu"],
    ["transaction", "fees-menu"],
    ["transactions", "fees-menu"],
    ["quote", "quote"],
    ["quotes", "quote"],
    ["demo", "quote"],
    ["demos", "quote"],
    ["fund", "funding-menu"],
    ["funds", "funding-menu"],
    ["funding", "funding-menu"],
    ["funded", "funding-menu"],
    ["capital", "funding-menu"],
    ["loan", "funding-menu"],
    ["loans", "funding-menu"],
    ["partner", "partner-menu"],
    ["partners", "partner-menu"],
    ["partnership", "partner-menu"],
    ["partnerships", "partner-menu"],
    ["reseller", "partner-menu"],
    ["resellers", "partner-menu"],
  ])("%s alone matches %s", (input, expected) => {
    expect(matchedId(input)).toBe(expected);
  });

  it.each([
    ["Do you sell a POS for my bakery?", "pos-menu"],
    ["I need a new point of sale", "pos-menu"],
    ["point-of-sale hardware", "pos-menu"],
    ["Point   of\tSale", "pos-menu"],
    ["How do I lower my fees?", "fees-menu"],
    ["card processing rates", "fees-menu"],
    ["what do transactions cost", "fees-menu"],
    ["can I get a quote", "quote"],
    ["book a demo, please", "quote"],
    ["I need funding for inventory", "funding-menu"],
    ["working capital", "funding-menu"],
    ["small business loans", "funding-menu"],
    ["become a partner", "partner-menu"],
    ["I'm a POS-reseller", "pos-menu"],
    ["I want to be a reseller", "partner-menu"],
  ])("finds the keyword inside a sentence: %s", (input, expected) => {
    expect(matchedId(input)).toBe(expected);
  });

  it("ignores case", () => {
    expect(matchedId("POS")).toBe("pos-menu");
    expect(matchedId("Pos")).toBe("pos-menu");
    expect(matchedId("POINT OF SALE")).toBe("pos-menu");
    expect(matchedId("FEES")).toBe("fees-menu");
    expect(matchedId("Quote")).toBe("quote");
    expect(matchedId("FUNDING")).toBe("funding-menu");
    expect(matchedId("ReSeLLeR")).toBe("partner-menu");
  });

  it("checks the rules in the product reference's order: pos, fees, quote, funding, partner", () => {
    expect(matchedId("pos fees quote funding partner")).toBe("pos-menu");
    expect(matchedId("partner funding quote fees")).toBe("fees-menu");
    expect(matchedId("partner loan demo")).toBe("quote");
    expect(matchedId("reseller capital")).toBe("funding-menu");
  });
});

describe("matchFreeText: word boundaries", () => {
  it.each([
    "position",
    "deposit",
    "purpose",
    "repos",
    "possible",
    "feedback",
    "coffee",
    "refund",
    "fundamental",
    "transactional",
    "quotation",
    "demolition",
    "capitalize",
    "loaner",
    "partnering",
    "posé",
    "point of view",
    "sale point",
  ])("%s matches no keyword", (input) => {
    expect(matchedId(input)).toBe("fallback-unmatched");
  });

  it("does not join words across a split keyword", () => {
    expect(matchedId("p o s")).toBe("fallback-unmatched");
    expect(matchedId("point of  nothing sale")).toBe("fallback-unmatched");
  });
});

describe("matchFreeText: blank and unmatched input", () => {
  it.each(["", " ", "   ", "\t", "\n", " \t\n "])("returns null for blank input %j", (input) => {
    expect(matchFreeText(input)).toBeNull();
    expect(replyToFreeText(input)).toBeNull();
  });

  it("answers unmatched text with the unmatched fallback and the six main options", () => {
    const node = matchFreeText("hello there");
    expect(firstText(node)).toBe(FALLBACK_UNMATCHED);
    expect(node?.blocks).toHaveLength(1);
    expect(node?.options.map((option) => option.text)).toEqual(MAIN_TEXTS);
    expect(node?.options).toEqual(greetingNode().options);
  });

  it("answers punctuation-only text with the unmatched fallback", () => {
    expect(firstText(matchFreeText("?!"))).toBe(FALLBACK_UNMATCHED);
  });
});

describe("nodeForAction", () => {
  it("returns script nodes", () => {
    expect(nodeForAction(GREETING_NODE_ID)).toBe(chatScript[GREETING_NODE_ID]);
    expect(nodeForAction("representative").id).toBe("representative");
  });

  it.each(["nope", "", "toString", "__proto__", "constructor", "hasOwnProperty"])(
    "falls back for the unknown action %j",
    (action) => {
      const node = nodeForAction(action);
      expect(node.id).toBe("fallback-unknown-action");
      expect(node.blocks).toEqual([{ kind: "paragraph", text: FALLBACK_UNKNOWN_ACTION }]);
      expect(node.options.map((option) => option.text)).toEqual(MAIN_TEXTS);
    },
  );

  it("gives each fallback its own options array", () => {
    const first = nodeForAction("nope");
    first.options.pop();
    expect(nodeForAction("nope").options).toHaveLength(6);
    expect(MAIN_OPTIONS).toHaveLength(6);
  });
});

describe("messages", () => {
  it("builds a user message as one plain paragraph without options", () => {
    expect(userMessage("  Hello  ")).toEqual({
      type: "user",
      blocks: [{ kind: "paragraph", text: "Hello" }],
      options: [],
    });
  });

  it("builds a bot message from a node", () => {
    const greeting = greetingNode();
    const message = botMessage(greeting);
    expect(message.type).toBe("bot");
    expect(message.blocks).toEqual(greeting.blocks);
    expect(message.options).toEqual(greeting.options);
    expect(message).not.toHaveProperty("offersCallback");
  });

  it("carries the callback offer", () => {
    expect(botMessage(nodeForAction("representative")).offersCallback).toBe(true);
  });

  it("answers free text with the user's words and the bot reply", () => {
    const messages = replyToFreeText(" I need a loan ");
    expect(messages?.map((message) => message.type)).toEqual(["user", "bot"]);
    expect(messages?.[0]?.blocks).toEqual([{ kind: "paragraph", text: "I need a loan" }]);
    expect(messages?.[1]?.options).toEqual(nodeForAction("funding-menu").options);
  });
});

describe("replyToOption", () => {
  it("adds the option's visible text, then the bot reply of its action", () => {
    const greeting = greetingNode();
    const [user, bot, ...rest] = replyToOption("main-pos", greeting);
    expect(rest).toEqual([]);
    expect(user).toEqual(userMessage("POS systems"));
    expect(bot).toEqual(botMessage(nodeForAction("pos-menu")));
  });

  it("uses the greeting's options when no node is given", () => {
    const [user, bot] = replyToOption("main-representative", undefined);
    expect(user?.blocks).toEqual([{ kind: "paragraph", text: "Speak with a representative" }]);
    expect(bot?.offersCallback).toBe(true);
  });

  it("returns to the greeting with Back to main menu", () => {
    const [user, bot] = replyToOption("back-to-main", nodeForAction("pos-features"));
    expect(user?.blocks).toEqual([{ kind: "paragraph", text: "Back to main menu" }]);
    expect(bot).toEqual(botMessage(greetingNode()));
  });

  it("offers the main options again from a fallback", () => {
    const fallback = matchFreeText("hmm");
    const [, bot] = replyToOption("main-funding", fallback ?? undefined);
    expect(bot).toEqual(botMessage(nodeForAction("funding-menu")));
  });

  it("answers an unknown option id with the unknown-action fallback only", () => {
    const messages = replyToOption("no-such-option", greetingNode());
    expect(messages).toHaveLength(1);
    expect(messages[0]?.type).toBe("bot");
    expect(messages[0]?.blocks).toEqual([{ kind: "paragraph", text: FALLBACK_UNKNOWN_ACTION }]);
    expect(messages[0]?.options.map((option) => option.text)).toEqual(MAIN_TEXTS);
  });

  it("does not accept an option the given node does not offer", () => {
    expect(replyToOption("pos-features", greetingNode())).toHaveLength(1);
  });

  it("falls back when an option points to a missing node", () => {
    const broken: ChatNode = {
      id: "broken",
      blocks: [],
      options: [{ id: "go", text: "Go", action: "missing-node" }],
    };
    const [user, bot] = replyToOption("go", broken);
    expect(user).toEqual(userMessage("Go"));
    expect(bot?.blocks).toEqual([{ kind: "paragraph", text: FALLBACK_UNKNOWN_ACTION }]);
  });
});

describe("links", () => {
  it("parses link targets", () => {
    expect(linkTargets("See [dual pricing](/dual-pricing) and [apply](/merchant-onboarding).")).toEqual([
      "/dual-pricing",
      "/merchant-onboarding",
    ]);
    expect(linkTargets("no links, **bold** only")).toEqual([]);
  });

  it("lists every linked path once, sorted", () => {
    const paths = chatLinkPaths();
    expect(paths).toEqual([...new Set(paths)].sort());
    expect(paths).toEqual(
      expect.arrayContaining([
        "/consult",
        "/merchant-onboarding",
        "/dual-pricing",
        "/merchant-cash-advance",
        "/partnership-forms",
        "/pos-system",
      ]),
    );
  });
});
