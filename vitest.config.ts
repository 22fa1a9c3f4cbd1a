import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#db": fileURLToPath(new URL("./db", import.meta.url)),
    },
  },
  test: {
    // Unit tests sit beside the code; integration tests live in tests/. Never e2e/.
    include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "tests/**/*.test.ts"],
    setupFiles: ["./tests/setup-env.ts"],
    environment: "node",
    pool: "forks",
    // vitest's default on 2 cores is one worker; most files that start the built server
    // spend their time waiting on it, so two run side by side.
    maxWorkers: 2,
    // Password hashing (bcrypt) is slow by design; give integration tests room on busy machines.
    testTimeout: 15_000,
  },
});
