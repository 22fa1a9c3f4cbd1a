import type { LoaderFunctionArgs } from "@remix-run/node";
import { calendarFeedResponse } from "~/features/booking/calendar-subscription.server";

/** A rep's private calendar subscription, /calendar/{secret}.ics (decision 064): answered to calendar apps without a sign-in. */
export function loader({ request, params }: LoaderFunctionArgs) {
  return calendarFeedResponse(request, params.file);
}
