import * as fc from "fast-check";
import { homeContent } from "~/features/home/home-content";
import { homeTextValues } from "~/features/home/home-texts";
import { merchantApplication, partnerForms, type SectionedFormDefinition } from "~/features/lead-forms/definitions";
import { demoReps } from "#db/seed/booking";
import { demoReferralLink, demoReferralPartner } from "#db/seed/partners";
import { LEAD_STATUSES } from "~/features/lead-store/lead-types";
import { merchantSurvey } from "~/features/survey/survey-definition";
import { HONEYPOT_FIELDS, HONEYPOT_NAME, HONEYPOT_VALID_FROM } from "~/utils/honeypot-fields";
import { validAnswer } from "../support/lead-form-answers";
import { declaredEndpoints, type DeclaredAnswers } from "../support/endpoints";
import { dateFromToday } from "../support/requests";
import type { BodyEncoding, Field, FieldValue, FuzzContext, FuzzRequest, Session, TokenUse } from "./fuzz-request";
import {
  actionMethod,
  clientIp,
  deeplyNestedArray,
  junkValue,
  noiseHeaders,
  nonObjectJson,
  notFormContentType,
  notJsonContentType,
  notJsonText,
  withNoise,
} from "./malformed-values";

/**
 * One entry per route that accepts a state-changing request (tests/support/action-routes.ts).
 *
 * How "guaranteed invalid" is built: every request is one of the target's DEFECTS plus
 * noise. A defect is a single reason the request must be refused: a broken gate (no or a
 * wrong anti-forgery token on a staff form, a public form posted from another site, no
 * staff session, no script header), a broken transport
 * (wrong content type, unreadable or oversized body) or one broken answer (a required
 * field absent or blank, a value outside its allowed set). The defect owns the fields
 * it breaks; noise (junk in other fields, extra and repeated fields, odd headers and
 * methods) never touches an owned field, so it can never repair the request. Requests a
 * server would accept (a valid "Back" in the wizard, signing out with a valid token,
 * switching a pop-up on) are therefore never generated, and "nothing stored" is a
 * property of the design, checked afterwards against the database.
 */

/** What a refusal looks like: JSON, the HTML page, plain text, or a page's single-fetch data. */
export type ReplyKind = "json" | "page" | "plain" | "data";

export interface FuzzTarget {
  pattern: string;
  /** JSON for /api routes, the HTML page (form with errors or error page), plain text for resource routes. */
  reply: ReplyKind;
  /**
   * Statuses only the endpoint's own checks give, after every gate passed: the run must
   * see at least one, or the fuzzer never got past the gates.
   */
  validationStatuses: readonly number[];
  requests(context: FuzzContext): fc.Arbitrary<FuzzRequest>;
}

/** What a defect decides; everything else comes from the target's base request. */
interface Defect {
  defect: string;
  body: BodyEncoding;
  contentType?: FuzzRequest["contentType"];
  path?: string;
  token?: TokenUse;
  session?: Session;
  honeypot?: boolean;
  /** Leaves out X-Requested-With on a script endpoint. */
  withoutScriptHeader?: boolean;
  /** Headers the defect adds (say, the browser's mark of a cross-site request). */
  headers?: Record<string, string>;
  /** Leaves out Sec-Fetch-Site (an older browser), so Origin or Referer decides. */
  withoutFetchMetadata?: boolean;
}

/** What the fuzzer must get past, read from the route's endpoint declaration (decision 093). */
interface Gates {
  path: string;
  /**
   * "token": the staff forms' token and cookie. "same-origin": an anonymous public form,
   * which takes posts from the site's own pages only (decision 036); its requests are
   * marked `Sec-Fetch-Site: same-origin` as a browser marks them. "none": the endpoint
   * has its own gates (script header, Fetch metadata, none at all).
   */
  antiForgery: "token" | "same-origin" | "none";
  sessions: readonly Session[];
  tokenIn: "field" | "header";
  honeypot: boolean;
  scriptHeader: boolean;
  /** Refuses visitors who are not signed in as staff. */
  staffOnly: boolean;
  /** Refuses a request the browser marks as sent from another site. */
  crossSiteRefused: boolean;
  /** The declared body cap, for an endpoint that reads a body. */
  maxBodyBytes: number | undefined;
  /** The declared cap of a URL-encoded post, where it is smaller (a form whose multipart post may carry images). */
  maxUrlencodedBytes: number | undefined;
  /** A page route (its form also posts to the `.data` URL), not a resource route. */
  page: boolean;
  /** How its own page or script writes the body. */
  encoding: "form" | "json";
  /** The shapes of the schemas it parses its answers with. */
  answers: DeclaredAnswers;
}

/** A target's defects; the ones that reach validation carry more weight. */
type Defects = fc.MaybeWeightedArbitrary<Defect>[];

/** Broken answers are the interesting part: three times as likely as each other defect. */
const often = (arbitrary: fc.Arbitrary<Defect>): fc.WeightedArbitrary<Defect> => ({ weight: 3, arbitrary });

const ABSENT = Symbol("absent");
type Breakage = FieldValue | typeof ABSENT;

/** One field broken in one way, with the fields of an otherwise valid answer. */
interface BrokenPayload {
  defect: string;
  fields: Field[];
  owned: string[];
}

function breakField(valid: Field[], name: string, bad: Breakage): Field[] {
  const rest = valid.filter(([field]) => field !== name);
  return bad === ABSENT ? rest : [...rest, [name, bad]];
}

/** Breaks one of `candidates` (field name → values it can never accept) in an otherwise valid answer. */
function oneFieldBroken(valid: Field[], candidates: Record<string, readonly Breakage[]>, extraOwned: Field[] = []): fc.Arbitrary<BrokenPayload> {
  const names = Object.keys(candidates);
  return fc.constantFrom(...names).chain((name) =>
    fc.constantFrom(...(candidates[name] ?? [ABSENT])).map((bad) => ({
      defect: bad === ABSENT ? `${name} is missing` : `${name} is invalid`,
      fields: [...extraOwned, ...breakField(valid, name, bad)],
      owned: [name, ...extraOwned.map(([field]) => field)],
    })),
  );
}

/** Absent, empty or blank: never an answer to a required field of any kind ("   " reads as NaN for a number). */
const BLANKS: readonly Breakage[] = [ABSENT, "", "   "];

const formEncoding = (fields: Field[]): fc.Arbitrary<BodyEncoding> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant<BodyEncoding>({ kind: "urlencoded", fields }) },
    { weight: 1, arbitrary: fc.boolean().map<BodyEncoding>((withFile) => ({ kind: "multipart", fields, withFile })) },
  );

const jsonEncoding = (fields: Field[]): fc.Arbitrary<BodyEncoding> => fc.constant({ kind: "json", fields });

/** A broken payload with noise around it, written the way the endpoint reads it. */
function payloadDefect(
  broken: fc.Arbitrary<BrokenPayload>,
  known: ReadonlySet<string>,
  encode: (fields: Field[]) => fc.Arbitrary<BodyEncoding>,
): fc.Arbitrary<Defect> {
  return broken.chain(({ defect, fields, owned }) =>
    withNoise(fields, new Set(owned), known).chain((noisy) => encode(noisy).map((body) => ({ defect, body }))),
  );
}

const known = (fields: Field[], more: string[] = []) => new Set([...fields.map(([name]) => name), ...more, "csrf", ...HONEYPOT_FIELDS]);

/* Transport and gate defects, shared by every endpoint of a kind. ----------------------- */

/** A body over `limit` bytes: 413 whether declared or streamed. */
const oversized = (limit: number, encode: (fields: Field[]) => fc.Arbitrary<BodyEncoding>, fields: Field[]): fc.Arbitrary<Defect> =>
  fc
    .integer({ min: limit + 1, max: limit + 64 * 1024 })
    .chain((size) => encode([...fields, ["padding_over_the_limit", "x".repeat(size)]]))
    .map((body) => ({ defect: `body over ${limit} bytes`, body }));

const urlencodedOnly = (fields: Field[]): fc.Arbitrary<BodyEncoding> => fc.constant({ kind: "urlencoded", fields });

function formTransportDefects(
  limit: number,
  fields: Field[],
  options: { encodeOversized?: typeof formEncoding; emptyBodyAllowed?: boolean } = {},
): fc.Arbitrary<Defect>[] {
  const defects: fc.Arbitrary<Defect>[] = [
    fc.tuple(notFormContentType, fc.boolean()).map(([contentType, asJson]) => ({
      defect: "not a web form",
      contentType,
      body: asJson ? { kind: "json", fields } : { kind: "raw", text: "a=1&b=2" },
    })),
    // Each fails to parse (checked: an empty "--x--" would parse, as a form with no fields).
    fc.constantFrom("--x\r\nbroken", "no boundary here", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated').map((text) => ({
      defect: "unreadable multipart body",
      contentType: "multipart/form-data; boundary=x",
      body: { kind: "raw", text },
    })),
    oversized(limit, options.encodeOversized ?? formEncoding, fields),
  ];
  // No body at all (the token can still come in the header): no answers, so refused,
  // except where a post needs no answers (signing out).
  if (!options.emptyBodyAllowed) {
    defects.push(fc.constantFrom("none", "application/x-www-form-urlencoded").map((contentType) => ({ defect: "empty body", contentType, body: { kind: "none" } })));
  }
  return defects;
}

function jsonTransportDefects(limit: number, fields: Field[], options: { emptyBodyAllowed?: boolean } = {}): fc.Arbitrary<Defect>[] {
  // An empty body is allowed where the body is optional (pop-up events): never a defect there.
  const notJson = options.emptyBodyAllowed ? notJsonText.filter((text) => text !== "") : notJsonText;
  return [
    fc.tuple(notJsonContentType, fc.boolean()).map(([contentType, asForm]) => ({
      defect: "not JSON",
      contentType,
      body: asForm ? { kind: "urlencoded", fields: [["a", "1"]] } : { kind: "json", fields },
    })),
    notJson.map((text) => ({ defect: "unparseable JSON", body: { kind: "raw", text }, contentType: "application/json" })),
    nonObjectJson.map((text) => ({ defect: "JSON that is not an object", body: { kind: "raw", text }, contentType: "application/json" })),
    deeplyNestedArray.map((text) => ({ defect: "deeply nested JSON array", body: { kind: "raw", text }, contentType: "application/json" })),
    oversized(limit, jsonEncoding, fields),
  ];
}

/** Posts another site's page can make a browser send; none of them may reach a public form's action. */
const FOREIGN_POSTS: Defect[] = [
  { defect: "sent by another site's page", headers: { "Sec-Fetch-Site": "cross-site" }, body: { kind: "none" } },
  { defect: "sent by a sibling subdomain's page", headers: { "Sec-Fetch-Site": "same-site" }, body: { kind: "none" } },
  { defect: "foreign Origin from an older browser", headers: { Origin: "https://evil.example" }, withoutFetchMetadata: true, body: { kind: "none" } },
  { defect: "Origin null from an older browser", headers: { Origin: "null" }, withoutFetchMetadata: true, body: { kind: "none" } },
  // Noise may add an Origin, but never this site's: it cannot repair the request.
  { defect: "foreign Referer from an older browser", headers: { Referer: "https://evil.example/form" }, withoutFetchMetadata: true, body: { kind: "none" } },
];

/** A valid-looking answer behind a broken gate: the gate alone must refuse it. */
function gateDefects(gates: Gates, body: BodyEncoding): fc.Arbitrary<Defect>[] {
  const defects: fc.Arbitrary<Defect>[] = [];
  if (gates.antiForgery === "token") {
    defects.push(
      fc.constantFrom<TokenUse>("missing", "forged", "foreign", "tampered").map((token) => ({ defect: `anti-forgery token ${token}`, token, body })),
      fc.constant({ defect: "no anti-forgery cookie", session: "none" as const, token: "valid" as const, body }),
    );
  }
  if (gates.antiForgery === "same-origin") defects.push(fc.constantFrom(...FOREIGN_POSTS).map((foreign) => ({ ...foreign, body })));
  if (gates.scriptHeader) defects.push(fc.constant({ defect: "no X-Requested-With", withoutScriptHeader: true, body }));
  if (gates.crossSiteRefused) defects.push(fc.constantFrom(...FOREIGN_POSTS.filter((foreign) => !foreign.withoutFetchMetadata)).map((foreign) => ({ ...foreign, body })));
  if (gates.staffOnly) {
    defects.push(fc.constantFrom<Session>("visitor", "none").map((session) => ({ defect: "not signed in as staff", session, body })));
  }
  return defects;
}

