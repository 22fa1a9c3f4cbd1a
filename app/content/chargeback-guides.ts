import type { ContentPage } from "./types";

/**
 * Chargeback guide pages: a hub ("chargeback-guide") plus nine practical guides for merchants.
 * Deadlines and monitoring thresholds are described in general terms only, because the card
 * networks set them and change them over time.
 */
export const chargebackGuidePages: ContentPage[] = [
  {
    slug: "chargeback-guide",
    title: "Chargeback Guide",
    h1: "Keep More of Every Sale by Getting Ahead of Chargebacks",
    description:
      "A practical chargeback guide for merchants: how disputes work, how to win them, how to " +
      "prevent them and how to track the numbers that matter.",
    eyebrow: "Chargeback Guide",
    lead:
      "Chargebacks take back revenue you already earned and can put your merchant account at " +
      "risk. This guide brings together nine practical lessons on understanding, fighting and " +
      "preventing them.",
    highlights: [
      {
        title: "Understand the process",
        text: "Know who does what, from the cardholder's first call to arbitration.",
      },
      {
        title: "Respond with evidence",
        text: "Match your proof to the reason code and submit it before the window closes.",
      },
      {
        title: "Prevent the next one",
        text: "Most chargebacks trace back to fixable gaps in checkout, delivery or communication.",
      },
      {
        title: "Watch your ratio",
        text: "Card networks monitor dispute levels, so track yours every month.",
      },
    ],
    sections: [
      {
        heading: "Why chargebacks deserve your attention",
        paragraphs: [
          "A chargeback costs more than the sale. You lose the revenue and often the merchandise, " +
            "most processors charge a fee for each dispute, and someone on your team spends time " +
            "gathering records. When disputes pile up, the card networks can place your business " +
            "in a monitoring program, which can lead to fines, reserves, higher costs or the loss " +
            "of your merchant account.",
        ],
      },
      {
        heading: "Understand and respond",
        bullets: [
          "[Understanding chargebacks](/understanding-chargebacks): the lifecycle, the parties and the reason-code categories.",
          "[Winning a chargeback dispute](/win-chargeback-dispute): building a representment package that persuades the issuer.",
          "[Refund or fight](/refund-fight-chargeback): deciding when to issue a refund and when to contest.",
          "[Tracking and analysis](/tracking-analysis): measuring your chargeback ratio and finding root causes.",
        ],
      },
      {
        heading: "Prevent disputes before they start",
        bullets: [
          "[Preventing friendly fraud](/preventing-friendly-fraud) when real customers dispute real purchases.",
          "[Documenting transactions](/documenting-transactions) so the evidence exists when you need it.",
          "[Delivery and order chargebacks](/delivery-order-chargebacks) for shipped goods and local delivery.",
          "[Staff training](/staff-training) that stops avoidable processing errors at the counter.",
          "[Customer communication](/customer-communication) that resolves complaints before they reach the bank.",
        ],
      },
      {
        heading: "A quick-start checklist",
        bullets: [
          "Confirm your billing descriptor shows a name customers will recognize.",
          "Dip or tap every card-present transaction instead of keying in the card number.",
          "Require AVS and CVV checks on every online and phone order.",
          "Post your refund policy where customers see it before they pay.",
          "Keep receipts, delivery proof and customer messages together by order.",
          "Check your processor's dispute notifications every business day.",
        ],
      },
      {
        heading: "How we help merchants reduce disputes",
        paragraphs: [
          "Our specialists look at chargebacks as part of your whole payment setup. That can mean " +
            "chip and contactless [POS terminals](/pos-terminals) for the counter, online checkout " +
            "that runs address and security-code checks, and a descriptor customers recognize on " +
            "their statement. Our merchants get 24/7/365 customer support from a U.S.-based team, " +
            "so questions about a dispute notice do not wait until Monday.",
        ],
      },
    ],
    faqs: [
      {
        question: "What is the single most effective way to reduce chargebacks?",
        answer:
          "There is no single fix, but the biggest gains usually come from making every purchase " +
          "easy to recognize and easy to resolve. A clear billing descriptor, a visible refund " +
          "policy and responsive customer service stop many disputes from ever being filed. After " +
          "that, strong documentation helps you win the ones that still arrive.",
      },
      {
        question: "How long do I have to respond to a chargeback?",
        answer:
          "Not long. The card networks set short response windows, and your processor usually sets " +
          "an internal deadline that is earlier still, so act within days of the notice, not weeks. " +
          "If you miss the deadline, the dispute is typically decided against you automatically, " +
          "no matter how strong your evidence would have been.",
      },
      {
        question: "Can chargebacks get my merchant account closed?",
        answer:
          "Yes, if they stay high. Card networks run monitoring programs for merchants whose dispute " +
          "levels exceed set thresholds, and processors watch the same numbers. Persistent excess " +
          "can bring fines, reserves, higher costs and eventually account termination, which may " +
          "also lead to a listing on the MATCH list that makes a new account hard to open.",
      },
      {
        question: "Where should I start if chargebacks are already a problem?",
        answer:
          "Start by pulling the last several months of disputes and grouping them by reason code. " +
          "The pattern usually points to a specific cause, such as an unfamiliar descriptor, " +
          "missing delivery proof or keyed-in transactions. Fix that first, respond to every open " +
          "dispute you can support, and talk to our team about your setup.",
      },
    ],
    related: ["/understanding-chargebacks", "/win-chargeback-dispute", "/preventing-friendly-fraud", "/tracking-analysis"],
    cta: {
      heading: "Want fewer chargebacks next month?",
      text:
        "Request a free consultation and our specialists will review your payment setup for the " +
        "gaps that lead to disputes.",
    },
  },
  {
    slug: "understanding-chargebacks",
    title: "Understanding Chargebacks",
    h1: "How Chargebacks Work, from Dispute to Decision",
    description:
      "How the chargeback process works: the cardholder dispute, issuer, acquirer, " +
      "representment, pre-arbitration, arbitration and reason-code categories.",
    eyebrow: "Chargeback Guide",
    lead:
      "A chargeback is a forced reversal of a card payment that starts with the cardholder's bank, " +
      "not with you. Knowing each step and each party makes it far easier to respond well.",
    highlights: [
      {
        title: "Five parties",
        text: "Cardholder, issuing bank, card network, acquirer and merchant each play a role.",
      },
      {
        title: "Defined stages",
        text: "Dispute, chargeback, representment, then pre-arbitration and arbitration if needed.",
      },
      {
        title: "Four reason categories",
        text: "Fraud, authorization, processing errors and consumer disputes.",
      },
      {
        title: "Tight deadlines",
        text: "Each stage has a short response window set by the card networks.",
      },
    ],
    sections: [
      {
        heading: "What a chargeback is and is not",
        paragraphs: [
          "Chargebacks exist to protect cardholders from fraud and from merchants who do not " +
            "deliver. When a cardholder disputes a charge, the issuing bank can pull the money back " +
            "from the merchant through the card network. Unlike a refund, which you choose to give, " +
            "a chargeback is taken from you, usually with a fee attached, and it counts against " +
            "your dispute history with the networks.",
        ],
      },
      {
        heading: "The chargeback lifecycle",
        bullets: [
          "**Cardholder dispute:** the customer contacts their card issuer about a charge.",
          "**Issuer review:** the issuer assigns a reason code, often gives the cardholder a provisional credit and sends the chargeback through the network.",
          "**Acquirer notice:** your processor debits the amount from your account and notifies you.",
          "**Representment:** you accept the loss or respond with evidence, which the acquirer forwards to the issuer.",
          "**Pre-arbitration:** if the issuer still sides with the cardholder, either side can escalate with more information.",
          "**Arbitration:** the card network makes a final ruling, and the losing side typically pays a substantial fee.",
        ],
      },
      {
        heading: "Reason-code categories",
        paragraphs: [
          "Every chargeback carries a reason code. Each card network numbers them differently, but " +
            "they fall into a few broad groups, and the group tells you what evidence the issuer " +
            "will expect. Read the code carefully before you gather a single document.",
        ],
        bullets: [
          "**Fraud:** the cardholder says they did not make or authorize the purchase.",
          "**Authorization:** the transaction was not properly authorized or was processed after a decline.",
          "**Processing errors:** duplicate charges, wrong amounts, late presentment or a credit that was not processed.",
          "**Consumer disputes:** goods not received, not as described, defective, or a canceled service still billed.",
        ],
      },
      {
        heading: "Requests for information and pre-dispute steps",
        paragraphs: [
          "Before filing a chargeback, an issuer sometimes sends a request for information, often " +
            "called a retrieval request, asking for a copy of the receipt or order details. Answer " +
            "it quickly and completely; a clear response can stop the dispute there. Some networks " +
            "also offer alert and order-data programs that let you resolve a complaint before it " +
            "becomes a formal chargeback.",
        ],
      },
      {
        heading: "What chargebacks cost your business",
        paragraphs: [
          "The direct cost is the sale amount plus any chargeback fee your processor charges. The " +
            "indirect costs are larger: lost merchandise, shipping, staff time and the risk that a " +
            "rising dispute ratio draws network monitoring. High-risk merchants can also face " +
            "reserves held against future disputes. Our guide to " +
            "[winning a chargeback dispute](/win-chargeback-dispute) covers how to recover what you can.",
        ],
      },
    ],
    faqs: [
      {
        question: "What is the difference between a chargeback and a refund?",
        answer:
          "A refund is a credit you issue voluntarily, usually after the customer contacts you. A " +
          "chargeback is initiated by the cardholder's bank and taken from your account through the " +
          "card network, typically with a fee. Refunds do not count toward your chargeback ratio, " +
          "which is why resolving complaints directly is almost always better.",
      },
      {
        question: "How long after a purchase can a customer file a chargeback?",
        answer:
          "Cardholders generally have a much longer window than merchants, often several months " +
          "from the transaction or from the expected delivery date, depending on the network and " +
          "reason code. That is why you should keep transaction records well beyond the sale. " +
          "Merchants, by contrast, get short response windows and must act within days.",
      },
      {
        question: "Do I lose the money as soon as a chargeback is filed?",
        answer:
          "Usually, yes. Your processor typically debits the disputed amount from your account when " +
          "the chargeback arrives, before you have responded. If you successfully represent the " +
          "transaction, the funds are returned to you. If you lose or do not respond, the debit " +
          "stands and any chargeback fee applies.",
      },
      {
        question: "What happens in arbitration?",
        answer:
          "Arbitration is the final stage, reached only when pre-arbitration does not resolve the " +
          "dispute. The card network reviews the case and makes a binding decision. The losing " +
          "side generally pays a significant arbitration fee on top of the disputed amount, so " +
          "merchants should weigh the strength of their evidence carefully before going that far.",
      },
    ],
    related: ["/chargeback-guide", "/win-chargeback-dispute", "/refund-fight-chargeback", "/documenting-transactions"],
    cta: {
      heading: "Have a dispute notice in front of you?",
      text:
        "Request a free consultation and a specialist will reply within one business day to help " +
        "you understand the process and your options.",
    },
  },
  {
    slug: "win-chargeback-dispute",
    title: "Win a Chargeback Dispute",
    h1: "Build a Representment Package That Wins Disputes",
    description:
      "How to win a chargeback dispute: read the reason code, meet the deadline, match evidence " +
      "to the claim and write a clear rebuttal letter.",
    eyebrow: "Chargeback Guide",
    lead:
      "You can win a chargeback when you respond on time with evidence that directly answers the " +
      "cardholder's claim. A focused, well-organized package beats a pile of documents every time.",
    highlights: [
      {
        title: "Start with the code",
        text: "The reason code tells you exactly what the issuer needs to see.",
      },
      {
        title: "Beat the deadline",
        text: "Work to your processor's internal date, not the network's.",
      },
      {
        title: "Relevant evidence only",
        text: "Every document should answer the specific claim.",
      },
      {
        title: "A clear summary",
        text: "A short rebuttal letter guides the reviewer through your proof.",
      },
    ],
    sections: [
      {
        heading: "Step by step through a representment",
        bullets: [
          "Read the notice: amount, transaction date, reason code and response deadline.",
          "Pull the transaction and every related record: receipt, order, delivery, messages.",
          "Decide whether the claim is valid; if it is, accept rather than waste effort.",
          "Gather the evidence that answers this specific reason code.",
          "Write a one-page rebuttal letter and label each exhibit.",
          "Submit through your processor and note the date for follow-up.",
        ],
      },
      {
        heading: "Evidence that wins, by reason category",
        paragraphs: [
          "Issuers judge each case against the claim the cardholder made, so the best package is " +
            "the one that answers that claim directly. Use the table below as a starting point, " +
            "and add anything specific to the sale, such as a signed service agreement or a chat " +
            "transcript where the customer confirmed the order.",
        ],
        table: {
          caption: "Evidence to include for each reason-code category",
          rows: [
            ["Reason category", "Strong evidence"],
            ["Fraud, card present", "EMV chip read or contactless record, signed receipt where collected, authorization code"],
            ["Fraud, card not present", "AVS and CVV match, cardholder authentication result, IP and device data, prior undisputed orders"],
            ["Authorization", "Approval code and timestamp showing the sale was authorized for the amount charged"],
            ["Processing errors", "Itemized receipts showing separate purchases, correct amount, or proof a credit was issued"],
            ["Consumer disputes", "Delivery confirmation, product description, refund policy shown at checkout, communication logs"],
          ],
        },
      },
      {
        heading: "Writing the rebuttal letter",
        paragraphs: [
          "Issuer reviewers handle many cases, so make yours easy to decide. Open with the " +
            "transaction details and the reason code, state in one sentence why the chargeback is " +
            "invalid, then list each exhibit and what it proves. Stay factual and polite, skip " +
            "complaints about the customer, and highlight the key details, such as a matching " +
            "address or a delivery signature, so they cannot be missed.",
        ],
      },
      {
        heading: "Common mistakes that lose winnable cases",
        bullets: [
          "Missing the response deadline, which usually means an automatic loss.",
          "Sending evidence that does not address the reason code.",
          "Issuing a refund after the chargeback, so you pay twice.",
          "Submitting unreadable screenshots or unlabeled files.",
          "Omitting the refund or cancellation policy the customer agreed to.",
        ],
      },
      {
        heading: "If the issuer still rules against you",
        paragraphs: [
          "After representment, the issuer may accept your evidence and close the case or continue " +
            "the dispute into pre-arbitration. At that point, decide whether new evidence strengthens " +
            "your position enough to justify arbitration and its fees. Either way, log the outcome in " +
            "your [tracking and analysis](/tracking-analysis) records so each dispute teaches you " +
            "something about prevention.",
        ],
      },
    ],
    faqs: [
      {
        question: "Is it worth fighting a small chargeback?",
        answer:
          "Often, yes, if you have clear evidence and an efficient process. A single small dispute " +
          "may not justify much time, but recurring disputes add up, and responding consistently " +
          "signals that your business documents its sales. Templates and well-organized records " +
          "make small cases quick to answer. Our refund-or-fight guide explains how to decide.",
      },
      {
        question: "What is compelling evidence?",
        answer:
          "Compelling evidence is documentation that directly refutes the cardholder's claim. For " +
          "a fraud claim on an online order, that could be proof the same customer made earlier " +
          "undisputed purchases with matching account, device or address details. For a not-received " +
          "claim, it is carrier confirmation of delivery to the address the cardholder provided.",
      },
      {
        question: "Should I contact the customer during a dispute?",
        answer:
          "Contacting the customer can help if the dispute came from confusion, such as an " +
          "unfamiliar descriptor. The cardholder may withdraw the dispute with their bank. Do not " +
          "issue a separate refund while the chargeback is open, and do not pressure the customer. " +
          "Keep a record of every message, since it may become evidence.",
      },
      {
        question: "Why did I lose a dispute when I had a signed receipt?",
        answer:
          "A signature alone rarely settles a fraud dispute on a card-present sale. Chip data " +
          "matters more: if a chip card was swiped or keyed in instead of dipped or tapped, " +
          "liability for counterfeit fraud can shift to the merchant. For consumer disputes, a " +
          "receipt proves the sale happened but not that the goods matched the description.",
      },
    ],
    related: ["/understanding-chargebacks", "/documenting-transactions", "/refund-fight-chargeback", "/chargeback-guide"],
    cta: {
      heading: "Want a second pair of eyes on your dispute process?",
      text:
        "Request a free consultation and our specialists will help you tighten the records and " +
        "workflow behind every representment.",
    },
  },
  {
    slug: "preventing-friendly-fraud",
    title: "Preventing Friendly Fraud",
    h1: "Stop Real Customers from Disputing Real Purchases",
    description:
      "Practical ways to prevent friendly fraud chargebacks: recognizable descriptors, clear " +
      "policies, order confirmations and easy subscription cancellation.",
    eyebrow: "Chargeback Guide",
    lead:
      "Friendly fraud happens when a genuine cardholder disputes a purchase they made or " +
      "authorized. Some of it is deliberate, but much of it comes from confusion you can prevent.",
    highlights: [
      {
        title: "Recognizable charges",
        text: "A clear descriptor prevents calls to the bank about unfamiliar charges.",
      },
      {
        title: "Easier refunds",
        text: "Customers who can reach you rarely go to their bank first.",
      },
      {
        title: "Subscription clarity",
        text: "Reminders and simple cancellation prevent recurring-billing disputes.",
      },
      {
        title: "Proof on file",
        text: "Authentication and order records defeat deliberate abuse.",
      },
    ],
    sections: [
      {
        heading: "Why friendly fraud happens",
        bullets: [
          "The customer does not recognize the business name on their statement.",
          "A family member used the card without the cardholder knowing.",
          "The customer forgot a subscription renewal or a trial conversion.",
          "Buyer's remorse, or a belief that disputing is easier than returning.",
          "Deliberate abuse: keeping the goods and getting the money back.",
        ],
      },
      {
        heading: "Make every charge recognizable",
        paragraphs: [
          "Your billing descriptor is the text that appears on the cardholder's statement. If it " +
            "shows a legal entity name or an abbreviation customers have never seen, expect disputes. " +
            "Ask your processor to use the name on your storefront or website, and add contact " +
            "details where the descriptor format allows. Put the same name on receipts and " +
            "confirmation messages so everything matches.",
        ],
      },
      {
        heading: "Make it easier to contact you than the bank",
        paragraphs: [
          "Cardholders usually go to their bank when they cannot reach the merchant or expect a " +
            "fight. Display your refund and return policy before checkout, list a contact method on " +
            "receipts and order emails, and answer quickly. A fast, fair refund costs you the sale, " +
            "but a chargeback costs the sale plus a fee and a mark on your dispute ratio. See our " +
            "guide to [customer communication](/customer-communication).",
        ],
      },
      {
        heading: "Subscriptions and recurring billing",
        bullets: [
          "Show renewal terms clearly at signup and collect explicit consent.",
          "Send a reminder before a free trial converts or an annual plan renews.",
          "Offer cancellation online, without a maze of retention screens.",
          "Confirm every cancellation in writing and stop billing immediately.",
        ],
      },
      {
        heading: "Deter deliberate abuse",
        paragraphs: [
          "For online orders, run AVS and CVV checks and use cardholder authentication such as " +
            "3-D Secure where available, which can shift liability for fraud claims away from you. " +
            "Record IP address and device details, require a signature for high-value deliveries " +
            "and keep order histories. Customers with a pattern of disputes can be declined for " +
            "future orders. Our guide to [documenting transactions](/documenting-transactions) " +
            "lists what to keep.",
        ],
      },
    ],
    faqs: [
      {
        question: "Is friendly fraud actually fraud?",
        answer:
          "Sometimes. The term covers everything from honest confusion, like an unrecognized " +
          "descriptor or a forgotten renewal, to deliberate abuse by a customer who keeps the goods " +
          "and disputes the charge. Treat the confused cases as a communication problem you can " +
          "fix, and fight the deliberate ones with evidence.",
      },
      {
        question: "Can I win a friendly fraud chargeback?",
        answer:
          "Often, yes, when you have the right documentation. Proof that the cardholder authorized " +
          "the purchase, received the goods or used the service, and agreed to your terms is " +
          "persuasive. For online sales, matching device, address or account details from earlier " +
          "undisputed purchases can be especially strong under current card network rules.",
      },
      {
        question: "Should I block customers who file chargebacks?",
        answer:
          "Many merchants decline future orders from a customer after a deliberate, unfounded " +
          "dispute, which is a reasonable business decision. Be more careful with one-off " +
          "disputes caused by confusion, since those customers may simply need a clearer " +
          "descriptor or receipt. Apply any blocking policy consistently and document why you " +
          "made each decision.",
      },
      {
        question: "How do I change my billing descriptor?",
        answer:
          "Ask your processor. Descriptor formats have character limits, so choose the clearest " +
          "version of the name customers know, and add a website or city where the format allows. " +
          "Test it by making a small purchase and checking how it appears on a statement, then " +
          "match your receipts to it.",
      },
    ],
    related: ["/customer-communication", "/documenting-transactions", "/ecommerce", "/chargeback-guide"],
    cta: {
      heading: "Not sure what your customers see on their statements?",
      text:
        "Request a free consultation and our specialists will review your descriptor, checkout and " +
        "receipts for friendly fraud triggers.",
    },
  },
  {
    slug: "documenting-transactions",
    title: "Documenting Transactions",
    h1: "Keep the Records That Win Chargebacks Later",
    description:
      "What to record for every card transaction so you can answer chargebacks: in-store, online, " +
      "delivery, service and recurring billing records.",
    eyebrow: "Chargeback Guide",
    lead:
      "You cannot win a chargeback with evidence you never captured. A simple, consistent " +
      "documentation routine for each sales channel turns most disputes into a quick response.",
    highlights: [
      {
        title: "Channel by channel",
        text: "Different evidence matters in store, online, on delivery and for services.",
      },
      {
        title: "Linked records",
        text: "Tie each order to its payment so you can find everything in minutes.",
      },
      {
        title: "Kept long enough",
        text: "Retain records beyond the period in which customers can dispute.",
      },
      {
        title: "Policies on file",
        text: "Prove what terms the customer saw when they paid.",
      },
    ],
    sections: [
      {
        heading: "Card-present sales",
        bullets: [
          "Transaction record showing an EMV chip read or contactless tap, not a keyed entry.",
          "Authorization code, date, time and amount.",
          "Itemized receipt, signed where your process collects signatures.",
          "Notes for unusual sales, such as an ID check on a large purchase.",
        ],
      },
      {
        heading: "Online and phone orders",
        bullets: [
          "AVS and CVV results, plus any cardholder authentication result.",
          "IP address, device details and the customer account used.",
          "Billing and shipping addresses, and whether they match.",
          "Order confirmation email or text with the items and total.",
          "A record that the customer accepted your terms and refund policy.",
        ],
      },
      {
        heading: "Delivery, services and recurring billing",
        paragraphs: [
          "For shipped goods, keep tracking numbers and carrier delivery confirmation, with a " +
            "signature for high-value orders. For services, keep signed estimates, work orders, " +
            "completion sign-offs and before-and-after photos. For subscriptions, keep the signup " +
            "record showing consent to recurring charges, every renewal reminder you sent and the " +
            "date of any cancellation. Each record answers a specific consumer-dispute claim.",
        ],
      },
      {
        heading: "Prove your policies and conversations",
        paragraphs: [
          "Issuers want to know what the customer saw before paying. Save dated screenshots of " +
            "your checkout page showing the refund policy, and keep a copy of in-store signage or " +
            "printed receipt terms. Log every customer contact about an order: emails, chat " +
            "transcripts, texts and notes from phone calls. A calm message history showing you " +
            "offered a fix is powerful evidence.",
        ],
      },
      {
        heading: "Organize and retain records",
        paragraphs: [
          "Link every order or invoice number to its transaction ID so records can be pulled in " +
            "minutes once a notice arrives. Store them securely, never keep full card numbers or " +
            "security codes, and follow PCI DSS, which applies to every merchant that takes cards. " +
            "Keep records longer than the longest dispute window, which can run many months after " +
            "the sale or the expected delivery date.",
        ],
      },
    ],
    faqs: [
      {
        question: "How long should I keep transaction records?",
        answer:
          "Keep them at least as long as a customer can dispute the charge, and then some. Dispute " +
          "windows can extend many months after the transaction or the expected delivery date, and " +
          "pre-arbitration can add more time. Many merchants simply keep chargeback-relevant records " +
          "for well over a year, subject to their own legal and tax retention needs.",
      },
      {
        question: "Is a signature still useful on card-present sales?",
        answer:
          "It can help in some consumer disputes as proof the customer took part in the sale, but " +
          "for fraud claims the chip or contactless record carries more weight. The most important " +
          "habit is to dip or tap every card the terminal supports, because keyed or swiped chip " +
          "cards can shift counterfeit fraud liability to you.",
      },
      {
        question: "Can I store card numbers to help with disputes?",
        answer:
          "No. Never store full card numbers, security codes or magnetic stripe data in your own " +
          "files. You do not need them to answer a chargeback: the transaction ID, authorization " +
          "code, last four digits and your order records are enough. Tokenization lets you handle " +
          "repeat payments without keeping sensitive card data yourself.",
      },
      {
        question: "What is the most commonly missing piece of evidence?",
        answer:
          "Proof of what the customer agreed to. Many merchants have the receipt and tracking " +
          "number but cannot show the refund policy or subscription terms the customer saw at " +
          "checkout. Dated screenshots of your checkout pages and printed policies on receipts " +
          "close that gap with very little effort.",
      },
    ],
    related: ["/win-chargeback-dispute", "/delivery-order-chargebacks", "/pos-terminals", "/chargeback-guide"],
    cta: {
      heading: "Are your records ready for the next dispute?",
      text:
        "Request a free consultation and our specialists will help you set up a documentation " +
        "routine that fits how you sell.",
    },
  },
  {
    slug: "refund-fight-chargeback",
    title: "Refund or Fight",
    h1: "Know When to Refund and When to Fight a Chargeback",
    description:
      "A decision framework for merchants: when to refund a customer, when to accept a chargeback " +
      "and when to fight it with evidence.",
    eyebrow: "Chargeback Guide",
    lead:
      "Not every dispute is worth fighting, and not every complaint deserves a refund. The right " +
      "call depends on timing, the validity of the claim and the evidence you hold.",
    highlights: [
      {
        title: "Timing matters",
        text: "A refund before a chargeback is filed is almost always the cheaper path.",
      },
      {
        title: "Never pay twice",
        text: "Once a chargeback is open, a separate refund doubles your loss.",
      },
      {
        title: "Evidence decides",
        text: "Fight when your proof answers the reason code directly.",
      },
      {
        title: "Mind your ratio",
        text: "Prevention protects your dispute record better than winning.",
      },
    ],
    sections: [
      {
        heading: "Before a chargeback: refunds are usually cheaper",
        paragraphs: [
          "When a customer contacts you with a complaint that has merit, such as a duplicate " +
            "charge, an order that never shipped or a defective product, refund promptly. A refund " +
            "costs you the sale amount. A chargeback costs the same amount plus a fee, staff time " +
            "and a mark against your dispute ratio. A quick refund also keeps a customer who might " +
            "otherwise never return.",
        ],
      },
      {
        heading: "After a chargeback: do not refund separately",
        paragraphs: [
          "Once a chargeback has been filed, the disputed amount has already been taken from your " +
            "account. If you also issue a refund, the customer is credited twice and recovering " +
            "the second payment is difficult. Instead, either accept the chargeback or respond " +
            "through your processor. If you refunded before the chargeback arrived, respond with " +
            "proof that the credit was processed.",
        ],
      },
      {
        heading: "When to fight",
        bullets: [
          "You have evidence that directly answers the reason code.",
          "A fraud claim hits a chip-read or contactless sale, or an online order with strong authentication.",
          "A not-received claim where you hold delivery confirmation to the cardholder's address.",
          "The customer agreed to terms, used the service or never contacted you first.",
          "The pattern suggests deliberate abuse that will repeat if unchallenged.",
        ],
      },
      {
        heading: "When to accept",
        bullets: [
          "The claim is valid: a processing error, duplicate charge or undelivered order.",
          "You lack the documentation to answer the reason code.",
          "The response deadline has passed or cannot realistically be met.",
          "The amount is small and the evidence is weak.",
        ],
      },
      {
        heading: "Think beyond a single case",
        paragraphs: [
          "In many monitoring programs, a chargeback counts toward your ratio whether you win it " +
            "or not, so winning recovers money but does not erase the dispute. The real goal is " +
            "fewer disputes. Every accepted chargeback should prompt a question about cause, which " +
            "is why we recommend logging each decision in your " +
            "[tracking and analysis](/tracking-analysis) records and reviewing them monthly.",
        ],
      },
    ],
    faqs: [
      {
        question: "If I accept a chargeback, does it still hurt my account?",
        answer:
          "Yes. An accepted chargeback still counts toward your dispute history and chargeback " +
          "ratio, and any chargeback fee still applies. Accepting saves the time of preparing a " +
          "response, which makes sense for valid claims or weak cases, but it is not a neutral " +
          "outcome. Preventing the dispute is the only way to avoid the impact entirely.",
      },
      {
        question: "Can I offer a partial refund to avoid a chargeback?",
        answer:
          "Yes, before a dispute is filed. A partial refund or store credit can resolve a complaint " +
          "about a late delivery or minor defect, as long as the customer agrees. Confirm the " +
          "agreement in writing and keep the record. If the customer disputes anyway, that written " +
          "agreement becomes evidence in your response.",
      },
      {
        question: "What if the customer asks for a refund after filing a chargeback?",
        answer:
          "Do not send a separate refund while the chargeback is open, because the customer has " +
          "already received a provisional credit or will receive the funds through the dispute. " +
          "Explain that the chargeback process will handle it, or ask the customer to withdraw the " +
          "dispute with their bank if the two of you reach another arrangement.",
      },
      {
        question: "How do I decide quickly when I get many disputes?",
        answer:
          "Create a simple rule set by reason code: which codes you always fight when certain " +
          "evidence exists, which you accept, and which need a manager's review. Tie it to a " +
          "minimum amount that justifies the effort. A consistent rule set saves time, keeps " +
          "decisions objective and makes your tracking data more meaningful.",
      },
    ],
    related: ["/win-chargeback-dispute", "/customer-communication", "/tracking-analysis", "/chargeback-guide"],
    cta: {
      heading: "Need a clear rule set for your disputes?",
      text:
        "Request a free consultation and our specialists will help you decide which disputes to " +
        "refund, accept or fight.",
    },
  },
  {
    slug: "delivery-order-chargebacks",
    title: "Delivery Order Chargebacks",
    h1: "Protect Delivery and Shipped Orders from Chargebacks",
    description:
      "How to prevent and win chargebacks on shipped and delivered orders: address checks, " +
      "delivery proof, order confirmations and fast problem resolution.",
    eyebrow: "Chargeback Guide",
    lead:
      "Orders that leave your premises bring claims you never see at the counter: not received, " +
      "damaged, wrong items or late. Good delivery records and quick communication handle most of them.",
    highlights: [
      {
        title: "Verify at order",
        text: "Address and security-code checks before you ship or dispatch.",
      },
      {
        title: "Prove delivery",
        text: "Tracking, photos, timestamps and signatures for high-value orders.",
      },
      {
        title: "Confirm the details",
        text: "Order confirmations remove doubt about what was ordered.",
      },
      {
        title: "Fix problems fast",
        text: "A quick replacement or credit beats a dispute.",
      },
    ],
    sections: [
      {
        heading: "Why delivery orders attract disputes",
        paragraphs: [
          "Delivery and shipped orders are usually card-not-present sales, which carry more fraud " +
            "risk, and the handoff happens where you cannot see it. Packages go missing from " +
            "porches, food arrives late or cold, and items get damaged in transit. Every one of " +
            "those problems can become an item-not-received or not-as-described claim if the " +
            "customer cannot get a quick answer from you.",
        ],
      },
      {
        heading: "Prevention at the time of order",
        bullets: [
          "Run AVS and CVV checks and review orders where the shipping and billing addresses differ.",
          "Send an order confirmation listing items, total, address and expected timing.",
          "Flag rush orders of resellable goods to new customers for a second look.",
          "State delivery, substitution and refund terms before payment.",
          "For phone orders, consider a secure [text payment link](/text-qr) instead of reading card numbers aloud.",
        ],
      },
      {
        heading: "Proof of delivery",
        paragraphs: [
          "For shipped goods, use carriers that provide tracking and delivery confirmation, and " +
            "require a signature on high-value orders. For local delivery, record the dispatch time, " +
            "driver, delivery time and a photo at the door where possible. Ship only to the address " +
            "the cardholder provided, since proof of delivery to a different address rarely wins a " +
            "dispute.",
        ],
      },
      {
        heading: "Restaurants and local delivery",
        paragraphs: [
          "When customers order through a third-party delivery app and pay the app, the platform is " +
            "usually the merchant of record and handles disputes itself. When you take orders and " +
            "payments directly, the risk is yours. Text customers when the order leaves, keep " +
            "itemized tickets, and train drivers to confirm the name on the order. Our " +
            "[restaurant payment solutions](/restaurants) support direct ordering.",
        ],
      },
      {
        heading: "When something goes wrong",
        paragraphs: [
          "Respond the same day a customer reports a missing, damaged or incorrect order. Offer a " +
            "replacement, a credit or a refund based on your posted policy, file the carrier claim " +
            "yourself, and document the resolution. A customer who receives a fair fix rarely " +
            "calls the bank. If they dispute anyway, your message history and delivery records " +
            "become the core of your response.",
        ],
      },
    ],
    faqs: [
      {
        question: "Does tracking that says delivered win an item-not-received chargeback?",
        answer:
          "It helps, especially when the delivery address matches the address the cardholder " +
          "provided and verified through AVS. For high-value orders, a signature or delivery photo " +
          "is much stronger than a scan alone. Include the order confirmation and any messages with " +
          "the customer to show the full picture.",
      },
      {
        question: "Who handles chargebacks on third-party delivery app orders?",
        answer:
          "Usually the platform, because the customer paid the app rather than your business. The " +
          "app's own policies then decide how refunds and disputes affect you, so read your platform " +
          "agreement carefully. For orders placed and paid directly with you, by phone, website or " +
          "at the door, you handle any chargeback through your processor.",
      },
      {
        question: "Should I require a signature for every delivery?",
        answer:
          "Not necessarily. Signature requirements add cost and can slow delivery, which frustrates " +
          "customers. Many merchants require signatures only above a set order value or for items " +
          "that are frequently targeted by fraud. Set a threshold that reflects your products and " +
          "dispute history, and apply it consistently.",
      },
      {
        question: "What about a customer who says the food order was wrong or cold?",
        answer:
          "Those are quality complaints, and the fastest fix is usually a partial credit, a " +
          "replacement or a refund based on your policy. Keep itemized tickets and timestamps so " +
          "you can show what was ordered, prepared and delivered. Disputes over food quality are " +
          "hard to win, so resolving them directly is usually the better business choice.",
      },
    ],
    related: ["/documenting-transactions", "/customer-communication", "/restaurants", "/ecommerce"],
    cta: {
      heading: "Shipping or delivering more orders?",
      text:
        "Request a free consultation and our specialists will help you set up checkout and delivery " +
        "steps that hold up in a dispute.",
    },
  },
  {
    slug: "staff-training",
    title: "Chargeback Staff Training",
    h1: "Train Your Team to Prevent Chargebacks at Every Sale",
    description:
      "Chargeback prevention training for staff: correct card handling, avoiding processing " +
      "errors, spotting fraud red flags and handling complaints well.",
    eyebrow: "Chargeback Guide",
    lead:
      "Many chargebacks start with a small mistake at the register, on the phone or in a customer " +
      "service reply. A short, practical training routine removes most of those errors.",
    highlights: [
      {
        title: "Handle cards correctly",
        text: "Dip or tap, run the sale once and settle on time.",
      },
      {
        title: "Spot red flags",
        text: "Recognize risky orders before they ship or leave the store.",
      },
      {
        title: "Resolve complaints",
        text: "Give staff the authority and words to fix problems.",
      },
      {
        title: "Document as you go",
        text: "Notes taken at the time become evidence later.",
      },
    ],
    sections: [
      {
        heading: "Card handling at the point of sale",
        bullets: [
          "Dip the chip or accept a tap; key in a card only when your policy allows.",
          "Never complete a sale after a decline, or use an old approval code to force it through.",
          "Do not split one purchase across several transactions to get around a decline.",
          "Double-check the amount, including tips, before finalizing.",
          "Void mistakes the same day rather than refunding later.",
          "Close and settle batches daily to avoid late presentment.",
        ],
      },
      {
        heading: "Phone and online orders",
        paragraphs: [
          "Staff who take orders remotely need a checklist: confirm the billing address, collect " +
            "the security code, read the total and terms back to the customer, and send a written " +
            "confirmation. Teach them to pause on orders with mismatched addresses, unusual rush " +
            "shipping, several declined cards or unusually large first orders, and to escalate " +
            "rather than push those orders through.",
        ],
      },
      {
        heading: "Complaint handling and refunds",
        paragraphs: [
          "Front-line staff should know the refund and return policy well enough to explain it " +
            "plainly, and have clear authority to resolve routine problems on the spot. A customer " +
            "who leaves satisfied rarely calls the bank. Teach staff to log every complaint, " +
            "promise only what policy allows and escalate anything involving a mention of a " +
            "dispute. See [customer communication](/customer-communication) for scripts.",
        ],
      },
      {
        heading: "Building a training routine",
        bullets: [
          "Cover chargeback basics during onboarding for every role that touches payments.",
          "Give each role a one-page checklist: cashier, server, phone orders, service desk.",
          "Hold brief refreshers and review recent disputes as real examples.",
          "Retrain promptly after a spike in a particular reason code.",
          "Keep attendance records alongside your other [manager compliance training](/manager-compliance-training) files.",
        ],
      },
      {
        heading: "Equipment that supports good habits",
        paragraphs: [
          "Training works best when the equipment makes the right step the easy one. Terminals " +
            "that accept chip and contactless payments remove the temptation to swipe or key in, " +
            "and a point-of-sale system that prints itemized receipts and records who handled each " +
            "sale creates evidence automatically. Our [point-of-sale systems](/point-of-sale) are " +
            "built with those habits in mind.",
        ],
      },
    ],
    faqs: [
      {
        question: "Which employees need chargeback training?",
        answer:
          "Everyone who takes payments, processes refunds, handles orders or answers customer " +
          "complaints, including cashiers, servers, phone staff, delivery drivers, service desk " +
          "staff and managers. Each role needs different detail, so keep the training short and " +
          "role-specific. Managers should also understand dispute deadlines and how to pull " +
          "records when a notice arrives.",
      },
      {
        question: "Why does keying in a card number matter?",
        answer:
          "When a chip card is keyed in or swiped instead of dipped or tapped, the transaction " +
          "loses the protection the chip provides, and liability for counterfeit fraud can shift " +
          "to the merchant. Keyed transactions also tend to cost more to process. Teach staff to " +
          "use the chip reader whenever the card and terminal support it.",
      },
      {
        question: "What processing errors cause chargebacks most often?",
        answer:
          "Common ones include charging a card twice, entering the wrong amount, settling batches " +
          "late, processing a sale after a decline and failing to issue a promised credit. Each is " +
          "preventable with clear procedures and a daily check of voids, refunds and batch " +
          "settlement. These disputes are also hard to win, so prevention matters.",
      },
      {
        question: "How often should we refresh chargeback training?",
        answer:
          "Cover the basics at onboarding and refresh them regularly, for example with a short " +
          "review at team meetings a few times a year. Refresh sooner when you see a cluster of " +
          "disputes with the same reason code, change equipment or policies, or hire a large " +
          "group of seasonal staff.",
      },
    ],
    related: ["/documenting-transactions", "/customer-communication", "/pos-terminals", "/chargeback-guide"],
    cta: {
      heading: "Want your team and your equipment working together?",
      text:
        "Request a free consultation and our specialists will help you match training and " +
        "terminals to the way your business sells.",
    },
  },
  {
    slug: "customer-communication",
    title: "Customer Communication",
    h1: "Resolve Complaints Before They Become Chargebacks",
    description:
      "Customer communication that prevents chargebacks: clear policies, confirmations, proactive " +
      "updates, fast replies and a recognizable billing descriptor.",
    eyebrow: "Chargeback Guide",
    lead:
      "Most cardholders go to their bank only when they cannot get an answer from the merchant. " +
      "Clear, timely communication at every stage keeps those conversations with you.",
    highlights: [
      {
        title: "Set expectations",
        text: "Policies and terms shown before payment, not after.",
      },
      {
        title: "Confirm everything",
        text: "Receipts and confirmations that match your descriptor.",
      },
      {
        title: "Update proactively",
        text: "Tell customers about delays before they ask.",
      },
      {
        title: "Answer quickly",
        text: "Fast, fair replies keep disputes out of the bank.",
      },
    ],
    sections: [
      {
        heading: "Before the sale",
        bullets: [
          "Show refund, return and cancellation terms near the pay button and on receipts.",
          "Describe products and services accurately, including limits and exclusions.",
          "Disclose shipping times, recurring charges and any service fees up front.",
          "Make a contact method easy to find on your website and receipts.",
        ],
      },
      {
        heading: "Between purchase and delivery",
        paragraphs: [
          "Send an order confirmation right away, using the same business name that appears on " +
            "the card statement. Follow with shipping or appointment updates, and tell customers " +
            "about delays or substitutions before they notice. A short message saying an order is " +
            "running late prevents the worried call to the bank that turns into a not-received " +
            "dispute a week later.",
        ],
      },
      {
        heading: "Handling a complaint",
        bullets: [
          "Reply quickly, ideally the same business day.",
          "Acknowledge the problem and restate it so the customer knows you understand.",
          "Offer a concrete fix under your policy: replacement, credit, refund or redo.",
          "Confirm the resolution in writing and follow through when promised.",
          "Log the conversation in the order record.",
        ],
      },
      {
        heading: "Descriptors and statement recognition",
        paragraphs: [
          "Many disputes are simply customers not recognizing a charge. Your billing descriptor " +
            "should use the name on your sign or website, and your receipts and confirmation " +
            "emails should use the same name. If you operate under a brand name different from " +
            "your legal name, make sure the brand name appears. Our guide to " +
            "[preventing friendly fraud](/preventing-friendly-fraud) covers descriptors in more detail.",
        ],
      },
      {
        heading: "When a dispute is already open",
        paragraphs: [
          "If a customer files a chargeback, you can still reach out politely to understand the " +
            "problem. Sometimes the cardholder simply did not recognize the charge and will " +
            "withdraw the dispute with their bank. Avoid issuing a separate refund while the " +
            "chargeback is open, and never pressure the customer. Save every exchange, since a " +
            "respectful message history strengthens your response.",
        ],
      },
    ],
    faqs: [
      {
        question: "How fast should we respond to customer complaints?",
        answer:
          "As fast as you reasonably can, ideally within the same business day. The longer a " +
          "customer waits, the more likely they are to call their bank instead. An automatic " +
          "acknowledgment that a real person will follow up, with a specific timeframe, buys time " +
          "and shows the customer you take the problem seriously.",
      },
      {
        question: "What should a good order confirmation include?",
        answer:
          "The business name as it appears on the card statement, the order or invoice number, " +
          "items and quantities, the total charged, the delivery or service date, your refund and " +
          "cancellation terms and a way to contact you. That one message answers most questions " +
          "that would otherwise lead a customer to dispute.",
      },
      {
        question: "Should we put our contact details in the billing descriptor?",
        answer:
          "Where the descriptor format allows, adding a website or customer service contact " +
          "helps customers reach you instead of the bank. Space is limited, so prioritize a " +
          "recognizable business name first. Ask your processor which descriptor fields are " +
          "available for your account and how they appear on statements.",
      },
      {
        question: "Can good communication help us win disputes too?",
        answer:
          "Yes. Confirmations, shipping updates and a record of your attempts to resolve a " +
          "complaint show the issuer that you acted in good faith and that the customer knew the " +
          "terms. Communication logs are standard evidence in consumer disputes, so keep them " +
          "organized by order and easy to export.",
      },
    ],
    related: ["/preventing-friendly-fraud", "/refund-fight-chargeback", "/text-qr", "/chargeback-guide"],
    cta: {
      heading: "Turn complaints into resolutions",
      text:
        "Request a free consultation and our specialists will help you set up receipts, " +
        "descriptors and confirmations that keep customers talking to you.",
    },
  },
  {
    slug: "tracking-analysis",
    title: "Chargeback Tracking & Analysis",
    h1: "Measure Your Chargebacks and Fix the Root Causes",
    description:
      "How to track and analyze chargebacks: build a dispute log, monitor your chargeback ratio, " +
      "find root causes and act before card network thresholds.",
    eyebrow: "Chargeback Guide",
    lead:
      "You cannot manage chargebacks you do not measure. A simple dispute log and a monthly " +
      "review show where disputes come from and whether your fixes are working.",
    highlights: [
      {
        title: "One dispute log",
        text: "Every chargeback recorded with the same fields.",
      },
      {
        title: "Monthly ratio",
        text: "Watch the number the card networks watch.",
      },
      {
        title: "Root causes",
        text: "Group disputes by reason code, product and channel.",
      },
      {
        title: "Early warnings",
        text: "Complaints and refund requests signal trouble ahead.",
      },
    ],
    sections: [
      {
        heading: "Build a dispute log",
        bullets: [
          "Notice date, transaction date, amount and reason code.",
          "Sales channel, location, product or service and employee involved.",
          "Decision to accept or fight, and the evidence submitted.",
          "Outcome at each stage, including pre-arbitration.",
          "Root cause in a few words and the fix you made.",
        ],
      },
      {
        heading: "Monitor your chargeback ratio",
        paragraphs: [
          "Your chargeback ratio compares disputes in a period with transactions in that period. " +
            "Card networks run monitoring programs that flag merchants whose ratio or dispute count " +
            "crosses set thresholds, typically a small fraction of monthly transactions, with an " +
            "early-warning tier below the main one. Exact figures and calculation methods vary by " +
            "network and change over time, so ask your processor which apply to you.",
        ],
      },
      {
        heading: "What happens when thresholds are exceeded",
        paragraphs: [
          "Merchants placed in a monitoring program usually have to show a plan and steady " +
            "improvement. Staying above the threshold can bring monthly fines, added fees, rolling " +
            "reserves and, in the end, termination of the merchant account. A terminated account " +
            "may land on the MATCH list, which makes it much harder to get approved elsewhere. " +
            "Catching a rising trend early is far cheaper.",
        ],
      },
      {
        heading: "Find the root causes",
        paragraphs: [
          "Once a month, group the log by reason code, channel and product. A cluster of fraud " +
            "codes on online orders points to checkout verification. Not-received claims point to " +
            "delivery proof. Processing errors point to training or equipment, and unrecognized " +
            "charges point to your descriptor. Match each cluster to the relevant guide, such as " +
            "[documenting transactions](/documenting-transactions) or [staff training](/staff-training).",
        ],
      },
      {
        heading: "Metrics worth tracking",
        bullets: [
          "Chargeback ratio by count and by dollar amount, month over month.",
          "Win rate on representments, overall and by reason code.",
          "Average time from notice to response.",
          "Refund requests and complaints, as leading indicators.",
          "Disputes by location, product line and employee.",
        ],
      },
    ],
    faqs: [
      {
        question: "How do I calculate my chargeback ratio?",
        answer:
          "A common method divides the number of chargebacks received in a month by the number " +
          "of transactions processed in that month. Card networks each have their own calculation " +
          "rules, and some also look at dollar amounts or total dispute counts. Track the simple " +
          "version yourself and ask your processor how the networks measure you.",
      },
      {
        question: "Does winning a dispute lower my chargeback ratio?",
        answer:
          "Usually not. In many monitoring programs a chargeback counts toward your ratio when it " +
          "is filed, regardless of whether you later win it. Winning recovers the money, which " +
          "matters, but the only reliable way to lower your ratio is to prevent disputes from being " +
          "filed in the first place.",
      },
      {
        question: "What is the MATCH list?",
        answer:
          "MATCH is a database card networks and acquirers use to record merchants whose accounts " +
          "were terminated for specific reasons, including excessive chargebacks or fraud. Being " +
          "listed makes it difficult to open a new merchant account for an extended period. Keeping " +
          "your dispute levels under control is the best way to stay off it.",
      },
      {
        question: "How often should we review chargeback data?",
        answer:
          "Check new dispute notices every business day so you never miss a deadline, and review " +
          "the full log at least monthly to spot trends. Look more closely after a product launch, " +
          "a price change, a new sales channel or a busy season, since those are the moments " +
          "when new causes of disputes tend to appear.",
      },
    ],
    related: ["/refund-fight-chargeback", "/understanding-chargebacks", "/staff-training", "/chargeback-guide"],
    cta: {
      heading: "Want help reading your dispute numbers?",
      text:
        "Request a free consultation and our specialists will walk through your chargeback trends " +
        "and the changes most likely to bring them down.",
    },
  },
];
