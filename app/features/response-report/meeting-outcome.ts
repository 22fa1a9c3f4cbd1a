/**
 * A meeting's outcome (decision 073): after its start, its rep or an admin records whether
 * the visitor came ("kept") or not ("no_show"), and may correct it later.
 */
export const MEETING_OUTCOMES = [
  { value: "kept", label: "Kept" },
  { value: "no_show", label: "No-show" },
] as const;
export type MeetingOutcome = (typeof MEETING_OUTCOMES)[number]["value"];

export function isMeetingOutcome(value: unknown): value is MeetingOutcome {
  return MEETING_OUTCOMES.some((outcome) => outcome.value === value);
}

export function meetingOutcomeLabel(outcome: string | null): string {
  return MEETING_OUTCOMES.find((item) => item.value === outcome)?.label ?? "Not recorded yet";
}

export interface OutcomeMeeting {
  status: string;
  /** Epoch ms. */
  startsAt: number;
  repId: number;
}

export interface OutcomeActor {
  id: number;
  role: string;
}

/** Why a change of outcome is refused, with the status the answer carries. */
export interface OutcomeRefusal {
  status: 400 | 403 | 409;
  message: string;
}

/** Whether `actor` may record this meeting's outcome at all: its rep or an admin. */
export function mayRecordOutcome(meeting: OutcomeMeeting, actor: OutcomeActor): boolean {
  return actor.role === "admin" || actor.id === meeting.repId;
}

/**
 * Why recording `outcome` for the meeting is refused at `now`, or null when it may be
 * recorded: a value that is no outcome (400), someone who is neither the meeting's rep nor
 * an admin (403), a cancelled meeting or one that has not started yet (409).
 */
export function outcomeRefusal(meeting: OutcomeMeeting, actor: OutcomeActor, outcome: unknown, now: number): OutcomeRefusal | null {
  if (!isMeetingOutcome(outcome)) return { status: 400, message: "Choose Kept or No-show." };
  if (!mayRecordOutcome(meeting, actor)) return { status: 403, message: "Only the meeting's rep or an admin can record how it went." };
  if (meeting.status !== "booked") return { status: 409, message: "This meeting was cancelled: it has no outcome to record." };
  if (now < meeting.startsAt) return { status: 409, message: "This meeting has not started yet: record how it went after its start." };
  return null;
}

/**
 * The lead's first reply after a change of its meeting's outcome (decision 073): a kept
 * meeting is the reply, at the meeting's start, when the lead had none; a correction away
 * from "kept" takes back the reply that mark made (the first reply at exactly that start),
 * never an earlier call, e-mail or status change.
 */
export function firstResponseAfterOutcome(
  firstResponseAt: number | null,
  meeting: Pick<OutcomeMeeting, "startsAt">,
  previous: string | null,
  next: MeetingOutcome,
): number | null {
  if (next === "kept") return firstResponseAt ?? meeting.startsAt;
  if (previous === "kept" && firstResponseAt === meeting.startsAt) return null;
  return firstResponseAt;
}