/* The base request around a defect. -------------------------------------------------- */

function baseRequest(gates: Gates) {
  return fc.record({
    // A page's form posts to its .data URL when JavaScript is on: the same action, another reply format.
    dataRequest: gates.page ? fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }) : fc.constant(false),
    method: actionMethod,
    session: fc.oneof({ weight: 6, arbitrary: fc.constant(gates.sessions[0] ?? "visitor") }, { weight: 1, arbitrary: fc.constantFrom(...gates.sessions) }),
    token: fc.oneof(
      { weight: 6, arbitrary: fc.constant<TokenUse>("valid") },
      { weight: 1, arbitrary: fc.constantFrom<TokenUse>("missing", "forged", "foreign", "tampered") },
    ),
    // Forms may send the token in the header too (scripts do); both must be checked.
    tokenIn: fc.oneof({ weight: 5, arbitrary: fc.constant(gates.tokenIn) }, { weight: 1, arbitrary: fc.constantFrom<"field" | "header">("field", "header") }),
    honeypot: gates.honeypot ? fc.oneof({ weight: 6, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }) : fc.constant(false),
    headers: fc.tuple(noiseHeaders, clientIp).map(([headers, ip]) => ({ ...headers, "X-Forwarded-For": ip })),
    streamed: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  });
}

/**
 * For each schema the endpoint declares, each field it requires left out of the target's
 * valid answer for that variant: every one must be refused. The target must give a valid
 * answer, holding every required field, for each declared variant, so an endpoint or a
 * variant added later cannot go unfuzzed; one that declares no answers gives none.
 */
function leftOutAnswers(pattern: string, gates: Gates, valid: ValidAnswers | undefined): Defects {
  if ("none" in gates.answers) {
    if (valid) throw new Error(`${pattern} declares that it reads no answers, yet its fuzz target gives valid ones.`);
    return [];
  }
  if (!valid) throw new Error(`${pattern} declares the schemas of its answers: its fuzz target must give a valid answer for each.`);
  const variants = Object.entries(gates.answers.variants);
  const names = known(
    Object.values(valid.answers).flat(),
    variants.flatMap(([, shape]) => shape.fields),
  );
  const encode = gates.encoding === "json" ? jsonEncoding : formEncoding;
  return variants.flatMap(([variant, shape]) => {
    const answer = valid.answers[variant];
    if (!answer) throw new Error(`${pattern}: the fuzz target gives no valid answer for the declared variant "${variant}".`);
    const given = new Set(answer.map(([name]) => name));
    const missing = shape.required.filter((field) => !given.has(field));
    if (missing.length > 0) throw new Error(`${pattern}: the valid "${variant}" answer lacks ${missing.join(", ")}, which the schema requires.`);
    if (shape.required.length === 0) return [];
    // The rest of the answer is owned too: junk in another field could repair the request
    // (a slug left out is made from the title, so a junked title would make one).
    const owned = [...given];
    const leftOut = fc.constantFrom(...shape.required).map(
      (field): BrokenPayload => ({ defect: `${variant}: required ${field} left out`, fields: breakField(answer, field, ABSENT), owned }),
    );
    const path = valid.pathOf?.(variant);
    const placed = payloadDefect(leftOut, names, encode).map((defect) => (path ? { ...defect, path } : defect));
    const { contentType } = valid;
    return [often(contentType ? fc.tuple(placed, contentType).map(([defect, type]) => ({ ...defect, contentType: type })) : placed)];
  });
}

/**
 * A valid answer for each variant of an endpoint's declared answers, where a variant is
 * posted when not to the target's path, and the Content-Type its client sends when not
 * the encoding's own.
 */
interface ValidAnswers {
  answers: Readonly<Record<string, Field[]>>;
  pathOf?: (variant: string) => string;
  contentType?: fc.Arbitrary<FuzzRequest["contentType"]>;
}

/**
 * A target's requests: one defect each, around the base request. `valid` holds a valid
 * answer for each variant of the declared answers (none where the endpoint reads none).
 */
function requestsOf(pattern: string, gates: Gates, defects: Defects, valid?: ValidAnswers): fc.Arbitrary<FuzzRequest> {
  const everyDefect = [...defects, ...leftOutAnswers(pattern, gates, valid)];
  return fc.tuple(baseRequest(gates), fc.oneof(...everyDefect)).map(([base, defect]) => {
    // A public form's page posts it, and the browser says so (noise's Origin and Referer then do not count).
    const fromOwnPage: Record<string, string> = gates.antiForgery === "same-origin" ? { "Sec-Fetch-Site": "same-origin" } : {};
    const headers: Record<string, string> = { ...base.headers, ...fromOwnPage, ...defect.headers };
    if (defect.withoutFetchMetadata) delete headers["Sec-Fetch-Site"];
    if (gates.scriptHeader && !defect.withoutScriptHeader) headers["X-Requested-With"] = "XMLHttpRequest";
    return {
      target: pattern,
      defect: defect.defect,
      method: base.method,
      path: defect.path ?? gates.path,
      session: defect.session ?? base.session,
      token: defect.token ?? base.token,
      tokenIn: base.tokenIn,
      honeypot: defect.honeypot ?? base.honeypot,
      headers,
      contentType: defect.contentType ?? "auto",
      body: defect.body,
      streamed: base.streamed,
      dataRequest: base.dataRequest,
    };
  });
}

/* Valid answers the defects break. ---------------------------------------------------- */

function sectionedForm(definition: SectionedFormDefinition) {
  const fields = definition.sections.flatMap((section) => section.fields);
  const valid: Field[] = fields.map((field) => [field.name, validAnswer(field)]);
  const required = Object.fromEntries(
    fields.filter((field) => field.required).map((field) => [field.name, BLANKS]),
  );
  return { valid, required };
}


const WIZARD_STEPS: Record<1 | 2 | 3, { valid: Field[]; required: string[] }> = {
  1: {
    valid: [["full_name", "Fuzz Visitor"], ["business_name", "Fuzz Co"], ["phone_number", "601-555-0100"], ["email", "fuzz@example.com"]],
    required: ["full_name", "business_name", "phone_number", "email"],
  },
  2: {
    valid: [["industry_type", "retail"], ["processing_volume", "10k_50k"], ["num_locations", "1"], ["num_terminals", "2"]],
    required: ["industry_type"],
  },
  3: {
    valid: [["preferred_date", dateFromToday(3)], ["start_hour", "10"], ["start_minute", "00"], ["start_period", "AM"], ["time_zone", "CT"]],
    required: ["preferred_date", "start_hour", "start_minute", "start_period", "time_zone"],
  },
};
const WIZARD_STEP_4: Field[] = [["goal_pos", "on"], ["comments", "Fuzz"]];
const CONSULT_FIELDS: Field[] = [...WIZARD_STEPS[1].valid, ...WIZARD_STEPS[2].valid, ...WIZARD_STEPS[3].valid, ...WIZARD_STEP_4];
const CONSULT_REQUIRED = [...WIZARD_STEPS[1].required, ...WIZARD_STEPS[2].required, ...WIZARD_STEPS[3].required];
/** The JSON payload of /api/consult (product reference §3.6): numbers and booleans as JSON. */
const CONSULT_JSON: Field[] = CONSULT_FIELDS.map(([name, value]): Field => {
  if (name === "num_locations" || name === "num_terminals") return [name, Number(value)];
  if (name === "goal_pos") return [name, true];
  return [name, value];
});

const CALLBACK_FIELDS: Field[] = [["name", "Fuzz Visitor"], ["phone", "601-555-0100"], ["best_time", "morning"], ["note", "Fuzz"]];
const CALLBACK_REQUIRED = { name: BLANKS, phone: [...BLANKS, "12", "not a phone"], best_time: [...BLANKS, "midnight"] };

/** A trap the page never renders this way: filled in, or its timestamp forged. */
const spamTrap = (fields: Field[], encode: (fields: Field[]) => fc.Arbitrary<BodyEncoding>): fc.Arbitrary<Defect> =>
  fc
    .constantFrom<Field[]>(
      [[HONEYPOT_NAME, "601-555-0199"]],
      [[HONEYPOT_NAME, ""], [HONEYPOT_VALID_FROM, "forged"]],
      [[HONEYPOT_NAME, "x"], [HONEYPOT_VALID_FROM, "U2FsdGVkX1+forged"]],
    )
    .chain((trap) => encode([...trap, ...fields]))
    .map((body) => ({ defect: "spam trap sprung", body, honeypot: false }));

/** Any string except the given ones (for intents, statuses, switches). */
const otherThan = (...allowed: string[]) =>
  fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("NEXT", "Submit", " next", "save ", "on ", "OFF", "1", "true")).filter((value) => !allowed.includes(value));

const withAbsent = (values: fc.Arbitrary<string>) => fc.oneof(fc.constant<Breakage>(ABSENT), values.map<Breakage>((value) => value));

/* The targets. ------------------------------------------------------------------------- */

const DECLARED = declaredEndpoints();

/**
 * The gates of the route's own declaration; a target adds only what the declaration does
 * not say: whether the form has the spam trap, whether a resource route's form has no
 * `.data` URL, and which sessions are worth trying.
 */
/** The cap the declaration states: an oversized body is one byte more. */
function declaredCap(gates: Gates): number {
  if (gates.maxBodyBytes === undefined) throw new Error(`${gates.path} reads no body.`);
  return gates.maxBodyBytes;
}

/**
 * The cap the declaration states for a URL-encoded post: smaller than the whole cap on a
 * form whose multipart post may carry images (megabytes), so an oversized body is cheap.
 */
function declaredUrlencodedCap(gates: Gates): number {
  return gates.maxUrlencodedBytes ?? declaredCap(gates);
}

function declaredGates(pattern: string, path: string, extra: Partial<Pick<Gates, "honeypot" | "page" | "sessions">> = {}): Gates {
  const declared = DECLARED.get(pattern);
  if (!declared) throw new Error(`${pattern} is not a route with an endpoint declaration.`);
  const staffOnly = declared.access !== "anyone";
  return {
    path,
    antiForgery: typeof declared.antiForgery === "object" ? "none" : declared.antiForgery,
    sessions: staffOnly ? ["staff", "visitor", "none"] : ["visitor", "none"],
    tokenIn: declared.encoding === "form" || declared.encoding === "script-form" ? "field" : "header",
    honeypot: false,
    scriptHeader: declared.scriptHeader,
    staffOnly,
    crossSiteRefused: declared.crossSiteRefusal !== undefined,
    maxBodyBytes: "maxBytes" in declared.body ? declared.body.maxBytes : undefined,
    maxUrlencodedBytes: "maxBytes" in declared.body ? declared.body.maxUrlencodedBytes : undefined,
    page: declared.reply === "page",
    encoding: declared.encoding === "json" || declared.encoding === "beacon" ? "json" : "form",
    answers: declared.answers,
    ...extra,
  };
}


/** A public sectioned form; `answers` are the valid answers of every variant its endpoint declares (the form's own by default). */
function sectionedFormTarget(pattern: string, path: string, definition: SectionedFormDefinition, answers?: ValidAnswers): FuzzTarget {
  const { valid, required } = sectionedForm(definition);
  const names = known(valid);
  return {
    pattern,
    reply: "page",
    validationStatuses: [400],
    requests: () => {
      const gates = declaredGates(pattern, path, { honeypot: true });
      const defects: Defects = [
        often(payloadDefect(oneFieldBroken(valid, required), names, formEncoding)),
        fc.constant<Defect>({ defect: "no answers at all", body: { kind: "urlencoded", fields: [] } }),
        spamTrap(valid, formEncoding),
        ...gateDefects(gates, { kind: "urlencoded", fields: valid }),
        ...formTransportDefects(declaredCap(gates), valid),
      ];
      return requestsOf(pattern, gates, defects, answers ?? { answers: { answers: valid } });
    },
  };
}

/**
 * The visitor's links from the booking e-mails (decision 067). The fuzzer cannot sign a
 * link, so every token it sends is one no booking has: the one "no longer valid" page
 * (410), whatever else the request carries, and nothing changes.
 */
