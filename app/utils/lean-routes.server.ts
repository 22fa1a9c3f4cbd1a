import { maxBodyBytes, refusalAtTheGate, type Endpoint } from "./endpoint.server";

/**
 * Endpoints the production server answers before Remix (app/server/production-server.server.ts,
 * server/lean-routes.mjs): a Fetch handler registered here by path.
 * Only for hot, tiny requests whose handler already does every check itself (the
 * analytics beacon: thousands a second, decision 034); the page router, Express and the
 * compression middleware would cost more than the work. Each handler is also reachable
 * through its Remix route, which `npm run dev` and the tests that call the app directly use.
 */
export interface LeanRoute {
  /** Largest body the handler reads; the server stops reading once past it, so the handler still answers 413. */
  maxBodyBytes: number;
  /** `body`: what the server read (the Request carries none), empty for GET and HEAD. */
  handle(request: Request, body: Uint8Array): Promise<Response>;
}

const routes = new Map<string, LeanRoute>();

/** The route's endpoint declaration decides its gates and body cap, as on its Remix route. */
export function registerLeanRoute(path: string, endpoint: Endpoint, handle: LeanRoute["handle"]): void {
  routes.set(path, {
    maxBodyBytes: maxBodyBytes(endpoint),
    handle: async (request, body) => refusalAtTheGate(endpoint, request) ?? handle(request, body),
  });
}

/** The lean route registered for a request target's path (any query), if any. */
export function leanRouteAt(target: string): LeanRoute | undefined {
  if (routes.size === 0) return undefined;
  const query = target.indexOf("?");
  return routes.get(query === -1 ? target : target.slice(0, query));
}
