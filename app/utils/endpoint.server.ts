import type { ActionFunctionArgs } from "@remix-run/node";
import type * as z from "zod";
import { requireValidCsrf } from "./csrf.server";
import { isCrossSiteRequest, isScriptRequest, jsonError, requireFormBody } from "./http.server";
import type { RateLimit } from "./rate-limit";
import { FOREIGN_REQUEST_MESSAGE, isSameOriginRequest } from "./same-origin.server";
import { NEVER_STORED } from "./security-headers.server";

/**
 * The rules of one endpoint that changes something, declared once (decision 093): the
 * route's action is made from the declaration by `endpointAction`, which applies the gates
 * every request meets before the feature's handler reads anything; the handler takes its
 * body cap and rate limits from the same object; the security suite, the fuzzer and the
 * endpoint table in docs/security.md read it from the route's action. A route whose
 * action is not made this way fails the security inventory.
 */
export interface Endpoint<Caller = undefined, Answers extends EndpointAnswers = EndpointAnswers> {
  /** The methods the action takes; any other is a 405 before anything is read ([] for a GET-only resource). */
  methods: readonly EndpointMethod[];
  /** How refusals are written: JSON (`{success:false, message}`), or the page's error screen. */
  reply: "json" | "page";
  /** What its own page or script sends. */
  encoding: EndpointEncoding;
  /** Who may call it: anyone, or a signed-in staff member with a permission ("any" for every role). */
  access: "anyone" | StaffAccess<Caller>;
  /**
   * "token": the signed anti-forgery token (cookie + `csrf` field or X-CSRF-Token header),
   * checked by the handler with the body it reads. "same-origin": an anonymous form whose
   * page is cacheable, checked here from Sec-Fetch-Site, else Origin or Referer (decision
   * 036). Otherwise why neither applies and what protects it.
   */
  antiForgery: "token" | "same-origin" | { exempt: string; protectedBy: string };
  /** Requires `X-Requested-With: XMLHttpRequest` (a cross-site form cannot send it). */
  scriptHeader: boolean;
  /** The refusal for a request a browser marks as sent from another site, for endpoints without a same-origin check. */
  crossSiteRefusal?: string;
  /** The body cap (answered 413), or the status every post gets before anything is read. */
  body: EndpointBody | { refusesEveryPost: 405 | 410; reason: string };
  /**
   * The answers the handler reads: the zod schemas it parses them with, taken from here,
   * by variant (an intent, a wizard step, a form's kind; `answers` where there is one), or
   * why it reads none. The docs list them, and the fuzzer leaves out or blanks each field
   * a schema requires, one at a time, in an otherwise valid answer: each must be refused.
   */
  answers: Answers;
  /** Per client address, counted in the database so every process shares one budget. */
  rateLimits: readonly EndpointRateLimit[] | { exempt: string };
}

export interface EndpointBody {
  /** The cap of any body the endpoint reads. */
  maxBytes: number;
  /**
   * A smaller cap for a URL-encoded post, on a form whose multipart post may carry images
   * (its `maxBytes` makes room for them). A URL-encoded body carries no file and is parsed
   * whole, with no cap per field as a multipart text part has, so the images' room would
   * only let one text field grow to megabytes: such a post gets what the text needs.
   */
  maxUrlencodedBytes?: number;
}

export type EndpointAnswers = { schemas: Readonly<Record<string, z.ZodType>> } | { none: string };

/** One schema, the usual case: its variant is called `answers`. */
export function answersOf<Schema extends z.ZodType>(schema: Schema): { schemas: { answers: Schema } } {
  return { schemas: { answers: schema } };
}

export type EndpointMethod = "POST" | "PUT" | "PATCH" | "DELETE";

export type EndpointEncoding =
  /** A plain HTML form post (works without JavaScript). */
  | "form"
  /** A form posted by page script with X-Requested-With. */
  | "script-form"
  /** JSON from page script with X-Requested-With. */
  | "json"
  /** navigator.sendBeacon: text/plain JSON, no custom headers possible. */
  | "beacon";

