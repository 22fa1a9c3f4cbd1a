import * as z from "zod";
import { BRANDING_ID_PATTERN, MAX_BRAND_LENGTH, type BrandingKind } from "./branding-request";
import { safeLogoUrl } from "./logo-url";
import { storableText } from "~/utils/storable-text";

/** The back office's co-brand form: the same schema in the browser and on the server. */
export const BRAND_MESSAGES = {
  kind: "Choose client or partner",
  id: "Use 1 to 64 letters, digits, - or _ (the value of ?client= or ?partner= in the link)",
  name: "Write the business name visitors see",
  logoUrl:
    "Use a path on this site such as /images/brands/logo.png, or an https:// address on an allowed logo host. javascript:, data: and other addresses are refused.",
  tooLong: "This is too long",
} as const;

export const BRAND_KINDS = [
  { value: "client", label: "Client" },
  { value: "partner", label: "Partner" },
] as const;

export const KIND_LABELS: Record<BrandingKind, string> = { client: "Client", partner: "Partner" };

function buildBrandSchema(allowedHosts: () => readonly string[]) {
  return z.object({
    kind: z.enum(["client", "partner"], { error: BRAND_MESSAGES.kind }),
    brand_id: storableText(BRAND_MESSAGES.id).trim().regex(BRANDING_ID_PATTERN, BRAND_MESSAGES.id),
    business_name: storableText(BRAND_MESSAGES.name)
      .trim()
      .min(1, BRAND_MESSAGES.name)
      .max(120, BRAND_MESSAGES.tooLong),
    logo_url: storableText()
      .trim()
      .max(500, BRAND_MESSAGES.tooLong)
      .refine((url) => safeLogoUrl(url, allowedHosts()) !== null, BRAND_MESSAGES.logoUrl)
      .optional(),
    logo_alt_text: storableText().trim().max(200, BRAND_MESSAGES.tooLong).optional(),
    active: z.boolean().optional(),
  });
}

const schemas = new Map<string, ReturnType<typeof buildBrandSchema>>();

/** Built once per list of allowed hosts (LOGO_HOSTS), as the browser's form got it. */
export function brandFormSchema(allowedHosts: readonly string[]) {
  const key = allowedHosts.join(",");
  let schema = schemas.get(key);
  if (!schema) {
    schema = buildBrandSchema(() => allowedHosts);
    schemas.set(key, schema);
  }
  return schema;
}

/**
 * The same rules as one schema whatever the list: `allowedHosts` is asked when a logo
 * address is checked, so the server's endpoint can declare the schema it parses with.
 */
export function brandFormSchemaAskingHosts(allowedHosts: () => readonly string[]) {
  return buildBrandSchema(allowedHosts);
}

export type BrandFormInput = z.infer<ReturnType<typeof buildBrandSchema>>;

export interface BrandFormValues {
  kind: BrandingKind;
  brand_id: string;
  business_name: string;
  logo_url: string;
  logo_alt_text: string;
  active: boolean;
}

export const NEW_BRAND_VALUES: BrandFormValues = {
  kind: "partner",
  brand_id: "",
  business_name: "",
  logo_url: "",
  logo_alt_text: "",
  active: true,
};

/**
 * The `brand` value of a preview link. The site accepts any non-blank brand (up to 80
 * characters) and titles the page with the business name when the id is found; a slug of
 * the name keeps the link readable.
 */
export function brandSlug(businessName: string): string {
  const slug = businessName
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, Math.min(40, MAX_BRAND_LENGTH))
    .replace(/-+$/, "");
  return slug || "brand";
}

/** `/?client={id}&brand={slug}` or `/?partner={id}&brand={slug}`: the home page co-branded. */
export function brandPreviewPath(kind: BrandingKind, id: string, businessName: string): string {
  return `/?${new URLSearchParams([
    [kind, id],
    ["brand", brandSlug(businessName)],
  ])}`;
}
