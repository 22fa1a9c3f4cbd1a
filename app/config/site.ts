/**
 * The one place for the provider's public facts. Contact details can be overridden by
 * env (SITE_NAME, SITE_PHONE, SITE_EMAIL, SITE_ADDRESS, SITE_SOCIAL_*) through `getSiteConfig`.
 */
export interface SocialLink {
  label: "Facebook" | "LinkedIn" | "Instagram";
  network: string;
  /** The company's profile page; null when none is configured. */
  href: string | null;
  /** Shown as "Coming Soon!" while no profile is configured (decision 031). */
  comingSoon?: boolean;
}

export interface SiteConfig {
  name: string;
  /** Default document title, also the suffix of every page title. */
  defaultTitle: string;
  tagline: string;
  phone: string;
  email: string;
  address: { street: string; city: string; region: string; postalCode: string };
  /** Social profiles; each is shown in the footer only when its URL is configured. */
  social: SocialLink[];
  testimonial: { stars: 5; quote: string; author: string; role: string };
}

/** The site details every page is sent with the root data (the testimonial stays on the server). */
export type PublicSiteConfig = Pick<
  SiteConfig,
  "name" | "defaultTitle" | "tagline" | "phone" | "email" | "address" | "social"
>;

export function publicSiteConfig(site: SiteConfig): PublicSiteConfig {
  return {
    name: site.name,
    defaultTitle: site.defaultTitle,
    tagline: site.tagline,
    phone: site.phone,
    email: site.email,
    address: site.address,
    social: site.social,
  };
}

export const defaultSiteConfig: SiteConfig = {
  name: "Magnolia Payment Solutions",
  defaultTitle: "Magnolia Payment Solutions | Payment Processing for Every Business",
  tagline: "Innovative, cost-effective payment processing backed by 30+ years of experience.",
  phone: "1-888-555-0142",
  email: "info@magnoliapayments.example",
  address: {
    street: "200 East Capitol Street, Suite 400",
    city: "Jackson",
    region: "MS",
    postalCode: "39201",
  },
  // Profile URLs come from SITE_SOCIAL_* settings: a network's bare home page is not a profile.
  social: [
    { label: "Facebook", network: "social network", href: null },
    { label: "LinkedIn", network: "professional network", href: null },
    { label: "Instagram", network: "photo network", href: null, comingSoon: true },
  ],
  testimonial: {
    stars: 5,
    quote:
      "Switching our processing was painless. Our rep walked us through dual pricing, set up the " +
      "terminals and our fees went to practically nothing. Support picks up every time we call.",
    author: "Verified merchant",
    role: "Business Owner",
  },
};

/**
 * The site's own time zone (the company is in Jackson, Mississippi): the calendar day that
 * decides whether a scheduled article is public yet, on every page that lists articles.
 */
export const SITE_TIME_ZONE = "America/Chicago";
