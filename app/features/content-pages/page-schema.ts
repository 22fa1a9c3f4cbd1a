import * as z from "zod";
import { isSiteRelativePath } from "~/utils/safe-url";
import { storableText } from "~/utils/storable-text";

/**
 * The frontmatter of a content page (`content/pages/**.md`). Text fields marked
 * "inline Markdown" may use bold, emphasis and links; the others are plain text.
 */

/** The families of content pages, in the order the route manifest (and so the sitemap) lists them. */
export const CONTENT_FAMILIES = ["product", "segment", "industry", "hr", "chargeback", "partner", "legal"] as const;
export type ContentFamily = (typeof CONTENT_FAMILIES)[number];

/** The family of any page of the site (breadcrumbs and the route manifest go by it): a content family or a page the app renders itself. */
export type PageFamily = "home" | ContentFamily | "index" | "form" | "articles" | "tool" | "internal";

/** The groups of the Industries menu and directory, in order (product reference §2.2). */
export const INDUSTRY_GROUPS = [
  { group: "retail_commerce", label: "Retail & Commerce" },
  { group: "service_industries", label: "Service Industries" },
  { group: "specialized_business", label: "Specialized Businesses" },
  { group: "high_risk", label: "High Risk Industries" },
] as const;
export type IndustryGroup = (typeof INDUSTRY_GROUPS)[number]["group"];

const text = storableText().trim().min(1, "must not be empty");

const sitePath = storableText()
  .refine((value) => isSiteRelativePath(value), "must be a path on this site, starting with one /");

const card = z.strictObject({
  title: text,
  /** Inline Markdown. */
  text,
});

const faq = z.strictObject({
  question: text,
  /** Inline Markdown. */
  answer: text,
});

const callToAction = z.strictObject({
  heading: text,
  /** Inline Markdown. */
  text,
  /** The button; "Request a Consultation" when left out. */
  label: text.optional(),
  /** Where the button goes; /consult when left out. */
  href: sitePath.optional(),
});

const commonFields = {
  /** Short name: menus, breadcrumbs, the browser tab. */
  title: text,
  /** Meta description for search results. */
  description: text,
  h1: text,
  /** Position among the pages of its family (sitemap, directories); pages without one come last. */
  order: z.number().int().optional(),
  /** Small label above the h1. */
  eyebrow: text.optional(),
  /** Inline Markdown: one or two sentences under the h1. */
  lead: text,
  highlights: z.array(card).optional(),
  faqs: z.array(faq).optional(),
  /** Paths of related pages. */
  related: z.array(sitePath).optional(),
  cta: callToAction.optional(),
  /** What a link preview (Open Graph, X/Twitter) shows instead of the title and description. */
  socialTitle: text.optional(),
  socialDescription: text.optional(),
  /** The link preview's picture: a path on this site (an upload, /images/…); the site's card when left out. */
  socialImage: sitePath.optional(),
  /** What that picture shows; the page's title when left out. */
  socialImageAlt: text.optional(),
};

const industryPath = storableText()
  .regex(/^\/industries\/[a-z0-9-]+$/, "must be the path of an industry page, like /industries/grocery");

const otherFamilies = CONTENT_FAMILIES.filter((family) => family !== "industry") as Exclude<ContentFamily, "industry">[];

export const ContentFrontmatterSchema = z.discriminatedUnion(
  "family",
  [
    z.strictObject({
      family: z.literal("industry"),
      ...commonFields,
      /** Display name ("Firearms & Ammunition"). */
      name: text,
      group: z.enum(INDUSTRY_GROUPS.map(({ group }) => group) as [IndustryGroup, ...IndustryGroup[]]),
      highRisk: z.boolean(),
      /** Typical payment challenges of the industry. */
      challenges: z.array(card),
      /** What we offer the industry. */
      offers: z.array(card),
      relatedIndustries: z.array(industryPath),
    }),
    z.strictObject({ family: z.enum(otherFamilies), ...commonFields }),
  ],
  { error: () => `must be one of ${CONTENT_FAMILIES.join(", ")}` },
);

export type ContentFrontmatter = z.infer<typeof ContentFrontmatterSchema>;
