import { streamedBody } from "../support/streamed-body";

/**
 * A generated hostile request: what to send, described as data so it can be printed,
 * replayed from a seed and encoded in any of the ways a client might (mis)send it.
 */

/** Bytes that are never valid UTF-8 and never ASCII, so they can break text but never JSON or form structure. */
export class InvalidUtf8 {
  constructor(readonly bytes: Uint8Array) {}
}

/** A JSON value nested `depth` levels deep (`[[[…]]]` or `{"a":{"a":…}}`), written as raw text. */
export class DeepJson {
  constructor(
    readonly depth: number,
    readonly shape: "array" | "object",
  ) {}
}

export type FieldValue = string | number | boolean | null | InvalidUtf8 | DeepJson | FieldValue[] | { [key: string]: FieldValue };

export type Field = [name: string, value: FieldValue];

/** How the body is written. `raw` sends bytes as they are (garbage, truncated JSON, non-object JSON). */
export type BodyEncoding =
  | { kind: "none" }
  | { kind: "urlencoded"; fields: Field[] }
  | { kind: "multipart"; fields: Field[]; withFile: boolean }
  | { kind: "json"; fields: Field[] }
  | { kind: "raw"; text: string | InvalidUtf8 };

/** Whose cookies travel with the request. */
export type Session = "none" | "visitor" | "staff";

/**
 * The anti-forgery token sent: the session's own, none, a made-up one, another visitor's
 * real one (valid signature, wrong cookie), or the session's own with a character changed.
 */
export type TokenUse = "valid" | "missing" | "forged" | "foreign" | "tampered";

export interface FuzzRequest {
  /** The route pattern of tests/support/action-routes.ts this request exercises. */
  target: string;
  /** Why this request must be refused; every generated request carries one. */
  defect: string;
  method: string;
  path: string;
  session: Session;
  token: TokenUse;
  /** Where the token goes: the `csrf` form field or the X-CSRF-Token header. */
  tokenIn: "field" | "header";
  /** Adds the spam trap fields as the page renders them (empty trap, real timestamp). */
  honeypot: boolean;
  headers: Record<string, string>;
  /** The Content-Type header: the encoding's own (`auto`), none, or this value. */
  contentType: "auto" | "none" | string;
  body: BodyEncoding;
  /** Sent as a stream (chunked, no Content-Length) instead of with a declared length. */
  streamed: boolean;
  /**
   * Posted the way a page's form posts with JavaScript on: to the route's `.data` URL
   * (Remix single fetch), which answers in Remix's turbo-stream format instead of HTML.
   */
  dataRequest: boolean;
}

/** `/survey?index` → `/survey.data?index`: where a form posts with JavaScript on. */
function dataPath(path: string): string {
  const [pathname = "", search] = path.split(/(?=\?)/);
  return `${pathname}.data${search ?? ""}`;
}

/** What the generators need from the running server: the tokens and ids to aim at. */
export interface FuzzContext {
  /** The spam-trap fields as a rendered form carries them (the empty trap, the encrypted start time). */
  visitor: { token: string; cookie: string; honeypot: Record<string, string> };
  /** A second visitor's token: genuine, but not for the first visitor's cookie. */
  foreignToken: string;
  /** The signed-in staff member: the site's only admin account (its id, and the version its row is at). */
  staff: { cookie: string; email: string; password: string; id: number; version: number };
  leadId: number;
  /** A redirect the setup added. */
  redirectId: number;
  /** A company holiday the setup added. */
  holidayId: number;
  /** The demo pop-up's id. */
  popupId: number;
}

const encoder = new TextEncoder();

function concat(parts: (string | Uint8Array)[]): Uint8Array<ArrayBuffer> {
  const chunks = parts.map((part) => (typeof part === "string" ? encoder.encode(part) : part));
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

function deepJsonText(value: DeepJson): string {
  return value.shape === "array" ? "[".repeat(value.depth) + "]".repeat(value.depth) : '{"a":'.repeat(value.depth) + "1" + "}".repeat(value.depth);
}

/** A field value as the bytes a form sends (objects as their JSON text, which a form never sends). */
function formValueBytes(value: FieldValue): Uint8Array {
  if (value instanceof InvalidUtf8) return value.bytes;
  if (value instanceof DeepJson) return encoder.encode(deepJsonText(value));
  if (typeof value === "string") return encoder.encode(value);
  return encoder.encode(value === null ? "null" : typeof value === "object" ? JSON.stringify(value, jsonReplacer) : String(value));
}

function jsonReplacer(_key: string, value: unknown): unknown {
  if (value instanceof InvalidUtf8) return "\uFFFD";
  if (value instanceof DeepJson) return deepJsonText(value);
  return value;
}

const percentEncode = (bytes: Uint8Array) =>
  [...bytes].map((byte) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`)).join("");

function urlencoded(fields: Field[]): Uint8Array<ArrayBuffer> {
  return encoder.encode(fields.map(([name, value]) => `${percentEncode(encoder.encode(name))}=${percentEncode(formValueBytes(value))}`).join("&"));
}

/**
 * Multipart with a boundary that occurs in no value. Names lose CR, LF and quotes, so a
 * generated name can never forge a part of its own.
 */
function multipart(fields: Field[], withFile: boolean): { bytes: Uint8Array<ArrayBuffer>; boundary: string } {
  const values = fields.map(([name, value]) => [name.replace(/[\r\n"]/g, "_"), formValueBytes(value)] as const);
  let boundary = "----fuzzboundary7MA4YWxkTrZu0gW";
  const contains = (bytes: Uint8Array) => Buffer.from(bytes).includes(boundary);
  while (values.some(([, bytes]) => contains(bytes))) boundary += "x";
  const parts: (string | Uint8Array)[] = [];
  for (const [name, bytes] of values) {
    parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`, bytes, "\r\n");
  }
  if (withFile) {
    parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="image_file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`, "not really a png", "\r\n");
  }
  parts.push(`--${boundary}--\r\n`);
  return { bytes: concat(parts), boundary };
}

