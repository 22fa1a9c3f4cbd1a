import type { SectionedFormDefinition } from "~/features/lead-forms/definitions";
import type { Choice, FieldSpec } from "~/features/lead-forms/field-spec";

const RATING: Choice[] = [
  { value: "1", label: "1 — Poor" },
  { value: "2", label: "2" },
  { value: "3", label: "3 — Okay" },
  { value: "4", label: "4" },
  { value: "5", label: "5 — Excellent" },
];

const rating = (name: string, label: string): FieldSpec => ({ kind: "radio", name, label, required: true, wide: true, options: RATING });

/** The merchant survey: ratings, multiple choice and free text. Anonymous. */
export const merchantSurvey: SectionedFormDefinition = {
  id: "merchant-survey",
  path: "/survey",
  submitLabel: "Send my answers",
  success: {
    title: "Thank you for your answers",
    text: "Every response is read by our team and shapes what we improve next.",
  },
  sections: [
    {
      id: "ratings",
      title: "How are we doing?",
      fields: [
        rating("satisfaction", "How satisfied are you with your card processing today?"),
        rating("support", "How would you rate the support you receive?"),
        rating("fee_clarity", "How clear are the fees on your monthly statement?"),
      ],
    },
    {
      id: "you",
      title: "About your business",
      fields: [
        {
          kind: "radio",
          name: "customer_status",
          label: "Are you one of our merchants?",
          required: true,
          wide: true,
          options: [
            { value: "yes", label: "Yes" },
            { value: "no", label: "No, I use another processor" },
            { value: "new", label: "I don't accept cards yet" },
          ],
        },
        {
          kind: "checkboxes",
          name: "channels",
          label: "How do you take payments?",
          wide: true,
          options: [
            { value: "in_store", label: "In store" },
            { value: "online", label: "Online" },
            { value: "mobile", label: "Mobile / on the go" },
            { value: "invoices", label: "Invoices" },
          ],
        },
        {
          kind: "radio",
          name: "priority",
          label: "What matters most to you in a processor?",
          required: true,
          wide: true,
          options: [
            { value: "fees", label: "Lowest fees" },
            { value: "reliability", label: "Reliability" },
            { value: "support", label: "Fast, human support" },
            { value: "features", label: "POS and software features" },
            { value: "funding", label: "Fast deposits and funding" },
          ],
        },
      ],
    },
    {
      id: "comments",
      title: "Anything else?",
      fields: [{ kind: "textarea", name: "improve", label: "What could we do better?", wide: true, max: 2000 }],
    },
  ],
};

export const RATING_QUESTIONS = ["satisfaction", "support", "fee_clarity"] as const;
export const CHOICE_QUESTIONS = ["customer_status", "channels", "priority"] as const;
