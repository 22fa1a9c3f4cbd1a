import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { POSTGRES_FILES } from "./tests/database-projects.mjs";

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#db": fileURLToPath(new URL("./db", import.meta.url)),
    },
  },
  test: {
    environment: "node",
    pool: "forks",
    // vitest's default on 2 cores is one worker; most files that start the built server
    // spend their time waiting on it, so two run side by side (both projects share them).
    maxWorkers: 2,
    // Password hashing (bcrypt) is slow by design; give integration tests room on busy machines.
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: "sqlite",
          // Unit tests sit beside the code; integration tests live in tests/. Never e2e/.
          include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "tests/**/*.test.ts"],
          setupFiles: ["./tests/setup-env.ts"],
        },
      },
      {
        extends: true,
        test: {
          // The files that reach the database through the app's data layer, again, each on
          // a scratch PostgreSQL database of its own (tests/database-projects.mjs).
          name: "postgres",
          include: POSTGRES_FILES,
          setupFiles: ["./tests/setup-env.ts", "./tests/setup-postgres.ts"],
          globalSetup: ["./tests/global-setup-postgres.ts"],
        },
      },
    ],
  },
});
