/**
 * The end-to-end tests and `npm run lighthouse` drive Debian's chromium (no browser
 * downloads are reachable here). Installs it with apt-get when it is missing; never
 * `npx playwright install`.
 */
import { existsSync } from "node:fs";
import { aptInstall } from "./apt-install.mjs";
import { CHROMIUM_PATH as CHROMIUM } from "./chromium.mjs";

if (existsSync(CHROMIUM)) {
  process.exit(0);
}

console.log(`${CHROMIUM} not found: installing Debian's chromium package…`);
if (!aptInstall(["chromium"])) process.exit(1);
if (!existsSync(CHROMIUM)) {
  console.error(`chromium was installed but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
