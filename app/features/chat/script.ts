import type { ChatBlock, ChatNode, ChatOption } from "./types";

/**
 * The chat assistant's conversation script (product reference §2.7): one greeting with
 * the six main options, the POS, fees, funding and partner sub-menus, and their answers.
 * Pure data. Text follows docs/content-style-guide.md: only its figures and claims, only
 * its internal paths, no company name, no phone number except the `{phone}` token.
 */
export const GREETING_NODE_ID = "greeting";

const BACK_TO_MAIN: ChatOption = { id: "back-to-main", text: "Back to main menu", action: GREETING_NODE_ID };
const TALK_TO_SPECIALIST: ChatOption = {
  id: "talk-to-specialist",
  text: "Talk to a specialist",
  action: "representative",
};

/** The greeting's six options, in the order of product reference §2.7. Also shown again by both fallbacks. */
export const MAIN_OPTIONS: readonly ChatOption[] = [
  { id: "main-pos", text: "POS systems", action: "pos-menu" },
  { id: "main-fees", text: "Eliminate processing fees", action: "fees-menu" },
  { id: "main-quote", text: "Get a quote or demo", action: "quote" },
  { id: "main-funding", text: "Working capital", action: "funding-menu" },
  { id: "main-partner", text: "Partner or reseller", action: "partner-menu" },
  { id: "main-representative", text: "Speak with a representative", action: "representative" },
];

/** A sub-menu's topics; the option id is the node id it leads to. */
const POS_TOPICS: readonly ChatOption[] = [
  { id: "pos-features", text: "POS features", action: "pos-features" },
  { id: "pos-hardware", text: "Hardware options", action: "pos-hardware" },
  { id: "pos-industry", text: "Solutions for my industry", action: "pos-industry" },
  { id: "pos-pricing", text: "POS pricing", action: "pos-pricing" },
  { id: "pos-compare", text: "Compare POS options", action: "pos-compare" },
];

const FEES_TOPICS: readonly ChatOption[] = [
  { id: "fees-how-it-works", text: "How it works", action: "fees-how-it-works" },
  { id: "fees-faq", text: "Common questions", action: "fees-faq" },
  { id: "fees-savings", text: "How much can I save?", action: "fees-savings" },
  { id: "fees-switch", text: "Switching providers", action: "fees-switch" },
];

const FUNDING_TOPICS: readonly ChatOption[] = [
  { id: "funding-how", text: "How funding works", action: "funding-how" },
  { id: "funding-requirements", text: "Requirements", action: "funding-requirements" },
  { id: "funding-uses", text: "Ways to use the funds", action: "funding-uses" },
  { id: "funding-apply", text: "How to apply", action: "funding-apply" },
];

const PARTNER_TOPICS: readonly ChatOption[] = [
  { id: "partner-apply", text: "How to apply", action: "partner-apply" },
];

/** The options of a sub-menu node: its topics, a specialist, the main menu. */
function menuOptions(topics: readonly ChatOption[]): ChatOption[] {
  return [...topics, TALK_TO_SPECIALIST, BACK_TO_MAIN];
}

/** The options under an answer: the sibling topics, a specialist, the main menu. */
function answerOptions(topics: readonly ChatOption[], self: string): ChatOption[] {
  return [...topics.filter((topic) => topic.action !== self), TALK_TO_SPECIALIST, BACK_TO_MAIN];
}

const p = (text: string): ChatBlock => ({ kind: "paragraph", text });
const list = (...items: string[]): ChatBlock => ({ kind: "list", items });

function node(id: string, blocks: ChatBlock[], options: ChatOption[], offersCallback?: boolean): ChatNode {
  return offersCallback ? { id, blocks, options, offersCallback } : { id, blocks, options };
}

