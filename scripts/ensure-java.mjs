/**
 * The HTML validity test (tests/server/html-validity.test.ts) runs the Nu Html Checker,
 * a Java program. Installs Debian's Java runtime with apt-get when `java` does not run,
 * as ensure-chromium.mjs does for the browser.
 */
import { spawnSync } from "node:child_process";
import { aptInstall } from "./apt-install.mjs";

const javaRuns = () => spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;

if (javaRuns()) {
  process.exit(0);
}

console.log("java not found: installing Debian's default-jre-headless package…");
if (!aptInstall(["default-jre-headless"])) process.exit(1);
if (!javaRuns()) {
  console.error("default-jre-headless was installed but `java -version` still fails.");
  process.exit(1);
}
