import type { PopupRow } from "#db/schema";
import { ctaDestination } from "./cta-url";
import { fullImageUrl, normaliseImagePath } from "./image-path";

/** Product reference §9.1. */
export const DEFAULT_CTA_TEXT = "Request a Consultation Now";

/** What the pop-up component renders: every URL already checked against the allow-list. */
export interface PopupView {
  id: number;
  header: string;
  description: string;
  ctaText: string;
  /** The safe destination of the call to action (cta_url, or /consult). */
  ctaUrl: string;
  /** Site-relative (leading slash added) or an allowed https URL; null for text only. */
  image: string | null;
  showOnce: boolean;
  showOnExit: boolean;
  closeOnOverlay: boolean;
}

type ViewSource = Pick<
  PopupRow,
  "id" | "header" | "description" | "ctaText" | "ctaUrl" | "image" | "showOnce" | "showOnExit" | "closeOnOverlay"
>;

export function toPopupView(row: ViewSource, allowedHosts: readonly string[]): PopupView {
  return {
    id: row.id,
    header: row.header,
    description: row.description,
    ctaText: row.ctaText?.trim() || DEFAULT_CTA_TEXT,
    ctaUrl: ctaDestination(row.ctaUrl, allowedHosts),
    image: normaliseImagePath(row.image, allowedHosts),
    showOnce: row.showOnce,
    showOnExit: row.showOnExit,
    closeOnOverlay: row.closeOnOverlay,
  };
}

/** The reply shape of the /api/lightboxes calls (product reference §3.1, §7.1). */
export interface PopupRecord {
  lightbox_id: number;
  header: string;
  description: string;
  cta_text: string;
  cta_url: string;
  image: string | null;
  full_image_url: string | null;
  show_once: boolean;
  show_on_exit: boolean;
  close_on_overlay: boolean;
}

export function toPopupRecord(row: ViewSource, allowedHosts: readonly string[], origin: string): PopupRecord {
  const view = toPopupView(row, allowedHosts);
  return {
    lightbox_id: view.id,
    header: view.header,
    description: view.description,
    cta_text: view.ctaText,
    cta_url: view.ctaUrl,
    image: view.image,
    full_image_url: fullImageUrl(view.image, origin),
    show_once: view.showOnce,
    show_on_exit: view.showOnExit,
    close_on_overlay: view.closeOnOverlay,
  };
}

/** The server routes the pop-up's links use, so they work without JavaScript. */
export const popupLinks = {
  /** Records the click, remembers it for lead attribution, redirects to the safe cta_url. */
  go: (id: number) => `/lightbox/${id}/go`,
  /** Remembers the dismissal in a cookie and returns to `back` (a path on this site). */
  close: (id: number, back: string) => `/lightbox/${id}/close?back=${encodeURIComponent(back)}`,
  /** The no-JavaScript impression pixel. */
  seen: (id: number) => `/lightbox/${id}/seen.gif`,
  impressionApi: (id: number) => `/api/lightboxes/${id}/impression`,
  clickApi: (id: number) => `/api/lightboxes/${id}/click`,
};
