import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, startProductionServer } from "../../scripts/production-server.mjs";

/**
 * The production build (`remix build` runs before vitest in `npm test`) served the way
 * `npm run serve` does, on a free port with its own temporary database. For tests about
 * the server as a whole: shutdown, crashes, caching, compression, hostile input.
 *
 * In the postgres vitest project (tests/database-projects.mjs lists the files) the test
 * file's DATABASE_URL is a scratch PostgreSQL database of its own (tests/setup-postgres.ts):
 * the server runs on it instead of a SQLite file.
 */
export const BUILD_EXISTS = existsSync("build/index.js");

/** The test file's own PostgreSQL database in the postgres project, else undefined (SQLite). */
function projectPostgresUrl(): string | undefined {
  const url = process.env.DATABASE_URL;
  return url && /^postgres(ql)?:\/\//.test(url) ? url : undefined;
}

export interface BuiltServer {
  baseUrl: string;
  /** SITE_URL as the server got it: the origin of every link it writes. */
  siteUrl: string;
  /** The server's DATABASE_URL: its SQLite file (`file:…`), or a PostgreSQL database. */
  databaseUrl: string;
  /** Where the server's SQLite file is (or would be, on PostgreSQL). */
  databaseFile: string;
  dataDir: string;
  child: ReturnType<typeof startProductionServer>["child"];
  /** Resolves with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Stdout so far (the JSON request log) when started with `captureOutput`. */
  output(): string;
  /** Stops the server (SIGTERM) and removes its data unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export async function startBuiltServer(
  /** An `env` entry set to undefined leaves that variable out, for the server's own default. */
  options: { env?: Record<string, string | undefined>; dataDir?: string; captureOutput?: boolean } = {},
): Promise<BuiltServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "built-server-"));
  const port = await freePort();
  const postgresUrl = projectPostgresUrl();
  const server = startProductionServer({
    port,
    dataDir,
    env: { LOG_REQUESTS: options.captureOutput ? "true" : "false", ...(postgresUrl ? { DATABASE_URL: postgresUrl } : {}), ...options.env },
    stdio: ["ignore", options.captureOutput ? "pipe" : "ignore", "inherit"],
  });
  let output = "";
  server.child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = server.exited as BuiltServer["exited"];
  try {
    await server.ready();
  } catch (error) {
    server.child.kill("SIGKILL");
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl: server.baseUrl,
    siteUrl: server.siteUrl,
    databaseUrl: options.env?.DATABASE_URL ?? postgresUrl ?? `file:${server.databaseFile}`,
    databaseFile: server.databaseFile,
    dataDir,
    child: server.child,
    exited,
    output: () => output,
    async stop({ keepData = false } = {}) {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGTERM");
      await exited;
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
