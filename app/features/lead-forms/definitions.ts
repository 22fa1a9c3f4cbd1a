import { INDUSTRY_TYPES } from "~/features/consult/options";
import type { LeadType } from "~/features/lead-store/lead-types";
import { schemaForSections, type Choice, type FieldSpec, type FormSection } from "./field-spec";

/** A form drawn from sections of field specs (lead forms, the survey). */
export interface SectionedFormDefinition {
  /** Stable id of the form element. */
  id: string;
  /** The page that shows the form (its action posts back to it). */
  path: string;
  sections: FormSection[];
  submitLabel: string;
  success: { title: string; text: string };
}

export interface LeadFormDefinition extends SectionedFormDefinition {
  type: LeadType;
  /** Which answers fill the inbox's contact columns. */
  contact: { fullName: string; businessName: string; email: string; phone: string };
}

const choices = (...labels: [string, string][]): Choice[] => labels.map(([value, label]) => ({ value, label }));

const contactFields = (businessLabel: string): FieldSpec[] => [
  { kind: "text", name: "contact_name", label: "Your full name", required: true, autoComplete: "name" },
  { kind: "text", name: "contact_title", label: "Your title", autoComplete: "organization-title" },
  { kind: "email", name: "email", label: "E-mail address", required: true, autoComplete: "email" },
  { kind: "tel", name: "phone", label: "Phone number", required: true, autoComplete: "tel" },
  { kind: "text", name: "company", label: businessLabel, required: true, autoComplete: "organization" },
];

/** Markdown (links only): the form pages render it with the site's Markdown renderer. */
export const CONSENT_LABEL =
  "I agree to the [Terms of Service](/privacy-policy#agreement-terms) and the [Privacy Policy](/privacy-policy), and I agree to be contacted about this request.";

const consent: FieldSpec = {
  kind: "consent",
  name: "consent",
  label: CONSENT_LABEL,
  required: true,
  wide: true,
};

const US_STATES_HINT = "For example: MS, AL, TN — or “nationwide”.";

export const merchantApplication: LeadFormDefinition = {
  id: "merchant-application",
  type: "merchant_application",
  path: "/merchant-onboarding",
  submitLabel: "Submit application",
  contact: { fullName: "contact_name", businessName: "legal_name", email: "email", phone: "phone" },
  success: {
    title: "Application received",
    text: "Thank you. A specialist reviews your application and replies within one business day with next steps and the documents we need.",
  },
  sections: [
    {
      id: "business",
      title: "Your business",
      fields: [
        { kind: "text", name: "legal_name", label: "Legal business name", required: true, autoComplete: "organization" },
        { kind: "text", name: "dba_name", label: "DBA (doing business as) name", hint: "Leave empty if it is the same." },
        {
          kind: "select",
          name: "business_type",
          label: "Business type",
          required: true,
          options: choices(
            ["sole_proprietor", "Sole proprietorship"],
            ["llc", "LLC"],
            ["corporation", "Corporation"],
            ["partnership", "Partnership"],
            ["nonprofit", "Nonprofit"],
          ),
        },
        { kind: "select", name: "industry_type", label: "Industry", required: true, options: INDUSTRY_TYPES },
        { kind: "number", name: "years_in_business", label: "Years in business", required: true, min: 0, max: 200 },
        { kind: "url", name: "website", label: "Website", hint: "Starting with https://" },
      ],
    },
    {
      id: "contact",
      title: "Contact",
      fields: [
        { kind: "text", name: "contact_name", label: "Your full name", required: true, autoComplete: "name" },
        { kind: "email", name: "email", label: "E-mail address", required: true, autoComplete: "email" },
        { kind: "tel", name: "phone", label: "Phone number", required: true, autoComplete: "tel" },
      ],
    },
    {
      id: "processing",
      title: "Processing",
      fields: [
        {
          kind: "number",
          name: "monthly_volume",
          label: "Monthly card volume (US$)",
          required: true,
          min: 0,
          max: 1_000_000_000,
          hint: "Roughly how much you take in card payments each month.",
        },
        { kind: "number", name: "average_ticket", label: "Average sale (US$)", required: true, min: 0, max: 10_000_000 },
        { kind: "text", name: "current_processor", label: "Current processor", hint: "Leave empty if you are new to card payments." },
        {
          kind: "checkboxes",
          name: "payment_channels",
          label: "How do you take payments?",
          required: true,
          wide: true,
          options: choices(["in_store", "In store"], ["online", "Online"], ["mobile", "Mobile / on the go"], ["invoices", "Invoices"]),
        },
        {
          kind: "radio",
          name: "zero_fee_program",
          label: "Interested in 0% processing?",
          required: true,
          wide: true,
          options: choices(
            ["surcharge", "Surcharge program"],
            ["dual_pricing", "Dual pricing (cash discount)"],
            ["both", "Tell me about both"],
            ["no", "Not right now"],
          ),
        },
      ],
    },
    { id: "consent", title: "Review and send", fields: [{ kind: "textarea", name: "notes", label: "Anything else we should know?", wide: true }, consent] },
  ],
};

const CONTACT_FOR_PARTNERS = { fullName: "contact_name", businessName: "company", email: "email", phone: "phone" } as const;
const PARTNER_SUCCESS = {
  title: "Thanks for your interest",
  text: "Our partner team reviews every application and replies within one business day.",
};

