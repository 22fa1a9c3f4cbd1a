import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { parseLeadId } from "~/features/leads/lead-actions.server";
import { recordMeetingOutcome } from "~/features/response-report/meeting-outcome.server";
import { requireStaffPermission } from "~/features/staff/session.server";
import { notFound } from "~/utils/http.server";
import { staffForm } from "~/features/staff/staff-endpoint.server";
import { readEndpointForm, endpointAction } from "~/utils/endpoint.server";

/** Records a meeting's outcome from the lead's page, then shows the lead again (post/redirect/get). */
/** A meeting's outcome, from the lead page (kept, no-show, moved). */
const MEETING_OUTCOME_FORM = staffForm("leads", { none: "reads `outcome` (kept or no_show) by hand: no schema" });

export const action = /* @__PURE__ */ endpointAction(MEETING_OUTCOME_FORM, async ({ request, params, caller }) => {
  const bookingId = parseLeadId(params.id); // an id in a URL, read as a lead's is
  if (!bookingId) throw notFound();
  const formData = await readEndpointForm(request, MEETING_OUTCOME_FORM);
  const result = await recordMeetingOutcome(bookingId, formData.get("outcome"), caller);
  if (!result) throw notFound("Meeting not found");
  if ("refused" in result) throw new Response(result.message, { status: result.status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return redirect(`/admin/leads/${result.leadId}?outcome=saved`);
});

/** Nothing to show here: the outcome is recorded on the lead's page. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaffPermission(request, "leads");
  return redirect("/admin/leads");
}
