import type { LeadRow } from "#db/schema";
import { meetingsOfLeads, upcomingMeetingsOf } from "~/features/booking/lead-meetings.server";
import { staffNamesOf } from "~/features/staff/staff-names.server";
import { formatMeetingTime } from "~/features/booking/meeting-time";
import { callbackRows } from "~/features/chat/lead-view";
import { consultationAnswerLabels, consultationRows, describeConsultationSlot } from "~/features/consult/lead-view";
import { leadFormsByType } from "~/features/lead-forms/definitions";
import { describeAnswers } from "~/features/lead-forms/field-spec";
import { recordCsvExport } from "~/features/audit/audit-log.server";
import { describeLeadFilters, parseLeadFilters, type LeadFilters } from "~/features/lead-store/lead-filters";
import { LEAD_TYPES, leadStatusLabel, leadTypeLabel } from "~/features/lead-store/lead-types";
import { countLeadsByTypeSince, exportLeads, getLead, listLeads } from "~/features/lead-store/leads.server";
import { partnerLinkNames, type PartnerLinkName } from "~/features/partners/partners.server";
import type { StaffMember } from "~/features/staff/session.server";
import { listAssignments, type AssignmentLine } from "~/features/lead-routing/assignments.server";
import { staffWhoWorkLeads } from "~/features/lead-ownership/ownership.server";
import { mayReassign } from "~/features/lead-ownership/ownership-rules";
import { openTaskDueTimes, tasksOfLead, type LeadTaskLine } from "~/features/lead-tasks/lead-tasks.server";
import { nextDueAt } from "~/features/lead-tasks/task-rules";
import { attributionChoices, attributionsOfLeads } from "~/features/attribution/lead-attributions.server";
import { sourceLabel, touchesOfRow } from "~/features/attribution/touch-view";
import type { Touch } from "~/features/attribution/classify-touch";
import type { LeadAttributionRow } from "#db/schema";
import { getPopup } from "~/features/popups/popups.server";
import { toCsv } from "~/utils/csv";
import { formatDateTimeInZone } from "~/utils/format";
import { answerCells, answerColumns } from "./answer-columns";
import { dueBadge, type DueBadge } from "./due-badge";
import { leadReferral, markContactRows, staffTime, type LeadReferral, type StaffTime } from "./lead-view";
import { isoInstant, isoInstantOrNull } from "~/utils/instants";

/**
 * The staff inbox over every kind of lead: the list with its filters and per-type counts,
 * a lead's page and the CSV export. It sits above the features that collect leads (the
 * consultation wizard, the lead forms, the chat's callback) to label each lead's answers
 * the way the form that collected them does, so those features can store leads without
 * depending on it, and above the partners, to name the partner behind a referral.
 * Instants are shown in the signed-in staff member's zone (decision 052).
 */

export interface LeadSummary {
  id: number;
  reference: string;
  type: string;
  typeLabel: string;
  status: string;
  statusLabel: string;
  fullName: string;
  businessName: string | null;
  email: string | null;
  phone: string | null;
  received: StaffTime;
  slot: { visitor: string; staff: string } | null;
  referral: LeadReferral | null;
  /** Who owns the lead (for a booked consultation, the rep holding the meeting); null when nobody does. */
  owner: string | null;
  /** The booked (or cancelled) consultation, in the staff member's zone. */
  meeting: { when: string; status: "booked" | "cancelled" } | null;
  /** When a reply is due, in the staff member's zone, and where the lead stands (decision 069). */
  due: { at: string; when: string; state: "answered" | "overdue" | "open" } | null;
  /** How urgent the lead is, its reply and open tasks together, in the reader's zone (decision 072). */
  badge: DueBadge | null;
  /** Where the visitor first came from ("google / organic", a partner by name); null when nothing was recorded (decision 076). */
  firstSource: string | null;
}

/** One touch of a lead's visitor as staff read it (decision 076). */
export interface TouchLine extends Omit<Touch, "source" | "referralLinkCode" | "at"> {
  /** "google / organic", or the partner's name for a referral link. */
  source: string;
  /** The partner behind a referral link, by name; null when no partner has the link. */
  partner: string | null;
  arrived: StaffTime;
}

