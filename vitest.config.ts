import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { OWN_PROCESS_FILES, POSTGRES_FILES, SQLITE_ONLY_FILES } from "./tests/database-projects.mjs";

/**
 * The files that reach the app's database or start processes of their own
 * (tests/database-projects.mjs): each in a process of its own, never in the unit project.
 */
const DATABASE_FILES = [...POSTGRES_FILES, ...SQLITE_ONLY_FILES];
const OWN_PROCESS = [...DATABASE_FILES, ...OWN_PROCESS_FILES];

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
          // Every file that opens no database of the app and starts no process: the unit
          // tests beside the code, the server-side ones too, and the checks of the repository
          // (docs, architecture, schema parity). One worker process loads the modules they
          // share once (`isolate: false`) instead of a process of its own per file, which
          // cost them about three quarters of their time. A file that opens the app's
          // database fails here (tests/setup-env.ts): it belongs in tests/database-projects.mjs.
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "tests/**/*.test.ts"],
          exclude: OWN_PROCESS,
          setupFiles: ["./tests/setup-env.ts"],
          env: { UNIT_PROJECT: "true" },
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The files that open the app's database, on a SQLite file of their own, one after
          // another in a worker process, each with the app's modules loaded afresh
          // (tests/setup-fresh-modules.ts; decision 085).
          name: "sqlite",
          include: DATABASE_FILES,
          exclude: OWN_PROCESS_FILES,
          setupFiles: ["./tests/setup-env.ts", "./tests/setup-fresh-modules.ts"],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The files that start processes (the built server, the edge, a child killed on
          // purpose), on SQLite, one after another in a worker process with the app's
          // modules loaded afresh for each, like the database projects' files (a process per
          // file cost about 15 s of this project's 150). Never e2e/.
          name: "processes",
          include: OWN_PROCESS_FILES,
          setupFiles: ["./tests/setup-env.ts", "./tests/setup-fresh-modules.ts"],
          isolate: false,
          // The endpoint declarations, read from the routes once for the security suite and the fuzzer.
          globalSetup: ["./tests/global-setup-endpoints.ts"],
        },
      },
      {
        extends: true,
        test: {
          // The files that reach the database through the app's data layer, again, each on
          // a scratch PostgreSQL database of its own (tests/database-projects.mjs), with the
          // app's modules loaded afresh like the sqlite project's.
          name: "postgres",
          include: POSTGRES_FILES,
          setupFiles: ["./tests/setup-env.ts", "./tests/setup-postgres.ts", "./tests/setup-fresh-modules.ts"],
          globalSetup: ["./tests/global-setup-postgres.ts", "./tests/global-setup-endpoints.ts"],
          isolate: false,
        },
      },
    ],
  },
});
