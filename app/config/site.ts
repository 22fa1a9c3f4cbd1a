/**
 * The one place for the provider's public facts. Contact details can be overridden by
 * env (SITE_NAME, SITE_PHONE, SITE_EMAIL, SITE_ADDRESS) through `getSiteConfig`.
 */
export interface SiteConfig {
  name: string;
  /** Default document title, also the suffix of every page title. */
  defaultTitle: string;
  tagline: string;
  phone: string;
  email: string;
  address: { street: string; city: string; region: string; postalCode: string };
  social: { label: string; network: string; href: string | null }[];
  testimonial: { stars: 5; quote: string; author: string; role: string };
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
  social: [
    { label: "Facebook", network: "social network", href: "https://www.facebook.com/" },
    { label: "LinkedIn", network: "professional network", href: "https://www.linkedin.com/" },
    { label: "Instagram", network: "photo network", href: null },
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