function touchLine(touch: Touch, partnerLinks: ReadonlyMap<string, PartnerLinkName>, timeZone: string): TouchLine {
  // A link no partner has (made up, or deleted since) reads as its ref, never as a raw link code.
  const partner = leadReferral(touch.referralLinkCode, partnerLinks)?.partner ?? null;
  return {
    source: partner ? `${partner} / ${touch.medium}` : sourceLabel(touch),
    medium: touch.medium,
    campaign: touch.campaign,
    term: touch.term,
    content: touch.content,
    referrerHost: touch.referrerHost,
    landingPage: touch.landingPage,
    partner,
    arrived: staffTime(touch.at, timeZone),
  };
}

/** The name staff gave the pop-up the visitor clicked; its number when it has been deleted since. */
async function clickedPopupName(popupId: number | null): Promise<string | null> {
  if (popupId === null) return null;
  return (await getPopup(popupId))?.name ?? `Pop-up #${popupId} (deleted)`;
}

/** The link codes a page of leads names, as referral or in a touch: the partners to name. */
function linkCodesOf(rows: readonly LeadRow[], attributions: ReadonlyMap<number, LeadAttributionRow>): string[] {
  return rows.flatMap((lead) => {
    const attribution = attributions.get(lead.id);
    return [lead.linkCode, attribution?.firstReferralLinkCode, attribution?.lastReferralLinkCode].filter((code): code is string => Boolean(code));
  });
}

function dueOf(lead: LeadRow, staff: StaffMember, now: Date): LeadSummary["due"] {
  if (lead.dueAt === null) return null;
  const at = new Date(lead.dueAt);
  const state = lead.firstResponseAt !== null || lead.status !== "pending" ? "answered" : at.getTime() < now.getTime() ? "overdue" : "open";
  return { at: at.toISOString(), when: formatDateTimeInZone(at, staff.timeZone), state };
}

/** Who owns each lead, its meeting and its open tasks' due times, read once for a page of leads. */
async function leadContext(rows: readonly LeadRow[]) {
  const [owners, meetings, tasks, attributions] = await Promise.all([
    staffNamesOf(rows.flatMap((lead) => (lead.ownerId === null ? [] : [lead.ownerId]))),
    meetingsOfLeads(rows.filter((lead) => lead.type === "consultation").map((lead) => lead.id)),
    openTaskDueTimes(rows.map((lead) => lead.id)),
    attributionsOfLeads(rows.map((lead) => lead.id)),
  ]);
  return { owners, meetings, tasks, attributions };
}

function badgeOf(lead: LeadRow, staff: StaffMember, context: LeadContext, now: Date): DueBadge | null {
  const meeting = context.meetings.get(lead.id);
  const meetingToCome = meeting?.status === "booked" && meeting.endsAt.getTime() > now.getTime() ? meeting.startsAt.getTime() : null;
  return dueBadge(
    {
      nextDueAt: nextDueAt(lead, context.tasks.get(lead.id) ?? []),
      answered: lead.firstResponseAt !== null || lead.status !== "pending",
      meetingAt: meetingToCome,
    },
    staff.timeZone,
    now,
  );
}

type LeadContext = Awaited<ReturnType<typeof leadContext>>;

function summarise(
  lead: LeadRow,
  staff: StaffMember,
  partnerLinks: ReadonlyMap<string, PartnerLinkName>,
  context: LeadContext,
  now: Date = new Date(),
): LeadSummary {
  const meeting = context.meetings.get(lead.id);
  const attribution = context.attributions.get(lead.id);
  return {
    id: lead.id,
    reference: lead.reference,
    type: lead.type,
    typeLabel: leadTypeLabel(lead.type),
    status: lead.status,
    statusLabel: leadStatusLabel(lead.status),
    fullName: lead.fullName,
    businessName: lead.businessName,
    email: lead.email,
    phone: lead.phone,
    received: staffTime(lead.createdAt, staff.timeZone),
    slot: lead.type === "consultation" ? describeConsultationSlot(lead.payload, staff.timeZone) : null,
    referral: leadReferral(lead.linkCode, partnerLinks),
    owner: lead.ownerId === null ? null : (context.owners.get(lead.ownerId) ?? null),
    meeting: meeting ? { when: formatMeetingTime({ ...meeting, timeZone: staff.timeZone }), status: meeting.status } : null,
    due: dueOf(lead, staff, now),
    badge: badgeOf(lead, staff, context, now),
    firstSource: attribution ? touchLine(touchesOfRow(attribution).first, partnerLinks, staff.timeZone).source : null,
  };
}