export interface StaffAccess<Caller> {
  staff: string;
  /** Signs the caller in or throws (a redirect to the sign-in page, or a 403 for a missing permission). */
  admit(request: Request): Promise<Caller>;
}

export interface EndpointRateLimit {
  /** What is counted, in words (shown in docs/security.md). */
  what: string;
  /** The budget's name in the database: endpoints that share a budget share the scope. */
  scope: string;
  budget: RateLimit;
}

/** The staff member an action serves, or nothing for a public endpoint. */
export type EndpointArgs<Caller> = ActionFunctionArgs & { caller: Caller };

/** An action made from its declaration; tests read the declaration from it. */
export type EndpointAction<Caller, Result> = ((args: ActionFunctionArgs) => Promise<Awaited<Result>>) & { endpoint: Endpoint<Caller> };

const SCRIPT_HEADER_MESSAGE = "Send the X-Requested-With: XMLHttpRequest header.";

/**
 * A request that may change something. Whatever answers it (a page, data, a redirect) is
 * about that one request and is never stored by any cache: a rule of every endpoint, so
 * no declaration varies it.
 */
export function isStateChanging(request: Request): boolean {
  return request.method !== "GET" && request.method !== "HEAD";
}

/** The cap of an endpoint that reads a body. */
export function maxBodyBytes(endpoint: Pick<Endpoint<unknown>, "body">): number {
  if ("maxBytes" in endpoint.body) return endpoint.body.maxBytes;
  throw new Error("This endpoint reads no body.");
}

/** The cap of a URL-encoded post: the smaller one the endpoint declares for it, else its cap. */
export function maxUrlencodedBytes(endpoint: Pick<Endpoint<unknown>, "body">): number {
  if ("maxBytes" in endpoint.body) return endpoint.body.maxUrlencodedBytes ?? endpoint.body.maxBytes;
  throw new Error("This endpoint reads no body.");
}

/** Whether a post is multipart (it may carry files); anything else a form reader reads is URL-encoded. */
export function isMultipartPost(request: Request): boolean {
  return (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
}

/**
 * A form endpoint's body, read within the declared cap (a 413 beyond it; a URL-encoded
 * post within its own), with the anti-forgery token checked where the endpoint takes one
 * (a 403 without it).
 */
export async function readEndpointForm(request: Request, endpoint: Pick<Endpoint<unknown>, "body" | "antiForgery">): Promise<FormData> {
  const formData = await requireFormBody(request, isMultipartPost(request) ? maxBodyBytes(endpoint) : maxUrlencodedBytes(endpoint));
  if (endpoint.antiForgery === "token") await requireValidCsrf(request, formData);
  return formData;
}

/** A resource route's reply reaches the browser as it is: a redirect or a 404 says nothing about caching. */
function neverStored<Reply>(reply: Reply): Reply {
  if (reply instanceof Response && !reply.headers.has("Cache-Control")) reply.headers.set("Cache-Control", NEVER_STORED);
  return reply;
}

function refusal(endpoint: Endpoint<unknown>, status: number, message: string, headers: Record<string, string> = {}): Response {
  if (endpoint.reply === "json") {
    const response = jsonError(status, message);
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  }
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });
}

/** The 405 (with `Allow`) for a method the endpoint does not take: its loader's answer to a GET. */
export function methodRefusal(endpoint: Endpoint<unknown>): Response {
  const allowed = endpoint.methods.length === 0 ? ["GET"] : endpoint.methods;
  // A page's error screen shows the message to a person; a script's caller is a developer.
  const message = endpoint.reply === "page" ? PAGE_METHOD_MESSAGE : `Use ${allowed.join(" or ")}.`;
  return refusal(endpoint, 405, message, { Allow: allowed.join(", ") });
}

const PAGE_METHOD_MESSAGE = "Nothing was saved: this page takes only what its own form sends. Open the page and use its form.";

