import { getEnv } from "~/utils/env.server";
import { defaultSiteConfig, type SiteConfig } from "./site";

/** Parses "street, city, ST 12345" into the address parts; keeps defaults when it does not fit. */
function parseAddress(value: string | undefined): SiteConfig["address"] {
  const match = value?.match(/^(.+),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/);
  if (!match) return defaultSiteConfig.address;
  const [, street = "", city = "", region = "", postalCode = ""] = match;
  return { street, city, region, postalCode };
}

let cached: SiteConfig | undefined;

export function getSiteConfig(): SiteConfig {
  if (cached) return cached;
  const env = getEnv();
  const name = env.SITE_NAME ?? defaultSiteConfig.name;
  cached = {
    ...defaultSiteConfig,
    name,
    defaultTitle: env.SITE_NAME
      ? `${name} | Payment Processing for Every Business`
      : defaultSiteConfig.defaultTitle,
    phone: env.SITE_PHONE ?? defaultSiteConfig.phone,
    email: env.SITE_EMAIL ?? defaultSiteConfig.email,
    address: parseAddress(env.SITE_ADDRESS),
  };
  return cached;
}