/** Label → value rows of any lead's answers, labelled by the form that collected them. */
function answerRows(lead: LeadRow): [string, string][] {
  if (lead.type === "consultation") return consultationRows(lead.payload);
  if (lead.type === "chat_callback") return callbackRows(lead.payload);
  const form = leadFormsByType.get(lead.type);
  if (form) return describeAnswers(form.sections, lead.payload);
  return Object.entries(lead.payload).map(([key, value]) => [key, value === null || value === undefined ? "—" : String(value)]);
}

export async function loadInbox(query: URLSearchParams, staff: StaffMember, now = new Date()) {
  const filters: LeadFilters = parseLeadFilters(query, staff.timeZone, staff.id);
  const { items, total, pages } = await listLeads(filters, now);
  const daysAgo = (days: number) => now.getTime() - days * 86_400_000;
  const last7 = await countLeadsByTypeSince(daysAgo(7));
  const last30 = await countLeadsByTypeSince(daysAgo(30));
  const counts = LEAD_TYPES.map((type) => ({
    type: type.value,
    label: type.label,
    last7: last7.get(type.value) ?? 0,
    last30: last30.get(type.value) ?? 0,
  }));
  const context = await leadContext(items);
  const partnerLinks = await partnerLinkNames(linkCodesOf(items, context.attributions));
  const choices = await attributionChoices();
  // A rep sees their own meetings to come first, soonest first, whatever the filters.
  const upcoming = (await upcomingMeetingsOf(staff.id, now)).map((meeting) => ({
    leadId: meeting.leadId,
    reference: meeting.reference,
    fullName: meeting.fullName,
    businessName: meeting.businessName,
    phone: meeting.phone,
    at: meeting.startsAt.toISOString(),
    when: formatMeetingTime({ startsAt: meeting.startsAt, endsAt: meeting.endsAt, timeZone: staff.timeZone }),
  }));
  return {
    filters,
    total,
    pages,
    counts,
    upcoming,
    leads: items.map((lead) => summarise(lead, staff, partnerLinks, context, now)),
    timeZone: staff.timeZone,
    /** The sources and campaigns stored leads name, for the filters (with the one in the address, so it shows as chosen). */
    choices: {
      sources: [...new Set([...choices.sources, ...(filters.source ? [filters.source] : [])])].sort(),
      campaigns: [...new Set([...choices.campaigns, ...(filters.campaign ? [filters.campaign] : [])])].sort(),
    },
  };
}

/** Who made an ownership change: a person, else the rule or pool of the routing. */
function assignedBy(line: AssignmentLine): string {
  if (line.byName) return `by ${line.byName}`;
  if (line.ruleName) return `by the rule “${line.ruleName}”${line.poolName ? ` (pool “${line.poolName}”)` : ""}`;
  if (line.poolName) return `from the pool “${line.poolName}”`;
  return "by the lead routing";
}

export async function loadLeadDetail(id: number, staff: StaffMember) {
  const found = await getLead(id);
  if (!found) return null;
  const { lead, notes } = found;
  const context = await leadContext([lead]);
  const partnerLinks = await partnerLinkNames(linkCodesOf([lead], context.attributions));
  const [assignments, tasks] = await Promise.all([listAssignments(id), tasksOfLead(id)]);
  const attribution = context.attributions.get(lead.id);
  const touches = attribution ? touchesOfRow(attribution) : null;
  const canReassign = mayReassign(staff, lead.ownerId);
  const taskLine = (task: LeadTaskLine) => ({
    id: task.id,
    title: task.title,
    due: staffTime(task.dueAt.getTime(), staff.timeZone),
    done: task.doneAt ? staffTime(task.doneAt.getTime(), staff.timeZone) : null,
    createdBy: task.createdBy ?? "Former staff member",
    doneBy: task.doneBy ?? "Former staff member",
  });
  return {
    lead: summarise(lead, staff, partnerLinks, context),
    /** Where this lead came from (decision 076); null when nothing was recorded. */
    attribution: touches
      ? {
          first: touchLine(touches.first, partnerLinks, staff.timeZone),
          last: touchLine(touches.last, partnerLinks, staff.timeZone),
          popup: await clickedPopupName(attribution?.popupId ?? null),
        }
      : null,
    ownership: {
      ownerId: lead.ownerId,
      canClaim: lead.ownerId === null,
      canReassign,
      // Everyone it can go to but its owner.
      staff: canReassign ? (await staffWhoWorkLeads()).filter((member) => member.id !== lead.ownerId) : [],
    },
    assignments: assignments.map((line) => ({
      ...staffTime(line.assignedAt.getTime(), staff.timeZone),
      owner: line.ownerName ?? "Nobody (waiting unassigned)",
      reason: line.reasonLabel,
      by: assignedBy(line),
    })),
    tasks: { open: tasks.open.map(taskLine), done: tasks.done.map(taskLine) },
    rows: markContactRows(answerRows(lead), lead),
    channel: lead.channel,
    timeZone: staff.timeZone,
    notes: notes.map((note) => ({
      id: note.id,
      kind: note.kind,
      body: note.body,
      written: staffTime(note.createdAt, staff.timeZone),
      // A note without a staff author is a former member's, or the visitor's own change through their e-mail's link.
      author: note.staffEmail ?? (note.kind === "booking" ? "The visitor" : "Former staff member"),
    })),
  };
}

