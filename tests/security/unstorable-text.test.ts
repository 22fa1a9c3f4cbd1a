import { describe, expect, it } from "vitest";
import { consultationSchema } from "~/features/consult/schema";
import { STEP_FIELDS } from "~/features/consult/step-fields";
import { TrackPayloadSchema } from "~/features/analytics/track-payload";
import { merchantApplication, partnerForms, type SectionedFormDefinition } from "~/features/lead-forms/definitions";
import { ReferralTrackPayloadSchema } from "~/features/referrals/payloads";
import { merchantSurvey } from "~/features/survey/survey-definition";
import { consultation } from "../../scripts/load-fixtures.mjs";
import { hasFormErrors } from "../fuzz/reply-checks";
import { readStoredState, settledJobs } from "../fuzz/stored-state";
import { HttpVisitor } from "../support/http-visitor";
import { textFieldsOf, validAnswers } from "../support/lead-form-answers";
import { POST_ENDPOINTS } from "./post-endpoints";
import { builtServerForFile } from "./server";

/**
 * U+0000 in anything a visitor can type (finding 2 of the outside review): PostgreSQL
 * refuses it in text and jsonb, so on PostgreSQL it was a 500 and a lost lead. Every
 * anonymous endpoint must refuse it in every text field with a clear 4xx naming the
 * field, and store nothing; the same request without it goes through, so the refusal is
 * the character's. Runs on SQLite and on PostgreSQL (tests/database-projects.mjs).
 */
const server = builtServerForFile();
const NUL = "\u0000";
const withNul = (value: unknown) => `${typeof value === "string" && value !== "" ? value : "Jordan"}${NUL}Example`;

/** Every refused request from an address of its own: the per-IP limits count refusals too. */
function freshVisitor(honeypot: Record<string, string> = {}): HttpVisitor {
  const visitor = new HttpVisitor(server.baseUrl);
  visitor.honeypot = honeypot;
  return visitor;
}

interface AnonymousTextFields {
  /** The fields a visitor types text into (every key the endpoint reads, for JSON bodies). */
  fields: string[];
  /** The request with `field` holding `value` (the endpoint's valid request when `field` is null). */
  send(field: string | null, honeypot: Record<string, string>): Promise<Response>;
  /** How the refusal names the field: in the JSON `errors`, its message, or the form with its errors. */
  namesField(response: Response, field: string): Promise<boolean>;
  refusedAs: number;
  acceptedAs: number;
}

/** A form post (lead forms, survey, wizard, chat): 400, and the page shows the form with its errors. */
const formShowsErrors = async (response: Response) => hasFormErrors(await response.text());
/** JSON with Conform-style `errors` per field (the consultation and callback APIs). */
const jsonErrorsName = async (response: Response, field: string) => field in (((await response.json()) as { errors?: object }).errors ?? {});
/** A beacon's or script call's 400: its message names the field (`field: message`). */
const messageNames = async (response: Response, field: string) => (((await response.json()) as { message?: string }).message ?? "").includes(field);

function sectionedForm(definition: SectionedFormDefinition, path = definition.path): AnonymousTextFields {
  const valid = validAnswers(definition);
  return {
    fields: textFieldsOf(definition).map((field) => field.name),
    send: (field, honeypot) =>
      freshVisitor(honeypot).postForm(path, Object.fromEntries(valid.map(([name, value]) => [name, name === field ? withNul(value) : value]))),
    namesField: formShowsErrors,
    refusedAs: 400,
    acceptedAs: 302,
  };
}

const CALLBACK = { name: "Sam Ortiz", phone: "228 555 0199", best_time: "morning", note: "Mornings are best" };
const callbackWith = (field: string | null) =>
  Object.fromEntries(Object.entries(CALLBACK).map(([name, value]) => [name, name === field ? withNul(value) : value]));

