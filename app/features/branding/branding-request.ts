/**
 * Co-branding is asked for with `?client=ID&brand=…` or `?partner=ID&brand=…`
 * (product reference §4.3). The request persists for 24 hours; a new request in the URL
 * replaces the stored one.
 */
export type BrandingKind = "client" | "partner";

export interface BrandingRequest {
  kind: BrandingKind;
  id: string;
  brand: string;
}

export interface StoredBranding {
  request: BrandingRequest;
  /** Epoch milliseconds when the request was first seen. */
  storedAt: number;
}

export const BRANDING_TTL_MS = 24 * 60 * 60 * 1000;

/** A client or partner id as the query string and the endpoints accept it. */
export const BRANDING_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const MAX_BRAND_LENGTH = 80;

function stripControlCharacters(value: string): string {
  return Array.from(value)
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code >= 0x20 && code !== 0x7f;
    })
    .join("");
}

function cleanBrand(value: string | null): string | null {
  const brand = stripControlCharacters(value ?? "").trim();
  if (!brand) return null;
  return brand.slice(0, MAX_BRAND_LENGTH);
}

/** Reads the branding request from the query string; client wins over partner. */
export function parseBrandingRequest(query: URLSearchParams): BrandingRequest | null {
  const brand = cleanBrand(query.get("brand"));
  if (!brand) return null;
  for (const kind of ["client", "partner"] as const) {
    const id = query.get(kind)?.trim();
    if (id && BRANDING_ID_PATTERN.test(id)) return { kind, id, brand };
  }
  return null;
}

export type CookieAction = "set" | "clear" | "keep";

export interface BrandingDecision {
  request: BrandingRequest | null;
  /** What to do with the branding cookie in this response. */
  cookie: CookieAction;
  storedAt: number | null;
}

/**
 * The active branding request: the URL's when it has one, else the stored one while it
 * is under 24 hours old. An expired stored request is cleared so defaults return.
 */
export function chooseBrandingRequest(
  query: URLSearchParams,
  stored: StoredBranding | null,
  now: number,
): BrandingDecision {
  const fromQuery = parseBrandingRequest(query);
  if (fromQuery) {
    const same = stored && sameRequest(stored.request, fromQuery) && now - stored.storedAt < BRANDING_TTL_MS;
    // The same request again keeps its original time, so following co-branded links
    // does not extend the 24 hours forever.
    return same
      ? { request: fromQuery, cookie: "keep", storedAt: stored.storedAt }
      : { request: fromQuery, cookie: "set", storedAt: now };
  }
  if (!stored) return { request: null, cookie: "keep", storedAt: null };
  if (now - stored.storedAt >= BRANDING_TTL_MS || now < stored.storedAt) {
    return { request: null, cookie: "clear", storedAt: null };
  }
  return { request: stored.request, cookie: "keep", storedAt: stored.storedAt };
}

function sameRequest(a: BrandingRequest, b: BrandingRequest): boolean {
  return a.kind === b.kind && a.id === b.id && a.brand === b.brand;
}

/** The query parameters that carry a branding request onto internal links. */
export function brandingParams(request: BrandingRequest | null): [string, string][] {
  if (!request) return [];
  return [
    [request.kind, request.id],
    ["brand", request.brand],
  ];
}
