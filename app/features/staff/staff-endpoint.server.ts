import { answersOf, type Endpoint, type EndpointAnswers, type EndpointBody, type EndpointRateLimit } from "~/utils/endpoint.server";
import { SMALL_FORM_BYTES } from "~/utils/http.server";
import { SIGN_IN_ATTEMPTS_PER_IP } from "./login-throttle";
import type { StaffPermission } from "./roles";
import { requireStaffPage, requireStaffPermission, type StaffMember } from "./session.server";
import { SignInSchema } from "./sign-in-schema";
import { OwnPasswordSchema, OwnProfileSchema, WeeklySummaryChoiceSchema } from "./staff-admin-schema";

/** Every check of a password, at sign-in or on the account page, spends this budget of the address first. */
export const PASSWORD_CHECKS: EndpointRateLimit = {
  what: "password checks (sign-in attempts whatever the account, password changes)",
  scope: "sign-in",
  budget: SIGN_IN_ATTEMPTS_PER_IP,
};

const STAFF_ONLY = "staff only: every request needs a signed-in staff session first";

/**
 * A form of the staff area (decision 093): a signed-in staff member with the permission
 * ("any" for every role), the signed token, a plain form within the cap, no per-address
 * limit (the session is the limit).
 */
export function staffForm<Answers extends EndpointAnswers>(
  permission: StaffPermission | "any",
  answers: Answers,
  body: EndpointBody = { maxBytes: SMALL_FORM_BYTES },
): Endpoint<StaffMember, Answers> {
  return {
    methods: ["POST"],
    reply: "page",
    encoding: "form",
    access: {
      staff: permission,
      admit: (request) => (permission === "any" ? requireStaffPage(request) : requireStaffPermission(request, permission)),
    },
    antiForgery: "token",
    scriptHeader: false,
    body,
    answers,
    rateLimits: { exempt: STAFF_ONLY },
  };
}

/**
 * POST /admin/login and /admin/logout: anyone, with the signed token (the sign-in page sets
 * its cookie), so another site cannot sign a browser in or out.
 */
export const SIGN_IN_FORM: Endpoint<undefined, { schemas: { answers: typeof SignInSchema } }> = {
  methods: ["POST"],
  reply: "page",
  encoding: "form",
  access: "anyone",
  antiForgery: "token",
  scriptHeader: false,
  body: { maxBytes: SMALL_FORM_BYTES },
  answers: answersOf(SignInSchema),
  rateLimits: [PASSWORD_CHECKS],
};

export const SIGN_OUT_FORM: Endpoint = {
  ...SIGN_IN_FORM,
  answers: { none: "reads nothing but the token: signing out has no answers" },
  rateLimits: { exempt: "only ends the caller's own session: no work or data for a script to multiply" },
};

/**
 * POST /admin/account: every role, on the member's own account. The details and password
 * forms by their intent; the weekly-summary box posts to `?weekly-summary` (decision 081).
 */
export const OWN_ACCOUNT_FORM = {
  ...staffForm("any", { schemas: { profile: OwnProfileSchema, password: OwnPasswordSchema, "weekly-summary": WeeklySummaryChoiceSchema } }),
  rateLimits: [PASSWORD_CHECKS],
};
