import { describe, expect, it } from "vitest";
import { chatLinkPaths, linkTargets } from "./engine";
import { chatScript, GREETING_NODE_ID, MAIN_OPTIONS } from "./script";
import type { ChatBlock, ChatNode } from "./types";

/** The internal paths docs/content-style-guide.md allows (section 4, "Links"). */
const INDUSTRY_SLUGS = [
  // retail_commerce
  "automotive", "convenience-stores", "grocery", "liquor-stores", "jewelry", "furniture",
  "clothing-boutiques", "electronics", "sporting-goods", "franchise",
  // service_industries
  "property-management", "salons-spas", "medical-practices", "dental", "veterinary",
  "legal-services", "fitness-gyms", "hotels-lodging", "auto-repair", "cleaning-services",
  // specialized_business
  "non-profit", "churches", "schools-tutoring", "b2b-wholesale", "golf-country-clubs", "agriculture",
  "marinas", "moving-storage",
  // high_risk
  "adult-industry", "firearms", "airline-booking", "cbd-oil", "cryptocurrency-trading", "dating",
  "online-gaming", "pharmacy", "sports-betting", "travel", "vape", "credit-repair", "debt-collection",
  "nutraceuticals", "kratom", "tobacco-smoke-shops", "telemedicine", "ticket-brokers",
  "subscription-boxes", "extended-warranties", "bail-bonds", "pawn-shops",
];

const ALLOWED_PATHS = new Set([
  "/", "/consult", "/merchant-onboarding", "/articles", "/survey", "/chat", "/all-industries",
  "/mobile-processing", "/web-commerce", "/text-qr", "/integrations", "/stand-alone-devices", "/maxx-pay",
  "/pos-terminals", "/surcharge", "/speedy-business-loan", "/merchant-cash-advance", "/gift-loyalty",
  "/web-design", "/dual-pricing", "/pos-reseller", "/point-of-sale", "/dual-pricing-dealership", "/pos-system",
  "/retail", "/ecommerce", "/restaurants", "/professional-services", "/skill-trade", "/specialty-business",
  "/recruitment", "/payment-partnerships", "/partnership-forms", "/partner-registration", "/bank-partnership",
  "/press", "/education", "/compliance", "/employee-handbook", "/workplace-investigations",
  "/manager-compliance-training", "/digital-hr-templates", "/multistate-compliance", "/fractional-hr",
  "/hr-audits",
  "/chargeback-guide", "/understanding-chargebacks", "/win-chargeback-dispute", "/preventing-friendly-fraud",
  "/documenting-transactions", "/refund-fight-chargeback", "/delivery-order-chargebacks", "/staff-training",
  "/customer-communication", "/tracking-analysis", "/privacy-policy",
  ...INDUSTRY_SLUGS.map((slug) => `/industries/${slug}`),
]);

const nodes = Object.values(chatScript);
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function texts(block: ChatBlock): string[] {
  return block.kind === "paragraph" ? [block.text] : block.items;
}

function allTexts(node: ChatNode): string[] {
  return node.blocks.flatMap(texts);
}

/** Visible words: link labels stay, link targets and bold marks go. */
function wordCount(node: ChatNode): number {
  return allTexts(node)
    .map((text) => text.replace(/\[([^\]]+)\]\([^)]*\)/g, "$1").replaceAll("**", ""))
    .join(" ")
    .split(/\s+/)
    .filter(Boolean).length;
}

function node(id: string): ChatNode {
  const found = chatScript[id];
  if (!found) throw new Error(`missing node ${id}`);
  return found;
}

function actionsOf(id: string): string[] {
  return node(id).options.map((option) => option.action);
}

