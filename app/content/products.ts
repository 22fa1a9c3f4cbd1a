import type { ContentPage } from "./types";

/** Monthly card volume vs approximate monthly savings (only the figures in the content brief). */
const savingsRows: string[][] = [
  ["Monthly card volume", "Approximate monthly savings"],
  ["$10,000", "About $300"],
  ["$25,000", "About $750"],
  ["$50,000", "About $1,500"],
  ["$100,000+", "$3,000+"],
];

export const productPages: ContentPage[] = [
  // ---------------------------------------------------------------------------------------------
  {
    slug: "mobile-processing",
    title: "Mobile Processing",
    h1: "Take Card Payments Anywhere Your Business Goes",
    description:
      "Accept chip, tap and swipe payments on a phone or tablet at job sites, markets and front doors, " +
      "with honest rates and U.S.-based support.",
    eyebrow: "Payment Processing",
    lead:
      "Mobile processing turns a smartphone or tablet into a secure card terminal, so you get paid on the " +
      "spot instead of sending invoices and waiting. Our team sets up the reader, the app and your rates in " +
      "one conversation.",
    highlights: [
      {
        title: "Paid at the point of service",
        text: "Collect payment at the curb, the job site or the customer's door instead of chasing invoices later.",
      },
      {
        title: "Chip, tap and swipe",
        text: "Compact readers accept EMV chip cards, contactless cards and NFC mobile wallets.",
      },
      {
        title: "Support that keeps your hours",
        text: "24/7/365 customer support from a U.S.-based team, including the evenings and weekends mobile businesses work.",
      },
      {
        title: "Room to cut costs",
        text: "Pair mobile acceptance with a surcharge or dual pricing program to bring processing costs to 0%.",
      },
    ],
    sections: [
      {
        heading: "Who mobile processing is built for",
        paragraphs: [
          "If your business happens away from a fixed counter, a traditional terminal leaves money on the table. " +
            "Customers expect to pay by card wherever they meet you, and every unpaid invoice is a follow-up " +
            "call you would rather not make. A mobile setup fits in a pocket or a work truck and gets you paid " +
            "before you leave.",
        ],
        bullets: [
          "Food trucks, farmers market stands and festival vendors",
          "Contractors, landscapers and home service professionals",
          "Delivery, catering and event businesses",
          "Pop-up shops, craft fairs and trade show booths",
          "Consultants, trainers and other professionals who visit clients",
        ],
      },
      {
        heading: "How a mobile sale works",
        bullets: [
          "Open the payment app on your phone or tablet and connect the card reader.",
          "Enter the amount or pick an item you saved earlier.",
          "The customer inserts, taps or swipes a card, or taps a mobile wallet.",
          "Send a digital receipt so the customer has a record of the sale.",
          "Funds settle to your business bank account along with the rest of your card sales.",
        ],
      },
      {
        heading: "Security when you are away from the counter",
        paragraphs: [
          "Mobile does not have to mean less secure. EMV chip and contactless transactions generate a unique " +
            "code for every purchase, and tokenization keeps real card numbers off your phone. PCI DSS still " +
            "applies to every merchant that takes cards, so our team helps you complete the right " +
            "self-assessment and explains the simple habits, such as locking devices and limiting app access, " +
            "that keep your account safe.",
        ],
      },
      {
        heading: "What mobile processing costs",
        paragraphs: [
          "Competitors typically charge 2.5-3.5% per transaction, and up to 4% in some cases, which adds up " +
            "quickly on a busy weekend. We start with a free rate review: 97% of business owners who receive " +
            "one end up saving money. Savings run about $300 per $10,000 in monthly card volume, and a " +
            "[surcharge program](/surcharge) or [dual pricing](/dual-pricing) can bring processing costs to 0%.",
        ],
      },
      {
        heading: "Connect mobile sales to the rest of your business",
        paragraphs: [
          "Many owners run mobile acceptance alongside a storefront or a website. We can tie your mobile " +
            "device into a full [point of sale](/point-of-sale), add [text and QR payments](/text-qr) for " +
            "customers who are not in front of you, or set up [online checkout](/web-commerce) so every channel " +
            "reports into one place instead of three separate accounts.",
        ],
      },
    ],
    faqs: [
      {
        question: "Do I need a special phone or tablet to accept mobile payments?",
        answer:
          "Most current smartphones and tablets work. You install the payment app, pair a compact card reader, " +
          "and you are ready to accept chip, contactless and swiped cards. During your consultation our team " +
          "confirms that your device is compatible and recommends the reader that fits how and where you sell, " +
          "so you are not buying hardware you do not need.",
      },
      {
        question: "Is taking cards on my phone as secure as a countertop terminal?",
        answer:
          "Yes, when it is set up properly. Chip and contactless payments create a one-time code for every " +
          "transaction, and tokenization means full card numbers are not stored on your device. You still need " +
          "to follow PCI DSS basics such as keeping devices locked and updated, and our specialists walk you " +
          "through those steps during setup.",
      },
      {
        question: "Can I use mobile processing together with my store's POS?",
        answer:
          "In many cases, yes. We can configure mobile devices to work as an extension of your point of sale so " +
          "that sales made at events or on the road appear in the same reports as counter sales. If you do not " +
          "have a POS yet, we can recommend one that fits your business and your budget.",
      },
      {
        question: "How do I get started with mobile processing?",
        answer:
          "Request a free consultation and share a recent processing statement if you have one. A specialist " +
          "replies within one business day, reviews your current rates, and recommends a reader and pricing " +
          "program. Once your account is approved, we help you install the app and run a test sale so you are " +
          "confident before your first real customer pays.",
      },
    ],
    related: ["/text-qr", "/point-of-sale", "/skill-trade", "/dual-pricing"],
    cta: {
      heading: "Ready to get paid wherever you work?",
      text: "Talk with a specialist about a mobile setup and a free rate review for your business.",
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: "web-commerce",
    title: "Web Commerce",
    h1: "Secure Online Payments That Turn Visitors Into Customers",
    description:
      "Online payment processing with a secure gateway, fraud tools and recurring billing for your website, " +
      "plus a free rate review from our specialists.",
    eyebrow: "Payment Processing",
    lead:
      "Selling online means your checkout page does the work of a cashier, a security guard and a bookkeeper. " +
      "We connect your website to a secure payment gateway with the fraud controls and reporting an online " +
      "business needs.",
    highlights: [
      {
        title: "Smooth checkout",
        text: "A fast, familiar payment step that works on phones and desktops alike and keeps buyers moving.",
      },
      {
        title: "Fraud screening",
        text: "Address and card security code checks help stop suspicious card-not-present orders before they ship.",
      },
      {
        title: "Recurring billing",
        text: "Charge memberships, subscriptions and installment plans automatically with stored, tokenized cards.",
      },
      {
        title: "Nationwide experience",
        text: "30+ years of experience helping merchants across the United States sell with confidence.",
      },
    ],
    sections: [
      {
        heading: "What a payment gateway does",
        paragraphs: [
          "A payment gateway is the secure bridge between your website's checkout and the card networks. When " +
            "a customer clicks pay, the gateway encrypts the card details, sends them for authorization, and " +
            "returns an approval or decline in seconds. Because card data is handled by the gateway rather than " +
            "your web server, your PCI DSS scope is smaller and your customers' information is better protected.",
        ],
      },
      {
        heading: "Built for how you sell online",
        bullets: [
          "Online stores connected to popular shopping carts and ecommerce platforms",
          "Hosted payment pages and payment links for businesses without a full cart",
          "Recurring and subscription billing for memberships and plans",
          "Virtual terminal access for phone and mail orders",
          "Stored customer profiles using tokenization instead of raw card numbers",
        ],
      },
      {
        heading: "Keep fraud and chargebacks under control",
        paragraphs: [
          "Card-not-present sales carry more fraud risk than in-person sales, and chargebacks cost you the sale " +
            "plus a fee. Address verification, card security code checks and velocity limits catch many bad " +
            "orders automatically. Clear product descriptions, prompt shipping confirmation and a visible refund " +
            "policy prevent many disputes before they start. Our [chargeback guide](/chargeback-guide) explains " +
            "the rest in plain language.",
        ],
      },
      {
        heading: "Fair pricing for online transactions",
        paragraphs: [
          "Online rates are often higher than in-store rates, and many providers pile on gateway and monthly " +
            "fees. Competitors typically charge 2.5-3.5% per transaction, up to 4% in some cases. Our free rate " +
            "review looks at your real statement, and 97% of business owners who receive one end up saving " +
            "money. If you also need a storefront that converts, our [web design](/web-design) team can help.",
        ],
      },
    ],
    faqs: [
      {
        question: "Will your gateway work with my existing website or shopping cart?",
        answer:
          "Most likely. We support connections to widely used shopping carts and ecommerce platforms, and we " +
          "offer hosted payment pages for sites without a built-in cart. Tell us which platform you use during " +
          "your consultation and our team will confirm compatibility and explain the setup steps before you " +
          "commit to anything.",
      },
      {
        question: "Do I have to be PCI compliant if I sell online?",
        answer:
          "Yes. PCI DSS applies to every merchant that takes cards, online or in person. Using a gateway with " +
          "hosted fields or a hosted payment page keeps card data off your server, which usually makes your " +
          "annual self-assessment much simpler. Our specialists help you identify the right questionnaire and " +
          "answer questions as you complete it.",
      },
      {
        question: "Can I charge customers on a recurring schedule?",
        answer:
          "Yes. Recurring billing lets you charge a stored card weekly, monthly or on a custom schedule for " +
          "memberships, subscriptions or payment plans. Cards are stored as tokens, not raw numbers. Make sure " +
          "your terms clearly explain billing frequency and how to cancel, because unclear recurring terms are a " +
          "common source of chargebacks.",
      },
      {
        question: "How quickly can I start accepting payments online?",
        answer:
          "After you request a consultation, a specialist replies within one business day to review your " +
          "website, products and current rates. Once your merchant account is approved, we provide gateway " +
          "credentials and help connect your checkout. Timing depends mainly on your platform and how quickly " +
          "application documents come back.",
      },
    ],
    related: ["/ecommerce", "/web-design", "/integrations", "/chargeback-guide"],
    cta: {
      heading: "Make your checkout work harder",
      text: "Get a free review of your online processing costs and a gateway recommendation for your site.",
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: "text-qr",
    title: "Text & QR Payments",
    h1: "Send a Link, Get Paid: Text and QR Code Payments",
    description:
      "Get paid by text message payment links and scannable QR codes. Customers pay securely on their own " +
      "phones, with no terminal or card handoff needed.",
    eyebrow: "Payment Processing",
    lead:
      "Text and QR payments let customers pay on their own phones in a few taps. You send a secure link or " +
      "display a code, they enter their card or use a mobile wallet, and the money lands with the rest of your " +
      "sales.",
    highlights: [
      {
        title: "No terminal required",
        text: "A payment link or printed code is all you need to take a card payment.",
      },
      {
        title: "Contact-free for customers",
        text: "Buyers never hand over a card; they pay on a device they already trust.",
      },
      {
        title: "Faster collections",
        text: "Text a link for a deposit or balance due and get paid the same day instead of waiting on checks.",
      },
      {
        title: "Card data stays off your hands",
        text: "Payments run on a secure hosted page, so staff never see or write down card numbers.",
      },
    ],
    sections: [
      {
        heading: "Two simple ways to collect",
        paragraphs: [
          "**Text to pay** sends a secure payment link by SMS. It is ideal for deposits, balances due after a " +
            "service call, or orders taken over the phone. **QR code payments** put a scannable code on a " +
            "counter sign, table tent, invoice or delivery receipt. The customer points a camera at it, " +
            "reviews the amount and pays on a hosted checkout page.",
        ],
      },
      {
        heading: "Where text and QR payments shine",
        bullets: [
          "Service businesses collecting a deposit before the job or the balance after it",
          "Restaurants and cafes offering pay-at-table or pickup orders",
          "Curbside, delivery and appointment-based businesses",
          "Invoices and statements that customers can pay the moment they open them",
          "Phone orders, replacing the risky habit of reading card numbers aloud",
        ],
      },
      {
        heading: "Security and record keeping",
        paragraphs: [
          "Because the customer types card details into a secure hosted page, your staff never handles the card " +
            "number, which reduces your PCI DSS exposure and the risk of an employee mishandling data. Each " +
            "payment is tied to a link or code, so you have a clear digital record of what was requested and " +
            "paid, which also helps if a customer later disputes a charge.",
        ],
      },
      {
        heading: "Part of a complete payment setup",
        paragraphs: [
          "Text and QR payments work best alongside your other channels rather than as a separate island. We " +
            "can pair them with [mobile processing](/mobile-processing) for in-person sales in the field and " +
            "with [online checkout](/web-commerce) for your website, so your reporting and deposits stay in one " +
            "place. Our 24/7/365 U.S.-based support team is there if a customer has trouble paying.",
        ],
      },
    ],
    faqs: [
      {
        question: "What does the customer see when they receive a payment link?",
        answer:
          "They receive a text message with a short link. Tapping it opens a secure, mobile-friendly payment " +
          "page showing your business, the amount due and a description of what they are paying for. They " +
          "enter a card or choose a supported mobile wallet, confirm, and receive a receipt. The whole process " +
          "usually takes well under a minute.",
      },
      {
        question: "Are QR code payments safe for my customers?",
        answer:
          "Yes, when the code comes from your payment provider and points to a secure hosted checkout. Card " +
          "details go directly to the payment page over an encrypted connection and never pass through your " +
          "staff. Display codes where customers expect them and check printed codes periodically so nobody can " +
          "cover them with a fraudulent sticker.",
      },
      {
        question: "Can I use text payments for deposits and partial payments?",
        answer:
          "Yes. You set the amount for each link, so you can request a deposit to book a job, a progress " +
          "payment midway, or a final balance when the work is done. Each link has its own record, which " +
          "makes it easy to see what has been paid and what is still outstanding without digging through " +
          "paperwork.",
      },
    ],
    related: ["/mobile-processing", "/restaurants", "/professional-services"],
    cta: {
      heading: "Start collecting with a link",
      text: "Ask our team how text and QR payments can speed up collections for your business.",
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: "integrations",
    title: "Payment Integrations",
    h1: "Connect Payments to the Software You Already Use",
    description:
      "Integrate card processing with your POS, accounting, scheduling or ecommerce software so payments post " +
      "automatically and books reconcile faster.",
    eyebrow: "Payment Processing",
    lead:
      "You should not have to retype sales from your card terminal into your software at the end of the day. " +
      "We connect payment processing to the systems you already run, so every transaction flows where it " +
      "belongs.",
    highlights: [
      {
        title: "Less double entry",
        text: "Payments post directly to invoices, orders or patient and client records.",
      },
      {
        title: "Cleaner reconciliation",
        text: "Deposits match your sales records, so month-end close takes less time.",
      },
      {
        title: "Keep your workflow",
        text: "Improve your rates without replacing software your team already knows.",
      },
      {
        title: "Guided setup",
        text: "Our specialists confirm compatibility and help with testing before you go live.",
      },
    ],
    sections: [
      {
        heading: "What a payment integration does",
        paragraphs: [
          "An integration links your card processing account to another system, such as a point of sale, " +
            "accounting package, practice-management tool, booking calendar or online store. When a card is " +
            "charged, the payment is recorded in that system automatically. The result is fewer keying errors, " +
            "faster checkout, and reports you can trust without comparing two screens line by line.",
        ],
      },
      {
        heading: "Common systems we connect",
        bullets: [
          "Point-of-sale software for retail and restaurants",
          "Accounting and invoicing software",
          "Scheduling, booking and practice-management platforms",
          "Ecommerce platforms and shopping carts",
          "Custom or in-house software through a payment gateway",
        ],
      },
      {
        heading: "How the integration process works",
        bullets: [
          "Discovery: we learn which systems you use and how money moves through your business.",
          "Compatibility check: we confirm the supported connection for your software before you switch.",
          "Account setup: your merchant account and gateway credentials are configured for the integration.",
          "Testing: we run test transactions and confirm they post correctly.",
          "Go live with 24/7/365 U.S.-based support standing by.",
        ],
      },
      {
        heading: "Better rates without starting over",
        paragraphs: [
          "Many businesses stay with an expensive processor because they believe their software locks them in. " +
            "Often it does not. Competitors typically charge 2.5-3.5% per transaction, and up to 4% in some " +
            "cases. A free rate review shows what you could save, and 97% of business owners who receive one " +
            "end up saving money. If your current software is the real limitation, a new " +
            "[POS system](/pos-system) may be worth a look.",
        ],
      },
    ],
    faqs: [
      {
        question: "Will switching processors break my current software?",
        answer:
          "Not if the switch is planned properly. Before you change anything, our team checks whether your " +
          "software supports our processing connection and what configuration is needed. If it is compatible, " +
          "we coordinate the changeover and test it. If it is not, we tell you upfront and explain your options " +
          "so there are no surprises.",
      },
      {
        question: "Can you integrate with custom or in-house software?",
        answer:
          "Often, yes. Custom software can usually connect through a payment gateway that your developers call " +
          "to authorize and record transactions. We provide the gateway account and documentation, and our " +
          "specialists help your developer understand the setup. Using tokenization and hosted fields can also " +
          "keep raw card data out of your own systems.",
      },
      {
        question: "How much does an integration cost?",
        answer:
          "It depends on the software you use and how it connects. Some systems connect with simple " +
          "configuration, while others require a gateway or a specific device. We explain any costs during " +
          "your consultation before you sign up. Our pricing discussion starts from a free rate review of your " +
          "current processing statement.",
      },
    ],
    related: ["/pos-system", "/web-commerce", "/professional-services"],
    cta: {
      heading: "Make your software and payments work together",
      text: "Tell us what you run today and our specialists will map out the cleanest connection.",
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: "stand-alone-devices",
    title: "Stand-Alone Terminals",
    h1: "Simple Card Terminals That Work Without a Full POS",
    description:
      "Stand-alone credit card terminals for businesses that want fast, reliable chip and tap payments " +
      "without a full point-of-sale system or software.",
    eyebrow: "Payment Processing",
    lead:
      "Not every business needs inventory tracking, menus and staff scheduling at the counter. A stand-alone " +
      "terminal does one job well: it takes card payments quickly and securely, right out of the box.",
    highlights: [
      {
        title: "Single-purpose and simple",
        text: "Key in the amount, let the customer pay, print a receipt. Training takes minutes.",
      },
      {
        title: "Modern card acceptance",
        text: "EMV chip, contactless cards and NFC mobile wallets on one device.",
      },
      {
        title: "Works beside any register",
        text: "Use it next to a cash register or on its own, with no software to learn.",
      },
      {
        title: "Costs you can see",
        text: "A free rate review shows exactly what you pay today and what you could save.",
      },
    ],
    sections: [
      {
        heading: "When a stand-alone terminal is the right choice",
        paragraphs: [
          "A stand-alone terminal makes sense when your sales are straightforward and you do not need the " +
            "software side of a point of sale. It suits businesses with a small catalog, service businesses that " +
            "bill a single amount, and owners who already track inventory elsewhere. You get dependable card " +
            "acceptance without a monthly software commitment.",
        ],
        bullets: [
          "Service providers that charge one amount per visit",
          "Small shops that ring up a handful of items",
          "Offices and front desks taking occasional payments",
          "Businesses that want a backup device next to an existing POS",
        ],
      },
      {
        heading: "Countertop or wireless",
        paragraphs: [
          "**Countertop terminals** stay at the register and connect through your internet service. **Wireless " +
            "terminals** can be carried to a table, a vehicle or the front of a line, so the card never leaves " +
            "the customer's sight. Our specialists recommend a model based on where you take payments and how " +
            "your location is connected.",
        ],
      },
      {
        heading: "Security built into the device",
        paragraphs: [
          "Current terminals are built for EMV chip and contactless transactions, which create a unique code for " +
            "each sale and make copied cards far less useful to criminals. Accepting chip cards also protects " +
            "you from counterfeit-fraud liability that can fall on merchants who only swipe. We help you complete " +
            "your PCI DSS self-assessment so your account stays in good standing.",
        ],
      },
      {
        heading: "Lower your cost per transaction",
        paragraphs: [
          "A simple device should come with simple, fair pricing. Competitors typically charge 2.5-3.5% per " +
            "transaction, up to 4% in some cases. We start with a free rate review, and savings run about $300 " +
            "per $10,000 in monthly card volume. Stand-alone terminals also support a " +
            "[surcharge program](/surcharge) or [dual pricing](/dual-pricing), which can bring processing " +
            "costs to 0%.",
        ],
      },
    ],
    faqs: [
      {
        question: "What is the difference between a stand-alone terminal and a POS system?",
        answer:
          "A stand-alone terminal only processes card payments. A POS system adds software for items, " +
          "inventory, employees and reporting, and usually includes a screen, printer and cash drawer. If you " +
          "mainly need to take payments quickly, a terminal is simpler and cheaper. If you want to manage the " +
          "business from the counter, consider a [POS system](/pos-system).",
      },
      {
        question: "Can a stand-alone terminal print receipts?",
        answer:
          "Most countertop and many wireless terminals include a built-in receipt printer, and some can also " +
          "send receipts digitally. During your consultation, tell us how customers usually want their " +
          "receipts and whether you need tip prompts, and our specialists will recommend a model with the " +
          "features your business actually uses.",
      },
      {
        question: "Can I add a surcharge or cash discount on a stand-alone terminal?",
        answer:
          "Yes. Terminals can be configured to apply a surcharge to credit card sales or to show card and cash " +
          "prices under a dual pricing program. Both approaches have disclosure rules, and surcharges cannot be " +
          "applied to debit cards. Our team programs the terminal correctly and explains the signage you need " +
          "before you start.",
      },
    ],
    related: ["/pos-terminals", "/surcharge", "/retail"],
    cta: {
      heading: "Find the right terminal for your counter",
      text: "Ask a specialist which device fits your business and what you could save on every sale.",
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: "maxx-pay",
    title: "Maxx Pay",
    h1: "Maxx Pay: Processing, POS and 0% Options in One Program",
    description:
      "Maxx Pay is our all-in-one payment program, bundling card processing, point-of-sale options and 0% " +
      "processing choices with one team supporting it.",
    eyebrow: "Payment Processing",
    lead:
      "Maxx Pay is our flagship program for owners who want one answer to payments instead of a patchwork of " +
      "vendors. It brings card processing, point-of-sale options and 0% processing programs together under a " +
      "single relationship.",
    highlights: [
      {
        title: "One program, one team",
        text: "Processing, equipment and support come from the same people, so nothing falls between vendors.",
      },
      {
        title: "0% processing options",
        text: "Choose a surcharge or dual pricing program that can bring processing costs to 0%.",
      },
      {
        title: "POS that fits",
        text: "POS software from $99/month and hardware bundles from $549 when you need them.",
      },
      {
        title: "Always-on support",
        text: "24/7/365 customer support from a U.S.-based team.",
      },
    ],
    sections: [
      {
        heading: "What the program brings together",
        paragraphs: [
          "Most businesses end up with a processor from one company, a terminal from another and software from " +
            "a third, each with its own contract and help line. Maxx Pay combines those pieces into one " +
            "program. We review your current costs, recommend the equipment and software you need, set up your " +
            "pricing model, and stay on as your single point of contact.",
        ],
        bullets: [
          "Card processing for in-person, mobile and online sales",
          "Point-of-sale software and hardware, or stand-alone terminals",
          "A choice of standard pricing, surcharge or dual pricing",
          "Onboarding, training and ongoing U.S.-based support",
        ],
      },
      {
        heading: "Choosing your pricing model",
        paragraphs: [
          "Maxx Pay lets you decide how card costs are handled. With a **[surcharge program](/surcharge)**, a " +
            "service fee is applied to credit card sales. With **[dual pricing](/dual-pricing)**, customers see " +
            "a card price and a discounted cash price. Both can bring processing costs to 0%. If you prefer " +
            "traditional pricing, we start with a free rate review; 97% of business owners who receive one end " +
            "up saving money.",
        ],
      },
      {
        heading: "Equipment and software sized to your business",
        paragraphs: [
          "Some businesses need a full point of sale with inventory and staff management; others only need a " +
            "reliable terminal. Within the program, POS software starts from $99/month and hardware bundles " +
            "start from $549. Our specialists recommend the setup based on how you sell, not on what is easiest " +
            "to ship. Compare options on our [point-of-sale](/point-of-sale) page.",
        ],
      },
      {
        heading: "How to join",
        bullets: [
          "Request a consultation; a specialist replies within one business day.",
          "Share a recent processing statement for a free rate review.",
          "Pick your pricing model and the equipment that fits.",
          "Complete [merchant onboarding](/merchant-onboarding) and schedule setup and training.",
        ],
      },
    ],
    faqs: [
      {
        question: "Who is Maxx Pay designed for?",
        answer:
          "It is designed for business owners who want payments handled as one package rather than managing " +
          "separate vendors. It works for storefronts, restaurants, service businesses and mixed in-person and " +
          "online sellers. If you only need one piece, such as a terminal or a rate review, we can still help; " +
          "the program simply bundles everything for owners who want it.",
      },
      {
        question: "Do I have to use a surcharge or dual pricing to join?",
        answer:
          "No. The 0% options are there if they suit your customers and your business, but they are not " +
          "required. Many owners choose traditional pricing after a free rate review shows meaningful savings. " +
          "Our specialists explain how each model works, what disclosure it requires and how customers " +
          "typically respond, then you decide.",
      },
      {
        question: "Can I keep my existing equipment?",
        answer:
          "Sometimes. Some terminals and POS systems can be reprogrammed to work with our processing, while " +
          "others are locked to a specific provider. Tell us the make and model during your consultation and " +
          "we will confirm. If you need new equipment, hardware bundles start from $549 and POS software starts " +
          "from $99/month.",
      },
      {
        question: "What kind of support comes with the program?",
        answer:
          "You get 24/7/365 customer support from a U.S.-based team, plus a specialist who helps with setup, " +
          "training and questions about your statements. Because processing, equipment and software come " +
          "through one program, you make one call when something needs attention instead of figuring out " +
          "which vendor is responsible.",
      },
    ],
    related: ["/point-of-sale", "/surcharge", "/dual-pricing", "/merchant-onboarding"],
    cta: {
      heading: "See what Maxx Pay could look like for you",
      text: "Book a free consultation and get a program recommendation built around your business.",
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: "pos-terminals",
    title: "POS Terminals",
    h1: "Countertop and Portable POS Hardware Built for Busy Counters",
    description:
      "Countertop stations, handheld devices and card readers for your point of sale, with hardware bundles " +
      "from $549 and POS software from $99/month.",
    eyebrow: "Payment Processing",
    lead:
      "The right hardware keeps lines moving and staff confident. We help you choose countertop stations, " +
      "portable handhelds and peripherals that match the way your customers pay.",
    highlights: [
      {
        title: "Bundles from $549",
        text: "Hardware bundles start from $549, with POS software from $99/month.",
      },
      {
        title: "Countertop or handheld",
        text: "Fixed stations for the register and portable devices for tables, aisles and curbside.",
      },
      {
        title: "Chip, tap and wallet ready",
        text: "Card readers accept EMV chip, contactless cards and NFC mobile wallets.",
      },
      {
        title: "Set up for you",
        text: "Our team helps configure devices and train staff before you open.",
      },
    ],
    sections: [
      {
        heading: "Countertop stations",
        paragraphs: [
          "A countertop station is the anchor of your checkout: a touchscreen running your POS software, often " +
            "paired with a customer-facing display so buyers can see their total and add a tip. It suits " +
            "retail counters, quick-service restaurants and front desks where most sales happen in one spot and " +
            "the screen needs to stay put through a long shift.",
        ],
      },
      {
        heading: "Portable and handheld devices",
        paragraphs: [
          "Handheld POS devices take the register to the customer. Servers can take orders and payment at the " +
            "table, retail staff can check out shoppers in a long line, and service teams can collect curbside " +
            "or in the field. Because the card stays in the customer's hands, handhelds also reduce the worry " +
            "of a card disappearing into a back room.",
        ],
      },
      {
        heading: "Peripherals that complete the setup",
        bullets: [
          "Card readers and PIN pads for chip, contactless and mobile wallet payments",
          "Receipt printers and kitchen printers",
          "Cash drawers",
          "Barcode scanners for retail inventory",
          "Customer-facing displays for totals, tips and signatures",
        ],
      },
      {
        heading: "Hardware pricing",
        paragraphs: [
          "Hardware bundles start from $549, and POS software starts from $99/month. The exact bundle depends " +
            "on how many stations, handhelds and peripherals you need. We quote your configuration before you " +
            "commit, and our free rate review covers the processing side too: 97% of business owners who receive " +
            "one end up saving money. Need software guidance first? See our [POS system](/pos-system) page.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many terminals does my business need?",
        answer:
          "Start with your busiest hour. Count how many customers you serve at peak, how many staff take " +
          "payments at once, and whether payment happens at a counter, at tables or in the field. Our " +
          "specialists use those answers to recommend a mix of countertop stations and handhelds so you are " +
          "not overbuying or creating a bottleneck.",
      },
      {
        question: "Can I reuse terminals I already own?",
        answer:
          "Some hardware can be reprogrammed for a new processor, but many devices are locked to the company " +
          "that supplied them. Share the make and model with us and we will tell you whether it can be used. " +
          "If it cannot, hardware bundles start from $549, and we explain exactly what is included before you " +
          "decide.",
      },
      {
        question: "Do your terminals support contactless and mobile wallet payments?",
        answer:
          "Yes. The card readers we recommend accept EMV chip cards, contactless cards and NFC mobile wallets, " +
          "in addition to magnetic stripe as a fallback. Chip and contactless acceptance is faster for " +
          "customers and more secure for you, because each transaction uses a unique code instead of " +
          "reusable card data.",
      },
      {
        question: "What happens if a terminal stops working?",
        answer:
          "Call our support line any time; we provide 24/7/365 customer support from a U.S.-based team. Many " +
          "issues, such as connectivity or settings, can be fixed over the phone in minutes. If a device needs " +
          "to be replaced, our team explains the next steps and helps you keep taking payments in the " +
          "meantime.",
      },
    ],
    related: ["/pos-system", "/point-of-sale", "/stand-alone-devices", "/restaurants"],
    cta: {
      heading: "Get a hardware quote for your counter",
      text: "Tell us how you sell and we will recommend the stations and devices that fit.",
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: "surcharge",
    title: "Surcharge Program",
    h1: "Pass Credit Card Fees to Customers, the Compliant Way",
    description:
      "Our surcharge program adds a disclosed service fee to credit card sales so processing costs can drop " +
      "to 0%. Learn the rules, savings and setup.",
    eyebrow: "Payment Processing",
    lead:
      "A surcharge program applies a service fee to credit card sales, so the customer who chooses credit " +
      "covers the cost of that choice. Done correctly, it can bring your processing costs to 0%.",
    highlights: [
      {
        title: "Processing costs to 0%",
        text: "The service fee on credit card sales offsets what you pay to accept them.",
      },
      {
        title: "Credit cards only",
        text: "Surcharges apply to credit cards, never to debit cards, even when run as credit.",
      },
      {
        title: "Set up to the rules",
        text: "We configure your equipment, signage and receipts to card-brand requirements.",
      },
      {
        title: "Real savings",
        text: "About $300 per $10,000 in monthly card volume, up to $3,000+ per month at $100,000+.",
      },
    ],
    sections: [
      {
        heading: "How a surcharge program works",
        paragraphs: [
          "When a customer pays with a credit card, your terminal or POS adds a service fee to the total and " +
            "shows it before the sale is approved. Debit cards and cash are charged the normal price. The fee " +
            "offsets the cost of accepting credit, so the processing expense that used to come out of your " +
            "margin is covered by the customers who choose to pay that way.",
        ],
      },
      {
        heading: "What you could save each month",
        paragraphs: [
          "Competitors typically charge 2.5-3.5% per transaction, and up to 4% in some cases. A surcharge " +
            "program can bring that cost to 0%, because customers who choose credit cover the fee. The table " +
            "shows approximate monthly savings by card volume; your own figure depends on your card mix and " +
            "current rates.",
        ],
        table: {
          caption: "Approximate monthly savings with a surcharge program",
          rows: savingsRows,
        },
      },
      {
        heading: "The compliance rules you must follow",
        paragraphs: [
          "Surcharging is governed by card-brand rules and, in some places, state law. We set up your program " +
            "to the rules, but you should understand them too, because your staff will answer customer " +
            "questions at the register every day. This is general information, not legal advice.",
        ],
        bullets: [
          "**Credit only, never debit:** a surcharge cannot be applied to debit or prepaid cards, even if the " +
            "customer chooses to run a debit card as credit.",
          "**Card-brand cap:** the card brands limit how large a credit card surcharge can be, and it cannot " +
            "exceed your actual cost of acceptance.",
          "**Signage:** post clear notice at the store entrance and at the point of sale, and on your website " +
            "before checkout for online sales.",
          "**Receipt disclosure:** the surcharge must appear as its own line item on every receipt.",
          "**State rules:** a few states restrict surcharging, so check your state before you start; dual " +
            "pricing is an alternative there.",
        ],
      },
      {
        heading: "Surcharge or dual pricing?",
        paragraphs: [
          "Both programs can bring processing costs to 0%, but they work differently. A surcharge adds a fee " +
            "only to credit card sales. [Dual pricing](/dual-pricing) instead shows a card price and a " +
            "discounted cash price on all sales, and it is legal in all 50 states. If your state restricts " +
            "surcharging or you sell mostly to debit card users, dual pricing is often the better fit.",
        ],
      },
    ],
    faqs: [
      {
        question: "Is surcharging legal?",
        answer:
          "Surcharging credit cards is permitted by the card brands when you follow their rules, and most " +
          "states allow it. A few states restrict it, so check your state before you start. Our team explains " +
          "the current requirements where you do business, though this is general information and not legal " +
          "advice. Where surcharging is restricted, [dual pricing](/dual-pricing) is a common alternative.",
      },
      {
        question: "Why can't I add a surcharge to debit card payments?",
        answer:
          "Card-brand rules prohibit surcharging debit and prepaid cards, including debit cards run as credit " +
          "with a signature. Your terminal or POS must recognize the card type and only add the fee to " +
          "qualifying credit cards. We configure your equipment to do this automatically, so staff do not " +
          "have to decide at the register.",
      },
      {
        question: "Will customers be upset by a surcharge?",
        answer:
          "Most customers are already familiar with service fees for paying by credit card, especially when the " +
          "fee is posted clearly before they buy. Clear signage at the entrance and register, and a short " +
          "script for staff, prevent most complaints. Customers who prefer not to pay the fee can use debit or " +
          "cash at the regular price.",
      },
      {
        question: "What do I need to start a surcharge program?",
        answer:
          "You need compatible equipment, signage, receipts that show the fee as a separate line, and a " +
          "processing account configured for surcharging. Our specialists handle the setup, supply guidance on " +
          "the required notices and confirm your state allows it. Request a consultation and a specialist " +
          "replies within one business day.",
      },
    ],
    related: ["/dual-pricing", "/maxx-pay", "/compliance", "/retail"],
    cta: {
      heading: "Find out what a surcharge program could save you",
      text: "Get a free review of your statement and a compliant surcharge setup from our team.",
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: "speedy-business-loan",
    title: "Speedy Business Loan",
    h1: "Business Funding With Approval in 24-48 Hours",
    description:
      "Apply for business funding with approval in 24-48 hours. See the requirements, how a term loan differs " +
      "from a cash advance, and how to apply.",
    eyebrow: "Speedy Business Loan",
    lead:
      "When an opportunity or an unexpected expense will not wait, slow bank paperwork can cost you. Our " +
      "funding program offers business funding approval in 24-48 hours with straightforward requirements.",
    highlights: [
      {
        title: "Approval in 24-48 hours",
        text: "Get a funding decision in days, not the weeks many traditional lenders take.",
      },
      {
        title: "Soft credit pull",
        text: "Applying uses a soft credit pull with no impact on your credit score.",
      },
      {
        title: "Simple documents",
        text: "Three months of bank statements and a business bank account are the core of the file.",
      },
      {
        title: "Guidance on the right product",
        text: "Our specialists explain the difference between a loan and a cash advance before you choose.",
      },
    ],
    sections: [
      {
        heading: "Who qualifies",
        paragraphs: [
          "The requirements are designed for established small businesses, not only companies with perfect " +
            "credit and years of tax returns. Instead of a thick loan package, the decision rests mainly on how " +
            "your business is performing right now, as shown in your recent bank deposits. To apply you need:",
        ],
        bullets: [
          "At least 3 months in business",
          "At least $5,000 in monthly revenue",
          "A business bank account",
          "3 months of bank statements",
          "Consent to a soft credit pull, which has no impact on your credit score",
        ],
      },
      {
        heading: "What business owners use funding for",
        bullets: [
          "Buying inventory ahead of a busy season",
          "Repairing or replacing equipment",
          "Covering payroll during a slow stretch",
          "Renovating, expanding or opening a new location",
          "Marketing pushes and new product launches",
        ],
      },
      {
        heading: "Term loan or merchant cash advance: know the difference",
        paragraphs: [
          "A **term loan** or working capital loan gives you a lump sum that you repay in fixed, scheduled " +
            "payments over a set period, with the cost expressed as interest. Payments are the same whether " +
            "sales are strong or slow, which makes budgeting easy.",
          "A **[merchant cash advance](/merchant-cash-advance)** is not a loan. A funder buys a portion of your " +
            "future card sales, and repayment comes automatically as a share of each day's card receipts. You " +
            "pay back more in busy weeks and less in slow ones. The cost is usually a fixed amount agreed upfront, " +
            "so compare the total payback, not only the speed.",
        ],
      },
      {
        heading: "How to apply",
        bullets: [
          "Submit a short application and 3 months of bank statements.",
          "We run a soft credit pull, with no impact on your credit score.",
          "Receive an approval decision in 24-48 hours.",
          "Review the offer, including total cost and repayment terms, before you accept.",
        ],
      },
    ],
    faqs: [
      {
        question: "How fast is the approval really?",
        answer:
          "Business funding approval comes in 24-48 hours once we have a complete application and your bank " +
          "statements. The fastest way to stay within that window is to send all 3 months of statements with " +
          "your application and respond promptly to any follow-up questions. Timing of the deposit after " +
          "approval depends on the offer you accept.",
      },
      {
        question: "Will applying hurt my credit score?",
        answer:
          "No. The application uses a soft credit pull, which has no impact on your credit score. That means " +
          "you can see whether you qualify and what is available without the kind of inquiry that can lower " +
          "your score. Read every offer carefully before you accept, and ask our specialists about anything in " +
          "the terms that is unclear.",
      },
      {
        question: "What if my business is newer or has lower revenue?",
        answer:
          "The minimums are at least 3 months in business and at least $5,000 in monthly revenue, along with a " +
          "business bank account. If you do not meet them yet, it is worth waiting until you do rather than " +
          "applying early. In the meantime, a free rate review of your card processing may free up cash every " +
          "month.",
      },
      {
        question: "Should I choose a loan or a merchant cash advance?",
        answer:
          "It depends on your sales pattern and priorities. A term loan offers predictable fixed payments and " +
          "suits steady revenue. A merchant cash advance flexes with your card sales, which can help seasonal " +
          "businesses, but the total cost can be higher. Our specialists explain both options for your " +
          "situation; this is general information, not financial advice.",
      },
    ],
    related: ["/merchant-cash-advance", "/consult", "/merchant-onboarding"],
    cta: {
      heading: "See what your business qualifies for",
      text: "Start with a soft credit pull and get an approval decision in 24-48 hours.",
      label: "Apply for Funding",
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: "merchant-cash-advance",
    title: "Apply For Working Capital",
    h1: "Working Capital Repaid From Your Future Card Sales",
    description:
      "Apply for working capital through a merchant cash advance repaid from future card sales. Approval in " +
      "24-48 hours with a soft credit pull.",
    eyebrow: "Speedy Business Loan",
    lead:
      "A merchant cash advance gives your business working capital now in exchange for a share of future card " +
      "sales. Repayment rises and falls with your revenue, and approval comes in 24-48 hours.",
    highlights: [
      {
        title: "Repayment that flexes",
        text: "Pay back as a share of daily card sales, so slow days mean smaller payments.",
      },
      {
        title: "Decision in 24-48 hours",
        text: "Business funding approval in 24-48 hours once your file is complete.",
      },
      {
        title: "No score impact to apply",
        text: "A soft credit pull has no impact on your credit score.",
      },
      {
        title: "Built for card-driven businesses",
        text: "Restaurants, retailers and service businesses with steady card volume are a natural fit.",
      },
    ],
    sections: [
      {
        heading: "How a merchant cash advance works",
        paragraphs: [
          "A merchant cash advance, often called an MCA, is a purchase of future receivables rather than a loan. " +
            "The funder provides a lump sum today and, in return, receives an agreed total amount collected as a " +
            "fixed percentage of your daily card sales. Because collections are tied to sales, the advance is " +
            "paid back faster in busy periods and more slowly in quiet ones.",
        ],
      },
      {
        heading: "Working capital advance vs a term loan",
        paragraphs: [
          "A term loan has a fixed payment schedule and an interest rate; you owe the same amount every period " +
            "regardless of sales. A cash advance has no fixed term, and its cost is usually a set amount agreed " +
            "upfront. The advance is more forgiving of seasonal swings, while a loan is often cheaper for " +
            "businesses with stable, predictable revenue. Compare both on our " +
            "[Speedy Business Loan](/speedy-business-loan) page.",
        ],
      },
      {
        heading: "Requirements to apply",
        bullets: [
          "At least 3 months in business",
          "At least $5,000 in monthly revenue",
          "A business bank account",
          "3 months of bank statements",
          "A soft credit pull, with no impact on your credit score",
        ],
      },
      {
        heading: "Questions to ask before you accept",
        bullets: [
          "What is the total payback amount, in dollars?",
          "What share of daily card sales will be collected?",
          "About how long will repayment take at my current sales volume?",
          "Are there fees beyond the agreed payback amount?",
          "What happens if my sales drop significantly?",
        ],
      },
    ],
    faqs: [
      {
        question: "Is a merchant cash advance a loan?",
        answer:
          "No. Legally it is usually structured as a purchase of your future card receivables, not a loan. In " +
          "practice that means there is no fixed monthly payment or set term; the funder collects an agreed " +
          "share of your card sales until the purchased amount is repaid. This is general information, so " +
          "review any agreement carefully or with your advisor.",
      },
      {
        question: "Who is a good fit for a cash advance?",
        answer:
          "Businesses that take a large share of their revenue by card and have sales that swing with seasons, " +
          "weather or events often benefit most, because repayments shrink when sales slow. You need at least " +
          "3 months in business, at least $5,000 in monthly revenue and a business bank account. If your " +
          "revenue is very steady, a term loan may cost less.",
      },
      {
        question: "How quickly can I get working capital?",
        answer:
          "Approval comes in 24-48 hours after we receive your application, 3 months of bank statements and " +
          "consent to a soft credit pull. Sending complete statements upfront is the best way to avoid delays. " +
          "Once you are approved, our team walks you through the offer so you understand the total payback " +
          "before funds are sent.",
      },
    ],
    related: ["/speedy-business-loan", "/restaurants", "/retail"],
    cta: {
      heading: "Apply for working capital",
      text: "Check your eligibility with a soft credit pull and get a decision in 24-48 hours.",
      label: "Apply For Working Capital",
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: "gift-loyalty",
    title: "Gift & Loyalty Programs",
    h1: "Gift Cards and Loyalty Rewards That Bring Customers Back",
    description:
      "Branded gift cards and loyalty rewards that work with your point of sale, turning one-time buyers into " +
      "regulars and bringing new customers in.",
    eyebrow: "Additional Services",
    lead:
      "Gift cards bring in new customers and prepaid revenue; loyalty rewards give existing customers a reason " +
      "to choose you again. We set up both so they run through the same checkout you use every day.",
    highlights: [
      {
        title: "Revenue up front",
        text: "Gift card sales put money in the register before the goods or services are delivered.",
      },
      {
        title: "New customers",
        text: "Every gift card introduces your business to someone who may never have visited.",
      },
      {
        title: "Repeat visits",
        text: "Points and rewards give regulars a concrete reason to come back.",
      },
      {
        title: "Runs at the register",
        text: "Issue, redeem and reward at checkout without a separate system to juggle.",
      },
    ],
    sections: [
      {
        heading: "Branded gift cards",
        paragraphs: [
          "Gift cards carry your name into wallets and onto holiday wish lists. You can offer physical cards at " +
            "the counter and digital gift cards that customers buy and send from your website. Balances are " +
            "tracked electronically, so staff can check and redeem them instantly, and you can see how much " +
            "has been sold and how much remains outstanding.",
        ],
      },
      {
        heading: "Loyalty rewards",
        paragraphs: [
          "A loyalty program rewards customers for what they already do: buy from you. Customers earn points or " +
            "visit credits at checkout and redeem them for discounts or free items. The best programs are " +
            "simple enough to explain in one sentence at the register and generous enough that customers notice " +
            "the reward.",
        ],
        bullets: [
          "Points per dollar spent or per visit",
          "Reward thresholds you control",
          "Member pricing or special offers for regulars",
          "Customer lists you can use for your own marketing",
        ],
      },
      {
        heading: "Getting the most from your program",
        bullets: [
          "Promote gift cards at the counter and on receipts in the weeks before major holidays.",
          "Train staff to ask every customer whether they are a rewards member.",
          "Keep the first reward within easy reach so new members see value quickly.",
          "Review redemption reports monthly and adjust offers that are not working.",
        ],
      },
      {
        heading: "Works with your payment setup",
        paragraphs: [
          "Gift and loyalty run best when they are part of your checkout, not a separate card machine. We help " +
            "connect them to your [point of sale](/point-of-sale) and, where possible, to your " +
            "[online store](/web-commerce). Our specialists also review your processing costs while we are at " +
            "it; 97% of business owners who receive a free rate review end up saving money.",
        ],
      },
    ],
    faqs: [
      {
        question: "What types of businesses benefit most from gift cards?",
        answer:
          "Restaurants, salons and spas, retail shops, fitness studios and entertainment venues see strong gift " +
          "card sales, especially around holidays. Any business whose products or services make a good present " +
          "can benefit. Gift cards also work well for businesses that want to reach new customers through " +
          "word of mouth from existing ones.",
      },
      {
        question: "Are there rules about gift card expiration and fees?",
        answer:
          "Yes. Federal law and many state laws set rules on gift card expiration dates, inactivity fees and " +
          "disclosures, and some states have unclaimed property rules for unused balances. Requirements vary by " +
          "state, so review them or ask your advisor before launching. This is general information, not legal " +
          "advice; our team can explain how common program settings work.",
      },
      {
        question: "Can gift cards and rewards work online and in store?",
        answer:
          "In many setups, yes. Digital gift cards can be sold from your website and redeemed in store, and " +
          "loyalty members can be recognized across channels when your systems are connected. Tell us which " +
          "point of sale and ecommerce platform you use, and we will explain what is supported for your " +
          "business.",
      },
    ],
    related: ["/point-of-sale", "/restaurants", "/retail"],
    cta: {
      heading: "Turn first-time buyers into regulars",
      text: "Talk with our specialists about a gift card and loyalty program built around your checkout.",
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: "web-design",
    title: "Web Design",
    h1: "Business Websites Designed to Sell and Take Payments",
    description:
      "Mobile-friendly business websites with secure online checkout, built by a team that understands " +
      "payments, so your site brings in real sales.",
    eyebrow: "Additional Services",
    lead:
      "Your website is often the first place a customer meets your business. We design clean, mobile-friendly " +
      "sites that explain what you do, make it easy to get in touch, and take payments securely.",
    highlights: [
      {
        title: "Mobile-first design",
        text: "Pages that read well and load quickly on the phones most visitors use.",
      },
      {
        title: "Payments built in",
        text: "Secure checkout, payment links or deposits connected to your merchant account.",
      },
      {
        title: "Clear calls to action",
        text: "Every page guides visitors toward a call, a booking or a purchase.",
      },
      {
        title: "One team",
        text: "Your site and your payments are handled by people who understand both.",
      },
    ],
    sections: [
      {
        heading: "What we build",
        bullets: [
          "Brochure sites for service businesses that need calls and bookings",
          "Online stores with product pages and secure checkout",
          "Menus and online ordering pages for restaurants",
          "Landing pages for promotions and seasonal offers",
          "Pages that accept deposits, invoices or donations",
        ],
        paragraphs: [
          "Every project is scoped to what your business actually needs. A two-person service company may " +
            "only need a few clear pages and a booking form, while a shop with hundreds of products needs " +
            "categories, search and a dependable checkout. We recommend the smallest site that does the job " +
            "well, then grow it with you.",
        ],
      },
      {
        heading: "Our design process",
        paragraphs: [
          "We start by learning what you sell, who buys it and what you want visitors to do. From there we " +
            "plan the pages, write or refine the copy with you, and design a layout that matches your brand. " +
            "You review the site before it launches, and we connect payments and test the checkout so the first " +
            "real order goes through smoothly.",
        ],
      },
      {
        heading: "Payments and security done right",
        paragraphs: [
          "A website that takes cards needs a secure checkout. We connect your site to a payment gateway with " +
            "hosted payment fields, so card numbers never touch your web server, and we use encrypted " +
            "connections throughout. That keeps your PCI DSS obligations manageable and gives customers " +
            "confidence to buy. Learn more about our [online payment processing](/web-commerce).",
        ],
      },
      {
        heading: "Found by the right customers",
        paragraphs: [
          "A beautiful site does little if nobody finds it. We structure pages with clear headings, descriptive " +
            "titles and fast-loading images, which are the foundations search engines look for. We also make " +
            "sure your services, service area and hours are easy to find, because that is what local customers " +
            "search for first.",
        ],
      },
    ],
    faqs: [
      {
        question: "Do I need to process payments with you to get a website?",
        answer:
          "Talk with us about your goals first. Many clients combine web design with our payment processing " +
          "because one team can connect the checkout, deposits and payment links without back-and-forth " +
          "between vendors. Our specialists explain the options and costs during your free consultation so " +
          "you can decide what makes sense for your business.",
      },
      {
        question: "Can you redesign my existing website?",
        answer:
          "Yes. We review your current site, keep what is working, such as content customers rely on, and " +
          "rebuild the parts that are slow, hard to use on phones or missing a clear way to buy or book. " +
          "Where it makes sense, we also add secure online payments so visitors can act without calling.",
      },
      {
        question: "Will my website work on phones?",
        answer:
          "Yes. Every site we build is designed for phones first and then adapted for tablets and desktops. " +
          "That includes readable text, buttons large enough to tap, and a checkout that is easy to complete " +
          "on a small screen. We test the site on several devices before it goes live.",
      },
    ],
    related: ["/web-commerce", "/ecommerce", "/text-qr"],
    cta: {
      heading: "Build a website that brings in business",
      text: "Tell us about your business and our team will outline a site and checkout that fit.",
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: "dual-pricing",
    title: "Dual Pricing",
    h1: "Show a Card Price and a Cash Price, Keep More of Every Sale",
    description:
      "Dual pricing shows a card price and a discounted cash price on every sale. Legal in all 50 states and " +
      "able to bring processing costs to 0%.",
    eyebrow: "Payment Processing",
    lead:
      "Dual pricing, also called a cash discount program, displays two prices for every item: a card price and " +
      "a lower cash price. Customers choose how to pay, and your processing costs can drop to 0%.",
    highlights: [
      {
        title: "Legal in all 50 states",
        text: "Dual pricing (cash discount) is legal in all 50 states.",
      },
      {
        title: "Processing costs to 0%",
        text: "The difference between card and cash prices covers the cost of accepting cards.",
      },
      {
        title: "Transparent for customers",
        text: "Both prices are shown, so customers see the cash discount before they pay.",
      },
      {
        title: "Works with debit too",
        text: "Unlike a surcharge, dual pricing applies on all sales, including debit cards.",
      },
    ],
    sections: [
      {
        heading: "How dual pricing works",
        paragraphs: [
          "Every item has two prices. The card price includes the cost of card acceptance; the cash price is a " +
            "discount for customers who pay with cash. Your POS or terminal displays and prints both, and applies " +
            "the right one based on how the customer pays. Because the discount is offered on all sales, the " +
            "program does not depend on card type the way a surcharge does.",
        ],
      },
      {
        heading: "Your savings at a glance",
        paragraphs: [
          "Competitors typically charge 2.5-3.5% per transaction, up to 4% in some cases. Dual pricing can " +
            "bring that cost to 0%, since the card price covers the cost of acceptance. Here are approximate " +
            "monthly savings by card volume; a free review of your statement gives you a figure for your own " +
            "business.",
        ],
        table: {
          caption: "Approximate monthly savings with dual pricing",
          rows: savingsRows,
        },
      },
      {
        heading: "Staying compliant",
        paragraphs: [
          "Dual pricing is legal in all 50 states, but it must be presented as a genuine cash discount, not a " +
            "hidden fee added at the last moment. Customers should never be surprised by the price they pay. " +
            "This is general information, not legal advice. We set up your program so that:",
        ],
        bullets: [
          "Both the card price and the cash price are shown on shelves, menus or your price display.",
          "Signage at the entrance and register explains the cash price discount.",
          "Receipts show the price paid and the discount applied.",
          "The same rules apply consistently to every customer.",
        ],
      },
      {
        heading: "Dual pricing vs a surcharge",
        paragraphs: [
          "A [surcharge](/surcharge) adds a service fee only to credit card sales and cannot be applied to " +
            "debit, and a few states restrict it. Dual pricing offers a discounted cash price on all sales and is " +
            "legal in all 50 states. For businesses with many debit card customers, or in states that limit " +
            "surcharges, dual pricing is usually the simpler route to 0% processing.",
        ],
      },
    ],
    faqs: [
      {
        question: "Is dual pricing legal in my state?",
        answer:
          "Yes. Dual pricing, also known as a cash discount program, is legal in all 50 states. What matters " +
          "is presenting it correctly: both prices must be visible, and the lower price must be a real discount " +
          "for paying cash. Our team sets up your signage, displays and receipts so the program is clear to " +
          "customers.",
      },
      {
        question: "How do customers react to dual pricing?",
        answer:
          "Most customers accept it once they see both prices clearly, and some appreciate the option to save " +
          "by paying cash. Friction usually comes from surprises, so post clear signage and train staff to " +
          "explain the cash discount in one sentence. Gas stations have used card and cash prices for years, " +
          "so the idea is familiar.",
      },
      {
        question: "What equipment do I need for dual pricing?",
        answer:
          "You need a terminal or POS that can display and print both prices and apply the correct one at " +
          "checkout. Many current devices support it with the right configuration. If yours does not, hardware " +
          "bundles start from $549 and POS software starts from $99/month. We program everything before you " +
          "launch.",
      },
      {
        question: "Can auto dealerships use dual pricing?",
        answer:
          "Yes. Dealerships often have large tickets, down payments and service department invoices, where " +
          "card fees add up fast. We offer a program designed for that environment. See our " +
          "[dual pricing for dealerships](/dual-pricing-dealership) page for details on how it applies to " +
          "sales and service.",
      },
    ],
    related: ["/surcharge", "/dual-pricing-dealership", "/maxx-pay", "/restaurants"],
    cta: {
      heading: "See your savings with dual pricing",
      text: "Request a free consultation and we will estimate your monthly savings from your own statement.",
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: "pos-reseller",
    title: "POS Reseller Program",
    h1: "A Payment Processing Partnership for POS Resellers and Dealers",
    description:
      "POS resellers and dealers: add payment processing to the systems you install, with specialist backing " +
      "and U.S.-based support for your merchants.",
    eyebrow: "Additional Services",
    lead:
      "You sell and install point-of-sale systems; your merchants still need a processor. Our reseller program " +
      "lets you offer processing alongside your hardware and software, with our team supporting you behind " +
      "the scenes.",
    highlights: [
      {
        title: "Complete the sale",
        text: "Offer processing with every POS you install instead of sending merchants elsewhere.",
      },
      {
        title: "Backed by experience",
        text: "30+ years of experience in merchant services and nationwide service.",
      },
      {
        title: "Support for your merchants",
        text: "24/7/365 customer support from a U.S.-based team, so you are not the only help line.",
      },
      {
        title: "Competitive pricing tools",
        text: "Offer surcharge and dual pricing programs that can bring processing costs to 0%.",
      },
    ],
    sections: [
      {
        heading: "Who the program is for",
        bullets: [
          "Independent POS dealers and value-added resellers",
          "Installers and IT providers serving retail and restaurant clients",
          "Software companies that want to offer integrated payments",
          "Hardware suppliers looking to add a payment service",
        ],
        paragraphs: [
          "If you already have merchant relationships and install or support point-of-sale systems, the " +
            "program is built around you. Banks, referral partners and other organizations have their own " +
            "options; see [payment partnerships](/payment-partnerships) for the full range of ways to work " +
            "with our team.",
        ],
      },
      {
        heading: "What you get as a partner",
        paragraphs: [
          "Resellers need a processing partner who makes them look good, not one that creates support headaches. " +
            "We provide underwriting and onboarding for the merchants you refer, pricing programs you can " +
            "present with confidence, and round-the-clock support for your merchants once they are live. You " +
            "keep the customer relationship; we handle the processing side.",
        ],
        bullets: [
          "A dedicated contact for partner questions",
          "Help structuring quotes for traditional, surcharge and dual pricing",
          "Merchant onboarding handled by our team",
          "Partner details and compensation reviewed during registration",
        ],
      },
      {
        heading: "Give merchants a reason to switch",
        paragraphs: [
          "Competitors typically charge 2.5-3.5% per transaction, up to 4% in some cases. That gap is your " +
            "opening. Merchants who receive a free rate review usually save; 97% of business owners who receive " +
            "one end up saving money. Pair a new POS with a [surcharge](/surcharge) or " +
            "[dual pricing](/dual-pricing) program and the savings can be even larger.",
        ],
      },
      {
        heading: "How to become a reseller partner",
        bullets: [
          "Complete our [partnership forms](/partnership-forms) with details about your business.",
          "Meet with our partner team to review your market and the systems you sell.",
          "Finish [partner registration](/partner-registration) and set up your referral process.",
          "Start submitting merchants, with a specialist replying within one business day.",
        ],
      },
    ],
    faqs: [
      {
        question: "Do I need to change the POS brands I sell?",
        answer:
          "Not necessarily. During your partner review we look at the systems you install and confirm which " +
          "connect to our processing. Where a system is compatible, you keep selling what your customers " +
          "already like. Where it is not, we explain the alternatives so you can decide how to position " +
          "processing in your offers.",
      },
      {
        question: "Who supports the merchants after installation?",
        answer:
          "You remain the merchant's point of contact for the POS itself, while payment questions can go to our " +
          "24/7/365 U.S.-based support team. That split keeps you from fielding late-night calls about " +
          "deposits or declines, while you keep the relationship and the opportunity for future upgrades and " +
          "add-ons.",
      },
      {
        question: "How are resellers compensated?",
        answer:
          "Compensation depends on the partnership structure and the volume you bring, so we review it directly " +
          "with each partner rather than publishing a single plan. Complete the " +
          "[partnership forms](/partnership-forms) and our partner team will explain how the program works " +
          "for your business before you commit.",
      },
    ],
    related: ["/partnership-forms", "/partner-registration", "/payment-partnerships", "/point-of-sale"],
    cta: {
      heading: "Add processing to every install",
      text: "Complete the partnership forms and our partner team will walk you through the program.",
      label: "Start a Partnership",
      href: "/partnership-forms/pos-reseller",
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: "point-of-sale",
    title: "Point of Sale",
    h1: "Point-of-Sale Solutions Matched to the Way You Sell",
    description:
      "Find the right point-of-sale solution for your retail, restaurant or service business, with software " +
      "from $99/month and hardware bundles from $549.",
    eyebrow: "Payment Processing",
    lead:
      "There is no single best POS, only the one that fits your business. Our specialists compare options " +
      "for your industry, volume and budget, then set up software, hardware and processing as one solution.",
    highlights: [
      {
        title: "Software from $99/month",
        text: "POS software plans start from $99/month.",
      },
      {
        title: "Hardware from $549",
        text: "Hardware bundles start from $549 for a working checkout.",
      },
      {
        title: "Industry fit",
        text: "Retail, restaurant and service setups each get features that match how they operate.",
      },
      {
        title: "One point of contact",
        text: "Software, hardware and processing supported by one U.S.-based team, 24/7/365.",
      },
    ],
    sections: [
      {
        heading: "Three parts of every POS solution",
        paragraphs: [
          "A point of sale is more than a card reader. It combines **software** that runs your items, " +
            "orders, staff and reports; **hardware** such as stations, handhelds, printers and cash drawers; and " +
            "**payment processing** that moves money to your bank. When those pieces come from one provider and " +
            "are set up together, you avoid finger-pointing when something goes wrong.",
        ],
      },
      {
        heading: "Solutions by business type",
        bullets: [
          "**Retail:** barcode scanning, inventory counts and variants such as size and color. See [retail](/retail).",
          "**Restaurants and bars:** menus, modifiers, tables, tabs and kitchen printing. See [restaurants](/restaurants).",
          "**Service businesses:** appointments, invoices and customer history.",
          "**Mobile and events:** handheld devices for sales away from the counter.",
        ],
      },
      {
        heading: "How we help you choose",
        paragraphs: [
          "We start with how you sell today: how many locations and registers, your busiest hours, whether you " +
            "need inventory or table management, and which software you already depend on. Then we recommend a " +
            "setup and explain the cost before you commit. POS software starts from $99/month and hardware " +
            "bundles start from $549, and we quote your actual configuration.",
        ],
      },
      {
        heading: "Go deeper on software or hardware",
        paragraphs: [
          "If you want to understand the features a full software platform offers, from inventory to employee " +
            "management, read about our [complete POS system](/pos-system). If you already know your software and " +
            "need stations, handhelds or printers, see our [POS terminals](/pos-terminals). Either way, a free " +
            "rate review of your processing is part of the conversation.",
        ],
      },
    ],
    faqs: [
      {
        question: "How much does a POS cost?",
        answer:
          "POS software starts from $99/month and hardware bundles start from $549. Your total depends on the " +
          "number of stations, handheld devices and peripherals you need and the software features your " +
          "business uses. We provide a quote for your exact setup before you commit, along with a free review " +
          "of your card processing costs.",
      },
      {
        question: "Can I switch POS providers without losing my data?",
        answer:
          "Usually you can export item lists, customer records and sales history from your current system. " +
          "How much transfers cleanly depends on what your old provider allows. Our team reviews what you have, " +
          "helps plan the import, and schedules the changeover during a quieter period so your business keeps " +
          "running.",
      },
      {
        question: "Do I need a POS, or is a card terminal enough?",
        answer:
          "If you only need to take payments, a [stand-alone terminal](/stand-alone-devices) may be enough. If " +
          "you want to track inventory, manage staff, run reports or handle tables and tabs, a POS pays for " +
          "itself in time saved. Our specialists ask a few questions and tell you honestly which makes sense.",
      },
      {
        question: "Can a POS handle surcharge or dual pricing?",
        answer:
          "Yes. Most modern POS systems can be configured for a surcharge on credit card sales or for dual " +
          "pricing with card and cash prices, and both can bring processing costs to 0%. We program the " +
          "correct display, receipts and signage guidance as part of your setup.",
      },
    ],
    related: ["/pos-system", "/pos-terminals", "/maxx-pay", "/retail"],
    cta: {
      heading: "Find the POS that fits your business",
      text: "Get a recommendation and a quote for software, hardware and processing in one consultation.",
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: "dual-pricing-dealership",
    title: "Dealership Dual Pricing",
    h1: "Dual Pricing Built for Auto Dealership Sales and Service",
    description:
      "Dual pricing for auto dealerships: keep card fees off large tickets, down payments and service " +
      "invoices with a cash discount legal in all 50 states.",
    eyebrow: "Payment Processing",
    lead:
      "Dealerships run some of the largest card tickets in retail, and every swipe on a down payment or repair " +
      "order chips away at margin. Our dealership dual pricing program shows a card price and a cash price so " +
      "processing costs can drop to 0%.",
    highlights: [
      {
        title: "Big tickets, big savings",
        text: "Large down payments and repair orders are where card fees hurt most.",
      },
      {
        title: "Sales and service",
        text: "One program covers the showroom, parts counter and service drive.",
      },
      {
        title: "Legal in all 50 states",
        text: "Dual pricing (cash discount) is legal in all 50 states.",
      },
      {
        title: "Up to $3,000+ per month",
        text: "Savings of about $300 per $10,000 in monthly card volume, up to $3,000+ at $100,000+.",
      },
    ],
    sections: [
      {
        heading: "Why dealerships feel card fees more",
        paragraphs: [
          "A single down payment on a vehicle or a major repair can be several thousand dollars, and more " +
            "customers want to put it on a card for rewards or convenience. At the 2.5-3.5% competitors " +
            "typically charge, and up to 4% in some cases, a single large ticket carries a sizable fee, and " +
            "across a month of sales, parts and service those fees become real money.",
        ],
      },
      {
        heading: "Where dual pricing applies in a dealership",
        bullets: [
          "**Down payments and deposits** on new and used vehicles",
          "**Service department** repair orders and maintenance",
          "**Parts counter** sales to retail and trade customers",
          "**Accessories, detailing and add-ons** sold at delivery",
          "**Body shop** work not covered by insurance",
        ],
      },
      {
        heading: "Estimated monthly savings",
        paragraphs: [
          "Dealership savings follow the same pattern as any dual pricing account, about $300 per $10,000 in " +
            "monthly card volume, but high card volume from deposits and repair orders moves you up the table " +
            "quickly. Stores at $100,000+ in monthly card volume across sales and service land in the top row.",
        ],
        table: {
          caption: "Approximate monthly savings with dealership dual pricing",
          rows: savingsRows,
        },
      },
      {
        heading: "Presenting card and cash prices correctly",
        paragraphs: [
          "Dual pricing must be a clear cash discount, with both prices visible before the customer pays. In a " +
            "dealership that means disclosing it on service estimates and repair orders, at the cashier window " +
            "and on receipts, and training advisors and finance staff to explain it the same way every time. " +
            "This is general information, not legal advice.",
        ],
      },
    ],
    faqs: [
      {
        question: "Does dual pricing work with our dealer management software?",
        answer:
          "Many dealerships take payment through terminals that sit alongside their dealer management system. " +
          "We configure those terminals to display and apply card and cash prices and, where an " +
          "[integration](/integrations) is available, connect them to your software. Share your current setup " +
          "during the consultation and we will confirm what is supported.",
      },
      {
        question: "Will dual pricing put off vehicle buyers?",
        answer:
          "Customers making large purchases are often cost-conscious and respond well to a clearly explained " +
          "cash discount. The key is transparency: show both prices on estimates and at the cashier window, " +
          "and make sure staff explain it consistently. Buyers who prefer the convenience of a card still have " +
          "that option at the card price.",
      },
      {
        question: "Can we use dual pricing in the service department only?",
        answer:
          "Yes. Many dealerships start with service and parts, where ticket volume is steady and customers pay " +
          "at a single cashier window, then expand to vehicle deposits. Our team can set up the program for the " +
          "departments you choose and add others later, with signage and receipts configured for each area.",
      },
      {
        question: "How is dealership dual pricing different from a surcharge?",
        answer:
          "A surcharge adds a fee only to credit cards, cannot apply to debit, and is restricted in a few " +
          "states. Dual pricing offers a discounted cash price on all sales and is legal in all 50 states, which " +
          "makes it simpler for a dealership taking a mix of credit and debit. Learn more on our " +
          "[surcharge](/surcharge) page.",
      },
    ],
    related: ["/dual-pricing", "/industries/automotive", "/industries/auto-repair", "/surcharge"],
    cta: {
      heading: "Stop giving away margin on every repair order",
      text: "Get a savings estimate for your dealership based on your actual sales and service volume.",
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    slug: "pos-system",
    title: "POS System",
    h1: "A Complete POS Software System to Run Your Whole Business",
    description:
      "A complete POS software system for inventory, staff, reporting, menus and customers, with software from " +
      "$99/month and hardware bundles from $549.",
    eyebrow: "Payment Processing",
    lead:
      "A complete POS system is the operating system of your business: it rings up sales, tracks every item, " +
      "manages your team and tells you what is working. Software starts from $99/month, with hardware bundles " +
      "from $549.",
    highlights: [
      {
        title: "Inventory you can trust",
        text: "Stock levels update with every sale, so reorders are based on data, not guesses.",
      },
      {
        title: "Staff management",
        text: "Employee logins, permissions and time tracking in the same system.",
      },
      {
        title: "Reports that answer questions",
        text: "See best sellers, slow hours and sales by employee or location.",
      },
      {
        title: "Transparent starting prices",
        text: "POS software from $99/month and hardware bundles from $549.",
      },
    ],
    sections: [
      {
        heading: "What a complete system typically includes",
        bullets: [
          "**Sales and checkout:** fast item lookup, discounts, split payments, tips and refunds",
          "**Inventory:** item catalogs, variants, stock counts and low-stock alerts",
          "**Employees:** individual logins, role permissions and clock-in and clock-out",
          "**Customers:** purchase history and contact details for follow-up and rewards",
          "**Reporting:** daily sales, product performance and payment summaries",
          "**Multi-location:** one view across stores when you grow",
        ],
      },
      {
        heading: "Features for restaurants and bars",
        paragraphs: [
          "Restaurant setups typically add menus with modifiers, table layouts, open tabs and kitchen printing " +
            "or display, so orders reach the line accurately. Servers can usually split checks, and " +
            "managers can see which dishes sell and which sit. Read more on our [restaurant](/restaurants) page.",
        ],
      },
      {
        heading: "Data that helps you decide",
        paragraphs: [
          "The real value of a complete system shows up after a few months of data. You can see which products " +
            "earn the most, which hours need more staff, and which discounts actually bring customers back. " +
            "Owners who used to piece this together from register tapes and spreadsheets can make staffing and " +
            "purchasing decisions in minutes.",
        ],
      },
      {
        heading: "Pricing and setup",
        paragraphs: [
          "Software starts from $99/month and hardware bundles start from $549. We configure your items, " +
            "taxes, staff roles and payment settings, then train your team before launch. Processing is set up " +
            "at the same time, with a free rate review and the option of a [surcharge](/surcharge) or " +
            "[dual pricing](/dual-pricing) program. For hardware choices, see [POS terminals](/pos-terminals).",
        ],
      },
    ],
    faqs: [
      {
        question: "Is the POS software cloud-based?",
        answer:
          "Modern POS systems typically store your data in the cloud, so you can check sales and reports from " +
          "a computer or phone away from the store, and your data is backed up if a device fails. Our " +
          "specialists explain how the system you choose handles data, internet interruptions and access for " +
          "owners and managers.",
      },
      {
        question: "How long does it take to set up a complete POS system?",
        answer:
          "Timing depends mostly on the size of your catalog or menu and how many stations you need. A small " +
          "shop with a simple item list moves faster than a restaurant with complex modifiers. We plan the " +
          "setup with you, import what we can from your current system, and train staff before you go live.",
      },
      {
        question: "Can I start with the software and add features later?",
        answer:
          "Yes. Start with the core features you need, such as checkout, inventory and reporting, and add " +
          "capabilities like gift cards, loyalty or online ordering as your business grows. POS software starts " +
          "from $99/month, and we review your plan with you when your needs change so you are not paying for " +
          "features you do not use.",
      },
    ],
    related: ["/point-of-sale", "/pos-terminals", "/gift-loyalty", "/integrations"],
    cta: {
      heading: "See a complete POS system in action",
      text: "Book a free consultation for a walkthrough and a quote tailored to your business.",
    },
  },
];
