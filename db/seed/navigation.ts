/**
 * Demo navigation matching the menus of product reference §2.2. A node's `slug` doubles as its
 * path (`/{slug}`) unless `linkUrl` is given.
 */
export interface NavigationSeedNode {
  sectionType: string;
  slug: string;
  title: string;
  description?: string;
  icon?: string;
  linkUrl?: string;
  children?: Omit<NavigationSeedNode, "sectionType" | "children">[];
}

const paymentProcessing: NavigationSeedNode[] = [
  { slug: "point-of-sale", title: "Point of Sale", icon: "pos", description: "Complete POS solutions for every counter" },
  { slug: "pos-system", title: "POS Systems", icon: "pos", description: "Software from $99/month" },
  { slug: "pos-terminals", title: "POS Terminals", icon: "pos", description: "Countertop and portable hardware" },
  { slug: "mobile-processing", title: "Mobile Processing", icon: "mobile", description: "Take cards anywhere" },
  { slug: "web-commerce", title: "Web Commerce", description: "Gateway, virtual terminal and online store" },
  { slug: "text-qr", title: "Text & QR Payments", icon: "mobile", description: "Send a link, get paid" },
  { slug: "integrations", title: "Integrations", description: "Connect the software you already use" },
  { slug: "stand-alone-devices", title: "Stand-Alone Devices", description: "Simple, reliable card readers" },
  { slug: "maxx-pay", title: "Maxx Pay", description: "Our all-in-one payment program" },
  { slug: "surcharge", title: "Surcharge Program", description: "Pass card fees on to customers" },
  { slug: "dual-pricing", title: "Dual Pricing", description: "Cash discount on every sale" },
  { slug: "dual-pricing-dealership", title: "Dual Pricing for Dealerships", description: "0% processing for auto dealers" },
].map((node) => ({ ...node, sectionType: "payment_processing" }));

const additionalServices: NavigationSeedNode[] = [
  { slug: "gift-loyalty", title: "Gift & Loyalty", icon: "services", description: "Bring customers back" },
  { slug: "web-design", title: "Web Design", icon: "services", description: "Websites that sell" },
  { slug: "pos-reseller", title: "POS Reseller Program", icon: "services", description: "Resell our POS systems" },
  { slug: "chargeback-guide", title: "Chargeback Guide", icon: "services", description: "Prevent and win disputes" },
].map((node) => ({ ...node, sectionType: "additional_services" }));

const businessLoan: NavigationSeedNode[] = [
  { slug: "speedy-business-loan", title: "Speedy Business Loan", description: "Approval in 24-48 hours" },
  {
    slug: "apply-for-working-capital",
    title: "Apply For Working Capital",
    linkUrl: "/merchant-cash-advance",
    description: "Funding repaid from future card sales",
  },
].map((node) => ({ ...node, sectionType: "business_loan" }));

/** An item with children becomes an extra titled section: the Compliance column. */
const compliance: NavigationSeedNode = {
  sectionType: "solutions",
  slug: "compliance",
  title: "Compliance",
  description: "HR compliance services",
  children: [
    { slug: "compliance", title: "HR Compliance" },
    { slug: "employee-handbook", title: "Employee Handbook" },
    { slug: "workplace-investigations", title: "Workplace Investigations" },
    { slug: "manager-compliance-training", title: "Manager Compliance Training" },
    { slug: "digital-hr-templates", title: "Digital HR Templates" },
    { slug: "multistate-compliance", title: "Multistate Compliance" },
    { slug: "fractional-hr", title: "Fractional HR" },
    { slug: "hr-audits", title: "HR Audits" },
  ],
};

const industries: NavigationSeedNode[] = [
  { sectionType: "retail_commerce", slug: "retail", title: "Retail Solutions" },
  { sectionType: "retail_commerce", slug: "ecommerce", title: "eCommerce Solutions" },
  { sectionType: "retail_commerce", slug: "industries/automotive", title: "Automotive" },
  { sectionType: "retail_commerce", slug: "industries/franchise", title: "Franchises" },
  { sectionType: "service_industries", slug: "restaurants", title: "Restaurant & Bar" },
  { sectionType: "service_industries", slug: "professional-services", title: "Professional Services" },
  { sectionType: "service_industries", slug: "skill-trade", title: "Skilled Trade Services" },
  { sectionType: "service_industries", slug: "industries/property-management", title: "Property Management" },
  { sectionType: "specialized_business", slug: "specialty-business", title: "Specialty Businesses" },
  { sectionType: "specialized_business", slug: "industries/non-profit", title: "Nonprofits" },
  { sectionType: "specialized_business", slug: "industries/b2b-wholesale", title: "B2B & Wholesale" },
  { sectionType: "specialized_business", slug: "industries/golf-country-clubs", title: "Golf & Country Clubs" },
  { sectionType: "high_risk", slug: "industries/adult-industry", title: "Adult Industry" },
  { sectionType: "high_risk", slug: "industries/firearms", title: "Firearms" },
  { sectionType: "high_risk", slug: "industries/cbd-oil", title: "CBD Oil" },
  { sectionType: "high_risk", slug: "industries/vape", title: "Vape & E-Cigarettes" },
  { sectionType: "high_risk", slug: "industries/travel", title: "Travel" },
  { sectionType: "high_risk", slug: "industries/credit-repair", title: "Credit Repair" },
];

const partnerships: NavigationSeedNode[] = [
  { slug: "recruitment", title: "Agent Programs", description: "Earn residuals as an independent agent" },
  { slug: "bank-partnership", title: "Financial Institutions", description: "Merchant services for your bank" },
  {
    slug: "integration-partners",
    title: "Integration Partners",
    linkUrl: "/payment-partnerships",
    description: "Embed payments in your software",
  },
].map((node) => ({ ...node, sectionType: "partnerships" }));

export const navigationSeed: NavigationSeedNode[] = [
  ...paymentProcessing,
  ...additionalServices,
  ...businessLoan,
  compliance,
  ...industries,
  ...partnerships,
];