function meetingLinkTarget(pattern: string, action: "cancel" | "reschedule", fields: Field[]): FuzzTarget {
  const signature = "c2lnbmF0dXJlLXRoYXQtd2FzLW5ldmVyLW1hZGU";
  const deadTokens = [
    `${Buffer.from("1.cancel.4102444800").toString("base64url")}.${signature}`,
    `${Buffer.from(`1.${action}.4102444800`).toString("base64url")}.${signature}`,
    `${Buffer.from(`1.${action}.1`).toString("base64url")}.${signature}`,
    "not-a-link",
    "x".repeat(300),
  ];
  return {
    pattern,
    reply: "page",
    validationStatuses: [410],
    requests: () => {
      const gates = declaredGates(pattern, `/meetings/${action}/${deadTokens[0]}`);
      const deadLink = fc.constantFrom(...deadTokens).chain((token) =>
        withNoise(fields, new Set(), known(fields)).chain((noisy) =>
          formEncoding(noisy).map((body): Defect => ({ defect: "a link no booking has", path: `/meetings/${action}/${token}`, body })),
        ),
      );
      return requestsOf(pattern, gates, [
        often(deadLink),
        ...gateDefects(gates, { kind: "urlencoded", fields }),
        ...formTransportDefects(declaredCap(gates), fields, { emptyBodyAllowed: true }),
      ]);
    },
  };
}

