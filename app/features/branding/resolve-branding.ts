import { brandingParams, type BrandingRequest } from "./branding-request";
import { safeLogoUrl } from "./logo-url";
import type { ActiveBranding } from "./types";

export interface BrandingLookup {
  businessName: string;
  logoUrl: string | null;
  logoAltText: string | null;
}

/**
 * Combines a branding request with what the database knew about it. An unknown id (or
 * a failed lookup) keeps the default logo and titles the page "{brand} | {default}".
 */
export function resolveBranding(
  request: BrandingRequest,
  record: BrandingLookup | null,
  defaultTitle: string,
  allowedLogoHosts: readonly string[],
): ActiveBranding {
  const params = brandingParams(request);
  if (!record) {
    return {
      kind: request.kind,
      id: request.id,
      brand: request.brand,
      found: false,
      businessName: null,
      logo: null,
      title: `${request.brand} | ${defaultTitle}`,
      params,
    };
  }
  const src = safeLogoUrl(record.logoUrl, allowedLogoHosts);
  return {
    kind: request.kind,
    id: request.id,
    brand: request.brand,
    found: true,
    businessName: record.businessName,
    logo: src ? { src, alt: record.logoAltText?.trim() || `${record.businessName} logo` } : null,
    title: `${record.businessName} | ${defaultTitle}`,
    params,
  };
}
