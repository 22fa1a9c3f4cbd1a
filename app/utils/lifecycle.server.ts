/**
 * The process's lifecycle: the production server (app/server/production-server.server.ts)
 * marks it draining when SIGTERM/SIGINT starts a graceful shutdown.
 */
let draining = false;

/** True once shutdown has begun: the server finishes what it has and takes no new work. */
export function isDraining(): boolean {
  return draining;
}

/** Begins the shutdown; `false` is for tests that go back to serving. */
export function markDraining(value = true): void {
  draining = value;
}