const nodes: ChatNode[] = [
  node(
    GREETING_NODE_ID,
    [
      p(
        "Hi, I'm the virtual assistant. I can help with point of sale, lowering your processing fees, " +
          "business funding and partner programs. What can I help you with today?",
      ),
    ],
    [...MAIN_OPTIONS],
  ),

  // POS systems
  node(
    "pos-menu",
    [
      p(
        "Our [POS systems](/pos-system) bring software, hardware and card processing together in one setup, " +
          "with chip and contactless payments, inventory, staff permissions and sales reporting. " +
          "Software starts from **$99/month** and hardware bundles from **$549**. " +
          "We set up counters, restaurants, service businesses and sellers on the go. What would you like to explore?",
      ),
    ],
    menuOptions(POS_TOPICS),
  ),
  node(
    "pos-features",
    [
      p("A modern [point of sale](/point-of-sale) does much more than ring up sales. Typical features include:"),
      list(
        "Fast checkout with EMV chip, tap-to-pay and mobile wallet acceptance",
        "Inventory tracking with low-stock alerts",
        "Employee logins, permissions and time tracking",
        "Sales reports by item, employee and location",
        "Customer profiles and [gift and loyalty programs](/gift-loyalty)",
      ),
      p("Need it to work with your accounting or ordering tools? See our [integrations](/integrations)."),
    ],
    answerOptions(POS_TOPICS, "pos-features"),
  ),
  node(
    "pos-hardware",
    [
      p(
        "Hardware bundles start from **$549** and are sized to your checkout. A typical station has a " +
          "touchscreen terminal, a customer-facing card reader for chip and contactless payments, a receipt " +
          "printer, a cash drawer and a barcode scanner. Restaurants often add kitchen printers or handheld " +
          "devices for tableside ordering.",
      ),
      p(
        "Prefer something simpler? Browse [POS terminals](/pos-terminals), " +
          "[stand-alone devices](/stand-alone-devices) or [mobile processing](/mobile-processing) " +
          "for payments on the go.",
      ),
    ],
    answerOptions(POS_TOPICS, "pos-hardware"),
  ),
  node(
    "pos-industry",
    [
      p("We configure each POS for the way you sell:"),
      list(
        "[Retail](/retail): inventory, barcode scanning and customer profiles",
        "[Restaurants and bars](/restaurants): menus, modifiers, tabs and tips",
        "[Professional services](/professional-services): invoices, appointments and recurring billing",
        "[Skilled trades](/skill-trade): payments in the field from a phone or tablet",
        "[eCommerce](/ecommerce): online payments alongside your in-store sales",
      ),
      p("Don't see your business? Browse [all industries](/all-industries), including specialty and high-risk."),
    ],
    answerOptions(POS_TOPICS, "pos-industry"),
  ),
  node(
    "pos-pricing",
    [
      p(
        "POS software starts from **$99/month**, and hardware bundles start from **$549**. Your final price " +
          "depends on the number of stations, devices and locations you need, so we review your current setup " +
          "and card volume first and recommend only what fits.",
      ),
      p(
        "Many owners pair a new POS with our [dual pricing](/dual-pricing) or [surcharge](/surcharge) program, " +
          "which can bring processing costs to 0%. For an exact quote, [request a consultation](/consult).",
      ),
    ],
    answerOptions(POS_TOPICS, "pos-pricing"),
  ),
  node(
    "pos-compare",
    [
      p("Not sure which setup fits? Here is a quick guide:"),
      list(
        "A full [POS system](/pos-system) suits businesses that need inventory, staff and reporting tools",
        "[POS terminals](/pos-terminals) and [stand-alone devices](/stand-alone-devices) suit simple counter checkout",
        "[Mobile processing](/mobile-processing) suits sellers who take payments on the go",
        "[Web commerce](/web-commerce) and [text and QR payments](/text-qr) suit online and remote sales",
      ),
      p(
        "Our specialists compare your options side by side during a free consultation. " +
          "[Request a consultation](/consult).",
      ),
    ],
    answerOptions(POS_TOPICS, "pos-compare"),
  ),

  // Eliminate processing fees
  node(
    "fees-menu",
    [
      p(
        "Competitors typically charge **2.5-3.5% per transaction** (up to 4% in some cases). Our " +
          "[surcharge](/surcharge) and [dual pricing](/dual-pricing) programs can bring your processing costs " +
          "to **0%**. A surcharge is a service fee applied to all credit card sales; dual pricing offers a " +
          "discounted cash price on all sales. What would you like to know?",
      ),
    ],
    menuOptions(FEES_TOPICS),
  ),
  node(
    "fees-how-it-works",
    [
      p("Both programs move the cost of card processing away from your business, openly and with clear signage:"),
      list(
        "**Dual pricing**: each item shows a card price and a discounted cash price, and customers who pay " +
          "cash get the lower price.",
        "**Surcharge**: a service fee is added to credit card sales. Card-brand rules cap the amount, and " +
          "surcharges cannot be applied to debit cards.",
      ),
      p(
        "We set up your terminals, receipts and signage so pricing is clear at checkout. Learn more about " +
          "[dual pricing](/dual-pricing) and the [surcharge program](/surcharge).",
      ),
    ],
    answerOptions(FEES_TOPICS, "fees-how-it-works"),
  ),
  node(
    "fees-faq",
    [
      list(
        "**Is it legal?** Dual pricing (cash discount) is legal in all 50 states. A few states restrict " +
          "surcharging, so we check your state before you start.",
        "**Does a surcharge apply to debit cards?** No. Surcharges cannot be applied to debit cards, " +
          "which is one reason many owners choose dual pricing.",
        "**What about my current equipment?** We review your setup during a free consultation and tell you " +
          "what, if anything, needs to change.",
      ),
      p("More answers are on our [dual pricing](/dual-pricing) and [surcharge](/surcharge) pages."),
    ],
    answerOptions(FEES_TOPICS, "fees-faq"),
  ),
  node(
    "fees-savings",
    [
      p(
        "Savings are about **$300 per $10,000** in monthly card volume, up to **$3,000+ per month** at " +
          "$100,000+ in volume. With competitors typically charging 2.5-3.5% per transaction, those fees add " +
          "up quickly, and 97% of business owners who receive a free rate review end up saving money.",
      ),
      p(
        "Want your own numbers? [Request a consultation](/consult) and a specialist will review your " +
          "current statements with you.",
      ),
    ],
    answerOptions(FEES_TOPICS, "fees-savings"),
  ),
  node(
    "fees-switch",
    [
      p("Switching is simpler than most owners expect:"),
      list(
        "Share a recent processing statement during a free [consultation](/consult)",
        "See what you pay today and what you could save",
        "We set up your program, equipment and signage",
        "Our U.S.-based team supports you 24/7/365 after you go live",
      ),
      p("Ready to start? [Apply today](/merchant-onboarding) and our team will guide you through each step."),
    ],
    answerOptions(FEES_TOPICS, "fees-switch"),
  ),

  // Quote or demo
  node(
    "quote",
    [
      p(
        "We would be glad to prepare a free quote or walk you through a live demo. " +
          "[Request a consultation](/consult) to choose a date and time that suits you and tell us about your " +
          "business and goals. A specialist replies within one business day.",
      ),
      p(
        "Already know you want to get started? [Apply to become a merchant](/merchant-onboarding) " +
          "and we will set up your account.",
      ),
    ],
    [
      { id: "main-pos", text: "POS systems", action: "pos-menu" },
      { id: "main-fees", text: "Eliminate processing fees", action: "fees-menu" },
      TALK_TO_SPECIALIST,
      BACK_TO_MAIN,
    ],
  ),

  // Working capital
  node(
    "funding-menu",
    [
      p(
        "Need working capital for inventory, equipment or growth? Business funding approval comes in " +
          "**24-48 hours**, and we use a soft credit pull with no impact on your credit score. Learn more " +
          "about [working capital](/merchant-cash-advance) and the " +
          "[Speedy Business Loan](/speedy-business-loan). What would you like to know?",
      ),
    ],
    menuOptions(FUNDING_TOPICS),
  ),
  node(
    "funding-how",
    [
      p("Getting funded takes three steps:"),
      list(
        "Apply online with basic details about your business",
        "Share 3 months of bank statements; a soft credit pull has no impact on your credit score",
        "Get an approval decision in 24-48 hours and review your offer before you accept",
      ),
      p(
        "When you're ready, [apply for working capital](/merchant-cash-advance). " +
          "Questions first? A specialist can walk you through it.",
      ),
    ],
    answerOptions(FUNDING_TOPICS, "funding-how"),
  ),
  node(
    "funding-requirements",
    [
      p("To qualify for business funding, you need:"),
      list(
        "3 months of bank statements",
        "A soft credit pull (no impact on your credit score)",
        "At least 3 months in business",
        "At least $5,000 in monthly revenue",
        "A business bank account",
      ),
      p("Approval comes in 24-48 hours. [Apply for working capital](/merchant-cash-advance) when you're ready."),
    ],
    answerOptions(FUNDING_TOPICS, "funding-requirements"),
  ),
  node(
    "funding-uses",
    [
      p("Working capital can cover most business needs, such as:"),
      list(
        "Inventory and supplies ahead of a busy season",
        "New equipment or repairs",
        "Hiring and payroll while you grow",
        "Marketing, renovations or a new location",
      ),
      p(
        "Tell us what you need it for and we will suggest the right option. " +
          "[Apply for working capital](/merchant-cash-advance) or read about the " +
          "[Speedy Business Loan](/speedy-business-loan).",
      ),
    ],
    answerOptions(FUNDING_TOPICS, "funding-uses"),
  ),
  node(
    "funding-apply",
    [
      p(
        "You can [apply for working capital](/merchant-cash-advance) online. Have your last 3 months of " +
          "bank statements and your business bank account details ready. We use a soft credit pull with no " +
          "impact on your credit score, and approval comes in 24-48 hours.",
      ),
      p(
        "Prefer to talk it through first? [Request a consultation](/consult) and a specialist replies " +
          "within one business day.",
      ),
    ],
    answerOptions(FUNDING_TOPICS, "funding-apply"),
  ),

  // Partner or reseller
  node(
    "partner-menu",
    [
      p(
        "We work with agents, banks and financial institutions, integration partners and POS resellers, " +
          "backed by 30+ years of experience and nationwide service. Explore our " +
          "[agent programs](/recruitment), [bank partnerships](/bank-partnership), " +
          "[payment partnerships](/payment-partnerships), the [POS reseller program](/pos-reseller) and the " +
          "[dual pricing dealership](/dual-pricing-dealership). Partners offer our processing, POS systems and " +
          "0% programs to their own clients.",
      ),
    ],
    menuOptions(PARTNER_TOPICS),
  ),
  node(
    "partner-apply",
    [
      p("Joining a partner program takes three steps:"),
      list(
        "Choose your program on our [partner forms](/partnership-forms) page",
        "Complete the form or the [partner registration](/partner-registration) with your details",
        "A specialist replies within one business day to discuss next steps",
      ),
      p("Not sure which program fits? Talk to a specialist and we will help you choose."),
    ],
    [{ id: "partner-menu", text: "Partner programs", action: "partner-menu" }, TALK_TO_SPECIALIST, BACK_TO_MAIN],
  ),

  // Speak with a representative
  node(
    "representative",
    [
      p(
        "We're happy to help. Call us at {phone}, or [request a consultation](/consult) to book a time " +
          "that suits you.",
      ),
      p(
        "Prefer a call back? Leave your name, phone number and the best time to reach you below, and a " +
          "specialist replies within one business day. Customers also get 24/7/365 support from our " +
          "U.S.-based team.",
      ),
    ],
    [
      { id: "main-quote", text: "Get a quote or demo", action: "quote" },
      BACK_TO_MAIN,
    ],
    true,
  ),
];

export const chatScript: Record<string, ChatNode> = Object.fromEntries(nodes.map((entry) => [entry.id, entry]));
