/// <reference types="vite/client" />
import { inject } from "vitest";
import * as z from "zod";
import type { Endpoint, EndpointAnswers } from "~/utils/endpoint.server";
import { actionRoutes } from "./action-routes";

/** What a schema of answers asks for: every field it names, and those whose absence it refuses. */
export interface AnswerShape {
  fields: string[];
  required: string[];
}

/** A declaration's answers as the tests read them: the shape of each variant's schema. */
export type DeclaredAnswers = { variants: Record<string, AnswerShape> } | { none: string };

/**
 * A declaration as the tests read it: every rule, without the function that signs staff in,
 * and with each schema as its shape (test files receive the declarations as data).
 */
export type DeclaredEndpoint = Omit<Endpoint<unknown>, "access" | "answers"> & {
  access: "anyone" | { staff: string };
  answers: DeclaredAnswers;
};

/**
 * The shape of one schema: its fields from its JSON Schema (input side), and the fields
 * it requires found by asking it: an empty answer is refused for each field it requires.
 */
export async function answerShape(schema: z.ZodType): Promise<AnswerShape> {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as { properties?: Record<string, unknown> };
  const probe = await schema.safeParseAsync({});
  const required = probe.success
    ? []
    : [...new Set(probe.error.issues.map((issue) => issue.path[0]).filter((field): field is string => typeof field === "string"))];
  const fields = [...new Set([...Object.keys(json.properties ?? {}), ...required])];
  return { fields: fields.sort(), required: required.sort() };
}

async function declaredAnswers(answers: EndpointAnswers): Promise<DeclaredAnswers> {
  if ("none" in answers) return answers;
  const variants: Record<string, AnswerShape> = {};
  for (const [variant, schema] of Object.entries(answers.schemas)) variants[variant] = await answerShape(schema);
  return { variants };
}

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
    const { access, answers, ...rules } = await endpointOfRoute(route.file);
    declared[route.pattern] = {
      ...rules,
      access: access === "anyone" ? "anyone" : { staff: access.staff },
      answers: await declaredAnswers(answers),
    };
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

/** The schemas of an endpoint in a few words: each variant's field count and required count. */
function answersSummary(answers: DeclaredAnswers): string {
  if ("none" in answers) return "none";
  const counts = (shape: AnswerShape) => `${shape.fields.length}, ${shape.required.length}`;
  const variants = Object.entries(answers.variants);
  if (variants.length === 1 && variants[0]?.[0] === "answers") return counts(variants[0][1]);
  return variants.map(([variant, shape]) => `${variant}: ${counts(shape)}`).join("; ");
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
    const body = !("maxBytes" in endpoint.body)
      ? `refused (${endpoint.body.refusesEveryPost})`
      : endpoint.body.maxUrlencodedBytes === undefined
        ? sizeOf(endpoint.body.maxBytes)
        : `${sizeOf(endpoint.body.maxBytes)}, URL-encoded ${sizeOf(endpoint.body.maxUrlencodedBytes)}`;
    const limits =
      "exempt" in endpoint.rateLimits
        ? "none"
        : endpoint.rateLimits.map((limit) => `${limit.budget.limit} per ${windowOf(limit.budget.windowMs)} (${limit.scope})`).join("; ");
    return `| \`${pattern}\` | ${methods} | ${who} | ${gates.join(", ").replaceAll("|", "\\|")} | ${body} | ${answersSummary(endpoint.answers)} | ${limits} |`;
  });
  return [
    TABLE_START,
    "| Endpoint | Methods | Who | Anti-forgery | Body cap | Answers (fields, required) | Per-IP limits |",
    "|---|---|---|---|---|---|---|",
    ...rows,
    TABLE_END,
  ].join("\n");
}

/** The table as docs/security.md holds it (null without markers). */
export function documentedEndpointTable(markdown: string): string | null {
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  return start === -1 || end === -1 ? null : markdown.slice(start, end + TABLE_END.length);
}