export const FUZZ_TARGETS: FuzzTarget[] = [
  {
    pattern: "/api/consult",
    reply: "json",
    validationStatuses: [422],
    requests: () => {
      const gates = declaredGates("/api/consult", "/api/consult", { honeypot: true });
      const breakages = Object.fromEntries(CONSULT_REQUIRED.map((name) => [name, [...BLANKS, null, false, {}, [], ["a"]]]));
      const names = known(CONSULT_JSON);
      return requestsOf(
        "/api/consult",
        gates,
        [
          often(payloadDefect(oneFieldBroken(CONSULT_JSON, breakages), names, jsonEncoding)),
          payloadDefect(oneFieldBroken(CONSULT_JSON, { email: ["not-an-email", "a@b", 42], phone_number: ["12", "call me"], industry_type: ["spaceships", 7] }), names, jsonEncoding),
          spamTrap(CONSULT_JSON, jsonEncoding),
          ...gateDefects(gates, { kind: "json", fields: CONSULT_JSON }),
          ...jsonTransportDefects(declaredCap(gates), CONSULT_JSON),
        ],
        { answers: { answers: CONSULT_JSON } },
      );
    },
  },
  {
    pattern: "/consult",
    reply: "page",
    validationStatuses: [400],
    requests: () => {
      const gates = declaredGates("/consult", "/consult", { honeypot: true });
      const names = known([...CONSULT_FIELDS, ["step", ""], ["intent", ""]]);
      // Next on steps 1-3 with a required answer of that step broken.
      const nextStep = fc.constantFrom(1 as const, 2 as const, 3 as const).chain((step) => {
        const { valid, required } = WIZARD_STEPS[step];
        return oneFieldBroken(valid, Object.fromEntries(required.map((name) => [name, BLANKS])), [["intent", "next"], ["step", String(step)]]);
      });
      // Intents the wizard does not know, or Next/Submit on a step where they do not apply.
      const badIntent = fc.oneof(
        fc.tuple(withAbsent(otherThan("next", "back", "submit")), junkValue).map(([intent, step]): BrokenPayload => ({
          defect: "unknown intent",
          fields: [...(intent === ABSENT ? [] : [["intent", intent] as Field]), ["step", step], ...WIZARD_STEPS[1].valid],
          owned: ["intent"],
        })),
        fc.constantFrom<[string, string]>(["next", "4"], ["submit", "1"], ["submit", "3"], ["submit", "0"], ["submit", "five"]).map(([intent, step]): BrokenPayload => ({
          defect: `${intent} on step ${step}`,
          fields: [["intent", intent], ["step", step], ...CONSULT_FIELDS],
          owned: ["intent", "step"],
        })),
      );
      // Submit without a draft: steps 1-3 were never passed, so their answers are missing
      // whatever this post says (the fuzzing visitor never has a draft).
      const submitWithoutDraft = fc.constant<BrokenPayload>({
        defect: "final submit without earlier steps",
        fields: [["intent", "submit"], ["step", "4"], ...WIZARD_STEP_4],
        owned: ["intent", "step"],
      });
      const next = (step: 1 | 2 | 3): Field[] => [["intent", "next"], ["step", String(step)], ...WIZARD_STEPS[step].valid];
      return requestsOf(
        "/consult",
        gates,
        [
          often(payloadDefect(nextStep, names, formEncoding)),
          payloadDefect(badIntent, names, formEncoding),
          payloadDefect(submitWithoutDraft, names, formEncoding),
          spamTrap([["intent", "back"], ["step", "2"], ...CONSULT_FIELDS], formEncoding),
          ...gateDefects(gates, { kind: "urlencoded", fields: [["intent", "back"], ["step", "2"]] }),
          ...formTransportDefects(declaredCap(gates), [["intent", "next"], ["step", "1"], ...WIZARD_STEPS[1].valid]),
        ],
        // Next checks the posted step alone, so each step's answers reach their schema. Submit
        // checks every step, and the fuzzing visitor has no draft: the server reads only step
        // 4's answers from the post, so it is refused for the earlier steps whatever is left out.
        { answers: { step1: next(1), step2: next(2), step3: next(3), submit: [["intent", "submit"], ["step", "4"], ...CONSULT_FIELDS] } },
      );
    },
  },
  meetingLinkTarget("/meetings/cancel/:token", "cancel", []),
  meetingLinkTarget("/meetings/reschedule/:token", "reschedule", [["slot_start", "2030-01-07T15:00:00.000Z"], ["time_zone", "CT"]]),
  sectionedFormTarget("/merchant-onboarding", "/merchant-onboarding", merchantApplication),
  partnerFormsTarget(),
  sectionedFormTarget("/survey", "/survey", merchantSurvey),
  {
    pattern: "/chat",
    reply: "page",
    validationStatuses: [400],
    requests: () => {
      const gates = declaredGates("/chat", "/chat", { honeypot: true });
      const names = known([...CALLBACK_FIELDS, ["intent", ""], ["option", ""], ["message", ""]]);
      const broken = fc.oneof(
        withAbsent(otherThan("reset", "option", "message", "callback")).map((intent): BrokenPayload => ({
          defect: "unknown intent",
          fields: intent === ABSENT ? [["message", "hello"]] : [["intent", intent], ["message", "hello"]],
          owned: ["intent"],
        })),
        fc.constantFrom<Breakage>(ABSENT, "", "o".repeat(101)).map((option): BrokenPayload => ({
          defect: "option missing or too long",
          fields: [["intent", "option"], ...(option === ABSENT ? [] : [["option", option] as Field])],
          owned: ["intent", "option"],
        })),
        fc.integer({ min: 501, max: 3_000 }).map((length): BrokenPayload => ({
          defect: "message over 500 characters",
          fields: [["intent", "message"], ["message", "m".repeat(length)]],
          owned: ["intent", "message"],
        })),
        oneFieldBroken(CALLBACK_FIELDS, CALLBACK_REQUIRED, [["intent", "callback"]]),
      );
      return requestsOf(
        "/chat",
        gates,
        [
          often(payloadDefect(broken, names, formEncoding)),
          spamTrap([["intent", "callback"], ...CALLBACK_FIELDS], formEncoding),
          // The callback needs both trap fields: a form that leaves them out is not ours.
          fc.constant<Defect>({ defect: "callback without the spam trap", honeypot: false, body: { kind: "urlencoded", fields: [["intent", "callback"], ...CALLBACK_FIELDS] } }),
          ...gateDefects(gates, { kind: "urlencoded", fields: [["intent", "reset"]] }),
          ...formTransportDefects(declaredCap(gates), [["intent", "message"], ["message", "hi"]]),
        ],
        { answers: { callback: [["intent", "callback"], ...CALLBACK_FIELDS] } },
      );
    },
  },
  {
    pattern: "/api/chat-callback",
    reply: "json",
    validationStatuses: [422],
    requests: () => {
      const gates = declaredGates("/api/chat-callback", "/api/chat-callback", { honeypot: true });
      const names = known([...CALLBACK_FIELDS, ["asked", ""]]);
      return requestsOf(
        "/api/chat-callback",
        gates,
        [
          often(payloadDefect(oneFieldBroken(CALLBACK_FIELDS, CALLBACK_REQUIRED), names, formEncoding)),
          spamTrap(CALLBACK_FIELDS, formEncoding),
          fc.constant<Defect>({ defect: "no spam trap", honeypot: false, body: { kind: "urlencoded", fields: CALLBACK_FIELDS } }),
          ...gateDefects(gates, { kind: "urlencoded", fields: CALLBACK_FIELDS }),
          ...formTransportDefects(declaredCap(gates), CALLBACK_FIELDS),
        ],
        { answers: { answers: CALLBACK_FIELDS } },
      );
    },
  },
  {
    pattern: "/admin/login",
    reply: "page",
    validationStatuses: [400, 401],
    requests: (context) => {
      // The sign-in form keeps its token (a staff form), like every form of the staff area.
      const gates = declaredGates("/admin/login", "/admin/login");
      const valid: Field[] = [["email", context.staff.email], ["password", "not the password"], ["redirectTo", "/admin/leads"]];
      const names = known(valid);
      const wrongPassword = fc
        .tuple(fc.constantFrom(context.staff.email, "nobody@example.com", context.staff.email.toUpperCase()), fc.string({ minLength: 1, maxLength: 60 }))
        .filter(([, password]) => password !== context.staff.password)
        .map(([email, password]): BrokenPayload => ({
          defect: "wrong e-mail or password",
          fields: [["email", email], ["password", password], ["redirectTo", "/admin/leads"]],
          owned: ["email", "password"],
        }));
      // The right password: with a field left out it never signs in, and whole it would.
      const signIn: Field[] = [["email", context.staff.email], ["password", context.staff.password], ["redirectTo", "/admin/leads"]];
      return requestsOf(
        "/admin/login",
        gates,
        [
          payloadDefect(oneFieldBroken(valid, { email: [...BLANKS, "ab", `${"e".repeat(250)}@x.io`], password: [ABSENT, "", "p".repeat(201)] }), names, formEncoding),
          payloadDefect(wrongPassword, names, formEncoding),
          ...gateDefects(gates, { kind: "urlencoded", fields: [["email", context.staff.email], ["password", context.staff.password]] }),
          ...formTransportDefects(declaredCap(gates), valid),
        ],
        { answers: { answers: signIn } },
      );
    },
  },
  {
    pattern: "/admin/logout",
    reply: "plain",
    // Signing out has no answers to get wrong: with a valid token it always works, so
    // every request here breaks the token or the body.
    validationStatuses: [400, 413, 415],
    requests: () => {
      // Anyone may sign out: not staff-only, so "signed out" is no defect here. A resource route, not a page.
      const gates = declaredGates("/admin/logout", "/admin/logout", { page: false, sessions: ["staff", "visitor", "none"] });
      return requestsOf("/admin/logout", gates, [
        ...gateDefects(gates, { kind: "urlencoded", fields: [] }),
        ...formTransportDefects(declaredCap(gates), [], { emptyBodyAllowed: true }),
      ]);
    },
  },
  {
    pattern: "/admin/leads/:id",
    reply: "page",
    validationStatuses: [400],
    requests: (context) => {
      const path = `/admin/leads/${context.leadId}`;
      const gates = declaredGates("/admin/leads/:id", path);
      const names = known([["intent", ""], ["status", ""], ["note", ""], ["title", ""], ["date", ""], ["time", ""], ["ownerId", ""], ["currentOwnerId", ""], ["taskId", ""]]);
      const statuses = LEAD_STATUSES.map((status) => status.value as string);
      const broken = fc.oneof(
        withAbsent(otherThan("status", "note", "claim", "reassign", "task", "task-done")).map((intent): BrokenPayload => ({
          defect: "unknown intent",
          fields: intent === ABSENT ? [["note", "hello"]] : [["intent", intent], ["note", "hello"]],
          owned: ["intent"],
        })),
        withAbsent(otherThan(...statuses)).map((status): BrokenPayload => ({
          defect: "status not in the list",
          fields: [["intent", "status"], ...(status === ABSENT ? [] : [["status", status] as Field])],
          owned: ["intent", "status"],
        })),
        fc.constantFrom<Breakage>(...BLANKS, "n".repeat(2_001)).map((note): BrokenPayload => ({
          defect: "note blank or too long",
          fields: [["intent", "note"], ...(note === ABSENT ? [] : [["note", note] as Field])],
          owned: ["intent", "note"],
        })),
        fc
          .record({
            title: fc.constantFrom<Breakage>(...BLANKS, "t".repeat(201)),
            date: fc.constantFrom<Breakage>(ABSENT, "2026-02-30", "tomorrow"),
            time: fc.constantFrom<Breakage>(ABSENT, "25:00", "9am"),
          })
          .map(({ title, date, time }): BrokenPayload => ({
            defect: "task without a title, a real day or a time",
            fields: [["intent", "task"], ...([["title", title], ["date", date], ["time", time]] as const).flatMap(([name, value]) => (value === ABSENT ? [] : [[name, value] as Field]))],
            owned: ["intent", "title", "date", "time"],
          })),
        fc.constantFrom<Breakage>(...BLANKS, "abc", "0", "1.5").map((ownerId): BrokenPayload => ({
          defect: "reassigned to nobody in the list",
          fields: [["intent", "reassign"], ["currentOwnerId", ""], ...(ownerId === ABSENT ? [] : [["ownerId", ownerId] as Field])],
          owned: ["intent", "currentOwnerId", "ownerId"],
        })),
        fc.constantFrom<Breakage>(...BLANKS, "abc", "-1").map((taskId): BrokenPayload => ({
          defect: "marks done no task",
          fields: [["intent", "task-done"], ...(taskId === ABSENT ? [] : [["taskId", taskId] as Field])],
          owned: ["intent", "taskId"],
        })),
      );
      const noSuchLead = fc.constantFrom("999999", "0", "abc", "1.0", "-1", "%20").map((id) => ({
        defect: "no such lead",
        path: `/admin/leads/${id}`,
        body: { kind: "urlencoded", fields: [["intent", "note"], ["note", "hello"]] } satisfies BodyEncoding,
      }));
      return requestsOf(
        "/admin/leads/:id",
        gates,
        [
          often(payloadDefect(broken, names, formEncoding)),
          noSuchLead,
          ...gateDefects(gates, { kind: "urlencoded", fields: [["intent", "note"], ["note", "hello"]] }),
          ...formTransportDefects(declaredCap(gates), [["intent", "note"], ["note", "hello"]]),
        ],
        { answers: { note: [["intent", "note"], ["note", "hello"]], task: [["intent", "task"], ["title", "Call back"], ["date", "2027-01-05"], ["time", "10:00"]] } },
      );
    },
  },
  {
    pattern: "/admin/meetings/:id/outcome",
    reply: "plain",
    // 400: a value that is no outcome; 404: a well-formed outcome for a meeting the fuzz database does not have.
    validationStatuses: [400, 404],
    requests: () => {
      // A resource route that redirects to the lead's page; its refusals are plain text.
      const gates = declaredGates("/admin/meetings/:id/outcome", "/admin/meetings/999999/outcome", { page: false });
      const broken = withAbsent(otherThan("kept", "no_show")).map((outcome): BrokenPayload => ({
        defect: "outcome not in the list",
        fields: outcome === ABSENT ? [] : [["outcome", outcome]],
        owned: ["outcome"],
      }));
      return requestsOf("/admin/meetings/:id/outcome", gates, [
        often(payloadDefect(broken, known([["outcome", ""]]), formEncoding)),
        ...gateDefects(gates, { kind: "urlencoded", fields: [["outcome", "kept"]] }),
        ...formTransportDefects(declaredCap(gates), [["outcome", "kept"]]),
      ]);
    },
  },
  {
    pattern: "/admin/staff/new",
    reply: "page",
    validationStatuses: [400],
    requests: (context) => {
      const gates = declaredGates("/admin/staff/new", "/admin/staff/new");
      const valid: Field[] = [["email", "fuzz-new@example.com"], ["name", "Fuzz New"], ["role", "sales"], ["time_zone", "America/Chicago"], ["password", "fuzz new password 1"]];
      const broken = oneFieldBroken(valid, {
        email: [...BLANKS, "not an address", "a@b", `${"e".repeat(250)}@example.com`, context.staff.email, context.staff.email.toUpperCase()],
        role: [...BLANKS, "owner", "ADMIN", "admin "],
        time_zone: [...BLANKS, "Mars/Olympus", "z".repeat(65)],
        password: [...BLANKS, "short", "x".repeat(73), "é".repeat(37)],
        name: ["n".repeat(101)],
      });
      return requestsOf(
        "/admin/staff/new",
        gates,
        [
          often(payloadDefect(broken, known(valid), formEncoding)),
          ...gateDefects(gates, { kind: "urlencoded", fields: valid }),
          ...formTransportDefects(declaredCap(gates), valid),
        ],
        { answers: { answers: valid } },
      );
    },
  },
  {
    pattern: "/admin/staff/:id",
    reply: "page",
    validationStatuses: [400, 404, 409],
    requests: (context) => {
      // The fuzzing staff member is the site's only admin: demoting or deactivating it is refused by the last-admin rule.
      const path = `/admin/staff/${context.staff.id}`;
      const gates = declaredGates("/admin/staff/:id", path);
      const version: Field = ["version", String(context.staff.version)];
      const names = known(
        [["intent", ""], ["role", ""], ["password", ""], ["email", ""], ["name", ""], ["time_zone", ""], ["confirmed", ""], version],
        ["base_role", "base_active", "base_name", "base_time_zone", "base_email"],
      );
      const details: Field[] = [["intent", "profile"], version, ["email", context.staff.email], ["name", "Fuzz"], ["time_zone", "UTC"]];
      const broken = fc.oneof(
        oneFieldBroken(details, {
          email: [...BLANKS, "not an address", `${"e".repeat(250)}@example.com`],
          time_zone: [...BLANKS, "Mars/Olympus", "EST", "z".repeat(65)],
          name: ["n".repeat(101)],
        }),
        withAbsent(otherThan("profile", "role", "password", "deactivate", "reactivate")).map((intent): BrokenPayload => ({
          defect: "unknown intent",
          fields: [...(intent === ABSENT ? [] : [["intent", intent] as Field]), ["role", "sales"], version],
          owned: ["intent"],
        })),
        fc.constantFrom<Breakage>(...BLANKS, "owner", "ADMIN").map((role): BrokenPayload => ({
          defect: "role not in the list",
          fields: [["intent", "role"], version, ...(role === ABSENT ? [] : [["role", role] as Field])],
          owned: ["intent", "role"],
        })),
        fc.constantFrom("sales", "marketing").map((role): BrokenPayload => ({
          defect: "demoting the last admin",
          fields: [["intent", "role"], ["role", role], version],
          owned: ["intent", "role"],
        })),
        fc.constantFrom("deactivate", "reactivate").map((intent): BrokenPayload => ({
          defect: intent === "deactivate" ? "deactivating the last admin" : "reactivating an active account",
          fields: [["intent", intent], ["confirmed", "yes"], version],
          owned: ["intent", "confirmed"],
        })),
        fc.constantFrom<Breakage>(...BLANKS, "short", "x".repeat(73)).map((password): BrokenPayload => ({
          defect: "password too short or too long",
          fields: [["intent", "password"], version, ...(password === ABSENT ? [] : [["password", password] as Field])],
          owned: ["intent", "password"],
        })),
        fc.tuple(fc.constantFrom("role", "password"), withAbsent(fc.constantFrom("", "0", "abc", "1.5", "999999", "-1"))).map(([intent, bad]): BrokenPayload => ({
          defect: "version missing, malformed or stale",
          fields: [["intent", intent], ["role", "marketing"], ["password", "a valid new password"], ...(bad === ABSENT ? [] : [["version", bad] as Field])],
          owned: ["intent", "version", "role", "password"],
        })),
      );
      const noSuchAccount = fc.constantFrom("999999", "0", "abc", "1.0", "-1").map((id) => ({
        defect: "no such account",
        path: `/admin/staff/${id}`,
        body: { kind: "urlencoded", fields: [["intent", "role"], ["role", "marketing"], version] } satisfies BodyEncoding,
      }));
      // Valid answers go to a seeded demo rep (a sales account at its first version): the
      // only admin's role cannot change, and its own password is the fuzzer's session.
      const rep = demoReps[0];
      const repVersion: Field = ["version", "1"];
      return requestsOf(
        "/admin/staff/:id",
        gates,
        [
          often(payloadDefect(broken, names, formEncoding)),
          noSuchAccount,
          ...gateDefects(gates, { kind: "urlencoded", fields: [["intent", "deactivate"], version] }),
          ...formTransportDefects(declaredCap(gates), [["intent", "deactivate"], version]),
        ],
        {
          answers: {
            profile: [["intent", "profile"], repVersion, ["email", rep.email], ["name", "Fuzz Rep"], ["time_zone", rep.timeZone]],
            role: [["intent", "role"], repVersion, ["role", "marketing"]],
            password: [["intent", "password"], repVersion, ["password", "a valid new password"]],
          },
          pathOf: () => `/admin/staff/${rep.id}`,
        },
      );
    },
  },
  {
    pattern: "/admin/account",
    reply: "page",
    validationStatuses: [400, 409],
    requests: (context) => {
      const gates = declaredGates("/admin/account", "/admin/account");
      const version: Field = ["version", String(context.staff.version)];
      const names = known(
        [["intent", ""], ["name", ""], ["time_zone", ""], ["current_password", ""], ["new_password", ""], version],
        ["base_name", "base_time_zone"],
      );
      // Never a wrong current password beside a valid new one: that would be a real guess, counted against the account.
      const password: Field[] = [["intent", "password"], ["current_password", context.staff.password], ["new_password", "a fuzzed new password"]];
      const broken = fc.oneof(
        withAbsent(otherThan("profile", "password")).map((intent): BrokenPayload => ({
          defect: "unknown intent",
          fields: [...(intent === ABSENT ? [] : [["intent", intent] as Field]), ["name", "Fuzz"], ["time_zone", "UTC"], version],
          owned: ["intent"],
        })),
        oneFieldBroken([["intent", "profile"], version, ["name", "Fuzz"], ["time_zone", "UTC"]], {
          time_zone: [...BLANKS, "Mars/Olympus", "EST", "z".repeat(65)],
          name: ["n".repeat(101)],
          version: [ABSENT, "", "abc", "0", "999999"],
        }),
        oneFieldBroken(password, {
          current_password: [...BLANKS, "p".repeat(201)],
          new_password: [...BLANKS, "short", "x".repeat(73), "é".repeat(37), context.staff.password],
        }),
      );
      return requestsOf(
        "/admin/account",
        gates,
        [
          often(payloadDefect(broken, names, formEncoding)),
          ...gateDefects(gates, { kind: "urlencoded", fields: [["intent", "profile"], ["name", "Fuzz"], ["time_zone", "Mars/Olympus"], version] }),
          ...formTransportDefects(declaredCap(gates), [["intent", "profile"], ["name", "Fuzz"], ["time_zone", "Mars/Olympus"], version]),
        ],
        {
          answers: { profile: [["intent", "profile"], version, ["name", "Fuzz"], ["time_zone", "UTC"]], password, "weekly-summary": [["weekly_summary", "on"]] },
          // The weekly summary's box posts to an address of its own (decision 081).
          pathOf: (variant) => (variant === "weekly-summary" ? "/admin/account?weekly-summary" : "/admin/account"),
        },
      );
    },
  },
  {
    pattern: "/admin/analytics",
    reply: "page",
    validationStatuses: [400],
    requests: () => {
      const gates = declaredGates("/admin/analytics", "/admin/analytics");
      const broken = withAbsent(otherThan("on", "off")).map((tracking): BrokenPayload => ({
        defect: "tracking is neither on nor off",
        fields: tracking === ABSENT ? [] : [["tracking", tracking]],
        owned: ["tracking"],
      }));
      return requestsOf("/admin/analytics", gates, [
        often(payloadDefect(broken, known([["tracking", ""]]), formEncoding)),
        ...gateDefects(gates, { kind: "urlencoded", fields: [["tracking", "off"]] }),
        ...formTransportDefects(declaredCap(gates), [["tracking", "off"]]),
      ]);
    },
  },
  {
    pattern: "/admin/jobs",
    reply: "page",
    // 409: a well-formed id that names no failed job (the fuzz database has none).
    validationStatuses: [400, 409],
    requests: () => {
      const gates = declaredGates("/admin/jobs", "/admin/jobs");
      const broken = fc.oneof(
        withAbsent(otherThan("retry")).map((intent): BrokenPayload => ({
          defect: "unknown intent",
          fields: [["id", "1"], ...(intent === ABSENT ? [] : [["intent", intent] as Field])],
          owned: ["intent", "id"],
        })),
        withAbsent(fc.string()).map((id): BrokenPayload => ({
          defect: "a job id that names no failed job",
          fields: [["intent", "retry"], ...(id === ABSENT ? [] : [["id", id] as Field])],
          owned: ["intent", "id"],
        })),
      );
      return requestsOf("/admin/jobs", gates, [
        often(payloadDefect(broken, known([["intent", ""], ["id", ""]]), formEncoding)),
        ...gateDefects(gates, { kind: "urlencoded", fields: [["intent", "retry"], ["id", "1"]] }),
        ...formTransportDefects(declaredCap(gates), [["intent", "retry"], ["id", "1"]]),
      ]);
    },
  },
  {
    pattern: "/admin/routing",
    reply: "page",
    // 404: a well-formed id that names no rule (decision 070).
    validationStatuses: [400, 404],
    requests: () => {
      const gates = declaredGates("/admin/routing", "/admin/routing");
      const broken = fc.oneof(
        withAbsent(otherThan("save-rule", "delete-rule", "move-rule", "activate-rule", "deactivate-rule", "add-catch-all", "add-pool", "save-pool", "add-member", "save-member", "remove-member")).map(
          (intent): BrokenPayload => ({
            defect: "unknown intent",
            fields: [["id", "1"], ...(intent === ABSENT ? [] : [["intent", intent] as Field])],
            owned: ["intent", "id"],
          }),
        ),
        withAbsent(fc.constantFrom("", "abc", "0", "-1", "999999", "1e3")).map((id): BrokenPayload => ({
          defect: "a rule id that names no rule",
          fields: [["intent", "delete-rule"], ...(id === ABSENT ? [] : [["id", id] as Field])],
          owned: ["intent", "id"],
        })),
        oneFieldBroken([["pool", "1"], ["staff", "1"], ["weight", "1"], ["daily_cap", ""]], { weight: [...BLANKS, "0", "101", "1.5", "heavy"], daily_cap: ["0", "-3", "1001", "many"] }, [["intent", "add-member"]]),
      );
      return requestsOf("/admin/routing", gates, [
        often(payloadDefect(broken, known([["intent", ""], ["id", ""], ["pool", ""], ["staff", ""], ["weight", ""], ["daily_cap", ""]]), formEncoding)),
        ...gateDefects(gates, { kind: "urlencoded", fields: [["intent", "delete-rule"], ["id", "999999"]] }),
        ...formTransportDefects(declaredCap(gates), [["intent", "delete-rule"], ["id", "999999"]]),
      ]);
    },
  },
  {
    pattern: "/admin/redirects",
    reply: "page",
    // 404: a well-formed id that names no redirect (decision 082).
    validationStatuses: [400, 404],
    requests: (context) => {
      const gates = declaredGates("/admin/redirects", "/admin/redirects");
      const broken = fc.oneof(
        withAbsent(otherThan("add", "save", "delete")).map(
          (intent): BrokenPayload => ({
            defect: "unknown intent",
            fields: [["id", "1"], ...(intent === ABSENT ? [] : [["intent", intent] as Field])],
            owned: ["intent", "id"],
          }),
        ),
        withAbsent(fc.constantFrom("", "abc", "0", "-1", "999999", "1e3")).map((id): BrokenPayload => ({
          defect: "an id that names no redirect",
          fields: [["intent", "delete"], ["confirm", "on"], ...(id === ABSENT ? [] : [["id", id] as Field])],
          owned: ["intent", "id", "confirm"],
        })),
        oneFieldBroken(
          [["from_path", "/fuzz-old-address"], ["to_path", "/consult"]],
          {
            from_path: [...BLANKS, "javascript:alert(1)", "//evil.example/x", "https://evil.example/", "/consult", "/admin/x", "/old?x=1"],
            to_path: [...BLANKS, "javascript:alert(1)", "data:text/html,<b>x</b>", "//evil.example/x", "http://evil.example/", "https://evil.example/", "/fuzz-old-address"],
          },
          [["intent", "add"]],
        ),
      );
      const redirect: Field[] = [["from_path", "/fuzz-old-address"], ["to_path", "/consult"]];
      return requestsOf(
        "/admin/redirects",
        gates,
        [
          often(payloadDefect(broken, known([["intent", ""], ["id", ""], ["confirm", ""], ["from_path", ""], ["to_path", ""]]), formEncoding)),
          ...gateDefects(gates, { kind: "urlencoded", fields: [["intent", "delete"], ["id", "999999"], ["confirm", "on"]] }),
          ...formTransportDefects(declaredCap(gates), [["intent", "delete"], ["id", "999999"], ["confirm", "on"]]),
        ],
        // An edit names a redirect that exists (the one the setup added), posted without its
        // editor open on the page: the refusal still has to say something (the page's own form
        // posts with `?edit=`, which the end-to-end flow covers).
        { answers: { add: [["intent", "add"], ...redirect], save: [["intent", "save"], ["id", String(context.redirectId)], ...redirect] } },
      );
    },
  },
  {
    pattern: "/lightbox-config",
    reply: "page",
    validationStatuses: [400, 404],
    requests: (context) => {
      // The list's action is the index route's: ?index (a plain /lightbox-config post is a 405).
      const gates = declaredGates("/lightbox-config", "/lightbox-config?index");
      const realId = String(context.popupId);
      const names = known([["intent", ""], ["id", ""]]);
      const broken = fc.oneof(
        withAbsent(otherThan("activate", "deactivate")).map((intent): BrokenPayload => ({
          defect: "unknown intent",
          fields: [["id", realId], ...(intent === ABSENT ? [] : [["intent", intent] as Field])],
          owned: ["intent", "id"],
        })),
        fc.tuple(fc.constantFrom("activate", "deactivate"), withAbsent(fc.constantFrom("", "0", "abc", "999999", "1e3", " 1"))).map(([intent, id]): BrokenPayload => ({
          defect: "no such pop-up",
          fields: [["intent", intent], ...(id === ABSENT ? [] : [["id", id] as Field])],
          owned: ["intent", "id"],
        })),
      );
      return requestsOf("/lightbox-config", gates, [
        often(payloadDefect(broken, names, formEncoding)),
        fc.constant<Defect>({ defect: "posted to the layout, which has no action", path: "/lightbox-config", body: { kind: "urlencoded", fields: [["intent", "activate"], ["id", realId]] } }),
        ...gateDefects(gates, { kind: "urlencoded", fields: [["intent", "deactivate"], ["id", realId]] }),
        ...formTransportDefects(declaredCap(gates), [["intent", "activate"], ["id", realId]]),
      ]);
    },
  },
  navigationEditorTarget(),
  brandsTarget(),
  mediaLibraryTarget(),
  availabilityTarget(),
  bookingSettingsTarget(),
  popupEditorTarget("/lightbox-config/new"),
  popupEditorTarget("/lightbox-config/:id"),
  contentEditorTarget("/admin/articles/:id"),
  contentEditorTarget("/admin/pages/:id"),
  shippedPageEditorTarget(),
  homeTextsEditorTarget(),
  partnerListTarget(),
  partnerPageTarget(),
  {
    pattern: "/api/lightboxes/:id",
    reply: "json",
    validationStatuses: [405],
    requests: (context) => {
      const gates = declaredGates("/api/lightboxes/:id", `/api/lightboxes/${context.popupId}`);
      // Read-only: any post is a 405, whatever it carries.
      return requestsOf("/api/lightboxes/:id", gates, [
        fc.constantFrom(String(context.popupId), "abc", "0").map((id) => ({
          defect: "a pop-up is only read, never posted to",
          path: `/api/lightboxes/${id}`,
          body: { kind: "json", fields: [["header", "hacked"]] } satisfies BodyEncoding,
        })),
      ]);
    },
  },
  popupEventTarget("click"),
  popupEventTarget("impression"),
  {
    pattern: "/api/referrals/:linkCode/track",
    reply: "json",
    validationStatuses: [400],
    requests: () => {
      // The path is the link code of the valid body (ref, code, utm_source; placeholders for the rest).
      const gates = declaredGates("/api/referrals/:linkCode/track", "/api/referrals/ref_partner_news-referral-none_abc/track");
      const valid: Field[] = [["landing_page", "https://www.example.com/pos"], ["session_id", "fuzz-session"], ["utm_source", "news"], ["ref", "partner"], ["code", "abc"]];
      const names = known(valid, ["referrer_url", "visitor_identifier", "cookie_identifier", "utm_medium", "utm_campaign", "utm_term", "utm_content"]);
      const broken = oneFieldBroken(valid, {
        ref: [ABSENT, "", "has space", "<x>", "ü", "r".repeat(101), 5, {}, true, "another-partner"],
        code: [ABSENT, "a/b", "c".repeat(101), [], "another-code"],
        utm_source: ["u".repeat(201), 12, ["a"], false, "another-source"],
        landing_page: ["l".repeat(2_001), {}],
        session_id: ["s".repeat(201), 3.5],
      });
      return requestsOf(
        "/api/referrals/:linkCode/track",
        gates,
        [
          often(payloadDefect(broken, names, jsonEncoding)),
          fc.constantFrom("Partner", "a.b", "%20x", "x".repeat(201), "%C3%BC", "a%2Fb").map((code) => ({
            defect: "link code outside a-z 0-9 _ -",
            path: `/api/referrals/${code}/track`,
            body: { kind: "json", fields: valid } satisfies BodyEncoding,
          })),
          fc.constant<Defect>({ defect: "no X-Requested-With", withoutScriptHeader: true, body: { kind: "json", fields: valid } }),
          ...jsonTransportDefects(declaredCap(gates), valid),
        ],
        { answers: { answers: valid } },
      );
    },
  },
  {
    pattern: "/api/referrals/convert/:linkCode",
    reply: "json",
    validationStatuses: [410],
    requests: () => {
      const gates = declaredGates("/api/referrals/convert/:linkCode", "/api/referrals/convert/partner_one");
      const conversion: Field[] = [["conversion_type", "signup"], ["conversion_value", 999_999], ["user_id", "u-1"]];
      // Retired (decision 029): every post is a 410, whatever it carries.
      return requestsOf("/api/referrals/convert/:linkCode", gates, [
        fc.constantFrom("partner_one", "Partner", "x".repeat(201)).map((code) => ({
          defect: "conversions are recorded only from stored leads",
          path: `/api/referrals/convert/${code}`,
          body: { kind: "json", fields: conversion } satisfies BodyEncoding,
        })),
      ]);
    },
  },
  analyticsTarget("/api/website-analytics/track"),
  analyticsTarget("/api/website-analytics/debug-track"),
];

