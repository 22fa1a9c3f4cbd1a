import { roleAllows } from "~/features/staff/roles";

/**
 * Who may hand a lead to someone else (decision 072): an admin any lead; a member who
 * works leads (sales) only the leads they own, so nobody takes a colleague's lead from
 * them by a form post. Anyone who works leads may claim a lead nobody owns.
 */
export function mayReassign(viewer: { id: number; role: string }, ownerId: number | null): boolean {
  if (viewer.role === "admin") return true;
  return roleAllows(viewer.role, "leads") && ownerId !== null && ownerId === viewer.id;
}

/** Whether a member may be given leads: an active account whose role works leads. */
export function mayOwnLeads(member: { role: string; active: boolean }): boolean {
  return member.active && roleAllows(member.role, "leads");
}