const CSV_HEADER = [
  "reference",
  "submitted_at",
  "type",
  "status",
  "full_name",
  "business_name",
  "email",
  "phone",
  "preferred_slot",
  "preferred_slot_staff_time",
  "link_code",
  "referral_partner",
  "owner",
  "meeting_starts_at",
  "meeting_status",
  "due_at",
  "first_response_at",
  // Where the lead came from (decision 076); empty when nothing was recorded.
  "first_source",
  "first_medium",
  "first_campaign",
  "first_landing_page",
  "last_source",
  "last_medium",
  "last_campaign",
];

/** Every lead type's answer labels, in the order answer-columns.ts documents. */
function answerLabelLists(): string[][] {
  const formLabels = LEAD_TYPES.flatMap((type) => {
    const form = leadFormsByType.get(type.value);
    return form ? [describeAnswers(form.sections, {}).map(([label]) => label)] : [];
  });
  return [consultationAnswerLabels(), ...formLabels, callbackRows({}).map(([label]) => label)];
}

/**
 * The filtered inbox as CSV (csv-stringify), newest first, one column per answer after
 * the fixed ones (decision 077). `submitted_at` is the stored instant as ISO-8601 UTC, for
 * the programs that read the file; the columns written for people (the slot in the staff
 * member's time, the partner) read as on screen (decision 052).
 */
export async function exportInboxCsv(request: Request, staff: StaffMember): Promise<string> {
  const filters = parseLeadFilters(new URL(request.url).searchParams, staff.timeZone, staff.id);
  const leads = await exportLeads(filters);
  await recordCsvExport(request, staff, "the lead inbox", describeLeadFilters(filters), leads.length);
  const context = await leadContext(leads);
  const partnerLinks = linkCodesOf(leads, context.attributions).length > 0 ? await partnerLinkNames() : new Map<string, PartnerLinkName>();
  const answers = answerColumns(answerLabelLists());
  const rows = leads.map((lead) => {
    const meeting = context.meetings.get(lead.id);
    const slot = lead.type === "consultation" ? describeConsultationSlot(lead.payload, staff.timeZone) : null;
    const attribution = context.attributions.get(lead.id);
    const touches = attribution ? touchesOfRow(attribution) : null;
    // The partner credited by decision 013's referral, else the one behind a touch's link: a name, never a code.
    const touchLink = touches ? (touches.first.referralLinkCode ?? touches.last.referralLinkCode) : null;
    const partner = leadReferral(lead.linkCode, partnerLinks)?.partner ?? leadReferral(touchLink, partnerLinks)?.partner;
    return [
      lead.reference,
      isoInstant(lead.createdAt),
      leadTypeLabel(lead.type),
      leadStatusLabel(lead.status),
      lead.fullName,
      lead.businessName,
      lead.email,
      lead.phone,
      slot?.visitor,
      slot?.staff,
      lead.linkCode,
      partner,
      lead.ownerId === null ? null : context.owners.get(lead.ownerId),
      // An instant in UTC, like submitted_at, for the programs that read the file.
      meeting?.startsAt.toISOString(),
      meeting?.status,
      isoInstantOrNull(lead.dueAt),
      isoInstantOrNull(lead.firstResponseAt),
      touches?.first.source,
      touches?.first.medium,
      touches?.first.campaign,
      touches?.first.landingPage,
      touches?.last.source,
      touches?.last.medium,
      touches?.last.campaign,
      ...answerCells(answers, answerRows(lead)),
    ];
  });
  return toCsv([...CSV_HEADER, ...answers], rows);
}
