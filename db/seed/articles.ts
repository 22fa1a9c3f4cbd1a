export interface DemoArticle {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  author: string;
  publishedAt: string;
}

export const demoArticles: DemoArticle[] = [
  {
    slug: "surcharging-vs-dual-pricing",
    title: "Surcharging vs. Dual Pricing: Choosing the Right Cost-Reduction Program",
    excerpt:
      "Surcharging and dual pricing can both bring processing costs to 0%, but they follow different " +
      "rules. Learn how each works, where each fits and what to check before you start.",
    author: "Merchant Services Team",
    publishedAt: "2025-03-18",
    body: `Card processing fees are one of the few costs that grow automatically as your business grows. Competitors typically charge 2.5-3.5% per transaction (up to 4% in some cases), and for a business with steady card volume that adds up to a real monthly expense. Two programs let you shift that cost instead of absorbing it: a **surcharge program** and **dual pricing**, also called cash discount.

Both programs can bring processing costs to 0%, but they work differently, follow different rules and feel different to your customers. This guide explains how each one works, where each one fits and the questions to answer before you choose. It is general information, not legal advice. Rules vary by state and by card brand, so confirm the details for your location before you launch.

## How a surcharge program works

A surcharge program applies a service fee to all credit card sales. Your posted prices stay the same, and customers who pay with a credit card see a separate surcharge line added at checkout and on their receipt. Customers who pay with cash or a debit card pay the posted price with nothing added.

The idea is simple: the customer who chooses the payment method that costs you the most covers that cost. Because the fee only applies to credit, many owners find it easy to explain. "There is a small fee for credit cards; debit and cash are not affected" is a sentence most customers understand immediately.

### The rules that matter for surcharging

Surcharging is the more regulated of the two programs, and it pays to know the rules before you change anything at the register.

- **Card-brand caps.** Card-brand rules cap credit card surcharges, and a surcharge generally cannot be more than what you actually pay to accept the card.
- **No surcharges on debit.** Surcharges cannot be applied to debit cards, even when a debit card is run as credit or signed for. Your terminal or POS must be able to tell the difference.
- **State restrictions.** A few states restrict surcharging, so check before you start. Rules can change, which is another reason to work with a provider who keeps track.
- **Disclosure.** Customers must be told before they pay. That usually means signs at the entrance and at the point of sale, plus the surcharge shown as its own line on the receipt.
- **Advance notice.** The card brands expect merchants to notify them before surcharging begins. A good provider handles this as part of setting up the program.

### Where surcharging fits best

Surcharging tends to work well for businesses whose customers already expect a fee for certain payment methods: professional services, business-to-business suppliers, contractors and firms with larger invoices. It also suits businesses where a meaningful share of customers pay with debit, because those customers are never charged extra. You can learn more on our [surcharge program](/surcharge) page.

## How dual pricing works

Dual pricing shows two prices for everything you sell: a card price and a discounted cash price on all sales. Customers who pay with cash receive the discount, and customers who pay with any card pay the card price. The difference between the two prices covers your processing cost.

Dual pricing (cash discount) is legal in all 50 states. Because it is structured as a discount for paying cash rather than a fee for paying with a card, it applies to every card type, including debit. That is the biggest practical difference between the two programs.

### The rules that matter for dual pricing

- **Show both prices.** Customers should see the cash price and the card price before they pay, on shelf tags, menus, price boards or a clear notice at the register.
- **Post signage.** Notices at the entrance and the point of sale explain how pricing works.
- **Keep receipts clear.** The receipt should show which price the customer paid so there is no confusion later.
- **Configure your POS correctly.** A [POS system](/pos-system) built for dual pricing calculates both prices automatically, so staff never do math at the counter.

### Where dual pricing fits best

Dual pricing is popular with [restaurants](/restaurants), [retail stores](/retail), salons, auto repair shops and other businesses with many everyday transactions. It is also the natural choice in states that restrict surcharging, and for businesses where many customers pay with debit. Dealerships have their own considerations, covered on our [dual pricing for dealerships](/dual-pricing-dealership) page.

## Comparing the two programs side by side

- **What customers see:** surcharging adds a fee to credit card sales; dual pricing shows a cash price and a card price.
- **Debit cards:** surcharging cannot touch debit; dual pricing covers every card.
- **Where it is allowed:** dual pricing is legal in all 50 states; a few states restrict surcharging.
- **Cost coverage:** both programs can bring processing costs to 0%; with surcharging, the cost of any debit transactions is not offset.
- **Setup:** both require signage and correctly configured equipment; surcharging also requires advance notice and careful tracking of card-brand rules.

## Questions to ask before you choose

1. **What share of your customers pay with debit?** If it is large, surcharging leaves a good part of your cost uncovered, and dual pricing may save more.
2. **Where are your locations?** If any are in a state that restricts surcharging, dual pricing is the simpler path.
3. **How do your customers compare prices?** Businesses with posted menus or shelf prices often prefer a single clear card price with a cash discount. Businesses that invoice may prefer a credit-only fee.
4. **Can your equipment support it?** Both programs depend on a terminal or POS that applies the right price or fee every time.
5. **How will your staff explain it?** A short, consistent script prevents awkward moments at the register.

## What the savings can look like

For most businesses, the difference is meaningful: savings of about $300 per $10,000 in monthly card volume, up to $3,000+ per month at $100,000+. Those dollars can fund payroll, inventory or equipment instead of processing fees. Your actual result depends on your volume, card mix and the program you choose.

## Rolling out either program smoothly

The businesses that launch smoothly do a few things well. They put up signage before the first day, so regular customers are not surprised. They train every cashier and server on a simple explanation and what to do if a customer objects. Our guides on [staff training](/staff-training) and [customer communication](/customer-communication) cover both in more depth.

They also watch the first few weeks closely. Check receipts to confirm the right amount appears, review a sample of debit transactions if you surcharge, and make sure refunds reverse the correct amount. Small configuration mistakes are easy to fix early and expensive to discover months later.

## Getting a recommendation for your business

You do not have to choose on your own. Our specialists review your current statement, look at your card mix and locations, and recommend the program that fits. With 30+ years of experience and nationwide service, our team has helped tens of thousands of business owners across the United States make this decision, and 97% of business owners who receive a free rate review end up saving money.

Compare the details on our [dual pricing](/dual-pricing) and [surcharge](/surcharge) pages, then [request a free consultation](/consult). A specialist replies within one business day.`,
  },
  {
    slug: "how-to-prevent-chargebacks",
    title: "How to Prevent Chargebacks Before They Start",
    excerpt:
      "Most chargebacks trace back to a handful of preventable causes. Learn what triggers disputes, " +
      "the habits that stop them and what to do when one still lands on your account.",
    author: "Payments Education Team",
    publishedAt: "2025-06-10",
    body: `A chargeback happens when a cardholder disputes a transaction with their card issuer and the issuer reverses the payment. The money leaves your account, you usually pay a chargeback fee on top, and if the sale involved merchandise, that is often gone too. You can fight a chargeback, but prevention is far cheaper than any dispute.

Chargebacks also carry a hidden cost. Card networks and processors watch how many disputes each merchant receives compared with its transaction count. A business whose chargebacks climb can face higher costs, reserves or, in serious cases, loss of its merchant account. Keeping disputes low protects your ability to take cards at all.

This guide walks through why chargebacks happen and the practical steps that stop most of them. For a deeper look at the process, start with our [chargeback guide](/chargeback-guide).

## Why chargebacks happen

Every chargeback is filed under a **reason code**, a short category the card networks use to describe the dispute. The exact codes differ by network, but they fall into a few familiar groups.

- **Fraud.** The cardholder says they did not make or authorize the purchase. Some of these are true fraud, where a stolen card was used.
- **Friendly fraud.** The cardholder made the purchase but disputes it anyway, because they forgot, did not recognize the charge or regret the purchase. Our guide to [preventing friendly fraud](/preventing-friendly-fraud) covers this growing problem.
- **Product or service issues.** The customer says the item never arrived, did not match the description or was defective, or that a service was not provided.
- **Processing errors.** Duplicate charges, wrong amounts, transactions settled late or sales processed without a valid authorization.
- **Subscription and cancellation problems.** The customer believes they cancelled, or did not realize the charge would recur.

Reading the reason codes on your own disputes tells you where to focus. Our article on [understanding chargebacks](/understanding-chargebacks) explains how to interpret them.

## Make every charge recognizable

A surprising number of disputes begin with a customer who looks at their statement and does not recognize a name. If your **billing descriptor**, the business name that appears on card statements, does not match the name on your storefront or website, fix it. Ask your processor whether you can add a city or a short customer service reference so customers can connect the charge to you.

Send receipts by email or text whenever you can, and make sure they show your business name, the items purchased, the total and how to reach you. A customer who can find your receipt in seconds is much less likely to call their bank.

## Publish clear policies and follow them

Clear, visible policies resolve disputes before they start.

- **Refund and return policy:** state the time frame, the condition items must be in and how refunds are issued.
- **Cancellation policy:** for services, appointments and subscriptions, explain how and when customers can cancel.
- **Shipping and delivery terms:** set expectations for delivery times and what happens if a package is lost.
- **Acceptance at checkout:** online, ask customers to tick a box agreeing to your terms. In person, print key terms on the receipt or invoice.

Then apply those policies consistently. A policy that staff ignore on busy days will not help you in a dispute.

## Use the right tools for each way you take payments

### In person

Always insert or tap a chip card rather than swiping or keying the number when a chip is available. **EMV** chip and contactless transactions generate unique data for each purchase, which makes counterfeit cards far less useful and strengthens your position if a fraud dispute arrives. If your equipment is outdated, modern [POS terminals](/pos-terminals) support chip, tap and mobile wallets.

### Online and over the phone

Card-not-present sales carry more fraud risk. Turn on address verification and card security code checks, and review orders that look unusual: rush shipping to a different address, several cards tried in a row or unusually large first orders. Keep the order details, the confirmation you sent and any messages with the customer. Our [web commerce](/web-commerce) tools can help you set these checks up.

### Deliveries

For shipped goods and delivery orders, use tracking on every package and signature confirmation for higher-value items. Keep proof of delivery with the order record. Delivery disputes have their own patterns, covered in our guide to [delivery order chargebacks](/delivery-order-chargebacks).

## Make it easy to reach you

Many cardholders dispute a charge simply because contacting the bank felt easier than contacting the business. Put your phone number or contact form on receipts, invoices and your website. Answer quickly, and when a customer has a legitimate complaint, consider resolving it directly.

A refund costs you the sale; a chargeback costs you the sale, a fee and a mark against your dispute ratio. In many situations, refunding a frustrated customer is the better financial decision. Our article on [when to refund and when to fight a chargeback](/refund-fight-chargeback) explains how to make that call.

## Train your team

Your staff are your first line of defense. They should know how to process chip cards correctly, never split a sale across cards to get around a decline, recognize common fraud signs and explain your refund policy accurately. A short refresher every few months keeps good habits in place. See our [staff training](/staff-training) guide for a practical checklist.

## Document everything

If a dispute does arrive, your documentation decides the outcome. Keep signed work orders, contracts, delivery confirmations, photos of completed work, emails and chat logs, and the customer's acceptance of your terms. Store them so you can find any transaction quickly. Our guide to [documenting transactions](/documenting-transactions) explains what to keep for different business types.

## Track your numbers

Review your chargebacks every month. Note the reason code, the product or service, the staff member and the sales channel. Patterns appear quickly: one product that generates "not as described" disputes, one location with frequent duplicate charges or one subscription plan that customers forget about. Our article on [tracking and analysis](/tracking-analysis) shows how to build a simple report.

## When a chargeback still arrives

Even careful businesses receive disputes. When one lands, act quickly, because responses must be submitted within deadlines set by the card networks. Read the reason code, gather evidence that addresses that specific reason and write a short, factual response. Our step-by-step guide to [winning a chargeback dispute](/win-chargeback-dispute) covers what to include.

## A quick prevention checklist

1. Confirm your billing descriptor matches the name customers know.
2. Send clear receipts with contact information.
3. Publish refund, cancellation and delivery policies and apply them consistently.
4. Use chip and contactless in person, and fraud checks online.
5. Answer customer complaints quickly and refund when it makes sense.
6. Keep organized records for every transaction.
7. Review disputes monthly and fix the patterns you find.

Our team offers 24/7/365 customer support from a U.S.-based team, and our specialists can review your setup to find gaps that lead to disputes. [Request a free consultation](/consult) and a specialist will reply within one business day.`,
  },
  {
    slug: "how-to-choose-a-pos-system",
    title: "How to Choose a POS System for Your Small Business",
    excerpt:
      "A point-of-sale system runs far more than checkout. Here is how to match features, hardware, " +
      "payments and support to your business and compare the true cost of ownership.",
    author: "Point of Sale Specialists",
    publishedAt: "2025-08-26",
    body: `A point-of-sale system used to be a cash register with a card reader attached. Today it is the system that runs much of your business: it takes payments, tracks inventory, manages staff, handles online orders and produces the reports you use to make decisions. Choosing the wrong one means workarounds, frustrated employees and, often, a contract that is hard to leave.

This guide walks through the decisions that matter most, in the order we recommend making them. For an overview of what we offer, see our [POS system](/pos-system) page.

## Start with how your business actually runs

Before you look at any product, write down how a typical day works. Who takes payments, and where? Do customers pay at a counter, at the table, at the curb or on a job site? Do you sell products with sizes and colors, services booked by appointment or menu items with modifiers? How many locations and registers do you run today, and how many do you expect in two years?

The answers quickly narrow the field. A quick-service restaurant needs fast order entry and a kitchen display. A boutique needs variant-level inventory. A salon needs appointment booking and staff commissions. A contractor needs mobile payments and invoicing. Our pages for [restaurants](/restaurants), [retail](/retail) and [professional services](/professional-services) outline what each type of business usually needs.

## The software features to evaluate

### Core features every business needs

- **Fast, reliable checkout** with support for chip, tap, mobile wallets and cash
- **Sales reporting** by day, item, category and employee
- **Employee management**, including logins, permissions and time tracking
- **Customer records**, so you can look up past purchases and contact details
- **Offline mode**, so you can keep selling if the internet connection drops

### Features that depend on your industry

- **Restaurants:** table maps, menu modifiers, course firing, kitchen display screens, tip handling and online ordering
- **Retail:** variant inventory, barcode scanning, purchase orders, low-stock alerts and label printing
- **Service businesses:** appointment booking, deposits, reminders and staff commissions
- **Multi-location businesses:** central menus or catalogs, location-level reporting and transfers between stores

### Features that grow revenue

Look for built-in [gift and loyalty](/gift-loyalty) programs, online ordering or an online store, and marketing tools that use your customer list. These features are easier to adopt when they live inside the POS rather than in separate systems that do not talk to each other.

## Integrations

Your POS should connect to the tools you already use, especially accounting and payroll software, and ideally to online ordering, e-commerce and delivery platforms. Ask which [integrations](/integrations) are available, whether they are included or cost extra, and how data moves between systems. A missing integration can mean hours of manual entry every week.

## Hardware: buy for the space you have

The right hardware depends on your layout and workflow.

- **Countertop terminals** with a customer-facing display for retail counters and quick-service restaurants
- **Handheld devices** for servers taking orders and payments at the table, or for line-busting at busy times
- **Kitchen displays and printers** to route orders to the right station
- **Cash drawers, receipt printers and barcode scanners** for traditional checkout lanes
- **Mobile readers** for deliveries, events and job sites, covered on our [mobile processing](/mobile-processing) page

Ask whether the hardware is proprietary or works with more than one provider. Proprietary hardware can lock you into a processor, because switching means replacing every device. Browse our [POS terminals](/pos-terminals) and [stand-alone devices](/stand-alone-devices) to see what different setups look like.

## Payments: the part that costs the most over time

Many owners compare POS systems on monthly software price and overlook processing, which is usually the larger cost. Competitors typically charge 2.5-3.5% per transaction (up to 4% in some cases), so the processing terms attached to a POS can outweigh any difference in software fees.

Ask these questions about payments:

1. **Is processing bundled, and can I choose my processor?** Some systems only work with one processor, which removes your ability to negotiate.
2. **How is processing priced?** Ask for a clear explanation and a sample statement.
3. **Does the system support cost-reduction programs?** A POS that handles [dual pricing](/dual-pricing) or a [surcharge program](/surcharge) correctly can bring processing costs to 0%.
4. **Does it accept every way customers want to pay?** That includes chip, contactless, mobile wallets, and online or text-to-pay links.

## Understand the total cost of ownership

Add up every cost over two or three years, not just the first month.

- **Software subscription:** our POS software starts from $99/month.
- **Hardware:** our hardware bundles start from $549, or check whether equipment is leased. Leases can cost far more than buying over the life of the agreement.
- **Processing:** based on your monthly volume and card mix.
- **Add-ons:** online ordering, loyalty, extra registers or locations, and integrations.
- **Contract terms:** length, renewal and early termination fees.

A system that looks inexpensive can become costly once add-ons and processing are included, while a slightly higher subscription with better processing terms can save money every month.

## Support and reliability

When your POS goes down on a Saturday night, support hours matter more than any feature. Ask when support is available, who answers and how quickly issues are resolved. We provide 24/7/365 customer support from a U.S.-based team, because businesses do not stop at five o'clock.

Ask too about installation, menu or catalog setup, and staff training. A smooth launch depends on data being entered correctly before day one.

## Security and data ownership

Your POS should encrypt card data from the moment it is read and use tokenization so card numbers are not stored in your system. That reduces your PCI DSS burden and protects customers. Also confirm that you own your sales, product and customer data and can export it if you ever switch systems.

## A simple selection checklist

1. Document how your business runs and what must change.
2. List must-have and nice-to-have features.
3. Confirm integrations with your accounting and other key tools.
4. Plan hardware for each station and ask whether it is proprietary.
5. Compare processing terms, not just software prices.
6. Calculate total cost over two or three years.
7. Verify support hours, setup help and training.
8. Check security practices and data export.

## Get help choosing

Our specialists have 30+ years of experience helping business owners nationwide choose and set up systems that fit. We can review your current statement, recommend hardware and software and show you what processing will cost. Learn more on our [point of sale](/point-of-sale) page or [request a free consultation](/consult). A specialist replies within one business day.`,
  },
  {
    slug: "how-to-read-a-merchant-statement",
    title: "How to Read a Merchant Statement and Spot Hidden Fees",
    excerpt:
      "Interchange, assessments, processor markup and pricing models explained in plain English, so " +
      "you can read your merchant statement, find your effective rate and spot costly fees.",
    author: "Payments Education Team",
    publishedAt: "2025-11-04",
    body: `Merchant statements are famously hard to read. They run several pages, use unfamiliar terms and spread fees across different sections. That confusion is costly, because many business owners pay more than they need to without realizing it. The good news is that every statement is built from the same few parts, and once you know them you can read almost any statement in a few minutes.

This guide explains what each section means, how the three common pricing models work and which fees deserve a second look.

## The main sections of a statement

Layouts differ between processors, but most statements contain the same building blocks.

- **Summary:** total sales, refunds, fees and the net amount deposited for the month
- **Deposits or batches:** each day's card sales and the amount that reached your bank account
- **Card type breakdown:** volume and transaction counts by card brand and type
- **Fee detail:** every charge for the month, often split into interchange, network or assessment fees, and processor fees
- **Notices:** changes to pricing or terms, often easy to miss and worth reading

Start with the summary. Divide total fees by total card sales to find your **effective rate**, the single most useful number on the statement. It shows what processing really costs you, regardless of how the fees are labeled.

## The three layers of processing cost

Every card transaction carries three types of cost. Understanding who sets each one tells you what can and cannot be negotiated.

### Interchange

**Interchange** is paid to the bank that issued the customer's card. The card networks publish interchange tables with many categories, and the rate for a given sale depends on several factors.

- **Card type:** rewards cards, business and corporate cards generally cost more than basic debit cards.
- **How the card was accepted:** chip and contactless transactions usually qualify for better rates than keyed-in or card-not-present sales.
- **Business type:** certain industries have their own categories.
- **Data provided:** some business-to-business transactions qualify for lower rates when extra invoice data is included.

Interchange is the largest part of most processing bills, and no processor can change it. What you can influence is how your transactions qualify, for example by inserting or tapping cards instead of keying them.

### Assessments and network fees

The card networks charge their own fees, usually called **assessments** or network fees. They are much smaller than interchange, are set by the networks and apply to every processor equally. You may see several of them listed separately.

### Processor markup

The **processor markup** is what your processor charges on top of interchange and assessments. It can be a percentage, a per-transaction fee, a monthly fee or a combination. This is the only layer that varies between providers, and it is where savings come from.

## The three common pricing models

How your processor presents these layers depends on its pricing model.

### Interchange-plus

With **interchange-plus** pricing, you pay the actual interchange and assessments for each transaction, plus a fixed, disclosed markup. It is the most transparent model, because you can see exactly what goes to the card issuers and networks and exactly what the processor keeps. Statements are longer, but every number can be checked.

### Flat rate

With **flat rate** pricing, you pay the same percentage, and often the same per-transaction fee, on every sale regardless of card type. It is simple to understand and predictable, which suits very small or new businesses. The trade-off is that you pay the same rate on a low-cost debit transaction as on a premium rewards card, so the processor keeps a larger margin on inexpensive transactions. As volume grows, flat rate often becomes expensive.

### Tiered

With **tiered** pricing, the processor sorts transactions into buckets, typically labeled qualified, mid-qualified and non-qualified, each with its own rate. The processor decides which transactions fall into which tier, and many transactions end up in the more expensive tiers. Because the tiers bundle interchange and markup together, it is hard to see what you are actually paying the processor. Tiered statements deserve the closest review.

## Fees worth a second look

Beyond the rates, look for these charges on your statement:

- **Monthly or statement fees** for the account itself
- **PCI non-compliance fees**, charged when your annual PCI validation is not on file. Completing your validation usually stops this fee.
- **Batch fees** charged each time you settle the day's transactions
- **Gateway fees** for online or virtual terminal processing
- **Annual or membership fees** that appear once a year and are easy to overlook
- **Equipment leases**, which can run for years and cost far more than buying the equipment
- **Early termination fees** buried in the contract, which affect your ability to switch

None of these fees is automatically wrong, but each should be disclosed, reasonable and tied to something you actually use.

## Red flags to watch for

- **Rates that rise without a clear explanation.** Read the notices section every month.
- **A large share of non-qualified transactions** on a tiered statement.
- **An effective rate well above what you were quoted.** Competitors typically charge 2.5-3.5% per transaction (up to 4% in some cases), and quotes do not always reflect what appears on the statement.
- **Fees you cannot identify.** If your processor cannot explain a charge, that is a problem in itself.

## How to lower what you pay

1. **Calculate your effective rate** every month so you notice changes quickly.
2. **Improve how transactions qualify** by using chip and contactless, settling batches daily and providing complete data on business-to-business sales.
3. **Ask for transparent pricing** that separates interchange from markup.
4. **Remove fees you do not need**, such as unused gateways or leased equipment you could own.
5. **Consider a cost-reduction program.** A [surcharge program](/surcharge) applies a service fee to all credit card sales, and [dual pricing](/dual-pricing) offers a discounted cash price on all sales. Both can bring processing costs to 0%.

## Get a free statement review

Reading your own statement is a great start, but comparing it against what you should be paying takes experience. Our specialists review statements every day, and 97% of business owners who receive a free rate review end up saving money. The potential is significant: savings of about $300 per $10,000 in monthly card volume, up to $3,000+ per month at $100,000+.

Request a review through our [consultation form](/consult) and a specialist will reply within one business day. You can also read more in our [articles](/articles) library or start with our [merchant onboarding](/merchant-onboarding) overview.`,
  },
  {
    slug: "merchant-cash-advance-vs-business-loan",
    title: "Merchant Cash Advance vs. Business Loan: Which Funding Fits Your Needs",
    excerpt:
      "A merchant cash advance and a business loan both put cash in your account quickly, but cost, " +
      "repayment and flexibility differ. Compare them side by side before you sign.",
    author: "Funding Specialists",
    publishedAt: "2026-01-20",
    body: `When a business needs cash for inventory, equipment, repairs, payroll during a slow season or an opportunity that will not wait, two options come up again and again: a **merchant cash advance** and a **business loan**. Both can fund quickly, and both are widely used by small businesses. They are built very differently, though, and the right choice depends on how your revenue flows and what you need the money for.

This guide explains how each option works, how they compare and the questions to ask before you sign anything. It is general information, not financial or legal advice; read every agreement carefully and ask questions about anything you do not understand.

## How a merchant cash advance works

A merchant cash advance (MCA) is not a loan in the traditional sense. A funding provider gives you a lump sum in exchange for a share of your future sales. You agree to pay back a fixed total amount, which is the advance plus the provider's fee, and the provider collects it over time.

### How repayment works

Repayment usually happens in one of two ways:

- **A percentage of card sales.** A set share of each day's card receipts, often called the holdback, goes toward the balance until it is paid. On busy days you pay more; on slow days you pay less.
- **Fixed withdrawals.** A fixed amount is debited from your business bank account on a daily or weekly schedule. Some agreements allow adjustments if revenue drops.

### How the cost is expressed

Instead of an interest rate, the cost of an MCA is usually expressed as a **factor rate**, a multiplier applied to the advance to set the total payback. Because the payback amount is fixed, paying faster does not always reduce the cost, so ask how early payoff is handled.

### Where an MCA fits

An MCA is often a good fit for businesses with strong, steady card sales that want repayment to flex with revenue, such as [restaurants](/restaurants) and [retail stores](/retail) with seasonal swings. Qualification focuses on revenue and sales history more than on credit, which makes it accessible to owners who are rebuilding credit. Learn more on our [merchant cash advance](/merchant-cash-advance) page.

## How a business loan works

A business loan is a traditional borrowing arrangement. A lender provides a fixed amount, and you repay the principal plus interest on a set schedule, commonly weekly or monthly, over a defined term.

### What to expect

- **Predictable payments** that do not change with your sales
- **Cost expressed as interest**, usually with an annual percentage rate you can compare between offers
- **A defined term**, after which the loan is fully repaid
- **Potential benefit from early repayment**, depending on the loan's terms

### Where a business loan fits

A business loan works well for planned investments with a clear return: equipment, a renovation, a new location, or refinancing more expensive obligations. Owners who prefer a fixed payment they can budget around often favor a loan. Learn more on our [speedy business loan](/speedy-business-loan) page.

## Side-by-side comparison

- **Structure:** an MCA is a purchase of future sales; a loan is borrowed money repaid with interest.
- **Repayment:** MCA repayment can rise and fall with sales; loan payments stay the same.
- **Cost:** an MCA uses a factor rate and a fixed payback; a loan uses interest over a term. Compare total dollars repaid, not just the quoted rate.
- **Early payoff:** with an MCA, the total is often fixed; with a loan, early repayment may reduce total interest.
- **Qualification:** an MCA focuses on sales history; a loan may weigh credit and financial statements more heavily.
- **Best for:** an MCA suits short-term needs and businesses with variable revenue; a loan suits planned investments and owners who want fixed payments.

## What you need to apply

Our funding process is designed to be fast and straightforward. Business funding approval in 24-48 hours is possible when your documents are ready. Funding requires:

1. **3 months of bank statements** from your business account
2. **A soft credit pull**, which has no impact on your credit score
3. **At least 3 months in business**
4. **At least $5,000 in monthly revenue**
5. **A business bank account**

Having these ready before you apply is the easiest way to speed things up. Statements should be complete and show all pages.

## Questions to ask before you sign

Whichever option you consider, ask every provider the same questions so you can compare offers fairly.

1. **What is the total amount I will repay?** This is the clearest way to compare an MCA with a loan.
2. **How and how often are payments collected?** Daily, weekly or monthly, and by holdback or bank withdrawal.
3. **Are there fees beyond the quoted cost?** Ask about origination, underwriting or administrative fees.
4. **What happens if I pay early?** Find out whether any part of the cost is reduced.
5. **What happens if sales drop?** Ask whether payments can be adjusted and how to request it.
6. **Can I take additional funding later?** Understand renewal options and rules on combining funding from several providers.

## Common mistakes to avoid

- **Borrowing more than you need.** A larger amount means a larger payback. Base the request on a specific plan.
- **Comparing rates instead of totals.** Factor rates and interest rates are not directly comparable.
- **Stacking several advances.** Taking funding from multiple providers at once can strain cash flow quickly.
- **Ignoring cash flow.** Map out how payments fit alongside rent, payroll and inventory before you sign.

## Lower your costs while you grow

Funding is only one part of healthy cash flow. Processing fees are a steady drain on margin: competitors typically charge 2.5-3.5% per transaction (up to 4% in some cases). A [dual pricing](/dual-pricing) program offers a discounted cash price on all sales and can bring processing costs to 0%, freeing up cash every month.

## Talk to a funding specialist

Our funding specialists help owners compare options and choose the structure that fits, with 30+ years of experience serving businesses nationwide. [Request a free consultation](/consult) and a specialist will reply within one business day to review your needs and explain your options.`,
  },
  {
    slug: "pci-compliance-for-small-businesses",
    title: "PCI Compliance for Small Businesses: A Practical Guide",
    excerpt:
      "PCI DSS applies to every merchant that takes cards, including small shops. Learn what it " +
      "requires, how to validate compliance and the simple habits that keep card data safe.",
    author: "Risk & Compliance Team",
    publishedAt: "2026-04-14",
    body: `If your business accepts credit or debit cards, you are responsible for protecting the card data you handle. The rules for doing that are set out in the **Payment Card Industry Data Security Standard**, known as PCI DSS. Many small business owners assume it only applies to large retailers or online giants. It does not: PCI DSS applies to every merchant that takes cards, regardless of size.

The good news is that for most small businesses, compliance is manageable. Modern payment equipment does much of the heavy lifting, and the validation process is designed to scale with how you accept payments. This guide explains what PCI DSS is, how to validate compliance and the everyday practices that keep you and your customers safe. It is general information, not legal advice.

## What PCI DSS is and who sets it

PCI DSS is a security standard created and maintained by the PCI Security Standards Council, an organization founded by the major card brands. It is not a government law, but your merchant agreement requires you to follow it, and the card brands enforce it through processors and acquiring banks.

The standard covers how card data is collected, transmitted, stored and protected. Its requirements fall into a few broad goals:

- **Build and maintain a secure network** with firewalls and secure configurations
- **Protect cardholder data** with encryption and by not storing what you do not need
- **Manage vulnerabilities** with updated software and protection against malware
- **Control access** so only the people who need card data can reach it
- **Monitor and test** networks and systems regularly
- **Maintain a security policy** that your whole team understands

## Merchant levels and how you validate

The card brands group merchants into levels based on annual transaction volume. The largest merchants face on-site assessments, but most small businesses fall into the lowest levels and validate their compliance by completing a **Self-Assessment Questionnaire**, or SAQ, once a year.

### Choosing the right SAQ

There are several SAQ types, and the right one depends on how you accept cards:

- **Fully outsourced online payments,** where a third-party hosted page collects all card data, use one of the shortest questionnaires.
- **Stand-alone terminals** connected by phone line or cellular network have their own questionnaire.
- **Internet-connected terminals** and **virtual terminals** used on a single computer have separate versions.
- **Validated point-to-point encryption solutions** qualify for a streamlined questionnaire because card data is encrypted from the moment it is read.
- **Businesses that store, process or transmit card data in their own systems** must complete the most extensive questionnaire.

If you are unsure which applies to you, ask your processor. Choosing the wrong SAQ either wastes time or leaves gaps.

### Vulnerability scans

Businesses with internet-connected payment systems may also need regular external vulnerability scans performed by an Approved Scanning Vendor. The scan checks your public-facing systems for known weaknesses, and any failures must be fixed and rescanned.

## What happens if you are not compliant

Non-compliance has direct and indirect costs.

- **PCI non-compliance fees** are often charged monthly by processors when validation is not on file. Completing your SAQ usually removes the fee.
- **Breach costs** can include forensic investigations, card replacement costs, fines passed through from the card brands and legal expenses.
- **Loss of card acceptance** is possible in serious cases, along with damage to customer trust that is hard to rebuild.

For a small business, a single breach can be a serious financial blow. Prevention is far less expensive.

## Practical steps to protect card data

You do not need a dedicated IT department to handle cards safely. These habits address the most common risks.

### Reduce the data you handle

- **Never store full card numbers, security codes or magnetic stripe data.** Do not write card numbers on paper or keep them in spreadsheets or emails.
- **Use tokenization,** which replaces card numbers with tokens that are useless to thieves, for recurring billing and card-on-file payments.
- **Choose encrypted equipment.** Modern [POS terminals](/pos-terminals) and [stand-alone devices](/stand-alone-devices) encrypt card data as soon as it is read.
- **Use hosted payment pages online,** so card data goes straight to the processor instead of through your website. Our [web commerce](/web-commerce) solutions work this way.

### Secure your equipment and network

- **Change default passwords** on routers, terminals and POS software on day one.
- **Keep software updated,** including operating systems, POS software and antivirus.
- **Separate your networks,** so the guest Wi-Fi is never on the same network as your payment systems.
- **Inspect terminals regularly** for signs of tampering, such as loose parts or unfamiliar attachments.

### Control access

- **Give each employee a unique login** and remove access promptly when someone leaves.
- **Limit access** to payment systems and reports to those who need it.
- **Require strong passwords** and, where available, multi-factor authentication for administrative access.

### Train your team

Most incidents start with a person, not a machine. Teach staff to never accept card numbers by email or text, to recognize phishing attempts and to report suspicious devices or requests. Our [staff training](/staff-training) guide includes tips you can adapt.

## Your annual compliance routine

1. **Confirm how you accept cards** and whether anything has changed since last year.
2. **Select the correct SAQ** and answer each question honestly.
3. **Run required vulnerability scans** and fix any findings.
4. **Review access lists and passwords,** removing anyone who no longer needs access.
5. **Inspect equipment** and update software.
6. **Submit your validation** to your processor and keep a copy for your records.

Set a calendar reminder so validation never lapses.

## How the right provider helps

Your payment provider should make PCI compliance easier, not harder. Look for encrypted equipment, tokenization for stored cards, hosted online payment pages and clear guidance on which SAQ to complete. Our specialists help merchants choose equipment that reduces PCI scope, and our U.S.-based team provides 24/7/365 customer support when you have questions.

With 30+ years of experience, we have helped tens of thousands of business owners across the United States set up secure payment acceptance. [Request a free consultation](/consult) to review your current setup, and a specialist will reply within one business day.`,
  },
  {
    slug: "accepting-contactless-and-mobile-wallet-payments",
    title: "Accepting Contactless and Mobile Wallet Payments: What Businesses Need to Know",
    excerpt:
      "Customers expect to tap a card, phone or watch to pay. Learn how contactless payments work, why " +
      "they are secure, what equipment you need and how to roll them out smoothly.",
    author: "Merchant Services Team",
    publishedAt: "2026-07-08",
    body: `A few years ago, tapping a card or phone to pay felt new. Today many customers reach for their phone or watch before their wallet, and they notice when a business cannot accept a tap. Contactless payments are faster at the counter, more secure than swiping and simple to add with the right equipment.

This guide explains how contactless and mobile wallet payments work, why they are secure, what you need to accept them and how to roll them out without disrupting your checkout.

## What counts as a contactless payment

A contactless payment is any card transaction completed by holding a payment device near a reader instead of inserting or swiping it. The most common forms are:

- **Contactless cards:** chip cards with a built-in antenna, usually marked with the contactless symbol of four curved lines
- **Mobile wallets on phones:** a card stored in the phone's digital wallet, authorized with a fingerprint, face scan or passcode
- **Wearables:** smartwatches, rings and other devices linked to a digital wallet
- **Other connected devices:** some key fobs and prepaid tags work the same way

All of these use **NFC**, or near-field communication, a short-range wireless technology that only works when the device is held within a few centimeters of the reader. That short range is part of what makes it safe.

## Why contactless payments are secure

Contactless payments are built on the same security foundations as chip cards, with additional protection for mobile wallets.

### Dynamic data for every transaction

Like an **EMV** chip transaction, a contactless transaction generates a unique one-time code for each purchase. Even if someone captured the data, it could not be reused to make another purchase. This is a major improvement over the magnetic stripe, which sends the same data every time.

### Tokenization in mobile wallets

When a customer adds a card to a mobile wallet, the real card number is replaced by a **token**, a substitute number tied to that device. Your business never receives the actual card number, so there is less sensitive data to protect. If a phone is lost, the token can be suspended without replacing the card.

### Authentication on the device

Mobile wallets typically require the customer to unlock the payment with a fingerprint, face recognition or passcode. That step confirms the person paying is the device owner, adding a layer of protection that a plastic card cannot offer.

These protections also help you. Transactions that use chip-level security give you a stronger position if a customer later claims a purchase was fraudulent. Our [chargeback guide](/chargeback-guide) explains why.

## Benefits for your business

- **Faster checkout.** A tap typically takes a moment, which shortens lines at busy times.
- **Less handling.** Customers keep their cards and phones in their own hands, which many prefer.
- **Fewer errors.** There is no card to insert the wrong way or stripe to re-swipe.
- **Customer expectations.** Accepting every way customers want to pay avoids lost sales at the register.
- **Better fit for mobile checkout.** Tapping works well for servers at the table, curbside pickup and events.

## What equipment you need

To accept contactless payments in person, you need a terminal or reader with NFC enabled. Most modern equipment supports it, but older terminals may not, or may have the feature turned off.

### Check your current setup

Look for the contactless symbol on your terminal or its screen. If you do not see it, ask your provider whether your device supports NFC and whether it can be enabled. If it cannot, it is probably time to upgrade, because older devices may also lack current security updates.

### Equipment options

- **Countertop terminals and POS systems** for retail counters and restaurants. See our [POS terminals](/pos-terminals) and [point of sale](/point-of-sale) pages.
- **Stand-alone devices** that work independently of a POS, ideal for simpler setups. See our [stand-alone devices](/stand-alone-devices).
- **Mobile readers and handhelds** for tableside service, deliveries and job sites. See our [mobile processing](/mobile-processing) options.

Hardware bundles start from $549, and POS software starts from $99/month if you are upgrading your whole system.

## Beyond the counter: wallets online and by text

Mobile wallets are not limited to in-person sales. Many customers prefer to pay online with a stored wallet rather than typing a card number on a small screen. Adding wallet options to your checkout can make online purchases faster. Our [web commerce](/web-commerce) page covers online checkout options.

For businesses that bill customers remotely, such as contractors, medical offices and service providers, sending a secure payment link by text lets customers pay from their phone in seconds. Learn how on our [text and QR payments](/text-qr) page.

## What contactless payments cost

In general, contactless transactions are priced like other card-present transactions, because they are processed as card-present sales with chip-level data. The bigger factor is your overall pricing. Competitors typically charge 2.5-3.5% per transaction (up to 4% in some cases), so the way your account is priced matters more than the way a card is presented.

If you want to reduce processing costs further, a [surcharge program](/surcharge) or [dual pricing](/dual-pricing) can bring processing costs to 0%. Both work with contactless payments when your equipment is configured correctly.

## Rolling out contactless smoothly

1. **Confirm your equipment supports NFC** and that it is enabled.
2. **Test with several devices,** including a contactless card, a phone and a watch, before opening.
3. **Place the reader within easy reach** of customers, with the contactless symbol visible.
4. **Train staff** on what to do if a tap fails, such as asking the customer to try again or insert the chip.
5. **Add signage** near the register so customers know they can tap.
6. **Watch for transaction limits,** because some cards or terminals prompt for a PIN or chip insertion on larger amounts.

## Troubleshooting common issues

- **Tap not recognized:** ask the customer to hold the device steady near the reader for a moment, or try the chip.
- **Phone prompts for authentication:** the customer needs to unlock their wallet; this is normal.
- **Reader times out:** restart the transaction rather than tapping repeatedly, to avoid duplicate authorizations.
- **Frequent failures:** contact your provider, since the reader may need an update or replacement.

## Get set up

Our specialists help businesses of every size choose and configure contactless-ready equipment, and our U.S.-based team provides 24/7/365 customer support if anything goes wrong. [Request a free consultation](/consult) and a specialist will reply within one business day to review your current setup.`,
  },
  {
    slug: "high-risk-merchant-accounts-explained",
    title: "High-Risk Merchant Accounts Explained",
    excerpt:
      "What makes a business high risk, how underwriting and reserves work, what the MATCH list is " +
      "and how to keep a high-risk merchant account in good standing over the long term.",
    author: "High-Risk Account Specialists",
    publishedAt: "2026-10-06",
    body: `Being labeled "high risk" can feel like a judgment on your business. It is not. In payment processing, the term describes the financial risk a processor and its bank take on when they agree to process your card transactions. Many successful, well-run businesses are classified as high risk simply because of their industry or how they sell.

A high-risk merchant account lets those businesses accept cards with a provider that understands their model. This guide explains what makes a business high risk, how these accounts differ from standard accounts and how to keep yours in good standing.

## Why processors assess risk at all

When you accept a card payment, the processor and its acquiring bank guarantee that transaction to the card networks. If a customer disputes a charge and you cannot cover the refund, or if your business closes with unfulfilled orders, the processor can be left responsible for the losses. Risk assessment is how processors decide which businesses they can support and on what terms.

## What makes a business high risk

No single factor decides the label. Processors look at a combination of the following.

### Industry

Some industries are classified as high risk across the payments industry, because of regulation, reputational concerns or historically higher dispute rates. Examples include [CBD oil](/industries/cbd-oil), [firearms](/industries/firearms), [vape shops](/industries/vape), [nutraceuticals](/industries/nutraceuticals), [travel](/industries/travel), [online gaming](/industries/online-gaming), [telemedicine](/industries/telemedicine) and [credit repair](/industries/credit-repair).

### How you sell

- **Card-not-present sales,** such as online and phone orders, carry more fraud risk than in-person sales.
- **Recurring billing** and [subscription models](/industries/subscription-boxes) can lead to disputes when customers forget they signed up.
- **Future delivery,** where customers pay long before receiving a product or service, as with event tickets, travel or [extended warranties](/industries/extended-warranties), increases exposure if the business cannot deliver.
- **High average tickets** mean each dispute or loss is larger.

### Business history

- **Chargeback history:** a track record of frequent disputes raises concern.
- **Time in business:** new businesses have no processing history to review.
- **Credit history:** the owner's and business's credit may be considered.
- **Previous account terminations,** especially those that led to a MATCH listing.

## What the MATCH list is

The **MATCH list**, short for Member Alert to Control High-Risk Merchants, is a database maintained by one of the major card networks. Acquiring banks add businesses and their principals when an account is terminated for certain reasons, such as excessive chargebacks, fraud, money laundering or violations of card-brand rules. Other banks check the list before approving new accounts.

A MATCH listing makes finding a standard merchant account very difficult, and listings remain in place for an extended period. Some high-risk providers can still work with listed businesses, depending on the reason for the listing and what has changed since. If you believe you were listed in error, you can ask the bank that added you to review it.

## How high-risk accounts differ

High-risk merchant accounts work like standard accounts day to day. You accept cards, settle batches and receive deposits. The differences are in underwriting and account terms.

### More detailed underwriting

Expect to provide more documentation, and expect underwriters to look closely at your business model, website and history. This is normal and is designed to approve accounts that will stay open, not to make the process difficult.

### Reserves

A **reserve** is money the processor holds to cover potential chargebacks and refunds. Common structures include:

- **Rolling reserve:** a share of each day's sales is held for a set period, then released on a rolling basis.
- **Upfront reserve:** a lump sum is held at the start of the relationship.
- **Capped reserve:** funds are held until the reserve reaches a set amount.

Reserve terms are set in your agreement and may be reduced over time as you build a clean processing history.

### Pricing and terms

Because processors take on more risk, pricing for high-risk accounts is generally higher than for standard accounts, and contracts may include specific requirements on chargeback levels and refund policies. Read the agreement carefully and ask how terms can improve over time.

### Ongoing monitoring

Processors monitor high-risk accounts more closely for changes in volume, average ticket size and chargeback levels. Unexpected spikes can trigger a review, so tell your provider before launching a major promotion or a new product line.

## What to prepare when you apply

A complete application is the fastest path to approval. Typical requests include:

1. **Recent processing statements,** if you have processed cards before
2. **Business bank statements**
3. **Business registration and any licenses** your industry requires
4. **Owner identification**
5. **A compliant website** with clear product descriptions, pricing, refund and cancellation policies, shipping terms, a privacy policy and visible contact information
6. **Product information,** such as lab reports or supplier details for regulated products

## How to keep your account in good standing

The most important factor for long-term success is keeping disputes under control.

- **Make charges recognizable** with a clear billing descriptor and detailed receipts.
- **Be transparent about recurring billing,** including reminders before renewals and easy cancellation.
- **Respond quickly to customers** so problems are resolved before they become disputes.
- **Use fraud tools** such as address verification and card security code checks for online sales.
- **Document every transaction** with orders, delivery confirmations and customer communication.
- **Track your chargeback ratio** monthly and act on patterns early.

Our [chargeback guide](/chargeback-guide) and our article on [tracking and analysis](/tracking-analysis) explain these practices in detail.

## Find a provider that understands your industry

A provider experienced with high-risk industries will know what underwriters need, set realistic expectations on reserves and help you stay compliant. We support many industries that standard processors decline; browse the full list on our [all industries](/all-industries) page.

With 30+ years of experience, nationwide service and 24/7/365 customer support from a U.S.-based team, our specialists help high-risk businesses get approved and stay approved. [Request a free consultation](/consult) and a specialist will reply within one business day to discuss your business.`,
  },
];
