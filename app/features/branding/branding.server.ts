import { and, eq } from "drizzle-orm";
import * as z from "zod";
import { clientBrandings, partnerBrandings } from "#db/schema";
import { getDb } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { signedCookie } from "~/utils/signed-cookie.server";
import {
  BRANDING_TTL_MS,
  chooseBrandingRequest,
  type BrandingKind,
  type StoredBranding,
} from "./branding-request";
import { safeLogoUrl } from "./logo-url";
import { resolveBranding, type BrandingLookup } from "./resolve-branding";
import type { ActiveBranding, BrandingRecord } from "./types";
import { storableText } from "~/utils/storable-text";

export async function findBranding(kind: BrandingKind, id: string): Promise<BrandingLookup | null> {
  const db = getDb();
  const table = kind === "client" ? clientBrandings : partnerBrandings;
  const idColumn = kind === "client" ? clientBrandings.clientId : partnerBrandings.partnerId;
  const [row] = await db
    .select({
      businessName: table.businessName,
      logoUrl: table.logoUrl,
      logoAltText: table.logoAltText,
    })
    .from(table)
    .where(and(eq(idColumn, id), eq(table.active, true)))
    .limit(1);
  return row ?? null;
}

/** The reply shape (product reference §7.1) of GET /api/client-branding/{id} and /api/partner-branding/{id}. */
export function toBrandingRecord(kind: BrandingKind, id: string, found: BrandingLookup): BrandingRecord {
  return {
    business_name: found.businessName,
    logo_url: safeLogoUrl(found.logoUrl, allowedLogoHosts()),
    logo_alt_text: found.logoAltText,
    alt_text: found.logoAltText,
    ...(kind === "client" ? { client_id: id } : { partner_id: id }),
  };
}

export function allowedLogoHosts(): string[] {
  return (getEnv().LOGO_HOSTS ?? "")
    .split(",")
    .map((host) => host.trim())
    .filter(Boolean);
}

const StoredBrandingSchema = z.object({
  request: z.object({
    kind: z.enum(["client", "partner"]),
    id: storableText().max(64),
    brand: storableText().max(80),
  }),
  storedAt: z.number(),
});

const getBrandingCookie = signedCookie("branding", { maxAgeSeconds: BRANDING_TTL_MS / 1000 });

async function readStoredBranding(request: Request): Promise<StoredBranding | null> {
  try {
    const value: unknown = await getBrandingCookie().parse(request.headers.get("Cookie"));
    const parsed = StoredBrandingSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface BrandingForRequest {
  branding: ActiveBranding | null;
  /** A Set-Cookie header value when the cookie changes. */
  setCookie: string | null;
}

/**
 * Works out the co-branding of a document request on the server, so it also works with
 * JavaScript off. A database failure falls back to the title-only branding (product reference §8.2).
 */
export async function getBrandingForRequest(
  request: Request,
  defaultTitle: string,
  now = Date.now(),
): Promise<BrandingForRequest> {
  const url = new URL(request.url);
  const stored = await readStoredBranding(request);
  const decision = chooseBrandingRequest(url.searchParams, stored, now);
  const cookie = getBrandingCookie();

  let setCookie: string | null = null;
  if (decision.cookie === "set" && decision.request && decision.storedAt !== null) {
    setCookie = await cookie.serialize({ request: decision.request, storedAt: decision.storedAt });
  } else if (decision.cookie === "clear") {
    setCookie = await cookie.serialize("", { maxAge: 0 });
  }

  if (!decision.request) return { branding: null, setCookie };

  let record: BrandingLookup | null = null;
  try {
    record = await findBranding(decision.request.kind, decision.request.id);
  } catch (error) {
    console.error("branding lookup failed", error);
  }
  return {
    branding: resolveBranding(decision.request, record, defaultTitle, allowedLogoHosts()),
    setCookie,
  };
}
