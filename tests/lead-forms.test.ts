import { beforeEach, describe, expect, it } from "vitest";
import { leads, surveyResponses } from "#db/schema";
import { loadInbox } from "~/features/leads/inbox.server";
import { loadSurveyResults } from "~/features/survey/survey.server";
import { action as onboardingAction, loader as onboardingLoader } from "~/routes/merchant-onboarding";
import { action as partnerAction, loader as partnerLoader } from "~/routes/partnership-forms.$type";
import { action as surveyAction, loader as surveyLoader } from "~/routes/survey";
import { loader as rootLoader } from "~/root";
import { getDb } from "~/utils/db.server";
import { settle, Visitor } from "./support/requests";

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });
type PageReply = { data: { confirmation: { reference: string | null } | null }; init: { headers: Headers } };
type Reply = { data: { result: { error?: Record<string, string[]> } }; init: { status: number; headers?: Record<string, string> } };

const merchant = {
  legal_name: "Reyes Hardware LLC",
  dba_name: "Reyes Hardware",
  business_type: "llc",
  industry_type: "retail",
  years_in_business: "12",
  contact_name: "Dana Reyes",
  email: "dana@reyes.example",
  phone: "601-555-0100",
  monthly_volume: "45000",
  average_ticket: "38",
  payment_channels: "in_store",
  zero_fee_program: "dual_pricing",
  consent: "on",
};

/**
 * A form post from the form's own page (as a browser marks it) with the honeypot;
 * repeated names (checkboxes) allowed; a null header is left out.
 */
async function post(
  visitor: Visitor,
  path: string,
  fields: Record<string, string> | [string, string][],
  headers: Record<string, string | null> = {},
): Promise<Request> {
  const base = visitor.form(path, {}, { headers });
  const params = new URLSearchParams(await base.text());
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields)) params.append(name, value);
  return new Request(base.url, { method: "POST", headers: base.headers, body: params });
}

const storedLeads = () => getDb().select().from(leads);

beforeEach(async () => {
  await getDb().delete(leads);
  await getDb().delete(surveyResponses);
});

describe("merchant onboarding (/merchant-onboarding)", () => {
  it("stores an application as a lead, e-mails it and redirects to the confirmation", async () => {
    const visitor = new Visitor();
    const request = await post(visitor, "/merchant-onboarding", [...Object.entries(merchant), ["payment_channels", "online"]]);
    const result = (await settle(() => onboardingAction(args(request)))) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/merchant-onboarding");
    const [lead] = await storedLeads();
    expect(lead).toMatchObject({ type: "merchant_application", status: "pending", fullName: "Dana Reyes", businessName: "Reyes Hardware LLC" });
    expect(lead?.payload).toMatchObject({ monthly_volume: 45000, payment_channels: ["in_store", "online"], consent: true });
  });

  it("shows the confirmation with the lead's reference once, to the visitor who sent it, and never for a URL", async () => {
    const visitor = new Visitor();
    const request = await post(visitor, "/merchant-onboarding", merchant);
    visitor.rememberResponse((await settle(() => onboardingAction(args(request)))) as Response);
    const [lead] = await storedLeads();

    const shown = (await onboardingLoader(args(visitor.document("/merchant-onboarding")))) as unknown as PageReply;
    expect(shown.data.confirmation).toEqual({ reference: lead?.reference });
    // A page about this visitor's submission: private, and the confirmation is used up.
    expect(shown.init.headers.get("Cache-Control")).toBe("private, no-store");
    expect(shown.init.headers.getSetCookie()).toEqual([expect.stringMatching(/^form_sent=;.*Max-Age=0/)]);
    visitor.remember(shown.init.headers.get("Set-Cookie"));

    const again = (await onboardingLoader(args(visitor.document("/merchant-onboarding")))) as unknown as PageReply;
    expect(again.data.confirmation).toBeNull();
    // No confirmation, no cookie: the page stays as cacheable as any anonymous page.
    expect(again.init.headers.has("Set-Cookie")).toBe(false);
    expect(again.init.headers.has("Cache-Control")).toBe(false);

    const stranger = new Visitor();
    const opened = (await onboardingLoader(args(stranger.document("/merchant-onboarding?submitted=1")))) as unknown as PageReply;
    expect(opened.data.confirmation).toBeNull();
  });

  it.each([
    ["legal_name", "Please enter legal business name"],
    ["industry_type", "Please choose industry"],
    ["payment_channels", "Please choose at least one option"],
    ["zero_fee_program", "Please choose interested in 0% processing"],
    ["consent", "Please accept the terms to continue"],
    ["email", "Please enter e-mail address"],
  ])("requires %s", async (field, message) => {
    const visitor = new Visitor();
    const fields = { ...merchant } as Record<string, string>;
    delete fields[field];
    const reply = (await settle(async () => onboardingAction(args(await post(visitor, "/merchant-onboarding", fields))))) as Reply;
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error?.[field]).toEqual([message]);
    expect(await storedLeads()).toHaveLength(0);
  });

  it("rejects values outside the lists and bad numbers", async () => {
    const visitor = new Visitor();
    const reply = (await settle(async () =>
      onboardingAction(args(await post(visitor, "/merchant-onboarding", { ...merchant, business_type: "empire", years_in_business: "-1", email: "x@" }))),
    )) as Reply;
    expect(reply.init.status).toBe(400);
    expect(Object.keys(reply.data.result.error ?? {}).sort()).toEqual(["business_type", "email", "years_in_business"]);
  });

  it("stores nothing for the honeypot", async () => {
    const visitor = new Visitor();
    const request = visitor.form("/merchant-onboarding", merchant);
    const params = new URLSearchParams(await request.text());
    params.set("fax_number", "601-555-0000");
    const spam = (await settle(() => onboardingAction(args(new Request(request.url, { method: "POST", headers: request.headers, body: params }))))) as Reply;
    expect(spam.init.status).toBe(400);
    expect(await storedLeads()).toHaveLength(0);
  });

  it("credits a referral captured earlier in the visit and clears it", async () => {
    const visitor = new Visitor();
    const landing = (await rootLoader(
      args(visitor.document("/?ref=partner42&utm_source=newsletter&utm_medium=email&utm_campaign=spring&code=abc123")),
    )) as unknown as { init: { headers: Headers } };
    for (const cookie of landing.init.headers.getSetCookie()) visitor.remember(cookie);
    const result = (await settle(async () => onboardingAction(args(await post(visitor, "/merchant-onboarding", merchant))))) as Response;
    expect(result.status).toBe(302);
    const [lead] = await storedLeads();
    expect(lead?.linkCode).toBe("ref_partner42_newsletter-email-spring_abc123");
    expect(lead?.referral).toMatchObject({ ref: "partner42", code: "abc123" });
    expect(result.headers.getSetCookie().some((cookie) => /Max-Age=0/i.test(cookie))).toBe(true);
  });

});

