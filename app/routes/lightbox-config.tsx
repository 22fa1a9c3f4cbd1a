// "lightbox" is the product's name for the pop-up in URLs and data (product reference §3.1); the code says "pop-up".
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { PopupToolsNav } from "~/features/popups/components/popup-tools-nav";
import { staffPageLinks } from "~/features/popups/staff-page";
import { STAFF_FRAME_STYLES, StaffErrorBoundary, StaffFrame } from "~/features/staff/components/staff-frame";
import { requireStaffPermission } from "~/features/staff/session.server";
import { staffFrameData } from "~/features/staff/staff-frame.server";
import { staffAreaHandle, staffAreaHeaders } from "~/utils/staff-area";

/**
 * /lightbox-config and below: the pop-up editor for signed-in staff (each child checks
 * sign-in too), in the same staff frame as /admin (its bar, Sign out) at the spec's address.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return staffFrameData(request, await requireStaffPermission(request, "popups"));
}

export const headers = staffAreaHeaders;
export const handle = staffAreaHandle;
export const links: LinksFunction = () => [...STAFF_FRAME_STYLES, ...staffPageLinks()];

export default function PopupConfigLayout() {
  const frame = useLoaderData<typeof loader>();
  return (
    <StaffFrame {...frame}>
      <PopupToolsNav />
      <Outlet />
    </StaffFrame>
  );
}

export function ErrorBoundary() {
  return <StaffErrorBoundary routeId="routes/lightbox-config" />;
}
