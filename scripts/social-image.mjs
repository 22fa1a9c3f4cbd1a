/**
 * Draws the site's link-preview card: public/images/og-default.png, 1200 × 630, from the
 * SVG beside it (the picture og:image and twitter:image name on every page without one of
 * its own; app/utils/social-image.ts). Run `node scripts/social-image.mjs` after changing
 * the SVG, and commit both files. Crawlers do not all read SVG, hence the PNG; a palette
 * PNG keeps it small.
 */
import { readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";

const svg = new URL("../public/images/og-default.svg", import.meta.url);
const png = new URL("../public/images/og-default.png", import.meta.url);

const image = await sharp(readFileSync(svg), { density: 72 })
  .resize(1200, 630)
  .png({ palette: true, compressionLevel: 9, effort: 10 })
  .toBuffer();
writeFileSync(png, image);
console.log(`public/images/og-default.png: 1200 × 630, ${image.length} bytes`);