/** Every public endpoint that takes text from a visitor, or why it takes none. */
const ANONYMOUS: Record<string, AnonymousTextFields | { exempt: string }> = {
  "/api/consult": {
    fields: Object.keys(consultationSchema().shape),
    send: (field) => {
      const payload: Record<string, unknown> = consultation(0, 0, "unstorable");
      if (field) payload[field] = withNul(payload[field]);
      return freshVisitor().postJson("/api/consult", payload);
    },
    namesField: jsonErrorsName,
    refusedAs: 422,
    acceptedAs: 201,
  },
  "/consult": {
    // Back keeps a step's answers in the visitor's draft without checking them: every field of every step.
    fields: Object.entries(STEP_FIELDS).flatMap(([step, names]) => names.map((name) => `${step}:${name}`)),
    send: (field, honeypot) => {
      if (!field) {
        const { full_name, business_name, phone_number, email } = consultation(0, 0, "wizard");
        return freshVisitor(honeypot).postForm("/consult", { step: "1", intent: "next", full_name, business_name, phone_number, email });
      }
      const [step, name] = field.split(":") as [string, string];
      return freshVisitor(honeypot).postForm("/consult", { step, intent: "back", [name]: withNul(name === "email" ? "a@example.com" : "") });
    },
    namesField: formShowsErrors,
    refusedAs: 400,
    acceptedAs: 302,
  },
  "/chat": {
    fields: ["message", ...Object.keys(CALLBACK)],
    send: (field, honeypot) =>
      field === "message"
        ? freshVisitor(honeypot).postForm("/chat", { intent: "message", message: withNul("Tell me about point of sale") })
        : freshVisitor(honeypot).postForm("/chat", { intent: "callback", ...callbackWith(field) }),
    namesField: async (response, field) => (field === "message" ? (await response.text()).includes("cannot store") : formShowsErrors(response)),
    refusedAs: 400,
    acceptedAs: 302,
  },
  "/api/chat-callback": {
    fields: Object.keys(CALLBACK),
    send: (field, honeypot) => freshVisitor(honeypot).postScriptForm("/api/chat-callback", callbackWith(field)),
    namesField: jsonErrorsName,
    refusedAs: 422,
    acceptedAs: 201,
  },
  "/merchant-onboarding": sectionedForm(merchantApplication),
  "/partnership-forms/:type": {
    ...sectionedForm(partnerForms.agent!),
    // Every partner form, each text field of each.
    fields: Object.values(partnerForms).flatMap((form) => textFieldsOf(form).map((field) => `${form.path}:${field.name}`)),
    send: (field, honeypot) => {
      const path = field?.split(":")[0] ?? partnerForms.agent!.path;
      return sectionedForm(Object.values(partnerForms).find((form) => form.path === path)!).send(field?.split(":")[1] ?? null, honeypot);
    },
  },
  "/survey": sectionedForm(merchantSurvey),
  "/api/website-analytics/track": beacon("/api/website-analytics/track"),
  "/api/website-analytics/debug-track": beacon("/api/website-analytics/debug-track"),
  "/api/referrals/:linkCode/track": {
    fields: Object.keys(ReferralTrackPayloadSchema.shape),
    send: (field) => {
      const body: Record<string, string> = {
        landing_page: "https://www.example.com/",
        ref: "partner42",
        code: "abc123",
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: "spring",
      };
      if (field) body[field] = withNul(body[field]);
      return freshVisitor().postJson("/api/referrals/ref_partner42_newsletter-email-spring_abc123/track", body);
    },
    namesField: messageNames,
    refusedAs: 400,
    acceptedAs: 200,
  },
  "/admin/login": {
    fields: ["email", "password"],
    send: async (field) => {
      const visitor = await freshVisitor().withToken();
      const answers: Record<string, string> = { email: "unstorable@example.com", password: "a wrong password" };
      if (field) answers[field] = withNul(answers[field]);
      return visitor.postForm("/admin/login", answers);
    },
    namesField: formShowsErrors,
    refusedAs: 400,
    // A wrong password for an unknown account: refused, with a form error, after the lookup the NUL broke.
    acceptedAs: 401,
  },
  "/admin/logout": { exempt: "takes no text: it only ends the caller's own session" },
  "/api/lightboxes/:id": { exempt: "answers every POST with 405 before reading anything" },
  "/api/lightboxes/:id/click": { exempt: "its optional JSON body is checked for its shape only; nothing of it is stored" },
  "/api/lightboxes/:id/impression": { exempt: "its optional JSON body is checked for its shape only; nothing of it is stored" },
  "/api/referrals/convert/:linkCode": { exempt: "retired (decision 029): 410 before reading anything" },
  "/meetings/cancel/:token": { exempt: "takes no text: the post only confirms the cancellation its link names" },
  "/meetings/reschedule/:token": { exempt: "takes no text: a chosen start must read as an ISO instant and a zone as one of the wizard's codes" },
};

function beacon(path: string): AnonymousTextFields {
  return {
    // Every key of the record, and event_data's own keys and values (stored whole, as JSON).
    fields: [...Object.keys(TrackPayloadSchema.in.shape), "event_data.value", "event_data.key"],
    send: (field) => {
      const record: Record<string, unknown> = { session_id: "unstorable-text", page_url: "https://www.example.com/", event_name: "signup" };
      if (field === "event_data.value") record.event_data = { plan: withNul("basic") };
      else if (field === "event_data.key") record.event_data = { [withNul("plan")]: "basic" };
      else if (field) record[field] = withNul(record[field]);
      return freshVisitor().fetch(path, { method: "POST", headers: { "Content-Type": "text/plain;charset=UTF-8" }, body: JSON.stringify(record) });
    },
    namesField: (response, field) => messageNames(response, field.split(".")[0]!),
    refusedAs: 400,
    acceptedAs: 202,
  };
}

describe("U+0000 in every anonymous text field", () => {
  it("is checked for every public endpoint (or the endpoint says why it takes no text)", () => {
    const publicEndpoints = POST_ENDPOINTS.filter((endpoint) => endpoint.access === "public").map((endpoint) => endpoint.pattern);
    expect(Object.keys(ANONYMOUS).sort()).toEqual(publicEndpoints.sort());
  });

  it.each(Object.entries(ANONYMOUS).filter((entry): entry is [string, AnonymousTextFields] => !("exempt" in entry[1])))(
    "%s refuses it with a clear 4xx naming the field, and stores nothing",
    async (_pattern, endpoint) => {
      const { honeypot } = await server.startedVisitor();
      // The e-mails of the previous endpoint's accepted request leave first.
      await settledJobs(server.database());
      const before = await readStoredState(server.database(), server.dataDir);
      const wrong: string[] = [];
      for (const field of endpoint.fields) {
        const response = await endpoint.send(field, honeypot);
        if (response.status !== endpoint.refusedAs || !(await endpoint.namesField(response, field))) wrong.push(`${field}: ${response.status}`);
      }
      expect(wrong).toEqual([]);
      expect(await readStoredState(server.database(), server.dataDir)).toEqual(before);
      // The request without the character goes through: the refusals above were the character's.
      expect((await endpoint.send(null, honeypot)).status).toBe(endpoint.acceptedAs);
    },
    60_000,
  );

});
