import { redirect } from "@remix-run/node";
import { claimLead, reassignLead } from "~/features/lead-ownership/ownership.server";
import { addLeadTask, completeLeadTask } from "~/features/lead-tasks/lead-tasks.server";
import { readTaskForm, TaskSchema, type TaskFormValues } from "~/features/lead-tasks/task-rules";
import { applyLeadAction, NoteSchema } from "~/features/leads/lead-actions.server";
import type { StaffMember } from "~/features/staff/session.server";
import { readEndpointForm } from "~/utils/endpoint.server";
import { staffForm } from "~/features/staff/staff-endpoint.server";

/**
 * POST /admin/leads/{id}: the lead page's forms (status, owner, notes, tasks). A note and a
 * new task have schemas; the status, the owners' and tasks' ids and the note's kind are read by hand.
 */
export const LEAD_PAGE_FORM = staffForm("leads", { schemas: { note: NoteSchema, task: TaskSchema } });

/** A refused form: the message, the status to answer with and, for a task, what was typed. */
export interface LeadPageRefusal {
  error: string;
  status: number;
  task?: { values: TaskFormValues; errors: Partial<Record<keyof TaskFormValues, string>> };
}

/** An id from a form field ("12"), or null. */
function idField(formData: FormData, name: string): number | null {
  const value = formData.get(name);
  const id = Number(value);
  return typeof value === "string" && Number.isSafeInteger(id) && id > 0 && String(id) === value ? id : null;
}

const leadGone = () => new Response("Lead not found", { status: 404 });

/**
 * Every form of a lead's page (post/redirect/get): claim, reassign, tasks, and the status
 * and notes of lead-actions.server.ts. Success redirects to the page with what changed;
 * a refusal re-renders it with the message and what was typed.
 */
export async function handleLeadPageAction(request: Request, id: number, staff: StaffMember): Promise<Response | LeadPageRefusal> {
  const formData = await readEndpointForm(request, LEAD_PAGE_FORM);
  const done = (updated: string) => redirect(`/admin/leads/${id}?updated=${updated}`);

  switch (formData.get("intent")) {
    case "claim": {
      const result = await claimLead(id, staff);
      return result.ok ? done("claimed") : { error: result.message, status: result.status };
    }
    case "reassign": {
      const to = idField(formData, "ownerId");
      if (to === null) return { error: "Choose who the lead goes to.", status: 400 };
      // The owner the page showed: "" for nobody.
      const from = formData.get("currentOwnerId") === "" ? null : idField(formData, "currentOwnerId");
      if (from === null && formData.get("currentOwnerId") !== "") return { error: "Reload the lead's page and try again.", status: 400 };
      const result = await reassignLead(id, staff, from, to);
      return result.ok ? done("reassigned") : { error: result.message, status: result.status };
    }
    case "task": {
      const task = readTaskForm(formData, staff.timeZone, LEAD_PAGE_FORM.answers.schemas.task);
      if (!task.ok) return { error: "The task was not added: see the fields below.", status: 400, task: { values: task.values, errors: task.errors } };
      if (!(await addLeadTask(id, staff, task.title, task.dueAt))) throw leadGone();
      return done("task");
    }
    case "task-done": {
      const taskId = idField(formData, "taskId");
      if (taskId === null) return { error: "Choose a task from the list.", status: 400 };
      if (!(await completeLeadTask(id, taskId, staff))) return { error: "That task is already done or no longer exists.", status: 409 };
      return done("task-done");
    }
    default: {
      const result = await applyLeadAction(formData, id, staff, LEAD_PAGE_FORM.answers.schemas.note);
      return result instanceof Response ? result : { ...result, status: 400 };
    }
  }
}
