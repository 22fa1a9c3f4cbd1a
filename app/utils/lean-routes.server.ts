/**
 * Endpoints the production server answers before Remix (server/lean-routes.mjs): a
 * Fetch handler registered here by path, on a process-wide symbol the server hooks read.
 * Only for hot, tiny requests whose handler already does every check itself (the
 * analytics beacon: thousands a second, decision 034); the page router, Express and the
 * compression middleware would cost more than the work. Each handler is also reachable
 * through its Remix route, so `npm run dev` and tests without the hooks behave the same.
 */
export interface LeanRoute {
  /** Largest body the handler reads; the server stops reading once past it, so the handler still answers 413. */
  maxBodyBytes: number;
  /** `body`: what the server read (the Request carries none), empty for GET and HEAD. */
  handle(request: Request, body: Uint8Array): Promise<Response>;
}

const LEAN_ROUTES = Symbol.for("payments-site.lean-routes");

type Registry = Map<string, LeanRoute>;

export function registerLeanRoute(path: string, route: LeanRoute): void {
  const holder = globalThis as typeof globalThis & { [LEAN_ROUTES]?: Registry };
  (holder[LEAN_ROUTES] ??= new Map()).set(path, route);
}
