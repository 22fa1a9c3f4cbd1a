// Imported, so the build fingerprints it and it is cached immutable for a year.
import dashboardImage from "~/assets/home/dashboard.svg";

/**
 * The home page's hero picture, preloaded by the route's meta and handed to the sections
 * (home-sections.tsx) by the route: imported by the route alone, it adds no chunk of its
 * own to the page's first scripts.
 */
export const HERO_IMAGE = {
  src: dashboardImage,
  width: 960,
  height: 640,
  alt: "A payments dashboard showing today's sales, weekly volume, card mix and approved transactions",
} as const;
