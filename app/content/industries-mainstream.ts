import type { IndustryPage } from "./types";

/**
 * Industry pages for the mainstream (non high-risk) groups: retail_commerce,
 * service_industries and specialized_business. 28 entries.
 */
export const mainstreamIndustryPages: IndustryPage[] = [
  // ---------------------------------------------------------------- Retail & Commerce
  {
    slug: "industries/automotive",
    name: "Automotive",
    title: "Automotive Payment Processing",
    h1: "Card Payments Built for Dealerships and Auto Sales",
    description:
      "Payment processing for car dealerships: large down payments, parts and service counters, " +
      "text-to-pay repair orders and dual pricing built for auto sales.",
    eyebrow: "Retail & Commerce",
    group: "retail_commerce",
    highRisk: false,
    lead:
      "Dealerships take payments in many places at once: the sales desk, the parts counter, the service " +
      "drive and, more and more, online. We set up processing that handles large tickets cleanly and keeps " +
      "card fees from eating into vehicle margins.",
    highlights: [
      {
        title: "Large-Ticket Ready",
        text: "Down payments and repair orders run on an account set up for the size of auto transactions.",
      },
      {
        title: "Dual Pricing for Dealers",
        text: "A dedicated [dual pricing program for dealerships](/dual-pricing-dealership) can bring processing costs to 0%.",
      },
      {
        title: "One View of Every Department",
        text: "Sales, parts and service payments report into one place so the office can reconcile each day.",
      },
    ],
    sections: [
      {
        heading: "How dealerships take payments",
        paragraphs: [
          "A typical dealership accepts cards for down payments, deposits to hold a vehicle, parts purchases, " +
            "service repair orders and accessories. Many of those tickets run into the thousands of dollars, so a " +
            "percentage-based fee becomes a real expense on every deal. Competitors typically charge 2.5-3.5% per " +
            "transaction (up to 4% in some cases), which means one down payment can cost more to accept than expected.",
          "Customers also expect choice. Some pay at the desk with a chip card or phone, some want a payment link " +
            "before they pick up a car, and fleet or commercial buyers may prefer ACH. A good setup covers all of " +
            "these without forcing staff to juggle separate systems for each department.",
        ],
      },
      {
        heading: "What matters most for auto sales",
        bullets: [
          "**Limits that match your deals.** Your account should be approved for the down payment sizes you actually take, so a big sale is not held for review.",
          "**Cost control.** [Dual pricing](/dual-pricing) or a [surcharge program](/surcharge) moves card costs off your margin; dual pricing is legal in all 50 states.",
          "**Department-level reporting.** Separate sales, parts and service so each manager sees their own numbers.",
          "**Secure remote deposits.** Phone and online deposits are tokenized, never written on a deal jacket.",
          "**Predictable funding.** Consistent deposits keep payroll and floor-plan timing simple.",
        ],
      },
      {
        heading: "The service drive and parts counter",
        paragraphs: [
          "The service drive works differently from the sales floor. Repair orders close throughout the day, " +
            "customers approve extra work by phone, and many want to pay before they arrive to collect the car. " +
            "[Text & QR payments](/text-qr) let advisors send a secure link the moment work is done, while " +
            "[POS terminals](/pos-terminals) handle walk-up parts sales. Both feed the same reporting, so the " +
            "office closes one batch instead of three.",
        ],
      },
    ],
    challenges: [
      {
        title: "High-Ticket Fees",
        text: "Percentage-based card fees on down payments and major repairs add up quickly.",
      },
      {
        title: "Remote Deposits",
        text: "Phone and online deposits to hold a vehicle are card-not-present and need clean documentation.",
      },
      {
        title: "Disputes After the Sale",
        text: "Buyers sometimes dispute deposits or repair charges weeks later, so signed paperwork matters.",
      },
      {
        title: "Disconnected Departments",
        text: "Sales, parts and service often run separate tools, which slows daily reconciliation.",
      },
    ],
    offers: [
      {
        title: "Dealership Dual Pricing",
        text: "A [dual pricing program for dealerships](/dual-pricing-dealership) built around vehicle, parts and service tickets.",
      },
      {
        title: "Counter and Lot Devices",
        text: "[Stand-alone devices](/stand-alone-devices) for the desk and [mobile processing](/mobile-processing) for the lot.",
      },
      {
        title: "Text-to-Pay for Service",
        text: "Send repair order payment links by text with [Text & QR payments](/text-qr).",
      },
      {
        title: "Software Integrations",
        text: "Connect processing to the dealer software you already use through our [integrations](/integrations).",
      },
    ],
    faqs: [
      {
        question: "Can we accept large down payments by card?",
        answer:
          "Yes. During onboarding we set your account up for the ticket sizes you actually take, so large down " +
          "payments are expected rather than flagged. Some dealers still cap the card portion of a down payment as " +
          "a business policy. That is your decision, and our team can help you weigh the processing cost against " +
          "the convenience buyers expect.",
      },
      {
        question: "Is dual pricing allowed at a dealership?",
        answer:
          "Dual pricing (cash discount) is legal in all 50 states. You post two prices, a card price and a " +
          "discounted cash price, and the customer chooses. Dealerships use it on parts, service and deposits to " +
          "bring processing costs to 0%. Our team configures signage, receipts and the program itself so it is " +
          "presented clearly at every counter.",
      },
      {
        question: "How do we take a deposit from an out-of-state buyer?",
        answer:
          "Send a secure payment link by text, or key the card into a virtual terminal while the buyer is on the " +
          "phone. The card data is tokenized, so nobody writes numbers down. Keep the signed buyer's order and the " +
          "payment receipt together, because that record is your best defense if the deposit is ever disputed.",
      },
      {
        question: "How much could a dealership save?",
        answer:
          "It depends on your volume and current pricing. As a guide, savings run about $300 per $10,000 in monthly " +
          "card volume, up to $3,000+ per month at $100,000+. 97% of business owners who receive a free rate review " +
          "end up saving money, and the review costs you nothing.",
      },
    ],
    relatedIndustries: ["industries/auto-repair", "industries/franchise", "industries/b2b-wholesale"],
    related: ["/retail", "/dual-pricing-dealership", "/text-qr"],
    cta: {
      heading: "Get a Free Dealership Rate Review",
      text:
        "Send us a recent statement and our specialists will show you what your sales, parts and service " +
        "departments are really paying. A specialist replies within one business day.",
    },
  },
  {
    slug: "industries/convenience-stores",
    name: "Convenience Stores",
    title: "Convenience Store Payments",
    h1: "Fast Checkout and Lower Card Costs for Convenience Stores",
    description:
      "Payment processing for convenience stores: quick tap-and-go checkout, age-check prompts, " +
      "inventory-aware POS and programs that cut card fees.",
    eyebrow: "Retail & Commerce",
    group: "retail_commerce",
    highRisk: false,
    lead:
      "Convenience stores live on speed and volume: many small tickets, short lines and thin margins per item. " +
      "We help owners move customers through faster while keeping processing costs from eating the profit on every sale.",
    highlights: [
      {
        title: "Tap-and-Go Speed",
        text: "Contactless and EMV terminals keep small purchases moving at the counter.",
      },
      {
        title: "Zero-Cost Processing Options",
        text: "Dual pricing or a surcharge program can bring card costs to 0%.",
      },
      {
        title: "Inventory You Can Trust",
        text: "A [point of sale](/point-of-sale) that tracks thousands of items and flags low stock.",
      },
    ],
    sections: [
      {
        heading: "How convenience stores take payments",
        paragraphs: [
          "A convenience store may run hundreds of small transactions a day: coffee, snacks, drinks, household " +
            "basics and age-restricted products. Most customers pay by card or phone, often for a few dollars. " +
            "Because every one of those sales carries a processing fee, the monthly total is often larger than owners " +
            "expect, especially at the 2.5-3.5% per transaction that competitors typically charge.",
          "Speed is the other constant. A line of five people during the morning rush turns into lost sales if the " +
            "terminal is slow to connect or the cashier has to re-key prices. Contactless payments, barcode scanning " +
            "and a reliable connection matter more than any extra feature.",
        ],
      },
      {
        heading: "What matters most at the counter",
        bullets: [
          "**Checkout speed.** Contactless/NFC and chip acceptance with quick authorizations.",
          "**Age verification prompts.** A POS that asks the cashier to confirm ID on restricted items.",
          "**Price accuracy.** Scannable inventory so shelf, register and receipt always match.",
          "**Shift reports.** Clear close-outs that reconcile each cash drawer against the card batch.",
          "**Cost recovery.** [Dual pricing](/dual-pricing) that shows customers a cash price and a card price.",
        ],
      },
      {
        heading: "Cutting costs without slowing the line",
        paragraphs: [
          "Convenience store owners are among the heaviest users of cost-recovery programs, because so many of their " +
            "customers still carry cash. With dual pricing, the register shows both prices and the customer picks; " +
            "the program is legal in all 50 states. A [surcharge program](/surcharge) applies to credit cards only, " +
            "within card-brand caps. Surcharges cannot be applied to debit cards, and a few states restrict them, " +
            "so check before you start.",
        ],
      },
    ],
    challenges: [
      {
        title: "Fees on Small Tickets",
        text: "Per-transaction costs weigh heavily when the average sale is only a few dollars.",
      },
      {
        title: "Peak-Hour Lines",
        text: "Slow terminals or network drops cost sales during morning and evening rushes.",
      },
      {
        title: "Restricted Products",
        text: "Alcohol and tobacco sales call for consistent ID checks at every register and shift.",
      },
      {
        title: "Shrink and Reconciliation",
        text: "Mismatched cash drawers and card batches can hide losses for weeks.",
      },
    ],
    offers: [
      {
        title: "Counter-Ready POS",
        text: "A [POS system](/pos-system) with scanners, cash drawers and age-check prompts; software from $99/month.",
      },
      {
        title: "Dual Pricing and Surcharge",
        text: "Programs that can bring processing costs to 0%, with clear, compliant signage.",
      },
      {
        title: "Hardware Bundles",
        text: "Complete counter setups, with hardware bundles from $549.",
      },
      {
        title: "Rewards for Regulars",
        text: "Bring daily customers back with [gift & loyalty](/gift-loyalty) programs.",
      },
    ],
    faqs: [
      {
        question: "Will dual pricing drive customers away?",
        answer:
          "In most convenience stores, customers already understand that cash and card prices can differ, much " +
          "like posted fuel prices. The card price and cash price are shown clearly on signage and receipts, so " +
          "nobody is surprised at the register. Many regulars keep paying by card, and the difference covers your " +
          "processing cost. Our team helps you set up signage that is clear and compliant.",
      },
      {
        question: "Can the POS handle age-restricted items?",
        answer:
          "Yes. Items such as alcohol and tobacco can be flagged in the product catalog so the register prompts the " +
          "cashier to verify the customer's ID before completing the sale. That builds a consistent habit at every " +
          "register and on every shift, which supports your compliance with state and local rules on restricted sales.",
      },
      {
        question: "What happens if the internet goes down?",
        answer:
          "Connectivity is worth planning for. Many stores keep a backup connection, such as a cellular router or a " +
          "terminal with built-in cellular service, so a broadband outage does not halt card sales during a rush. " +
          "Our specialists review your setup and recommend equipment that fits how your store is wired and how " +
          "much volume you run.",
      },
      {
        question: "How much does a POS cost for a small store?",
        answer:
          "POS software starts from $99/month and hardware bundles from $549. The right configuration depends on how " +
          "many registers you run, whether you need scanners or customer-facing displays, and how many products you " +
          "stock. A free consultation gives you a quote for your exact store rather than a generic package.",
      },
    ],
    relatedIndustries: ["industries/liquor-stores", "industries/grocery", "industries/franchise"],
    related: ["/retail", "/dual-pricing", "/pos-system"],
    cta: {
      heading: "Speed Up Your Counter",
      text:
        "Tell us about your store and our specialists will recommend a setup and a cost-recovery program that " +
        "fits your traffic. A specialist replies within one business day.",
    },
  },
  {
    slug: "industries/grocery",
    name: "Grocery & Supermarkets",
    title: "Grocery Payment Processing",
    h1: "Keep Every Lane Moving in Your Grocery Store",
    description:
      "Payment processing for grocery stores and supermarkets: multi-lane POS, scale and scanner support, " +
      "quick contactless checkout and a line-by-line rate review.",
    eyebrow: "Retail & Commerce",
    group: "retail_commerce",
    highRisk: false,
    lead:
      "Grocery stores run on volume and repeat visits, with thin margins on most items. We help independent " +
      "grocers and supermarkets speed up every lane and take control of what they pay to accept cards.",
    highlights: [
      {
        title: "Multi-Lane Setups",
        text: "Registers, scanners and scales configured to work together across every lane.",
      },
      {
        title: "Shoppers Who Return",
        text: "Digital rewards and gift cards through our [gift & loyalty](/gift-loyalty) programs.",
      },
      {
        title: "Lower Cost per Basket",
        text: "Transparent pricing reviewed against your real basket sizes and volume.",
      },
    ],
    sections: [
      {
        heading: "How grocery stores take payments",
        paragraphs: [
          "A grocery store processes a steady stream of mid-sized baskets across several lanes, plus quick top-up " +
            "trips, deli and bakery orders, and often online orders for pickup or delivery. Shoppers pay by chip, " +
            "tap, phone wallet, PIN debit, cash and, in many stores, benefit cards. Each lane has to handle all of " +
            "those tenders without holding up the line behind.",
          "Because grocery margins are thin, processing costs matter more here than in most retail. A store with " +
            "significant weekly volume can lose a noticeable share of its profit to card fees if its pricing has not " +
            "been reviewed in years.",
        ],
      },
      {
        heading: "What matters most for grocers",
        bullets: [
          "**Lane speed.** Contactless acceptance, PIN debit and fast authorizations on every register.",
          "**Scale and scanner support.** Weighed produce, meat and deli items priced correctly at the register.",
          "**Tender flexibility.** Lanes configured for every tender you accept, including benefit cards where your store is authorized.",
          "**Central price management.** Update prices and weekly promotions once for all lanes.",
          "**Online ordering.** Pickup and delivery orders paid through [web commerce](/web-commerce).",
        ],
      },
      {
        heading: "Reviewing what you pay",
        paragraphs: [
          "Many independent grocers have never compared their statement against current market pricing. Our " +
            "specialists break down your effective rate line by line and show where each fee comes from. As a rough " +
            "guide, savings run about $300 per $10,000 in monthly card volume, up to $3,000+ per month at $100,000+. " +
            "Stores weighing [dual pricing](/dual-pricing) should first confirm how it fits with any benefit " +
            "programs they accept, and we walk through that before setup.",
        ],
      },
    ],
    challenges: [
      {
        title: "Thin Margins",
        text: "Processing fees take a large bite out of low-margin grocery baskets.",
      },
      {
        title: "Lane Congestion",
        text: "Slow terminals and manual price lookups create lines at peak hours.",
      },
      {
        title: "Weighed and Variable Items",
        text: "Produce, deli and meat need accurate scale integration at checkout.",
      },
      {
        title: "Many Tenders",
        text: "Cash, PIN debit, credit, wallets and benefit cards all have to work on each lane.",
      },
    ],
    offers: [
      {
        title: "Grocery-Ready POS",
        text: "[Point of sale](/point-of-sale) software configured for scales, scanners and multiple lanes.",
      },
      {
        title: "Free Rate Review",
        text: "A line-by-line statement review that shows exactly where your money goes.",
      },
      {
        title: "Online Ordering",
        text: "Pickup and delivery checkout through [web commerce](/web-commerce).",
      },
      {
        title: "Loyalty Programs",
        text: "Reward repeat shoppers with [gift & loyalty](/gift-loyalty) cards and points.",
      },
    ],
    faqs: [
      {
        question: "Can the POS work with our scales?",
        answer:
          "We configure POS setups with integrated scales and scanners where your lanes need them, so weighed items " +
          "are priced at the register without manual entry. Compatibility depends on the scale models you own, so our " +
          "team checks your equipment during the consultation and tells you whether it can stay or should be replaced " +
          "as part of a hardware bundle.",
      },
      {
        question: "What about customers paying with EBT?",
        answer:
          "Accepting SNAP/EBT requires your store to be authorized by the USDA and to use equipment and processing " +
          "that support those cards. Tell us during your consultation which tenders you accept today, and our " +
          "specialists will explain what your lanes need so benefit shoppers can keep paying the way they do now.",
      },
      {
        question: "Can online orders run through the same relationship?",
        answer:
          "Yes. Pickup and delivery orders can be processed through [web commerce](/web-commerce) tools alongside your " +
          "in-store lanes, so reporting covers both channels. Card data is tokenized at checkout, and many setups let " +
          "you authorize first and settle the final amount after substitutions, which keeps totals accurate when an " +
          "item is out of stock.",
      },
      {
        question: "How disruptive is switching processors?",
        answer:
          "Timing depends on how many lanes you run and whether hardware changes. Our team plans the cutover around " +
          "your quieter days, prepares equipment in advance and keeps your current setup in place until the new one " +
          "is tested, so shoppers never face a lane that cannot take cards.",
      },
    ],
    relatedIndustries: ["industries/convenience-stores", "industries/liquor-stores", "industries/agriculture"],
    related: ["/retail", "/point-of-sale", "/gift-loyalty"],
    cta: {
      heading: "Find the Savings in Every Lane",
      text:
        "Share a recent statement and our team will show you what your store pays today and what it could pay. " +
        "A specialist replies within one business day.",
    },
  },
  {
    slug: "industries/liquor-stores",
    name: "Liquor Stores",
    title: "Liquor Store Payments",
    h1: "Payment Processing That Fits the Way Liquor Stores Sell",
    description:
      "Card processing for liquor stores: ID check prompts, deep wine and spirits inventory, case discounts, " +
      "pay links for event orders and dual pricing.",
    eyebrow: "Retail & Commerce",
    group: "retail_commerce",
    highRisk: false,
    lead:
      "Liquor stores combine high-value bottles, age-restricted sales and busy weekend rushes. We set up payments " +
      "and POS that keep the line moving, support ID checks and protect your margin.",
    highlights: [
      {
        title: "ID Prompts at Checkout",
        text: "Restricted items prompt staff to verify age before the sale completes.",
      },
      {
        title: "Deep Inventory",
        text: "Track thousands of bottles and sizes with case and mix-and-match pricing.",
      },
      {
        title: "Lower Card Costs",
        text: "[Dual pricing](/dual-pricing) can bring processing costs to 0%.",
      },
    ],
    sections: [
      {
        heading: "How liquor stores take payments",
        paragraphs: [
          "Most liquor store sales happen at the counter, by chip, tap or cash, with spikes on Friday evenings, " +
            "weekends and before holidays. Ticket sizes swing widely: a single can of beer at one register, several " +
            "cases of wine for a wedding at the next. Many stores also take phone orders for pickup, sell gift cards " +
            "in December and supply local restaurants or event planners with larger orders.",
          "Because alcohol is age-restricted and regulated state by state, checkout has to support compliance as " +
            "well as speed. Staff need consistent prompts, and owners need a record that the check took place. " +
            "Pricing and promotions on alcohol can also be subject to state rules, so the register should make it " +
            "easy to apply the right settings every day.",
        ],
      },
      {
        heading: "What matters most",
        bullets: [
          "**Age verification** built into the checkout flow for every restricted item.",
          "**Inventory depth** for wine, spirits and beer, with case discounts and mix-and-match pricing.",
          "**Weekend speed** through contactless acceptance and dependable terminals.",
          "**Cost recovery** that turns processing fees into a visible cash discount.",
          "**Holiday gift cards** that bring new customers in through [gift & loyalty](/gift-loyalty).",
        ],
      },
      {
        heading: "Larger orders and repeat buyers",
        paragraphs: [
          "Event orders, private parties and local business accounts make up a meaningful share of revenue for many " +
            "stores. Instead of writing card numbers down over the phone, send a secure payment link through " +
            "[Text & QR payments](/text-qr), so the order is paid before it is pulled from the shelf. Loyalty rewards " +
            "keep wine club members and regular buyers coming back, and POS reports show who your best customers are.",
        ],
      },
    ],
    challenges: [
      {
        title: "Age-Restricted Sales",
        text: "Every register and every shift needs the same ID check routine.",
      },
      {
        title: "Weekend Rushes",
        text: "Slow terminals turn Friday and holiday lines into walkouts.",
      },
      {
        title: "High-Value Shrink",
        text: "Premium bottles are targets for theft and need tight inventory counts.",
      },
      {
        title: "Phone and Event Orders",
        text: "Card-not-present orders need secure collection and a clear paper trail.",
      },
    ],
    offers: [
      {
        title: "Liquor-Ready POS",
        text: "[Point of sale](/point-of-sale) software with age prompts, case pricing and inventory counts.",
      },
      {
        title: "Dual Pricing",
        text: "Offer a discounted cash price on all sales and recover card costs.",
      },
      {
        title: "Pay Links for Orders",
        text: "Collect event and pickup orders in advance with [Text & QR payments](/text-qr).",
      },
      {
        title: "Gift Cards and Rewards",
        text: "Holiday gift cards and loyalty points through [gift & loyalty](/gift-loyalty).",
      },
    ],
    faqs: [
      {
        question: "Can the POS apply case discounts automatically?",
        answer:
          "Yes. Case pricing and mix-and-match deals, such as a discount for any six bottles of wine, can be set up in " +
          "the product catalog so the register applies them without the cashier doing math. That keeps pricing " +
          "consistent between staff, speeds up large orders and makes promotions easy to start and end on schedule.",
      },
      {
        question: "Can a liquor store use dual pricing?",
        answer:
          "Dual pricing (cash discount) is legal in all 50 states, and many liquor stores use it. Alcohol pricing " +
          "itself is regulated in some states, so confirm any state-specific pricing rules with your alcohol regulator " +
          "before launching. Our team then sets up signage, receipts and register prompts so both prices are shown " +
          "clearly. This is general information, not legal advice.",
      },
      {
        question: "How should we take phone orders for pickup?",
        answer:
          "Send the customer a secure payment link by text rather than writing down card numbers. The card is entered " +
          "by the customer, tokenized and never stored on paper. When they arrive, staff check ID at pickup as they " +
          "would at the counter, and the receipt plus the ID check give you a clean record for the order.",
      },
      {
        question: "What hardware does a liquor store need?",
        answer:
          "Most stores need a register with a barcode scanner, a cash drawer, a receipt printer and a card reader that " +
          "takes chip and contactless payments. Larger stores add a second lane for weekends. Hardware bundles start " +
          "from $549, with POS software from $99/month, and our specialists size the setup to your floor plan.",
      },
    ],
    relatedIndustries: ["industries/convenience-stores", "industries/grocery", "industries/golf-country-clubs"],
    related: ["/retail", "/dual-pricing", "/point-of-sale"],
    cta: {
      heading: "Protect Your Margin on Every Bottle",
      text:
        "Book a free consultation and our specialists will review your current rates and recommend a checkout " +
        "setup for your store. A specialist replies within one business day.",
    },
  },
  {
    slug: "industries/jewelry",
    name: "Jewelry Stores",
    title: "Jewelry Store Payments",
    h1: "Secure High-Ticket Payments for Jewelry Stores",
    description:
      "Payment processing for jewelers: high-ticket card sales, custom-order deposits, layaway, repairs and " +
      "fraud controls that protect valuable merchandise.",
    eyebrow: "Retail & Commerce",
    group: "retail_commerce",
    highRisk: false,
    lead:
      "Jewelers sell some of the most valuable items in retail, often to customers they have just met. We help you " +
      "accept large payments confidently, track deposits on custom work and keep fraud and disputes in check.",
    highlights: [
      {
        title: "Confident Large Sales",
        text: "An account approved for the ticket sizes a jewelry counter really sees.",
      },
      {
        title: "Deposits and Layaway",
        text: "Track partial payments on custom pieces and layaway plans until pickup.",
      },
      {
        title: "Fraud Awareness",
        text: "EMV, tokenization and clear receipts that hold up if a sale is disputed.",
      },
    ],
    sections: [
      {
        heading: "How jewelry stores take payments",
        paragraphs: [
          "A jewelry store handles a mix of very different sales: engagement rings and fine watches that run into the " +
            "thousands, smaller gifts, repairs, resizing, appraisals and custom designs paid in stages. Many customers " +
            "pay part today and the rest at pickup, and some buy from out of town after seeing a piece online or " +
            "through a video call.",
          "Those patterns make processing less straightforward than in other retail. Large tickets attract fraud, " +
            "deposits create long gaps between payment and delivery, and a percentage fee on a five-figure sale is a " +
            "meaningful cost on its own. The right setup addresses all three without adding friction for honest customers.",
        ],
      },
      {
        heading: "What matters most for jewelers",
        bullets: [
          "**Chip and tap at the counter.** With EMV, liability for counterfeit card fraud on chip card sales generally moves away from you.",
          "**Deposit tracking.** Every partial payment tied to the customer, the piece and the balance due.",
          "**Secure remote payments.** Payment links and tokenized card entry for buyers who cannot visit.",
          "**Documentation.** Signed receipts, photos and written terms for custom and repair work.",
          "**Cost control.** A [surcharge program](/surcharge) or [dual pricing](/dual-pricing) to offset fees on large sales.",
        ],
      },
      {
        heading: "Protecting custom work and layaway",
        paragraphs: [
          "Custom orders are where jewelers face the most disputes, because the customer pays before the piece exists. " +
            "Write the design, materials, timeline and refund terms into the order and have the customer sign them. " +
            "Our [documenting transactions](/documenting-transactions) guide explains what records help you respond " +
            "to a chargeback, and our team can set up your [point of sale](/point-of-sale) to hold deposits and " +
            "balances against each order.",
        ],
      },
    ],
    challenges: [
      {
        title: "Large-Ticket Fraud",
        text: "Stolen cards and identity fraud target high-value, easily resold goods.",
      },
      {
        title: "Custom-Order Disputes",
        text: "Customers may dispute deposits when a finished piece does not match expectations.",
      },
      {
        title: "Long Payment Cycles",
        text: "Deposits, layaway and repairs stretch one sale across weeks or months.",
      },
      {
        title: "Fees on Big Sales",
        text: "A percentage fee on a major purchase can erase a large share of the margin.",
      },
    ],
    offers: [
      {
        title: "Jewelry Counter POS",
        text: "[Point of sale](/point-of-sale) setups that track deposits, layaway balances and repair tickets.",
      },
      {
        title: "Surcharge or Dual Pricing",
        text: "Programs that can bring processing costs to 0% on large purchases.",
      },
      {
        title: "Remote Payment Links",
        text: "Secure links for out-of-town buyers through [Text & QR payments](/text-qr).",
      },
      {
        title: "Chargeback Guidance",
        text: "Practical help from our [chargeback guide](/chargeback-guide) when a sale is disputed.",
      },
    ],
    faqs: [
      {
        question: "How can we reduce fraud on expensive pieces?",
        answer:
          "Take in-person payments by chip or tap rather than keying the card, check ID on large purchases, and be " +
          "cautious with rushed buyers who want items shipped to an address that does not match the card. For remote " +
          "sales, use a payment link so the card is tokenized, and keep every message with the customer. These habits " +
          "prevent many losses before they start.",
      },
      {
        question: "Can we take layaway payments by card?",
        answer:
          "Yes. Each layaway installment is processed as its own payment and recorded against the customer's balance " +
          "in your POS. Put the layaway terms in writing, including what happens if the customer stops paying, and " +
          "give a receipt for every installment. Clear terms and records make layaway simple to manage and easy to " +
          "defend if a payment is questioned.",
      },
      {
        question: "Is surcharging a good fit for a jewelry store?",
        answer:
          "It can be, because fees on large tickets are significant. A surcharge applies only to credit cards, stays " +
          "within card-brand caps and cannot be applied to debit cards, and a few states restrict it, so check before " +
          "you start. Dual pricing, which is legal in all 50 states, is an alternative that offers a cash discount instead.",
      },
    ],
    relatedIndustries: ["industries/clothing-boutiques", "industries/furniture", "industries/electronics"],
    related: ["/retail", "/surcharge", "/documenting-transactions"],
    cta: {
      heading: "Sell High-Value Pieces with Confidence",
      text:
        "Talk with our specialists about large-ticket processing, deposits and fraud controls for your store. " +
        "The consultation is free, and a specialist replies within one business day.",
    },
  },
  {
    slug: "industries/furniture",
    name: "Furniture Stores",
    title: "Furniture Store Payments",
    h1: "Card Processing for Furniture Stores and Big-Ticket Sales",
    description:
      "Payment processing for furniture stores: large tickets, special-order deposits, balances collected on " +
      "delivery and tools to prevent delivery-related disputes.",
    eyebrow: "Retail & Commerce",
    group: "retail_commerce",
    highRisk: false,
    lead:
      "Furniture sales are large, often special-ordered and delivered weeks after the customer pays. We set up " +
      "payments that handle deposits, balances and delivery cleanly while keeping card costs under control.",
    highlights: [
      {
        title: "Deposits and Balances",
        text: "Track special-order deposits and collect the rest at delivery.",
      },
      {
        title: "Payments at the Doorstep",
        text: "[Mobile processing](/mobile-processing) lets delivery crews collect balances on site.",
      },
      {
        title: "Lower Costs on Big Tickets",
        text: "Cost-recovery programs that offset fees on sofas, sets and bedroom suites.",
      },
    ],
    sections: [
      {
        heading: "How furniture stores take payments",
        paragraphs: [
          "A furniture purchase usually happens in stages. The customer pays a deposit on a special order, the piece " +
            "arrives weeks later, and the balance is collected at pickup or when the delivery crew arrives. Ticket sizes " +
            "are high, customers often split payment across two cards, and some shop in the showroom but finish the " +
            "purchase online or over the phone.",
          "Each stage creates a payment to track and a point where a misunderstanding can lead to a dispute, especially " +
            "if delivery is late or an item arrives damaged. Good records at every step make those moments far easier to " +
            "resolve and keep deposits from turning into lost revenue.",
        ],
      },
      {
        heading: "What matters most for furniture retailers",
        bullets: [
          "**Split tender.** Let customers pay one order with two cards, or card plus cash.",
          "**Deposit records** tied to each special order, with the balance always visible.",
          "**Delivery-day collection** through mobile card readers or a text payment link.",
          "**Signed delivery receipts** that confirm the customer received and inspected the goods.",
          "**Cost recovery** through [dual pricing](/dual-pricing) or a [surcharge program](/surcharge).",
        ],
      },
      {
        heading: "Preventing delivery-related chargebacks",
        paragraphs: [
          "Most furniture chargebacks trace back to delivery: a delay, a damaged piece or a customer who says the item " +
            "never arrived. Put lead times and return terms on the order, get a signature and photos at delivery, and " +
            "answer complaints quickly. Our [delivery order chargebacks](/delivery-order-chargebacks) guide covers the " +
            "evidence that wins these disputes, and [customer communication](/customer-communication) shows how to " +
            "resolve issues before they reach the bank.",
        ],
      },
    ],
    challenges: [
      {
        title: "Long Lead Times",
        text: "Weeks between deposit and delivery give customers time to change their minds.",
      },
      {
        title: "Delivery Disputes",
        text: "Damage and late-delivery claims are a leading cause of furniture chargebacks.",
      },
      {
        title: "Large Ticket Fees",
        text: "Percentage-based fees on high-value sets cut into already tight margins.",
      },
      {
        title: "Seasonal Inventory",
        text: "Big sale events require cash to stock up ahead of demand.",
      },
    ],
    offers: [
      {
        title: "Showroom POS",
        text: "[Point of sale](/point-of-sale) software that tracks special orders, deposits and balances.",
      },
      {
        title: "Mobile Delivery Payments",
        text: "Card readers and [Text & QR payments](/text-qr) for crews collecting balances.",
      },
      {
        title: "Cost-Recovery Programs",
        text: "Dual pricing or a surcharge program that can bring processing costs to 0%.",
      },
      {
        title: "Inventory Funding",
        text: "A [speedy business loan](/speedy-business-loan) to stock up before major sale events.",
      },
    ],
    faqs: [
      {
        question: "Can customers split a purchase across two cards?",
        answer:
          "Yes. Split tender lets one order be paid with two or more cards, or a mix of card and cash, while the POS " +
          "keeps everything tied to a single invoice. That is common with large furniture purchases, where couples " +
          "share the cost or a customer uses a card with a lower limit for part of the balance.",
      },
      {
        question: "How do we collect the balance at delivery?",
        answer:
          "Delivery crews can carry a mobile card reader, or your office can text the customer a secure payment link " +
          "the morning of delivery. Either way, the payment posts to the same order as the deposit. Many stores collect " +
          "the balance before the truck leaves the warehouse to avoid awkward conversations at the door.",
      },
      {
        question: "Can we get funding for a big sale event?",
        answer:
          "Our speedy business loan offers approval in 24-48 hours. It requires 3 months of bank statements, a soft " +
          "credit pull with no impact on your credit score, at least 3 months in business, at least $5,000 in monthly " +
          "revenue and a business bank account. Many stores use it to stock inventory before holiday weekends.",
      },
      {
        question: "What should a special-order agreement include?",
        answer:
          "List the item, fabric or finish, the deposit amount, the expected lead time, how delays are handled and " +
          "whether the deposit is refundable. Have the customer sign it and give them a copy. Clear written terms are " +
          "the strongest evidence you can submit if the deposit is ever disputed, and they prevent most disputes from " +
          "starting at all.",
      },
    ],
    relatedIndustries: ["industries/jewelry", "industries/electronics", "industries/moving-storage"],
    related: ["/retail", "/mobile-processing", "/delivery-order-chargebacks"],
    cta: {
      heading: "Make Big-Ticket Sales Simpler",
      text:
        "Request a free consultation and our specialists will map out deposits, delivery payments and rates for " +
        "your showroom. A specialist replies within one business day.",
    },
  },
  {
    slug: "industries/clothing-boutiques",
    name: "Clothing & Boutiques",
    title: "Boutique Payment Processing",
    h1: "Retail Payments Designed for Clothing Stores and Boutiques",
    description:
      "Payment processing for clothing stores and boutiques: size and color inventory, in-store and online " +
      "sales, easy exchanges, pop-up events and loyalty rewards.",
    eyebrow: "Retail & Commerce",
    group: "retail_commerce",
    highRisk: false,
    lead:
      "Boutiques sell in the shop, online, on social media and at pop-up events. We bring those channels together " +
      "so inventory, payments and customer rewards stay in sync wherever you sell.",
    highlights: [
      {
        title: "Inventory by Size and Color",
        text: "Track every variant so you know what is on the rack and what to reorder.",
      },
      {
        title: "Sell Anywhere",
        text: "In the store, online with [web commerce](/web-commerce) and at pop-ups.",
      },
      {
        title: "Customers Who Come Back",
        text: "Gift cards and rewards through [gift & loyalty](/gift-loyalty).",
      },
    ],
    sections: [
      {
        heading: "How boutiques take payments",
        paragraphs: [
          "Clothing retailers see steady in-store traffic with spikes around holidays, new collections and sales. " +
            "Customers tap or insert cards at the counter, order online for shipping or pickup, buy through links " +
            "shared on social media and expect to exchange a size without fuss. Many boutiques also sell at markets, " +
            "trunk shows and pop-up events, where payments need to work away from the shop.",
          "The challenge is keeping all of that connected. When online and in-store stock are tracked separately, " +
            "the same dress gets sold twice and returns become guesswork. A single catalog shared by the register, the " +
            "website and the mobile reader fixes both problems and gives you one clear picture of what sells.",
        ],
      },
      {
        heading: "What matters most for apparel retail",
        bullets: [
          "**Variant inventory** for every size, color and style, shared across store and website.",
          "**Fast exchanges and returns** with refunds back to the original card.",
          "**Customer profiles** that record purchase history and preferences.",
          "**Mobile checkout** for pop-ups and events through [mobile processing](/mobile-processing).",
          "**Gift cards and rewards** that bring shoppers back between seasons.",
        ],
      },
      {
        heading: "Returns without the headaches",
        paragraphs: [
          "Returns are part of selling clothing, and a clear policy protects you from disputes. Post your return window " +
            "and conditions at the register, on receipts and at online checkout, and refund to the original card rather " +
            "than in cash. When a customer disputes a purchase instead of returning it, that printed policy is your best " +
            "evidence. Our [refund or fight](/refund-fight-chargeback) guide helps you decide when a refund is the smarter move.",
        ],
      },
    ],
    challenges: [
      {
        title: "Split Inventory",
        text: "Separate online and in-store stock counts lead to overselling and missed sales.",
      },
      {
        title: "Returns and Exchanges",
        text: "Unclear return policies invite disputes and cash-refund abuse.",
      },
      {
        title: "Seasonal Swings",
        text: "Collections and holidays create busy months followed by slower ones.",
      },
      {
        title: "Off-Site Sales",
        text: "Pop-ups and markets need reliable payments away from the store.",
      },
    ],
    offers: [
      {
        title: "Boutique POS",
        text: "[Point of sale](/point-of-sale) with variant inventory and customer profiles; software from $99/month.",
      },
      {
        title: "Online Store Checkout",
        text: "Sell online with [web commerce](/web-commerce) and a site from our [web design](/web-design) team.",
      },
      {
        title: "Pop-Up Payments",
        text: "Portable readers through [mobile processing](/mobile-processing).",
      },
      {
        title: "Loyalty and Gift Cards",
        text: "Branded rewards with [gift & loyalty](/gift-loyalty).",
      },
    ],
    faqs: [
      {
        question: "Can online and in-store inventory stay in sync?",
        answer:
          "Yes, when your website checkout and POS share the same product catalog. A sale in either channel reduces " +
          "the same stock count, so you avoid selling the last medium twice. Our team can connect your online store " +
          "through [integrations](/integrations) or help you build a new site if your current one cannot connect.",
      },
      {
        question: "How do we take payments at a pop-up event?",
        answer:
          "A mobile card reader paired with a phone or tablet takes chip, tap and wallet payments anywhere with a " +
          "data connection. Sales from the event post to the same account and reports as the shop, and inventory " +
          "updates as you sell. Charge the device fully before the event and bring a backup hotspot for crowded venues.",
      },
      {
        question: "Do gift cards really help a boutique?",
        answer:
          "Gift cards bring in revenue before the merchandise leaves the store and introduce new customers who receive " +
          "them as presents. Many recipients spend more than the card's value when they visit. Paired with a points " +
          "program, they give shoppers a reason to return between seasons instead of drifting to larger chains.",
      },
      {
        question: "What does it cost to get started?",
        answer:
          "POS software starts from $99/month and hardware bundles from $549. Many boutiques start with one register " +
          "and a mobile reader for events, then add online checkout. A free consultation gives you a clear quote, and " +
          "97% of business owners who receive a free rate review end up saving money.",
      },
    ],
    relatedIndustries: ["industries/jewelry", "industries/sporting-goods", "industries/salons-spas"],
    related: ["/retail", "/ecommerce", "/gift-loyalty"],
    cta: {
      heading: "Connect Your Shop, Site and Pop-Ups",
      text:
        "Tell us how and where you sell, and our specialists will recommend a setup that keeps it all in one place. " +
        "A specialist replies within one business day.",
    },
  },
  {
    slug: "industries/electronics",
    name: "Electronics Retail",
    title: "Electronics Retail Payments",
    h1: "Protect Margins and Stop Fraud in Electronics Retail",
    description:
      "Payment processing for electronics stores: fraud controls for resellable goods, serial number tracking, " +
      "online checkout and ways to offset fees on thin margins.",
    eyebrow: "Retail & Commerce",
    group: "retail_commerce",
    highRisk: false,
    lead:
      "Electronics retailers sell high-demand products on thin margins, and those products are easy for fraudsters " +
      "to resell. We help you accept cards safely in store and online without giving away your profit in fees.",
    highlights: [
      {
        title: "Fraud-Aware Checkout",
        text: "EMV, tokenization and sensible checks on risky orders.",
      },
      {
        title: "Serial Number Tracking",
        text: "Record serial numbers on the sale to support warranties and returns.",
      },
      {
        title: "Margin Protection",
        text: "Cost-recovery programs that can bring processing costs to 0%.",
      },
    ],
    sections: [
      {
        heading: "How electronics stores take payments",
        paragraphs: [
          "Electronics stores sell phones, computers, gaming gear, accessories and repair services, often both in the " +
            "store and online. Tickets range from a charging cable to a high-end laptop. Margins on the hardware itself " +
            "are often thin, so accessories, service plans and repairs carry much of the profit, and processing fees on " +
            "big-ticket devices can wipe out what the sale earns.",
          "Fraud is the other constant. Consumer electronics are easy to resell, which makes them a favorite target for " +
            "stolen cards, especially in online orders shipped to a different address. Chip and tap sales at the counter " +
            "are far safer, so the right strategy differs by channel.",
        ],
      },
      {
        heading: "What matters most",
        bullets: [
          "**EMV and contactless at the counter** so in-person sales are protected against counterfeit cards.",
          "**Online fraud screening** such as address and security code checks on card-not-present orders.",
          "**Serial numbers on receipts** to match returns and warranty claims to the original sale.",
          "**Clear return windows** for opened products, printed on every receipt.",
          "**Cost recovery** through a [surcharge program](/surcharge) or [dual pricing](/dual-pricing).",
        ],
      },
      {
        heading: "Selling online safely",
        paragraphs: [
          "Online orders let you reach beyond your neighborhood, but they carry more chargeback risk. Watch for red flags " +
            "such as mismatched billing and shipping addresses, rush shipping on several high-value items and repeated " +
            "declined attempts. Use tokenized checkout through [web commerce](/web-commerce), ship with tracking and " +
            "signature on expensive orders, and read our guide on [preventing friendly fraud](/preventing-friendly-fraud).",
        ],
      },
    ],
    challenges: [
      {
        title: "Card Fraud on Resellable Goods",
        text: "Stolen cards target devices that can be flipped quickly for cash.",
      },
      {
        title: "Thin Hardware Margins",
        text: "Processing fees can consume most of the profit on a device sale.",
      },
      {
        title: "Returns of Opened Items",
        text: "Opened and used products complicate refunds and invite abuse.",
      },
      {
        title: "Online Chargebacks",
        text: "Card-not-present orders carry higher dispute risk than counter sales.",
      },
    ],
    offers: [
      {
        title: "Electronics POS",
        text: "[Point of sale](/point-of-sale) software with serial number capture and repair tickets.",
      },
      {
        title: "Secure Online Checkout",
        text: "Tokenized payments with [web commerce](/web-commerce).",
      },
      {
        title: "Cost Recovery",
        text: "Surcharge or dual pricing programs to offset fees on large devices.",
      },
      {
        title: "Dispute Support",
        text: "Practical help to [win chargeback disputes](/win-chargeback-dispute).",
      },
    ],
    faqs: [
      {
        question: "How can we spot a fraudulent online order?",
        answer:
          "Look for orders where the billing and shipping addresses do not match, several expensive items are bought " +
          "at once, rush shipping is requested, or the same customer tries multiple cards. No single signal proves " +
          "fraud, but a combination deserves a phone call before shipping. Holding a suspicious order briefly costs " +
          "far less than losing both the device and a chargeback.",
      },
      {
        question: "Can we surcharge credit card purchases?",
        answer:
          "In most states, yes. A surcharge applies only to credit cards, must stay within card-brand caps, must be " +
          "disclosed, and cannot be applied to debit cards. A few states restrict surcharging, so check before you " +
          "start. Dual pricing is an alternative that is legal in all 50 states. Our team sets up either program with " +
          "the right disclosures.",
      },
      {
        question: "Can the POS track repairs as well as sales?",
        answer:
          "Many electronics stores run a repair counter alongside retail. POS setups can record the device, the serial " +
          "number, the problem described and the quoted price when the item is dropped off, then collect payment at " +
          "pickup. The customer can also pay ahead through a text link, which shortens the line at the counter.",
      },
    ],
    relatedIndustries: ["industries/sporting-goods", "industries/jewelry", "industries/b2b-wholesale"],
    related: ["/retail", "/ecommerce", "/preventing-friendly-fraud"],
    cta: {
      heading: "Sell More Devices, Lose Less to Fraud",
      text:
        "Ask for a free consultation and our specialists will review your rates and your fraud exposure in store " +
        "and online. A specialist replies within one business day.",
    },
  },
  {
    slug: "industries/sporting-goods",
    name: "Sporting Goods",
    title: "Sporting Goods Payments",
    h1: "Payment Processing for Sporting Goods Stores and Outfitters",
    description:
      "Payment processing for sporting goods stores: seasonal inventory, team and league orders, rental deposits, " +
      "event sales and loyalty for active customers.",
    eyebrow: "Retail & Commerce",
    group: "retail_commerce",
    highRisk: false,
    lead:
      "Sporting goods stores follow the seasons, outfit local teams and often rent or service equipment. We build " +
      "payments around those rhythms so busy months run smoothly and slow months stay affordable.",
    highlights: [
      {
        title: "Team Orders Made Easy",
        text: "Invoice leagues and schools or collect from each parent with a payment link.",
      },
      {
        title: "Rental Deposits",
        text: "Hold deposits on rented gear and release them on return.",
      },
      {
        title: "Sell at the Field",
        text: "Take cards at tournaments and events with [mobile processing](/mobile-processing).",
      },
    ],
    sections: [
      {
        heading: "How sporting goods stores take payments",
        paragraphs: [
          "A sporting goods store may sell shoes and apparel at the counter, fit bikes or skis, rent equipment for the " +
            "weekend, string rackets and outfit entire youth leagues with uniforms. Payments come in at the register, " +
            "through online orders, from coaches paying for a whole team and from parents paying individually for " +
            "their child's gear.",
          "Demand shifts with the calendar: back-to-school, the start of each sport's season and the holidays bring " +
            "rushes, while other months are quiet. Processing has to handle both without a fixed cost that hurts in slow periods. Flexible tools matter more than fancy ones.",
        ],
      },
      {
        heading: "What matters most",
        bullets: [
          "**Variant inventory** for sizes, colors and models across thousands of products.",
          "**Group and team orders** with invoices or individual payment links for each family.",
          "**Rental and service tickets** with deposits, due dates and balances.",
          "**Event payments** at tournaments, races and school fairs.",
          "**Rewards** that keep active customers returning each season through [gift & loyalty](/gift-loyalty).",
        ],
      },
      {
        heading: "Team and league orders",
        paragraphs: [
          "Team orders are valuable but can be slow to collect. Rather than waiting for one coach to gather checks from " +
            "twenty families, send each parent a secure link through [Text & QR payments](/text-qr) or post a QR code " +
            "on the order form. Leagues and schools that prefer a single invoice can pay by card or ACH, and larger " +
            "organizations may appreciate itemized invoices that match their purchasing records.",
        ],
      },
    ],
    challenges: [
      {
        title: "Seasonal Cash Flow",
        text: "Stocking up for each season requires cash before sales arrive.",
      },
      {
        title: "Slow Team Collections",
        text: "Chasing individual payments for group orders delays production and delivery.",
      },
      {
        title: "Rental Damage and No-Returns",
        text: "Rented equipment needs deposits and clear terms to cover losses.",
      },
      {
        title: "Large Catalogs",
        text: "Sizes and models multiply quickly and strain simple registers.",
      },
    ],
    offers: [
      {
        title: "Retail POS",
        text: "[Point of sale](/point-of-sale) with variant inventory and rental tickets.",
      },
      {
        title: "Group Payment Links",
        text: "Collect from every family with [Text & QR payments](/text-qr).",
      },
      {
        title: "Event Readers",
        text: "Portable card readers through [mobile processing](/mobile-processing).",
      },
      {
        title: "Seasonal Funding",
        text: "A [speedy business loan](/speedy-business-loan) to stock inventory before the rush.",
      },
    ],
    faqs: [
      {
        question: "How do we hold a deposit on rental equipment?",
        answer:
          "Take a card payment or authorization for the deposit when the gear goes out, record it on the rental ticket " +
          "and refund or release it when the equipment comes back in good condition. Put your damage and late-return " +
          "terms on the agreement and have the customer sign. That record supports you if a deposit is ever disputed.",
      },
      {
        question: "Can parents pay for team uniforms individually?",
        answer:
          "Yes. Create one order for the team and send each family a secure payment link by text, or print a QR code on " +
          "the sign-up sheet. Payments post to the same order so you can see who has paid and who still owes before " +
          "you place the uniform order with your supplier.",
      },
      {
        question: "Can we fund inventory ahead of a busy season?",
        answer:
          "Our speedy business loan offers approval in 24-48 hours. You need 3 months of bank statements, at least 3 " +
          "months in business, at least $5,000 in monthly revenue and a business bank account, and the soft credit " +
          "pull has no impact on your credit score. Stores often use it to buy seasonal stock before demand peaks.",
      },
    ],
    relatedIndustries: ["industries/clothing-boutiques", "industries/fitness-gyms", "industries/golf-country-clubs"],
    related: ["/retail", "/text-qr", "/speedy-business-loan"],
    cta: {
      heading: "Gear Up for Your Busiest Season",
      text:
        "Book a free consultation and our specialists will set up payments for your store, your teams and your " +
        "events. A specialist replies within one business day.",
    },
  },
  {
    slug: "industries/franchise",
    name: "Franchises",
    title: "Franchise Payment Processing",
    h1: "Consistent Payments Across Every Franchise Location",
    description:
      "Payment processing for franchises: a standard setup for every location, multi-location reporting, " +
      "software integrations and easy onboarding for new units.",
    eyebrow: "Retail & Commerce",
    group: "retail_commerce",
    highRisk: false,
    lead:
      "Franchise systems need every location to take payments the same way while each owner still sees their own " +
      "numbers. We help franchisors and franchisees standardize processing without losing local control.",
    highlights: [
      {
        title: "One Standard Setup",
        text: "The same hardware, software and settings at every location.",
      },
      {
        title: "Multi-Location Reporting",
        text: "See each unit on its own and the whole system together.",
      },
      {
        title: "Fast New-Unit Launches",
        text: "A repeatable onboarding process for every new opening.",
      },
    ],
    sections: [
      {
        heading: "How franchises take payments",
        paragraphs: [
          "A franchise location takes payments like any independent business: at the counter, online, by phone or on " +
            "the go. The difference is that the brand expects consistency. Customers should see the same checkout, " +
            "gift cards should work at every location, and the franchisor often needs sales data to calculate royalties " +
            "and marketing fund contributions.",
          "When each owner picks their own processor and POS, that consistency breaks down. Reports arrive in different " +
            "formats, loyalty programs do not carry over and new units take longer to open. A shared standard fixes " +
            "those problems while each owner keeps their own account and deposits.",
        ],
      },
      {
        heading: "What matters most for franchise systems",
        bullets: [
          "**A standard tech stack** that every location can order and install the same way.",
          "**Separate merchant accounts per owner** so each franchisee is funded and reports independently.",
          "**Consolidated reporting** for franchisors reviewing sales across the system.",
          "**System-wide gift cards and loyalty** through [gift & loyalty](/gift-loyalty).",
          "**Connections to brand software** such as ordering and scheduling tools through [integrations](/integrations).",
        ],
      },
      {
        heading: "Onboarding new locations",
        paragraphs: [
          "Every new unit needs a merchant account, hardware and training before opening day. We build a repeatable " +
            "process: the franchisee completes [merchant onboarding](/merchant-onboarding), equipment is prepared with " +
            "the brand's settings, and our team walks staff through it before the doors open. Support is available " +
            "24/7/365 from a U.S.-based team, which matters when a location opens early or closes late.",
        ],
      },
    ],
    challenges: [
      {
        title: "Inconsistent Setups",
        text: "Different processors at each unit make reporting and support harder.",
      },
      {
        title: "Royalty Reporting",
        text: "Franchisors need accurate sales data from every location.",
      },
      {
        title: "Gift Cards Across Units",
        text: "Customers expect a gift card bought at one location to work at all of them.",
      },
      {
        title: "Slow Openings",
        text: "Payments setup can delay a new location's opening date.",
      },
    ],
    offers: [
      {
        title: "Standardized POS",
        text: "A [POS system](/pos-system) configured once and deployed at every location.",
      },
      {
        title: "Brand Integrations",
        text: "Connect ordering, scheduling and accounting tools through [integrations](/integrations).",
      },
      {
        title: "System-Wide Rewards",
        text: "Gift cards and loyalty that work across units.",
      },
      {
        title: "Around-the-Clock Support",
        text: "24/7/365 customer support from a U.S.-based team for every franchisee.",
      },
    ],
    faqs: [
      {
        question: "Does each franchisee get their own merchant account?",
        answer:
          "Usually, yes. Each franchisee is a separate business, so each location or ownership group has its own merchant " +
          "account, deposits and statements. The franchisor can still receive consolidated reporting if the franchise " +
          "agreement calls for it. This structure keeps funds separate while giving the brand the visibility it needs.",
      },
      {
        question: "Can franchisees keep cost-recovery programs consistent?",
        answer:
          "Yes. If the brand chooses [dual pricing](/dual-pricing) or a [surcharge program](/surcharge), every location " +
          "can use the same signage, receipts and settings. Remember that a few states restrict surcharging, so a " +
          "multi-state system should check each state before rolling it out. Dual pricing is legal in all 50 states.",
      },
      {
        question: "We are a franchisor. How do we start?",
        answer:
          "Start with a consultation where we review your current locations, the software your brand requires and " +
          "how you collect royalty data. Our specialists then propose a standard setup, pilot it at one or two units " +
          "and roll it out system-wide once it works. A specialist replies within one business day of your request.",
      },
    ],
    relatedIndustries: ["industries/convenience-stores", "industries/fitness-gyms", "industries/cleaning-services"],
    related: ["/retail", "/integrations", "/pos-system"],
    cta: {
      heading: "Standardize Payments Across Your Brand",
      text:
        "Whether you run one unit or a whole system, our specialists will design a setup every location can use. " +
        "Request a free consultation today.",
    },
  },
  // ---------------------------------------------------------------- Service Industries
  {
    slug: "industries/property-management",
    name: "Property Management",
    title: "Property Management Payments",
    h1: "Collect Rent and Fees On Time, Every Month",
    description:
      "Payment processing for property managers: recurring rent by ACH and card, application and late fees, " +
      "deposits and links to your property software.",
    eyebrow: "Service Industries",
    group: "service_industries",
    highRisk: false,
    lead:
      "Property managers collect rent from many residents, fees from applicants and payments for maintenance and " +
      "amenities, then account for every dollar by property and owner. We help you make on-time payment the easy choice.",
    highlights: [
      {
        title: "ACH and Card Rent",
        text: "Give residents low-cost ACH alongside the convenience of card payments.",
      },
      {
        title: "Automatic Recurring Payments",
        text: "Residents enroll once and rent is collected on schedule every month.",
      },
      {
        title: "Connected to Your Software",
        text: "Sync payments with property management tools through [integrations](/integrations).",
      },
    ],
    sections: [
      {
        heading: "How property managers take payments",
        paragraphs: [
          "Rent is the core of property management payments: a predictable, recurring amount due on the same day each " +
            "month from every unit. Around it sit application fees, security deposits, pet fees, parking, amenity " +
            "reservations, maintenance charges and late fees. Commercial properties add common-area charges and tenants " +
            "who pay large amounts by ACH or check.",
          "Residents want to pay online or from their phone, often with autopay, while owners want funds deposited " +
            "promptly and reported by property. Every payment has to land in the right ledger, because the money often " +
            "belongs to an owner rather than to the management company.",
        ],
      },
      {
        heading: "What matters most",
        bullets: [
          "**ACH for rent.** Bank payments keep the cost of collecting large, recurring amounts low.",
          "**Card acceptance** for application fees, deposits and residents who prefer to pay by card.",
          "**Autopay enrollment** with tokenized cards and bank accounts stored securely.",
          "**Property-level reporting** so each owner's funds and statements stay separate.",
          "**Reminders and pay links** sent by text before and after the due date through [Text & QR payments](/text-qr).",
        ],
      },
      {
        heading: "Passing card costs to residents",
        paragraphs: [
          "Many property managers ask whether residents who pay rent by card can cover the processing cost. The answer " +
            "depends on your state, your leases and the card brands' rules. A [surcharge program](/surcharge) applies " +
            "only to credit cards and cannot be applied to debit cards, and a few states restrict surcharging or fees " +
            "tied to rent, so check before you start. Offering free ACH alongside card payments gives residents a " +
            "no-cost option. This is general information, not legal advice.",
        ],
      },
    ],
    challenges: [
      {
        title: "Late and Missed Rent",
        text: "Manual collection leads to late payments and hours spent chasing residents.",
      },
      {
        title: "Owner Fund Separation",
        text: "Payments must be tracked by property and owner, often in separate accounts.",
      },
      {
        title: "High Rent Amounts",
        text: "Card fees on full monthly rent are significant without a cost strategy.",
      },
      {
        title: "Returned ACH Payments",
        text: "Insufficient-funds returns need fast follow-up and a clear lease policy.",
      },
    ],
    offers: [
      {
        title: "Recurring Rent Billing",
        text: "Automatic monthly collection by ACH or card through [web commerce](/web-commerce).",
      },
      {
        title: "Software Integrations",
        text: "Payments that post to your property software via [integrations](/integrations).",
      },
      {
        title: "Text-to-Pay Reminders",
        text: "Rent reminders with a secure payment link through [Text & QR payments](/text-qr).",
      },
      {
        title: "Office Terminals",
        text: "[Stand-alone devices](/stand-alone-devices) for residents who pay in person.",
      },
    ],
    faqs: [
      {
        question: "Should we accept credit cards for rent?",
        answer:
          "Accepting cards makes paying easier for residents and can reduce late payments, but fees on full rent amounts " +
          "add up. Many managers offer ACH at no cost to the resident and accept cards with a compliant cost-recovery " +
          "approach where state rules allow it. Our specialists help you compare the options against your portfolio, " +
          "your lease terms and the residents you serve.",
      },
      {
        question: "Can payments be separated by property owner?",
        answer:
          "Yes. Payments can be reported by property, and managers with strict trust or escrow requirements often use " +
          "separate merchant accounts or deposit accounts for different owners or properties. Our team reviews how your " +
          "accounting is structured and sets processing up to match, so month-end reconciliation is straightforward " +
          "rather than a manual sorting exercise.",
      },
      {
        question: "How do we handle security deposits paid by card?",
        answer:
          "Security deposits are often governed by state or local rules on where they are held and when they must be " +
          "returned, so confirm those requirements first. From a processing standpoint, record each deposit against the " +
          "unit and lease, keep the receipt, and refund to the original payment method when the deposit is returned. " +
          "This is general information, not legal advice.",
      },
      {
        question: "What happens when a resident's ACH payment is returned?",
        answer:
          "A returned ACH payment, for example for insufficient funds, appears in your reporting so you can follow up " +
          "quickly. Your lease should state the returned-payment fee and how the resident must pay afterward. Many " +
          "managers ask residents with repeated returns to switch to card or certified funds, and automated reminders " +
          "help catch problems early.",
      },
    ],
    relatedIndustries: ["industries/cleaning-services", "industries/hotels-lodging", "industries/legal-services"],
    related: ["/professional-services", "/integrations", "/surcharge"],
    cta: {
      heading: "Make Rent Day Easier",
      text:
        "Request a free consultation and our specialists will design a rent collection setup for your portfolio. " +
        "A specialist replies within one business day.",
    },
  },
  {
    slug: "industries/salons-spas",
    name: "Salons & Spas",
    title: "Salon & Spa Payments",
    h1: "Payments That Run as Smoothly as Your Appointment Book",
    description:
      "Payment processing for salons and spas: tips on the terminal, booking deposits, no-show protection, retail " +
      "products, gift cards and memberships.",
    eyebrow: "Service Industries",
    group: "service_industries",
    highRisk: false,
    lead:
      "Salons and spas take payments for services, tips, retail products, packages and gift cards, often in one short " +
      "checkout. We help you keep that moment quick and pleasant while protecting your time from no-shows.",
    highlights: [
      {
        title: "Tips Made Easy",
        text: "Guests add a tip on the terminal, and reports split it by stylist or therapist.",
      },
      {
        title: "Deposits and No-Show Fees",
        text: "Secure bookings with a card on file and enforce your cancellation policy.",
      },
      {
        title: "Gift Cards That Sell",
        text: "Holiday and gift card sales through [gift & loyalty](/gift-loyalty).",
      },
    ],
    sections: [
      {
        heading: "How salons and spas take payments",
        paragraphs: [
          "A typical visit ends at the front desk, where the guest pays for a cut, color, massage or facial, adds a tip, " +
            "perhaps buys a shampoo or serum and books the next appointment. Other payments arrive before the visit: " +
            "deposits for long color sessions, prepaid packages, memberships and gift cards bought online for someone else.",
          "Many salons also work with booth renters or independent contractors, which raises the question of whose " +
            "account each payment goes to. A clear setup keeps service revenue, retail sales, tips and booth rent " +
            "straight for everyone involved, and makes payroll day far less stressful.",
        ],
      },
      {
        heading: "What matters most",
        bullets: [
          "**Tip prompts** on the card terminal, with tip reports by team member.",
          "**Booking deposits** and cards on file to discourage no-shows.",
          "**Booking software connections** through [integrations](/integrations).",
          "**Retail inventory** for professional products sold at the front desk.",
          "**Memberships and packages** billed automatically each month.",
        ],
      },
      {
        heading: "Reducing no-shows",
        paragraphs: [
          "An empty chair cannot be resold once the appointment time passes. Asking for a card on file or a deposit " +
            "when a guest books, and stating your cancellation window clearly, protects stylists and therapists from lost " +
            "income. Send reminders with a link to pay or rebook through [Text & QR payments](/text-qr). When you do " +
            "charge a no-show fee, the written policy the guest accepted is what supports you if the charge is disputed.",
        ],
      },
    ],
    challenges: [
      {
        title: "No-Shows and Late Cancellations",
        text: "Missed appointments cost revenue that cannot be recovered.",
      },
      {
        title: "Tip Distribution",
        text: "Card tips must be tracked accurately for each team member.",
      },
      {
        title: "Booth Renter Payments",
        text: "Independent stylists and the salon need clearly separated funds.",
      },
      {
        title: "Front-Desk Bottlenecks",
        text: "Checkout, rebooking and retail all happen at the same busy counter.",
      },
    ],
    offers: [
      {
        title: "Salon POS",
        text: "[Point of sale](/point-of-sale) with tips, retail inventory and staff reporting.",
      },
      {
        title: "Booking Integrations",
        text: "Connect your appointment software through [integrations](/integrations).",
      },
      {
        title: "Gift Cards and Memberships",
        text: "Sell gift cards and reward regulars with [gift & loyalty](/gift-loyalty).",
      },
      {
        title: "Cost Recovery",
        text: "[Dual pricing](/dual-pricing) to bring processing costs to 0%.",
      },
    ],
    faqs: [
      {
        question: "Can clients add a tip on the card terminal?",
        answer:
          "Yes. The terminal can prompt guests with suggested tip amounts or a custom amount before they complete " +
          "payment. Tips are recorded by team member, so end-of-day and payroll reports show exactly what each stylist " +
          "or therapist earned. That removes the guesswork of handwritten tip slips and makes it easier to pay tips " +
          "out accurately.",
      },
      {
        question: "Is it acceptable to charge a no-show fee?",
        answer:
          "Many salons and spas charge no-show or late-cancellation fees, provided the policy is disclosed when the " +
          "appointment is booked and the guest agrees to it. Keep the policy short, specific and visible in your booking " +
          "confirmation. Charging a card on file works smoothly only when the guest clearly knew the terms in advance.",
      },
      {
        question: "How do booth renters take payments?",
        answer:
          "Booth renters are independent businesses, so many have their own merchant account and terminal, while the " +
          "salon collects booth rent separately, often by recurring ACH or card payment. Others use a shared system with " +
          "clear splits. Our specialists can explain both approaches and set up whichever fits your arrangement and " +
          "your agreements with renters.",
      },
      {
        question: "Does dual pricing work in a salon?",
        answer:
          "It can. With dual pricing, every service and product shows a card price and a discounted cash price, and the " +
          "guest chooses. The program is legal in all 50 states and can bring processing costs to 0%. Clear signage " +
          "at the front desk and on your service menu keeps the conversation simple for staff.",
      },
    ],
    relatedIndustries: ["industries/fitness-gyms", "industries/medical-practices", "industries/clothing-boutiques"],
    related: ["/specialty-business", "/gift-loyalty", "/integrations"],
    cta: {
      heading: "Keep Your Front Desk Moving",
      text:
        "Book a free consultation and our specialists will set up tips, deposits and gift cards for your salon or " +
        "spa. A specialist replies within one business day.",
    },
  },
  {
    slug: "industries/medical-practices",
    name: "Medical Practices",
    title: "Medical Practice Payments",
    h1: "Patient Payments Made Simple, Secure and HIPAA-Aware",
    description:
      "Payment processing for medical practices: copays at check-in, patient balances by text link, payment plans, " +
      "HSA/FSA cards and HIPAA-aware workflows.",
    eyebrow: "Service Industries",
    group: "service_industries",
    highRisk: false,
    lead:
      "Medical practices collect copays at the front desk and patient balances long after the visit, while protecting " +
      "patient privacy at every step. We help you collect more of what you are owed with less staff time.",
    highlights: [
      {
        title: "Faster Patient Balances",
        text: "Send balances by secure text link instead of paper statements.",
      },
      {
        title: "Cards on File and Plans",
        text: "Store cards securely for payment plans and balances after insurance.",
      },
      {
        title: "Privacy-Minded Workflows",
        text: "Keep clinical details out of payment records and messages.",
      },
    ],
    sections: [
      {
        heading: "How medical practices take payments",
        paragraphs: [
          "Patient payments arrive at several points: copays and deductibles at check-in, balances after insurance " +
            "processes a claim, self-pay visits, payment plans for larger bills and, for some practices, memberships or " +
            "elective services paid up front. Much of that revenue is collected weeks after the visit, when the patient " +
            "is no longer standing at the desk.",
          "Paper statements are slow and costly to send, and each one that goes unpaid adds to the time staff spend on " +
            "follow-up calls. Digital payment options, clear estimates and card-on-file agreements shorten the cycle and " +
            "reduce the balances that end up written off.",
        ],
      },
      {
        heading: "HIPAA-aware payment workflows",
        paragraphs: [
          "Payment card data is protected under PCI DSS, while patient health information falls under HIPAA. Good " +
            "workflows keep the two apart. Payment descriptions, receipts and text messages should identify the practice " +
            "and the amount, not the diagnosis or procedure. Limit who can see stored cards, and use tokenization so " +
            "staff never handle full card numbers. This is general information, not legal or compliance advice.",
        ],
        bullets: [
          "**Minimal messages** that show the practice name and balance only.",
          "**Tokenized cards on file** backed by written patient authorization.",
          "**Role-based access** so only billing staff see payment details.",
          "**Integrated posting** so payments reach the patient ledger without re-keying.",
        ],
      },
      {
        heading: "What matters most at the front desk",
        bullets: [
          "**Quick check-in payments** by chip, tap or phone wallet.",
          "**HSA and FSA cards** accepted alongside regular credit and debit cards.",
          "**Payment plans** that charge an agreed amount on a set schedule.",
          "**Practice software connections** through [integrations](/integrations).",
          "**Text-to-pay balances** through [Text & QR payments](/text-qr).",
        ],
      },
    ],
    challenges: [
      {
        title: "Slow Patient Collections",
        text: "Balances after insurance often go unpaid for weeks or months.",
      },
      {
        title: "Privacy Requirements",
        text: "Payment messages and records must avoid exposing health information.",
      },
      {
        title: "Staff Time",
        text: "Manual statements and phone payments pull staff away from patient care.",
      },
      {
        title: "Mixed Card Types",
        text: "HSA, FSA, debit and credit cards follow different rules.",
      },
    ],
    offers: [
      {
        title: "Text-to-Pay Balances",
        text: "Secure balance links through [Text & QR payments](/text-qr).",
      },
      {
        title: "Practice Software Integrations",
        text: "Post payments to your systems via [integrations](/integrations).",
      },
      {
        title: "Front-Desk Terminals",
        text: "EMV and contactless [POS terminals](/pos-terminals) for check-in.",
      },
      {
        title: "Online Bill Pay",
        text: "A patient payment page built with [web commerce](/web-commerce).",
      },
    ],
    faqs: [
      {
        question: "Can we surcharge patients who pay by credit card?",
        answer:
          "Surcharging is possible in most states within card-brand caps, but it applies only to credit cards. HSA and " +
          "FSA cards are debit or prepaid cards, which cannot be surcharged, so the program must be set up carefully. " +
          "A few states restrict surcharging entirely, and your payer contracts may have terms of their own. Our team " +
          "explains the options, including dual pricing, before anything changes.",
      },
      {
        question: "Is text-to-pay appropriate for patient balances?",
        answer:
          "Yes, when messages are kept minimal. A good text identifies your practice and the balance due and links to a " +
          "secure payment page, without naming the visit, diagnosis or procedure. The patient enters card details on " +
          "that page, where they are tokenized. Patients can pay from their phone at any hour, which is often easier " +
          "than mailing a check.",
      },
      {
        question: "Can we keep a card on file for balances after insurance?",
        answer:
          "Many practices ask patients to authorize a card on file at check-in, with a written agreement that explains " +
          "when it will be charged, for example after the insurance claim is processed, and up to what amount. The card " +
          "is tokenized so staff never see the full number. Send the patient a receipt each time the card is charged.",
      },
      {
        question: "Will payments connect to our practice management software?",
        answer:
          "We review your practice management and billing software during the consultation and explain whether payments " +
          "can post to the patient ledger through [integrations](/integrations), and how data would move between " +
          "systems, before you switch anything. Where a direct connection is available, it removes the need to re-key " +
          "payments and reduces posting errors.",
      },
    ],
    relatedIndustries: ["industries/dental", "industries/veterinary", "industries/legal-services"],
    related: ["/professional-services", "/text-qr", "/integrations"],
    cta: {
      heading: "Collect Patient Balances Faster",
      text:
        "Request a free consultation and our specialists will review your rates and your patient payment workflow. " +
        "A specialist replies within one business day.",
    },
  },
  {
    slug: "industries/dental",
    name: "Dental Offices",
    title: "Dental Office Payments",
    h1: "Collect Patient Balances Faster in Your Dental Office",
    description:
      "Payment processing for dental offices: treatment plan deposits, in-house payment plans, membership plans, " +
      "text-to-pay balances and HSA/FSA cards.",
    eyebrow: "Service Industries",
    group: "service_industries",
    highRisk: false,
    lead:
      "Dental offices collect at checkout, across multi-visit treatment and long after insurance estimates settle. We " +
      "help you offer patients easy ways to pay while reducing the time your team spends on collections.",
    highlights: [
      {
        title: "Treatment Plan Payments",
        text: "Collect deposits and scheduled installments on larger treatment plans.",
      },
      {
        title: "In-House Membership Plans",
        text: "Recurring billing for patients without dental insurance.",
      },
      {
        title: "Faster Balance Collection",
        text: "Text patients a secure link to pay what insurance did not cover.",
      },
    ],
    sections: [
      {
        heading: "How dental offices take payments",
        paragraphs: [
          "Dental payments mix small and large amounts. A cleaning may carry a modest copay, while crowns, implants, " +
            "orthodontics and cosmetic work can run into thousands of dollars spread over several visits. Patients pay " +
            "their estimated portion at the visit, and the office collects any difference once the insurance claim is " +
            "processed, sometimes weeks later.",
          "Many practices also run in-house membership plans for uninsured patients, billed monthly or yearly, and offer " +
            "payment plans on bigger treatment. Each of those arrangements depends on reliable recurring billing, cards " +
            "stored securely on file and clear written agreements that patients sign before treatment begins.",
        ],
      },
      {
        heading: "What matters most",
        bullets: [
          "**Estimates up front.** Patients who see their portion before treatment are more prepared to pay it.",
          "**Recurring billing** for membership plans and installment agreements.",
          "**HSA and FSA cards** accepted at the front desk and online.",
          "**Text-to-pay balances** through [Text & QR payments](/text-qr).",
          "**Practice software connections** through [integrations](/integrations).",
        ],
      },
      {
        heading: "Payment plans without the paperwork",
        paragraphs: [
          "When a patient needs treatment they cannot pay for at once, an in-house payment plan keeps the case moving. " +
            "Set the total, the schedule and the card to be charged in a signed agreement, then let recurring billing " +
            "handle each installment. Patients receive a receipt after every charge, and your team steps in only if a " +
            "card declines. Keep clinical details out of payment notes and messages, as you would in any patient communication.",
        ],
      },
    ],
    challenges: [
      {
        title: "Insurance Balance Gaps",
        text: "Differences between estimates and insurance payments leave balances to chase.",
      },
      {
        title: "Large Treatment Costs",
        text: "Major work can stall when patients cannot pay all at once.",
      },
      {
        title: "Recurring Plan Management",
        text: "Membership and installment plans need dependable automatic billing.",
      },
      {
        title: "Front-Desk Workload",
        text: "Manual statements and phone payments take time away from patients.",
      },
    ],
    offers: [
      {
        title: "Recurring Billing",
        text: "Membership and payment plans billed automatically through [web commerce](/web-commerce).",
      },
      {
        title: "Text-to-Pay",
        text: "Balance reminders with a secure link through [Text & QR payments](/text-qr).",
      },
      {
        title: "Front-Desk Terminals",
        text: "EMV and contactless [POS terminals](/pos-terminals) for checkout.",
      },
      {
        title: "Practice Growth Funding",
        text: "Equipment and expansion funding through a [speedy business loan](/speedy-business-loan).",
      },
    ],
    faqs: [
      {
        question: "How do in-house membership plans work with payments?",
        answer:
          "The patient signs up for a plan that covers preventive care and a discount on other treatment, and authorizes " +
          "a card or bank account for monthly or yearly billing. Recurring billing charges the plan automatically, sends " +
          "a receipt and flags any declined payment so your team can update the card before the patient's next visit.",
      },
      {
        question: "Can we accept HSA and FSA cards?",
        answer:
          "Yes. HSA and FSA cards carry a card brand logo and run on the same terminal as other cards for eligible dental " +
          "expenses. They are debit or prepaid cards, which matters if you use a surcharge program, because surcharges " +
          "cannot be applied to debit cards. Dual pricing, which is legal in all 50 states, avoids that complication.",
      },
      {
        question: "What if a patient disputes a treatment charge?",
        answer:
          "Keep the signed treatment plan, the financial agreement, the appointment record and the receipt together. When " +
          "a dispute arrives, those documents show what the patient agreed to and when the service was provided. Our " +
          "[documenting transactions](/documenting-transactions) guide explains which records carry the most weight, and " +
          "a prompt, courteous call often resolves concerns before they become chargebacks.",
      },
    ],
    relatedIndustries: ["industries/medical-practices", "industries/veterinary", "industries/salons-spas"],
    related: ["/professional-services", "/text-qr", "/documenting-transactions"],
    cta: {
      heading: "Spend Less Time on Collections",
      text:
        "Book a free consultation and our specialists will review your rates and set up patient payments that fit " +
        "your practice. A specialist replies within one business day.",
    },
  },
  {
    slug: "industries/veterinary",
    name: "Veterinary Clinics",
    title: "Veterinary Payment Processing",
    h1: "Fast, Considerate Payments for Veterinary Clinics",
    description:
      "Payment processing for veterinary clinics and animal hospitals: estimates and deposits, wellness plans, online " +
      "refill orders and fewer disputes.",
    eyebrow: "Service Industries",
    group: "service_industries",
    highRisk: false,
    lead:
      "Veterinary teams often discuss costs with pet owners at stressful moments. We help you make payment clear and " +
      "quick, from routine wellness visits to emergency surgery, so your staff can focus on the animal.",
    highlights: [
      {
        title: "Estimates and Deposits",
        text: "Collect a deposit on approved estimates before major procedures.",
      },
      {
        title: "Wellness Plans",
        text: "Recurring monthly billing for preventive care packages.",
      },
      {
        title: "Online Refills",
        text: "Food and medication orders paid through [web commerce](/web-commerce).",
      },
    ],
    sections: [
      {
        heading: "How veterinary clinics take payments",
        paragraphs: [
          "A veterinary clinic collects payment for exams, vaccines, diagnostics, surgery, boarding, grooming, medications " +
            "and food. Routine visits are paid at checkout, but emergency and specialty care can produce large bills with " +
            "little warning. Many clinics present a written estimate, collect a deposit before treatment and take the " +
            "balance when the pet goes home.",
          "Pet owners also expect convenience: paying for a refill online, settling a boarding bill by text or enrolling " +
            "in a wellness plan that spreads preventive care across the year. Each of these helps the clinic's cash flow, " +
            "as long as the payments are recorded clearly and tied to the right patient record.",
        ],
      },
      {
        heading: "What matters most",
        bullets: [
          "**Signed estimates** with a deposit collected before major procedures.",
          "**Recurring billing** for wellness and preventive care plans.",
          "**Text-to-pay** for boarding stays, refills and remaining balances.",
          "**Practice software connections** through [integrations](/integrations).",
          "**Cost recovery** through [dual pricing](/dual-pricing), which offers a cash discount on all sales.",
        ],
      },
      {
        heading: "Handling emotional disputes",
        paragraphs: [
          "Chargebacks in veterinary care often follow a hard outcome rather than a billing mistake. An owner grieving a " +
            "pet may dispute a surgery charge even though the care was provided. Signed estimates, consent forms and " +
            "treatment records are your strongest evidence, and a compassionate conversation resolves many concerns " +
            "before they reach the bank. Our guide to [customer communication](/customer-communication) offers " +
            "practical approaches for these moments.",
        ],
      },
    ],
    challenges: [
      {
        title: "Emergency Bills",
        text: "Large, unexpected costs strain owners and delay payment.",
      },
      {
        title: "Disputes After Hard Outcomes",
        text: "Grieving owners sometimes dispute charges for care already provided.",
      },
      {
        title: "Plan Management",
        text: "Wellness plans need dependable recurring billing and follow-up on declines.",
      },
      {
        title: "Many Revenue Streams",
        text: "Medical care, boarding, grooming and retail all need accurate tracking.",
      },
    ],
    offers: [
      {
        title: "Clinic POS and Terminals",
        text: "[Point of sale](/point-of-sale) and [POS terminals](/pos-terminals) for the front desk.",
      },
      {
        title: "Recurring Wellness Billing",
        text: "Automatic plan payments through [web commerce](/web-commerce).",
      },
      {
        title: "Text-to-Pay",
        text: "Balance and boarding links through [Text & QR payments](/text-qr).",
      },
      {
        title: "Equipment Funding",
        text: "A [speedy business loan](/speedy-business-loan) for new equipment or expansion.",
      },
    ],
    faqs: [
      {
        question: "Should we collect a deposit before surgery?",
        answer:
          "Many clinics do. Give the owner a written estimate with a range, explain what could change it, collect a " +
          "deposit on approval and note the estimate in the patient record. That sets expectations, reduces surprise at " +
          "discharge and gives you documentation if the charge is questioned later. Update the owner promptly if costs " +
          "approach the top of the range.",
      },
      {
        question: "How are wellness plans billed?",
        answer:
          "The owner chooses a plan, signs an agreement that explains the included services, the monthly amount and the " +
          "cancellation terms, and authorizes a card or bank account. Recurring billing charges the plan on schedule, " +
          "sends a receipt and alerts your team if a payment declines, so coverage questions are handled before the next " +
          "appointment.",
      },
      {
        question: "Can pet owners order food and medications online?",
        answer:
          "Yes. An online store or payment page built with [web commerce](/web-commerce) lets owners pay for refills and " +
          "prescription diets for pickup or shipping. Payments are tokenized at checkout, and your team can review each " +
          "order before it is filled, which keeps prescription approvals under veterinary control.",
      },
    ],
    relatedIndustries: ["industries/medical-practices", "industries/dental", "industries/agriculture"],
    related: ["/professional-services", "/customer-communication", "/text-qr"],
    cta: {
      heading: "Make Checkout the Easy Part of the Visit",
      text:
        "Talk with our specialists about estimates, wellness plans and rates for your clinic. The consultation is " +
        "free, and a specialist replies within one business day.",
    },
  },
  {
    slug: "industries/legal-services",
    name: "Legal Services",
    title: "Law Firm Payment Processing",
    h1: "Get Paid Faster While Keeping Trust Funds Separate",
    description:
      "Payment processing for law firms: retainers, invoices paid online, separate trust and operating deposits, and " +
      "fees that never touch client funds.",
    eyebrow: "Service Industries",
    group: "service_industries",
    highRisk: false,
    lead:
      "Law firms need to accept cards for retainers and invoices without mixing client funds with firm money. We help " +
      "you set up processing that respects trust accounting and gets invoices paid sooner.",
    highlights: [
      {
        title: "Trust and Operating Separation",
        text: "Deposits routed to the right account for earned and unearned funds.",
      },
      {
        title: "Online Invoice Payments",
        text: "Clients pay invoices from a secure link at any time of day.",
      },
      {
        title: "Recurring Retainers",
        text: "Replenish evergreen retainers and payment plans on schedule.",
      },
    ],
    sections: [
      {
        heading: "How law firms take payments",
        paragraphs: [
          "Legal payments fall into two very different categories. Earned fees and reimbursed costs belong to the firm " +
            "and go into the operating account. Unearned retainers, advance fee deposits and settlement funds belong to " +
            "the client until earned or disbursed, and generally must be held in a trust account, often an IOLTA. One " +
            "payment setup has to respect that line every time.",
          "Clients increasingly expect to pay by card or bank transfer from an online invoice rather than mailing a check. " +
            "Offering those options shortens the time between billing and payment, and staff spend less time on reminders, follow-up calls " +
            "and manual posting each month.",
        ],
      },
      {
        heading: "Trust accounting and card payments",
        paragraphs: [
          "Rules vary by state, but a common principle runs through most bar guidance: processing fees, chargebacks and " +
            "refunds should never be taken from client trust funds. In practice, that usually means separate merchant " +
            "accounts or deposit routing for trust and operating payments, with all fees debited from the operating " +
            "account. Confirm the specific requirements with your state bar; this is general information, not legal advice.",
        ],
        bullets: [
          "**Separate deposits** for trust and operating payments.",
          "**Fees drawn from operating**, never from client funds.",
          "**Clear records** that match each payment to a client and matter.",
          "**Full amounts deposited to trust**, so client ledgers balance to the cent.",
        ],
      },
      {
        heading: "What matters most for firms",
        bullets: [
          "**Online invoice payments** through [web commerce](/web-commerce) or a [text payment link](/text-qr).",
          "**Practice management connections** through [integrations](/integrations).",
          "**ACH acceptance** for large retainers and settlements.",
          "**Payment plans** for clients who need to spread out fees.",
          "**24/7/365 support** from a U.S.-based team.",
        ],
      },
    ],
    challenges: [
      {
        title: "Commingling Risk",
        text: "Fees or chargebacks touching a trust account create ethics exposure.",
      },
      {
        title: "Slow Invoice Payment",
        text: "Mailed invoices and checks stretch the billing cycle.",
      },
      {
        title: "Large Retainers",
        text: "Big retainers may call for ACH rather than card payments.",
      },
      {
        title: "Fee Disputes",
        text: "Disagreements over fees can turn into chargebacks without clear engagement letters.",
      },
    ],
    offers: [
      {
        title: "Trust-Aware Setup",
        text: "Separate deposit routing for trust and operating funds.",
      },
      {
        title: "Online Invoice Pay",
        text: "Secure payment pages through [web commerce](/web-commerce).",
      },
      {
        title: "Text-to-Pay",
        text: "Invoice links by text through [Text & QR payments](/text-qr).",
      },
      {
        title: "Software Integrations",
        text: "Connect billing and practice management via [integrations](/integrations).",
      },
    ],
    faqs: [
      {
        question: "Can we accept credit cards for retainers?",
        answer:
          "Yes, in most jurisdictions, provided the payment is handled in a way that protects client funds. Unearned " +
          "retainers should be deposited to your trust account in full, with processing fees charged to your operating " +
          "account. Confirm the rules that apply in your state, because bar guidance differs. This is general " +
          "information, not legal advice.",
      },
      {
        question: "What happens if a client disputes a trust deposit?",
        answer:
          "A chargeback on a trust deposit should not be paid out of other clients' money. That is why fees, refunds and " +
          "chargebacks are typically routed to the operating account. Keep signed engagement letters, invoices and " +
          "correspondence, because they are your evidence in the dispute. Our [chargeback guide](/chargeback-guide) " +
          "covers the dispute process step by step.",
      },
      {
        question: "Can clients pay invoices online?",
        answer:
          "Yes. Each invoice can include a secure link where the client pays by card or bank transfer, and the payment " +
          "is recorded against the matter. Clients can pay at any hour from a phone or computer, which removes the delay " +
          "of mailed checks and reduces the reminders your billing staff need to send.",
      },
      {
        question: "Can we add a surcharge to legal fees?",
        answer:
          "Card-brand rules allow surcharging on credit cards within caps, but not on debit cards, and a few states " +
          "restrict it. Some state bars have also issued guidance on passing card costs to clients. Check both before " +
          "you start. Dual pricing, which is legal in all 50 states, is another option. This is general information, " +
          "not legal advice.",
      },
    ],
    relatedIndustries: ["industries/medical-practices", "industries/property-management", "industries/b2b-wholesale"],
    related: ["/professional-services", "/web-commerce", "/integrations"],
    cta: {
      heading: "Get Paid Without Risking Trust Funds",
      text:
        "Request a free consultation and our specialists will set up trust-aware processing and online invoice " +
        "payments for your firm. A specialist replies within one business day.",
    },
  },
  {
    slug: "industries/fitness-gyms",
    name: "Fitness & Gyms",
    title: "Gym Payment Processing",
    h1: "Recurring Membership Billing That Keeps Your Gym Growing",
    description:
      "Payment processing for gyms and fitness studios: recurring memberships, failed payment recovery, class packs, " +
      "personal training and front-desk retail.",
    eyebrow: "Service Industries",
    group: "service_industries",
    highRisk: false,
    lead:
      "Gyms and studios depend on recurring revenue, and every failed or disputed membership payment chips away at it. " +
      "We help you bill reliably, recover declined payments and sell more at the front desk.",
    highlights: [
      {
        title: "Reliable Recurring Billing",
        text: "Memberships charged on schedule by card or ACH.",
      },
      {
        title: "Fewer Failed Payments",
        text: "Declines flagged quickly so members can update their card.",
      },
      {
        title: "Front-Desk Sales",
        text: "Supplements, apparel and drinks through a [point of sale](/point-of-sale).",
      },
    ],
    sections: [
      {
        heading: "How gyms and studios take payments",
        paragraphs: [
          "Most fitness revenue arrives as recurring memberships billed monthly or annually, with enrollment fees, class " +
            "packs, drop-in visits, personal training sessions and front-desk retail added on. Boutique studios may sell " +
            "packages of classes that expire, while larger gyms manage thousands of members on different plans, freezes " +
            "and promotions.",
          "The biggest leak in recurring revenue is involuntary churn: members whose cards expire, are replaced or decline. " +
            "Unless someone follows up quickly, those members drift away even though they never meant to cancel. Clear " +
            "billing descriptors and cancellation terms prevent the other leak, disputes from members who forgot what " +
            "they signed up for.",
        ],
      },
      {
        heading: "What matters most",
        bullets: [
          "**Recurring billing** by card and ACH with tokenized payment details.",
          "**Declined payment follow-up** with text links to update a card through [Text & QR payments](/text-qr).",
          "**Gym management software connections** through [integrations](/integrations).",
          "**Clear billing descriptors** so members recognize the charge on their statement.",
          "**Retail and smoothie bar sales** on the same system as memberships.",
        ],
      },
      {
        heading: "Preventing membership chargebacks",
        paragraphs: [
          "Most gym disputes come from members who believe they cancelled or do not recognize a charge. State cancellation " +
            "terms plainly at sign-up, make cancelling straightforward, send a receipt with each billing and keep a record " +
            "of every cancellation request. Some states have specific rules for health club contracts, so review yours. " +
            "Our guide to [preventing friendly fraud](/preventing-friendly-fraud) explains how to reduce these disputes.",
        ],
      },
    ],
    challenges: [
      {
        title: "Involuntary Churn",
        text: "Expired and declined cards end memberships nobody meant to cancel.",
      },
      {
        title: "Cancellation Disputes",
        text: "Members dispute charges they believe should have stopped.",
      },
      {
        title: "Complex Plans",
        text: "Freezes, promotions and class packs complicate billing.",
      },
      {
        title: "Seasonal Sign-Ups",
        text: "New Year and early-summer rushes strain front-desk staff.",
      },
    ],
    offers: [
      {
        title: "Membership Billing",
        text: "Recurring card and ACH billing through [web commerce](/web-commerce).",
      },
      {
        title: "Gym Software Integrations",
        text: "Connect your member management system via [integrations](/integrations).",
      },
      {
        title: "Front-Desk POS",
        text: "A [POS system](/pos-system) for retail, drinks and day passes.",
      },
      {
        title: "Gift Cards and Rewards",
        text: "Gift cards and member rewards through [gift & loyalty](/gift-loyalty).",
      },
    ],
    faqs: [
      {
        question: "How can we reduce failed membership payments?",
        answer:
          "Store payment details as tokens, bill on a consistent date and act on declines immediately. A text with a " +
          "secure link lets the member update their card in a minute instead of waiting for a front-desk conversation. " +
          "Offering ACH as an alternative helps members whose cards change often. Reviewing decline reports every week " +
          "keeps small problems from becoming lost members.",
      },
      {
        question: "Can we bill memberships by ACH?",
        answer:
          "Yes. Many gyms offer ACH for memberships because bank accounts change less often than cards and each payment " +
          "typically costs less to process. Members authorize the debit at sign-up, and recurring billing runs on " +
          "schedule. Returned ACH payments appear in your reporting so staff can follow up before the next visit.",
      },
      {
        question: "Will our gym software work with your processing?",
        answer:
          "We review the member management software you use during the consultation and explain whether payments can " +
          "connect directly through our [integrations](/integrations). When they can, billing, check-ins and payments " +
          "stay in one place. When they cannot, our specialists suggest the cleanest alternative and explain what moving " +
          "members' payment details would involve.",
      },
    ],
    relatedIndustries: ["industries/salons-spas", "industries/golf-country-clubs", "industries/schools-tutoring"],
    related: ["/specialty-business", "/integrations", "/preventing-friendly-fraud"],
    cta: {
      heading: "Keep Every Membership Billing on Time",
      text:
        "Book a free consultation and our specialists will review your membership billing and your rates. A " +
        "specialist replies within one business day.",
    },
  },
  {
    slug: "industries/hotels-lodging",
    name: "Hotels & Lodging",
    title: "Hotel Payment Processing",
    h1: "Smooth Check-Ins and Secure Payments for Hotels and Inns",
    description:
      "Payment processing for hotels, inns and lodging: booking deposits, pre-authorizations for incidentals, no-show " +
      "charges and on-site dining.",
    eyebrow: "Service Industries",
    group: "service_industries",
    highRisk: false,
    lead:
      "Lodging payments start at booking and end at checkout, with deposits, incidentals and add-ons in between. We help " +
      "hotels, inns and independent properties handle each step securely and with fewer disputes.",
    highlights: [
      {
        title: "Booking Deposits",
        text: "Collect deposits online at the moment of reservation.",
      },
      {
        title: "Incidental Holds",
        text: "Authorize at check-in and settle the final amount at checkout.",
      },
      {
        title: "One System for the Property",
        text: "Rooms, restaurant, bar and gift shop on connected payments.",
      },
    ],
    sections: [
      {
        heading: "How hotels and lodging take payments",
        paragraphs: [
          "A guest's payment journey usually starts online, with a card guaranteeing the reservation or a deposit charged " +
            "at booking. At check-in, the front desk places an authorization hold for the stay and incidentals, then " +
            "settles the final bill at checkout. Along the way, guests may charge meals, drinks, spa services, parking or " +
            "gift shop purchases to their room.",
          "Independent hotels, inns, bed and breakfasts and vacation rentals each handle these steps differently, but " +
            "they share the same concerns: protecting the property from no-shows, avoiding disputes over charges added " +
            "after departure, and keeping card data secure when it is stored for days or weeks.",
        ],
      },
      {
        heading: "What matters most",
        bullets: [
          "**Tokenized card storage** for reservations instead of card numbers on file.",
          "**Authorization and final capture** for room charges and incidentals.",
          "**Booking engine and property management connections** through [integrations](/integrations).",
          "**Clear cancellation and no-show policies** shown before the guest books.",
          "**Outlet payments** for restaurants and bars through a [point of sale](/point-of-sale).",
        ],
      },
      {
        heading: "Reducing lodging disputes",
        paragraphs: [
          "Most lodging chargebacks involve no-show fees, cancellation disagreements or charges added after checkout. Show " +
            "the cancellation policy during booking and in the confirmation, get an acknowledgment on the registration " +
            "card at check-in and itemize every charge on the final folio. When damage or minibar charges are added " +
            "later, notify the guest promptly with details. Our [documenting transactions](/documenting-transactions) " +
            "guide explains what evidence matters.",
        ],
      },
    ],
    challenges: [
      {
        title: "No-Shows and Late Cancellations",
        text: "Empty rooms cost revenue that cannot be recovered once the night passes.",
      },
      {
        title: "Incidental Holds",
        text: "Authorization holds must be sized and released correctly.",
      },
      {
        title: "Post-Checkout Charges",
        text: "Damage and minibar charges added later are often disputed.",
      },
      {
        title: "Stored Card Security",
        text: "Reservation cards must be protected under PCI DSS.",
      },
    ],
    offers: [
      {
        title: "Online Booking Payments",
        text: "Deposits and prepaid stays through [web commerce](/web-commerce).",
      },
      {
        title: "Front-Desk Terminals",
        text: "EMV and contactless [POS terminals](/pos-terminals) at check-in.",
      },
      {
        title: "Property Integrations",
        text: "Connect booking and property management tools via [integrations](/integrations).",
      },
      {
        title: "Restaurant and Bar POS",
        text: "A [point of sale](/point-of-sale) for on-site dining outlets.",
      },
    ],
    faqs: [
      {
        question: "How do incidental holds work?",
        answer:
          "At check-in, the front desk authorizes the guest's card for the expected room charges plus an amount for " +
          "incidentals. The hold reserves funds without charging them. At checkout, the final bill is captured and any " +
          "unused portion is released, though the guest's bank controls how quickly that amount becomes available again. " +
          "Explaining this at check-in prevents confused calls later.",
      },
      {
        question: "Can we charge a guest who does not show up?",
        answer:
          "Yes, if your no-show policy was disclosed when the guest booked and they accepted it. Keep the reservation " +
          "record, the policy the guest saw and the confirmation sent to them. Those documents are what you need if the " +
          "guest disputes the charge. Apply the policy consistently so every guest is treated the same way.",
      },
      {
        question: "Is it safe to store guest cards for future stays?",
        answer:
          "It is when cards are tokenized. The token represents the card in your systems, while the actual card number " +
          "is held securely by the processor. Never keep card numbers on paper registration cards, in messages or in " +
          "spreadsheets. PCI DSS applies to every merchant that takes cards, and tokenization greatly reduces your exposure.",
      },
    ],
    relatedIndustries: ["industries/golf-country-clubs", "industries/marinas", "industries/property-management"],
    related: ["/specialty-business", "/restaurants", "/integrations"],
    cta: {
      heading: "Welcome Guests With Easier Payments",
      text:
        "Request a free consultation and our specialists will review your rates, booking payments and front-desk " +
        "setup. A specialist replies within one business day.",
    },
  },
  {
    slug: "industries/auto-repair",
    name: "Auto Repair",
    title: "Auto Repair Payments",
    h1: "Get Paid Faster for Every Repair Order",
    description:
      "Payment processing for auto repair shops: text-to-pay repair orders, fleet accounts, surcharge and dual pricing " +
      "programs and mobile payments.",
    eyebrow: "Service Industries",
    group: "service_industries",
    highRisk: false,
    lead:
      "Repair shops approve work by phone, finish jobs throughout the day and hand keys back at the counter. We help you " +
      "collect faster, cut processing costs on large repair orders and keep fleet customers paying on time.",
    highlights: [
      {
        title: "Pay Before Pickup",
        text: "Text a secure link the moment the job is done.",
      },
      {
        title: "Lower Processing Costs",
        text: "[Surcharge](/surcharge) or [dual pricing](/dual-pricing) programs that can bring costs to 0%.",
      },
      {
        title: "Fleet-Friendly Billing",
        text: "Invoices, ACH and detailed card data for commercial accounts.",
      },
    ],
    sections: [
      {
        heading: "How repair shops take payments",
        paragraphs: [
          "An auto repair ticket moves through several steps: the customer drops off the car, the shop diagnoses it, the " +
            "service writer calls to approve the estimate and often additional work, and the customer pays at pickup. " +
            "Ticket sizes range from an oil change to a major engine or transmission job, and parts costs leave little " +
            "room for extra fees.",
          "Shops also serve fleets, dealerships and local businesses that expect invoices and pay on terms. Mobile " +
            "mechanics and tire services collect in driveways and parking lots. A single setup that covers the counter, " +
            "the phone and the field saves time and keeps reports in one place.",
        ],
      },
      {
        heading: "What matters most",
        bullets: [
          "**Documented approvals.** Record every authorization for additional work before it starts.",
          "**Text-to-pay** through [Text & QR payments](/text-qr) so customers pay before they arrive.",
          "**Shop management connections** through [integrations](/integrations).",
          "**Fleet invoicing** with ACH and Level 2/3 data for commercial cards.",
          "**Mobile readers** for roadside and on-site work through [mobile processing](/mobile-processing).",
        ],
      },
      {
        heading: "Protecting the shop from repair disputes",
        paragraphs: [
          "Repair disputes usually start with a customer who says they never approved the work or that the problem was " +
            "not fixed. Get written or recorded approval for the estimate and every addition, note the mileage and the " +
            "customer's complaint on the repair order, and keep replaced parts available for inspection when practical. " +
            "Those records make a dispute far easier to answer. See our guide to " +
            "[winning chargeback disputes](/win-chargeback-dispute).",
        ],
      },
    ],
    challenges: [
      {
        title: "Unapproved-Work Disputes",
        text: "Customers may dispute charges for work they say they did not authorize.",
      },
      {
        title: "Parts-Heavy Tickets",
        text: "Card fees on expensive parts and labor squeeze shop margins.",
      },
      {
        title: "Closing-Time Lines",
        text: "Pickup rushes at the end of the day frustrate customers and staff.",
      },
      {
        title: "Fleet Receivables",
        text: "Commercial accounts on terms tie up cash.",
      },
    ],
    offers: [
      {
        title: "Text-to-Pay",
        text: "Repair order links via [Text & QR payments](/text-qr).",
      },
      {
        title: "Cost Recovery",
        text: "Surcharge and dual pricing programs with compliant signage.",
      },
      {
        title: "Counter and Mobile Devices",
        text: "[Stand-alone devices](/stand-alone-devices) and [mobile processing](/mobile-processing).",
      },
      {
        title: "Equipment Funding",
        text: "Lifts and diagnostic tools funded through a [speedy business loan](/speedy-business-loan).",
      },
    ],
    faqs: [
      {
        question: "What is Level 2/3 data and why does it matter for fleets?",
        answer:
          "Level 2 and Level 3 data are extra details sent with a commercial card transaction, such as the tax amount, a " +
          "customer code and line items. Many corporate and fleet cards are designed to receive this data, and " +
          "transactions that include it can qualify for lower interchange rates on eligible cards. It also gives fleet " +
          "managers the detail they need to approve payment.",
      },
      {
        question: "Should a repair shop use surcharging or dual pricing?",
        answer:
          "Both can bring processing costs to 0%. A surcharge adds a fee to credit card sales only, within card-brand " +
          "caps, and cannot be applied to debit cards; a few states restrict it. Dual pricing shows a card price and a " +
          "discounted cash price on all sales and is legal in all 50 states. Our specialists help you choose based on " +
          "how your customers pay.",
      },
      {
        question: "How does text-to-pay work for repair orders?",
        answer:
          "When the job is complete, the service writer sends a text with the total and a secure link. The customer " +
          "reviews the amount and pays by card from their phone, and the payment posts to the repair order. At pickup " +
          "they collect their keys without waiting in line, and you keep a digital receipt for the file.",
      },
    ],
    relatedIndustries: ["industries/automotive", "industries/cleaning-services", "industries/moving-storage"],
    related: ["/skill-trade", "/text-qr", "/surcharge"],
    cta: {
      heading: "Turn Finished Jobs Into Paid Jobs Faster",
      text:
        "Book a free consultation and our specialists will review your rates and set up text-to-pay for your shop. " +
        "A specialist replies within one business day.",
    },
  },
  {
    slug: "industries/cleaning-services",
    name: "Cleaning Services",
    title: "Cleaning Service Payments",
    h1: "Automatic Payments for Residential and Commercial Cleaning",
    description:
      "Payment processing for cleaning companies: recurring billing for regular clients, text invoices, crew tips and " +
      "ACH for commercial accounts.",
    eyebrow: "Service Industries",
    group: "service_industries",
    highRisk: false,
    lead:
      "Cleaning businesses run on repeat visits, but chasing payment after every job wastes time. We help you bill regular " +
      "clients automatically, get paid on the spot for one-time jobs and invoice commercial accounts cleanly.",
    highlights: [
      {
        title: "Card on File",
        text: "Charge recurring clients automatically after each visit.",
      },
      {
        title: "Pay on the Spot",
        text: "Crews take payment on site with [mobile processing](/mobile-processing).",
      },
      {
        title: "Commercial Invoicing",
        text: "ACH and card payment links for offices and facilities.",
      },
    ],
    sections: [
      {
        heading: "How cleaning businesses take payments",
        paragraphs: [
          "Residential cleaning services typically visit the same homes weekly, every two weeks or monthly, while " +
            "move-out, deep-clean and post-construction jobs are one-time. Commercial cleaning companies sign contracts " +
            "with offices, medical facilities and property managers and bill monthly. Carpet, window and pressure-washing " +
            "services often quote on site and collect when the job is finished.",
          "Across all of these, the same problem shows up: the work is done while the client is away or after hours, so " +
            "nobody is standing there with a card. Storing a card on file or sending an invoice with a payment link is " +
            "what turns finished work into cash without a follow-up call.",
        ],
      },
      {
        heading: "What matters most",
        bullets: [
          "**Recurring billing** that charges the client's card or bank account after each scheduled visit.",
          "**Text invoices** with a secure link through [Text & QR payments](/text-qr).",
          "**Tips** that clients can add for the crew when paying.",
          "**ACH and Level 2 data** for commercial clients who pay with corporate cards.",
          "**Scheduling software connections** through [integrations](/integrations).",
        ],
      },
      {
        heading: "Avoiding quality disputes",
        paragraphs: [
          "When a client is unhappy with a clean, the easiest path for them can be a chargeback. Keep a checklist for each " +
            "visit, take before-and-after photos on larger jobs and offer a prompt re-clean when something is missed. " +
            "Make your satisfaction and cancellation policies part of the service agreement the client signs. Quick " +
            "responses to complaints resolve most issues long before they become disputes.",
        ],
      },
    ],
    challenges: [
      {
        title: "Chasing Payments",
        text: "Work done while clients are away means no one is there to pay.",
      },
      {
        title: "Quality Complaints",
        text: "Dissatisfied clients sometimes dispute instead of asking for a re-clean.",
      },
      {
        title: "Commercial Terms",
        text: "Monthly invoices on net terms stretch cash flow.",
      },
      {
        title: "Crew Tips",
        text: "Tips paid by card must reach the right team members.",
      },
    ],
    offers: [
      {
        title: "Recurring Billing",
        text: "Automatic charges for scheduled clients through [web commerce](/web-commerce).",
      },
      {
        title: "Mobile Payments",
        text: "Phone and card reader payments through [mobile processing](/mobile-processing).",
      },
      {
        title: "Text-to-Pay Invoices",
        text: "Secure invoice links with [Text & QR payments](/text-qr).",
      },
      {
        title: "Growth Funding",
        text: "Vehicles and equipment funded with a [speedy business loan](/speedy-business-loan).",
      },
    ],
    faqs: [
      {
        question: "Can we charge regular clients automatically?",
        answer:
          "Yes. The client authorizes a card or bank account at sign-up, the payment details are tokenized, and the " +
          "card is charged after each scheduled visit or on a set monthly date. A receipt goes to the client each time. " +
          "Put the billing schedule, cancellation terms and any late-cancellation fee in the service agreement so there " +
          "are no surprises.",
      },
      {
        question: "How do commercial clients usually pay?",
        answer:
          "Offices and facilities often prefer a monthly invoice paid by ACH or corporate card. Sending invoices with a " +
          "payment link speeds things up, and including Level 2 details such as tax and a purchase order number on " +
          "corporate card payments helps their accounts payable team approve the charge without delays.",
      },
      {
        question: "Can clients tip the cleaning crew by card?",
        answer:
          "Yes. Clients can add a tip when they pay through a payment link or on a mobile reader, and the tip is recorded " +
          "with the job. That makes it simple to pass tips to the crew who did the work. Check how your payroll provider " +
          "handles card tips so the payout process stays consistent from week to week.",
      },
    ],
    relatedIndustries: ["industries/property-management", "industries/moving-storage", "industries/auto-repair"],
    related: ["/skill-trade", "/mobile-processing", "/text-qr"],
    cta: {
      heading: "Spend More Time Cleaning, Less Time Collecting",
      text:
        "Request a free consultation and our specialists will set up recurring billing and mobile payments for your " +
        "crews. A specialist replies within one business day.",
    },
  },
  // ---------------------------------------------------------------- Specialized Businesses
  {
    slug: "industries/non-profit",
    name: "Nonprofits",
    title: "Nonprofit Payment Processing",
    h1: "Accept More Donations and Keep More of Every Gift",
    description:
      "Payment processing for nonprofits: online and recurring donations, text-to-give, event and auction payments, " +
      "and a clear review of what each gift costs.",
    eyebrow: "Specialized Businesses",
    group: "specialized_business",
    highRisk: false,
    lead:
      "Every dollar a nonprofit spends on processing is a dollar not spent on its mission. We help organizations accept " +
      "donations wherever supporters want to give, from online forms to gala auctions, at a fair cost.",
    highlights: [
      {
        title: "Online and Recurring Giving",
        text: "Donation pages and monthly giving through [web commerce](/web-commerce).",
      },
      {
        title: "Text-to-Give",
        text: "QR codes and text links through [Text & QR payments](/text-qr).",
      },
      {
        title: "Event Payments",
        text: "Take cards at galas, auctions and fundraisers with [mobile processing](/mobile-processing).",
      },
    ],
    sections: [
      {
        heading: "How nonprofits take payments",
        paragraphs: [
          "Nonprofits collect money in more ways than most businesses: one-time online donations, monthly giving, " +
            "membership dues, event tickets, auction bids, merchandise sales and program fees. Supporters may give at a " +
            "gala table, through a link in a newsletter, by scanning a QR code on a flyer or by mailing a check after an " +
            "appeal letter arrives.",
          "Donors also care how their gifts are handled. They expect a smooth, secure checkout, an immediate receipt for " +
            "their records and confidence that their card details are protected. A clumsy donation form or a declined " +
            "recurring gift can quietly cost an organization supporters it worked hard to win.",
        ],
      },
      {
        heading: "What matters most",
        bullets: [
          "**Recurring giving** that charges monthly donors automatically and flags declined gifts for follow-up.",
          "**Immediate receipts** sent after each gift.",
          "**Mobile payments** at events, auctions and community days.",
          "**Donor software connections** through [integrations](/integrations).",
          "**Transparent pricing** reviewed against your actual donation volume.",
        ],
      },
      {
        heading: "Making the most of events and campaigns",
        paragraphs: [
          "Fundraising events concentrate a large share of annual giving into a single evening. Test mobile readers " +
            "beforehand, bring backup connectivity and let guests pay with a tap or a QR code instead of waiting in a " +
            "checkout line at the end of the night. For campaigns, print a QR code that opens a secure giving page. A " +
            "well-designed page from our [web design](/web-design) team keeps the path to give short.",
        ],
      },
    ],
    challenges: [
      {
        title: "Processing Costs",
        text: "Fees reduce the share of each gift that reaches programs.",
      },
      {
        title: "Recurring Gift Declines",
        text: "Expired or replaced cards interrupt monthly giving.",
      },
      {
        title: "Event-Night Bottlenecks",
        text: "Long checkout lines after an auction frustrate donors.",
      },
      {
        title: "Many Revenue Types",
        text: "Donations, dues, tickets and sales each need separate tracking.",
      },
    ],
    offers: [
      {
        title: "Donation Pages",
        text: "Secure one-time and monthly giving through [web commerce](/web-commerce).",
      },
      {
        title: "Text and QR Giving",
        text: "Giving links for campaigns and appeals via [Text & QR payments](/text-qr).",
      },
      {
        title: "Event Readers",
        text: "Card readers for galas and auctions through [mobile processing](/mobile-processing).",
      },
      {
        title: "Free Rate Review",
        text: "A clear, line-by-line look at what your organization pays today.",
      },
    ],
    faqs: [
      {
        question: "Should a nonprofit add a surcharge to donations?",
        answer:
          "Most nonprofits avoid surcharging gifts because it can feel off-putting to donors, and surcharges cannot be " +
          "applied to debit cards in any case. Some organizations instead invite donors to add a small optional amount " +
          "to cover processing costs. Our specialists can walk you through what is practical for your donation pages " +
          "and events.",
      },
      {
        question: "How do we keep monthly donors from lapsing?",
        answer:
          "Many lapsed monthly gifts are caused by expired or replaced cards, not by donors changing their minds. Watch " +
          "your decline reports, contact donors quickly with a secure link to update their card and thank them when they " +
          "do. Offering ACH for monthly gifts also helps, because bank accounts change less often than cards.",
      },
      {
        question: "Can we take payments at an auction or gala?",
        answer:
          "Yes. Mobile card readers paired with phones or tablets take chip, tap and wallet payments at any table. Many " +
          "organizations securely register guests' cards at check-in, with permission, so winning bidders can check out " +
          "quickly at the end of the evening. Test your connection at the venue in advance and bring a backup hotspot.",
      },
      {
        question: "How much could our organization save?",
        answer:
          "It depends on your volume and current pricing, but 97% of business owners who receive a free rate review end " +
          "up saving money. As a guide, savings run about $300 per $10,000 in monthly card volume. For a nonprofit, those " +
          "savings go straight back to programs, which makes a review one of the simplest fundraising wins available.",
      },
    ],
    relatedIndustries: ["industries/churches", "industries/schools-tutoring", "industries/golf-country-clubs"],
    related: ["/specialty-business", "/text-qr", "/web-commerce"],
    cta: {
      heading: "Put More of Every Gift to Work",
      text:
        "Request a free rate review and our specialists will show you what your organization pays today and how to " +
        "lower it. A specialist replies within one business day.",
    },
  },
  {
    slug: "industries/churches",
    name: "Churches & Religious Organizations",
    title: "Church Payment Processing",
    h1: "Simple, Secure Giving for Churches and Religious Organizations",
    description:
      "Payment processing for churches and religious organizations: online and recurring giving, QR codes in the " +
      "bulletin, event registration and bookstores.",
    eyebrow: "Specialized Businesses",
    group: "specialized_business",
    highRisk: false,
    lead:
      "Fewer people carry cash or checks to services, but many still want to give regularly. We help congregations offer " +
      "secure giving online, by text and in person, so generosity is never limited by how someone pays.",
    highlights: [
      {
        title: "Recurring Giving",
        text: "Members set up weekly or monthly gifts once.",
      },
      {
        title: "QR and Text Giving",
        text: "Codes in the bulletin and on screens through [Text & QR payments](/text-qr).",
      },
      {
        title: "Events and Ministries",
        text: "Registration, retreats, bookstores and coffee bars handled alongside giving.",
      },
    ],
    sections: [
      {
        heading: "How churches receive gifts and payments",
        paragraphs: [
          "Religious organizations receive tithes and offerings during services, online throughout the week and through " +
            "recurring gifts set up by committed members. They also collect registration for youth camps and retreats, " +
            "payments for mission trips, building fund pledges and sales at bookstores or coffee bars. Each stream has its " +
            "own purpose, and many must be tracked separately for accounting and giving statements.",
          "As fewer attendees carry cash or checkbooks, congregations that only pass a plate see giving drop on weeks when " +
            "members travel or watch services online. Digital options let people give in the moment, wherever they are, " +
            "in the way they already pay for everything else.",
        ],
      },
      {
        heading: "What matters most",
        bullets: [
          "**Recurring gifts** that members schedule once and adjust when they need to.",
          "**Fund designation** so gifts to missions, building or benevolence are recorded correctly.",
          "**QR codes** on bulletins, screens and envelopes that open a secure giving page.",
          "**Giving records** that make year-end statements straightforward.",
          "**Card readers** in the lobby or welcome center for those who prefer to give in person.",
        ],
      },
      {
        heading: "Keeping giving affordable",
        paragraphs: [
          "Processing costs reduce the share of each gift that reaches ministry work, so pricing deserves a close look. " +
            "Our specialists review your statement line by line and explain each fee. Encouraging members to give " +
            "recurring gifts by ACH lowers costs further, because bank transfers typically cost less than cards. For " +
            "bookstores and cafés, a [point of sale](/point-of-sale) keeps retail sales separate from offerings.",
        ],
      },
    ],
    challenges: [
      {
        title: "Declining Cash and Checks",
        text: "Giving falls when members cannot give the way they pay for everything else.",
      },
      {
        title: "Fund Tracking",
        text: "Designated gifts must be recorded to the right fund.",
      },
      {
        title: "Year-End Statements",
        text: "Members need accurate records of everything they gave.",
      },
      {
        title: "Processing Costs",
        text: "Fees reduce what reaches ministry programs.",
      },
    ],
    offers: [
      {
        title: "Online Giving Pages",
        text: "Secure one-time and recurring gifts through [web commerce](/web-commerce).",
      },
      {
        title: "QR and Text Giving",
        text: "Giving links for services and campaigns via [Text & QR payments](/text-qr).",
      },
      {
        title: "Lobby and Event Readers",
        text: "Portable readers through [mobile processing](/mobile-processing).",
      },
      {
        title: "Church Software Connections",
        text: "Link giving to church management software through [integrations](/integrations).",
      },
    ],
    faqs: [
      {
        question: "Can members set up recurring gifts?",
        answer:
          "Yes. Members choose an amount, a schedule and a card or bank account, and the gift is processed automatically " +
          "each week or month. Recurring givers receive a receipt each time, and the records feed your year-end giving " +
          "statements. Encouraging recurring gifts also steadies giving through summer months and holidays when " +
          "attendance dips.",
      },
      {
        question: "How does QR code giving work during a service?",
        answer:
          "A QR code printed in the bulletin or shown on screen opens a secure giving page on the member's phone. They " +
          "choose a fund, enter an amount and pay by card or wallet in a few taps. The gift is recorded like any other " +
          "online gift, so your finance team sees it with the rest of the week's giving.",
      },
      {
        question: "Can we track gifts by fund?",
        answer:
          "Yes. Giving pages can offer a choice of funds, such as general offering, missions or building, and each gift " +
          "is recorded with its designation. Pairing processing with your church management software through " +
          "integrations keeps those records in one place for reporting and year-end statements, and saves volunteers " +
          "from re-entering gifts by hand.",
      },
    ],
    relatedIndustries: ["industries/non-profit", "industries/schools-tutoring"],
    related: ["/specialty-business", "/text-qr", "/web-commerce"],
    cta: {
      heading: "Make Giving Easy for Every Member",
      text:
        "Request a free consultation and our specialists will set up online, recurring and QR giving for your " +
        "congregation. A specialist replies within one business day.",
    },
  },
  {
    slug: "industries/schools-tutoring",
    name: "Schools & Tutoring",
    title: "School & Tutoring Payments",
    h1: "Tuition, Fees and Enrollment Payments Made Easy",
    description:
      "Payment processing for private schools, tutoring centers and enrichment programs: recurring tuition, installment " +
      "plans, online registration and ACH.",
    eyebrow: "Specialized Businesses",
    group: "specialized_business",
    highRisk: false,
    lead:
      "Schools, tutoring centers and enrichment programs bill families for tuition, registration, sessions and activities " +
      "throughout the year. We help you automate collection so staff can focus on students.",
    highlights: [
      {
        title: "Recurring Tuition",
        text: "Monthly or per-term tuition collected automatically.",
      },
      {
        title: "Online Registration",
        text: "Families enroll and pay in one step through [web commerce](/web-commerce).",
      },
      {
        title: "ACH for Large Balances",
        text: "Low-cost bank payments for tuition and installment plans.",
      },
    ],
    sections: [
      {
        heading: "How schools and tutoring centers take payments",
        paragraphs: [
          "A private school or academy bills tuition by the year, term or month, along with application fees, " +
            "registration, uniforms, field trips, lunches and after-school programs. Tutoring centers sell session " +
            "packages and monthly plans, while music, art, coding and sports programs collect per class, per camp or per " +
            "season. Payments often come from more than one parent or guardian.",
          "Families expect to pay online and to spread large tuition bills across installments. Schools need every " +
            "payment tied to the right student and account, with reminders that go out automatically instead of office " +
            "staff making awkward calls about overdue balances.",
        ],
      },
      {
        heading: "What matters most",
        bullets: [
          "**Installment plans** that split tuition into scheduled payments by card or ACH.",
          "**Online enrollment** that collects registration fees at sign-up.",
          "**Payments from more than one guardian** recorded on the same student account.",
          "**Reminders with pay links** through [Text & QR payments](/text-qr).",
          "**Student information system connections** through [integrations](/integrations).",
        ],
      },
      {
        heading: "Tuition by card or ACH",
        paragraphs: [
          "Large tuition payments are where processing costs matter most. ACH is usually the lowest-cost way to collect " +
            "tuition, especially on recurring installments, while cards offer convenience for families who need " +
            "flexibility. Some schools accept both and use [dual pricing](/dual-pricing) or a [surcharge program](/surcharge) " +
            "to recover card costs. A few states restrict surcharging and surcharges cannot be applied to debit cards, " +
            "so check before you start.",
        ],
      },
    ],
    challenges: [
      {
        title: "Late Tuition Payments",
        text: "Overdue balances take staff time and strain budgets.",
      },
      {
        title: "Large Bills",
        text: "Families need to spread tuition across the year.",
      },
      {
        title: "Many Small Fees",
        text: "Trips, lunches and activities add up to lots of small transactions.",
      },
      {
        title: "Enrollment Peaks",
        text: "Registration windows bring a surge of payments at once.",
      },
    ],
    offers: [
      {
        title: "Recurring Tuition Billing",
        text: "Installments by card or ACH through [web commerce](/web-commerce).",
      },
      {
        title: "Text Reminders",
        text: "Balance reminders and pay links via [Text & QR payments](/text-qr).",
      },
      {
        title: "Event and Activity Payments",
        text: "Readers for fairs and performances through [mobile processing](/mobile-processing).",
      },
      {
        title: "Software Connections",
        text: "Tie payments to your student systems via [integrations](/integrations).",
      },
    ],
    faqs: [
      {
        question: "Can families pay tuition in installments?",
        answer:
          "Yes. Set the total, the number of installments and the schedule, and let each family authorize a card or bank " +
          "account. Recurring billing charges each installment on the due date and sends a receipt. Declined payments are " +
          "flagged so your office can reach out before the balance falls behind, rather than discovering it at the end of " +
          "the term.",
      },
      {
        question: "How do tutoring centers bill session packages?",
        answer:
          "Most tutoring centers sell packages of sessions paid up front or monthly plans billed automatically. Package " +
          "purchases can be made online or at the front desk, and monthly plans run on recurring billing. State clearly " +
          "how unused sessions and cancellations are handled, because written terms prevent the disputes that arise when " +
          "a family stops attending.",
      },
      {
        question: "Is ACH or card better for tuition?",
        answer:
          "ACH usually costs less to process, which matters on large tuition amounts, and bank accounts change less often " +
          "than cards, so recurring payments are more stable. Cards offer convenience and flexibility for families. Many " +
          "schools accept both and encourage ACH for installment plans. Our specialists can model the cost of each option " +
          "using your enrollment and tuition figures.",
      },
    ],
    relatedIndustries: ["industries/non-profit", "industries/churches", "industries/fitness-gyms"],
    related: ["/specialty-business", "/web-commerce", "/text-qr"],
    cta: {
      heading: "Spend Less Time Chasing Tuition",
      text:
        "Book a free consultation and our specialists will design tuition and enrollment payments for your school or " +
        "center. A specialist replies within one business day.",
    },
  },
  {
    slug: "industries/b2b-wholesale",
    name: "B2B & Wholesale",
    title: "B2B Payment Processing",
    h1: "Lower Costs on Commercial Card Payments With Level 2/3 Data",
    description:
      "Payment processing for B2B and wholesale: Level 2/3 data on commercial cards, ACH, invoice payment links, large " +
      "tickets and ERP integrations.",
    eyebrow: "Specialized Businesses",
    group: "specialized_business",
    highRisk: false,
    lead:
      "Business buyers pay with corporate, purchasing and fleet cards, by ACH and on terms, often for large orders. We " +
      "help wholesalers and B2B sellers get paid faster and at a lower cost per invoice.",
    highlights: [
      {
        title: "Level 2/3 Data",
        text: "Send the detail commercial cards expect, which can help qualify for lower rates.",
      },
      {
        title: "Invoice Payment Links",
        text: "Customers pay invoices online by card or ACH.",
      },
      {
        title: "Large-Ticket Ready",
        text: "An account set up for the order sizes wholesale buyers place.",
      },
    ],
    sections: [
      {
        heading: "How B2B and wholesale businesses take payments",
        paragraphs: [
          "Business-to-business sales look very different from retail. Orders are larger, customers are repeat accounts, " +
            "and payment often follows an invoice on net terms. Buyers pay with corporate, purchasing and fleet cards, by " +
            "ACH or wire, and sometimes by check. Many orders arrive by phone, by email or through a web portal rather " +
            "than at a counter.",
          "Because tickets are large, processing costs on commercial cards can be substantial, and those cards typically " +
            "carry higher interchange rates than consumer cards unless the transaction includes the additional data they " +
            "are designed to receive. Getting that detail right is one of the most effective ways for a B2B seller to cut costs.",
        ],
      },
      {
        heading: "Level 2 and Level 3 data explained",
        paragraphs: [
          "**Level 2 data** adds information such as the sales tax amount, a customer code or purchase order number and " +
            "the merchant's tax ID to a card transaction. **Level 3 data** goes further with line-item detail: product " +
            "codes, descriptions, quantities, units of measure and freight. When eligible commercial cards receive this " +
            "data, the transaction can qualify for lower interchange rates, and the buyer's accounts payable team gets " +
            "the detail it needs to reconcile.",
        ],
        bullets: [
          "**Invoices and virtual terminal entry** set up to pass Level 2/3 fields.",
          "**ERP and accounting connections** through [integrations](/integrations).",
          "**ACH** for large invoices and recurring orders.",
          "**B2B surcharging** where permitted, within card-brand caps.",
        ],
      },
      {
        heading: "Getting paid on terms",
        paragraphs: [
          "Net terms help win accounts but stretch cash flow. Sending invoices with a secure payment link lets buyers " +
            "pay by card or ACH the day they approve the invoice rather than waiting for a check run. Storing tokenized " +
            "cards on file for repeat customers, with their authorization, speeds up reorders. If you need working " +
            "capital while receivables catch up, a [speedy business loan](/speedy-business-loan) offers approval in " +
            "24-48 hours.",
        ],
      },
    ],
    challenges: [
      {
        title: "Commercial Card Costs",
        text: "Corporate and purchasing cards cost more without Level 2/3 data.",
      },
      {
        title: "Slow Receivables",
        text: "Net terms and mailed checks delay cash.",
      },
      {
        title: "Large Orders",
        text: "High tickets need processing limits that match your business.",
      },
      {
        title: "Manual Reconciliation",
        text: "Matching payments to invoices by hand wastes time.",
      },
    ],
    offers: [
      {
        title: "Level 2/3 Processing",
        text: "Transactions set up to pass the data commercial cards expect.",
      },
      {
        title: "Online Invoice Pay",
        text: "Invoice payment pages through [web commerce](/web-commerce).",
      },
      {
        title: "ERP Integrations",
        text: "Connect accounting and ERP systems via [integrations](/integrations).",
      },
      {
        title: "Working Capital",
        text: "A [speedy business loan](/speedy-business-loan) or [merchant cash advance](/merchant-cash-advance).",
      },
    ],
    faqs: [
      {
        question: "Do we need special equipment for Level 2/3 data?",
        answer:
          "Not necessarily. Level 2/3 data is usually captured through a virtual terminal, an invoicing tool or an " +
          "integration with your ERP or accounting software, rather than a countertop terminal. What matters is that the " +
          "required fields are filled in on each eligible transaction. Our team reviews how you take orders today and " +
          "sets up the simplest way to include the data.",
      },
      {
        question: "Can we surcharge B2B card payments?",
        answer:
          "Many B2B sellers do, because tickets are large and fees add up quickly. Surcharges apply only to credit cards, " +
          "must stay within card-brand caps, must be disclosed and cannot be applied to debit cards. A few states restrict " +
          "surcharging, so check before you start. Our team sets up the program with the right disclosures on invoices " +
          "and receipts.",
      },
      {
        question: "Should we steer customers toward ACH?",
        answer:
          "ACH usually costs less than cards on large invoices, so many wholesalers encourage it for big orders and " +
          "recurring accounts while still accepting cards for convenience. Offering both in your invoice payment link lets " +
          "the buyer choose. Some sellers apply a surcharge to credit cards and leave ACH free, which naturally steers " +
          "larger payments to bank transfer.",
      },
    ],
    relatedIndustries: ["industries/agriculture", "industries/electronics", "industries/franchise"],
    related: ["/specialty-business", "/integrations", "/web-commerce"],
    cta: {
      heading: "Cut the Cost of Every Invoice",
      text:
        "Send us a recent statement and our specialists will show you how much Level 2/3 data and ACH could save. A " +
        "specialist replies within one business day.",
    },
  },
  {
    slug: "industries/golf-country-clubs",
    name: "Golf & Country Clubs",
    title: "Golf Club Payment Processing",
    h1: "Payments for Every Part of Your Golf or Country Club",
    description:
      "Payment processing for golf courses and country clubs: member dues, pro shop POS, tee time booking, dining, " +
      "beverage carts and tournament payments.",
    eyebrow: "Specialized Businesses",
    group: "specialized_business",
    highRisk: false,
    lead:
      "A club runs a pro shop, a restaurant, a bar, events and member billing under one roof, plus a beverage cart on the " +
      "course. We help you connect those payments so members and guests have one consistent experience.",
    highlights: [
      {
        title: "Member Dues on Autopilot",
        text: "Recurring billing for dues and assessments by card or ACH.",
      },
      {
        title: "Pro Shop and Dining POS",
        text: "A [point of sale](/point-of-sale) for retail, grill and bar.",
      },
      {
        title: "Payments on the Course",
        text: "Beverage carts and tournaments through [mobile processing](/mobile-processing).",
      },
    ],
    sections: [
      {
        heading: "How clubs take payments",
        paragraphs: [
          "Golf courses and country clubs combine several businesses. Public courses sell green fees, cart rentals, range " +
            "balls, lessons and pro shop merchandise. Private clubs add initiation fees, monthly dues, food and beverage " +
            "minimums and member house accounts billed at the end of the month. Both host tournaments, outings, weddings " +
            "and banquets that bring large deposits and final payments.",
          "Members expect to sign for purchases at the grill or pro shop and settle one statement, while daily-fee players " +
            "expect to book a tee time online and pay by card. A setup that handles both, and shows management the whole " +
            "picture, keeps the operation running smoothly.",
        ],
      },
      {
        heading: "What matters most",
        bullets: [
          "**Recurring billing** for dues, assessments and monthly statements.",
          "**Online tee times** with payment or a card guarantee through [web commerce](/web-commerce).",
          "**Pro shop inventory** for apparel, clubs and balls.",
          "**Restaurant and bar payments** with tips for servers.",
          "**Club management software connections** through [integrations](/integrations).",
        ],
      },
      {
        heading: "Events, tournaments and outings",
        paragraphs: [
          "Tournaments and private events generate some of the largest payments a club receives. Collect deposits when the " +
            "date is booked, send the balance by secure link through [Text & QR payments](/text-qr) and take on-course " +
            "purchases with mobile readers. Written event agreements with cancellation terms protect deposits if plans " +
            "change. Pro shop gift cards make popular prizes and bring new players to the course through " +
            "[gift & loyalty](/gift-loyalty).",
        ],
      },
    ],
    challenges: [
      {
        title: "Many Revenue Centers",
        text: "Pro shop, dining, events and dues often run on separate systems.",
      },
      {
        title: "Seasonal Revenue",
        text: "Weather and seasons drive sharp swings in volume.",
      },
      {
        title: "Member Statement Billing",
        text: "House accounts need reliable monthly billing and collection.",
      },
      {
        title: "Course Connectivity",
        text: "Carts and remote tee boxes need payments away from the clubhouse.",
      },
    ],
    offers: [
      {
        title: "Club POS",
        text: "A [POS system](/pos-system) for pro shop, grill and bar, with software from $99/month.",
      },
      {
        title: "Dues and Statement Billing",
        text: "Recurring card and ACH billing for members.",
      },
      {
        title: "Mobile Readers",
        text: "On-course payments through [mobile processing](/mobile-processing).",
      },
      {
        title: "Gift Cards",
        text: "Pro shop gift cards and rewards through [gift & loyalty](/gift-loyalty).",
      },
    ],
    faqs: [
      {
        question: "Can member dues be billed automatically?",
        answer:
          "Yes. Members authorize a card or bank account, and dues, assessments and monthly statement balances are charged " +
          "on schedule. ACH is often preferred for dues because amounts are large and recurring. Members receive a receipt " +
          "each time, and declined payments are flagged so the office can follow up before the next billing cycle.",
      },
      {
        question: "Can the beverage cart take cards?",
        answer:
          "Yes. A mobile reader paired with a phone or tablet takes chip, tap and wallet payments anywhere on the course " +
          "with cellular coverage. Tips can be added at the time of sale, and each transaction reports with the rest of " +
          "the club's sales. Check coverage on the far holes before relying on it for a busy tournament day.",
      },
      {
        question: "How can we handle slow off-season months?",
        answer:
          "Seasonal clubs often pre-sell memberships, lesson packages and gift cards before the weather turns. When " +
          "improvements cannot wait, our speedy business loan offers approval in 24-48 hours. It requires 3 months of " +
          "bank statements, a soft credit pull with no impact on your credit score, at least 3 months in business, at " +
          "least $5,000 in monthly revenue and a business bank account.",
      },
    ],
    relatedIndustries: [
      "industries/hotels-lodging",
      "industries/marinas",
      "industries/fitness-gyms",
      "industries/sporting-goods",
    ],
    related: ["/specialty-business", "/restaurants", "/mobile-processing"],
    cta: {
      heading: "Bring Every Club Payment Together",
      text:
        "Request a free consultation and our specialists will map payments across your pro shop, dining and " +
        "membership. A specialist replies within one business day.",
    },
  },
  {
    slug: "industries/agriculture",
    name: "Agriculture",
    title: "Agriculture Payment Processing",
    h1: "Payments That Work From the Farm Store to the Field",
    description:
      "Payment processing for farms, ranches and ag suppliers: farmers market sales, large supply invoices, ACH, Level " +
      "2/3 data and seasonal funding.",
    eyebrow: "Specialized Businesses",
    group: "specialized_business",
    highRisk: false,
    lead:
      "Agricultural businesses sell at farm stands, markets and supply counters, invoice co-ops and commercial buyers, " +
      "and manage revenue that rises and falls with the seasons. We help you get paid in every setting.",
    highlights: [
      {
        title: "Sell Anywhere",
        text: "Farm stands and markets through [mobile processing](/mobile-processing).",
      },
      {
        title: "Large Invoices",
        text: "ACH and Level 2/3 data for commercial buyers.",
      },
      {
        title: "Seasonal Funding",
        text: "Working capital through a [speedy business loan](/speedy-business-loan).",
      },
    ],
    sections: [
      {
        heading: "How agricultural businesses take payments",
        paragraphs: [
          "Agriculture covers a wide range of payment patterns. Farms and orchards sell produce, eggs and meat at farm " +
            "stands, farmers markets and through CSA shares. Feed, seed and equipment dealers handle large invoices from " +
            "growers and ranchers. Nurseries, u-pick farms and agritourism operations see seasonal rushes of retail " +
            "customers, and many producers sell wholesale to grocers, restaurants and co-ops.",
          "Connectivity and timing are recurring obstacles. Payments may need to happen in a field, a barn or a market " +
            "stall with weak service, and income often arrives in a few busy months while expenses run all year. " +
            "Planning for both keeps cash flow steady.",
        ],
      },
      {
        heading: "What matters most",
        bullets: [
          "**Mobile readers** that work at markets, stands and on delivery routes.",
          "**Recurring billing** for CSA shares and delivery subscriptions.",
          "**ACH and Level 2/3 data** for commercial and wholesale invoices.",
          "**Supply store POS** with inventory for feed, seed, parts and tools.",
          "**Online pre-orders** for meat shares and pickups through [web commerce](/web-commerce).",
        ],
      },
      {
        heading: "Managing seasonal cash flow",
        paragraphs: [
          "Planting, harvest and peak retail seasons rarely line up with when bills come due. Taking deposits on " +
            "pre-orders and CSA shares early in the year brings cash in before the busy season. When you need more, our " +
            "speedy business loan offers approval in 24-48 hours. It requires 3 months of bank statements, a soft credit " +
            "pull with no impact on your credit score, at least 3 months in business, at least $5,000 in monthly revenue " +
            "and a business bank account.",
        ],
      },
    ],
    challenges: [
      {
        title: "Seasonal Revenue",
        text: "Income arrives in a few months while costs run all year.",
      },
      {
        title: "Remote Locations",
        text: "Markets and fields often have limited connectivity.",
      },
      {
        title: "Large Commercial Invoices",
        text: "Supply and wholesale orders carry high processing costs on cards.",
      },
      {
        title: "Mixed Sales Channels",
        text: "Retail, wholesale and subscriptions each need their own setup.",
      },
    ],
    offers: [
      {
        title: "Mobile Processing",
        text: "Card readers for markets, stands and deliveries.",
      },
      {
        title: "Farm Store POS",
        text: "A [point of sale](/point-of-sale) for supply counters and farm shops.",
      },
      {
        title: "Invoice Payments",
        text: "Card and ACH links for wholesale buyers via [Text & QR payments](/text-qr).",
      },
      {
        title: "Seasonal Funding",
        text: "A [speedy business loan](/speedy-business-loan) with approval in 24-48 hours.",
      },
    ],
    faqs: [
      {
        question: "Can we take cards at a farmers market with poor service?",
        answer:
          "Mobile readers need a data connection to authorize a payment, so test coverage at each market before the " +
          "season starts. Many vendors use a reader with cellular service or carry a small hotspot from a different " +
          "carrier as a backup. Our specialists can recommend equipment suited to the locations where you sell.",
      },
      {
        question: "How can a supply store lower card costs on large invoices?",
        answer:
          "Commercial buyers often pay with business or purchasing cards, and including Level 2/3 data on those " +
          "transactions can qualify them for lower interchange rates. Encouraging ACH for the largest invoices helps " +
          "too. Some supply stores also use [dual pricing](/dual-pricing), which is legal in all 50 states, to offer a " +
          "discounted cash price on all sales.",
      },
      {
        question: "Can customers pay for CSA shares online?",
        answer:
          "Yes. A simple online store or payment page lets members buy a full-season share up front or sign up for " +
          "recurring payments across the season. Payments are tokenized at checkout, and you get a clear list of who has " +
          "paid before the first pickup. A page from our [web design](/web-design) team can be built around your farm's " +
          "offerings.",
      },
    ],
    relatedIndustries: ["industries/b2b-wholesale", "industries/grocery", "industries/veterinary"],
    related: ["/specialty-business", "/mobile-processing", "/speedy-business-loan"],
    cta: {
      heading: "Get Paid Wherever You Sell",
      text:
        "Request a free consultation and our specialists will set up payments for your markets, store and wholesale " +
        "accounts. A specialist replies within one business day.",
    },
  },
  {
    slug: "industries/marinas",
    name: "Marinas",
    title: "Marina Payment Processing",
    h1: "Dockside Payments for Slips, Fuel, Service and Storage",
    description:
      "Payment processing for marinas: recurring slip rentals, fuel dock sales, ship store POS, boat service invoices, " +
      "winter storage and mobile payments.",
    eyebrow: "Specialized Businesses",
    group: "specialized_business",
    highRisk: false,
    lead:
      "Marinas collect slip fees, sell fuel and supplies, repair boats and store them for the winter, often across docks " +
      "far from the office. We help you take payments wherever boaters are and bill long-term tenants automatically.",
    highlights: [
      {
        title: "Recurring Slip Billing",
        text: "Monthly and seasonal slip fees charged automatically.",
      },
      {
        title: "Dockside Payments",
        text: "Take cards on the fuel dock and piers with [mobile processing](/mobile-processing).",
      },
      {
        title: "Ship Store POS",
        text: "Inventory and checkout for supplies, bait and apparel.",
      },
    ],
    sections: [
      {
        heading: "How marinas take payments",
        paragraphs: [
          "A marina runs several businesses on one waterfront. Slip holders pay monthly, seasonal or annual fees, and " +
            "transient boaters pay by the night. The fuel dock sells gas and diesel, the ship store sells supplies and " +
            "snacks, and the service yard invoices haul-outs, repairs and winterization. Many marinas also rent boats, run " +
            "launch ramps and store boats on land or indoors through the off-season.",
          "Payments happen in the office, on the fuel dock and along the piers, often with boaters who arrive after hours. " +
            "Seasonal swings are steep: summer brings a flood of transactions, while winter revenue depends largely on " +
            "storage and service work booked months in advance.",
        ],
      },
      {
        heading: "What matters most",
        bullets: [
          "**Recurring billing** for slip leases, storage and moorings by card or ACH.",
          "**Mobile devices** for the fuel dock and transient arrivals.",
          "**Service deposits** and balances for repairs and haul-outs.",
          "**Ship store POS** with inventory through a [point of sale](/point-of-sale).",
          "**Online reservations** for transient slips through [web commerce](/web-commerce).",
        ],
      },
      {
        heading: "Service yard and storage billing",
        paragraphs: [
          "Repairs, refits and winterization can produce large invoices, often for boat owners who are not on site. Collect " +
            "a deposit when work is approved, document any additional work the owner authorizes and send the final invoice " +
            "by secure link through [Text & QR payments](/text-qr). Storage contracts billed on a recurring schedule keep " +
            "winter revenue predictable, and written terms about unpaid balances protect the yard when an owner falls behind.",
        ],
      },
    ],
    challenges: [
      {
        title: "Steep Seasonality",
        text: "Summer volume and winter lulls make cash flow uneven.",
      },
      {
        title: "Payments Away From the Office",
        text: "Fuel docks and piers need mobile acceptance.",
      },
      {
        title: "Absentee Boat Owners",
        text: "Service and storage customers often pay remotely.",
      },
      {
        title: "Large Service Invoices",
        text: "Repairs and haul-outs bring high tickets and dispute risk.",
      },
    ],
    offers: [
      {
        title: "Mobile Processing",
        text: "Card readers and [stand-alone devices](/stand-alone-devices) for docks, piers and ramps.",
      },
      {
        title: "Slip and Storage Billing",
        text: "Automatic recurring billing through [web commerce](/web-commerce).",
      },
      {
        title: "Text-to-Pay Invoices",
        text: "Service invoice links via [Text & QR payments](/text-qr).",
      },
      {
        title: "Off-Season Funding",
        text: "Working capital through a [speedy business loan](/speedy-business-loan).",
      },
    ],
    faqs: [
      {
        question: "Can slip fees be billed automatically?",
        answer:
          "Yes. Slip holders authorize a card or bank account when they sign their lease, and fees are charged monthly or " +
          "on your seasonal schedule. Each charge generates a receipt, and declined payments are flagged so the office can " +
          "follow up. ACH works well for annual and seasonal slips, where amounts are larger.",
      },
      {
        question: "How do we take payments on the fuel dock?",
        answer:
          "Dock attendants can use a mobile reader paired with a phone or tablet, or a portable terminal, to take chip, tap " +
          "and wallet payments at the boat. Check coverage at the end of the docks before the season, keep devices charged " +
          "and protected from spray, and record each fuel sale so inventory and payments reconcile.",
      },
      {
        question: "What helps with service invoice disputes?",
        answer:
          "Get written approval for the estimate and any added work, photograph the boat's condition at haul-out and at " +
          "completion, and send the owner updates as work progresses. When the invoice goes out, itemize parts and labor. " +
          "Those records make a dispute much easier to answer. See our guide to " +
          "[documenting transactions](/documenting-transactions) for more detail.",
      },
    ],
    relatedIndustries: ["industries/hotels-lodging", "industries/golf-country-clubs", "industries/auto-repair"],
    related: ["/specialty-business", "/mobile-processing", "/text-qr"],
    cta: {
      heading: "Take Payments Wherever Boaters Are",
      text:
        "Request a free consultation and our specialists will set up slip billing, dockside payments and ship store " +
        "checkout for your marina. A specialist replies within one business day.",
    },
  },
  {
    slug: "industries/moving-storage",
    name: "Moving & Storage",
    title: "Moving & Storage Payments",
    h1: "Secure Deposits, Final Payments and Storage Billing for Movers",
    description:
      "Payment processing for moving and storage companies: booking deposits, payment on delivery, recurring storage " +
      "billing and fewer damage disputes.",
    eyebrow: "Specialized Businesses",
    group: "specialized_business",
    highRisk: false,
    lead:
      "Moving companies book jobs weeks ahead, collect on delivery day and sometimes store belongings for months. We help " +
      "you secure deposits, get paid before the truck leaves and bill storage customers automatically.",
    highlights: [
      {
        title: "Deposits at Booking",
        text: "Lock in move dates with a card deposit taken online or by text.",
      },
      {
        title: "Payment on Delivery",
        text: "Crews collect balances on site with [mobile processing](/mobile-processing).",
      },
      {
        title: "Automatic Storage Billing",
        text: "Recurring monthly charges for storage units and containers.",
      },
    ],
    sections: [
      {
        heading: "How moving and storage companies take payments",
        paragraphs: [
          "A typical move produces several payments. The customer pays a deposit to reserve the date, the estimate may " +
            "change after a walkthrough or on moving day, and the balance is collected at delivery. Long-distance moves can " +
            "span several days and states. Storage adds monthly billing for units, vaults or containers that may run for " +
            "months or years.",
          "Most of these payments happen away from the office: in a customer's driveway, at a new address or by phone " +
            "before the job. That makes secure card-not-present processing and dependable mobile devices essential, along " +
            "with records that show exactly what the customer agreed to.",
        ],
      },
      {
        heading: "What matters most",
        bullets: [
          "**Deposits by secure link** through [Text & QR payments](/text-qr), not card numbers read over the phone.",
          "**Mobile readers** so crews collect the balance on delivery day.",
          "**Recurring storage billing** by card or ACH.",
          "**Signed estimates and inventories** attached to every job.",
          "**Cost recovery** through [dual pricing](/dual-pricing) or a [surcharge program](/surcharge).",
        ],
      },
      {
        heading: "Preventing damage and delivery disputes",
        paragraphs: [
          "Moving chargebacks often involve damage claims, disputed weight or hours, or a final price higher than the " +
            "estimate. Provide a written estimate, document the inventory and the condition of valuable items at pickup, " +
            "and have the customer sign at delivery. Handle damage through a clear claims process rather than leaving the " +
            "customer to dispute the charge. Interstate moves follow federal rules on estimates and claims, so keep your " +
            "paperwork current.",
        ],
      },
    ],
    challenges: [
      {
        title: "Remote Payments",
        text: "Most payments happen in driveways and by phone, not at a counter.",
      },
      {
        title: "Estimate Changes",
        text: "Final prices above the estimate lead to disputes.",
      },
      {
        title: "Damage Claims",
        text: "Customers sometimes dispute charges instead of filing a claim.",
      },
      {
        title: "Storage Collections",
        text: "Monthly storage balances need reliable automatic billing.",
      },
    ],
    offers: [
      {
        title: "Text-to-Pay Deposits",
        text: "Secure deposit and balance links via [Text & QR payments](/text-qr).",
      },
      {
        title: "Crew Card Readers",
        text: "Delivery-day payments through [mobile processing](/mobile-processing).",
      },
      {
        title: "Recurring Storage Billing",
        text: "Automatic monthly charges through [web commerce](/web-commerce).",
      },
      {
        title: "Fleet and Growth Funding",
        text: "Trucks and equipment funded through a [speedy business loan](/speedy-business-loan).",
      },
    ],
    faqs: [
      {
        question: "How should we take deposits for a move?",
        answer:
          "Send the customer a secure link by text or through your booking page so they enter their card themselves and " +
          "the card is tokenized. Attach the deposit to the written estimate and state whether it is refundable and under " +
          "what conditions. Avoid writing card numbers on paper or reading them aloud in a busy office.",
      },
      {
        question: "Can crews collect payment on delivery day?",
        answer:
          "Yes. Crews can carry a mobile reader paired with a phone or tablet to take chip, tap and wallet payments at the " +
          "destination, or the office can text the customer a payment link as the truck arrives. The payment posts to the " +
          "job, so the office sees it immediately and the crew does not handle cash.",
      },
      {
        question: "How do we bill storage customers each month?",
        answer:
          "Customers authorize a card or bank account when they rent a unit, and recurring billing charges them on the same " +
          "date each month with a receipt. Declined payments are flagged right away, so your team can reach the customer " +
          "before the balance grows. Make your late-payment terms part of the storage agreement the customer signs.",
      },
    ],
    relatedIndustries: ["industries/furniture", "industries/cleaning-services", "industries/property-management"],
    related: ["/specialty-business", "/mobile-processing", "/delivery-order-chargebacks"],
    cta: {
      heading: "Get Paid Before the Truck Pulls Away",
      text:
        "Request a free consultation and our specialists will set up deposits, delivery-day payments and storage " +
        "billing for your company. A specialist replies within one business day.",
    },
  },
];
