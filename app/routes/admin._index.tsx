import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { homePathFor } from "~/features/staff/roles";
import { requireStaffPage } from "~/features/staff/session.server";

/** The staff area's front door: the first screen the member's role may use. */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaffPage(request);
  return redirect(homePathFor(staff.role));
}
