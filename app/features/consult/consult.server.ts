import { randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { consultDrafts } from "#db/schema";
import { storeConsultation, type BookedMeeting, type ConsultationOutcome, type MeetingWish } from "~/features/booking/book-meeting.server";
import type { SentMeeting } from "~/features/lead-store/sent-confirmation.server";
import { leadStoredCookies, prepareLead } from "~/features/lead-store/submit-lead.server";
import { siteOrigin } from "~/utils/origin.server";
import { chosenSlotInstant, wishedInstants } from "./chosen-slot";
import { getDb } from "~/utils/db.server";
import type { EndpointRateLimit } from "~/utils/endpoint.server";
import { SUBMISSION_LIMIT } from "~/utils/rate-limit.server";
import { signedCookie } from "~/utils/signed-cookie.server";
import { GOALS, INDUSTRY_TYPES, PROCESSING_VOLUMES, TIME_ZONES, ianaZone, labelOf, type WizardStep } from "./options";
import type { ConsultationRecord } from "./schema";

/** Consultation submissions: one budget for the wizard's Submit with and without JavaScript. */
export const CONSULTATION_SUBMISSIONS: EndpointRateLimit = {
  what: "consultation submissions, shared by /consult and /api/consult",
  scope: "consult",
  budget: SUBMISSION_LIMIT,
};

/* Drafts: the wizard's answers between steps, so reload and Back never lose them. ----- */

const DRAFT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const getDraftCookie = signedCookie("consult_draft", { maxAgeSeconds: DRAFT_TTL_MS / 1000 });

export interface Draft {
  id: string;
  values: Record<string, string>;
  step: WizardStep;
}

async function draftIdFrom(request: Request): Promise<string | null> {
  const id: unknown = await getDraftCookie().parse(request.headers.get("Cookie"));
  return typeof id === "string" && /^[A-Za-z0-9_-]{20,64}$/.test(id) ? id : null;
}

export async function loadDraft(request: Request): Promise<Draft | null> {
  const id = await draftIdFrom(request);
  if (!id) return null;
  const [row] = await getDb().select().from(consultDrafts).where(eq(consultDrafts.id, id)).limit(1);
  if (!row || Date.now() - row.updatedAt > DRAFT_TTL_MS) return null;
  return { id: row.id, values: row.values, step: Math.min(4, Math.max(1, row.step)) as WizardStep };
}

/** Saves answers and the step reached; returns a Set-Cookie value for a new draft. */
export async function saveDraft(
  existing: Draft | null,
  values: Record<string, string>,
  step: WizardStep,
): Promise<string | null> {
  const db = getDb();
  const now = Date.now();
  if (existing) {
    await db.update(consultDrafts).set({ values, step, updatedAt: now }).where(eq(consultDrafts.id, existing.id));
    return null;
  }
  const id = randomBytes(24).toString("base64url");
  await db.delete(consultDrafts).where(lt(consultDrafts.updatedAt, now - DRAFT_TTL_MS));
  await db.insert(consultDrafts).values({ id, values, step, updatedAt: now });
  return getDraftCookie().serialize(id);
}

/** Deletes the draft and says whether this call was the one that deleted it. */
export async function claimDraft(id: string): Promise<boolean> {
  const deleted = await getDb().delete(consultDrafts).where(eq(consultDrafts.id, id)).returning({ id: consultDrafts.id });
  return deleted.length > 0;
}

/** Forgets the draft after a successful submission; returns the cookie-clearing header. */
export async function clearDraft(request: Request): Promise<string | null> {
  const id = await draftIdFrom(request);
  if (!id) return null;
  await getDb().delete(consultDrafts).where(eq(consultDrafts.id, id));
  return getDraftCookie().serialize("", { maxAge: 0 });
}

/* Submission ------------------------------------------------------------------------ */

function consultationDetails(record: ConsultationRecord): [string, string][] {
  const goals = GOALS.filter((goal) => record[goal.name]).map((goal) => goal.label);
  const zone = labelOf(TIME_ZONES, record.time_zone);
  const details: [string, string][] = [
    ["Name", record.full_name],
    ["Business", record.business_name],
    ["Phone", record.phone_number],
    ["E-mail", record.email],
    ["Industry", labelOf(INDUSTRY_TYPES, record.industry_type)],
    ["Monthly volume", record.processing_volume ? labelOf(PROCESSING_VOLUMES, record.processing_volume) : "—"],
    ["Locations", record.num_locations === null ? "—" : String(record.num_locations)],
    ["Terminals", record.num_terminals === null ? "—" : String(record.num_terminals)],
    [
      "Preferred time",
      `${record.preferred_date} ${record.start_hour}:${record.start_minute} ${record.start_period} – ` +
        `${record.end_hour}:${record.end_minute} ${record.end_period} ${zone}`,
    ],
    ["Goals", goals.length > 0 ? goals.join(", ") : "—"],
  ];
  if (record.other_goal_specification) details.push(["Other goal", record.other_goal_specification]);
  if (record.integration_software) details.push(["Software to integrate", record.integration_software]);
  if (record.comments) details.push(["Comments", record.comments]);
  return details;
}

/** The chosen offered start, or the instants the requested date and time can mean; null when there is no time to book. */
export function meetingWish(record: ConsultationRecord, slotStart: string | undefined): MeetingWish | null {
  const zone = ianaZone(record.time_zone);
  if (!zone) return null;
  const chosen = chosenSlotInstant(slotStart);
  if (chosen) return { startsAt: [chosen], offered: true, zone };
  const instants = wishedInstants(record);
  return instants && instants.length > 0 ? { startsAt: instants, offered: false, zone } : null;
}

/**
 * Stores a validated consultation request as a lead (status pending), credited to the
 * pop-up the visitor clicked, books its time with a rep when that time is free
 * (booking/book-meeting.server.ts) and notifies sales; returns what happened and the
 * Set-Cookie values. "taken" stores nothing: the offered time the visitor chose is gone.
 */
export async function submitConsultation(
  request: Request,
  record: ConsultationRecord,
  channel: "form" | "api",
  slotStart: string | undefined,
): Promise<{ outcome: ConsultationOutcome; setCookies: string[] }> {
  const prepared = await prepareLead(
    request,
    {
      type: "consultation",
      fullName: record.full_name,
      businessName: record.business_name,
      email: record.email,
      phone: record.phone_number,
      payload: { ...record },
      channel,
      details: consultationDetails(record),
    },
    { creditPopupClick: true },
  );
  const outcome = await storeConsultation(prepared.lead, meetingWish(record, slotStart), { origin: siteOrigin(request) });
  if (outcome.status === "taken") return { outcome, setCookies: [] };
  return { outcome, setCookies: await leadStoredCookies(prepared, outcome.lead) };
}

/** The booked meeting as the thank-you confirmation carries it: the instants, the visitor's zone code and the rep's first name. */
export function sentMeeting(meeting: BookedMeeting, zoneCode: string | undefined): SentMeeting {
  return {
    startsAt: meeting.startsAt.toISOString(),
    endsAt: meeting.endsAt.toISOString(),
    timeZone: zoneCode ?? "",
    owner: meeting.repFirstName,
  };
}