/** JSON text written by hand: keys may repeat and strings may hold invalid UTF-8 bytes. */
function jsonValueParts(value: FieldValue): (string | Uint8Array)[] {
  if (value instanceof InvalidUtf8) return ['"', value.bytes, '"'];
  if (value instanceof DeepJson) return [deepJsonText(value)];
  if (Array.isArray(value)) return ["[", ...value.flatMap((item, index) => [...(index ? [","] : []), ...jsonValueParts(item)]), "]"];
  if (value !== null && typeof value === "object") return jsonObjectParts(Object.entries(value));
  if (typeof value === "number" && !Number.isFinite(value)) return [String(value)]; // NaN / Infinity: not JSON
  return [JSON.stringify(value)];
}

function jsonObjectParts(fields: Field[]): (string | Uint8Array)[] {
  return ["{", ...fields.flatMap(([name, value], index) => [...(index ? [","] : []), JSON.stringify(name), ":", ...jsonValueParts(value)]), "}"];
}

/** The body bytes and the Content-Type the encoding implies. */
function encodeBody(body: BodyEncoding): { bytes: Uint8Array<ArrayBuffer> | null; type: string | null } {
  switch (body.kind) {
    case "none":
      return { bytes: null, type: null };
    case "urlencoded":
      return { bytes: urlencoded(body.fields), type: "application/x-www-form-urlencoded" };
    case "multipart": {
      const { bytes, boundary } = multipart(body.fields, body.withFile);
      return { bytes, type: `multipart/form-data; boundary=${boundary}` };
    }
    case "json":
      return { bytes: concat(jsonObjectParts(body.fields)), type: "application/json" };
    case "raw":
      return { bytes: typeof body.text === "string" ? encoder.encode(body.text) : concat([body.text.bytes]), type: null };
  }
}

function tamper(token: string): string {
  const last = token.at(-1) === "A" ? "B" : "A";
  return `${token.slice(0, -1)}${last}`;
}

function tokenValue(request: FuzzRequest, context: FuzzContext): string | null {
  switch (request.token) {
    case "valid":
      return context.visitor.token;
    case "missing":
      return null;
    case "forged":
      return "forged-token-0000000000000000000000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
    case "foreign":
      return context.foreignToken;
    case "tampered":
      return tamper(context.visitor.token);
  }
}

/** The token and spam-trap fields go first: a form sends its hidden fields before the answers. */
function withGateFields(request: FuzzRequest, context: FuzzContext): BodyEncoding {
  const body = request.body;
  if (body.kind !== "urlencoded" && body.kind !== "multipart" && body.kind !== "json") return body;
  const gate: Field[] = [];
  const token = tokenValue(request, context);
  if (token !== null && request.tokenIn === "field") gate.push(["csrf", token]);
  if (request.honeypot) gate.push(...Object.entries(context.visitor.honeypot));
  return { ...body, fields: [...gate, ...body.fields] };
}

function cookieFor(session: Session, context: FuzzContext): string | null {
  if (session === "none") return null;
  return session === "staff" ? context.staff.cookie : context.visitor.cookie;
}

/** The fetch() arguments for a request against `baseUrl`. */
export function toFetch(request: FuzzRequest, context: FuzzContext, baseUrl: string): [string, RequestInit] {
  const { bytes, type } = encodeBody(withGateFields(request, context));
  const headers = new Headers(request.headers);
  const contentType = request.contentType === "auto" ? type : request.contentType === "none" ? null : request.contentType;
  if (contentType !== null) headers.set("Content-Type", contentType);
  const cookie = cookieFor(request.session, context);
  if (cookie) headers.set("Cookie", cookie);
  const token = tokenValue(request, context);
  if (token !== null && request.tokenIn === "header") headers.set("X-CSRF-Token", token);
  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers, redirect: "manual" };
  if (bytes !== null) {
    if (request.streamed) {
      init.body = streamedBody(bytes, 8192);
      init.duplex = "half";
    } else {
      init.body = bytes;
    }
  }
  return [`${baseUrl}${request.dataRequest ? dataPath(request.path) : request.path}`, init];
}

/** One line per request for failure reports: enough to replay it by hand. */
export function describeRequest(request: FuzzRequest, context: FuzzContext): string {
  const { bytes, type } = encodeBody(withGateFields(request, context));
  const preview = bytes ? Buffer.from(bytes.slice(0, 400)).toString("latin1") : "";
  return [
    `${request.method} ${request.dataRequest ? dataPath(request.path) : request.path} (target ${request.target}; defect: ${request.defect})`,
    `session=${request.session} token=${request.token} in ${request.tokenIn} honeypot=${request.honeypot} streamed=${request.streamed}`,
    `content-type=${request.contentType === "auto" ? type : request.contentType} headers=${JSON.stringify(request.headers, (_key, value: unknown) => (typeof value === "string" && value.length > 80 ? `${value.slice(0, 40)}… (${value.length} characters)` : value))}`,
    `body (${bytes?.byteLength ?? 0} bytes): ${JSON.stringify(preview)}`,
  ].join("\n  ");
}