/** Each partner type has its own form: one target fuzzes all of them, and unknown types (a 404 page). */
function partnerFormsTarget(): FuzzTarget {
  const pattern = "/partnership-forms/:type";
  // Each program's answers go to its own form's address.
  const answers: ValidAnswers = {
    answers: Object.fromEntries(Object.entries(partnerForms).map(([type, definition]) => [type, sectionedForm(definition).valid])),
    pathOf: (type) => `/partnership-forms/${type}`,
  };
  const perType = Object.entries(partnerForms).map(([type, definition]) =>
    sectionedFormTarget(pattern, `/partnership-forms/${type}`, definition, answers),
  );
  return {
    pattern,
    reply: "page",
    validationStatuses: [400],
    requests: (context) =>
      fc.oneof(
        ...perType.map((target) => target.requests(context)),
        fc.tuple(perType[0]!.requests(context), fc.constantFrom("unknown", "AGENT", "agent.", "%00")).map(([request, type]) => ({
          ...request,
          defect: "no such partner form",
          path: `/partnership-forms/${type}`,
        })),
      ),
  };
}

/** The demo partner the seed brings (db/seed/partners.ts): its page is where the partner forms post. */
const SEEDED_PARTNER = { id: demoReferralPartner.id, ref: demoReferralPartner.ref, linkId: demoReferralLink.id };

/** /admin/partners: adding a partner. */
function partnerListTarget(): FuzzTarget {
  return {
    pattern: "/admin/partners",
    reply: "page",
    validationStatuses: [400, 409],
    requests: () => {
      const gates = declaredGates("/admin/partners", "/admin/partners?index");
      const valid: Field[] = [["name", "Fuzz Partner"], ["ref", "fuzz-partner"], ["contact_email", "fuzz@example.com"], ["notes", "Fuzz"]];
      const names = known(valid, ["intent"]);
      const broken = fc.oneof(
        oneFieldBroken(
          valid,
          {
            name: [...BLANKS, "n".repeat(121), "two\nlines"],
            ref: [...BLANKS, "Fuzz", "fuzz_partner", "-fuzz", "fuzz-", "f".repeat(41), "ü", SEEDED_PARTNER.ref],
            contact_email: ["not-an-address", "a@b", "x".repeat(250) + "@example.com"],
          },
          [["intent", "add"]],
        ),
        withAbsent(otherThan("add")).map((intent): BrokenPayload => ({
          defect: "unknown intent",
          fields: [...(intent === ABSENT ? [] : [["intent", intent] as Field]), ...valid],
          owned: ["intent"],
        })),
      );
      return requestsOf(
        "/admin/partners",
        gates,
        [
          often(payloadDefect(broken, names, formEncoding)),
          ...gateDefects(gates, { kind: "urlencoded", fields: [["intent", "add"], ...valid] }),
          ...formTransportDefects(declaredCap(gates), [["intent", "add"], ...valid]),
        ],
        { answers: { add: [["intent", "add"], ...valid] } },
      );
    },
  };
}

