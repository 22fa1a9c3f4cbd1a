import type { LeadRow } from "#db/schema";
import type { StaffMember } from "~/features/staff/session.server";
import { parseLeadFilters, type LeadFilters } from "./lead-filters";
import { leadStatusLabel, leadTypeLabel } from "./lead-types";
import { consultationRows, describeConsultationSlot } from "./lead-view";
import { exportLeads, getLead, listLeads } from "./leads.server";
import { toCsv } from "./csv";

export interface LeadSummary {
  id: number;
  type: string;
  typeLabel: string;
  status: string;
  statusLabel: string;
  fullName: string;
  businessName: string | null;
  email: string | null;
  phone: string | null;
  createdAt: string;
  slot: { visitor: string; staff: string } | null;
}

function summarise(lead: LeadRow, staff: StaffMember): LeadSummary {
  return {
    id: lead.id,
    type: lead.type,
    typeLabel: leadTypeLabel(lead.type),
    status: lead.status,
    statusLabel: leadStatusLabel(lead.status),
    fullName: lead.fullName,
    businessName: lead.businessName,
    email: lead.email,
    phone: lead.phone,
    createdAt: lead.createdAt,
    slot: lead.type === "consultation" ? describeConsultationSlot(lead.payload, staff.timeZone) : null,
  };
}

export function loadInbox(query: URLSearchParams, staff: StaffMember) {
  const filters: LeadFilters = parseLeadFilters(query);
  const { items, total, pages } = listLeads(filters);
  return { filters, total, pages, leads: items.map((lead) => summarise(lead, staff)) };
}

export function loadLeadDetail(id: number, staff: StaffMember) {
  const found = getLead(id);
  if (!found) return null;
  const { lead, notes } = found;
  return {
    lead: summarise(lead, staff),
    rows: lead.type === "consultation" ? consultationRows(lead.payload) : Object.entries(lead.payload).map(([k, v]) => [k, String(v ?? "—")] as [string, string]),
    referral: lead.linkCode,
    channel: lead.channel,
    notes: notes.map((note) => ({
      id: note.id,
      kind: note.kind,
      body: note.body,
      createdAt: note.createdAt,
      author: note.staffEmail ?? "Former staff member",
    })),
  };
}

const CSV_HEADER = [
  "id",
  "submitted_at",
  "type",
  "status",
  "full_name",
  "business_name",
  "email",
  "phone",
  "preferred_slot",
  "preferred_slot_staff_time",
  "details",
  "link_code",
];

/** The filtered inbox as CSV (csv-stringify), newest first. */
export function exportInboxCsv(query: URLSearchParams, staff: StaffMember): string {
  const rows = exportLeads(parseLeadFilters(query)).map((lead) => {
    const slot = lead.type === "consultation" ? describeConsultationSlot(lead.payload, staff.timeZone) : null;
    const details = lead.type === "consultation" ? consultationRows(lead.payload) : Object.entries(lead.payload);
    return [
      lead.id,
      lead.createdAt,
      leadTypeLabel(lead.type),
      leadStatusLabel(lead.status),
      lead.fullName,
      lead.businessName,
      lead.email,
      lead.phone,
      slot?.visitor,
      slot?.staff,
      details.map(([label, value]) => `${label}: ${String(value ?? "")}`).join("; "),
      lead.linkCode,
    ];
  });
  return toCsv(CSV_HEADER, rows);
}

export { getLead };
