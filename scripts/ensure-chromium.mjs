/**
 * The end-to-end tests and `npm run lighthouse` drive Debian's chromium (no browser
 * downloads are reachable here). Installs it with apt-get when it is missing; never
 * `npx playwright install`.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH as CHROMIUM } from "./chromium.mjs";

if (existsSync(CHROMIUM)) {
  process.exit(0);
}

console.log(`${CHROMIUM} not found: installing Debian's chromium package…`);
const asRoot = typeof process.getuid === "function" && process.getuid() === 0 ? "" : "sudo ";
try {
  execSync(`${asRoot}apt-get update -qq && ${asRoot}apt-get install -y -qq chromium`, { stdio: "inherit" });
} catch {
  console.error("Could not install chromium. Install it with: apt-get install -y chromium");
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`chromium was installed but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
