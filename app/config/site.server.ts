import { getEnv, type Env } from "~/utils/env.server";
import { defaultSiteConfig, type SiteConfig, type SocialLink } from "./site";

/** Parses "street, city, ST 12345" into the address parts; keeps defaults when it does not fit. */
function parseAddress(value: string | undefined): SiteConfig["address"] {
  const match = value?.match(/^(.+),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/);
  if (!match) return defaultSiteConfig.address;
  const [, street = "", city = "", region = "", postalCode = ""] = match;
  return { street, city, region, postalCode };
}

const SOCIAL_SETTINGS = {
  Facebook: "SITE_SOCIAL_FACEBOOK",
  LinkedIn: "SITE_SOCIAL_LINKEDIN",
  Instagram: "SITE_SOCIAL_INSTAGRAM",
} as const satisfies Record<SocialLink["label"], keyof Env>;

/**
 * The footer's social links: a network with a configured profile URL is a link; one
 * without is left out, except a network the product marks "Coming Soon!".
 */
export function configuredSocialLinks(
  env: Pick<Env, (typeof SOCIAL_SETTINGS)[keyof typeof SOCIAL_SETTINGS]>
): SocialLink[] {
  return defaultSiteConfig.social.flatMap((social) => {
    const href = env[SOCIAL_SETTINGS[social.label]] ?? null;
    if (href) return [{ ...social, href, comingSoon: false }];
    return social.comingSoon ? [social] : [];
  });
}

let cached: SiteConfig | undefined;

export function getSiteConfig(): SiteConfig {
  if (cached) return cached;
  const env = getEnv();
  const name = env.SITE_NAME ?? defaultSiteConfig.name;
  cached = {
    ...defaultSiteConfig,
    name,
    defaultTitle: env.SITE_NAME ? `${name} | Payment Processing for Every Business` : defaultSiteConfig.defaultTitle,
    phone: env.SITE_PHONE ?? defaultSiteConfig.phone,
    email: env.SITE_EMAIL ?? defaultSiteConfig.email,
    address: parseAddress(env.SITE_ADDRESS),
    social: configuredSocialLinks(env),
  };
  return cached;
}