describe("partnership forms (/partnership-forms/{type})", () => {
  const contact = { contact_name: "Sam Lee", email: "sam@partner.example", phone: "601-555-0111", company: "Partner Co", consent: "on" };
  const cases: [string, Record<string, string>, string][] = [
    ["agent", { agent_type: "iso", years_in_payments: "6" }, "partner_agent"],
    ["bank", { charter_type: "credit_union", asset_size: "250m_1b", merchant_services_today: "referral" }, "partner_bank"],
    ["integration", { software_name: "ShopWare", api_needs: "recurring", merchant_count: "100_1000" }, "partner_integration"],
    ["pos-reseller", { territories: "MS, AL", offers_support: "yes" }, "partner_pos_reseller"],
  ];

  it.each(cases)("stores a %s application with its own fields", async (type, fields, leadType) => {
    const visitor = new Visitor();
    const result = (await settle(async () =>
      partnerAction(args(await post(visitor, `/partnership-forms/${type}`, { ...contact, ...fields }), { type })),
    )) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe(`/partnership-forms/${type}`);
    const [lead] = await storedLeads();
    expect(lead?.type).toBe(leadType);
    expect(lead?.businessName).toBe("Partner Co");
  });

  it.each(cases)("requires the %s form's own fields", async (type, fields) => {
    const visitor = new Visitor();
    const reply = (await settle(async () => partnerAction(args(await post(visitor, `/partnership-forms/${type}`, contact), { type })))) as Reply;
    expect(reply.init.status).toBe(400);
    // Every field of the case above is required by that form.
    expect(Object.keys(reply.data.result.error ?? {}).sort()).toEqual(Object.keys(fields).sort());
  });

  it("answers 404 for an unknown partner type, on GET and POST", async () => {
    const visitor = new Visitor();
    const get = (await settle(() => partnerLoader(args(visitor.get("/partnership-forms/wizard"), { type: "wizard" })))) as Response;
    expect(get.status).toBe(404);
    const proto = (await settle(() => partnerLoader(args(visitor.get("/partnership-forms/toString"), { type: "toString" })))) as Response;
    expect(proto.status).toBe(404);
    const postResult = (await settle(async () => partnerAction(args(await post(visitor, "/partnership-forms/wizard", contact), { type: "wizard" })))) as Response;
    expect(postResult.status).toBe(404);
  });

  it("counts leads per type for the last 7 and 30 days in the inbox", async () => {
    const visitor = new Visitor();
    await settle(async () => partnerAction(args(await post(visitor, "/partnership-forms/agent", { ...contact, agent_type: "iso", years_in_payments: "2" }), { type: "agent" })));
    const inbox = await loadInbox(new URLSearchParams("type=partner_agent"), { id: 1, email: "x@example.com", name: null, timeZone: "America/Chicago", role: "sales" });
    expect(inbox.total).toBe(1);
    expect(inbox.counts.find((row) => row.type === "partner_agent")).toMatchObject({ last7: 1, last30: 1 });
    expect(inbox.counts.find((row) => row.type === "merchant_application")).toMatchObject({ last7: 0 });
  });
});

