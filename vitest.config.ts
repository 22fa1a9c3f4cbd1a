import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { POSTGRES_FILES, SQLITE_ONLY_FILES } from "./tests/database-projects.mjs";

/** The files that reach the database (tests/database-projects.mjs): never in the unit project. */
const DATABASE_FILES = [...POSTGRES_FILES, ...SQLITE_ONLY_FILES];

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
          // The unit tests beside the code that runs in the browser or on both sides: they
          // open no database and change no module's state, so one worker process loads
          // the modules they share once (`isolate: false`) instead of a process of its own
          // per file, which cost them about three quarters of their time. A file that opens
          // the database fails here (tests/setup-env.ts): it is a *.server.test.ts.
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}"],
          exclude: ["app/**/*.server.test.{ts,tsx}", ...DATABASE_FILES],
          setupFiles: ["./tests/setup-env.ts"],
          env: { UNIT_PROJECT: "true" },
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "sqlite",
          // Every other file, each in a process of its own: the server unit tests beside
          // the code, the integration tests in tests/. Never e2e/.
          include: ["app/**/*.server.test.{ts,tsx}", "db/**/*.test.ts", "tests/**/*.test.ts", ...DATABASE_FILES],
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
