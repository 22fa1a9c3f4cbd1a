import { redirect } from "@remix-run/node";
import * as z from "zod";
import type { StaffMember } from "~/features/staff/session.server";
import { isLeadNoteKind, isLeadStatus, leadStatusLabel } from "~/features/lead-store/lead-types";
import { addLeadNote, changeLeadStatus } from "~/features/lead-store/leads.server";
import { storableText } from "~/utils/storable-text";

/** A note's answers; the lead page's endpoint declares it and reads notes with it. */
export const NoteSchema = z.object({ note: storableText().trim().min(1, "Write a note first").max(2000, "Notes are limited to 2,000 characters") });

/**
 * Status changes and notes posted from a lead's page (post/redirect/get), from a form
 * already read and checked for its token (the page's other forms: inbox/lead-page-actions.server.ts).
 * A note is read with `noteSchema` (NoteSchema, taken from the page's endpoint declaration).
 */
export async function applyLeadAction(formData: FormData, id: number, staff: StaffMember, noteSchema: typeof NoteSchema) {
  const intent = formData.get("intent");

  if (intent === "status") {
    const status = formData.get("status");
    if (!isLeadStatus(status)) return { error: "Choose a status from the list." };
    const changed = await changeLeadStatus(id, status, staff, `Status changed to ${leadStatusLabel(status)}`);
    if (!changed) throw new Response("Lead not found", { status: 404 });
    return redirect(`/admin/leads/${id}?updated=status`);
  }

  if (intent === "note") {
    const note = noteSchema.safeParse({ note: formData.get("note") ?? "" });
    if (!note.success) return { error: note.error.issues[0]?.message ?? "Invalid note" };
    const kind = formData.get("kind") ?? "note";
    if (!isLeadNoteKind(kind)) return { error: "Choose what you are writing down: a note, a call or an e-mail." };
    if (!(await addLeadNote(id, staff, note.data.note, kind))) throw new Response("Lead not found", { status: 404 });
    return redirect(`/admin/leads/${id}?updated=note`);
  }

  return { error: "Unknown action." };
}

/** A lead id from the URL, or null. */
export function parseLeadId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && String(id) === value ? id : null;
}
