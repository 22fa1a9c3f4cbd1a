/**
 * Process lifecycle shared with the production hooks (server/production-hooks.mjs), which
 * set a process-wide flag when SIGTERM/SIGINT starts a graceful shutdown.
 */
const DRAINING = Symbol.for("payments-site.draining");

/** True once shutdown has begun: the server finishes what it has and takes no new work. */
export function isDraining(): boolean {
  return (globalThis as Record<symbol, unknown>)[DRAINING] === true;
}
