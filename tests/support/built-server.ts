import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, startProductionServer } from "../../scripts/production-server.mjs";

/**
 * The production build (`remix build` runs before vitest in `npm test`) served the way
 * `npm run serve` does, on a free port with its own temporary database. For tests about
 * the server as a whole: shutdown, crashes, caching, compression, hostile input.
 */
export const BUILD_EXISTS = existsSync("build/index.js");

export interface BuiltServer {
  baseUrl: string;
  /** SITE_URL as the server got it: the origin of every link it writes. */
  siteUrl: string;
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
  options: { env?: Record<string, string>; dataDir?: string; captureOutput?: boolean } = {},
): Promise<BuiltServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "built-server-"));
  const port = await freePort();
  const server = startProductionServer({
    port,
    dataDir,
    env: { LOG_REQUESTS: options.captureOutput ? "true" : "false", ...options.env },
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