/**
 * The `Allow` header of a page's 405, which the error screen renders without the thrown
 * reply's headers: a page answers GET and HEAD, and what the action of the deepest
 * matched route (the one a post reaches) declares. `actions` are the matched routes'
 * action exports, outermost first.
 */
export function allowedPageMethods(actions: readonly unknown[]): string {
  const declared = (actions.at(-1) as Partial<EndpointAction<unknown, unknown>> | undefined)?.endpoint;
  return ["GET", "HEAD", ...(declared?.methods ?? [])].join(", ");
}

/**
 * The gates that need no body, in the order every endpoint applies them: the method, the
 * script header, the request's origin. Null when the request passes. The production
 * server's lean routes call it too, before their handler.
 */
export function refusalAtTheGate(endpoint: Endpoint<unknown>, request: Request): Response | null {
  if (!(endpoint.methods as readonly string[]).includes(request.method)) return methodRefusal(endpoint);
  if (endpoint.scriptHeader && !isScriptRequest(request)) return refusal(endpoint, 403, SCRIPT_HEADER_MESSAGE);
  if (endpoint.antiForgery === "same-origin" && !isSameOriginRequest(request)) return refusal(endpoint, 403, FOREIGN_REQUEST_MESSAGE);
  if (endpoint.crossSiteRefusal && isCrossSiteRequest(request)) return refusal(endpoint, 403, endpoint.crossSiteRefusal);
  return null;
}

/**
 * The route's action: the gates, then the staff sign-in where one is needed, then the
 * feature's handler with the caller. A page's refusals are thrown (its error screen shows
 * the message); a JSON endpoint's are returned.
 */
export function endpointAction<Caller, Result>(
  endpoint: Endpoint<Caller>,
  handler: (args: EndpointArgs<Caller>) => Result,
): EndpointAction<Caller, Result> {
  const action = async (args: ActionFunctionArgs): Promise<Awaited<Result>> => {
    const refused = refusalAtTheGate(endpoint as Endpoint<unknown>, args.request);
    if (refused) {
      // A JSON endpoint's handler answers with Responses too; a page's error screen shows a thrown one.
      if (endpoint.reply === "page") throw refused;
      return refused as Awaited<Result>;
    }
    try {
      const caller = endpoint.access === "anyone" ? (undefined as Caller) : await endpoint.access.admit(args.request);
      return neverStored(await handler({ ...args, caller })) as Awaited<Result>;
    } catch (thrown) {
      throw neverStored(thrown);
    }
  };
  return Object.assign(action, { endpoint });
}

const NEVER_READS_A_BODY = "answers every post with 405 before reading anything; it changes nothing";

/** A resource read with GET only: the action answers every method with 405 (and `Allow: GET`). */
export const READ_ONLY_RESOURCE: Endpoint = {
  methods: [],
  reply: "json",
  encoding: "json",
  access: "anyone",
  antiForgery: { exempt: NEVER_READS_A_BODY, protectedBy: "405 Method Not Allowed" },
  scriptHeader: false,
  body: { refusesEveryPost: 405, reason: NEVER_READS_A_BODY },
  answers: { none: NEVER_READS_A_BODY },
  rateLimits: { exempt: NEVER_READS_A_BODY },
};

/** The action of a GET-only resource. */
export const refuseEveryPost = endpointAction(READ_ONLY_RESOURCE, () => {
  throw new Error("A read-only resource takes no method an action receives.");
});

/**
 * An anonymous form of the public site, or its script twin: checked for the site's own
 * origin instead of a token, so its page stays cacheable (decision 036); a script call
 * also needs the script header.
 */
export function publicForm<Answers extends EndpointAnswers>(
  encoding: "form" | "script-form" | "json",
  maxBytes: number,
  rateLimits: readonly EndpointRateLimit[],
  answers: Answers,
): Endpoint<undefined, Answers> {
  return {
    methods: ["POST"],
    reply: encoding === "form" ? "page" : "json",
    encoding,
    access: "anyone",
    antiForgery: "same-origin",
    scriptHeader: encoding !== "form",
    body: { maxBytes },
    answers,
    rateLimits,
  };
}