export const partnerForms: Record<string, LeadFormDefinition> = {
  agent: {
    id: "partner-agent",
    type: "partner_agent",
    path: "/partnership-forms/agent",
    submitLabel: "Apply as an agent",
    contact: CONTACT_FOR_PARTNERS,
    success: PARTNER_SUCCESS,
    sections: [
      { id: "contact", title: "About you", fields: contactFields("Company (or your own name)") },
      {
        id: "program",
        title: "Your business",
        fields: [
          {
            kind: "radio",
            name: "agent_type",
            label: "You are",
            required: true,
            wide: true,
            options: choices(["independent_agent", "An independent sales agent"], ["iso", "An ISO"], ["referral", "A referral partner"]),
          },
          { kind: "number", name: "years_in_payments", label: "Years in payments", required: true, min: 0, max: 80 },
          { kind: "number", name: "monthly_signings", label: "Merchants you expect to sign per month", min: 0, max: 10_000 },
          { kind: "text", name: "markets", label: "States or markets you cover", hint: US_STATES_HINT },
          { kind: "textarea", name: "notes", label: "Tell us about your book of business", wide: true },
          consent,
        ],
      },
    ],
  },
  bank: {
    id: "partner-bank",
    type: "partner_bank",
    path: "/partnership-forms/bank",
    submitLabel: "Start a bank partnership",
    contact: CONTACT_FOR_PARTNERS,
    success: PARTNER_SUCCESS,
    sections: [
      { id: "contact", title: "Contact", fields: contactFields("Institution name") },
      {
        id: "institution",
        title: "Your institution",
        fields: [
          {
            kind: "select",
            name: "charter_type",
            label: "Charter type",
            required: true,
            options: choices(
              ["national_bank", "National bank"],
              ["state_bank", "State-chartered bank"],
              ["credit_union", "Credit union"],
              ["savings", "Savings institution"],
              ["other", "Other"],
            ),
          },
          {
            kind: "select",
            name: "asset_size",
            label: "Asset size",
            required: true,
            options: choices(
              ["under_250m", "Under $250 million"],
              ["250m_1b", "$250 million – $1 billion"],
              ["1b_10b", "$1 – $10 billion"],
              ["over_10b", "Over $10 billion"],
            ),
          },
          {
            kind: "radio",
            name: "merchant_services_today",
            label: "Merchant services today",
            required: true,
            wide: true,
            options: choices(
              ["none", "We don't offer them yet"],
              ["referral", "We refer customers to a processor"],
              ["white_label", "We offer a branded (white-label) program"],
              ["in_house", "We run them in-house"],
            ),
          },
          { kind: "number", name: "business_customers", label: "Number of business customers", min: 0, max: 10_000_000 },
          { kind: "textarea", name: "notes", label: "What would you like from a partnership?", wide: true },
          consent,
        ],
      },
    ],
  },
  integration: {
    id: "partner-integration",
    type: "partner_integration",
    path: "/partnership-forms/integration",
    submitLabel: "Apply as an integration partner",
    contact: CONTACT_FOR_PARTNERS,
    success: PARTNER_SUCCESS,
    sections: [
      { id: "contact", title: "Contact", fields: contactFields("Company") },
      {
        id: "software",
        title: "Your software",
        fields: [
          { kind: "text", name: "software_name", label: "Software name", required: true },
          { kind: "url", name: "software_url", label: "Product website", hint: "Starting with https://" },
          {
            kind: "checkboxes",
            name: "api_needs",
            label: "What do you need from our API?",
            required: true,
            wide: true,
            options: choices(
              ["card_present", "In-person (card-present) payments"],
              ["card_not_present", "Online / keyed payments"],
              ["recurring", "Recurring billing"],
              ["tokenization", "Card storage (tokenization)"],
              ["reporting", "Reporting and settlement data"],
              ["onboarding", "Merchant onboarding"],
            ),
          },
          {
            kind: "select",
            name: "merchant_count",
            label: "Merchants using your software",
            required: true,
            options: choices(["under_100", "Under 100"], ["100_1000", "100 – 1,000"], ["1000_10000", "1,000 – 10,000"], ["over_10000", "Over 10,000"]),
          },
          { kind: "textarea", name: "notes", label: "Anything else about your integration?", wide: true },
          consent,
        ],
      },
    ],
  },
  "pos-reseller": {
    id: "partner-pos-reseller",
    type: "partner_pos_reseller",
    path: "/partnership-forms/pos-reseller",
    submitLabel: "Apply as a POS reseller",
    contact: CONTACT_FOR_PARTNERS,
    success: PARTNER_SUCCESS,
    sections: [
      { id: "contact", title: "Contact", fields: contactFields("Company") },
      {
        id: "reselling",
        title: "Your reselling",
        fields: [
          { kind: "text", name: "territories", label: "Territories you cover", required: true, hint: US_STATES_HINT },
          { kind: "text", name: "pos_brands", label: "POS systems you sell or support today" },
          { kind: "number", name: "monthly_installs", label: "Installations per month", min: 0, max: 100_000 },
          {
            kind: "radio",
            name: "offers_support",
            label: "Do you provide on-site installation and support?",
            required: true,
            wide: true,
            options: choices(["yes", "Yes"], ["no", "No"], ["partly", "Some of it"]),
          },
          { kind: "textarea", name: "notes", label: "Tell us about your business", wide: true },
          consent,
        ],
      },
    ],
  },
};

/** Every lead form by lead type, for the inbox (labels of stored answers). */
export const leadFormsByType = new Map<string, LeadFormDefinition>(
  [merchantApplication, ...Object.values(partnerForms)].map((definition) => [definition.type, definition]),
);

const schemas = new Map<SectionedFormDefinition, ReturnType<typeof schemaForSections>>();

/** The form's zod schema, built once (zod compiles a schema on first use). */
export function schemaFor(definition: SectionedFormDefinition) {
  let schema = schemas.get(definition);
  if (!schema) {
    schema = schemaForSections(definition.sections);
    schemas.set(definition, schema);
  }
  return schema;
}
