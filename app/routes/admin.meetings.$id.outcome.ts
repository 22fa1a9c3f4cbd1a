import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseLeadId } from "~/features/leads/lead-actions.server";
import { recordMeetingOutcome } from "~/features/response-report/meeting-outcome.server";
import { requireStaffPermission } from "~/features/staff/session.server";
import { requireValidCsrf } from "~/utils/csrf.server";
import { notFound, requireFormBody, SMALL_FORM_BYTES } from "~/utils/http.server";

/** Records a meeting's outcome from the lead's page, then shows the lead again (post/redirect/get). */
export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaffPermission(request, "leads");
  const bookingId = parseLeadId(params.id); // an id in a URL, read as a lead's is
  if (!bookingId) throw notFound();
  const formData = await requireFormBody(request, SMALL_FORM_BYTES);
  await requireValidCsrf(request, formData);
  const result = await recordMeetingOutcome(bookingId, formData.get("outcome"), staff);
  if (!result) throw notFound("Meeting not found");
  if ("refused" in result) throw new Response(result.message, { status: result.status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return redirect(`/admin/leads/${result.leadId}?outcome=saved`);
}

/** Nothing to show here: the outcome is recorded on the lead's page. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaffPermission(request, "leads");
  return redirect("/admin/leads");
}
