/** The alerts of product reference §8.1 (consultation submit), as one pure rule. */
export const NETWORK_FAILURE = "An error occurred while submitting the form. Please try again later.";
export const CORRECT_ERRORS = "Please correct the following errors:";
export const SERVER_ERROR = "Server error";
export const THANK_YOU_MESSAGE =
  "We've received your request! We will contact you shortly to confirm your consultation time.";

interface ApiReply {
  success?: boolean;
  message?: string;
  errors?: Record<string, string[] | null | undefined>;
}

export interface SubmitFailure {
  title: string | null;
  messages: string[];
}

function errorMessages(errors: ApiReply["errors"]): string[] {
  return [...new Set(Object.values(errors ?? {}).flatMap((list) => list ?? []))];
}

/**
 * What to tell the visitor after a reply, or null when it succeeded:
 * - non-OK with an errors object → the joined messages;
 * - non-OK otherwise → its message, or "Server error";
 * - OK but success false → "Please correct the following errors:" and the messages;
 * - no reply at all (network) → the network message.
 */
export function describeSubmitFailure(reply: { ok: boolean; body: unknown } | "network"): SubmitFailure | null {
  if (reply === "network") return { title: NETWORK_FAILURE, messages: [] };
  const body = (typeof reply.body === "object" && reply.body !== null ? reply.body : {}) as ApiReply;
  if (!reply.ok) {
    if (body.errors && typeof body.errors === "object") return { title: null, messages: errorMessages(body.errors) };
    return { title: typeof body.message === "string" && body.message ? body.message : SERVER_ERROR, messages: [] };
  }
  if (body.success !== true) return { title: CORRECT_ERRORS, messages: errorMessages(body.errors) };
  return null;
}
