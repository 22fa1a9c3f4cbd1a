/**
 * The server the end-to-end tests run against: the production build, on its own port,
 * with a fresh database under data/e2e-<port>/ (never the development database).
 */
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { e2eDataDir } from "./e2e-paths.mjs";
import { startProductionServer } from "./production-server.mjs";

const port = process.env.E2E_PORT ?? "3100";
const dataDir = resolve(e2eDataDir(port));
rmSync(dataDir, { recursive: true, force: true });

const { child: server } = startProductionServer({
  port,
  dataDir,
  stdio: "inherit",
  env: {
    // Request logs would drown Playwright's output; the server's errors still print.
    LOG_REQUESTS: "false",
    // The staff account the end-to-end tests sign in with (created at start).
    STAFF_EMAIL: "sales@example.com",
    STAFF_PASSWORD: "e2e-staff-password",
    STAFF_NAME: "E2E Sales",
    // One configured social profile: the footer links it and leaves the unset ones out.
    SITE_SOCIAL_LINKEDIN: "https://www.linkedin.com/company/magnolia-payments-e2e",
  },
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code) => process.exit(code ?? 0));