/** A partner's page: its details (versioned), switching it off, deleting it, and the link builder. */
function partnerPageTarget(): FuzzTarget {
  return {
    pattern: "/admin/partners/:id",
    reply: "page",
    validationStatuses: [400, 404, 409],
    requests: () => {
      const path = `/admin/partners/${SEEDED_PARTNER.id}`;
      const gates = declaredGates("/admin/partners/:id", path);
      const link: Field[] = [["label", "Fuzz"], ["code", "fuzz"], ["utm_source", "news"], ["utm_medium", "email"], ["utm_campaign", "fuzz"], ["landing_path", "/"]];
      const details: Field[] = [["version", "1"], ["name", "Fuzz"], ["contact_email", ""], ["notes", ""]];
      const names = known([...link, ...details], ["intent", "confirm", "link_id", "base_name", "base_contact_email", "base_notes"]);
      const intents = ["save", "activate", "deactivate", "delete", "build-link", "preview-link", "delete-link"];
      const broken = fc.oneof(
        fc.constantFrom("build-link", "preview-link").chain((intent) =>
          oneFieldBroken(
            link,
            {
              code: [...BLANKS, "has space", "a/b", "c".repeat(101)],
              utm_source: [...BLANKS, "<x>", "ü"],
              utm_campaign: [...BLANKS, "a&b"],
              landing_path: ["//evil.example", "javascript:alert(1)", "/admin/leads", "/share/x", "/a?b=c", "pos"],
              label: ["l".repeat(81), "two\nlines"],
            },
            [["intent", intent]],
          ),
        ),
        oneFieldBroken(details, { version: [...BLANKS, "0", "abc", "999999"], name: [...BLANKS, "n".repeat(121)] }, [["intent", "save"]]),
        withAbsent(otherThan("on")).map((confirm): BrokenPayload => ({
          defect: "delete without ticking the confirmation",
          fields: [["intent", "delete"], ...(confirm === ABSENT ? [] : [["confirm", confirm] as Field])],
          owned: ["intent", "confirm"],
        })),
        fc.tuple(withAbsent(fc.constantFrom("", "abc", "0", "999999", "1.5")), fc.constantFrom<Breakage>("on", ABSENT)).map(([linkId, confirm]): BrokenPayload => ({
          defect: "delete a link that is not this partner's, or without confirming",
          fields: [
            ["intent", "delete-link"],
            ...(linkId === ABSENT ? [] : [["link_id", linkId] as Field]),
            ...(confirm === ABSENT ? [] : [["confirm", confirm] as Field]),
          ],
          // Confirmed deletion of the seeded link would be valid: only its unconfirmed form is generated.
          owned: ["intent", "link_id", "confirm"],
        })),
        fc.constant<BrokenPayload>({
          defect: "delete the seeded link without confirming",
          fields: [["intent", "delete-link"], ["link_id", String(SEEDED_PARTNER.linkId)]],
          owned: ["intent", "link_id", "confirm"],
        }),
        withAbsent(otherThan(...intents)).map((intent): BrokenPayload => ({
          defect: "unknown intent",
          fields: [...(intent === ABSENT ? [] : [["intent", intent] as Field]), ...link],
          owned: ["intent"],
        })),
      );
      return requestsOf(
        "/admin/partners/:id",
        gates,
        [
          often(payloadDefect(broken, names, formEncoding)),
          fc.constantFrom("999999", "0", "abc", "1.0").map((id) => ({
            defect: "no such partner",
            path: `/admin/partners/${id}`,
            body: { kind: "urlencoded", fields: [["intent", "deactivate"]] } satisfies BodyEncoding,
          })),
          ...gateDefects(gates, { kind: "urlencoded", fields: [["intent", "deactivate"]] }),
          ...formTransportDefects(declaredCap(gates), [["intent", "build-link"], ...link]),
        ],
        // The seeded partner is still at its first version.
        { answers: { save: [["intent", "save"], ...details], "build-link": [["intent", "build-link"], ...link], "preview-link": [["intent", "preview-link"], ...link] } },
      );
    },
  };
}

function popupEditorTarget(pattern: "/lightbox-config/new" | "/lightbox-config/:id"): FuzzTarget {
  return {
    pattern,
    reply: "page",
    validationStatuses: [400],
    requests: (context) => {
      const existing = pattern === "/lightbox-config/:id";
      const path = existing ? `/lightbox-config/${context.popupId}` : "/lightbox-config/new";
      const gates = declaredGates(pattern, path);
      const valid: Field[] = [
        ["name", "Fuzz pop-up"],
        ["header", "Hello"],
        ["description", "Fuzz"],
        ["cta_text", "Go"],
        ["cta_url", "/consult"],
        ["page", "home"],
        ["active", "on"],
        ["starts_at", ""],
        ["ends_at", ""],
      ];
      const names = known(valid, ["intent", "confirm", "image", "show_once", "show_on_exit", "close_on_overlay", "image_file"]);
      const broken = fc.oneof(
        fc.constantFrom("save", "preview").chain((intent) =>
          oneFieldBroken(valid, { name: BLANKS, header: BLANKS, page: [...BLANKS, "about"], cta_url: ["javascript:alert(1)", "//evil.example"] }, [["intent", intent]]),
        ),
        withAbsent(otherThan("save", "preview", ...(existing ? ["delete"] : []))).map((intent): BrokenPayload => ({
          defect: "unknown intent",
          fields: [...(intent === ABSENT ? [] : [["intent", intent] as Field]), ...valid],
          owned: ["intent"],
        })),
      );
      const defects: Defects = [
        often(payloadDefect(broken, names, formEncoding)),
        ...gateDefects(gates, { kind: "urlencoded", fields: [["intent", "save"], ...valid] }),
        // Multipart posts here may carry a 2 MB image, so only a URL-encoded one is oversized, at its own cap.
        ...formTransportDefects(declaredUrlencodedCap(gates), [["intent", "save"], ...valid], { encodeOversized: urlencodedOnly }),
      ];
      if (existing) {
        defects.push(
          payloadDefect(
            withAbsent(otherThan("on")).map((confirm): BrokenPayload => ({
              defect: "delete without ticking the confirmation",
              fields: [["intent", "delete"], ...(confirm === ABSENT ? [] : [["confirm", confirm] as Field])],
              owned: ["intent", "confirm"],
            })),
            names,
            formEncoding,
          ),
          fc.constantFrom("999999", "0", "abc").map((id) => ({
            defect: "no such pop-up",
            path: `/lightbox-config/${id}`,
            body: { kind: "urlencoded", fields: [["intent", "save"], ...valid] } satisfies BodyEncoding,
          })),
        );
      }
      // A save of the demo pop-up names the version it was seeded at.
      return requestsOf(pattern, gates, defects, { answers: { answers: [["intent", "save"], ...valid, ...(existing ? [["version", "1"] as Field] : [])] } });
    },
  };
}

/**
 * The article and page editors (/admin/articles/{id|new}, /admin/pages/{id|new}). Saves go
 * to "new" with one field broken (a stored row would also need its version); the stored
 * row (id 1, seeded) gets unpublish and delete posts that cannot pass: no or a malformed
 * version, or a delete without its confirmation.
 */
function contentEditorTarget(pattern: "/admin/articles/:id" | "/admin/pages/:id"): FuzzTarget {
  const articlesEditor = pattern === "/admin/articles/:id";
  const base = articlesEditor ? "/admin/articles" : "/admin/pages";
  return {
    pattern,
    reply: "page",
    validationStatuses: [400, 404],
    requests: () => {
      const gates = declaredGates(pattern, `${base}/new`);
      const valid: Field[] = articlesEditor
        ? [["title", "Fuzz article"], ["slug", "fuzz-article"], ["excerpt", "Fuzz"], ["author", "Fuzz"], ["publish_date", "2026-01-15"], ["body", "Fuzz **body**"]]
        : [["title", "Fuzz page"], ["slug", "fuzz-page"], ["description", "Fuzz"], ["body", "Fuzz **body**"]];
      const names = known(valid, ["intent", "version", "confirm", "cover_alt", "remove_cover", "noindex", "has_cover", "cover_file"]);
      // No blank slug: an empty one is made from the title on save (decision 056).
      const slugs: Breakage[] = ["Bad Slug", "-x", "x--y", "s".repeat(101), "ü", articlesEditor ? "surcharging-vs-dual-pricing" : "about-us"];
      if (!articlesEditor) slugs.push("admin", "consult", "surcharge", "uploads");
      const broken = fc.constantFrom("save", "publish").chain((intent) =>
        oneFieldBroken(
          valid,
          {
            title: [...BLANKS, "t".repeat(151)],
            slug: slugs,
            body: [...BLANKS, "b".repeat(40_001)],
            ...(articlesEditor ? { excerpt: BLANKS, author: BLANKS, publish_date: [...BLANKS, "2026-02-30", "tomorrow"] } : {}),
          },
          [["intent", intent]],
        ),
      );
      const unknownIntent = withAbsent(otherThan("save", "publish", "preview", "unpublish", "delete")).map((intent): BrokenPayload => ({
        defect: "unknown intent",
        fields: [...(intent === ABSENT ? [] : [["intent", intent] as Field]), ...valid],
        owned: ["intent"],
      }));
      const storedRowChange = fc
        .tuple(fc.constantFrom("unpublish", "delete"), withAbsent(fc.constantFrom("", "0", "abc", "1.5", "-1")))
        .map(([intent, version]): Defect => ({
          defect: `${intent} without a valid version`,
          path: `${base}/1`,
          body: { kind: "urlencoded", fields: [["intent", intent], ["confirm", "on"], ...(version === ABSENT ? [] : [["version", version] as Field])] },
        }));
      const defects: Defects = [
        often(payloadDefect(fc.oneof(broken, unknownIntent), names, formEncoding)),
        storedRowChange,
        fc.constant<Defect>({ defect: "delete without ticking the confirmation", path: `${base}/1`, body: { kind: "urlencoded", fields: [["intent", "delete"], ["version", "1"]] } }),
        fc.constantFrom("999999", "0", "abc", "NEW").map((id) => ({
          defect: "no such row",
          path: `${base}/${id}`,
          body: { kind: "urlencoded", fields: [["intent", "save"], ...valid] } satisfies BodyEncoding,
        })),
        ...gateDefects(gates, { kind: "urlencoded", fields: [["intent", "save"], ...valid] }),
        // Multipart posts to an editor with images may carry megabytes, so only a URL-encoded one is oversized, at its own cap.
        ...formTransportDefects(declaredUrlencodedCap(gates), [["intent", "save"], ...valid], { encodeOversized: urlencodedOnly }),
      ];
      // A slug left out is made from the title (decision 056): with a title of no letter or digit it stays out, and is refused.
      const noSlugTitle: Field[] = valid.map(([name, value]) => [name, name === "title" ? "★ ★ ★" : value]);
      return requestsOf(pattern, gates, defects, { answers: { answers: [["intent", "save"], ...noSlugTitle] } });
    },
  };
}

/**
 * The editor of a page shipped as a file (/admin/content/{path}, decision 088): saves with
 * one field broken (the page's own rules included), a schedule at an impossible or past
 * moment, state changes without a valid version or confirmation, unknown pages.
 */
