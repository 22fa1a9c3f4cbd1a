import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, type MetaFunction } from "@remix-run/react";
import { STAFF_FRAME_STYLES, StaffErrorBoundary, StaffFrame } from "~/features/staff/components/staff-frame";
import { requireStaffPage } from "~/features/staff/session.server";
import { staffFrameData } from "~/features/staff/staff-frame.server";
import { staffAreaHandle, staffAreaHeaders, staffAreaShouldRevalidate, staffMeta } from "~/utils/staff-area";

export const links: LinksFunction = () => STAFF_FRAME_STYLES;

/** The staff area: every page below needs a signed-in staff member; the bar shows what the role may use. */
export async function loader({ request }: LoaderFunctionArgs) {
  return staffFrameData(request, await requireStaffPage(request));
}

export const headers = staffAreaHeaders;
export const handle = staffAreaHandle;
export const shouldRevalidate = staffAreaShouldRevalidate;

export const meta: MetaFunction = () => staffMeta("Staff");

export default function StaffLayout() {
  const frame = useLoaderData<typeof loader>();
  return (
    <StaffFrame {...frame}>
      <Outlet />
    </StaffFrame>
  );
}

export function ErrorBoundary() {
  return <StaffErrorBoundary routeId="routes/admin" />;
}