describe("the survey (/survey)", () => {
  const answers = { satisfaction: "4", support: "5", fee_clarity: "2", customer_status: "yes", priority: "fees", improve: "Clearer statements" };

  it("stores answers (not as a lead) and aggregates them for staff", async () => {
    const visitor = new Visitor();
    const request = await post(visitor, "/survey", [...Object.entries(answers), ["channels", "online"], ["channels", "mobile"]]);
    const result = (await settle(() => surveyAction(args(request)))) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/survey");
    visitor.rememberResponse(result);
    const page = (await surveyLoader(args(visitor.document("/survey")))) as unknown as PageReply;
    expect(page.data.confirmation).toEqual({ reference: null });
    expect(await storedLeads()).toHaveLength(0);
    const results = await loadSurveyResults();
    expect(results.total).toBe(1);
    expect(results.ratings.find((rating) => rating.name === "support")).toMatchObject({ average: 5 });
    expect(results.comments[0]?.text).toBe("Clearer statements");
  });

  it("requires the ratings and rejects scores outside 1-5", async () => {
    const visitor = new Visitor();
    const reply = (await settle(async () => surveyAction(args(await post(visitor, "/survey", { ...answers, satisfaction: "9", support: "" }))))) as Reply;
    expect(reply.init.status).toBe(400);
    expect(Object.keys(reply.data.result.error ?? {}).sort()).toEqual(["satisfaction", "support"]);
    expect(await getDb().select().from(surveyResponses)).toHaveLength(0);
  });
});

describe("anti-forgery of the lead forms and the survey without a token (decision 036)", () => {
  const partner = { contact_name: "Sam Lee", email: "sam@partner.example", phone: "601-555-0111", company: "Partner Co", consent: "on" };
  const survey = { satisfaction: "4", support: "5", fee_clarity: "2", customer_status: "yes", priority: "fees" };
  const forms = [
    ["/merchant-onboarding", merchant, (request: Request) => onboardingAction(args(request))],
    ["/partnership-forms/agent", { ...partner, agent_type: "iso", years_in_payments: "6" }, (request: Request) => partnerAction(args(request, { type: "agent" }))],
    ["/survey", survey, (request: Request) => surveyAction(args(request))],
  ] as const;
  const foreign: [string, Record<string, string | null>][] = [
    ["a cross-site post", { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" }],
    ["a sibling subdomain's post", { "Sec-Fetch-Site": "same-site", Origin: "https://promo.localhost" }],
    ["a foreign Origin without Fetch metadata", { "Sec-Fetch-Site": null, Origin: "https://evil.example" }],
    ["Origin: null", { "Sec-Fetch-Site": null, Origin: "null" }],
  ];
  const stored = async () => (await storedLeads()).length + (await getDb().select().from(surveyResponses)).length;

  it.each(forms.flatMap(([path, fields, action]) => foreign.map(([name, headers]) => [path, name, fields, action, headers] as const)))(
    "%s refuses %s with a 403 that says nothing was saved",
    async (path, _name, fields, action, headers) => {
      const refused = (await settle(async () => action(await post(new Visitor(), path, fields, headers)))) as Response;
      expect(refused.status).toBe(403);
      expect(await refused.text()).toMatch(/nothing was saved/);
      expect(await stored()).toBe(0);
    },
  );

  it.each(forms)("%s accepts the same post from its own page, and from an older browser naming this site", async (path, fields, action) => {
    const own = (await settle(async () => action(await post(new Visitor(), path, fields)))) as Response;
    expect(own.status).toBe(302);
    const older = (await settle(async () => action(await post(new Visitor(), path, fields, { "Sec-Fetch-Site": null })))) as Response;
    expect(older.status).toBe(302);
    expect(await stored()).toBe(2);
  });

  it.each([
    ["/merchant-onboarding", () => onboardingLoader(args(new Visitor().document("/merchant-onboarding")))],
    ["/partnership-forms/agent", () => partnerLoader(args(new Visitor().document("/partnership-forms/agent"), { type: "agent" }))],
    ["/survey", () => surveyLoader(args(new Visitor().document("/survey")))],
  ] as const)("%s renders no token and sets no cookie on a first visit", async (_path, load) => {
    const page = (await load()) as unknown as PageReply;
    expect(page.data).not.toHaveProperty("csrf");
    expect(page.init.headers.has("Set-Cookie")).toBe(false);
  });
});
