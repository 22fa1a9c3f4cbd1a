/**
 * Tools the project drives that come from Debian (nginx for `npm run start:edge`, wrk for
 * `npm run bench`): installed with apt-get when missing, the way the tests install
 * chromium (scripts/ensure-chromium.mjs). Nothing is downloaded from anywhere else.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
export const WRK_PATH = process.env.WRK_PATH ?? "/usr/bin/wrk";
/** nginx's brotli modules in Debian (optional: without them the edge compresses with gzip only). */
export const BROTLI_MODULES = {
  filter: "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so",
  static: "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so",
};

/**
 * Installs `packages` with apt-get unless `binary` exists; throws when it still does not.
 * Optional packages are tried separately, so a mirror without them does not stop the rest.
 */
export function ensureDebianPackages(binary, packages, optionalPackages = []) {
  if (existsSync(binary)) return;
  console.error(`${binary} not found: installing Debian's ${packages.join(", ")}…`);
  const asRoot = typeof process.getuid === "function" && process.getuid() === 0 ? "" : "sudo ";
  const install = (names) =>
    execSync(`${asRoot}apt-get install -y -qq -o DPkg::Lock::Timeout=300 ${names.join(" ")}`, {
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  try {
    execSync(`${asRoot}apt-get update -qq`, { stdio: ["ignore", "inherit", "inherit"] });
    install(packages);
  } catch {
    throw new Error(`Could not install ${packages.join(", ")}. Install with: apt-get install -y ${packages.join(" ")}`);
  }
  if (optionalPackages.length > 0) {
    try {
      install(optionalPackages);
    } catch {
      console.error(`Optional ${optionalPackages.join(", ")} not installed; going on without.`);
    }
  }
  if (!existsSync(binary)) throw new Error(`${packages.join(", ")} installed but ${binary} is still missing.`);
}

export function ensureNginx() {
  ensureDebianPackages(NGINX_PATH, ["nginx-light"], ["libnginx-mod-http-brotli-filter", "libnginx-mod-http-brotli-static"]);
}

export function ensureWrk() {
  ensureDebianPackages(WRK_PATH, ["wrk"]);
}