describe("chat script: structure", () => {
  it("keys every node by its own kebab-case id", () => {
    for (const [key, value] of Object.entries(chatScript)) {
      expect(value.id).toBe(key);
      expect(key).toMatch(KEBAB);
    }
  });

  it("opens with the six main options in the product reference's order", () => {
    const greeting = node(GREETING_NODE_ID);
    expect(greeting.options).toEqual([...MAIN_OPTIONS]);
    expect(greeting.options.map((option) => [option.text, option.action])).toEqual([
      ["POS systems", "pos-menu"],
      ["Eliminate processing fees", "fees-menu"],
      ["Get a quote or demo", "quote"],
      ["Working capital", "funding-menu"],
      ["Partner or reseller", "partner-menu"],
      ["Speak with a representative", "representative"],
    ]);
  });

  it("gives every option a kebab-case id unique within its node and visible text", () => {
    for (const entry of nodes) {
      const ids = entry.options.map((option) => option.id);
      expect(new Set(ids).size, entry.id).toBe(ids.length);
      for (const option of entry.options) {
        expect(option.id).toMatch(KEBAB);
        expect(option.text.trim().length).toBeGreaterThan(0);
      }
    }
  });

  it("has no dangling option: every action resolves to a defined node", () => {
    for (const entry of nodes) {
      for (const option of entry.options) {
        expect(Object.hasOwn(chatScript, option.action), `${entry.id} -> ${option.action}`).toBe(true);
      }
    }
  });

  it("reaches every node from the greeting", () => {
    const seen = new Set<string>([GREETING_NODE_ID]);
    const queue = [GREETING_NODE_ID];
    while (queue.length > 0) {
      const id = queue.shift() ?? "";
      for (const action of actionsOf(id)) {
        if (!seen.has(action)) {
          seen.add(action);
          queue.push(action);
        }
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(chatScript).sort());
  });

  it("gives every node except the greeting a way back to the main menu", () => {
    for (const entry of nodes) {
      if (entry.id === GREETING_NODE_ID) continue;
      expect(actionsOf(entry.id), entry.id).toContain(GREETING_NODE_ID);
    }
  });

  it("offers a specialist from every menu and answer", () => {
    for (const entry of nodes) {
      if (entry.id === GREETING_NODE_ID || entry.id === "representative") continue;
      expect(actionsOf(entry.id), entry.id).toContain("representative");
    }
  });
});

describe("chat script: sub-menus (product reference §2.7)", () => {
  const subMenus: [string, string[]][] = [
    ["pos-menu", ["pos-features", "pos-hardware", "pos-industry", "pos-pricing", "pos-compare"]],
    ["fees-menu", ["fees-how-it-works", "fees-faq", "fees-savings", "fees-switch"]],
    ["funding-menu", ["funding-how", "funding-requirements", "funding-uses", "funding-apply"]],
    ["partner-menu", ["partner-apply"]],
  ];

  it.each(subMenus)("%s offers its topics in order, then a specialist and the main menu", (menu, topics) => {
    expect(actionsOf(menu)).toEqual([...topics, "representative", GREETING_NODE_ID]);
  });

  it.each(subMenus.filter(([, topics]) => topics.length > 1))(
    "each %s answer offers its sibling topics",
    (_menu, topics) => {
      for (const topic of topics) {
        const siblings = topics.filter((other) => other !== topic);
        expect(actionsOf(topic), topic).toEqual([...siblings, "representative", GREETING_NODE_ID]);
      }
    },
  );

  it("lets the partner answer go back to the partner menu", () => {
    expect(actionsOf("partner-apply")).toContain("partner-menu");
  });
});

describe("chat script: content", () => {
  it("keeps every answer between 40 and 120 words", () => {
    for (const entry of nodes) {
      if (entry.id === GREETING_NODE_ID) continue;
      const count = wordCount(entry);
      expect(count, entry.id).toBeGreaterThanOrEqual(40);
      expect(count, entry.id).toBeLessThanOrEqual(120);
    }
  });

  it("never contains HTML angle brackets, and no empty text", () => {
    for (const entry of nodes) {
      for (const text of allTexts(entry)) {
        expect(text, entry.id).not.toMatch(/[<>]/);
        expect(text.trim().length, entry.id).toBeGreaterThan(0);
      }
      for (const option of entry.options) expect(option.text).not.toMatch(/[<>]/);
    }
  });

  it("uses balanced bold marks and only well-formed links", () => {
    for (const entry of nodes) {
      for (const text of allTexts(entry)) {
        expect(text.split("**").length % 2, `${entry.id}: ${text}`).toBe(1);
        const withoutLinks = text.replace(/\[[^\]]+\]\([^)\s]*\)/g, "");
        // Outside well-formed links: no stray brackets, no "](" and no absolute URLs.
        expect(withoutLinks, `${entry.id}: ${text}`).not.toMatch(/[[\]]|https?:|www\./i);
      }
    }
  });

  it("links only to allowed site-relative paths", () => {
    const paths = chatLinkPaths();
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      expect(path.startsWith("/"), path).toBe(true);
      expect(path.startsWith("//"), path).toBe(false);
      expect(ALLOWED_PATHS.has(path), path).toBe(true);
    }
  });

  it("has no exclamation marks, phone numbers or e-mail addresses", () => {
    for (const entry of nodes) {
      for (const text of allTexts(entry)) {
        expect(text, entry.id).not.toContain("!");
        expect(text, entry.id).not.toMatch(/\d{3}\D{0,2}\d{3}\D?\d{4}/);
        expect(text, entry.id).not.toContain("@");
      }
    }
  });

  it("uses {phone} only where a representative is offered", () => {
    for (const entry of nodes) {
      const hasPhone = allTexts(entry).some((text) => text.includes("{phone}"));
      expect(hasPhone, entry.id).toBe(entry.id === "representative");
    }
  });

  it("lets the representative node offer the phone, a consultation and a callback", () => {
    const representative = node("representative");
    const text = allTexts(representative).join(" ");
    expect(representative.offersCallback).toBe(true);
    expect(text).toContain("Call us at {phone}");
    expect(linkTargets(text)).toContain("/consult");
    expect(nodes.filter((entry) => entry.offersCallback).map((entry) => entry.id)).toEqual(["representative"]);
  });

  it("invites a quote or demo through /consult and /merchant-onboarding", () => {
    const targets = allTexts(node("quote")).flatMap(linkTargets);
    expect(targets).toEqual(expect.arrayContaining(["/consult", "/merchant-onboarding"]));
  });

  it("links each topic to its main page", () => {
    const targetsOf = (id: string) => allTexts(node(id)).flatMap(linkTargets);
    expect(targetsOf("pos-menu")).toContain("/pos-system");
    expect(targetsOf("fees-menu")).toEqual(expect.arrayContaining(["/dual-pricing", "/surcharge"]));
    expect(targetsOf("funding-apply")).toContain("/merchant-cash-advance");
    expect(targetsOf("partner-apply")).toContain("/partnership-forms");
  });

  it("states the product reference's figures where they belong", () => {
    const textOf = (id: string) => allTexts(node(id)).join(" ");
    expect(textOf("pos-pricing")).toContain("$99/month");
    expect(textOf("pos-pricing")).toContain("$549");
    expect(textOf("fees-savings")).toContain("$300 per $10,000");
    expect(textOf("fees-savings")).toContain("$3,000+");
    expect(textOf("fees-menu")).toContain("2.5-3.5%");
    expect(textOf("fees-faq")).toContain("legal in all 50 states");
    expect(textOf("funding-menu")).toContain("24-48 hours");
    const requirements = textOf("funding-requirements");
    for (const requirement of [
      "3 months of bank statements",
      "soft credit pull",
      "3 months in business",
      "$5,000 in monthly revenue",
      "business bank account",
    ]) {
      expect(requirements).toContain(requirement);
    }
    expect(textOf("representative")).toContain("within one business day");
  });

  it("uses only the allowed dollar figures and percentages", () => {
    const allowed = new Set(["$99", "$549", "$300", "$10,000", "$3,000", "$100,000", "$5,000"]);
    const percentAllowed = new Set(["2.5-3.5%", "4%", "0%", "97%"]);
    for (const entry of nodes) {
      const text = allTexts(entry).join(" ");
      for (const amount of text.match(/\$[\d,]+/g) ?? []) expect(allowed.has(amount), amount).toBe(true);
      for (const percent of text.match(/[\d.]+(?:-[\d.]+)?%/g) ?? []) {
        expect(percentAllowed.has(percent), percent).toBe(true);
      }
    }
  });
});
