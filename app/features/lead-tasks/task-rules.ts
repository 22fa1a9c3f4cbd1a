import * as z from "zod";
import { instantsAtWallTime, isCalendarDate } from "~/utils/time-zones";
import { minutesOfClock } from "~/utils/date-range";
import { storableText } from "~/utils/storable-text";

/**
 * Dated tasks on a lead ("call back Friday 10 AM", decision 072): what a task form may
 * hold, when it is due, and what a lead's next due time is once tasks count.
 */

export const TASK_TITLE_MAX = 200;

/** What a task form posts, exactly as typed (kept on a refusal so nothing is lost). */
export interface TaskFormValues {
  title: string;
  date: string;
  time: string;
}

/** A task form's answers; the lead page's endpoint declares it and reads tasks with it. */
export const TaskSchema = z.object({
  title: storableText().trim().min(1, "Say what is to be done").max(TASK_TITLE_MAX, `A task's title is limited to ${TASK_TITLE_MAX} characters`),
  date: storableText().refine(isCalendarDate, "Choose the day it is due"),
  time: storableText().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Choose the time it is due"),
});

export type TaskFormResult =
  | { ok: true; title: string; dueAt: Date }
  | { ok: false; values: TaskFormValues; errors: Partial<Record<keyof TaskFormValues, string>> };

/** A form's text field, or "" (a missing field or an uploaded file is nothing typed). */
const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * Reads a new task with `schema` (TaskSchema, taken from the declaration of the endpoint
 * that reads it): its title, and its day and time on the clock of the person typing
 * (`timeZone`), turned into a UTC instant. A time the clocks skip that day (2:30 AM when
 * they go forward) is refused, as no instant has it; a time they repeat (1:30 AM when they
 * go back) is its first occurrence.
 */
export function readTaskForm(form: FormData, timeZone: string, schema: typeof TaskSchema): TaskFormResult {
  const values: TaskFormValues = { title: textOf(form, "title"), date: textOf(form, "date"), time: textOf(form, "time") };
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<keyof TaskFormValues, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof TaskFormValues;
      errors[field] ??= issue.message;
    }
    return { ok: false, values, errors };
  }
  const [dueAt] = instantsAtWallTime(parsed.data.date, minutesOfClock(parsed.data.time), timeZone);
  if (!dueAt) {
    return { ok: false, values, errors: { time: "The clocks skip that time on that day (they go forward): choose another" } };
  }
  return { ok: true, title: parsed.data.title, dueAt };
}

/** What decides whether a lead still waits for its first reply (decision 069). */
export interface ReplyClock {
  status: string;
  dueAt: number | null;
  firstResponseAt: number | null;
}

/** When the reply is due while the lead waits for it (unanswered and still New); null once answered or closed. */
export function replyDueAt(lead: ReplyClock): number | null {
  return lead.dueAt !== null && lead.firstResponseAt === null && lead.status === "pending" ? lead.dueAt : null;
}

/**
 * A lead's next due time, epoch ms: the earliest of its reply due (while it waits for a
 * reply) and its open tasks' due times; null when nothing is due. A task is work the
 * owner set themselves, so it counts whatever the lead's status.
 */
export function nextDueAt(lead: ReplyClock, openTaskDueTimes: readonly number[]): number | null {
  const times = [replyDueAt(lead), ...openTaskDueTimes].filter((time): time is number => time !== null);
  return times.length > 0 ? Math.min(...times) : null;
}
