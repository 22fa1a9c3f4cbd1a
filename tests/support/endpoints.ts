/// <reference types="vite/client" />
import { inject } from "vitest";
import type { Endpoint } from "~/utils/endpoint.server";
import { actionRoutes } from "./action-routes";

/** A declaration as the tests read it: every rule, without the function that signs staff in. */
export type DeclaredEndpoint = Omit<Endpoint<unknown>, "access"> & { access: "anyone" | { staff: string } };

declare module "vitest" {
  export interface ProvidedContext {
    /** Every action route's declaration by URL pattern (tests/global-setup-endpoints.ts). */
    declaredEndpoints: Record<string, DeclaredEndpoint>;
  }
}

/** Every route module, loaded on demand (Vite's glob import). */
const ROUTE_MODULES = import.meta.glob<{ action?: { endpoint?: Endpoint<unknown> } }>("/app/routes/*.{ts,tsx}");

/**
 * The endpoint declaration a route's action was made from (decision 093), read from the
 * action itself: the rules the tests check are the ones the route applies.
 */
async function endpointOfRoute(file: string): Promise<Endpoint<unknown>> {
  const load = ROUTE_MODULES[`/app/routes/${file}`];
  if (!load) throw new Error(`No route module app/routes/${file}.`);
  const declared = (await load()).action?.endpoint;
  if (!declared) throw new Error(`app/routes/${file}: its action is not made from an endpoint declaration (endpointAction).`);
  return declared;
}

/**
 * Every action route's declaration by URL pattern, loaded one module at a time (several at
 * once race in Node's loader of their CommonJS dependencies). Loading every route costs a
 * few seconds, so it happens once per run, in the global setup, not in each test file.
 */
export async function loadDeclaredEndpoints(): Promise<Record<string, DeclaredEndpoint>> {
  const declared: Record<string, DeclaredEndpoint> = {};
  for (const route of actionRoutes()) {
    const { access, ...rules } = await endpointOfRoute(route.file);
    declared[route.pattern] = { ...rules, access: access === "anyone" ? "anyone" : { staff: access.staff } };
  }
  return declared;
}

/** The declarations the global setup read from the routes. */
export function declaredEndpoints(): Map<string, DeclaredEndpoint> {
  return new Map(Object.entries(inject("declaredEndpoints")));
}

const TABLE_START = "<!-- endpoint-table:start (written from the declarations: UPDATE_ENDPOINT_TABLE=1) -->";
const TABLE_END = "<!-- endpoint-table:end -->";

function sizeOf(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(2)} MB` : `${bytes / 1024} KB`;
}

function windowOf(ms: number): string {
  return ms % 3_600_000 === 0 ? `${ms / 3_600_000} h` : `${ms / 60_000} min`;
}

/** One line per declared endpoint, for docs/security.md. */
export function endpointTable(declared: Map<string, DeclaredEndpoint>): string {
  const rows = [...declared.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([pattern, endpoint]) => {
    const methods = endpoint.methods.length === 0 ? "none (GET only)" : endpoint.methods.join(", ");
    const who = endpoint.access === "anyone" ? "anyone" : endpoint.access.staff === "any" ? "staff" : `staff: ${endpoint.access.staff}`;
    const gates = [
      typeof endpoint.antiForgery === "object" ? "no token" : endpoint.antiForgery,
      endpoint.scriptHeader ? "X-Requested-With" : null,
      endpoint.crossSiteRefusal ? "not cross-site" : null,
    ].filter(Boolean);
    const body = "maxBytes" in endpoint.body ? sizeOf(endpoint.body.maxBytes) : `refused (${endpoint.body.refusesEveryPost})`;
    const limits =
      "exempt" in endpoint.rateLimits
        ? "none"
        : endpoint.rateLimits.map((limit) => `${limit.budget.limit} per ${windowOf(limit.budget.windowMs)} (${limit.scope})`).join("; ");
    return `| \`${pattern}\` | ${methods} | ${who} | ${gates.join(", ").replaceAll("|", "\\|")} | ${body} | ${limits} |`;
  });
  return [TABLE_START, "| Endpoint | Methods | Who | Anti-forgery | Body cap | Per-IP limits |", "|---|---|---|---|---|---|", ...rows, TABLE_END].join("\n");
}

/** The table as docs/security.md holds it (null without markers). */
export function documentedEndpointTable(markdown: string): string | null {
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  return start === -1 || end === -1 ? null : markdown.slice(start, end + TABLE_END.length);
}
