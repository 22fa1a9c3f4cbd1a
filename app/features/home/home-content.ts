// Imported, so the build fingerprints them and they are cached immutable for a year.
import ecommerceImage from "~/assets/home/ecommerce.svg";
import posImage from "~/assets/home/pos.svg";

interface Card {
  title: string;
  text: string;
}

interface Feature {
  eyebrow: string;
  heading: string;
  text: string;
  bullets: string[];
  link: { href: string; label: string };
  image: { src: string; width: number; height: number; alt: string };
}

/** The home page's content: the shipped one below, or a marketer's edit of its texts (home-texts.ts). */
export interface HomeContent {
  hero: { eyebrow: string; h1: string; lead: string };
  advantages: { heading: string; intro: string; cards: (Card & { delay: number })[] };
  pointOfSale: Feature;
  ecommerce: Feature;
  zeroPercent: { heading: string; intro: string; programs: (Card & { href: string })[] };
  businessTypes: { heading: string; intro: string; cards: (Card & { href: string })[] };
  closing: { heading: string; steps: Card[] };
  /** What link previews show instead of the site's title and description (an edit's; none shipped). */
  social?: { title?: string; description?: string };
}

/** Home page content (product reference §1.2, figures from §9.2), in page order. */
export const homeContent: HomeContent = {
  hero: {
    eyebrow: "Payment processing for every business",
    h1: "Innovative, cost-effective payment processing",
    lead:
      "Accept every card at the counter, online and on the go, cut your processing costs to as low as 0% with " +
      "surcharge or dual pricing, and get U.S.-based support 24/7/365. Backed by 30+ years of experience.",
  },
  advantages: {
    heading: "Our Advantages",
    intro: "What business owners get when they process with us.",
    cards: [
      {
        title: "Expert Guidance",
        text: "Tens of thousands of business owners across the United States trust our specialists to set up the right processing, equipment and pricing for the way they sell.",
        delay: 0,
      },
      {
        title: "Lower Rates and Fees",
        text: "97% of business owners who receive a free rate review end up saving money. We show you line by line where your fees go and what you can keep.",
        delay: 200,
      },
      {
        title: "24/7/365 Customer Support",
        text: "A U.S.-based team answers day and night, every day of the year, so a question at closing time never waits until Monday.",
        delay: 400,
      },
    ],
  },
  pointOfSale: {
    eyebrow: "Payment Solutions",
    heading: "Point of Sale Solutions",
    text:
      "Countertop terminals, tablet POS systems and portable readers that take chip, tap and mobile wallets, " +
      "print or text receipts and track inventory, tips and sales. POS software starts from $99/month and " +
      "hardware bundles from $549.",
    bullets: ["Chip, contactless and mobile wallet payments", "Inventory, tipping and reporting built in", "Set up and trained by our team"],
    link: { href: "/point-of-sale", label: "Explore POS solutions" },
    image: { src: posImage, width: 640, height: 480, alt: "A countertop point-of-sale tablet with a card reader and a printed receipt" },
  },
  ecommerce: {
    eyebrow: "E-Commerce Solutions",
    heading: "Get paid online, securely",
    text:
      "Take online payments through a secure payment gateway, key in phone and mail orders on a virtual terminal, " +
      "and connect your online store so orders and payments stay in sync.",
    bullets: ["Payment gateway with tokenization", "Virtual terminal for phone and mail orders", "Online store integration"],
    link: { href: "/web-commerce", label: "Explore e-commerce" },
    image: { src: ecommerceImage, width: 640, height: 480, alt: "An online checkout page with a card form and a virtual terminal panel" },
  },
  zeroPercent: {
    heading: "Access 0% Processing Rates",
    intro:
      "Competitors typically charge 2.5-3.5% per transaction. Our programs let you pass the cost of card acceptance on, " +
      "saving about $300 for every $10,000 in monthly card volume, up to $3,000+ a month at $100,000+.",
    programs: [
      {
        title: "Surcharge Program",
        text: "A service fee applied to all credit card sales covers your processing cost, disclosed clearly at the door, at checkout and on the receipt.",
        href: "/surcharge",
      },
      {
        title: "Dual Pricing Program",
        text: "Show a card price and a discounted cash price on every sale. Dual pricing is legal in all 50 states and works for credit and debit.",
        href: "/dual-pricing",
      },
    ],
  },
  businessTypes: {
    heading: "Business Types",
    intro: "Processing built around how your business sells.",
    cards: [
      { title: "Retail Solutions", text: "Fast checkout, inventory and loyalty for stores of every size.", href: "/retail" },
      { title: "eCommerce Solutions", text: "Gateways, hosted checkout and recurring billing for online sellers.", href: "/ecommerce" },
      { title: "Restaurant & Bar", text: "Tableside payments, tips, tabs and kitchen-ready POS systems.", href: "/restaurants" },
      { title: "Professional Services", text: "Invoices, text-to-pay and recurring payments for client work.", href: "/professional-services" },
      { title: "Skilled Trade Services", text: "Take payments in the field and get paid before you leave the job.", href: "/skill-trade" },
      { title: "Specialty Businesses", text: "Accounts for specialized and high-risk industries, approved the right way.", href: "/specialty-business" },
    ],
  },
  closing: {
    heading: "Start saving in three steps",
    steps: [
      { title: "Build a Plan", text: "A specialist reviews your statement and designs processing, equipment and pricing around your business." },
      { title: "Implement & Save", text: "We set up your terminals or integrations and train your team, and your savings start with the first batch." },
      { title: "Receive Ongoing Support", text: "Our U.S.-based team is there 24/7/365, and a specialist replies within one business day." },
    ],
  },
};
