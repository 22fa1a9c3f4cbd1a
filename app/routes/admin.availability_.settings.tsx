import type { LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useRouteLoaderData, useSearchParams, type MetaFunction } from "@remix-run/react";
import { handleBookingSettingsPost, loadBookingSettingsScreen, BOOKING_SETTINGS_FORM } from "~/features/booking/availability-screens.server";
import { BookingSettingsPage } from "~/features/booking/components/booking-settings-page";
import { requireStaffPermission } from "~/features/staff/session.server";
import { staffMeta } from "~/utils/staff-area";
import { endpointAction } from "~/utils/endpoint.server";
import type { loader as layoutLoader } from "./admin";

/** The company's holidays and the booking settings (decision 061). */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadBookingSettingsScreen(await requireStaffPermission(request, "booking"));
}

export const action = /* @__PURE__ */ endpointAction(BOOKING_SETTINGS_FORM, ({ request, caller }) => handleBookingSettingsPost(request, caller));

export const meta: MetaFunction = () => staffMeta("Booking settings | Staff");

export default function BookingSettingsRoute() {
  const screen = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const csrf = useRouteLoaderData<typeof layoutLoader>("routes/admin")?.csrf ?? "";
  const [searchParams] = useSearchParams();
  return (
    <BookingSettingsPage
      screen={screen}
      actionData={actionData}
      csrf={csrf}
      saved={searchParams.get("saved")}
      savedYear={searchParams.get("year")}
    />
  );
}
