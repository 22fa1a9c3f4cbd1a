/**
 * The server the end-to-end tests run against: the production build, on its own port,
 * with a fresh database under data/e2e-<port>/ (never the development database), or with
 * E2E_DATABASE=postgres a fresh PostgreSQL database site_e2e_<port> on PG_TEST_URL's
 * server, dropped again when the server is stopped (SIGTERM).
 */
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { e2eDataDir, e2ePostgresDatabase } from "./e2e-paths.mjs";
import { startProductionServer } from "./production-server.mjs";
import { createScratchDatabase } from "./scratch-postgres.mjs";

const port = process.env.E2E_PORT ?? "3100";
const dataDir = resolve(e2eDataDir(port));
rmSync(dataDir, { recursive: true, force: true });

let postgres;
if (process.env.E2E_DATABASE === "postgres") {
  try {
    postgres = await createScratchDatabase("site_e2e", { name: e2ePostgresDatabase(port) });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const { child: server } = startProductionServer({
  port,
  dataDir,
  stdio: "inherit",
  env: {
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
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
server.on("exit", async (code) => {
  if (postgres) {
    await postgres.drop().catch((error) => console.error(`could not drop ${postgres.name}:`, error));
  }
  process.exit(code ?? 0);
});
