import { listContentPages } from "~/features/content-pages/content-library.server";
import { PAGE_ALIASES } from "~/features/content-pages/content-pages.server";
import type { PageFamily } from "~/features/content-pages/page-schema";

/**
 * The route manifest: the single source of truth for every page of the route
 * table (product reference §2.1). It drives the content pages, the sitemap and the test that every listed path
 * answers 200. Server-only: it lists every content page of `content/pages/`.
 */
export interface ManifestEntry {
  /** The path as visitors use it. Dynamic segments use an example value. */
  path: string;
  title: string;
  h1: string;
  description: string;
  family: PageFamily;
  /** When the page also answers at another path, the one search engines should index. */
  canonicalPath?: string;
  /** Internal or tool pages: `noindex` and never in the sitemap. */
  noindex?: boolean;
}

/** Permanent redirects of old paths. */
export const REDIRECTS: Record<string, string> = {
  "/speedybusinessloan": "/speedy-business-loan",
};

const staticEntries: ManifestEntry[] = [
  {
    path: "/",
    family: "home",
    title: "Payment Processing for Every Business",
    h1: "Innovative, cost-effective payment processing",
    description:
      "Card processing, point of sale, online payments and 0% processing programs for U.S. businesses, with 24/7/365 U.S.-based support and 30+ years of experience.",
  },
  {
    path: "/consult",
    family: "form",
    title: "Request a Consultation",
    h1: "Request a Free Consultation",
    description:
      "Book a free consultation: tell us about your business and a payments specialist will review your rates and show you what you could save.",
  },
  {
    path: "/merchant-onboarding",
    family: "form",
    title: "Apply Today",
    h1: "Apply for a Merchant Account",
    description:
      "Apply for a merchant account in minutes. Tell us how you take payments today and a specialist replies within one business day.",
  },
  {
    path: "/partnership-forms",
    family: "form",
    title: "Partnership Forms",
    h1: "Become a Partner",
    description:
      "Choose your partner program: independent agents, banks and financial institutions, integration partners and POS resellers.",
  },
  {
    path: "/survey",
    family: "form",
    title: "Merchant Survey",
    h1: "Tell Us How We Are Doing",
    description:
      "Take our two-minute merchant survey and help us improve our payment processing, support and programs for businesses like yours.",
  },
  {
    path: "/chat",
    family: "form",
    title: "Chat With Us",
    h1: "Chat With Our Virtual Assistant",
    description:
      "Get quick answers on POS systems, 0% processing programs, business funding and partner programs, or ask a specialist to call you back.",
  },
  {
    path: "/articles",
    family: "articles",
    title: "Articles",
    h1: "Payments Articles and Guides",
    description:
      "Practical articles for business owners on surcharging, dual pricing, chargebacks, POS systems, PCI compliance and business funding.",
  },
  {
    path: "/all-industries",
    family: "index",
    title: "All Industries",
    h1: "Industries We Serve",
    description:
      "Payment processing for every industry we serve, from retail and restaurants to professional services and high-risk businesses.",
  },
  {
    path: "/navmobileview_solutions",
    family: "index",
    title: "All Solutions",
    h1: "All Solutions",
    description:
      "Every payment solution in one list: point of sale, mobile and online payments, 0% processing programs, funding and HR compliance.",
  },
  {
    path: "/navmobileview_industries",
    family: "index",
    title: "All Industries Menu",
    h1: "Browse Industries",
    description:
      "Browse the industries we serve by group: retail and commerce, service industries, specialized businesses and high-risk industries.",
  },
  {
    path: "/lightbox",
    family: "tool",
    noindex: true,
    title: "Pop-up Preview",
    h1: "Pop-up Preview",
    description: "Preview of the promotional pop-up.",
  },
  {
    path: "/lightbox-config",
    family: "tool",
    noindex: true,
    title: "Pop-up Settings",
    h1: "Pop-up Settings",
    description: "Settings of the promotional pop-up.",
  },
  {
    path: "/team/project-hurricane",
    family: "internal",
    noindex: true,
    title: "Project Hurricane",
    h1: "Project Hurricane",
    description: "An internal page.",
  },
];

const partnershipTypes = [
  ["agent", "Agent and ISO Application", "Apply to become an independent sales agent or ISO partner."],
  ["bank", "Bank Partnership Application", "Apply to offer merchant services to your bank's business customers."],
  ["integration", "Integration Partner Application", "Apply to integrate payments into your software as an ISV partner."],
  ["pos-reseller", "POS Reseller Application", "Apply to resell our POS systems and payment programs."],
] as const;

export const PARTNERSHIP_TYPES = partnershipTypes.map(([type]) => type);

/** The content pages, family by family in the order of their `order` field. */
function contentEntries(): ManifestEntry[] {
  return listContentPages().map(({ path, frontmatter }) => ({
    path,
    family: frontmatter.family,
    title: frontmatter.title,
    h1: frontmatter.h1,
    description: frontmatter.description,
  }));
}

function buildManifest(): ManifestEntry[] {
  const entries = [
    ...staticEntries,
    ...partnershipTypes.map(([type, title, description]) => ({
      path: `/partnership-forms/${type}`,
      family: "form" as const,
      title,
      h1: title,
      description: `${description} Tell us about your business and our partner team replies within one business day.`,
    })),
    ...contentEntries(),
  ];
  const byPath = new Map(entries.map((entry) => [entry.path, entry]));
  for (const [alias, canonicalPath] of Object.entries(PAGE_ALIASES)) {
    const target = byPath.get(canonicalPath);
    if (target) entries.push({ ...target, path: alias, canonicalPath });
  }
  return entries;
}

export const routeManifest: readonly ManifestEntry[] = buildManifest();

const entriesByPath = new Map(routeManifest.map((entry) => [entry.path, entry]));

export function findManifestEntry(path: string): ManifestEntry | undefined {
  return entriesByPath.get(path);
}

/** The manifest entry of a route that must exist; a missing one is a programming error. */
export function requireManifestEntry(path: string): ManifestEntry {
  const entry = entriesByPath.get(path);
  if (!entry) throw new Error(`No route manifest entry for ${path}`);
  return entry;
}
