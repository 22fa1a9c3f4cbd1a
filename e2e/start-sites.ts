import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { waitUntilHealthy } from "../scripts/production-server.mjs";
import { baseUrl, E2E_SITES } from "./sites";

/** As long as one site may take to answer on a busy 2-core machine. */
const START_TIMEOUT_MS = 90_000;
/** How long a site may take to stop (nginx, the app processes, its PostgreSQL database) before it is killed. */
const STOP_TIMEOUT_MS = 10_000;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** SIGTERM: the script stops nginx and the app processes, removes nginx's directory and drops its PostgreSQL database. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/**
 * Playwright's global setup: starts every site at the same time (Playwright's own
 * webServer entries start one after another) and returns the teardown that stops them.
 * A port that already answers is an error, as a server left over from another run would
 * otherwise be tested instead of this build.
 */
export default async function startSites(): Promise<() => Promise<void>> {
  for (const site of E2E_SITES) {
    if (await answers(`${baseUrl(site.port)}/healthz`)) throw new Error(`Port ${site.port} already answers: stop the server that holds it.`);
  }
  const children = E2E_SITES.map((site) =>
    spawn(process.execPath, ["scripts/e2e-server.mjs"], { env: { ...process.env, ...site.env }, stdio: ["ignore", "ignore", "inherit"] }),
  );
  const stopAll = async () => {
    await Promise.all(children.map(stop));
  };
  try {
    await Promise.all(E2E_SITES.map((site, index) => waitUntilHealthy(baseUrl(site.port), once(children[index]!, "exit").catch(() => undefined), START_TIMEOUT_MS)));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
