import type { HeadersFunction } from "@remix-run/node";

/** Staff pop-up pages (/lightbox, /lightbox-config): never indexed, never stored by any cache. */
export const staffPageHeaders: HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

export const staffPageMeta = (title: string) => [
  { title: `${title} | Staff` },
  { name: "robots", content: "noindex, nofollow" },
];
