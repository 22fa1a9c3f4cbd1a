import { data, redirect } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { forbiddenMessage, roleAllows } from "~/features/staff/roles";
import type { StaffMember } from "~/features/staff/session.server";
import { notFound } from "~/utils/http.server";
import { todayIn } from "~/utils/time-zones";
import {
  addFederalHolidays,
  addHoliday,
  addTimeOff,
  listHolidaysBetween,
  listRepCandidates,
  loadBookingSettings,
  loadRepSchedule,
  removeHoliday,
  removeTimeOff,
  renameHoliday,
  saveBookingSettings,
  saveRepProfile,
  saveWeeklyHours,
  type SaveResult,
} from "./availability-store.server";
import {
  currentCalendarTokenHash,
  issueCalendarAddress,
  revealCookieFor,
  stopCalendarSubscription,
  takeRevealedAddress,
} from "./calendar-subscription.server";
import {
  federalYearChoices,
  NewHolidaySchema,
  parseBookingSettings,
  parseWeeklyHours,
  RenameHolidaySchema,
  RepProfileSchema,
  TimeOffSchema,
} from "./schedule-forms";
import { readEndpointForm } from "~/utils/endpoint.server";
import { staffForm } from "~/features/staff/staff-endpoint.server";

/**
 * POST /admin/availability: a rep's working hours and time off. The hours grid, removing
 * time off and the calendar subscription are read by hand (parseWeeklyHours, ids).
 */
export const AVAILABILITY_FORM = staffForm("availability", { schemas: { profile: RepProfileSchema, "add-time-off": TimeOffSchema } });

/**
 * POST /admin/availability/settings: the booking settings and holidays. The settings
 * (parseBookingSettings), removing a holiday and the federal holidays' year are read by hand.
 */
export const BOOKING_SETTINGS_FORM = staffForm("booking", { schemas: { "add-holiday": NewHolidaySchema, "rename-holiday": RenameHolidaySchema } });

/**
 * The availability screens (decision 061): a rep's own hours and time off at
 * /admin/availability (an admin picks anyone with ?rep=), and the holidays and
 * settings at /admin/availability/settings. Every form is a plain post with the
 * anti-forgery token; bad input is a 400 that changes nothing, with what was typed.
 */

/** What a refused form gets back: which form, its field messages, an alert, and the values typed. */
export interface ScreenActionData {
  intent: string;
  errors: Record<string, string>;
  alert: string;
  values: Record<string, string>;
}

/** Every refusal carries an alert, shown at the top of the page, so none goes unseen whichever form it came from. */
const refuse = (
  intent: string,
  status: number,
  errors: Record<string, string>,
  alert: string | null,
  formData?: FormData,
) =>
  data<ScreenActionData>(
    { intent, errors, alert: alert ?? "Nothing was saved: see the messages below.", values: typedValues(formData) },
    { status },
  );

function typedValues(formData: FormData | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData?.entries() ?? []) {
    if (typeof value === "string" && name !== "csrf") values[name] = value;
  }
  return values;
}

const forbidden = (staff: StaffMember) =>
  new Response(forbiddenMessage(staff.role), { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });

