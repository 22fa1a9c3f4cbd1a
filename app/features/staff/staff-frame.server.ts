import { data } from "@remix-run/node";
import { commitCsrfToken } from "~/utils/csrf.server";
import { staffNavigationFor } from "./roles";
import type { StaffMember } from "./session.server";

/**
 * What the staff frame (components/staff-frame.tsx) needs: the member, the forms'
 * anti-forgery token and the links of the member's role; `headers` sets the token's
 * cookie when it is new.
 */
export async function loadStaffFrame(request: Request, staff: StaffMember) {
  const [csrf, cookie] = await commitCsrfToken(request);
  const headers: Record<string, string> = cookie ? { "Set-Cookie": cookie } : {};
  return { frame: { staff, csrf, navigation: staffNavigationFor(staff.role) }, headers };
}

/** The loader's answer of a staff layout route (/admin, /lightbox-config): the frame alone. */
export async function staffFrameData(request: Request, staff: StaffMember) {
  const { frame, headers } = await loadStaffFrame(request, staff);
  return data(frame, { headers });
}