function shippedPageEditorTarget(): FuzzTarget {
  const path = "/admin/content/surcharge";
  return {
    pattern: "/admin/content/*",
    reply: "page",
    validationStatuses: [400, 404, 409],
    requests: () => {
      const gates = declaredGates("/admin/content/*", path);
      const valid: Field[] = [["title", "Fuzz page"], ["description", "Fuzz"], ["h1", "Fuzz"], ["lead", "Fuzz"], ["body", "Fuzz **body**"], ["version", "0"]];
      const names = known(valid, ["intent", "publish_at", "confirm", "highlights", "faqs", "related", "cta_heading", "cta_text", "social_image"]);
      const broken = fc.constantFrom("save", "publish", "autosave").chain((intent) =>
        oneFieldBroken(
          valid,
          {
            title: [...BLANKS, "t".repeat(151)],
            body: [...BLANKS, "b".repeat(40_001)],
            faqs: ["no heading first", "## A question only", "## \nanswer"],
            related: ["https://evil.example/", "javascript:alert(1)", "//evil.example"],
            cta_text: ["a text without its heading"],
            social_image: ["javascript:alert(1)", "https://evil.example/x.png"],
            version: [...BLANKS, "abc", "-1", "1.5"],
          },
          [["intent", intent]],
        ),
      );
      const badSchedule = withAbsent(fc.constantFrom("", "tomorrow", "2020-01-01T09:00", "2027-03-14T02:30", "2026-02-30T09:00")).map(
        (when): BrokenPayload => ({
          defect: "a schedule at no usable moment",
          fields: [["intent", "schedule"], ...valid, ...(when === ABSENT ? [] : [["publish_at", when] as Field])],
          owned: ["intent", "publish_at"],
        }),
      );
      const unknownIntent = withAbsent(otherThan("save", "autosave", "publish", "schedule", "open-preview", "preview", "discard", "revert", "keep")).map(
        (intent): BrokenPayload => ({ defect: "unknown intent", fields: [...(intent === ABSENT ? [] : [["intent", intent] as Field]), ...valid], owned: ["intent"] }),
      );
      const defects: Defects = [
        often(payloadDefect(fc.oneof(broken, badSchedule, unknownIntent), names, formEncoding)),
        fc.constant<Defect>({ defect: "back to the shipped version without the confirmation", path, body: { kind: "urlencoded", fields: [["intent", "revert"], ["version", "0"]] } }),
        fc.constantFrom("nope", "industries", "industries/nope", "admin", "../etc/passwd").map((page) => ({
          defect: "no such page",
          path: `/admin/content/${page}`,
          body: { kind: "urlencoded", fields: [["intent", "save"], ...valid] } satisfies BodyEncoding,
        })),
        ...gateDefects(gates, { kind: "urlencoded", fields: [["intent", "save"], ...valid] }),
        ...formTransportDefects(declaredCap(gates), [["intent", "save"], ...valid]),
      ];
      return requestsOf("/admin/content/*", gates, defects, { answers: { answers: [["intent", "save"], ...valid] } });
    },
  };
}

/** The home page's texts (/admin/content/home): saves with one field broken, a card too many or too few, a bad version. */
function homeTextsEditorTarget(): FuzzTarget {
  const path = "/admin/content/home";
  return {
    pattern: path,
    reply: "page",
    validationStatuses: [400, 409],
    requests: () => {
      const gates = declaredGates(path, path);
      const valid: Field[] = [...Object.entries(homeTextValues(homeContent)), ["version", "0"]];
      const names = known(valid, ["intent", "publish_at", "confirm"]);
      const broken = fc.constantFrom("save", "publish", "schedule").chain((intent) =>
        oneFieldBroken(
          valid,
          {
            hero_h1: [...BLANKS, "h".repeat(5_001)],
            advantages_cards: ["## One\nOnly one card.", "no heading first", "## A\n\n## B\nb\n\n## C\nc"],
            pos_bullets: [...BLANKS, "1\n2\n3\n4\n5\n6\n7"],
            version: [...BLANKS, "abc", "-1"],
          },
          [["intent", intent]],
        ),
      );
      const unknownIntent = withAbsent(otherThan("save", "autosave", "publish", "schedule", "open-preview", "preview", "discard", "revert", "keep")).map(
        (intent): BrokenPayload => ({ defect: "unknown intent", fields: [...(intent === ABSENT ? [] : [["intent", intent] as Field]), ...valid], owned: ["intent"] }),
      );
      return requestsOf(
        path,
        gates,
        [
          often(payloadDefect(fc.oneof(broken, unknownIntent), names, formEncoding)),
          ...gateDefects(gates, { kind: "urlencoded", fields: [["intent", "save"], ...valid] }),
          ...formTransportDefects(declaredCap(gates), [["intent", "save"], ...valid]),
        ],
        { answers: { answers: [["intent", "save"], ...valid] } },
      );
    },
  };
}

/** /admin/navigation: every form of the menu editor, each request broken in one way. */
function navigationEditorTarget(): FuzzTarget {
  return {
    pattern: "/admin/navigation",
    reply: "page",
    validationStatuses: [400, 409],
    requests: () => {
      const gates = declaredGates("/admin/navigation", "/admin/navigation");
      const valid: Field[] = [["section_type", "partnerships"], ["title", "Fuzz item"], ["slug", "fuzz-item"], ["link_url", "/fuzz"], ["description", "Fuzz"]];
      const names = known(valid, ["intent", "id", "version", "siblings", "direction", "before", "confirm", "icon", "parent_id"]);
      const broken = fc.oneof(
        fc.constantFrom("save", "preview").chain((intent) =>
          oneFieldBroken(
            valid,
            {
              title: [...BLANKS, "t".repeat(81)],
              slug: [...BLANKS, "a b", "<x>"],
              section_type: [...BLANKS, "mystery"],
              link_url: ["javascript:alert(1)", "//evil.example", "data:text/html,x", "mailto:a@b.example"],
            },
            [["intent", intent]],
          ),
        ),
        withAbsent(otherThan("save", "preview", "move", "reorder", "hide", "show", "delete")).map((intent): BrokenPayload => ({
          defect: "unknown intent",
          fields: [...(intent === ABSENT ? [] : [["intent", intent] as Field]), ...valid],
          owned: ["intent"],
        })),
        fc.tuple(fc.constantFrom("move", "reorder"), withAbsent(fc.constantFrom("", "1", "1:x", "a:1", "1:1;2:1", "1:999999"))).map(([intent, siblings]): BrokenPayload => ({
          defect: "the section the form saw is missing, malformed or stale",
          fields: [["intent", intent], ["id", "1"], ["direction", "down"], ["before", ""], ...(siblings === ABSENT ? [] : [["siblings", siblings] as Field])],
          owned: ["intent", "siblings"],
        })),
        fc.tuple(fc.constantFrom("hide", "show"), withAbsent(fc.constantFrom("", "0", "x", "1.5", "-1"))).map(([intent, version]): BrokenPayload => ({
          defect: "hide or show without a valid version",
          fields: [["intent", intent], ["id", "1"], ...(version === ABSENT ? [] : [["version", version] as Field])],
          owned: ["intent", "version"],
        })),
        withAbsent(otherThan("on")).map((confirm): BrokenPayload => ({
          defect: "delete without ticking the confirmation",
          fields: [["intent", "delete"], ["id", "1"], ["version", "1"], ...(confirm === ABSENT ? [] : [["confirm", confirm] as Field])],
          owned: ["intent", "confirm"],
        })),
      );
      return requestsOf(
        "/admin/navigation",
        gates,
        [
          often(payloadDefect(broken, names, formEncoding)),
          ...gateDefects(gates, { kind: "urlencoded", fields: [["intent", "save"], ...valid] }),
          ...formTransportDefects(declaredCap(gates), [["intent", "save"], ...valid]),
        ],
        { answers: { answers: [["intent", "save"], ...valid] } },
      );
    },
  };
}

/** /admin/brands: the co-brand form (multipart, with a logo) and the row buttons, each request broken in one way. */
function brandsTarget(): FuzzTarget {
  return {
    pattern: "/admin/brands",
    reply: "page",
    validationStatuses: [400],
    requests: () => {
      const gates = declaredGates("/admin/brands", "/admin/brands");
      const valid: Field[] = [["kind", "partner"], ["brand_id", "fuzz-1"], ["business_name", "Fuzz Co"], ["logo_url", "/images/brands/fuzz.png"], ["logo_alt_text", "Fuzz"], ["active", "on"]];
      const names = known(valid, ["intent", "key", "version", "confirm", "logo_file"]);
      const broken = fc.oneof(
        oneFieldBroken(
          valid,
          {
            kind: [...BLANKS, "vendor"],
            brand_id: [...BLANKS, "has space", "../x", "x".repeat(65)],
            business_name: [...BLANKS, "n".repeat(121)],
            logo_url: ["javascript:alert(1)", "data:image/png;base64,AAAA", "//evil.example/logo.png", "https://not-allowed.example/logo.png"],
          },
          [["intent", "save"]],
        ),
        withAbsent(otherThan("save", "activate", "deactivate", "delete")).map((intent): BrokenPayload => ({
          defect: "unknown intent",
          fields: [...(intent === ABSENT ? [] : [["intent", intent] as Field]), ...valid],
          owned: ["intent"],
        })),
        fc.tuple(fc.constantFrom("activate", "deactivate", "delete"), withAbsent(fc.constantFrom("", "partner", "vendor:1", "partner:x", "client:-1"))).map(([intent, key]): BrokenPayload => ({
          defect: "no such co-brand",
          fields: [["intent", intent], ["version", "1"], ["confirm", "on"], ...(key === ABSENT ? [] : [["key", key] as Field])],
          owned: ["intent", "key"],
        })),
        withAbsent(otherThan("on")).map((confirm): BrokenPayload => ({
          defect: "delete without ticking the confirmation",
          fields: [["intent", "delete"], ["key", "partner:1"], ["version", "1"], ...(confirm === ABSENT ? [] : [["confirm", confirm] as Field])],
          owned: ["intent", "confirm"],
        })),
      );
      return requestsOf(
        "/admin/brands",
        gates,
        [
          often(payloadDefect(broken, names, formEncoding)),
          ...gateDefects(gates, { kind: "urlencoded", fields: [["intent", "save"], ...valid] }),
          // Multipart posts here may carry a 2 MB logo, so only a URL-encoded one is oversized, at its own cap.
          ...formTransportDefects(declaredUrlencodedCap(gates), [["intent", "save"], ...valid], { encodeOversized: urlencodedOnly }),
        ],
        // A new co-brand (no key): its kind comes from the form.
        { answers: { answers: [["intent", "save"], ...valid] } },
      );
    },
  };
}

/** /admin/media: the library's upload (multipart), alt text and delete forms, each request broken in one way. */
function mediaLibraryTarget(): FuzzTarget {
  return {
    pattern: "/admin/media",
    reply: "page",
    validationStatuses: [400, 404],
    requests: () => {
      const gates = declaredGates("/admin/media", "/admin/media");
      const unknownImage = `${"0".repeat(32)}.png`;
      const names = known([["alt_text", "A chart"]], ["intent", "name", "confirm", "file"]);
      const broken = fc.oneof(
        withAbsent(otherThan("upload", "describe", "delete")).map((intent): BrokenPayload => ({
          defect: "unknown intent",
          fields: [...(intent === ABSENT ? [] : [["intent", intent] as Field]), ["name", unknownImage], ["alt_text", "A chart"]],
          owned: ["intent"],
        })),
        fc.constant<BrokenPayload>({ defect: "upload without a file", fields: [["intent", "upload"], ["alt_text", "A chart"]], owned: ["intent", "file"] }),
        fc.tuple(fc.constantFrom("describe", "delete"), withAbsent(fc.constantFrom("", "x.png", "../etc/passwd", unknownImage, `${"a".repeat(32)}.exe`))).map(
          ([intent, name]): BrokenPayload => ({
            defect: "no such image",
            fields: [["intent", intent], ["confirm", "on"], ["alt_text", "A chart"], ...(name === ABSENT ? [] : [["name", name] as Field])],
            owned: ["intent", "name"],
          }),
        ),
        fc.constantFrom("x".repeat(201), "bad\u0000text").map((alt): BrokenPayload => ({
          defect: "alt text that cannot be kept",
          fields: [["intent", "upload"], ["alt_text", alt]],
          owned: ["intent", "alt_text"],
        })),
      );
      return requestsOf("/admin/media", gates, [
        often(payloadDefect(broken, names, formEncoding)),
        ...gateDefects(gates, { kind: "urlencoded", fields: [["intent", "describe"], ["name", unknownImage], ["alt_text", "A chart"]] }),
        // Multipart posts here may carry a 2 MB image, so only a URL-encoded one is oversized, at its own cap.
        ...formTransportDefects(declaredUrlencodedCap(gates), [["intent", "describe"], ["name", unknownImage], ["alt_text", "A chart"]], { encodeOversized: urlencodedOnly }),
      ]);
    },
  };
}

