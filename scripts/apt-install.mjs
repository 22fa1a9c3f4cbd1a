/**
 * Installs Debian packages with apt-get (as root, or through sudo). The test and
 * Lighthouse scripts use it for the programs they drive and never download them
 * any other way.
 */
import { execSync } from "node:child_process";

/** True when the packages were installed; prints the manual command otherwise. */
export function aptInstall(packages) {
  const asRoot = typeof process.getuid === "function" && process.getuid() === 0 ? "" : "sudo ";
  const list = packages.join(" ");
  try {
    execSync(`${asRoot}apt-get update -qq && ${asRoot}apt-get install -y -qq ${list}`, { stdio: "inherit" });
    return true;
  } catch {
    console.error(`Could not install ${list}. Install it with: apt-get install -y ${list}`);
    return false;
  }
}
