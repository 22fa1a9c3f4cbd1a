import type { HeadersFunction, LinksFunction } from "@remix-run/node";
import popupStylesheet from "~/styles/lightbox-popup.css";
import staffStylesheet from "~/styles/lightbox.css";

/** Staff pop-up pages (/lightbox, /lightbox-config): never indexed, never stored by any cache. */
export const staffPageHeaders: HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

export const staffPageMeta = (title: string) => [
  { title: `${title} | Staff` },
  { name: "robots", content: "noindex, nofollow" },
];

/** The pop-up's styles (previews show it) and those of the staff pages around it. */
export const staffPageLinks: LinksFunction = () => [
  { rel: "stylesheet", href: popupStylesheet },
  { rel: "stylesheet", href: staffStylesheet },
];
