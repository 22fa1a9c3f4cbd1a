import type { IndustryPage } from "./types";

/**
 * Industry pages for the high_risk menu group (highRisk: true). 22 entries.
 * /industries/credit-education-repair is a routing alias of credit-repair and has no entry here.
 */
export const highRiskIndustryPages: IndustryPage[] = [
  // ---------------------------------------------------------------- Adult Industry
  {
    slug: "industries/adult-industry",
    name: "Adult Industry",
    title: "Adult Merchant Accounts",
    h1: "Adult Merchant Accounts Built for Compliant, Age-Verified Businesses",
    description:
      "Merchant accounts for lawful adult content, memberships and retail, with age verification, " +
      "chargeback control and steady processing from high-risk specialists.",
    eyebrow: "High Risk Industries",
    group: "high_risk",
    highRisk: true,
    lead:
      "We help lawful adult businesses, from membership sites and content platforms to adult retail stores, " +
      "get approved for card processing and keep it running. Our specialists prepare you for underwriting and " +
      "help you build the controls the card networks expect.",
    highlights: [
      {
        title: "Underwriting Prep",
        text: "We review your site, policies and verification flow before the application goes in.",
      },
      {
        title: "Membership Billing",
        text: "Subscriptions and upgrades with a recognizable descriptor and easy cancellation.",
      },
      {
        title: "Dispute Support",
        text: "Alerts and documentation habits that keep chargeback ratios in check.",
      },
    ],
    sections: [
      {
        heading: "Why adult businesses are classed high risk",
        paragraphs: [
          "Acquiring banks treat adult content and services as high risk for three reasons. Chargebacks run high, " +
            "because some cardholders deny purchases they would rather not see on a statement. The bank carries " +
            "reputational exposure. And the card networks apply strict standards to the content itself. Many " +
            "mainstream processors simply exclude the category, which is why adult merchants need an acquirer that " +
            "has chosen to support it.",
        ],
      },
      {
        heading: "How approval works",
        paragraphs: [
          "Approval starts with a conversation about your model: content platform, live interactive service, " +
            "membership site, physical adult products or a mix. We match you with an acquiring bank that accepts " +
            "that model and assemble the application. Expect a closer review than a standard merchant account, " +
            "including a walkthrough of your website and billing pages. Typical documents include:",
        ],
        bullets: [
          "A completed application and signed processing agreement",
          "Business formation documents and government-issued ID for each owner",
          "Recent business bank statements and any prior processing statements",
          "Your website with terms, privacy policy, refund policy and a visible support contact",
        ],
      },
      {
        heading: "What underwriting looks for",
        paragraphs: [
          "Underwriters focus on whether you can prove that everyone depicted in your content is an adult who " +
            "consented, and that your customers are of legal age. Card-network standards for adult content expect " +
            "documented age and consent checks for performers, review of content before it is published, a way for " +
            "anyone to report content and request its removal, and a clear billing descriptor. A growing number of " +
            "states also require adult websites to verify the age of visitors. This is general information, not " +
            "legal advice.",
        ],
      },
      {
        heading: "How payments are set up",
        paragraphs: [
          "Most adult merchants take payments online through a secure hosted checkout or gateway integration, with " +
            "recurring billing for memberships and tokenization so card numbers never touch your servers. We " +
            "configure a descriptor customers will recognize, set up dispute alerts and add velocity and " +
            "geolocation rules where they help. Physical adult retail stores can use " +
            "[stand-alone devices](/stand-alone-devices) at the counter or a full [POS system](/pos-system).",
        ],
      },
    ],
    challenges: [
      {
        title: "Rolling Reserves",
        text: "Acquirers often hold part of each batch for a set period as protection against future disputes.",
      },
      {
        title: "Chargebacks and Friendly Fraud",
        text: "Buyers who regret a purchase or hide it from a partner may dispute it, so descriptors and quick refunds matter.",
      },
      {
        title: "Content and Age Compliance",
        text: "Network standards require proof of performer age and consent, content review and a removal process.",
      },
      {
        title: "MATCH List Exposure",
        text: "An account terminated for excessive disputes or violations can land the business on the MATCH list for years.",
      },
      {
        title: "Sudden Closures",
        text: "Mainstream processors often close adult accounts without warning once they notice the category, holding funds.",
      },
    ],
    offers: [
      {
        title: "Adult-Friendly Acquirers",
        text: "Placement with banks that knowingly accept adult content, so what you sell is not a reason to close you.",
      },
      {
        title: "Recurring and Tokenized Billing",
        text: "Memberships, upgrades and renewals through a secure gateway that keeps card data off your servers.",
      },
      {
        title: "Dispute Prevention",
        text: "Alerts and evidence practices from our [chargeback guide](/chargeback-guide) that stop complaints early.",
      },
      {
        title: "Round-the-Clock Help",
        text: "24/7/365 customer support from a U.S.-based team.",
      },
    ],
    faqs: [
      {
        question: "Can you guarantee approval for an adult website?",
        answer:
          "No one can honestly guarantee approval, because the acquiring bank makes the final decision. What we can " +
          "do is review your site, policies and verification steps before you apply, fix obvious gaps, and submit " +
          "to banks that accept your business model. That preparation improves your odds and shortens the " +
          "back-and-forth with underwriting. A specialist replies within one business day once you send your details.",
      },
      {
        question: "Will I need a reserve?",
        answer:
          "Most adult merchant accounts start with some form of reserve, usually a rolling reserve that holds part " +
          "of each settlement for a set period before releasing it. The amount and duration depend on your " +
          "processing history, chargeback record and business model. A clean track record supports a request to " +
          "reduce or remove the reserve later, so keeping disputes low from the first day pays off.",
      },
      {
        question: "What do I need for performer age and consent verification?",
        answer:
          "Card-network standards expect you to verify the identity and age of every person depicted, keep " +
          "documented consent to be recorded and to have the content published, and review uploads before they go " +
          "live. Platforms with user-uploaded content need a screening process and a fast way to handle removal " +
          "requests. Ask a lawyer about the record-keeping duties that apply to your business; this is not legal advice.",
      },
      {
        question: "How do I reduce chargebacks on memberships?",
        answer:
          "Use a billing descriptor that matches your site name, send a receipt with every charge, remind members " +
          "before a renewal and make cancellation easy to find. Refunding a clearly unhappy customer costs less than " +
          "fighting a dispute. Our [preventing friendly fraud](/preventing-friendly-fraud) guide explains the " +
          "habits that work, and our team can set up alerts that flag disputes early.",
      },
    ],
    relatedIndustries: ["industries/dating", "industries/online-gaming", "industries/subscription-boxes"],
    related: ["/chargeback-guide", "/merchant-onboarding", "/preventing-friendly-fraud"],
    cta: {
      heading: "Get Your Adult Business Approved the Right Way",
      text:
        "Tell us about your platform and billing model, and a specialist will map out the underwriting steps and a " +
        "realistic path to approval.",
    },
  },
  // ---------------------------------------------------------------- Firearms & Ammunition
  {
    slug: "industries/firearms",
    name: "Firearms & Ammunition",
    title: "Firearms Payment Processing",
    h1: "Stable Payment Processing for Licensed Firearms and Ammunition Sellers",
    description:
      "Card processing for gun shops, FFL dealers, ranges and online ammunition retailers, with compliant " +
      "checkout, fair underwriting and support that stays.",
    eyebrow: "High Risk Industries",
    group: "high_risk",
    highRisk: true,
    lead:
      "We help gun shops, FFL dealers, shooting ranges and online ammunition and accessory retailers secure card " +
      "processing from acquirers that welcome lawful firearms businesses. Your specialist handles the application " +
      "and sets up in-store and online payments that fit how you sell.",
    highlights: [
      {
        title: "Firearms-Friendly Banks",
        text: "Acquirers that approve the category on purpose, not by oversight.",
      },
      {
        title: "Counter and Online",
        text: "EMV and contactless in the store, with state-aware checkout rules online.",
      },
      {
        title: "Lower Card Costs",
        text: "[Dual pricing](/dual-pricing) or a [surcharge program](/surcharge) can bring processing costs to 0%.",
      },
    ],
    sections: [
      {
        heading: "Why firearms merchants are classed high risk",
        paragraphs: [
          "Selling firearms is lawful, but many payment platforms and some banks restrict the category by policy, " +
            "and the industry draws regulatory and reputational scrutiny. High average tickets, card-not-present " +
            "sales of ammunition and accessories, and the stakes of an unlawful transfer lead underwriters to " +
            "classify firearms merchants as high risk. The label reflects a processor's risk appetite, not whether " +
            "your business is legitimate.",
        ],
      },
      {
        heading: "How approval works",
        paragraphs: [
          "We start by confirming what you sell and how: firearm transfers at a licensed counter, ammunition and " +
            "parts online, range time and training, or all of these. Then we place your application with an " +
            "acquirer whose policies cover your full product mix. Underwriters usually ask for:",
        ],
        bullets: [
          "Your Federal Firearms License if you sell or transfer firearms, plus any state or local dealer licenses",
          "Business formation documents and identification for each owner",
          "Business bank statements and recent processing statements",
          "Your website, shipping policy and how you restrict orders by state",
        ],
      },
      {
        heading: "What underwriting looks for",
        paragraphs: [
          "Underwriters want to see that every sale follows federal, state and local law. For firearms, that means " +
            "background checks at transfer and online orders shipped to a licensed dealer rather than to the " +
            "buyer's home. For ammunition and regulated parts, they check how your checkout blocks shipments to " +
            "states or cities that restrict them and how you confirm buyer age. Clear written policies often matter " +
            "as much as your financials. This is general information, not legal advice.",
        ],
      },
      {
        heading: "How payments are set up",
        paragraphs: [
          "In the store, an EMV and contactless [POS system](/pos-system) ties card sales to inventory and " +
            "serial-numbered items. Online, a gateway with address verification, CVV checks and state-based shipping " +
            "rules guards against both fraud and unlawful shipments. Many firearms retailers also offset costs on " +
            "high-ticket sales with [dual pricing](/dual-pricing), which is legal in all 50 states, or a surcharge on " +
            "credit card sales where surcharging is allowed.",
        ],
      },
    ],
    challenges: [
      {
        title: "Policy-Based Closures",
        text: "Some mainstream processors and payment apps prohibit firearms and close accounts without warning.",
      },
      {
        title: "Compliance by Jurisdiction",
        text: "Firearms, ammunition and certain parts face different rules by state and city, and checkout must enforce them.",
      },
      {
        title: "Reserves on High Tickets",
        text: "Large average sales can lead acquirers to set a reserve or per-transaction limits at the start.",
      },
      {
        title: "Online Fraud and Chargebacks",
        text: "Ammunition, optics and accessory orders attract stolen-card buyers, and chargebacks follow.",
      },
      {
        title: "MATCH List Risk",
        text: "Fraud losses that end in a termination can place the business on the MATCH list and block new accounts.",
      },
    ],
    offers: [
      {
        title: "Acquirers That Want You",
        text: "Placement with banks whose programs cover firearms, ammunition, ranges and training.",
      },
      {
        title: "In-Store POS",
        text: "EMV, contactless and inventory tracking for firearms, ammunition and accessories.",
      },
      {
        title: "Online Checkout Controls",
        text: "Address verification, CVV and shipping rules that respect state and local restrictions.",
      },
      {
        title: "Experience That Lasts",
        text: "30+ years of experience placing businesses that mainstream processors turn away.",
      },
    ],
    faqs: [
      {
        question: "Do I need an FFL to get a merchant account?",
        answer:
          "If you sell or transfer firearms as a business, federal law requires a Federal Firearms License, and " +
          "underwriters will ask for it. Ranges, training providers and stores that sell only accessories or " +
          "ammunition may not need one, though state and local licensing can still apply. Tell us exactly what you " +
          "sell and we'll match the paperwork to your product mix. Confirm your obligations with counsel; this is " +
          "not legal advice.",
      },
      {
        question: "Can I sell firearms online with card processing?",
        answer:
          "Yes, where the law allows it, but the firearm itself ships to a licensed dealer, who runs the required " +
          "background check and completes the transfer. Card processing covers the online payment, and your " +
          "checkout should collect the receiving dealer's details and block orders that can't be lawfully " +
          "completed. Ammunition and accessories can often ship directly, subject to state and local restrictions " +
          "your site has to enforce.",
      },
      {
        question: "Why did my previous processor close my account?",
        answer:
          "Many general-purpose processors list firearms as a prohibited or restricted category in their terms. " +
          "When their monitoring flags your sales, they may close the account and hold funds for a period to cover " +
          "possible disputes. Moving to an acquirer that knowingly approves firearms merchants removes that risk at " +
          "the source. Bring your recent statements and we'll review what happened and how to avoid a repeat.",
      },
      {
        question: "Can I add a surcharge to firearm sales?",
        answer:
          "Card-brand rules allow a capped surcharge on credit card sales, but surcharges cannot be applied to debit " +
          "cards, and a few states restrict surcharging, so check before you start. Many gun shops choose dual " +
          "pricing instead, which shows a discounted cash price on all sales and is legal in all 50 states. Both " +
          "programs can bring processing costs to 0%, and our team sets up signage and receipts correctly.",
      },
    ],
    relatedIndustries: ["industries/pawn-shops", "industries/tobacco-smoke-shops", "industries/vape"],
    related: ["/dual-pricing", "/surcharge", "/pos-system", "/merchant-onboarding"],
    cta: {
      heading: "Process Firearms Sales Without Looking Over Your Shoulder",
      text:
        "Share your licenses and product mix, and our specialists will match you with an acquirer that approves " +
        "your business for what it is.",
    },
  },
  // ---------------------------------------------------------------- Airline Booking
  {
    slug: "industries/airline-booking",
    name: "Airline Booking",
    title: "Airline Booking Processing",
    h1: "Card Processing for Airfare Booking Sites and Air Ticket Agencies",
    description:
      "Merchant accounts for airfare booking sites, consolidators and charter sellers. Manage future-delivery " +
      "risk, reserves and chargebacks with a specialist.",
    eyebrow: "High Risk Industries",
    group: "high_risk",
    highRisk: true,
    lead:
      "Selling airfare means taking payment today for a flight that may be weeks or months away. We help booking " +
      "sites, consolidators and charter sellers get approved and structure their processing so that gap does not " +
      "become a problem.",
    highlights: [
      {
        title: "Merchant-of-Record Clarity",
        text: "We document who charges the card, which shapes your reserve and limits.",
      },
      {
        title: "Fraud Screening",
        text: "3-D Secure, address checks and velocity rules tuned for last-minute bookings.",
      },
      {
        title: "Phone Booking Tools",
        text: "Virtual terminal and [text payment links](/text-qr) for agents.",
      },
    ],
    sections: [
      {
        heading: "Why airline bookings are classed high risk",
        paragraphs: [
          "Airline bookings are high risk mainly because of delivery delay: the card is charged long before the " +
            "flight takes place. If a carrier cancels, changes a schedule or stops operating, cardholders dispute " +
            "the charge and the acquirer may end up refunding them. Airfare also attracts stolen-card fraud, since " +
            "tickets are valuable and used quickly, and disputes over fare rules, name changes and refunds are common.",
        ],
      },
      {
        heading: "How approval works",
        paragraphs: [
          "Underwriters first need to know who is the merchant of record. If the airline charges the card directly " +
            "and you earn a commission or service fee, your risk looks very different from an agency that collects " +
            "the full fare and pays the carrier later. We document that flow and then assemble the application, " +
            "which usually includes:",
        ],
        bullets: [
          "Business formation documents, owner ID and bank statements",
          "Processing statements showing volume, refunds and chargebacks",
          "Any airline ticketing accreditation or consolidator agreements you hold",
          "Seller-of-travel registration in the states that require it",
          "Fare rules, cancellation and refund policies as shown at checkout",
        ],
      },
      {
        heading: "What underwriting looks for",
        paragraphs: [
          "The key measure is future-delivery exposure: how much you have charged for trips that have not happened " +
            "yet, and how far ahead customers book. Underwriters also review your refund and dispute history, the " +
            "financial strength of the business and how you screen bookings for fraud. A seller that passes carrier " +
            "refunds through promptly and shows fare rules clearly at checkout is far easier to approve.",
        ],
      },
      {
        heading: "How payments are set up",
        paragraphs: [
          "Most airfare sellers use an online gateway with [web commerce](/web-commerce) tools: address and CVV " +
            "checks, 3-D Secure authentication and tokenized card storage. Call-center bookings run through a " +
            "virtual terminal or secure payment links, so agents never write down card numbers. Where possible, we " +
            "look at letting the carrier charge the fare as merchant of record while you charge only your service " +
            "fee, which lowers the exposure on your own account.",
        ],
      },
    ],
    challenges: [
      {
        title: "Future-Delivery Reserves",
        text: "Acquirers often hold reserves sized to bookings for travel that hasn't happened yet.",
      },
      {
        title: "Carrier Disruptions",
        text: "Cancellations, schedule changes and airline failures turn into refund requests and chargebacks.",
      },
      {
        title: "Booking Fraud",
        text: "Stolen cards buy last-minute, high-value tickets that are flown before the fraud is reported.",
      },
      {
        title: "Surprise Holds and Closures",
        text: "General processors that never priced in delivery risk may freeze funds when disputes spike.",
      },
      {
        title: "MATCH List Risk",
        text: "A termination after a wave of disputes can place the business on the MATCH list.",
      },
    ],
    offers: [
      {
        title: "Travel-Ready Acquirers",
        text: "Banks that understand airfare, consolidators and charter sales and set terms you can plan around.",
      },
      {
        title: "Authentication and Screening",
        text: "3-D Secure, AVS, CVV and velocity rules that stop risky bookings before they fly.",
      },
      {
        title: "Agent Payment Tools",
        text: "A virtual terminal and secure links keep call-center sales inside PCI DSS requirements.",
      },
      {
        title: "Dispute Documentation",
        text: "Guidance on the records that answer cancellation and non-receipt chargebacks.",
      },
    ],
    faqs: [
      {
        question: "How large will my reserve be?",
        answer:
          "There is no standard figure. Acquirers size reserves from how far ahead customers book, your average " +
          "ticket, your refund and chargeback history and your financial statements. A business that is merchant " +
          "of record for the full fare usually faces a larger reserve than one that charges only a service fee. " +
          "We'll show you which of those factors you can change to bring the reserve down over time.",
      },
      {
        question: "Who handles the refund when an airline cancels a flight?",
        answer:
          "That depends on who charged the card. If the airline was merchant of record, the refund comes from the " +
          "carrier. If you charged the fare, the customer expects the refund from you, even while you wait on the " +
          "airline. Clear policies, prompt updates and passing refunds through quickly are the best defense; our " +
          "[customer communication](/customer-communication) guide has practical wording for these moments.",
      },
      {
        question: "Can I take bookings over the phone?",
        answer:
          "Yes. Agents can key payments into a secure virtual terminal or send the customer a payment link, which " +
          "keeps card data out of notes and call recordings. For higher-value or unusual bookings, a link with 3-D " +
          "Secure authentication adds protection against stolen cards. We'll set up the workflow so your team stays " +
          "within PCI DSS requirements, which apply to every merchant that takes cards.",
      },
      {
        question: "Do I need airline accreditation to get approved?",
        answer:
          "Not always. Agencies that issue tickets directly typically hold airline ticketing accreditation, while " +
          "many online sellers book through a consolidator or host that issues tickets for them. Either model can " +
          "be approved; underwriters simply want to see the agreements that explain how tickets are issued and who " +
          "pays the carrier. Bring whatever documents describe your setup and we'll present it clearly.",
      },
    ],
    relatedIndustries: ["industries/travel", "industries/ticket-brokers", "industries/extended-warranties"],
    related: ["/chargeback-guide", "/web-commerce", "/text-qr", "/merchant-onboarding"],
    cta: {
      heading: "Plan Your Airfare Processing Before the Next Peak Season",
      text:
        "Walk us through how you sell and who charges the card, and we'll outline realistic reserve terms and " +
        "the fastest route to approval.",
    },
  },
  // ---------------------------------------------------------------- CBD Oil
  {
    slug: "industries/cbd-oil",
    name: "CBD Oil",
    title: "CBD Merchant Accounts",
    h1: "CBD Merchant Accounts for Compliant Hemp-Derived Products",
    description:
      "Payment processing for hemp-derived CBD oils, topicals and edibles, with lab-tested products, compliant " +
      "labels and acquirers that support CBD sellers.",
    eyebrow: "High Risk Industries",
    group: "high_risk",
    highRisk: true,
    lead:
      "We help CBD brands, online stores and retail shops selling hemp-derived products get approved with " +
      "acquirers that accept CBD, and keep processing stable as the rules evolve.",
    highlights: [
      {
        title: "CBD-Approved Acquirers",
        text: "Your products are disclosed and approved from the first day.",
      },
      {
        title: "Pre-Submission Review",
        text: "We check lab results, labels and site copy the way underwriters will.",
      },
      {
        title: "Online and In-Store",
        text: "An [ecommerce](/ecommerce) checkout and counter terminals on one account.",
      },
    ],
    sections: [
      {
        heading: "Why CBD is classed high risk",
        paragraphs: [
          "Hemp-derived CBD is legal at the federal level when the hemp stays within the legal THC limit, but " +
            "states differ on what can be sold, in which forms and to whom. Mislabeled products, unapproved health " +
            "claims and disguised free-trial offers have caused chargebacks and enforcement actions across the " +
            "category, so many banks and processors restrict it. Acquirers that accept CBD do so with added " +
            "underwriting and monitoring.",
        ],
      },
      {
        heading: "How approval works",
        paragraphs: [
          "We confirm your product lines, where you sell and how you ship, then submit to acquirers with an " +
            "established CBD program. " +
            "Sending a complete file the first time avoids weeks of follow-up questions and shows the " +
            "underwriter that your compliance is routine rather than improvised. A complete file usually contains:",
        ],
        bullets: [
          "Third-party lab certificates of analysis showing cannabinoid content within legal THC limits",
          "Product labels and your website, including ingredient lists and disclaimers",
          "Supplier or manufacturer details, including the hemp source",
          "Business documents, owner ID, bank statements and any processing history",
          "State licenses or registrations required where you sell",
        ],
      },
      {
        heading: "What underwriting looks for",
        paragraphs: [
          "Underwriters look hardest at your marketing. Claims that CBD treats, cures or prevents a disease are not " +
            "permitted and can sink an application, as can miracle testimonials. They also check that lab results " +
            "match your labels, that your site blocks shipments to states that restrict your products, and that " +
            "subscriptions are disclosed plainly. Marijuana products that remain illegal under federal law cannot be " +
            "processed on the card networks, even where a state allows them. This is not legal advice.",
        ],
      },
      {
        heading: "How payments are set up",
        paragraphs: [
          "Online CBD stores need a gateway with fraud screening and, where required, age checks at checkout. " +
            "Auto-ship plans should send a reminder before each renewal and make cancellation simple. Retail shops " +
            "can accept EMV and contactless cards on a [point-of-sale](/point-of-sale) system that tracks inventory " +
            "by batch, which makes it easy to pull a product if a lab result comes back wrong.",
        ],
      },
    ],
    challenges: [
      {
        title: "Reserves and Volume Caps",
        text: "New CBD accounts often start with a reserve and a monthly limit that grows with a clean history.",
      },
      {
        title: "Shifting Regulation",
        text: "Federal and state hemp rules keep changing, and some states restrict edibles, beverages or smokable hemp.",
      },
      {
        title: "Subscription Chargebacks",
        text: "Auto-ship offers without clear disclosure lead to disputes and card-network scrutiny.",
      },
      {
        title: "Abrupt Terminations",
        text: "Processors that tolerated CBD quietly can reverse course and close accounts with little notice.",
      },
      {
        title: "MATCH List Exposure",
        text: "Excessive chargebacks or misrepresented products can end in termination and a MATCH listing.",
      },
    ],
    offers: [
      {
        title: "Transparent Placement",
        text: "Applications submitted with every product disclosed, to acquirers that want CBD business.",
      },
      {
        title: "Compliance Review",
        text: "A check of certificates, labels and marketing copy before an underwriter sees them.",
      },
      {
        title: "Subscription Safeguards",
        text: "Renewal reminders, clear receipts and dispute alerts for auto-ship programs.",
      },
      {
        title: "Retail Hardware",
        text: "POS software from $99/month and hardware bundles from $549 for CBD storefronts.",
      },
    ],
    faqs: [
      {
        question: "Can I sell CBD with a standard merchant account?",
        answer:
          "Many standard accounts and payment apps prohibit CBD in their terms, and selling it there risks a frozen " +
          "balance and a closed account. A CBD merchant account is underwritten with your products disclosed from " +
          "the start, so the acquirer knows exactly what it approved and monitors you against the right rules. " +
          "That transparency is what keeps processing stable when the category draws attention.",
      },
      {
        question: "What is a certificate of analysis and why is it required?",
        answer:
          "A certificate of analysis is a report from an independent lab showing the cannabinoid profile of a " +
          "product batch and, often, testing for contaminants such as pesticides and heavy metals. Underwriters use " +
          "it to confirm THC content stays within the legal limit and that your label matches the product. Keep " +
          "current certificates for every product and link them from your product pages.",
      },
      {
        question: "Which health claims should I avoid?",
        answer:
          "Avoid saying your products treat, cure, mitigate or prevent any disease or condition, and avoid " +
          "testimonials that imply the same. Regulators have warned many CBD sellers over such claims, and " +
          "underwriters scan your site and ads for them. Describe ingredients, serving sizes and lab results " +
          "instead. Have a qualified advisor review your marketing; this is general information, not legal advice.",
      },
      {
        question: "Do you support CBD subscriptions?",
        answer:
          "Yes, with the right safeguards. State the price, billing frequency and cancellation terms before " +
          "checkout, get clear consent, send a reminder before each renewal and make cancelling easy. Many states " +
          "have automatic renewal laws with specific disclosure requirements. Well-run subscriptions generate few " +
          "disputes, while poorly disclosed ones are a common reason CBD accounts get closed.",
      },
    ],
    relatedIndustries: ["industries/kratom", "industries/vape", "industries/nutraceuticals"],
    related: ["/ecommerce", "/chargeback-guide", "/merchant-onboarding"],
    cta: {
      heading: "Put Your CBD Business on Solid Ground",
      text:
        "Send us your product list and lab results, and a specialist will tell you where you stand and what " +
        "underwriters will ask.",
    },
  },
  // ---------------------------------------------------------------- Cryptocurrency Trading
  {
    slug: "industries/cryptocurrency-trading",
    name: "Cryptocurrency Trading",
    title: "Crypto Merchant Accounts",
    h1: "Payment Processing for Licensed Cryptocurrency Exchanges and Platforms",
    description:
      "Card acceptance for crypto exchanges, brokers and on-ramps that hold the right licenses and run strong " +
      "KYC and anti-money-laundering programs.",
    eyebrow: "High Risk Industries",
    group: "high_risk",
    highRisk: true,
    lead:
      "We work with cryptocurrency exchanges, brokers, on-ramps and crypto service businesses that have their " +
      "licensing and compliance in order, and connect them with acquirers prepared to support card-funded purchases.",
    highlights: [
      {
        title: "Compliance-First Applications",
        text: "Licensing, KYC and AML documentation organized before submission.",
      },
      {
        title: "Fraud Controls",
        text: "Authentication, name matching and withdrawal holds that acquirers expect.",
      },
      {
        title: "Payment Mix Planning",
        text: "Cards alongside bank transfers so good customers always have a way to pay.",
      },
    ],
    sections: [
      {
        heading: "Why crypto trading is classed high risk",
        paragraphs: [
          "Buying crypto with a card is high risk because it pairs an irreversible asset with a reversible payment. " +
            "A fraudster can buy coins with a stolen card and move them off-platform within minutes, leaving the " +
            "merchant to absorb the chargeback. Price swings also drive buyer's-remorse disputes, and the sector " +
            "faces heavy regulatory attention around money laundering, sanctions and consumer protection.",
        ],
      },
      {
        heading: "How approval works",
        paragraphs: [
          "Approval is document-heavy, and we help you assemble a complete package before anything is submitted. " +
            "Acquirers that support digital asset businesses expect the same core records, and a gap in any of " +
            "them usually means a decline rather than a follow-up question. Expect underwriters to request:",
        ],
        bullets: [
          "Federal registration as a money services business, where your activity requires it",
          "State money transmitter licenses, or a legal explanation of why they don't apply",
          "Your written AML and KYC program, including sanctions screening and transaction monitoring",
          "Corporate documents, owner and officer identification, and financial statements",
          "A description of custody, wallet and settlement flows",
        ],
      },
      {
        heading: "What underwriting looks for",
        paragraphs: [
          "Underwriters want to know how fast value leaves your platform after a card payment and what stops a " +
            "stolen card from cashing out. Strong programs verify identity before the first purchase, authenticate " +
            "card payments, hold newly bought assets before withdrawal and limit first-time buyers. Terms of " +
            "service, geographic restrictions and complaint handling are reviewed too. Regulatory status varies by " +
            "state and changes often, so get qualified legal advice; this page is not legal advice.",
        ],
      },
      {
        heading: "How payments are set up",
        paragraphs: [
          "Card purchases of crypto typically run through a gateway with 3-D Secure authentication, device " +
            "fingerprinting and strict matching between the cardholder and the verified account holder. Some issuers " +
            "treat these purchases like cash advances or decline them, so approval rates will trail a typical " +
            "retailer's. Many platforms pair cards with bank transfers for larger deposits, and our " +
            "[integrations](/integrations) team can connect processing to your onboarding and ledger systems.",
        ],
      },
    ],
    challenges: [
      {
        title: "Large Reserves",
        text: "Irreversible assets mean acquirers often require substantial reserves and low starting limits.",
      },
      {
        title: "Stolen-Card Fraud",
        text: "Fraudsters target platforms that let them buy and withdraw quickly, leaving chargebacks behind.",
      },
      {
        title: "Licensing and AML",
        text: "Money transmission, KYC and sanctions obligations are reviewed before and after approval.",
      },
      {
        title: "Issuer Declines",
        text: "Some card issuers block crypto purchases or treat them as cash advances.",
      },
      {
        title: "MATCH Listing and Closures",
        text: "Fraud spikes can trigger sudden terminations and a MATCH listing that follows the owners.",
      },
    ],
    offers: [
      {
        title: "Crypto-Experienced Acquirers",
        text: "Placement with banks that have programs for licensed digital asset businesses.",
      },
      {
        title: "Authentication Built In",
        text: "3-D Secure, device data and cardholder name matching at checkout.",
      },
      {
        title: "Organized Applications",
        text: "We package licensing, policies and flow diagrams so underwriters can say yes sooner.",
      },
      {
        title: "Ongoing Monitoring",
        text: "Help reading dispute and decline trends before they become a problem for your acquirer.",
      },
    ],
    faqs: [
      {
        question: "Do I need a money transmitter license to accept cards for crypto?",
        answer:
          "It depends on your business model and the states you serve. Exchanges and platforms that hold or " +
          "transfer customer funds or crypto typically need federal registration as a money services business and " +
          "state money transmitter licenses, while some software or non-custodial models may not. Underwriters " +
          "will ask either way. Get a written opinion from qualified counsel before applying; this is not legal advice.",
      },
      {
        question: "Why are my card approval rates low?",
        answer:
          "Some card issuers block crypto purchases or code them as cash-like transactions, and their fraud systems " +
          "treat the category cautiously. Authentication with 3-D Secure, accurate transaction coding and clean " +
          "account histories all help, but crypto merchants should plan for more declines than a typical online " +
          "store. Offering bank transfer as an alternative keeps legitimate customers from leaving.",
      },
      {
        question: "How can I stop fraudsters from cashing out?",
        answer:
          "Verify identity before the first card purchase, require that the name on the card matches the verified " +
          "account holder, authenticate transactions and hold newly purchased assets for a period before they can " +
          "be withdrawn. Start new customers with lower limits and raise them as history builds. These controls " +
          "cost some convenience, but they are exactly what acquirers need to see.",
      },
      {
        question: "Can a crypto mining or consulting business use a standard account?",
        answer:
          "Businesses that sell crypto-related hardware, software or consulting, without buying or selling digital " +
          "assets for customers, are often easier to place. Underwriters still flag crypto keywords, so describe " +
          "your model plainly in the application rather than hoping nobody asks. We'll help you explain what you " +
          "sell so the account is classified correctly the first time.",
      },
    ],
    relatedIndustries: ["industries/online-gaming", "industries/sports-betting"],
    related: ["/merchant-onboarding", "/integrations", "/chargeback-guide"],
    cta: {
      heading: "Bring Your Compliance Program, We'll Bring the Acquirers",
      text:
        "Share your licensing status and business model, and a specialist will tell you which doors are open " +
        "and what it takes to walk through them.",
    },
  },
  // ---------------------------------------------------------------- Online Dating
  {
    slug: "industries/dating",
    name: "Online Dating",
    title: "Dating Site Processing",
    h1: "Recurring Billing That Works for Online Dating Sites and Apps",
    description:
      "Merchant accounts for dating sites, apps and matchmaking services, with subscription billing, fraud " +
      "controls and chargeback support from high-risk experts.",
    eyebrow: "High Risk Industries",
    group: "high_risk",
    highRisk: true,
    lead:
      "We help dating platforms, apps and matchmaking services get approved for recurring billing and keep " +
      "memberships, upgrades and renewals running without dispute spikes.",
    highlights: [
      {
        title: "Subscription-Ready",
        text: "Stored tokens, scheduled renewals and card updater services.",
      },
      {
        title: "Fewer Renewal Disputes",
        text: "Reminders, clear descriptors and one-click cancellation.",
      },
      {
        title: "Scam Controls",
        text: "Velocity and identity checks that keep stolen cards out of signups.",
      },
    ],
    sections: [
      {
        heading: "Why online dating is classed high risk",
        paragraphs: [
          "Dating services combine subscription billing with a personal, sometimes private, purchase. Members " +
            "dispute renewals they forgot about, deny charges a partner notices or claim the service didn't deliver " +
            "matches. Fake profiles and romance scams attract regulatory attention, and automatic renewal laws are " +
            "strict. Acquirers therefore treat the category as high risk and watch dispute ratios closely.",
        ],
      },
      {
        heading: "How approval works",
        paragraphs: [
          "We review your membership tiers, trial offers and cancellation flow before the application goes in, " +
            "because those pages decide most dating approvals. If something would raise a " +
            "question, such as a hidden renewal term or a hard-to-find cancel button, we flag it so you can fix it " +
            "first. You will typically provide:",
        ],
        bullets: [
          "Business documents, owner identification and bank statements",
          "Screenshots of your signup and checkout pages, including renewal terms",
          "Terms of service, privacy policy and refund policy",
          "Processing statements with chargeback and refund history, if you have them",
          "A description of profile verification and moderation practices",
        ],
      },
      {
        heading: "What underwriting looks for",
        paragraphs: [
          "Underwriters check that renewal terms appear before payment and that members agree to them, that " +
            "cancelling is as easy as signing up, and that your descriptor names your brand. They also ask how you " +
            "verify profiles, remove scammers and keep minors off the platform. In-person matchmaking businesses are " +
            "assessed on refund terms for multi-month packages, which some states regulate. This is general " +
            "information, not legal advice.",
        ],
      },
      {
        heading: "How payments are set up",
        paragraphs: [
          "Most dating businesses bill through a gateway with stored card tokens, scheduled renewals and account " +
            "updater services that refresh expired cards. In-app purchases may run through app store billing while " +
            "web signups use your own merchant account, so reporting has to combine both. Pre-renewal reminders and " +
            "an obvious cancel link prevent more disputes than any rule engine, as our " +
            "[preventing friendly fraud](/preventing-friendly-fraud) guide explains.",
        ],
      },
    ],
    challenges: [
      {
        title: "Reserves for New Accounts",
        text: "Subscription risk often means a rolling reserve until your renewal and dispute history is proven.",
      },
      {
        title: "Renewal Chargebacks",
        text: "Forgotten renewals and embarrassed members drive friendly-fraud disputes.",
      },
      {
        title: "Consumer Protection Rules",
        text: "Automatic renewal laws, dating service contract rules and adult-only membership all apply.",
      },
      {
        title: "Monitoring Programs and MATCH",
        text: "High dispute ratios bring network fines, then termination and a possible MATCH listing.",
      },
      {
        title: "Sudden Closures",
        text: "Processors that misjudged the category may shut accounts after a single bad month.",
      },
    ],
    offers: [
      {
        title: "Dating-Friendly Acquirers",
        text: "Banks that understand membership models and set limits that fit your growth.",
      },
      {
        title: "Recurring Billing Tools",
        text: "Tokenized storage, smart retries and account updater for steady renewals.",
      },
      {
        title: "Descriptor and Receipt Setup",
        text: "Billing names and receipts members recognize, which cut disputes at the source.",
      },
      {
        title: "Dispute Alerts",
        text: "Early warnings that let you refund before a complaint becomes a chargeback.",
      },
    ],
    faqs: [
      {
        question: "Why do dating sites get so many chargebacks?",
        answer:
          "Most dating chargebacks are not classic fraud. They come from members who forgot a renewal, didn't " +
          "recognize the descriptor or felt embarrassed when a charge surfaced. Some come from scammers using " +
          "stolen cards to open accounts. Clear renewal notices, a recognizable descriptor and quick refunds handle " +
          "the first group; identity checks and velocity rules handle the second.",
      },
      {
        question: "Are free trials allowed?",
        answer:
          "Free and discounted trials that convert to paid memberships are allowed, but card-network rules and " +
          "state automatic renewal laws require clear disclosure of the price and timing, express consent and an " +
          "easy way to cancel. Networks also expect a reminder before the trial converts. Done properly, trials " +
          "work well; done loosely, they are a leading cause of account closures in this industry.",
      },
      {
        question: "What happens if my chargeback ratio gets too high?",
        answer:
          "Card networks run monitoring programs that flag merchants whose dispute ratios exceed their thresholds. " +
          "Flagged merchants face fines, mandatory remediation plans and, if the ratio stays high, termination by " +
          "the acquirer. A termination for excessive chargebacks can lead to a MATCH listing, which makes a new " +
          "account very hard to get. Our [understanding chargebacks](/understanding-chargebacks) guide explains the process.",
      },
      {
        question: "Can I process in-app and web payments together?",
        answer:
          "Yes. Purchases made inside mobile apps often must use the app store's billing, while web signups can " +
          "run on your own merchant account, which usually costs less. We'll help you set up the web side with " +
          "stored credentials and recurring billing, and make sure member accounts stay in sync so nobody is " +
          "charged twice for the same tier.",
      },
    ],
    relatedIndustries: ["industries/adult-industry", "industries/subscription-boxes", "industries/online-gaming"],
    related: ["/preventing-friendly-fraud", "/understanding-chargebacks", "/merchant-onboarding"],
    cta: {
      heading: "Keep Memberships Renewing Without the Dispute Spikes",
      text:
        "Show us your signup flow and renewal terms, and we'll point out what underwriters will question and " +
        "how to fix it before you apply.",
    },
  },
  // ---------------------------------------------------------------- Online Gaming
  {
    slug: "industries/online-gaming",
    name: "Online Gaming",
    title: "Online Gaming Processing",
    h1: "Payment Processing for Licensed Online Gaming Operators and Game Platforms",
    description:
      "Merchant accounts for licensed online gaming, skill games and game platforms, with geolocation, age " +
      "checks and correct transaction coding from specialists.",
    eyebrow: "High Risk Industries",
    group: "high_risk",
    highRisk: true,
    lead:
      "We help online gaming businesses, from licensed real-money operators and skill-game platforms to video game " +
      "publishers selling in-game items, get the right processing setup. Real-money play can only be processed where " +
      "it is licensed and legal.",
    highlights: [
      {
        title: "Licensed Operators Only",
        text: "Real-money gaming is placed only where you hold the required approvals.",
      },
      {
        title: "Location and Age Checks",
        text: "Geolocation and identity verification built into deposits.",
      },
      {
        title: "In-Game Purchase Support",
        text: "Tokenized one-click purchases with spending limits and clear receipts.",
      },
    ],
    sections: [
      {
        heading: "Why online gaming is classed high risk",
        paragraphs: [
          "Online gaming covers very different models, and all of them carry elevated risk. Real-money casino, " +
            "poker and skill games raise legality questions that change from state to state. Video games and " +
            "in-game currency bring chargebacks from minors using a parent's card, account takeovers and items " +
            "resold after being bought with stolen cards. Acquirers price in both the regulatory exposure and the " +
            "dispute volume.",
        ],
      },
      {
        heading: "How approval works",
        paragraphs: [
          "The first question is whether players put up money for a chance to win money or prizes. If they do, " +
            "you need licenses or a legal opinion covering every state you accept players from. Video game " +
            "publishers without real-money play follow a lighter path focused on purchase controls. Underwriters " +
            "then ask for:",
        ],
        bullets: [
          "State gaming licenses or approvals, or a legal opinion for skill and sweepstakes models",
          "Geolocation and age verification procedures",
          "Responsible gaming tools and self-exclusion processes",
          "Corporate documents, owner identification and financial statements",
          "Processing history, including refund and chargeback ratios",
        ],
      },
      {
        heading: "What underwriting looks for",
        paragraphs: [
          "Underwriters confirm that you accept players only where your activity is lawful, that players meet the " +
            "minimum age, and that deposits are coded correctly so issuers can recognize gambling transactions. For " +
            "video game and in-game purchases, they look at parental controls, purchase limits, refund handling and " +
            "account security. Laws on real-money gaming, sweepstakes and skill contests vary widely and change " +
            "often; this is general information, not legal advice.",
        ],
      },
      {
        heading: "How payments are set up",
        paragraphs: [
          "Real-money operators typically accept deposits through a gateway with geolocation checks, identity " +
            "verification and transaction coding that identifies the payment as gambling. Withdrawals may return to " +
            "the original card where issuers support it, or go out by bank transfer. Game publishers use tokenized " +
            "stored cards for one-click purchases with spending limits and receipts that name the game. Our " +
            "[integrations](/integrations) team can connect processing to your platform.",
        ],
      },
    ],
    challenges: [
      {
        title: "Legality by State",
        text: "Real-money play must be licensed and lawful where each player is located, and the rules keep changing.",
      },
      {
        title: "Reserves",
        text: "Acquirers often hold reserves against deposit disputes and player fund exposure.",
      },
      {
        title: "Minors and Account Takeovers",
        text: "Unauthorized purchases by children and hijacked accounts drive chargebacks on game platforms.",
      },
      {
        title: "Issuer Declines",
        text: "Many issuers restrict gambling transactions, and some states limit credit card funding.",
      },
      {
        title: "MATCH and Closures",
        text: "Unlicensed activity or dispute spikes lead to immediate termination and MATCH listings.",
      },
    ],
    offers: [
      {
        title: "Acquirers for Licensed Gaming",
        text: "Banks with programs for state-licensed operators and established game publishers.",
      },
      {
        title: "Geolocation and Age Checks",
        text: "Deposit flows that confirm location and age before funds post.",
      },
      {
        title: "Correct Transaction Coding",
        text: "Coding that lets issuers recognize gaming payments and reduces avoidable declines.",
      },
      {
        title: "Dispute Support",
        text: "Evidence practices for unauthorized-purchase and account takeover claims.",
      },
    ],
    faqs: [
      {
        question: "Can you process payments for an unlicensed online casino?",
        answer:
          "No. Real-money casino, poker and similar games can only be processed where the operator holds the " +
          "required license and players are located in a jurisdiction that permits the activity. Processing " +
          "unlicensed gambling puts the acquirer, the card networks and the merchant at serious legal risk. If your " +
          "model is skill-based or a sweepstakes, bring a legal opinion and we'll review placement options.",
      },
      {
        question: "How do I prevent chargebacks from kids using a parent's card?",
        answer:
          "Require account-level authentication for purchases, offer parental controls and spending limits, send a " +
          "receipt for every purchase and name the game clearly on the descriptor. When a parent contacts you, a " +
          "quick refund paired with a purchase lock usually ends the matter without a dispute. Keep logs of device, " +
          "login and item delivery in case you need to answer a chargeback.",
      },
      {
        question: "Why are some gaming deposits declined?",
        answer:
          "Many issuers apply stricter rules to gambling transactions, and some block them altogether on certain " +
          "cards. In some states, credit cards cannot be used to fund wagering accounts at all. Correct transaction " +
          "coding, strong authentication and offering debit or bank transfer as alternatives keep declines " +
          "manageable. We'll review your approval rates and suggest practical changes.",
      },
      {
        question: "Do fantasy sports and skill games count as high risk?",
        answer:
          "Yes. Even where paid fantasy contests and skill games are legal, underwriters treat them like other " +
          "real-money gaming. Expect questions about the states you operate in, prize structures, age checks and " +
          "how player funds are held. Some states restrict or license paid fantasy contests, so confirm your status " +
          "with counsel before applying; this is not legal advice.",
      },
    ],
    relatedIndustries: ["industries/sports-betting", "industries/cryptocurrency-trading", "industries/dating"],
    related: ["/integrations", "/chargeback-guide", "/preventing-friendly-fraud"],
    cta: {
      heading: "Match Your Gaming Model to the Right Acquirer",
      text:
        "Tell us what players pay for and where you are licensed, and we'll explain which processing options " +
        "fit your model.",
    },
  },
  // ---------------------------------------------------------------- Online Pharmacy
  {
    slug: "industries/pharmacy",
    name: "Online Pharmacy",
    title: "Online Pharmacy Processing",
    h1: "Merchant Accounts for Licensed and Verified Online Pharmacies",
    description:
      "Card processing for licensed online and mail-order pharmacies, with prescription verification, pharmacy " +
      "certification and dependable refill billing.",
    eyebrow: "High Risk Industries",
    group: "high_risk",
    highRisk: true,
    lead:
      "We help licensed pharmacies that sell online or by mail get approved with acquirers that accept the " +
      "category, and set up payments for prescriptions, refills and over-the-counter products.",
    highlights: [
      {
        title: "Licensed Pharmacies Only",
        text: "We work with pharmacies that hold the licenses and certification the card networks require.",
      },
      {
        title: "Copay and Refill Billing",
        text: "Tokenized cards on file, charged with the patient's authorization.",
      },
      {
        title: "Privacy-Minded Checkout",
        text: "Payment records that leave health details out.",
      },
    ],
    sections: [
      {
        heading: "Why online pharmacies are classed high risk",
        paragraphs: [
          "Online pharmacies are high risk because the category has been exploited by rogue sites selling " +
            "counterfeit or unapproved drugs without a prescription. Card networks responded with strict rules, and " +
            "acquirers now approve only pharmacies that can prove they are legitimate. Legitimate pharmacies still " +
            "face disputes over shipping delays, refill billing and insurance confusion, plus the work of protecting " +
            "health information.",
        ],
      },
      {
        heading: "How approval works",
        paragraphs: [
          "Before we submit anything, we confirm your licensing and verification status, because the acquirer " +
            "will check each item and an application missing one of them is unlikely to move forward. Gathering " +
            "these early also shortens the time to your first approved transaction. Underwriters look for:",
        ],
        bullets: [
          "A pharmacy license in your home state and in every state you ship prescriptions to",
          "Federal registration if you dispense controlled substances",
          "Certification from an independent pharmacy verification program recognized by the card networks",
          "A description of how you verify prescriptions with prescribers",
          "Corporate documents, pharmacist-in-charge details, owner identification and financials",
        ],
      },
      {
        heading: "What underwriting looks for",
        paragraphs: [
          "Underwriters check that prescription drugs are dispensed only against a valid prescription from a " +
            "licensed prescriber, that you don't ship to states where you aren't licensed, and that your site never " +
            "sells prescription drugs without one. They also review product sourcing, privacy practices for health " +
            "information and your refund policy. Pharmacy law is detailed and state-specific; this page is general " +
            "information, not legal advice.",
        ],
      },
      {
        heading: "How payments are set up",
        paragraphs: [
          "Prescription checkout often splits between insurance adjudication and the patient's copay, which is " +
            "charged to a card on file. Tokenized storage lets you bill refills once the patient authorizes it, and " +
            "clear receipts reduce disputes. Over-the-counter and wellness products can run through the same " +
            "[ecommerce](/ecommerce) checkout, while a walk-in counter can use a [POS system](/pos-system) with EMV " +
            "and contactless so retail and pharmacy sales report together.",
        ],
      },
    ],
    challenges: [
      {
        title: "Licensing and Certification",
        text: "State licenses for every shipping destination plus recognized pharmacy certification are required.",
      },
      {
        title: "Reserves",
        text: "New online pharmacy accounts often carry a reserve until refill and dispute patterns are known.",
      },
      {
        title: "Refill and Shipping Disputes",
        text: "Unexpected refill charges and late deliveries are the most common sources of chargebacks.",
      },
      {
        title: "Health Privacy",
        text: "Orders contain protected health information that must stay out of payment descriptions.",
      },
      {
        title: "MATCH and Sudden Closures",
        text: "Processors close accounts that add prescriptions without approval, and violations can lead to MATCH.",
      },
    ],
    offers: [
      {
        title: "Pharmacy-Ready Acquirers",
        text: "Banks that approve verified pharmacies and understand insurance and copay flows.",
      },
      {
        title: "Refill Billing",
        text: "Authorized cards on file with reminders and receipts for every refill.",
      },
      {
        title: "Secure Checkout",
        text: "Tokenization and fraud screening that keep card data out of pharmacy systems.",
      },
      {
        title: "Application Support",
        text: "A specialist who organizes licenses and certification for underwriting.",
      },
    ],
    faqs: [
      {
        question: "Do I need pharmacy certification to accept cards online?",
        answer:
          "Card networks require online pharmacies selling prescription drugs to hold certification from an " +
          "independent verification program they recognize, in addition to the state licenses you already need. " +
          "Certification reviews your licenses, prescription practices and website. Start the process early, as it " +
          "can take time, and have it in hand when you apply for processing.",
      },
      {
        question: "Can I sell over-the-counter products without certification?",
        answer:
          "Sites selling only over-the-counter medicines, vitamins and health products are generally easier to " +
          "place and may not need pharmacy certification. Underwriters still review product claims and sourcing. " +
          "If you later add prescription drugs, tell us first; adding them without approval could breach your " +
          "processing agreement and end with a closed account and held funds.",
      },
      {
        question: "How should we handle refill billing?",
        answer:
          "Store the card as a token only with the patient's authorization, tell patients before each refill is " +
          "charged and let them pause or cancel easily. Receipts should show the pharmacy name, the date and a " +
          "contact for billing questions, without exposing more health information than needed. That approach " +
          "keeps refill disputes rare and gives you a clean record if one arrives.",
      },
      {
        question: "Can telehealth providers send prescriptions to us?",
        answer:
          "Yes, as long as each prescription is valid under the laws of the patient's state, including the rules on " +
          "prescribing after a remote consultation. Controlled substances carry extra requirements. Our " +
          "[telemedicine](/industries/telemedicine) page covers the provider side of that relationship. Confirm " +
          "the details with counsel, since this is general information and not legal advice.",
      },
    ],
    relatedIndustries: ["industries/telemedicine", "industries/nutraceuticals", "industries/cbd-oil"],
    related: ["/ecommerce", "/merchant-onboarding", "/documenting-transactions"],
    cta: {
      heading: "Get Your Pharmacy Approved With Every Box Checked",
      text:
        "Share your licenses and certification status, and a specialist will outline the remaining steps to a " +
        "stable pharmacy merchant account.",
    },
  },
  // ---------------------------------------------------------------- Sports Betting
  {
    slug: "industries/sports-betting",
    name: "Sports Betting",
    title: "Sportsbook Payment Processing",
    h1: "Deposit and Payment Processing for State-Licensed Sportsbooks",
    description:
      "Deposit processing for state-licensed sportsbooks and betting operators, with geolocation, age checks " +
      "and funding rules configured state by state.",
    eyebrow: "High Risk Industries",
    group: "high_risk",
    highRisk: true,
    lead:
      "We support sportsbooks and betting operators licensed in the states where they take wagers, helping them " +
      "set up deposits and payouts that follow each state's rules. We cannot process wagering where sports " +
      "betting is not legal or not licensed.",
    highlights: [
      {
        title: "Licensed Markets Only",
        text: "Deposits are accepted only from players located in states where you are licensed.",
      },
      {
        title: "State-Aware Cashier",
        text: "Funding options that follow each state's rules on cards and other methods.",
      },
      {
        title: "Deposit Dispute Evidence",
        text: "Records that answer players who deposit, lose and then dispute.",
      },
    ],
    sections: [
      {
        heading: "Why sports betting is classed high risk",
        paragraphs: [
          "Sports betting is legal only in states that have authorized it, and each of those states licenses " +
            "operators and sets its own rules on age, location and funding. That patchwork, combined with " +
            "problem-gambling concerns, large deposit volumes and disputes from players who regret their losses, " +
            "makes the category high risk. Some issuers also block gambling transactions on certain cards.",
        ],
      },
      {
        heading: "How approval works",
        paragraphs: [
          "Approval follows your licensing. State regulators vet ownership, suppliers and finances, and acquirers " +
            "build on that work with their own review of your payment flows and controls. Operators entering a new " +
            "state should start the processing conversation while the license application is pending. Be ready to provide:",
        ],
        bullets: [
          "Sports wagering licenses or approvals for each state where you accept bets",
          "A geolocation solution that confirms players are inside a permitted state when they bet",
          "Identity and age verification procedures",
          "A responsible gaming program with deposit limits and self-exclusion handling",
          "An AML program, corporate documents, ownership disclosures and financial statements",
        ],
      },
      {
        heading: "What underwriting looks for",
        paragraphs: [
          "Underwriters focus on three questions. Is every wager placed by a verified adult located in a state where " +
            "you are licensed? Is each deposit coded so the issuer can recognize it as gambling? Are player funds " +
            "kept separate and available for withdrawal? They also review how you handle self-excluded players and " +
            "claims that a cardholder didn't authorize a deposit. Requirements differ by state; this is general " +
            "information, not legal advice.",
        ],
      },
      {
        heading: "How payments are set up",
        paragraphs: [
          "Deposits usually come through a gateway tied to your player account system, with geolocation and identity " +
            "checks completed before funds post. Some states restrict or bar credit cards for funding wagering " +
            "accounts, so debit, bank transfer and other permitted methods often carry much of the volume. " +
            "Withdrawals generally go to a verified bank account. We'll help you map each state's funding rules to " +
            "your cashier settings and keep them current as rules change.",
        ],
      },
    ],
    challenges: [
      {
        title: "State-by-State Licensing",
        text: "Every market needs its own license, and bets from outside licensed states cannot be accepted.",
      },
      {
        title: "Funding Restrictions",
        text: "Credit card funding is limited or banned in some states, and some issuers decline gambling outright.",
      },
      {
        title: "Deposit Chargebacks",
        text: "Players sometimes dispute deposits after losing, claiming they never authorized them.",
      },
      {
        title: "Reserves",
        text: "Acquirers may hold reserves or require collateral against large deposit volumes.",
      },
      {
        title: "MATCH and Closures",
        text: "Accepting bets outside licensed markets or ignoring dispute trends ends in termination and MATCH.",
      },
    ],
    offers: [
      {
        title: "Acquirers for Licensed Operators",
        text: "Banks with gaming programs that recognize state licensing and regulator oversight.",
      },
      {
        title: "Cashier Configuration",
        text: "Payment methods enabled or blocked by state, matching each regulator's rules.",
      },
      {
        title: "Fraud and Dispute Tools",
        text: "Authentication, device data and evidence packages for deposit disputes.",
      },
      {
        title: "Always-On Support",
        text: "24/7/365 customer support from a U.S.-based team, including game days.",
      },
    ],
    faqs: [
      {
        question: "Which states can I accept bets from?",
        answer:
          "Only from states that have legalized sports betting and where you hold the required license or approval. " +
          "The player must be physically located in that state when the wager is placed, which is why geolocation is " +
          "mandatory. The list of legal states changes as legislatures act, so check current status with your " +
          "regulators and counsel; this is general information, not legal advice.",
      },
      {
        question: "Can players fund accounts with credit cards?",
        answer:
          "It depends on the state. Some states permit credit cards, others restrict or ban them for funding " +
          "wagering accounts, and some card issuers block gambling transactions regardless. Your cashier should " +
          "apply each state's rules automatically and offer debit, bank transfer and other permitted methods. We'll " +
          "review your setup against every market you operate in.",
      },
      {
        question: "How do I fight deposit chargebacks?",
        answer:
          "Keep detailed records: identity verification results, geolocation checks, login history, device data, " +
          "deposits, wagers placed and withdrawals. A player who deposits, loses and then claims the payment was " +
          "unauthorized can usually be answered with that evidence. Our " +
          "[win a chargeback dispute](/win-chargeback-dispute) guide walks through building a response issuers accept.",
      },
      {
        question: "Do you work with daily fantasy or pick'em operators?",
        answer:
          "We review them case by case. Paid fantasy and pick'em contests are treated differently from sports " +
          "wagering in some states and restricted in others, and regulators have challenged certain formats. Bring " +
          "your licensing or legal opinion for each state where you operate, and we'll tell you honestly whether " +
          "placement is realistic before you spend time on an application.",
      },
    ],
    relatedIndustries: ["industries/online-gaming", "industries/cryptocurrency-trading", "industries/ticket-brokers"],
    related: ["/win-chargeback-dispute", "/merchant-onboarding", "/tracking-analysis"],
    cta: {
      heading: "Launch Deposits in Your Licensed States",
      text:
        "Tell us which states you are licensed in and how your cashier works, and our specialists will outline " +
        "the path to approval.",
    },
  },
  // ---------------------------------------------------------------- Travel Agencies
  {
    slug: "industries/travel",
    name: "Travel Agencies",
    title: "Travel Agency Processing",
    h1: "Merchant Accounts for Travel Agencies and Tour Operators",
    description:
      "Card processing for travel agencies, tour operators and vacation packagers, with deposits, installment " +
      "plans and future-delivery risk handled properly.",
    eyebrow: "High Risk Industries",
    group: "high_risk",
    highRisk: true,
    lead:
      "From independent agents to tour operators and group travel specialists, we help travel businesses get " +
      "approved and take deposits, final payments and installments without surprise holds.",
    highlights: [
      {
        title: "Deposits and Balances",
        text: "Charge a deposit at booking and the balance on the date your terms set.",
      },
      {
        title: "Remote Payments",
        text: "Virtual terminal and [payment links](/text-qr) for phone and e-mail sales.",
      },
      {
        title: "Terms in Writing",
        text: "Reserve and settlement terms agreed before your first booking.",
      },
    ],
    sections: [
      {
        heading: "Why travel is classed high risk",
        paragraphs: [
          "Travel is sold long before it is delivered. A customer may pay a deposit on a cruise or tour a year ahead, " +
            "and if a supplier fails, weather intervenes or plans change, the refund request or chargeback lands on " +
            "whoever charged the card. Acquirers count that unfulfilled exposure as risk, and travel also draws " +
            "fraud on last-minute, high-value bookings.",
        ],
      },
      {
        heading: "How approval works",
        paragraphs: [
          "Underwriting depends on how money flows. Agencies that earn commissions while suppliers charge " +
            "customers directly are lower risk than tour operators that collect the full package price. Knowing your " +
            "model lets us request limits and reserve terms that reflect your real exposure. We document it and gather:",
        ],
        bullets: [
          "Business documents, owner ID and bank statements",
          "Seller-of-travel registrations or bonds in states that require them",
          "Supplier contracts or host agency agreements",
          "Deposit, final payment and cancellation policies",
          "Details of any travel protection you offer",
        ],
      },
      {
        heading: "What underwriting looks for",
        paragraphs: [
          "Underwriters ask how far ahead customers book, how much you hold in deposits for future trips, when you " +
            "pay suppliers and whether customer funds sit in a trust account. They also review cancellation terms, " +
            "your refund record during disruptions and the reliability of your suppliers. Offering travel protection, " +
            "and documenting when a customer declines it, makes disputes easier to answer. Registration rules vary " +
            "by state; this is not legal advice.",
        ],
      },
      {
        heading: "How payments are set up",
        paragraphs: [
          "Travel businesses usually need a mix: an online booking checkout, a virtual terminal for phone sales and " +
            "secure payment links for deposits and final balances. Installment plans on stored card tokens let " +
            "customers spread a trip's cost, with reminders before each charge. For group trips, separate invoices " +
            "per traveler make refunds cleaner. Settlement timing and any reserve should be agreed in writing before " +
            "you start.",
        ],
      },
    ],
    challenges: [
      {
        title: "Future-Delivery Reserves",
        text: "Deposits for trips months away lead acquirers to hold reserves or delay settlement.",
      },
      {
        title: "Supplier Failures and Disruptions",
        text: "Cancelled tours, cruises and flights turn into refund demands and chargebacks.",
      },
      {
        title: "Seller-of-Travel Rules",
        text: "Some states require registration, bonds or trust accounts for businesses selling travel.",
      },
      {
        title: "Booking Fraud",
        text: "Stolen cards buy last-minute packages that are used before the fraud is discovered.",
      },
      {
        title: "Closures and MATCH",
        text: "A dispute wave on an unprepared account can mean a frozen balance and a MATCH listing.",
      },
    ],
    offers: [
      {
        title: "Travel-Friendly Acquirers",
        text: "Banks that understand deposits, supplier payments and seasonal volume.",
      },
      {
        title: "Installment Billing",
        text: "Scheduled payments on tokenized cards with automatic reminders.",
      },
      {
        title: "Phone and Link Payments",
        text: "A virtual terminal and secure links keep card numbers off notepads.",
      },
      {
        title: "Dispute Guidance",
        text: "Help deciding when to refund and when to fight, with the right evidence.",
      },
    ],
    faqs: [
      {
        question: "Why do processors hold funds from travel agencies?",
        answer:
          "Because you are paid before the trip happens, the acquirer is exposed if the trip doesn't happen and " +
          "customers dispute the charge. To limit that exposure, acquirers may hold a reserve, delay settlement or " +
          "cap monthly volume. Knowing this up front and agreeing terms in writing avoids the surprise holds that " +
          "catch many agencies using general-purpose processors.",
      },
      {
        question: "Can I take deposits and final payments separately?",
        answer:
          "Yes. Charge the deposit at booking with the customer's authorization, store the card as a token if they " +
          "agree, and charge the balance on the date stated in your terms after sending a reminder. Each charge " +
          "gets its own receipt. Alternatively, send a payment link for the final balance so the customer confirms " +
          "the charge themselves, which leaves a strong authorization record.",
      },
      {
        question: "How do I handle chargebacks when a supplier cancels?",
        answer:
          "If the supplier refunds you, pass the refund to the customer quickly and keep them informed at each step. " +
          "If a supplier fails and cannot refund, you may still face disputes, which is one reason trust accounts " +
          "and travel protection matter. Keep your terms, the customer's acceptance and all correspondence. Our " +
          "[refund or fight](/refund-fight-chargeback) guide helps you choose the better path.",
      },
      {
        question: "Can home-based agents get a merchant account?",
        answer:
          "Yes. Home-based and host-agency agents are approved regularly, although many take few payments " +
          "themselves because suppliers charge customers directly. If you charge service fees, planning fees or " +
          "package prices, a merchant account in your own name is worth having. We'll look at your host agreement " +
          "and sales model and request processing limits that match them.",
      },
    ],
    relatedIndustries: ["industries/airline-booking", "industries/ticket-brokers", "industries/subscription-boxes"],
    related: ["/text-qr", "/refund-fight-chargeback", "/merchant-onboarding"],
    cta: {
      heading: "Take Travel Deposits Without Surprise Holds",
      text:
        "Describe how your bookings and supplier payments work, and a specialist will recommend a processing " +
        "setup and reserve terms that fit.",
    },
  },
  // ---------------------------------------------------------------- Vape & E-Cigarettes
  {
    slug: "industries/vape",
    name: "Vape & E-Cigarettes",
    title: "Vape Shop Processing",
    h1: "Payment Processing for Vape Shops and E-Cigarette Retailers",
    description:
      "Merchant accounts for vape shops and online e-cigarette sellers, with age verification, compliant " +
      "shipping and low-cost POS programs for adult-only products.",
    eyebrow: "High Risk Industries",
    group: "high_risk",
    highRisk: true,
    lead:
      "We help vape shops and online vapor product retailers get approved, verify buyer age at the counter and " +
      "online, and keep processing stable in a category many processors avoid.",
    highlights: [
      {
        title: "Age Checks Built In",
        text: "POS prompts and ID scanning for every age-restricted sale.",
      },
      {
        title: "Processing Costs to 0%",
        text: "[Dual pricing](/dual-pricing) posts a discounted cash price on all sales.",
      },
      {
        title: "Vape-Approved Accounts",
        text: "No hiding your products from a processor that prohibits them.",
      },
    ],
    sections: [
      {
        heading: "Why vape is classed high risk",
        paragraphs: [
          "Vapor products are legal for adults but heavily regulated. Federal law sets the minimum sales age at 21, " +
            "federal rules govern which products may be marketed, and states and cities add flavor bans, licensing, " +
            "taxes and online sales restrictions. Online sales face strict age verification and delivery " +
            "requirements, and many mainstream processors restrict the category. Together, those factors make vape a " +
            "high-risk classification.",
        ],
      },
      {
        heading: "How approval works",
        paragraphs: [
          "Brick-and-mortar shops with a licensed storefront are usually simpler to place than online sellers, and " +
            "we match you to acquirers that accept your sales channel. If you sell both in store and online, we present the " +
            "two channels separately so each gets the right limits and controls. Expect to provide:",
        ],
        bullets: [
          "State and local tobacco or vapor retail licenses",
          "Business documents, owner ID, bank statements and processing history",
          "Your website's age gate and checkout age verification, if you sell online",
          "Shipping policy, including age checks at delivery and blocked destinations",
          "A product list and supplier information",
        ],
      },
      {
        heading: "What underwriting looks for",
        paragraphs: [
          "For stores, underwriters ask how staff check ID at every sale and how you handle products restricted " +
            "locally. For online sellers, they look for age verification against independent records at checkout, " +
            "adult signature on delivery, state registration and tax reporting where required, and blocks on " +
            "shipments to places that ban what you sell. Rules are detailed and change often; get advice from " +
            "counsel, as this is general information, not legal advice.",
        ],
      },
      {
        heading: "How payments are set up",
        paragraphs: [
          "In the store, a [POS system](/pos-system) with EMV, contactless and an ID-scan prompt for age-restricted " +
            "items keeps checkout fast and compliant. Many vape shops use dual pricing to post a discounted cash " +
            "price on all sales, which can bring processing costs to 0%. Online stores need a gateway that works " +
            "with an age verification service and a delivery method that meets adult-signature requirements.",
        ],
      },
    ],
    challenges: [
      {
        title: "Age Verification",
        text: "Every sale must be to an adult of legal age, in store and online, with records to prove it.",
      },
      {
        title: "Online Sales Rules",
        text: "Delivery, registration and tax requirements apply to remote sales, and some places ban them.",
      },
      {
        title: "Reserves and Volume Caps",
        text: "Online vape sellers often start with a reserve and monthly processing limits.",
      },
      {
        title: "Processor Exits",
        text: "Payment apps and general processors frequently close vape accounts once they spot the products.",
      },
      {
        title: "MATCH List Risk",
        text: "Terminations for prohibited sales or chargebacks can lead to a MATCH listing.",
      },
    ],
    offers: [
      {
        title: "Vape-Friendly Acquirers",
        text: "Banks that approve vapor retail and set limits that fit your store.",
      },
      {
        title: "Counter POS With ID Prompts",
        text: "Fast EMV and contactless checkout that asks for ID on restricted items.",
      },
      {
        title: "Cost-Cutting Programs",
        text: "Dual pricing or a [surcharge program](/surcharge) set up with compliant signage.",
      },
      {
        title: "Store Hardware",
        text: "POS software from $99/month and hardware bundles from $549.",
      },
    ],
    faqs: [
      {
        question: "Can I sell vape products online?",
        answer:
          "In many places, yes, but online vapor sales carry federal requirements for age verification, adult " +
          "signature on delivery, registration and tax reporting, and some states or cities ban online or flavored " +
          "product sales entirely. Several major carriers limit or refuse vapor shipments. Underwriters will ask " +
          "how your store meets these requirements, so settle your approach with counsel before you apply.",
      },
      {
        question: "Can I use dual pricing or a surcharge in my vape shop?",
        answer:
          "Yes. Dual pricing, a discounted cash price on all sales, is legal in all 50 states. A surcharge program " +
          "applies a service fee to credit card sales only; card-brand rules cap it, it cannot be applied to debit " +
          "cards, and a few states restrict surcharging, so check before you start. Either program can bring " +
          "processing costs to 0%.",
      },
      {
        question: "What happens if my processor finds out I sell vapes?",
        answer:
          "If your account was approved without disclosing vapor products and the processor's terms prohibit them, " +
          "it can close the account and hold funds while it reviews its exposure. Some shops learn this the hard way " +
          "when a payment app shuts them down mid-month. Applying with the category disclosed, to an acquirer that " +
          "accepts it, removes that risk.",
      },
      {
        question: "Do hemp or delta-8 products change my account?",
        answer:
          "They can. Many vape shops also sell hemp-derived products, and those bring their own legal questions and " +
          "underwriting requirements, including lab results and state-by-state restrictions. Disclose every product " +
          "category in your application so the approval covers it. Our [CBD oil](/industries/cbd-oil) page covers " +
          "hemp product processing in more detail.",
      },
    ],
    relatedIndustries: ["industries/tobacco-smoke-shops", "industries/cbd-oil", "industries/kratom"],
    related: ["/dual-pricing", "/surcharge", "/pos-system"],
    cta: {
      heading: "Run Your Vape Shop on an Account Built for It",
      text:
        "Tell us what you sell and how, in store or online, and a specialist will match you with an acquirer that " +
        "approves vapor products.",
    },
  },
  // ---------------------------------------------------------------- Credit Repair & Credit Education
  {
    slug: "industries/credit-repair",
    name: "Credit Repair & Credit Education",
    title: "Credit Repair Processing",
    h1: "Compliant Billing for Credit Repair and Credit Education Companies",
    description:
      "Merchant accounts for credit repair and credit education businesses, with billing built around " +
      "advance-fee rules, clear contracts and low dispute rates.",
    eyebrow: "High Risk Industries",
    group: "high_risk",
    highRisk: true,
    lead:
      "We help credit repair organizations and credit education providers get approved and set up billing that " +
      "matches the rules on when they may charge, so payments hold up and accounts stay open.",
    highlights: [
      {
        title: "Billing in Arrears",
        text: "Charge after the work is done, the way the rules expect.",
      },
      {
        title: "Work Summaries With Every Charge",
        text: "Statements that double as dispute evidence.",
      },
      {
        title: "Education Sellers Welcome",
        text: "Courses and software placed on the account type that fits them.",
      },
    ],
    sections: [
      {
        heading: "Why credit repair is classed high risk",
        paragraphs: [
          "Credit repair is high risk because of strict consumer protection rules and a history of abuse in the " +
            "industry. Federal law prohibits credit repair organizations from charging for services before they are " +
            "fully performed, and telemarketing rules add further limits on when fees can be collected. Customers " +
            "who don't see the score change they hoped for often dispute charges, and regulators pursue companies " +
            "that make unrealistic promises.",
        ],
      },
      {
        heading: "How approval works",
        paragraphs: [
          "Approval depends heavily on how you bill. We review your contract and fee timing first, because a model " +
            "that charges for repair work up front is usually declined. Firms that already bill in arrears move through " +
            "underwriting much faster. Then we collect:",
        ],
        bullets: [
          "Business documents, owner ID and any required state registrations or surety bonds",
          "Your customer contract, with the required disclosures and cancellation rights",
          "A clear description of when and how you bill",
          "Your website, plus sales scripts if you market by phone",
          "Processing history with refund and chargeback data",
        ],
      },
      {
        heading: "What underwriting looks for",
        paragraphs: [
          "Underwriters compare your billing with the rules: fees collected only after the service for that period " +
            "is complete, written contracts with the required cancellation window, and no promises to remove " +
            "accurate information. They read your marketing for guarantees of specific score increases. Credit " +
            "education businesses that sell courses or software without performing repair work are reviewed " +
            "differently but must describe the product honestly. Have counsel review your model; this is not legal advice.",
        ],
      },
      {
        heading: "How payments are set up",
        paragraphs: [
          "Most credit repair firms bill monthly in arrears through stored card tokens or ACH, charging after each " +
            "month's work is complete and documented. Clients receive a summary of the work performed with each " +
            "charge, which doubles as evidence if a dispute arises. Credit education sellers can use a standard " +
            "[web commerce](/web-commerce) checkout. Our [documenting transactions](/documenting-transactions) guide " +
            "shows which records to keep.",
        ],
      },
    ],
    challenges: [
      {
        title: "Advance-Fee Restrictions",
        text: "Fees for repair services can't be collected before the services are performed.",
      },
      {
        title: "Chargebacks Over Results",
        text: "Clients who expected a bigger score change dispute monthly charges.",
      },
      {
        title: "State Registration and Bonding",
        text: "Many states require credit services businesses to register or post a bond.",
      },
      {
        title: "Reserves",
        text: "Acquirers often start credit repair accounts with a reserve and conservative limits.",
      },
      {
        title: "MATCH and Sudden Closures",
        text: "Up-front billing or deceptive claims can trigger termination and a MATCH listing.",
      },
    ],
    offers: [
      {
        title: "Credit Services Acquirers",
        text: "Banks that accept credit repair and education with a compliant billing model.",
      },
      {
        title: "Recurring Billing in Arrears",
        text: "Card and ACH billing scheduled after each service period closes.",
      },
      {
        title: "Pre-Application Review",
        text: "We flag contract and marketing issues underwriters commonly question.",
      },
      {
        title: "Dispute Documentation",
        text: "Templates for work summaries and receipts that stand up in a dispute.",
      },
    ],
    faqs: [
      {
        question: "Can I charge a setup fee for credit repair?",
        answer:
          "Generally not before the service is performed. Federal law bars credit repair organizations from " +
          "collecting payment for services before they are fully performed, and regulators treat up-front setup or " +
          "enrollment fees for repair work as advance fees. Some firms charge only after each month's work, others " +
          "after specific completed tasks. Have counsel review your fee structure; this is not legal advice.",
      },
      {
        question: "Is credit education treated the same as credit repair?",
        answer:
          "Not always. A business that sells courses, coaching or self-help software, without disputing items on " +
          "the customer's behalf, may fall outside credit repair rules. Underwriters look past the label to what " +
          "you actually do, though, and if you also perform repair work, the repair rules apply to that part. " +
          "Describe your product plainly in the application.",
      },
      {
        question: "Why do credit repair customers file chargebacks?",
        answer:
          "Usually because results fell short of expectations or the customer forgot about ongoing monthly billing. " +
          "Set realistic expectations in writing, send a summary of work with every charge and make cancellation " +
          "simple. When a customer asks to cancel, stop billing immediately. Those habits prevent most disputes and " +
          "leave you a clean record to present if one is filed.",
      },
      {
        question: "Do you support telemarketing credit repair sales?",
        answer:
          "We can review it, but telemarketed credit repair faces tighter limits on when fees can be collected, and " +
          "underwriters scrutinize call scripts and recordings. Many acquirers decline outbound telemarketing models " +
          "altogether. Firms that sell online or through inbound referrals are generally easier to approve, so tell " +
          "us honestly how your customers find you.",
      },
    ],
    relatedIndustries: ["industries/debt-collection", "industries/extended-warranties", "industries/subscription-boxes"],
    related: ["/documenting-transactions", "/merchant-onboarding", "/web-commerce"],
    cta: {
      heading: "Bill for Credit Services the Compliant Way",
      text:
        "Send us your contract and billing schedule, and a specialist will tell you how underwriters will see it " +
        "and what to adjust.",
    },
  },
  // ---------------------------------------------------------------- Debt Collection
  {
    slug: "industries/debt-collection",
    name: "Debt Collection",
    title: "Debt Collection Processing",
    h1: "Payment Acceptance for Licensed Debt Collection Agencies",
    description:
      "Card payment processing for collection agencies and debt buyers, with payment plans, careful fee handling " +
      "and dispute support from specialists.",
    eyebrow: "High Risk Industries",
    group: "high_risk",
    highRisk: true,
    lead:
      "We help collection agencies, debt buyers and collection law firms accept card payments and payment plans, " +
      "with fee handling that stays inside the rules.",
    highlights: [
      {
        title: "Self-Service Payments",
        text: "Consumers pay online or by [text link](/text-qr) without reading card numbers aloud.",
      },
      {
        title: "Payment Plans",
        text: "Scheduled charges with recorded authorization and reminders.",
      },
      {
        title: "Authorization Records",
        text: "Documentation habits that answer unauthorized-payment disputes.",
      },
    ],
    sections: [
      {
        heading: "Why debt collection is classed high risk",
        paragraphs: [
          "Debt collection is high risk because the person paying is often unhappy about it. Consumers dispute " +
            "payments they feel were pressured, deny authorizing a phone payment or challenge the debt itself " +
            "through their card issuer. Federal and state debt collection laws regulate communications, fees and " +
            "payment practices, and mistakes lead to complaints, lawsuits and account closures. Many processors avoid " +
            "the category entirely.",
        ],
      },
      {
        heading: "How approval works",
        paragraphs: [
          "We ask whether you collect consumer or commercial debt, for original creditors or on purchased " +
            "portfolios, and through which channels, because each affects placement. Agencies with clean licensing and " +
            "documented authorization practices are far easier to place. Underwriters then request:",
        ],
        bullets: [
          "State collection agency licenses or bonds where required",
          "Business documents, owner ID, bank statements and financials",
          "Client agreements or a description of the portfolios you collect",
          "Payment authorization scripts and call recording practices",
          "Processing history with chargeback and refund data",
        ],
      },
      {
        heading: "What underwriting looks for",
        paragraphs: [
          "Underwriters review how you obtain and document authorization for each payment, especially phone " +
            "payments and recurring plans. They look at complaint handling, call recording and whether you add any " +
            "fee to the payment. Convenience fees and similar charges on consumer debts are allowed only where the " +
            "agreement creating the debt or applicable law permits them, and some states restrict them further. " +
            "Have counsel confirm your fee practices; this is general information, not legal advice.",
        ],
      },
      {
        heading: "How payments are set up",
        paragraphs: [
          "Collection agencies typically combine a virtual terminal for agent-assisted payments, a self-service " +
            "payment portal and text payment links that let consumers pay on their own schedule. Recurring payment " +
            "plans use stored tokens with written or recorded authorization and a reminder before each charge. " +
            "Trust accounting may require settling client funds separately, so we align deposits with the way your " +
            "books are kept.",
        ],
      },
    ],
    challenges: [
      {
        title: "Payment Disputes",
        text: "Consumers dispute payments they regret or claim they never authorized.",
      },
      {
        title: "Fee Restrictions",
        text: "Convenience fees on consumer debts are limited by the underlying agreement, state law and card-brand rules.",
      },
      {
        title: "Licensing",
        text: "Many states license or bond collection agencies, and underwriters verify each one.",
      },
      {
        title: "Reserves",
        text: "New collection accounts may carry a reserve until dispute rates are established.",
      },
      {
        title: "Sudden Closures and MATCH",
        text: "General processors often exit collections abruptly, and terminations can lead to MATCH.",
      },
    ],
    offers: [
      {
        title: "Collections-Friendly Acquirers",
        text: "Banks that accept consumer and commercial collections with documented practices.",
      },
      {
        title: "Self-Service Portal and Links",
        text: "Online and text-to-pay options that lower call volume and disputes.",
      },
      {
        title: "Payment Plan Billing",
        text: "Tokenized schedules with reminders and clean cancellation handling.",
      },
      {
        title: "Integration Help",
        text: "Processing connected to your collection software through our [integrations](/integrations).",
      },
    ],
    faqs: [
      {
        question: "Can we add a convenience fee to card payments?",
        answer:
          "Only if it is expressly permitted by the agreement that created the debt or by applicable law, and some " +
          "states restrict such fees on consumer debts regardless. Card-brand rules on surcharges and convenience " +
          "fees also apply. Because of this, many agencies absorb processing costs or offer a free payment method. " +
          "Get written advice from counsel before adding any fee; this is not legal advice.",
      },
      {
        question: "How should we record phone payment authorizations?",
        answer:
          "Record the call or obtain a signed or electronic authorization, confirm the amount, date and card or " +
          "account being charged, and send a written confirmation afterward. For payment plans, capture the full " +
          "schedule and how the consumer can cancel. These records answer most unauthorized-payment disputes and " +
          "show regulators that payments were made voluntarily.",
      },
      {
        question: "Are commercial collections treated differently?",
        answer:
          "Often, yes. Collecting business-to-business debt raises fewer consumer protection issues and tends to " +
          "draw fewer disputes, so underwriting can be lighter. State licensing may still apply. Tell us your mix of " +
          "consumer and commercial accounts so we can present your business accurately and request limits that " +
          "match each side of your portfolio.",
      },
      {
        question: "Can consumers pay without talking to an agent?",
        answer:
          "Yes, and many prefer it. A secure online portal or text payment link lets the consumer review the balance " +
          "and pay when it suits them. Self-service payments tend to produce fewer disputes, because the consumer " +
          "entered the card and confirmed the amount personally. We'll help you set it up alongside your existing " +
          "collection software.",
      },
    ],
    relatedIndustries: ["industries/credit-repair", "industries/bail-bonds", "industries/extended-warranties"],
    related: ["/text-qr", "/documenting-transactions", "/understanding-chargebacks"],
    cta: {
      heading: "Make It Easier for Consumers to Pay",
      text:
        "Tell us how you collect today, and a specialist will recommend a compliant payment setup for your " +
        "agents and your portal.",
    },
  },
  // ---------------------------------------------------------------- Nutraceuticals
  {
    slug: "industries/nutraceuticals",
    name: "Nutraceuticals",
    title: "Nutraceutical Merchant Accounts",
    h1: "Merchant Accounts for Supplement and Nutraceutical Brands",
    description:
      "Payment processing for supplement, vitamin and nutraceutical brands, including compliant subscriptions, " +
      "trial offers and chargeback prevention.",
    eyebrow: "High Risk Industries",
    group: "high_risk",
    highRisk: true,
    lead:
      "We help supplement and nutraceutical brands get approved, run subscriptions the way the card networks " +
      "require and keep dispute ratios low enough to scale.",
    highlights: [
      {
        title: "Funnel Review",
        text: "We read your ads, checkout and emails the way an underwriter will.",
      },
      {
        title: "Compliant Auto-Ship",
        text: "Disclosures, reminders and easy cancellation built into billing.",
      },
      {
        title: "Room to Grow",
        text: "Limit increases requested as your dispute record proves itself.",
      },
    ],
    sections: [
      {
        heading: "Why nutraceuticals are classed high risk",
        paragraphs: [
          "Dietary supplements are legal and widely sold, but the category has a long history of free-trial traps, " +
            "hidden auto-ship programs and exaggerated health claims. Those practices drove chargebacks and " +
            "enforcement actions, and the card networks tightened their rules in response. As a result, acquirers " +
            "classify most online nutraceutical sellers as high risk, especially brands selling through subscription " +
            "or trial offers.",
        ],
      },
      {
        heading: "How approval works",
        paragraphs: [
          "We review your funnel from the first ad to the confirmation message and flag issues before " +
            "submission. Affiliate traffic gets particular attention, because an affiliate's exaggerated claim counts " +
            "against your account as if you had written it. The application package usually covers:",
        ],
        bullets: [
          "Business documents, owner ID, bank statements and processing history",
          "A product list with labels and supplement facts panels",
          "Manufacturer information and quality documentation",
          "Checkout pages, subscription terms and the cancellation process",
          "Marketing materials, including affiliate and ad creative if you use them",
        ],
      },
      {
        heading: "What underwriting looks for",
        paragraphs: [
          "Underwriters focus on marketing claims and billing practices. Supplements can't claim to treat, cure or " +
            "prevent disease, and fake endorsements or before-and-after promises are red flags. For subscriptions " +
            "and trials, card-network rules require clear terms at checkout, express consent, a reminder before a " +
            "trial converts and easy online cancellation. Underwriters also watch for sales spread across several " +
            "accounts to dodge dispute thresholds, a practice that ends in terminations.",
        ],
      },
      {
        heading: "How payments are set up",
        paragraphs: [
          "Most brands sell through an [ecommerce](/ecommerce) storefront with stored tokens for subscriptions, an " +
            "account updater for expired cards and dispute alerts that warn of chargebacks before they post. A " +
            "descriptor that names your brand and a support contact on every receipt prevent many disputes. Our " +
            "[tracking and analysis](/tracking-analysis) guide shows how to watch dispute trends by product, offer " +
            "and traffic source.",
        ],
      },
    ],
    challenges: [
      {
        title: "Trial and Subscription Rules",
        text: "Card-network standards for trials and auto-ship are specific, and violations are costly.",
      },
      {
        title: "Chargebacks",
        text: "Unclear renewals and disappointed buyers push dispute ratios toward monitoring thresholds.",
      },
      {
        title: "Claims Compliance",
        text: "Disease claims and unsupported promises draw regulator and underwriter attention.",
      },
      {
        title: "Reserves and Caps",
        text: "New accounts often start with a reserve and a monthly limit tied to performance.",
      },
      {
        title: "MATCH and Closures",
        text: "Excessive disputes or splitting volume across accounts leads to termination and MATCH.",
      },
    ],
    offers: [
      {
        title: "Supplement-Friendly Acquirers",
        text: "Banks that approve nutraceutical brands with compliant offers.",
      },
      {
        title: "Subscription Billing Done Right",
        text: "Tokens, updater, reminders and cancellation links on every plan.",
      },
      {
        title: "Dispute Alerts and Reporting",
        text: "Early warnings and reports by product and offer so you can act fast.",
      },
      {
        title: "Launch Planning",
        text: "Limit increases requested before big campaigns, not after a review is triggered.",
      },
    ],
    faqs: [
      {
        question: "Are free-trial offers still allowed?",
        answer:
          "Yes, with conditions. Card-network rules require clear disclosure of the trial length and the price " +
          "afterward, the customer's express consent, a reminder before the first full-price charge and an easy " +
          "online cancellation option. Many states add their own automatic renewal requirements. Brands that follow " +
          "these rules run trials successfully; brands that bury the terms lose their accounts.",
      },
      {
        question: "What health claims can supplements make?",
        answer:
          "Supplements may describe how an ingredient affects the structure or function of the body, with the " +
          "required disclaimer, but may not claim to diagnose, treat, cure or prevent disease. Claims must also be " +
          "truthful and supported by evidence. Underwriters review your site and ads for disease claims and " +
          "unsupported promises. Have a qualified advisor review your copy; this is not legal advice.",
      },
      {
        question: "Why shouldn't I split volume across several merchant accounts?",
        answer:
          "Spreading sales across multiple accounts to keep each one under chargeback thresholds is a known practice " +
          "that the card networks prohibit. When it is detected, all related accounts can be terminated and the " +
          "owners placed on the MATCH list, which blocks new accounts for years. It is far better to reduce " +
          "disputes at the source and grow one well-run account.",
      },
      {
        question: "How fast can I scale volume?",
        answer:
          "New accounts usually start with a monthly processing limit. As you show low disputes and steady " +
          "fulfillment, you can request increases backed by your recent statements. Sudden spikes from a new ad " +
          "campaign can trigger a review and a hold, so tell us ahead of big launches and we'll help request a " +
          "higher limit in advance.",
      },
    ],
    relatedIndustries: ["industries/cbd-oil", "industries/subscription-boxes", "industries/kratom"],
    related: ["/ecommerce", "/tracking-analysis", "/chargeback-guide"],
    cta: {
      heading: "Scale Your Supplement Brand on Stable Processing",
      text:
        "Send us your offer and checkout flow, and a specialist will point out what to tighten before you apply.",
    },
  },
  // ---------------------------------------------------------------- Kratom
  {
    slug: "industries/kratom",
    name: "Kratom",
    title: "Kratom Merchant Accounts",
    h1: "Payment Processing for Kratom Vendors Who Sell Responsibly",
    description:
      "Merchant accounts for kratom vendors online and in store, with lab-tested products, state and local " +
      "restrictions and age limits handled before you apply.",
    eyebrow: "High Risk Industries",
    group: "high_risk",
    highRisk: true,
    lead:
      "Kratom is one of the hardest products to place with a processor. We help vendors who test their products, " +
      "follow state and local rules and market responsibly find acquirers that accept the category.",
    highlights: [
      {
        title: "Organized Applications",
        text: "Lab results, labels and shipping blocks presented in one clean file.",
      },
      {
        title: "Location Controls",
        text: "Checkout rules that stop orders to places where kratom is banned.",
      },
      {
        title: "Honest Placement",
        text: "Acquirers that know exactly what you sell from the start.",
      },
    ],
    sections: [
      {
        heading: "Why kratom is classed high risk",
        paragraphs: [
          "Kratom is not federally controlled, but several states and a number of cities and counties ban it, and " +
            "others regulate it through consumer protection laws that set age limits, labeling and testing " +
            "requirements. Federal health regulators have not approved kratom for any medical use and have warned " +
            "sellers about health claims. That uncertainty, plus reputational concerns, leads most processors to " +
            "prohibit the product outright.",
        ],
      },
      {
        heading: "How approval works",
        paragraphs: [
          "Fewer acquirers accept kratom than almost any other category we place, so a complete, organized " +
            "application matters. A missing lab report or an unclear shipping policy can cost you one of a small " +
            "number of chances, so we review every document before submission. Plan to provide:",
        ],
        bullets: [
          "Lab test results for each product or batch, covering alkaloid content and contaminants",
          "Product labels with serving information and warnings",
          "A list of the states and localities you don't ship to",
          "Business documents, owner ID, bank statements and processing history",
          "Any state registrations required where you sell",
        ],
      },
      {
        heading: "What underwriting looks for",
        paragraphs: [
          "Underwriters want proof that your products are what the label says, free of adulterants, and sold only " +
            "to adults where sale is lawful. They check your site for claims that kratom treats pain, anxiety, " +
            "addiction or withdrawal, which are a fast route to a decline. They also review your geographic blocks " +
            "and whether you sell alongside hemp or other products with their own rules. This is general " +
            "information, not legal advice.",
        ],
      },
      {
        heading: "How payments are set up",
        paragraphs: [
          "Online vendors need a gateway that enforces shipping restrictions by state and locality, with age " +
            "confirmation at checkout where required. Retail shops can use an EMV and contactless " +
            "[POS system](/pos-system) with age prompts for restricted items. Because placement options are limited, " +
            "protect the account you have: keep disputes low, and never run kratom through a second account that " +
            "wasn't approved for it.",
        ],
      },
    ],
    challenges: [
      {
        title: "Patchwork Legality",
        text: "Bans and regulations differ by state, county and city, and the map keeps changing.",
      },
      {
        title: "Few Willing Acquirers",
        text: "Most processors prohibit kratom and close accounts quickly when they find it.",
      },
      {
        title: "Reserves",
        text: "Accounts that are approved often start with a reserve and conservative limits.",
      },
      {
        title: "Claims Scrutiny",
        text: "Any suggestion of medical benefit puts an application or an account at risk.",
      },
      {
        title: "MATCH List Risk",
        text: "Termination for undisclosed products or excessive disputes can lead to a MATCH listing.",
      },
    ],
    offers: [
      {
        title: "Kratom-Accepting Acquirers",
        text: "Submission only to banks whose programs cover the product.",
      },
      {
        title: "Application Preparation",
        text: "We assemble testing, labeling and shipping documentation before submission.",
      },
      {
        title: "Checkout Controls",
        text: "Location blocks and age confirmation configured for your storefront.",
      },
      {
        title: "Ongoing Support",
        text: "24/7/365 customer support from a U.S.-based team.",
      },
    ],
    faqs: [
      {
        question: "Is kratom legal to sell?",
        answer:
          "It depends on where you and your customers are. Kratom is not federally scheduled, but several states " +
          "and various cities and counties ban it, and a number of states regulate it with age limits, labeling and " +
          "testing requirements. The map changes as new laws pass. Confirm the status of every location you sell to " +
          "with counsel; this is general information, not legal advice.",
      },
      {
        question: "Why did my payment app shut me down?",
        answer:
          "Most payment apps and general processors list kratom as prohibited. Automated reviews catch product names " +
          "and descriptions, and the account is closed, often with funds held for a period to cover disputes. An " +
          "acquirer that approved kratom from the start won't close you for selling it, although it will still " +
          "expect you to follow its program rules.",
      },
      {
        question: "What should my labels include?",
        answer:
          "At minimum, accurate product identification, net quantity, serving guidance, your business contact " +
          "details and appropriate warnings, including adult-only use where the law requires it. States with kratom " +
          "consumer protection laws set specific labeling rules. Avoid any language suggesting medical benefits, " +
          "and make lab results for each batch available to customers.",
      },
      {
        question: "Can I sell kratom alongside CBD?",
        answer:
          "Yes, if both are disclosed and approved. Each product line brings its own underwriting requirements, and " +
          "some acquirers accept one but not the other. Never add a new category to an existing account without " +
          "telling your processor, since that alone can justify a closure. See our [CBD oil](/industries/cbd-oil) " +
          "page for how hemp products are handled.",
      },
    ],
    relatedIndustries: ["industries/cbd-oil", "industries/vape", "industries/tobacco-smoke-shops", "industries/nutraceuticals"],
    related: ["/pos-system", "/merchant-onboarding", "/chargeback-guide"],
    cta: {
      heading: "Find Out Where Your Kratom Business Can Be Placed",
      text:
        "Send us your product list, lab results and shipping map, and a specialist will give you a straight answer " +
        "on your options.",
    },
  },
  // ---------------------------------------------------------------- Tobacco & Smoke Shops
  {
    slug: "industries/tobacco-smoke-shops",
    name: "Tobacco & Smoke Shops",
    title: "Smoke Shop Processing",
    h1: "Card Processing for Tobacco and Smoke Shops That Stays Put",
    description:
      "Merchant accounts for tobacco stores, cigar lounges and smoke shops, with ID checks, fast EMV checkout " +
      "and dual pricing that cuts card costs.",
    eyebrow: "High Risk Industries",
    group: "high_risk",
    highRisk: true,
    lead:
      "We help tobacco stores, cigar lounges and smoke shops get approved with acquirers that understand their " +
      "full product mix, and set up fast, compliant checkout that protects thin margins.",
    highlights: [
      {
        title: "Full-Mix Approval",
        text: "Glass, hemp, vapor and tobacco disclosed and approved together.",
      },
      {
        title: "ID Prompts at Checkout",
        text: "Age checks on every restricted item without slowing the line.",
      },
      {
        title: "Dual Pricing",
        text: "A discounted cash price on all sales can bring processing costs to 0%.",
      },
    ],
    sections: [
      {
        heading: "Why smoke shops are classed high risk",
        paragraphs: [
          "Tobacco is legal for adults, but smoke shops are often classed high risk because of what else is on the " +
            "shelves. Glass, hemp-derived products, delta-8, kratom and vapor products each raise their own legal " +
            "questions, and many shops carry several. Add age restrictions, state licensing and tax rules, and many " +
            "processors either decline smoke shops or approve them without understanding the inventory, which leads " +
            "to closures later.",
        ],
      },
      {
        heading: "How approval works",
        paragraphs: [
          "The most important step is full disclosure of your product mix. We match that mix to an acquirer whose " +
            "program covers all of it, because an approval that leaves out the hemp or vapor shelf is the one " +
            "that gets closed later. The application draws on:",
        ],
        bullets: [
          "State and local tobacco retail licenses and tax permits",
          "A complete list of product categories, including glass, hemp, vapor and kratom if you carry them",
          "Business documents, owner ID and bank statements",
          "Recent processing statements",
          "Storefront photos or a link to your website",
        ],
      },
      {
        heading: "What underwriting looks for",
        paragraphs: [
          "Underwriters check that you verify age at every sale, with the federal minimum sales age of 21 applying " +
            "to tobacco and vapor products, that your licenses are current, and that glass and accessories are " +
            "marketed for lawful tobacco use. For hemp-derived and other regulated products, they may ask for lab " +
            "results and confirm those products are legal where you sell. Online tobacco sales add delivery and " +
            "age verification rules. This is general information, not legal advice.",
        ],
      },
      {
        heading: "How payments are set up",
        paragraphs: [
          "Most smoke shops run a [point-of-sale](/point-of-sale) system with EMV, contactless, inventory by " +
            "category and ID-scan prompts at checkout. Because card fees eat into tobacco margins, many shops use " +
            "[dual pricing](/dual-pricing), a discounted cash price on all sales, which can bring processing costs " +
            "to 0%. POS software starts from $99/month, and hardware bundles start from $549.",
        ],
      },
    ],
    challenges: [
      {
        title: "Mixed Product Risk",
        text: "Hemp, delta-8, kratom and vapor products each trigger separate restrictions.",
      },
      {
        title: "Age and Licensing",
        text: "ID checks on every sale and current tobacco licenses are non-negotiable.",
      },
      {
        title: "Processor Exits",
        text: "Processors that didn't understand your inventory may close the account once they do.",
      },
      {
        title: "Reserves",
        text: "Shops carrying higher-risk products may see a reserve or lower starting limits.",
      },
      {
        title: "MATCH List Risk",
        text: "A termination for undisclosed products can follow the owners through a MATCH listing.",
      },
    ],
    offers: [
      {
        title: "Smoke-Shop-Friendly Acquirers",
        text: "Banks whose programs cover tobacco, glass and, where approved, hemp products.",
      },
      {
        title: "POS With ID Prompts",
        text: "Fast counter checkout that enforces age checks on restricted items.",
      },
      {
        title: "Cost Programs",
        text: "Dual pricing or a [surcharge program](/surcharge) to protect margins.",
      },
      {
        title: "Free Rate Review",
        text: "97% of business owners who receive a free rate review end up saving money.",
      },
    ],
    faqs: [
      {
        question: "Why was my smoke shop declined by a processor?",
        answer:
          "Often because of products beyond tobacco: hemp, delta-8, kratom or vapor products trigger restrictions " +
          "at many processors. Sometimes the issue is an expired license or a missing product list. We review your " +
          "inventory and paperwork and submit to acquirers that accept your full mix, which is the best way to avoid " +
          "both declines now and closures later.",
      },
      {
        question: "How do I keep ID checks fast?",
        answer:
          "Use a POS that prompts for ID on age-restricted items and, ideally, scans the barcode on a driver's " +
          "license to calculate age automatically. Train staff to check ID for anyone who appears younger than a " +
          "threshold your store sets above the legal minimum, and to refuse sales when an adult is clearly buying " +
          "for a minor. Consistent checks protect both your license and your account.",
      },
      {
        question: "Is dual pricing legal for tobacco shops?",
        answer:
          "Yes. Dual pricing is legal in all 50 states: you post a cash price and a card price and disclose both " +
          "clearly, and it can bring your processing costs to 0%. Surcharging is an alternative for credit card " +
          "sales, but card-brand rules cap it, it cannot be applied to debit cards, and a few states restrict " +
          "surcharging, so check before you start.",
      },
      {
        question: "Do you support online tobacco sales?",
        answer:
          "We review online tobacco and accessory stores case by case. Online sales of cigarettes, smokeless tobacco " +
          "and vapor products carry strict federal and state rules on age verification, delivery and taxes, and many " +
          "carriers restrict those shipments. Cigars, pipe tobacco and accessories face different rules by state. " +
          "Tell us exactly what you plan to sell and where it will ship.",
      },
    ],
    relatedIndustries: ["industries/vape", "industries/kratom", "industries/cbd-oil"],
    related: ["/dual-pricing", "/point-of-sale", "/surcharge"],
    cta: {
      heading: "Get a Smoke Shop Account That Covers Your Whole Shelf",
      text:
        "Send us your product list and a recent statement, and a specialist will show you an approval path and " +
        "what you could save.",
    },
  },
  // ---------------------------------------------------------------- Telemedicine
  {
    slug: "industries/telemedicine",
    name: "Telemedicine",
    title: "Telemedicine Payment Processing",
    h1: "Payment Processing for Telemedicine and Virtual Care Providers",
    description:
      "Merchant accounts for telehealth practices and virtual care platforms, with visit fees, memberships and " +
      "subscriptions under privacy-conscious billing.",
    eyebrow: "High Risk Industries",
    group: "high_risk",
    highRisk: true,
    lead:
      "We help telehealth practices and virtual care platforms accept visit fees, memberships and treatment " +
      "subscriptions through acquirers that understand remote care.",
    highlights: [
      {
        title: "Clinical Model First",
        text: "We present how care is delivered, not just what the checkout sells.",
      },
      {
        title: "Visits and Memberships",
        text: "One-time fees, plans and follow-ups on tokenized cards.",
      },
      {
        title: "Discreet Receipts",
        text: "Payment records that leave clinical details out.",
      },
    ],
    sections: [
      {
        heading: "Why telemedicine is classed high risk",
        paragraphs: [
          "Telemedicine is classed high risk when it combines remote, card-not-present payments with prescriptions " +
            "and subscriptions. Platforms selling weight-management, hormone or other prescription programs on " +
            "monthly plans draw card-network scrutiny, along with disputes from patients who expected a prescription " +
            "and didn't get one or forgot a renewal. Licensing, prescribing rules and health privacy add exposure " +
            "that general processors prefer to avoid.",
        ],
      },
      {
        heading: "How approval works",
        paragraphs: [
          "Underwriters want to understand the clinical model behind the checkout, so we start there: who sees " +
            "the patient, what the fee buys and how any prescription reaches the patient. Once that is clear on " +
            "paper, the remaining documents fall into place. We then collect:",
        ],
        bullets: [
          "Clinician licenses for each state where patients are seen, and the practice's business documents",
          "A description of who evaluates patients, how, and what may be prescribed",
          "Pharmacy partners and how prescriptions are filled",
          "Pricing, membership terms and the cancellation policy",
          "Privacy practices for health information",
        ],
      },
      {
        heading: "What underwriting looks for",
        paragraphs: [
          "Underwriters check that a clinician licensed for the patient's state makes the treatment decision, that " +
            "patients pay for the consultation rather than a guaranteed prescription, and that prescriptions are " +
            "filled by licensed pharmacies. Controlled substances face additional federal and state rules for remote " +
            "prescribing. Compounded medication programs, subscription disclosures and refund terms get close review " +
            "too. This is general information, not legal or regulatory advice.",
        ],
      },
      {
        heading: "How payments are set up",
        paragraphs: [
          "Virtual care platforms typically collect a card at booking, charge after the visit or on a membership " +
            "schedule, and keep the card as a token for follow-ups. Receipts describe the service in general terms. " +
            "Cash-pay practices can pair processing with [web commerce](/web-commerce) booking tools, and clinics " +
            "with an office add counter terminals. Our [medical practices](/industries/medical-practices) page " +
            "covers traditional in-office billing.",
        ],
      },
    ],
    challenges: [
      {
        title: "Prescription Program Scrutiny",
        text: "Subscription treatment plans face extra card-network and acquirer review.",
      },
      {
        title: "Subscription Chargebacks",
        text: "Patients dispute renewals they forgot or visits that didn't end in the treatment they wanted.",
      },
      {
        title: "Licensing Across States",
        text: "Clinicians must be authorized where each patient is located, and controlled substances add rules.",
      },
      {
        title: "Reserves",
        text: "Prescription-based programs often start with a reserve until dispute patterns are known.",
      },
      {
        title: "MATCH and Closures",
        text: "General processors may close telehealth accounts suddenly, and terminations can lead to MATCH.",
      },
    ],
    offers: [
      {
        title: "Telehealth-Experienced Acquirers",
        text: "Banks that approve virtual care with documented clinical oversight.",
      },
      {
        title: "Membership and Visit Billing",
        text: "Tokenized cards, scheduled charges and reminders before each renewal.",
      },
      {
        title: "Privacy-Conscious Checkout",
        text: "Tokenization and descriptors that keep health details out of payment data.",
      },
      {
        title: "Dispute Support",
        text: "Evidence practices for no-prescription and renewal disputes.",
      },
    ],
    faqs: [
      {
        question: "Can we charge only if a prescription is issued?",
        answer:
          "Underwriters generally prefer that patients pay for the clinical evaluation itself, whether or not a " +
          "prescription results. Pricing that depends on receiving a prescription can look like selling drugs " +
          "rather than care. Explain clearly at checkout what the fee covers, and refund according to a written " +
          "policy when a patient turns out not to be a candidate for treatment.",
      },
      {
        question: "Are weight-loss subscription programs accepted?",
        answer:
          "Some acquirers accept them with strong controls: clinicians licensed for the patient's state, a licensed " +
          "pharmacy filling prescriptions, honest marketing without guaranteed results and clear subscription " +
          "disclosures. Programs using compounded medications face extra questions about sourcing and regulatory " +
          "status. Expect a close review and a reserve at the start, easing as your record builds.",
      },
      {
        question: "How do we protect patient privacy in payments?",
        answer:
          "Keep clinical details out of payment descriptions, descriptors and receipts, and limit who on your team " +
          "can see both payment and health records. Use tokenization so card data stays out of your systems, and " +
          "make sure vendors that handle health information agree to protect it as health privacy rules require. " +
          "Have your privacy officer review the full flow.",
      },
      {
        question: "Do our clinicians need a license in every state?",
        answer:
          "Clinicians generally need to be licensed, or otherwise authorized, in the state where the patient is " +
          "located at the time of the visit. Many platforms restrict sign-ups to states where their clinicians are " +
          "licensed, and underwriters will ask how you enforce that. Confirm the rules with healthcare counsel; " +
          "this is general information, not legal advice.",
      },
    ],
    relatedIndustries: ["industries/pharmacy", "industries/nutraceuticals", "industries/subscription-boxes"],
    related: ["/web-commerce", "/merchant-onboarding", "/preventing-friendly-fraud"],
    cta: {
      heading: "Set Up Virtual Care Billing That Holds Up",
      text:
        "Describe your clinical model and pricing, and a specialist will outline what underwriters need and how " +
        "to present it.",
    },
  },
  // ---------------------------------------------------------------- Ticket Brokers
  {
    slug: "industries/ticket-brokers",
    name: "Ticket Brokers",
    title: "Ticket Broker Processing",
    h1: "Merchant Accounts for Ticket Brokers and Resale Marketplaces",
    description:
      "Card processing for ticket brokers and resale sites. Manage event cancellations, future-delivery reserves, " +
      "fraud and state resale rules with specialists.",
    eyebrow: "High Risk Industries",
    group: "high_risk",
    highRisk: true,
    lead:
      "We help ticket brokers and resale marketplaces get approved for processing and prepare for the disputes " +
      "that follow postponed events, late transfers and fraud.",
    highlights: [
      {
        title: "Event-Risk Planning",
        text: "Reserve terms sized to your forward sales, agreed up front.",
      },
      {
        title: "Hot-Event Fraud Controls",
        text: "3-D Secure, AVS and velocity limits when demand spikes.",
      },
      {
        title: "Delivery Evidence",
        text: "Transfer and scan records organized for disputes.",
      },
    ],
    sections: [
      {
        heading: "Why ticket resale is classed high risk",
        paragraphs: [
          "Ticket resale is high risk because payment comes well before the event and delivery depends on someone " +
            "else. Cancelled or postponed events send waves of refund requests, while speculative listings, late " +
            "transfers and denied entry trigger disputes. High-demand events attract stolen-card buyers who resell " +
            "quickly. State resale laws also differ, and rules against ticket-buying bots govern how inventory may " +
            "be acquired.",
        ],
      },
      {
        heading: "How approval works",
        paragraphs: [
          "We explain your model, whether you hold inventory, sell on consignment or run a marketplace, so the " +
            "acquirer can size its exposure accurately. Marketplaces are also judged on how they vet the sellers who list with " +
            "them and when those sellers get paid. Underwriters typically ask for:",
        ],
        bullets: [
          "Business documents, owner ID, bank statements and processing history",
          "Any state or local reseller licenses or registrations that apply",
          "Your refund guarantee and event cancellation policy",
          "How you source inventory and confirm tickets before listing",
          "Marketplace terms, if third-party sellers list on your site",
        ],
      },
      {
        heading: "What underwriting looks for",
        paragraphs: [
          "Underwriters calculate how much you have sold for events that haven't happened yet and how far out those " +
            "events are. They review your refund policy for cancellations, the price and fee disclosures some " +
            "states require, and whether you list tickets you don't yet hold. They also look at your fraud controls " +
            "on high-demand events. Resale rules vary by state and city; this is general information, not legal advice.",
        ],
      },
      {
        heading: "How payments are set up",
        paragraphs: [
          "Online checkouts need 3-D Secure, address verification and velocity limits, plus delivery records that " +
            "show when tickets were transferred and to which account. Phone sales can use a virtual terminal or " +
            "[payment links](/text-qr). Keep proof of delivery, including mobile transfer confirmations and scan " +
            "data where available. Our [delivery and order chargebacks](/delivery-order-chargebacks) guide explains " +
            "which evidence works.",
        ],
      },
    ],
    challenges: [
      {
        title: "Event Cancellations",
        text: "A cancelled tour or postponed game can trigger hundreds of refund requests at once.",
      },
      {
        title: "Future-Delivery Reserves",
        text: "Forward sales for events months away lead acquirers to hold reserves.",
      },
      {
        title: "Fraud on Hot Events",
        text: "Stolen cards chase sold-out events and the tickets are resold before the chargeback arrives.",
      },
      {
        title: "Resale Laws",
        text: "Disclosure, licensing and speculative-listing rules vary by state and city.",
      },
      {
        title: "MATCH and Closures",
        text: "Unprepared accounts can be frozen after a cancellation wave and terminated to MATCH.",
      },
    ],
    offers: [
      {
        title: "Acquirers for Resale",
        text: "Banks that understand event risk and forward-sales exposure.",
      },
      {
        title: "Fraud Controls",
        text: "Authentication and velocity rules tuned for on-sale days.",
      },
      {
        title: "Delivery Evidence Support",
        text: "Help organizing transfer, acceptance and scan records.",
      },
      {
        title: "Remote Sales Tools",
        text: "Virtual terminal and secure links for phone and corporate orders.",
      },
    ],
    faqs: [
      {
        question: "What happens to my account when a big event is cancelled?",
        answer:
          "Expect a spike in refund requests and chargebacks. Acquirers watch these moments closely, and a reserve " +
          "exists to cover them. Contact buyers right away, state your refund or credit options and process refunds " +
          "promptly when your policy calls for them. Refunding before a customer disputes keeps your chargeback " +
          "ratio intact and your acquirer calm.",
      },
      {
        question: "Can I sell tickets I don't hold yet?",
        answer:
          "Speculative listings are restricted or banned in some states and draw extra underwriter scrutiny " +
          "everywhere. If you allow them where legal, disclose clearly that the seller does not yet possess the " +
          "ticket and guarantee a comparable replacement or a full refund. Many acquirers prefer brokers that list " +
          "only inventory in hand, so expect that question in underwriting.",
      },
      {
        question: "How do I prove a ticket was delivered?",
        answer:
          "Keep the transfer confirmation, the account or address the ticket went to, timestamps and any acceptance " +
          "record from the ticketing platform. Scan data showing the ticket was used at the gate is especially " +
          "strong. Match those records to the order number and keep them until the dispute window has closed, " +
          "since chargebacks can arrive well after the event.",
      },
      {
        question: "Do anti-bot laws affect my processing?",
        answer:
          "Federal law and many states prohibit using software to get around ticket purchase limits, and reselling " +
          "tickets obtained that way can create liability. Underwriters may ask how you source inventory. Clean " +
          "sourcing records protect both your business and your merchant account. Confirm your obligations with " +
          "counsel; this is general information, not legal advice.",
      },
    ],
    relatedIndustries: ["industries/travel", "industries/airline-booking", "industries/sports-betting"],
    related: ["/delivery-order-chargebacks", "/text-qr", "/chargeback-guide"],
    cta: {
      heading: "Be Ready for the Next Cancelled Show",
      text:
        "Tell us how you source and deliver tickets, and a specialist will outline reserve terms and dispute " +
        "defenses that fit your volume.",
    },
  },
  // ---------------------------------------------------------------- Subscription Boxes
  {
    slug: "industries/subscription-boxes",
    name: "Subscription Boxes",
    title: "Subscription Box Processing",
    h1: "Recurring Billing for Subscription Box Businesses",
    description:
      "Merchant accounts for subscription box brands, with clean recurring billing, automatic renewal compliance " +
      "and fewer disputes over skipped or missing boxes.",
    eyebrow: "High Risk Industries",
    group: "high_risk",
    highRisk: true,
    lead:
      "We help subscription box brands set up recurring billing that customers trust, with the disclosures, " +
      "reminders and cancellation tools acquirers look for.",
    highlights: [
      {
        title: "Reliable Renewals",
        text: "Account updater and smart retries keep good subscribers billing.",
      },
      {
        title: "Self-Service Portal",
        text: "Skips, pauses and cancellations customers can handle themselves.",
      },
      {
        title: "Storefront Integration",
        text: "Billing connected to your shop through our [integrations](/integrations).",
      },
    ],
    sections: [
      {
        heading: "Why subscription boxes are classed high risk",
        paragraphs: [
          "Subscription boxes look like ordinary ecommerce until you count the disputes. Customers forget they " +
            "subscribed, miss a skip deadline, cancel by email and get charged anyway, or report a box as never " +
            "delivered. Recurring billing is governed by state automatic renewal laws and federal consumer " +
            "protection rules, and the card networks have their own subscription standards. Acquirers treat the model " +
            "as high risk until your numbers prove otherwise.",
        ],
      },
      {
        heading: "How approval works",
        paragraphs: [
          "We review the path from landing page to first renewal and point out anything underwriters tend to " +
            "question, such as renewal terms placed below the button or a cancel option hidden behind a phone call. " +
            "Fixing those before you apply is easier than explaining them later. Your application will usually include:",
        ],
        bullets: [
          "Business documents, owner ID, bank statements and processing history",
          "Signup flow screenshots showing price, frequency and renewal terms",
          "Cancellation, skip and refund policies",
          "Fulfillment and shipping process, including tracking",
          "Any trial or introductory offers",
        ],
      },
      {
        heading: "What underwriting looks for",
        paragraphs: [
          "Underwriters look for renewal terms shown clearly before the customer pays, express consent to recurring " +
            "charges, a confirmation that explains how to cancel, and online cancellation that's as easy as signing " +
            "up. Prepaid multi-month plans raise future-delivery exposure, and trial offers bring extra card-network " +
            "rules. Many states have automatic renewal laws with specific requirements. This is general " +
            "information, not legal advice.",
        ],
      },
      {
        heading: "How payments are set up",
        paragraphs: [
          "Recurring billing runs on stored card tokens, with an account updater to keep cards current and retries " +
            "for soft declines. Renewal reminders, a customer portal for skips and cancellations, and a descriptor " +
            "that names your brand stop most disputes before they start. Shipping with tracking gives you evidence " +
            "for not-received claims. Our [ecommerce](/ecommerce) tools connect billing, fulfillment and reporting " +
            "in one place.",
        ],
      },
    ],
    challenges: [
      {
        title: "Recurring Billing Disputes",
        text: "Forgotten subscriptions and missed skip dates are the top sources of chargebacks.",
      },
      {
        title: "Automatic Renewal Rules",
        text: "State laws and card-network standards set disclosure, consent and cancellation requirements.",
      },
      {
        title: "Prepaid Plan Reserves",
        text: "Boxes owed on prepaid plans count as exposure, which can mean a reserve.",
      },
      {
        title: "Monitoring Programs and MATCH",
        text: "Dispute ratios above network thresholds bring fines, then termination and possible MATCH listing.",
      },
      {
        title: "Abrupt Closures",
        text: "General processors may freeze a growing subscription brand after one bad billing cycle.",
      },
    ],
    offers: [
      {
        title: "Recurring Billing Setup",
        text: "Tokenized plans with reminders, receipts and cancellation links.",
      },
      {
        title: "Card Updater and Retries",
        text: "Fewer involuntary cancellations from expired or replaced cards.",
      },
      {
        title: "Dispute Alerts",
        text: "Warnings that let you refund before a chargeback posts.",
      },
      {
        title: "Funding for Inventory",
        text: "Business funding approval in 24-48 hours to stock up before a busy season.",
      },
    ],
    faqs: [
      {
        question: "What do automatic renewal laws require?",
        answer:
          "Requirements vary by state, but common themes are clear disclosure of renewal terms before purchase, " +
          "affirmative consent, an acknowledgment that explains how to cancel, and an easy online cancellation " +
          "method. Some states require notice before a trial ends or a price changes. Review your flow against the " +
          "states you sell to with counsel; this is general information, not legal advice.",
      },
      {
        question: "How do I reduce not-received chargebacks?",
        answer:
          "Ship with tracking, send the tracking link as soon as the box ships and keep delivery confirmation. For " +
          "higher-value boxes, consider signature or photo confirmation. Reach out proactively when a carrier shows " +
          "a delay, before the customer does. Our [delivery and order chargebacks](/delivery-order-chargebacks) " +
          "guide covers the evidence issuers accept.",
      },
      {
        question: "Should I offer prepaid plans?",
        answer:
          "Prepaid plans improve cash flow and reduce churn, but they increase the number of boxes you owe " +
          "customers, which acquirers count as exposure. If you offer them, state the refund terms for unused months " +
          "and fulfill reliably. Expect underwriters to ask how much prepaid revenue you carry at any time and how " +
          "you would refund it if needed.",
      },
      {
        question: "Can customers cancel only by contacting support?",
        answer:
          "You can offer support-assisted cancellation, but customers who signed up online expect to cancel online " +
          "too, and many state laws require it. Make the online path obvious and confirm every cancellation in " +
          "writing. Stop billing the moment a customer cancels; a charge after cancellation is one of the easiest " +
          "chargebacks to lose.",
      },
    ],
    relatedIndustries: ["industries/nutraceuticals", "industries/dating", "industries/extended-warranties"],
    related: ["/ecommerce", "/delivery-order-chargebacks", "/customer-communication"],
    cta: {
      heading: "Build Recurring Billing Customers Trust",
      text:
        "Walk us through your signup and renewal flow, and a specialist will help you set up billing that keeps " +
        "subscribers and acquirers happy.",
    },
  },
  // ---------------------------------------------------------------- Extended Warranties
  {
    slug: "industries/extended-warranties",
    name: "Extended Warranties",
    title: "Extended Warranty Processing",
    h1: "Merchant Accounts for Extended Warranty and Service Contract Sellers",
    description:
      "Payment processing for vehicle service contracts, home warranties and product protection plans, with " +
      "payment plans, cancellations and dispute control.",
    eyebrow: "High Risk Industries",
    group: "high_risk",
    highRisk: true,
    lead:
      "We help sellers and administrators of vehicle service contracts, home warranties and product protection " +
      "plans get approved and manage down payments, installment plans and cancellations.",
    highlights: [
      {
        title: "Down Payments and Installments",
        text: "Scheduled billing that matches the contract, charge by charge.",
      },
      {
        title: "Secure Phone Sales",
        text: "[Text payment links](/text-qr) keep card numbers away from agents.",
      },
      {
        title: "Clean Cancellations",
        text: "Billing stops and refunds flow the way the contract says.",
      },
    ],
    sections: [
      {
        heading: "Why extended warranties are classed high risk",
        paragraphs: [
          "Extended warranties are sold today and delivered only when something breaks, sometimes years later. " +
            "Customers dispute charges when a claim is denied, when they cancel and expect a refund, or when they " +
            "feel a sales call misled them. Aggressive telemarketing of vehicle service contracts has drawn " +
            "regulatory action, and states regulate service contracts in different ways. Together, this places the " +
            "category firmly in high risk.",
        ],
      },
      {
        heading: "How approval works",
        paragraphs: [
          "Underwriters want to know who backs the contracts and how customers are found, so we start with those " +
            "answers. A seller with a strong obligor, clear refund terms and documented lead sources presents very " +
            "differently from one that can't show where its calls come from. The file typically includes:",
        ],
        bullets: [
          "Business documents, owner ID, financial statements and processing history",
          "State registrations or licenses for selling or administering service contracts",
          "Administrator and insurer or reimbursement policy information backing the contracts",
          "Sample contracts with cancellation and refund terms",
          "Sales channels, including call scripts and lead sources if you sell by phone",
        ],
      },
      {
        heading: "What underwriting looks for",
        paragraphs: [
          "Underwriters review whether contracts are backed by a financially sound obligor or insurer, how " +
            "cancellation refunds are calculated and paid, and how claims are handled. For phone sales, they look " +
            "hard at lead sources, consent to be contacted, call recordings and whether scripts imply a connection to " +
            "a manufacturer or dealer. Payment plans that continue after cancellation are a common source of " +
            "disputes. This is general information, not legal advice.",
        ],
      },
      {
        heading: "How payments are set up",
        paragraphs: [
          "Most sellers take a down payment and then bill monthly installments on stored tokens, with a clear " +
            "schedule in the contract and a reminder before each charge. Cancellations should stop billing at once " +
            "and trigger any refund due under the contract. Call centers can send secure payment links so agents " +
            "never handle card numbers. Our [documenting transactions](/documenting-transactions) guide lists the " +
            "records worth keeping.",
        ],
      },
    ],
    challenges: [
      {
        title: "Long Delivery Window",
        text: "Coverage delivered over years leads acquirers to hold reserves against future refunds.",
      },
      {
        title: "Cancellation Disputes",
        text: "Slow or smaller-than-expected refunds after cancellation turn into chargebacks.",
      },
      {
        title: "Telemarketing Scrutiny",
        text: "Lead sources, call consent and scripts are reviewed closely for phone sellers.",
      },
      {
        title: "State Regulation",
        text: "Service contract sellers and administrators may need state registration or licensing.",
      },
      {
        title: "MATCH and Sudden Closures",
        text: "Complaint spikes can end in a frozen balance, a termination and a MATCH listing.",
      },
    ],
    offers: [
      {
        title: "Acquirers for Service Contracts",
        text: "Banks that accept warranty and protection plan sellers with sound backing.",
      },
      {
        title: "Installment Billing",
        text: "Down payment plus monthly charges on tokenized cards, with reminders.",
      },
      {
        title: "Secure Phone Payments",
        text: "Links and a virtual terminal that keep agents within PCI DSS requirements.",
      },
      {
        title: "Dispute Preparation",
        text: "Guidance on contracts, recordings and receipts that answer chargebacks.",
      },
    ],
    faqs: [
      {
        question: "Why do processors hold reserves on warranty sales?",
        answer:
          "Because the customer is paying for protection that may be used years later, and cancellations can require " +
          "refunds long after the sale. If your business failed, the acquirer could face those refunds through " +
          "chargebacks. A reserve covers that exposure. Strong backing from an insurer or obligor and a clean " +
          "dispute history are the best arguments for reducing it.",
      },
      {
        question: "What causes most extended warranty chargebacks?",
        answer:
          "Denied claims, cancellations where the refund was slow or smaller than expected, and customers who say a " +
          "sales call misrepresented the product or who the caller represented. Clear contracts, honest scripts, " +
          "recorded consent and fast, accurate cancellation refunds prevent most of them, and they give you " +
          "evidence when a dispute is filed anyway.",
      },
      {
        question: "Can we sell vehicle service contracts by phone?",
        answer:
          "Yes, many sellers do, but underwriters scrutinize telemarketing closely. Expect questions about where " +
          "leads come from, how you obtain consent to call, do-not-call compliance and whether callers ever imply " +
          "they represent the manufacturer or dealer. Inbound and online sales are easier to place than outbound " +
          "campaigns, so describe your channels accurately.",
      },
      {
        question: "How should monthly installments work after cancellation?",
        answer:
          "Billing should stop as soon as the cancellation is processed, and any refund owed under the contract " +
          "should be issued promptly, with written confirmation of both. If a final amount is owed for coverage " +
          "already provided, explain it in writing before charging. A charge after cancellation almost always " +
          "becomes a dispute, and it is hard to defend.",
      },
    ],
    relatedIndustries: ["industries/subscription-boxes", "industries/credit-repair", "industries/debt-collection"],
    related: ["/documenting-transactions", "/text-qr", "/understanding-chargebacks"],
    cta: {
      heading: "Put Your Warranty Billing on Firm Footing",
      text:
        "Share your contract terms and sales channels, and a specialist will outline an approval path and billing " +
        "setup that holds up.",
    },
  },
  // ---------------------------------------------------------------- Bail Bonds
  {
    slug: "industries/bail-bonds",
    name: "Bail Bonds",
    title: "Bail Bond Processing",
    h1: "Card Processing for Licensed Bail Bond Agencies, Day or Night",
    description:
      "Merchant accounts for licensed bail bond agents. Accept premiums and payment plans around the clock, " +
      "remotely or in the office, with dispute protection.",
    eyebrow: "High Risk Industries",
    group: "high_risk",
    highRisk: true,
    lead:
      "We help licensed bail bond agencies take premium payments and installment plans at any hour, in the office " +
      "or remotely, from the family members and friends who usually pay.",
    highlights: [
      {
        title: "Pay From Anywhere",
        text: "[Text and QR payment links](/text-qr) for cosigners in other cities.",
      },
      {
        title: "Take Cards On Site",
        text: "[Mobile processing](/mobile-processing) at the jail or courthouse.",
      },
      {
        title: "Signed and Paid Together",
        text: "E-signature and payment in one session for strong evidence.",
      },
    ],
    sections: [
      {
        heading: "Why bail bonds are classed high risk",
        paragraphs: [
          "Bail bonds are classed high risk because payments are large, urgent and often made remotely by someone " +
            "other than the defendant. Cosigners who later regret the arrangement, or fall out with the defendant, " +
            "sometimes dispute the premium even though the bond was posted. The states regulate bail licensing and " +
            "premiums, and a few states don't allow commercial bail bonding at all, so acquirers review these " +
            "businesses closely.",
        ],
      },
      {
        heading: "How approval works",
        paragraphs: [
          "We present your licensing and paperwork in the order underwriters expect, which shortens review. " +
            "Agencies that can show a licensed history, a surety appointment and a clear indemnity agreement are often " +
            "easier to place in a high-risk category than owners expect. The application usually includes:",
        ],
        bullets: [
          "State bail agent or insurance producer licenses, and the agency license where required",
          "Your appointment with a surety or insurance company",
          "Business documents, owner ID and bank statements",
          "A sample indemnity agreement and premium payment terms",
          "Processing history, if you have it",
        ],
      },
      {
        heading: "What underwriting looks for",
        paragraphs: [
          "Underwriters check licensing and appointment, that premiums follow the rates filed or required in your " +
            "state, and that the indemnitor signs an agreement stating when the premium is earned and that it isn't " +
            "refunded because a case ends early, where state rules provide for that. They also ask how you verify the " +
            "cardholder on remote payments and how you record collateral separately from premiums. This is general " +
            "information, not legal advice.",
        ],
      },
      {
        heading: "How payments are set up",
        paragraphs: [
          "Bail agents need payment options that work in the middle of the night. Secure payment links let a family " +
            "member pay from anywhere, and a mobile app lets agents take cards in person. Installment plans for the " +
            "remaining premium run on stored tokens with a signed schedule. Identity checks and an e-signed indemnity " +
            "agreement, captured in the same session as the payment, are your best defense if a charge is disputed.",
        ],
      },
    ],
    challenges: [
      {
        title: "Third-Party Payer Disputes",
        text: "Cosigners sometimes dispute premiums after the defendant is released.",
      },
      {
        title: "Reserves",
        text: "Large, remote tickets can lead acquirers to set a reserve or per-transaction limits.",
      },
      {
        title: "Licensing and Premium Rules",
        text: "Agents must be licensed and appointed, and premiums must follow state requirements.",
      },
      {
        title: "Card-Not-Present Fraud",
        text: "Urgent remote payments attract stolen cards, especially on high-dollar bonds.",
      },
      {
        title: "MATCH and Sudden Closures",
        text: "General processors often exit bail accounts abruptly, and terminations can lead to MATCH.",
      },
    ],
    offers: [
      {
        title: "Bail-Friendly Acquirers",
        text: "Banks that approve licensed agencies and understand bond-sized tickets.",
      },
      {
        title: "Remote Payment Links",
        text: "Secure links for cosigners, with identity checks for large amounts.",
      },
      {
        title: "Payment Plans",
        text: "Tokenized installment schedules with reminders before each charge.",
      },
      {
        title: "Round-the-Clock Support",
        text: "24/7/365 customer support from a U.S.-based team, because bail doesn't keep office hours.",
      },
    ],
    faqs: [
      {
        question: "Can a cosigner pay the premium by card from another state?",
        answer:
          "Yes. A payment link or online form is safer than reading card numbers over the phone. The cardholder " +
          "enters their own card, signs the indemnity agreement electronically and confirms the amount, which gives " +
          "you strong evidence if the charge is disputed later. For large remote payments, verify the cardholder's " +
          "identity before posting the bond.",
      },
      {
        question: "Why do cosigners dispute bail premiums?",
        answer:
          "Usually because they misunderstood that the premium is not refundable once the bond is posted, or because " +
          "their relationship with the defendant changed. Explain premium terms plainly, get the indemnitor's " +
          "signature acknowledging them and send a receipt that states what the payment covered. Those documents " +
          "win most of these disputes; our [win a chargeback dispute](/win-chargeback-dispute) guide shows how.",
      },
      {
        question: "Can I take installment payments on a bond?",
        answer:
          "Many agencies finance part of the premium with a signed payment plan, where state rules allow it. Store " +
          "the card as a token with written authorization, list every payment date and amount, and send reminders " +
          "before each charge. If a payment fails, follow your agreement and state rules rather than re-running the " +
          "card repeatedly without authorization.",
      },
      {
        question: "What licenses do underwriters ask for?",
        answer:
          "Bail agents must be licensed in their state, typically through the state insurance department, and " +
          "appointed by a surety company. Underwriters will ask for both, plus the agency license where your state " +
          "requires one. A few states do not permit commercial bail bonding at all. Confirm current requirements " +
          "with your regulator; this is general information, not legal advice.",
      },
    ],
    relatedIndustries: ["industries/pawn-shops", "industries/debt-collection"],
    related: ["/text-qr", "/mobile-processing", "/win-chargeback-dispute"],
    cta: {
      heading: "Take Bail Payments Whenever the Call Comes",
      text:
        "Tell us how your agency takes premiums today, and a specialist will set up remote, mobile and installment " +
        "payments that fit.",
    },
  },
  // ---------------------------------------------------------------- Pawn Shops
  {
    slug: "industries/pawn-shops",
    name: "Pawn Shops",
    title: "Pawn Shop Processing",
    h1: "Merchant Services for Pawn Shops and Secondhand Dealers",
    description:
      "Payment processing for pawn shops covering retail sales, loan payments and layaway, with fraud controls " +
      "for high-value goods and lower card costs.",
    eyebrow: "High Risk Industries",
    group: "high_risk",
    highRisk: true,
    lead:
      "We help pawn shops and secondhand dealers take cards for retail sales, loan payments and layaway, with " +
      "controls for high-value merchandise and programs that bring processing costs down.",
    highlights: [
      {
        title: "Retail and Loan Payments",
        text: "Sales, layaway and loan payments handled the way your state allows.",
      },
      {
        title: "High-Value Fraud Controls",
        text: "Chip-first checkout and ID checks on big-ticket items.",
      },
      {
        title: "Lower Card Costs",
        text: "[Dual pricing](/dual-pricing) can bring processing costs to 0%.",
      },
    ],
    sections: [
      {
        heading: "Why pawn shops are classed high risk",
        paragraphs: [
          "Pawnbrokers combine retail with consumer lending, which puts them under state and local licensing, " +
            "lending disclosure rules and, in many areas, reporting requirements for items bought or pawned. " +
            "High-value jewelry, electronics and tools attract stolen-card fraud, and shops that also deal in " +
            "firearms add another layer of regulation. Many processors classify pawn as high risk for those " +
            "reasons, even though most transactions are routine.",
        ],
      },
      {
        heading: "How approval works",
        paragraphs: [
          "Pawn shops with a solid licensing record and retail history are among the more straightforward " +
            "high-risk approvals, and we present that history clearly. Shops that also lend against firearms or sell online get a few extra " +
            "questions, and we prepare you for them. Underwriters usually ask for:",
        ],
        bullets: [
          "State and local pawnbroker or secondhand dealer licenses",
          "A Federal Firearms License, if you buy, sell or take firearms in pawn",
          "Business documents, owner ID and bank statements",
          "Recent processing statements",
          "A breakdown of retail sales versus loan-related payments",
        ],
      },
      {
        heading: "What underwriting looks for",
        paragraphs: [
          "Underwriters look at the mix between merchandise sales and loan-related payments, your average ticket and " +
            "how you prevent card fraud on expensive items. They confirm that licensing and lending disclosures are " +
            "in order and, where firearms are involved, that transfers follow federal and state law. Federal lending " +
            "protections for active-duty servicemembers and their families also reach pawn loans. This is general " +
            "information, not legal advice.",
        ],
      },
      {
        heading: "How payments are set up",
        paragraphs: [
          "A [POS system](/pos-system) built for retail handles sales, layaway and loan payments with EMV and " +
            "contactless, and records serial numbers for high-value items. Check ID on large card purchases and " +
            "compare it with the card. Many pawn shops use dual pricing to cut processing costs, and a " +
            "[surcharge program](/surcharge) is an option for credit card sales where surcharging is allowed. " +
            "Online listings can run through [ecommerce](/ecommerce) tools on the same account.",
        ],
      },
    ],
    challenges: [
      {
        title: "Fraud on High-Value Goods",
        text: "Jewelry and electronics attract stolen cards, especially on phone and online orders.",
      },
      {
        title: "Licensing and Lending Rules",
        text: "Pawn licenses, loan disclosures and transaction reporting are checked in underwriting.",
      },
      {
        title: "Firearms Compliance",
        text: "Shops dealing in firearms need an FFL and must follow federal and state transfer rules.",
      },
      {
        title: "Reserves and Closures",
        text: "Processors unfamiliar with pawn may set reserves or close accounts after a large sale.",
      },
      {
        title: "MATCH List Risk",
        text: "A termination for fraud losses can place the business on the MATCH list.",
      },
    ],
    offers: [
      {
        title: "Pawn-Friendly Acquirers",
        text: "Banks that understand pawn retail, layaway and loan payments.",
      },
      {
        title: "Retail POS for Pawn",
        text: "POS software from $99/month and hardware bundles from $549.",
      },
      {
        title: "Cost-Saving Programs",
        text: "Dual pricing or surcharging, set up with compliant signage and receipts.",
      },
      {
        title: "Working Capital",
        text: "Business funding approval in 24-48 hours to grow loan and retail inventory.",
      },
    ],
    faqs: [
      {
        question: "Can customers pay pawn loans with a credit card?",
        answer:
          "Whether you accept cards for loan payments, redemptions or extensions depends on your state's pawn rules " +
          "and your processor's program, and some shops take only debit or cash for loan payments. Tell us how you " +
          "want to handle it so the account is configured correctly from the start. Confirm the lending rules with " +
          "counsel; this is general information, not legal advice.",
      },
      {
        question: "How do I avoid fraud on jewelry and electronics sales?",
        answer:
          "In the store, insist on chip or contactless payments, check ID on large purchases and watch for split " +
          "payments across several cards. For online or phone sales, use address verification and CVV checks, and " +
          "be cautious with rush shipping to addresses that don't match the card. Keep serial numbers and photos of " +
          "high-value items you sell.",
      },
      {
        question: "Is dual pricing a good fit for a pawn shop?",
        answer:
          "Often, yes. Many pawn customers already pay cash, and dual pricing, a discounted cash price on all sales, " +
          "is legal in all 50 states and can bring processing costs to 0%. Post both prices clearly on tags and " +
          "signage. We'll also compare it with a surcharge program, which applies only to credit card sales and " +
          "must follow card-brand caps and state rules.",
      },
      {
        question: "Can you help with working capital?",
        answer:
          "Yes. Business funding approval comes in 24-48 hours. Funding requires 3 months of bank statements, a soft " +
          "credit pull (no impact on credit score), at least 3 months in business, at least $5,000 in monthly " +
          "revenue, and a business bank account. See our [merchant cash advance](/merchant-cash-advance) and " +
          "[business loan](/speedy-business-loan) options.",
      },
    ],
    relatedIndustries: ["industries/firearms", "industries/bail-bonds", "industries/debt-collection"],
    related: ["/dual-pricing", "/pos-system", "/merchant-cash-advance"],
    cta: {
      heading: "Lower Your Card Costs Without Losing Your Account",
      text:
        "Send us a recent statement and your license details, and a specialist will review your rates and " +
        "processing setup. A specialist replies within one business day.",
    },
  },
];
