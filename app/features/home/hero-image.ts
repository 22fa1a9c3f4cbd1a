// Imported, so the build fingerprints it and it is cached immutable for a year.
import dashboardImage from "~/assets/home/dashboard.svg";

/**
 * The home page's hero picture: shown by the sections (home-content.ts) and preloaded by
 * the route's meta, which is in the page's first bundle while the sections are not.
 */
export const HERO_IMAGE = {
  src: dashboardImage,
  width: 960,
  height: 640,
  alt: "A payments dashboard showing today's sales, weekly volume, card mix and approved transactions",
} as const;
