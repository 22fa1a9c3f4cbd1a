/**
 * The server the end-to-end tests run against: the production build, on its own port,
 * with a fresh database under data/e2e/ (never the development database).
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { e2eDataDir } from "./e2e-paths.mjs";

const port = process.env.E2E_PORT ?? "3100";
const dataDir = resolve(e2eDataDir(port));
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, ["node_modules/@remix-run/serve/dist/cli.js", "build/index.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: port,
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${resolve(dataDir, "app.db")}`,
    // The staff account the end-to-end tests sign in with (created at start).
    STAFF_EMAIL: "sales@example.com",
    STAFF_PASSWORD: "e2e-staff-password",
    STAFF_NAME: "E2E Sales",
  },
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code) => process.exit(code ?? 0));