function popupEventTarget(kind: "click" | "impression"): FuzzTarget {
  const pattern = `/api/lightboxes/:id/${kind}`;
  return {
    pattern,
    reply: "json",
    validationStatuses: [400, 404, 413, 415],
    requests: (context) => {
      const realId = context.popupId;
      const gates = declaredGates(pattern, `/api/lightboxes/${realId}/${kind}`);
      // No token is needed (decision 020): with the script header, from this site, to a real
      // pop-up and with no (or a small JSON object) body an event is counted. Every request
      // here breaks the id, the body or one of those two gates instead.
      return requestsOf(pattern, gates, [
        fc.constantFrom("0", "abc", "-1", "1.5", "12345678901", "999999").map((id) => ({
          defect: "no such pop-up",
          path: `/api/lightboxes/${id}/${kind}`,
          body: { kind: "none" } satisfies BodyEncoding,
        })),
        fc.constant<Defect>({ defect: "no X-Requested-With", withoutScriptHeader: true, body: { kind: "none" } }),
        fc.constant<Defect>({ defect: "sent by another site's page", headers: { "Sec-Fetch-Site": "cross-site" }, body: { kind: "none" } }),
        ...jsonTransportDefects(declaredCap(gates), [["source", "fuzz"]], { emptyBodyAllowed: true }),
      ]);
    },
  };
}

function analyticsTarget(pattern: "/api/website-analytics/track" | "/api/website-analytics/debug-track"): FuzzTarget {
  return {
    pattern,
    reply: "json",
    validationStatuses: [400],
    requests: () => {
      const valid: Field[] = [
        ["kind", "pageview"],
        ["session_id", "fuzz-session"],
        ["visitor_identifier", "fuzz-visitor"],
        ["page_url", "https://www.example.com/pos"],
        ["page_title", "POS"],
        ["screen_resolution", "1920x1080"],
        ["timezone_offset", 300],
        ["is_active", true],
      ];
      const names = known(valid, ["event_name", "event_data", "latitude", "page_views", "device_type"]);
      const broken = oneFieldBroken(valid, {
        session_id: [...BLANKS, null, "has space", "s".repeat(129), 5, {}],
        screen_resolution: ["huge", "1920 x 1080", 1920],
        timezone_offset: [5_000, "west"],
        page_url: ["p".repeat(2_001), []],
      });
      const outOfRange = fc.constantFrom<Field>(["latitude", 1_000], ["page_views", -1], ["device_type", "phablet"], ["event_data", 5]).map(
        (field): BrokenPayload => ({ defect: `${field[0]} out of range`, fields: [...valid, field], owned: [field[0]] }),
      );
      // A beacon cannot set headers: no token, no script header; text/plain or JSON or no type at all.
      const gates = declaredGates(pattern, pattern, { sessions: ["none", "visitor"] });
      // As sendBeacon sends it: text/plain for a string, no type at all for an untyped Blob.
      const asBeacon = fc.constantFrom("auto", "text/plain;charset=UTF-8", "none");
      return requestsOf(
        pattern,
        gates,
        [
          fc.tuple(payloadDefect(broken, names, jsonEncoding), asBeacon).map(([defect, contentType]) => ({ ...defect, contentType })),
          fc.tuple(payloadDefect(outOfRange, names, jsonEncoding), asBeacon).map(([defect, contentType]) => ({ ...defect, contentType })),
          fc.constantFrom("application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/html", "application/xml", "garbage").map((contentType) => ({
            defect: "neither text/plain nor JSON",
            contentType,
            body: { kind: "json", fields: valid } satisfies BodyEncoding,
          })),
          notJsonText.map((text) => ({ defect: "unparseable JSON", contentType: "text/plain;charset=UTF-8", body: { kind: "raw", text } satisfies BodyEncoding })),
          nonObjectJson.map((text) => ({ defect: "JSON that is not an object", contentType: "text/plain;charset=UTF-8", body: { kind: "raw", text } satisfies BodyEncoding })),
          deeplyNestedArray.map((text) => ({ defect: "deeply nested JSON array", contentType: "text/plain;charset=UTF-8", body: { kind: "raw", text } satisfies BodyEncoding })),
          fc.constant<Defect>({ defect: "no body", body: { kind: "none" }, contentType: "text/plain;charset=UTF-8" }),
          oversized(16 * 1024, jsonEncoding, valid),
        ],
        { answers: { answers: valid }, contentType: asBeacon },
      );
    },
  };
}

/** /admin/availability: a rep's weekly hours, consultation settings, time off and calendar subscription (the fuzzing admin's own, or another rep's). */
function availabilityTarget(): FuzzTarget {
  return {
    pattern: "/admin/availability",
    reply: "page",
    validationStatuses: [400, 404, 409],
    requests: () => {
      const gates = declaredGates("/admin/availability", "/admin/availability");
      const names = known([["intent", ""], ["rep", ""], ["id", ""], ["mon_1_start", ""], ["mon_1_end", ""], ["weight", ""], ["time_zone", ""], ["starts_on", ""], ["ends_on", ""], ["note", ""]]);
      const broken = fc.oneof(
        withAbsent(otherThan("hours", "profile", "add-time-off", "remove-time-off", "calendar-address", "stop-calendar")).map((intent): BrokenPayload => ({
          defect: "unknown intent",
          fields: [...(intent === ABSENT ? [] : [["intent", intent] as Field]), ["mon_1_start", "09:00"], ["mon_1_end", "12:00"]],
          owned: ["intent"],
        })),
        fc.constantFrom<[string, string]>(["25:00", "12:00"], ["9am", "12:00"], ["09:60", "12:00"], ["24:00", "12:00"], ["12:00", "09:00"], ["09:00", "noon"], ["09:00", ""], ["", "12:00"]).map(
          ([start, end]): BrokenPayload => ({
            defect: "a block of hours that is not a time, or ends before it starts",
            fields: [["intent", "hours"], ["mon_1_start", start], ["mon_1_end", end]],
            owned: ["intent", "mon_1_start", "mon_1_end"],
          }),
        ),
        oneFieldBroken(
          [["weight", "2"], ["time_zone", "America/Chicago"]],
          { weight: [...BLANKS, "0", "11", "1.5", "heavy"], time_zone: [...BLANKS, "Mars/Olympus", "z".repeat(65)] },
          [["intent", "profile"]],
        ),
        oneFieldBroken(
          [["starts_on", "2027-01-05"], ["ends_on", "2027-01-09"]],
          { starts_on: [...BLANKS, "2027-02-30", "tomorrow"], ends_on: [...BLANKS, "2027-01-04", "2027-13-01"] },
          [["intent", "add-time-off"]],
        ),
        withAbsent(fc.constantFrom("", "abc", "0", "-1", "1.5", "999999")).map((id): BrokenPayload => ({
          defect: "removing time off that is not there",
          fields: [["intent", "remove-time-off"], ...(id === ABSENT ? [] : [["id", id] as Field])],
          owned: ["intent", "id"],
        })),
        fc.constantFrom("abc", "0", "-1", "999999").map((rep): BrokenPayload => ({
          defect: "no such staff account",
          fields: [["intent", "hours"], ["rep", rep], ["mon_1_start", "09:00"], ["mon_1_end", "12:00"]],
          owned: ["intent", "rep", "mon_1_start", "mon_1_end"],
        })),
        fc.constantFrom("calendar-address", "stop-calendar").map((intent): BrokenPayload => ({
          defect: "a calendar subscription for no such staff account",
          fields: [["intent", intent], ["rep", "999999"]],
          owned: ["intent", "rep"],
        })),
        // Nobody's subscription is ever started during a run, so there is none to stop: a 409.
        fc.constant<BrokenPayload>({ defect: "stopping a calendar subscription that is not there", fields: [["intent", "stop-calendar"]], owned: ["intent", "rep"] }),
      );
      const valid: Field[] = [["intent", "hours"], ["mon_1_start", "09:00"], ["mon_1_end", "12:00"]];
      return requestsOf(
        "/admin/availability",
        gates,
        [
          often(payloadDefect(broken, names, formEncoding)),
          ...gateDefects(gates, { kind: "urlencoded", fields: valid }),
          ...formTransportDefects(declaredCap(gates), valid),
        ],
        // The fuzzing admin's own schedule (no `rep`).
        {
          answers: {
            profile: [["intent", "profile"], ["weight", "2"], ["time_zone", "America/Chicago"]],
            "add-time-off": [["intent", "add-time-off"], ["starts_on", "2027-01-05"], ["ends_on", "2027-01-09"], ["note", "Fuzz"]],
          },
        },
      );
    },
  };
}

/** /admin/availability/settings: the booking settings and the holiday list. */
function bookingSettingsTarget(): FuzzTarget {
  return {
    pattern: "/admin/availability/settings",
    reply: "page",
    validationStatuses: [400, 404, 409],
    requests: (context) => {
      const gates = declaredGates("/admin/availability/settings", "/admin/availability/settings");
      const settings: Field[] = [["version", "1"], ["meeting_minutes", "30"], ["slot_grid_minutes", "30"], ["buffer_minutes", "0"], ["minimum_notice_minutes", "120"], ["horizon_days", "30"]];
      const names = known([...settings, ["intent", ""], ["id", ""], ["date", ""], ["name", ""], ["year", ""]]);
      const id = (value: Breakage): Field[] => (value === ABSENT ? [] : [["id", value]]);
      const broken = fc.oneof(
        withAbsent(otherThan("settings", "add-holiday", "rename-holiday", "remove-holiday", "federal-holidays")).map((intent): BrokenPayload => ({
          defect: "unknown intent",
          fields: [...(intent === ABSENT ? [] : [["intent", intent] as Field]), ...settings],
          owned: ["intent"],
        })),
        oneFieldBroken(
          settings,
          {
            meeting_minutes: [...BLANKS, "40", "0", "241", "thirty"],
            slot_grid_minutes: [...BLANKS, "20", "0", "45"],
            buffer_minutes: [...BLANKS, "-1", "121", "1.5"],
            minimum_notice_minutes: [...BLANKS, "20161", "soon"],
            horizon_days: [...BLANKS, "0", "366"],
            // A stale version (999999) is a 409, refused before anything is written.
            version: [...BLANKS, "0", "abc", "999999"],
          },
          [["intent", "settings"]],
        ),
        oneFieldBroken([["date", "2027-08-02"], ["name", "Summer day"]], { date: [...BLANKS, "2027-02-30", "August"], name: [...BLANKS, "n".repeat(101), "two\nlines"] }, [["intent", "add-holiday"]]),
        fc.oneof(
          fc.constantFrom<Breakage>(ABSENT, "", "abc", "0", "-1").map((bad): BrokenPayload => ({ defect: "rename without a holiday", fields: [["intent", "rename-holiday"], ["name", "Renamed"], ...id(bad)], owned: ["intent", "id"] })),
          fc.constantFrom<Breakage>(ABSENT, "", "n".repeat(101)).map((bad): BrokenPayload => ({
            defect: "rename to no name",
            fields: [["intent", "rename-holiday"], ["id", "1"], ...(bad === ABSENT ? [] : [["name", bad] as Field])],
            owned: ["intent", "id", "name"],
          })),
          fc.constant<BrokenPayload>({ defect: "renaming a holiday that is not there", fields: [["intent", "rename-holiday"], ["id", "999999"], ["name", "Renamed"]], owned: ["intent", "id", "name"] }),
        ),
        fc.constantFrom<Breakage>(ABSENT, "", "abc", "0", "999999").map((bad): BrokenPayload => ({ defect: "removing a holiday that is not there", fields: [["intent", "remove-holiday"], ...id(bad)], owned: ["intent", "id"] })),
        withAbsent(fc.constantFrom("", "20266", "1999", "next year", "2027.5")).map((year): BrokenPayload => ({
          defect: "federal holidays of a year not offered",
          fields: [["intent", "federal-holidays"], ...(year === ABSENT ? [] : [["year", year] as Field])],
          owned: ["intent", "year"],
        })),
      );
      return requestsOf(
        "/admin/availability/settings",
        gates,
        [
          often(payloadDefect(broken, names, formEncoding)),
          ...gateDefects(gates, { kind: "urlencoded", fields: [["intent", "settings"], ...settings] }),
          ...formTransportDefects(declaredCap(gates), [["intent", "settings"], ...settings]),
        ],
        // A day that is no holiday yet, and the holiday the setup added.
        {
          answers: {
            "add-holiday": [["intent", "add-holiday"], ["date", "2027-08-02"], ["name", "Summer day"]],
            "rename-holiday": [["intent", "rename-holiday"], ["id", String(context.holidayId)], ["name", "Renamed"]],
          },
        },
      );
    },
  };
}
