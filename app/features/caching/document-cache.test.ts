import { describe, expect, it } from "vitest";
import {
  documentCacheHeaders,
  isSharedDocument,
  PERSONAL_DOCUMENT_CACHE_CONTROL,
  PUBLIC_DOCUMENT_CACHE_CONTROL,
  SHARED_CACHE_SECONDS,
  type RenderedDocument,
} from "./document-cache";

const anonymous: RenderedDocument = {
  status: 200,
  cookieHeader: null,
  setsCookie: false,
  branded: false,
  touchLanding: false,
  html: "<main>page</main>",
};

describe("documentCacheHeaders", () => {
  it("lets a shared cache keep an anonymous page for a minute, browsers not at all, without Vary: Cookie", () => {
    expect(documentCacheHeaders(anonymous)).toEqual({ cacheControl: PUBLIC_DOCUMENT_CACHE_CONTROL, varyCookie: false });
    expect(PUBLIC_DOCUMENT_CACHE_CONTROL).toBe(`public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}, stale-while-revalidate=30`);
  });

  it("keeps the analytics ids, which change no page, out of the decision", () => {
    expect(isSharedDocument({ ...anonymous, cookieHeader: "vid=abc; sid=def" })).toBe(true);
  });

  it.each<[string, Partial<RenderedDocument>]>([
    ["co-branded", { branded: true }],
    ["setting a cookie (referral landing, co-branding, new token)", { setsCookie: true }],
    ["landing from a referral link, a campaign or another site without a cookie set (a bot, Do Not Track)", { touchLanding: true }],
    ["carrying a staff session", { cookieHeader: "vid=1; staff_session=s" }],
    ["carrying the branding cookie", { cookieHeader: "branding=b" }],
    ["carrying the referral cookie", { cookieHeader: "referral=r" }],
    ["carrying the pop-up's memory", { cookieHeader: "lightbox_closed=3" }],
    ["carrying the wizard's draft", { cookieHeader: "sid=1; consult_draft=d" }],
    ["carrying a chat transcript", { cookieHeader: "chat_session=c" }],
    ["carrying a form's one-time confirmation", { cookieHeader: "form_sent=f" }],
    ["carrying the anti-forgery cookie", { cookieHeader: "csrf=t" }],
    ["with a form token in its HTML", { html: '<form><input type="hidden" name="csrf" value="t"/></form>' }],
    ["not found", { status: 404 }],
    ["a server error", { status: 500 }],
  ])("keeps a page %s private", (_, change) => {
    expect(documentCacheHeaders({ ...anonymous, ...change })).toEqual({ cacheControl: PERSONAL_DOCUMENT_CACHE_CONTROL, varyCookie: true });
  });
});