function parseId(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * Whose schedule: one's own unless `rep` names another account, which only those who
 * manage booking may open (403 for anyone else, a 404 for an id that is no account).
 */
function targetRep(staff: StaffMember, rep: unknown): number {
  if (rep === null || rep === undefined || rep === "") return staff.id;
  const id = parseId(rep);
  if (id === null) throw notFound();
  if (id !== staff.id && !roleAllows(staff.role, "booking")) throw forbidden(staff);
  return id;
}

export async function loadAvailabilityScreen(request: Request, staff: StaffMember) {
  const repId = targetRep(staff, new URL(request.url).searchParams.get("rep"));
  const ownToday = todayIn(staff.timeZone);
  const schedule = await loadRepSchedule(repId, ownToday);
  if (!schedule) throw notFound();
  const canManage = roleAllows(staff.role, "booking");
  const liveHash = await currentCalendarTokenHash(repId);
  const { addresses, clearCookie } = await takeRevealedAddress(request, repId, liveHash);
  return data(
    {
      schedule,
      isSelf: repId === staff.id,
      canManage,
      candidates: canManage ? await listRepCandidates() : [],
      today: todayIn(schedule.profile.timeZone),
      calendar: { active: liveHash !== null, newAddress: addresses },
    },
    { headers: clearCookie ? { "Set-Cookie": clearCookie } : {} },
  );
}

const CALENDAR_INTENTS = ["calendar-address", "stop-calendar"] as const;
const AVAILABILITY_INTENTS = ["hours", "profile", "add-time-off", "remove-time-off", ...CALENDAR_INTENTS] as const;

export async function handleAvailabilityPost(request: Request, staff: StaffMember) {
  const formData = await readEndpointForm(request, AVAILABILITY_FORM);
  const repId = targetRep(staff, formData.get("rep"));
  const intent = String(formData.get("intent") ?? "");
  if (!(AVAILABILITY_INTENTS as readonly string[]).includes(intent))
    throw new Response("Unknown form action.", { status: 400 });

  if ((CALENDAR_INTENTS as readonly string[]).includes(intent)) return changeCalendarSubscription(staff, repId, intent);

  let outcome: SaveResult;
  if (intent === "hours") {
    const parsed = parseWeeklyHours(formData);
    if (!parsed.ok)
      return refuse(intent, 400, parsed.errors, "The hours were not saved: see the messages below.", formData);
    outcome = await saveWeeklyHours(staff, repId, parsed.hours);
  } else if (intent === "profile") {
    // Whether someone takes consultations, and their share, is the managers' call.
    if (!roleAllows(staff.role, "booking")) throw forbidden(staff);
    const submission = parseWithZod(formData, { schema: AVAILABILITY_FORM.answers.schemas.profile });
    if (submission.status !== "success") return refuse(intent, 400, firstErrors(submission.error), null, formData);
    const { takes_consultations, weight, time_zone } = submission.value;
    outcome = await saveRepProfile(staff, repId, {
      takesConsultations: takes_consultations === "on",
      weight,
      timeZone: time_zone,
    });
  } else if (intent === "add-time-off") {
    const submission = parseWithZod(formData, { schema: AVAILABILITY_FORM.answers.schemas["add-time-off"] });
    if (submission.status !== "success") return refuse(intent, 400, firstErrors(submission.error), null, formData);
    const { starts_on, ends_on, note } = submission.value;
    outcome = await addTimeOff(staff, repId, { from: starts_on, to: ends_on, note: note || null });
  } else {
    const id = parseId(formData.get("id"));
    if (id === null) return refuse(intent, 400, {}, "This form is incomplete: reload the page and try again.");
    outcome = await removeTimeOff(staff, repId, id);
  }
  if (!outcome.ok) {
    if (outcome.status === 404 && intent !== "remove-time-off") throw notFound();
    return refuse(intent, outcome.status, {}, outcome.message, formData);
  }
  return redirect(savedAddress(staff, repId, intent));
}

function savedAddress(staff: StaffMember, repId: number, intent: string): string {
  const query = new URLSearchParams({ saved: intent });
  if (repId !== staff.id) query.set("rep", String(repId));
  return `/admin/availability?${query}`;
}

/**
 * A new subscription address (made or replaced) or its end. The new address goes to the
 * page in a one-time cookie, never in the URL the browser keeps in its history.
 */
async function changeCalendarSubscription(staff: StaffMember, repId: number, intent: string) {
  if (intent === "stop-calendar") {
    const stopped = await stopCalendarSubscription(staff, repId);
    if (!stopped.ok) {
      if (stopped.status === 404) throw notFound();
      return refuse(intent, stopped.status, {}, stopped.message);
    }
    return redirect(savedAddress(staff, repId, intent));
  }
  const issued = await issueCalendarAddress(staff, repId);
  if (!issued.ok) throw notFound();
  const saved = issued.replaced ? "replace-calendar" : intent;
  return redirect(savedAddress(staff, repId, saved), {
    headers: { "Set-Cookie": await revealCookieFor(repId, issued.token) },
  });
}

function firstErrors(error: Record<string, string[] | null> | null | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error ?? {})) if (messages?.[0]) errors[field || "form"] = messages[0];
  return errors;
}

export async function loadBookingSettingsScreen(staff: StaffMember) {
  const settings = await loadBookingSettings();
  const today = todayIn(staff.timeZone);
  const year = Number(today.slice(0, 4));
  return {
    settings,
    holidays: await listHolidaysBetween(`${year}-01-01`, `${year + 1}-12-31`),
    years: [year, year + 1],
    federalYears: federalYearChoices(today),
  };
}

const SETTINGS_INTENTS = ["settings", "add-holiday", "rename-holiday", "remove-holiday", "federal-holidays"] as const;

export async function handleBookingSettingsPost(request: Request, staff: StaffMember) {
  const formData = await readEndpointForm(request, BOOKING_SETTINGS_FORM);
  const intent = String(formData.get("intent") ?? "");
  if (!(SETTINGS_INTENTS as readonly string[]).includes(intent))
    throw new Response("Unknown form action.", { status: 400 });

  if (intent === "settings") {
    const parsed = parseBookingSettings(formData);
    if (!parsed.ok)
      return refuse(intent, 400, parsed.errors, "The settings were not saved: see the messages below.", formData);
    const version = parseId(formData.get("version"));
    if (version === null)
      return refuse(intent, 400, {}, "This form is incomplete: reload the page and try again.", formData);
    const saved = await saveBookingSettings(staff, parsed.settings, version);
    if (!saved.ok) return refuse(intent, saved.status, {}, saved.message);
    return redirect("/admin/availability/settings?saved=settings");
  }
  if (intent === "federal-holidays") {
    const year = Number(formData.get("year"));
    if (!federalYearChoices(todayIn(staff.timeZone)).includes(year)) {
      return refuse(intent, 400, { year: "Choose a year from the list" }, null, formData);
    }
    await addFederalHolidays(staff, year);
    return redirect(`/admin/availability/settings?saved=federal-holidays&year=${year}`);
  }
  let result;
  if (intent === "add-holiday") {
    const submission = parseWithZod(formData, { schema: BOOKING_SETTINGS_FORM.answers.schemas["add-holiday"] });
    if (submission.status !== "success") return refuse(intent, 400, firstErrors(submission.error), null, formData);
    result = await addHoliday(staff, submission.value);
  } else if (intent === "rename-holiday") {
    const submission = parseWithZod(formData, { schema: BOOKING_SETTINGS_FORM.answers.schemas["rename-holiday"] });
    if (submission.status !== "success") return refuse(intent, 400, firstErrors(submission.error), null, formData);
    result = await renameHoliday(staff, submission.value.id, submission.value.name);
  } else {
    const id = parseId(formData.get("id"));
    if (id === null) return refuse(intent, 400, {}, "This form is incomplete: reload the page and try again.");
    result = await removeHoliday(staff, id);
  }
  if (!result.ok)
    return refuse(
      intent,
      result.status,
      result.field ? { [result.field]: result.message } : {},
      result.field ? null : result.message,
      formData,
    );
  return redirect(`/admin/availability/settings?saved=${intent}`);
}
