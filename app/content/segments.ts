import type { ContentPage } from "./types";

export const segmentPages: ContentPage[] = [
  // ---------------------------------------------------------------------------------------------
  {
    slug: "retail",
    title: "Retail Solutions",
    h1: "Faster Checkout and Lower Card Costs for Retail Stores",
    description:
      "Payment processing, POS and inventory tools for retail stores, from boutiques to convenience stores, " +
      "with a free rate review and 24/7/365 U.S.-based support.",
    eyebrow: "Business Types",
    lead:
      "Retail margins are won and lost at the register. We help store owners check customers out quickly, " +
      "keep inventory accurate and pay less to accept cards.",
    highlights: [
      {
        title: "Quick, modern checkout",
        text: "Chip, tap and mobile wallet acceptance that keeps lines short on busy days.",
      },
      {
        title: "Inventory in sync",
        text: "A POS that updates stock with every sale and flags what to reorder.",
      },
      {
        title: "Lower processing costs",
        text: "Savings of about $300 per $10,000 in monthly card volume, or 0% with surcharge or dual pricing.",
      },
      {
        title: "Help on holidays",
        text: "24/7/365 customer support from a U.S.-based team, including the weekends retail lives on.",
      },
    ],
    sections: [
      {
        heading: "Payment challenges retailers face",
        paragraphs: [
          "Retailers deal with long lines at peak times, shrinking margins on competitive products, and " +
            "inventory that never quite matches the shelf. Card fees make it worse: competitors typically " +
            "charge 2.5-3.5% per transaction, up to 4% in some cases, on every sale whether the item is a " +
            "high-margin accessory or a thin-margin staple.",
        ],
      },
      {
        heading: "What we set up for retail",
        bullets: [
          "A [point-of-sale](/point-of-sale) system with barcode scanning, variants and stock counts",
          "Countertop stations and handhelds for line-busting on busy days",
          "[Online checkout](/web-commerce) so in-store and web sales share one inventory",
          "[Gift cards and loyalty](/gift-loyalty) that bring shoppers back",
          "A [surcharge](/surcharge) or [dual pricing](/dual-pricing) program to bring costs to 0%",
        ],
      },
      {
        heading: "Retail industries we serve",
        paragraphs: [
          "Every type of store has its own rhythm. A jewelry store runs a few large tickets and needs strong " +
            "fraud checks, while a convenience store runs hundreds of small sales and needs speed above all. " +
            "Furniture stores take deposits and deliver later. See how we support specific retail categories:",
        ],
        bullets: [
          "[Clothing boutiques](/industries/clothing-boutiques)",
          "[Jewelry stores](/industries/jewelry)",
          "[Furniture stores](/industries/furniture)",
          "[Electronics retailers](/industries/electronics)",
          "[Sporting goods stores](/industries/sporting-goods)",
          "[Convenience stores](/industries/convenience-stores)",
        ],
      },
      {
        heading: "Protect the sale after it happens",
        paragraphs: [
          "Retail risk does not end at checkout. Returns, disputed charges and card-present fraud all cost money. " +
            "Chip and contactless acceptance reduces counterfeit fraud, clear return policies printed on receipts " +
            "prevent many disputes, and good records help you answer the rest. Our " +
            "[chargeback guide](/chargeback-guide) shows how to respond when a customer disputes a purchase.",
        ],
      },
      {
        heading: "Cash flow for seasonal inventory",
        paragraphs: [
          "Many stores earn a large share of the year's sales in a few busy months and need to buy inventory " +
            "well before those months arrive. Retailers with at least 3 months in business and at least $5,000 " +
            "in monthly revenue can apply for [business funding](/speedy-business-loan) with approval in " +
            "24-48 hours, using a soft credit pull that has no impact on your credit score.",
        ],
      },
    ],
    faqs: [
      {
        question: "Can I use one system for my store and my online shop?",
        answer:
          "Yes. Many retail POS systems connect to an online store so both channels draw from the same " +
          "inventory and report into one place. That prevents selling an item online that just sold in the " +
          "store. Tell us which ecommerce platform you use and our specialists will confirm what connects " +
          "and how.",
      },
      {
        question: "How much can a retail store save on processing?",
        answer:
          "Savings run about $300 per $10,000 in monthly card volume, up to $3,000+ per month at $100,000+. " +
          "The fastest way to know your number is a free rate review of your current statement; 97% of " +
          "business owners who receive one end up saving money. A surcharge or dual pricing program can bring " +
          "processing costs to 0%.",
      },
      {
        question: "What does a retail POS cost?",
        answer:
          "POS software starts from $99/month and hardware bundles start from $549. A single-register boutique " +
          "needs far less equipment and fewer features than a multi-lane store, so we quote your actual setup, including stations, scanners, " +
          "printers and cash drawers, before you commit to anything.",
      },
    ],
    related: ["/point-of-sale", "/gift-loyalty", "/dual-pricing", "/all-industries"],
    cta: {
      heading: "Make every register work harder",
      text: "Get a free rate review and a POS recommendation built for your store.",
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: "ecommerce",
    title: "eCommerce Solutions",
    h1: "Online Payment Processing Built for Growing eCommerce Brands",
    description:
      "eCommerce payment processing with secure checkout, recurring billing and fraud tools for online stores, " +
      "subscriptions and wholesale sellers.",
    eyebrow: "Business Types",
    lead:
      "Online sellers live and die by conversion, fraud rates and fees. We help eCommerce businesses run a " +
      "secure checkout, bill customers on schedule and keep chargebacks in check.",
    highlights: [
      {
        title: "Checkout that converts",
        text: "A payment step that is quick on mobile, where most online shoppers buy.",
      },
      {
        title: "Card-not-present fraud tools",
        text: "Address verification and card security code checks screen risky orders.",
      },
      {
        title: "Subscriptions and plans",
        text: "Recurring billing with tokenized cards for memberships and replenishment orders.",
      },
      {
        title: "Rates reviewed for free",
        text: "97% of business owners who receive a free rate review end up saving money.",
      },
    ],
    sections: [
      {
        heading: "Why online payments need a different approach",
        paragraphs: [
          "Every eCommerce sale is card-not-present, which means higher fraud risk and, often, higher rates " +
            "than a swiped or tapped card. Chargebacks hit harder too, because the merchant usually bears the " +
            "loss when a stolen card is used online. The right setup balances smooth checkout for good " +
            "customers with screening that stops bad orders before they ship.",
        ],
      },
      {
        heading: "What we provide for online sellers",
        bullets: [
          "A secure [payment gateway](/web-commerce) connected to your shopping cart or platform",
          "Recurring billing for subscriptions, memberships and payment plans",
          "[Text and QR payment links](/text-qr) for orders taken outside the website",
          "Connections to accounting and fulfillment software through [integrations](/integrations)",
          "[Website design](/web-design) for stores that need a better storefront",
        ],
      },
      {
        heading: "eCommerce industries we support",
        paragraphs: [
          "Online business models vary widely. A wholesale portal sends large invoices to repeat buyers, a " +
            "subscription brand bills small amounts every month, and some categories are considered higher " +
            "risk by underwriters. We work with each model to find a stable account that fits how it sells:",
        ],
        bullets: [
          "[Subscription boxes](/industries/subscription-boxes)",
          "[B2B and wholesale](/industries/b2b-wholesale)",
          "[Nutraceuticals and supplements](/industries/nutraceuticals)",
          "[Clothing and apparel](/industries/clothing-boutiques)",
          "[Consumer electronics](/industries/electronics)",
        ],
      },
      {
        heading: "Keeping chargebacks low",
        paragraphs: [
          "Excessive chargebacks can lead to reserves, higher costs or, at worst, a terminated account and a " +
            "place on the MATCH list. Prevention starts with clear product descriptions, a recognizable billing " +
            "descriptor, tracking numbers on every shipment and easy cancellation for subscriptions. Our guides on " +
            "[preventing friendly fraud](/preventing-friendly-fraud) and " +
            "[delivery disputes](/delivery-order-chargebacks) cover the details.",
        ],
      },
      {
        heading: "What online processing should cost",
        paragraphs: [
          "Online rates and gateway fees vary more than most sellers realize, and many stores never revisit " +
            "the pricing they accepted at launch. Competitors typically charge 2.5-3.5% per transaction, up to " +
            "4% in some cases. A free rate review of your statement shows where the money goes, and savings " +
            "run about $300 per $10,000 in monthly card volume.",
        ],
      },
    ],
    faqs: [
      {
        question: "Can you support subscription billing?",
        answer:
          "Yes. Recurring billing charges a customer's tokenized card on the schedule you set, whether weekly, " +
          "monthly or custom. To keep disputes down, state the billing amount and frequency clearly at checkout, " +
          "send reminders before renewals where appropriate, and make cancellation simple. Our specialists " +
          "help you set this up alongside your platform.",
      },
      {
        question: "What if my products are considered high risk?",
        answer:
          "Some online categories, such as supplements or certain subscription models, are classified as higher " +
          "risk because of chargeback history or regulation. That does not mean you cannot get an account; it " +
          "usually means closer underwriting and sometimes a reserve. We have 30+ years of experience placing " +
          "businesses like these with the right processing relationship.",
      },
      {
        question: "Do I still need to think about PCI compliance online?",
        answer:
          "Yes. PCI DSS applies to every merchant that takes cards, including online stores. Using hosted " +
          "payment fields or a hosted checkout page keeps card numbers off your server, which usually simplifies " +
          "your annual self-assessment considerably. Our team helps you identify the right questionnaire and " +
          "complete it accurately.",
      },
    ],
    related: ["/web-commerce", "/web-design", "/chargeback-guide"],
    cta: {
      heading: "Grow online without growing your fees",
      text: "Request a free review of your eCommerce processing and a gateway setup that fits your store.",
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: "restaurants",
    title: "Restaurant & Bar",
    h1: "Payments and POS That Keep Restaurants and Bars Moving",
    description:
      "Restaurant and bar payment processing with table-side payments, tabs, tips and POS software from " +
      "$99/month, plus options to bring card costs to 0%.",
    eyebrow: "Business Types",
    lead:
      "In a restaurant or bar, every minute a check sits on the table is a minute you cannot seat the next guest. " +
      "We set up payments and POS that speed up service and cut what you pay to accept cards.",
    highlights: [
      {
        title: "Pay at the table",
        text: "Handheld devices and QR codes let guests pay without waiting for the check to travel.",
      },
      {
        title: "Tabs and tips handled",
        text: "Open tabs, split checks and tip adjustments built into the workflow.",
      },
      {
        title: "Costs down to 0%",
        text: "A surcharge or dual pricing program can bring processing costs to 0%.",
      },
      {
        title: "Late-night support",
        text: "24/7/365 customer support from a U.S.-based team that is awake when you close.",
      },
    ],
    sections: [
      {
        heading: "What makes restaurant payments different",
        paragraphs: [
          "Restaurants combine high transaction counts, tips, split checks and thin margins. A few seconds per " +
            "transaction adds up across a Friday night, and fees taken off every check erode profit quickly. " +
            "Bars add open tabs and preauthorizations. The system you choose should fit your service style, " +
            "whether counter service, full service or a busy bar.",
        ],
      },
      {
        heading: "Tools we set up for food and beverage",
        bullets: [
          "A restaurant [POS system](/pos-system) with menus, modifiers, tables and kitchen printing",
          "Handheld [POS terminals](/pos-terminals) for ordering and paying at the table",
          "[QR code payments](/text-qr) for pay-at-table and pickup orders",
          "[Gift cards and loyalty](/gift-loyalty) for regulars and holiday sales",
          "[Working capital](/merchant-cash-advance) repaid from future card sales for renovations or slow seasons",
        ],
      },
      {
        heading: "Lower costs without raising menu prices",
        paragraphs: [
          "Competitors typically charge 2.5-3.5% per transaction, up to 4% in some cases. With " +
            "[dual pricing](/dual-pricing), your menu shows a card price and a discounted cash price; with a " +
            "[surcharge](/surcharge), a service fee applies to credit card sales only. Both can bring processing " +
            "costs to 0%, and savings run about $300 per $10,000 in monthly card volume.",
        ],
      },
      {
        heading: "Hospitality businesses we serve",
        paragraphs: [
          "Food and drink service shows up in many places besides a standalone restaurant. Hotel dining rooms, " +
            "clubhouse grills and multi-unit franchise groups share the same need for fast checkout and " +
            "reliable tips, with extra reporting across locations or departments. We also work with:",
        ],
        bullets: [
          "[Franchise restaurants and multi-unit operators](/industries/franchise)",
          "[Hotels and lodging with on-site dining](/industries/hotels-lodging)",
          "[Golf and country clubs](/industries/golf-country-clubs)",
          "[Liquor stores](/industries/liquor-stores)",
        ],
      },
    ],
    faqs: [
      {
        question: "How do tips work with card payments?",
        answer:
          "Most restaurant systems let guests add a tip on the payment screen or on the receipt, and servers " +
          "can adjust tips before the batch closes. Tip reports help with payouts at the end of each shift. Our " +
          "specialists configure tip prompts and percentages to match your service style during setup.",
      },
      {
        question: "Is a surcharge or dual pricing better for a restaurant?",
        answer:
          "It depends on your guests and your state. A surcharge applies only to credit cards, cannot be added " +
          "to debit, and a few states restrict it. Dual pricing shows a card price and a cash price on all sales " +
          "and is legal in all 50 states. Many restaurants find dual pricing simpler, but we explain both.",
      },
      {
        question: "What does a restaurant POS cost?",
        answer:
          "POS software starts from $99/month and hardware bundles start from $549. Your configuration depends " +
          "on the number of stations, handhelds for servers and kitchen printers or displays you need. We quote " +
          "the complete setup, including installation guidance and staff training, before you commit.",
      },
      {
        question: "Can you help a restaurant that needs funding?",
        answer:
          "Yes. Restaurants with at least 3 months in business, at least $5,000 in monthly revenue and a " +
          "business bank account can apply for funding with approval in 24-48 hours. A soft credit pull is " +
          "used, with no impact on your credit score. A merchant cash advance, repaid from future card sales, " +
          "is a common fit.",
      },
    ],
    related: ["/pos-system", "/dual-pricing", "/gift-loyalty", "/merchant-cash-advance"],
    cta: {
      heading: "Turn tables faster and keep more of every check",
      text: "Book a free consultation for a restaurant POS and processing recommendation.",
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: "professional-services",
    title: "Professional Services",
    h1: "Get Paid Faster for Your Professional Services",
    description:
      "Payment processing for law firms, medical and dental offices, vet clinics and other professional " +
      "practices: invoices, payment links and recurring billing.",
    eyebrow: "Business Types",
    lead:
      "Professional practices often do the work first and collect later. We help offices shorten that gap with " +
      "card acceptance at the front desk, payment links on invoices and recurring billing for ongoing clients.",
    highlights: [
      {
        title: "Shorter receivables",
        text: "Send a payment link with every invoice so clients can pay the day they receive it.",
      },
      {
        title: "Front desk ready",
        text: "Terminals for in-office payments and copays with chip and contactless acceptance.",
      },
      {
        title: "Fits your software",
        text: "Payments can connect to practice-management and accounting systems.",
      },
      {
        title: "Discreet and secure",
        text: "Hosted payment pages keep card numbers out of your files and inboxes.",
      },
    ],
    sections: [
      {
        heading: "The professional-services payment problem",
        paragraphs: [
          "Checks that arrive weeks late, clients who read card numbers over the phone, and staff spending hours " +
            "chasing balances are common in professional offices. Each of those costs time and creates risk. " +
            "Modern payment tools let clients pay securely on their own schedule while your team spends less " +
            "time on collections and more on the work clients hired you for.",
        ],
      },
      {
        heading: "How we help practices collect",
        bullets: [
          "[Text and QR payment links](/text-qr) attached to invoices and statements",
          "Recurring billing for retainers, memberships and payment plans",
          "Front-desk [stand-alone terminals](/stand-alone-devices) for in-person payments",
          "[Integrations](/integrations) with practice-management and accounting software",
          "A free rate review; 97% of business owners who receive one end up saving money",
        ],
      },
      {
        heading: "Professional fields we work with",
        paragraphs: [
          "Each profession has its own billing habits and rules. Medical and dental offices collect copays at " +
            "the front desk, law firms bill against retainers, and property managers collect rent every month. " +
            "The right mix of tools depends on those patterns. Explore how we support specific practices:",
        ],
        bullets: [
          "[Legal services](/industries/legal-services)",
          "[Medical practices](/industries/medical-practices)",
          "[Dental offices](/industries/dental)",
          "[Veterinary clinics](/industries/veterinary)",
          "[Property management](/industries/property-management)",
          "[Schools and tutoring](/industries/schools-tutoring)",
        ],
      },
      {
        heading: "Handling sensitive client information",
        paragraphs: [
          "Professional offices hold confidential information, and card data should never add to that burden. " +
            "Hosted payment pages and tokenization keep card numbers out of your email, files and notes, which " +
            "keeps PCI DSS scope small. Some professions have additional rules on how client funds or fees may " +
            "be handled, so confirm those with your own advisors; this is general information, not legal advice.",
        ],
      },
    ],
    faqs: [
      {
        question: "Can clients pay invoices online?",
        answer:
          "Yes. We can add a secure payment link to each invoice or statement, sent by email or text. Clients " +
          "open the link, see the amount due and pay by card on a hosted page. Payments are recorded with a " +
          "reference so your staff can match them to the right account without extra data entry.",
      },
      {
        question: "Will payments connect to our practice-management software?",
        answer:
          "Often, yes. Many practice-management and accounting systems support integrated payments, so charges " +
          "post to the right client or patient record automatically. Tell us which software you use and our " +
          "team will confirm compatibility before you switch. If it does not connect, we explain the simplest " +
          "workable alternative.",
      },
      {
        question: "Can we set up recurring payments for retainers or payment plans?",
        answer:
          "Yes. Recurring billing charges a stored, tokenized card on the schedule you and the client agree, " +
          "such as monthly retainers or installment plans. Get the client's written authorization, state the " +
          "amount and frequency clearly, and keep records of the agreement. Clear terms are the best protection " +
          "against later disputes.",
      },
    ],
    related: ["/text-qr", "/integrations", "/stand-alone-devices"],
    cta: {
      heading: "Spend less time chasing payments",
      text: "Talk with a specialist about invoicing, payment links and a free review of your rates.",
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: "skill-trade",
    title: "Skilled Trade Services",
    h1: "Collect Payment on the Job Site, Not Weeks Later",
    description:
      "Payment tools for contractors and skilled trades: mobile card readers, deposit links and working " +
      "capital, so you get paid when the job is done.",
    eyebrow: "Business Types",
    lead:
      "Plumbers, electricians, HVAC technicians, contractors and other skilled trades do the work in the field. " +
      "We give your crew the tools to collect deposits and final payments before they pull out of the driveway.",
    highlights: [
      {
        title: "Paid at the truck",
        text: "Mobile readers take chip and tap payments on a phone or tablet at the job site.",
      },
      {
        title: "Deposits up front",
        text: "Text a payment link to secure the job and cover materials before work starts.",
      },
      {
        title: "Funding for growth",
        text: "Business funding approval in 24-48 hours for equipment, vehicles or payroll.",
      },
      {
        title: "Support after hours",
        text: "24/7/365 customer support from a U.S.-based team for emergency calls at night.",
      },
    ],
    sections: [
      {
        heading: "Why trades struggle to get paid",
        paragraphs: [
          "Trade businesses front the cost of materials and labor, then wait on checks or invoices. Every day a " +
            "balance is outstanding is a day your cash is financing someone else's project. Taking cards in " +
            "the field, and collecting deposits before the job, closes that gap and reduces the time your office " +
            "spends on follow-up calls.",
        ],
      },
      {
        heading: "Tools built for the field",
        bullets: [
          "[Mobile processing](/mobile-processing) on a phone or tablet with a compact card reader",
          "[Text payment links](/text-qr) for deposits, progress payments and final balances",
          "Wireless [stand-alone terminals](/stand-alone-devices) for service counters and shops",
          "[Integrations](/integrations) with field service and accounting software",
        ],
      },
      {
        heading: "Keep more of every invoice",
        paragraphs: [
          "Large jobs mean large card payments, and at the 2.5-3.5% competitors typically charge, up to 4% in " +
            "some cases, fees add up quickly. Savings run about $300 per $10,000 in monthly card volume. A " +
            "[surcharge](/surcharge) on credit card payments or [dual pricing](/dual-pricing) with a cash price " +
            "can bring processing costs to 0%.",
        ],
      },
      {
        heading: "Trade and field-service industries we support",
        paragraphs: [
          "Skilled trades cover a wide range of work, from emergency repairs billed the same day to long " +
            "projects paid in stages. Shops with a service counter need a terminal, crews in the field need " +
            "mobile tools, and seasonal businesses need steady cash flow. We also support these related " +
            "field-service industries:",
        ],
        bullets: [
          "[Auto repair shops](/industries/auto-repair)",
          "[Cleaning services](/industries/cleaning-services)",
          "[Moving and storage](/industries/moving-storage)",
          "[Property management and maintenance](/industries/property-management)",
          "[Agriculture](/industries/agriculture)",
        ],
      },
    ],
    faqs: [
      {
        question: "Can my technicians take payments on their own phones?",
        answer:
          "Yes. Each technician can use the payment app with a compact card reader, and you can control what " +
          "they are allowed to do, such as issuing refunds. Payments from every device report into one account, " +
          "so the office sees what was collected in the field without waiting for paperwork to come back.",
      },
      {
        question: "How should I collect deposits for larger jobs?",
        answer:
          "Send a text payment link for the deposit amount once the customer approves the estimate. The " +
          "customer pays securely on their phone, and you have a digital record tied to the job. Put your " +
          "deposit and cancellation terms in writing, which helps if a customer later disputes the charge.",
      },
      {
        question: "Can I get funding to buy equipment or a new truck?",
        answer:
          "Trade businesses with at least 3 months in business, at least $5,000 in monthly revenue and a " +
          "business bank account can apply with 3 months of bank statements. A soft credit pull is used, with " +
          "no impact on your credit score, and approval comes in 24-48 hours. See our " +
          "[Speedy Business Loan](/speedy-business-loan) page.",
      },
      {
        question: "Can I pass card fees on to customers for large jobs?",
        answer:
          "Yes, within the rules. A surcharge program adds a service fee to credit card payments only; it cannot " +
          "be applied to debit cards, the card brands cap it, and a few states restrict it. Dual pricing shows " +
          "a card price and a cash price instead and is legal in all 50 states. Either must be disclosed to " +
          "customers before they pay.",
      },
    ],
    related: ["/mobile-processing", "/text-qr", "/speedy-business-loan"],
    cta: {
      heading: "Get paid before you leave the job",
      text: "Ask our team about mobile payments and deposit links built for skilled trades.",
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: "specialty-business",
    title: "Specialty Businesses",
    h1: "Payment Processing for Businesses That Don't Fit a Template",
    description:
      "Merchant accounts for specialty and higher-risk businesses, from nonprofits and marinas to regulated " +
      "retail, with experienced underwriting support.",
    eyebrow: "Business Types",
    lead:
      "Some businesses have seasonal volume, unusual sales cycles or products that make standard processors " +
      "nervous. We specialize in finding stable processing for organizations that do not fit a standard " +
      "template.",
    highlights: [
      {
        title: "Experience with unusual models",
        text: "30+ years of experience placing businesses that other providers turn away.",
      },
      {
        title: "Higher-risk accounts",
        text: "Underwriting guidance for regulated products, reserves and chargeback-prone models.",
      },
      {
        title: "Nationwide service",
        text: "Tens of thousands of business owners across the United States have worked with us.",
      },
      {
        title: "A reply you can count on",
        text: "A specialist replies within one business day.",
      },
    ],
    sections: [
      {
        heading: "What makes a business specialty or high risk",
        paragraphs: [
          "Processors assess risk based on chargeback history, refund rates, regulation, average ticket size " +
            "and how far in advance customers pay for goods or services. Seasonal organizations, donation-based " +
            "groups and regulated retailers can all trip those filters. Being labeled higher risk does not mean " +
            "you cannot get an account; it means the application needs to be prepared and placed carefully.",
        ],
      },
      {
        heading: "How we approach specialty accounts",
        bullets: [
          "Review your model, volume and history before the application is submitted",
          "Prepare the documents underwriters expect for your type of business",
          "Explain reserves, if required, and how they are typically released",
          "Set up chargeback prevention from day one to keep the account healthy",
          "Complete [merchant onboarding](/merchant-onboarding) with a specialist guiding each step",
        ],
      },
      {
        heading: "Specialty and higher-risk industries we serve",
        paragraphs: [
          "These are a few of the specialized fields we work with. Some, like nonprofits and marinas, are " +
            "specialized mainly because of seasonal or donation-based volume; others, like firearms and CBD, " +
            "face stricter underwriting because of regulation. Browse [all industries](/all-industries) for " +
            "the full list.",
        ],
        bullets: [
          "[Nonprofit organizations](/industries/non-profit)",
          "[Churches and ministries](/industries/churches)",
          "[Marinas](/industries/marinas)",
          "[Pawn shops](/industries/pawn-shops)",
          "[Firearms and ammunition](/industries/firearms)",
          "[CBD oil](/industries/cbd-oil)",
        ],
      },
      {
        heading: "Keeping a specialty account in good standing",
        paragraphs: [
          "Once approved, the goal is stability. Watch your chargeback ratio closely, keep refund and " +
            "cancellation policies visible, use a billing descriptor customers recognize, and keep records " +
            "of every order and delivery. Accounts terminated for excessive disputes can end up on the MATCH " +
            "list, which makes future processing much harder. Our [compliance](/compliance) resources explain " +
            "the basics.",
        ],
      },
    ],
    faqs: [
      {
        question: "Why was my business declined by another processor?",
        answer:
          "Many processors have narrow risk appetites and decline entire categories automatically, regardless " +
          "of how well an individual business is run. A decline elsewhere does not always mean you cannot be " +
          "approved. Our specialists review why you were turned down and look for a processing relationship " +
          "suited to your business model.",
      },
      {
        question: "What is a reserve, and will I need one?",
        answer:
          "A reserve is a portion of your card sales held back for a period to cover potential chargebacks or " +
          "refunds. Higher-risk accounts sometimes require one, especially when a business is new or sells " +
          "goods paid for in advance. Terms vary by account, and our team explains any reserve requirement " +
          "clearly before you sign.",
      },
      {
        question: "What is the MATCH list, and how do I stay off it?",
        answer:
          "The MATCH list is a database card networks use to record merchants whose accounts were terminated " +
          "for reasons such as excessive chargebacks or fraud. Being listed makes it very hard to open a new " +
          "account. Stay off it by monitoring disputes, responding to chargebacks on time, keeping policies " +
          "clear and fixing problems early with your processor.",
      },
      {
        question: "Can nonprofits and churches accept card donations?",
        answer:
          "Yes. Organizations can accept donations in person with a terminal, online with a secure donation " +
          "page, and by text or QR code at events and services. Recurring giving is also possible with stored, " +
          "tokenized cards. We help you choose the tools that fit how your supporters prefer to give.",
      },
    ],
    related: ["/all-industries", "/merchant-onboarding", "/chargeback-guide", "/compliance"],
    cta: {
      heading: "Find processing that fits your business",
      text: "Tell us about your organization and a specialist will reply within one business day.",
    },
  },
];
