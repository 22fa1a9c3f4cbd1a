import type { BrandingKind } from "./branding-request";

/** Branding as the endpoints of product reference §7.1 and the shell use it. */
export interface BrandingRecord {
  business_name: string;
  logo_url: string | null;
  logo_alt_text: string | null;
  alt_text: string | null;
  client_id?: string;
  partner_id?: string;
}

/** What the shell renders. `logo` is null when the default logo stays alone. */
export interface ActiveBranding {
  kind: BrandingKind;
  id: string;
  brand: string;
  /** True when the id was found; false means only the title changes (product reference §8.2). */
  found: boolean;
  businessName: string | null;
  logo: { src: string; alt: string } | null;
  /** "{name} | {default title}" */
  title: string;
  /** The query parameters carried onto internal links. */
  params: [string, string][];
}
