import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort } from "../../scripts/production-server.mjs";

/**
 * `npm run start:edge` (scripts/start-edge.mjs) as a child process on free ports and a
 * temporary database, serving the build that is there (EDGE_BUILD=false): nginx in front
 * of `workers` app processes. Its JSON log lines tell where nginx's directory is and which
 * process answers on which port.
 */
export interface Edge {
  edgeUrl: string;
  appPorts: number[];
  prefix: string;
  databaseFile: string;
  /** The pid of the app process that last said it listens on `port`. */
  appPid(port: number): number | undefined;
  /** Resolves once an app process on `port` with a pid other than `oldPid` listens. */
  restarted(port: number, oldPid: number): Promise<number>;
  nginxPid(): number;
  /** SIGTERM to start:edge; resolves with how it ended. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolvePort) => {
    const probe = createServer();
    probe.once("error", () => resolvePort(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolvePort(true)));
  });
}

/** `count` consecutive free ports. */
async function freePorts(count: number): Promise<number[]> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = await freePort();
    const ports = Array.from({ length: count }, (_, index) => base + index);
    if (base + count < 65535 && (await Promise.all(ports.map(portIsFree))).every(Boolean)) return ports;
  }
  throw new Error(`no ${count} consecutive free ports`);
}

export async function startEdgeProcess(options: { workers: number; env?: Record<string, string> }): Promise<Edge> {
  const dataDir = mkdtempSync(join(tmpdir(), "edge-test-"));
  const databaseFile = join(dataDir, "app.db");
  const [edgePort] = await freePorts(1);
  const appPorts = await freePorts(options.workers);
  const child = spawn(process.execPath, ["scripts/start-edge.mjs"], {
    cwd: resolve("."),
    // nginx's and the app's warnings (a killed process, for one) stay out of the test output.
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      // As deployed (vitest sets NODE_ENV=test for its own process).
      NODE_ENV: "production",
      EDGE_BUILD: "false",
      EDGE_PORT: String(edgePort),
      // The address the tests visit is the site's public one, as visitors' is in production.
      SITE_URL: `http://127.0.0.1:${edgePort}`,
      PORT: String(appPorts[0]),
      APP_WORKERS: String(options.workers),
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${databaseFile}`,
      LOG_REQUESTS: "false",
      // The tests visit the demo co-brands and pop-up (production loads them only when told to, decision 053).
      SEED_DEMO_DATA: "true",
      ...options.env,
    },
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolveExit) =>
    child.once("exit", (code, signal) => resolveExit({ code, signal })),
  );
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-20_000);
  });
  const pids = new Map<number, number>();
  const listeners = new Set<() => void>();
  let prefix = "";
  let buffer = "";
  const ready = new Promise<void>((resolveReady, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      let newline: number;
      while ((newline = buffer.indexOf("\n")) !== -1) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        if (!line.startsWith("{")) continue;
        const entry = JSON.parse(line) as { msg?: string; port?: number; pid?: number };
        if (entry.msg === "listening" && entry.port && entry.pid) pids.set(entry.port, entry.pid);
        const started = /^edge listening on \S+ \(nginx in (\S+);/.exec(entry.msg ?? "");
        if (started) {
          prefix = started[1]!;
          resolveReady();
        }
        for (const listener of listeners) listener();
      }
    });
    void exited.then((how) => reject(new Error(`start:edge exited before it was ready: ${JSON.stringify(how)}\n${errors}`)));
  });
  try {
    await ready;
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    edgeUrl: `http://127.0.0.1:${edgePort}`,
    appPorts,
    prefix,
    databaseFile,
    appPid: (port) => pids.get(port),
    restarted: (port, oldPid) =>
      new Promise((resolvePid) => {
        const check = () => {
          const pid = pids.get(port);
          if (pid !== undefined && pid !== oldPid) {
            listeners.delete(check);
            resolvePid(pid);
          }
        };
        listeners.add(check);
        check();
      }),
    nginxPid: () => {
      return Number(readFileSync(join(prefix, "nginx.pid"), "utf8").trim());
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const how = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return how;
    },
  };
}

/** Whether a process is still there. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export const prefixRemoved = (prefix: string) => !existsSync(prefix);
