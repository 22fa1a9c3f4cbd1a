/** Kinds of lead in the inbox, one per form. */
export const LEAD_TYPES = [
  { value: "consultation", label: "Consultation request" },
  { value: "merchant_application", label: "Merchant application" },
  { value: "partner_agent", label: "Partner: agent / ISO" },
  { value: "partner_bank", label: "Partner: bank or financial institution" },
  { value: "partner_integration", label: "Partner: integration / ISV" },
  { value: "partner_pos_reseller", label: "Partner: POS reseller" },
  { value: "chat_callback", label: "Chat callback request" },
] as const;

export type LeadType = (typeof LEAD_TYPES)[number]["value"];

/**
 * The pipeline. A new lead is stored as "pending" (the status of a consultation request, product
 * reference §3.6) and shown as New until a salesperson moves it on.
 */
export const LEAD_STATUSES = [
  { value: "pending", label: "New" },
  { value: "contacted", label: "Contacted" },
  { value: "qualified", label: "Qualified" },
  { value: "won", label: "Won" },
  { value: "lost", label: "Lost" },
] as const;

export type LeadStatus = (typeof LEAD_STATUSES)[number]["value"];

export function leadTypeLabel(type: string): string {
  return LEAD_TYPES.find((item) => item.value === type)?.label ?? type;
}

export function leadStatusLabel(status: string): string {
  return LEAD_STATUSES.find((item) => item.value === status)?.label ?? status;
}

export function isLeadStatus(value: unknown): value is LeadStatus {
  return LEAD_STATUSES.some((item) => item.value === value);
}

/** What a staff member writes down on a lead: a note, or a call or e-mail they made (a reply to the lead). */
export const LEAD_NOTE_KINDS = [
  { value: "note", label: "A note" },
  { value: "call", label: "A call I made" },
  { value: "email", label: "An e-mail I sent" },
] as const;
export type LeadNoteKind = (typeof LEAD_NOTE_KINDS)[number]["value"];

export function isLeadNoteKind(value: unknown): value is LeadNoteKind {
  return LEAD_NOTE_KINDS.some((kind) => kind.value === value);
}
