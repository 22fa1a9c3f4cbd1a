/**
 * The end-to-end tests drive Debian's chromium headless shell and `npm run lighthouse`
 * Debian's chromium (scripts/chromium.mjs; no browser downloads are reachable here).
 * Installs whichever is missing with apt-get; never `npx playwright install`.
 */
import { existsSync } from "node:fs";
import { aptInstall } from "./apt-install.mjs";
import { CHROMIUM_PATH, TEST_BROWSER_PATH } from "./chromium.mjs";

const wanted = [
  { path: CHROMIUM_PATH, pkg: "chromium" },
  { path: TEST_BROWSER_PATH, pkg: "chromium-headless-shell" },
];
const missing = wanted.filter(({ path }) => !existsSync(path));
if (missing.length === 0) process.exit(0);

console.log(`${missing.map(({ path }) => path).join(", ")} not found: installing Debian's ${missing.map(({ pkg }) => pkg).join(", ")}…`);
if (!aptInstall(missing.map(({ pkg }) => pkg))) process.exit(1);
const stillMissing = missing.filter(({ path }) => !existsSync(path));
if (stillMissing.length > 0) {
  console.error(`${stillMissing.map(({ pkg }) => pkg).join(", ")} installed but ${stillMissing.map(({ path }) => path).join(", ")} still missing.`);
  process.exit(1);
}
