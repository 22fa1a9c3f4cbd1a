import type { LoaderFunctionArgs } from "@remix-run/node";
import { availabilitySlot, parseAvailabilityQuery } from "~/features/booking/availability-api";
import { loadFreeSlots } from "~/features/booking/availability-store.server";
import { jsonError, jsonResponse } from "~/utils/http.server";
import { NEVER_STORED } from "~/utils/security-headers.server";

/**
 * GET /api/availability?date=YYYY-MM-DD&time_zone=CT: the free consultation starts of
 * that date in the visitor's zone (issue 27's API shape). Never from a shared cache: a
 * slot booked a second ago must not be offered again.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = parseAvailabilityQuery(new URL(request.url).searchParams);
  if (!query.ok) return jsonError(400, query.message);
  const slots = await loadFreeSlots(query.date, query.zone);
  return jsonResponse(
    { success: true, data: { time_zone: query.timeZone, slots: slots.map((slot) => availabilitySlot(slot, query.zone)) } },
    { headers: { "Cache-Control": NEVER_STORED } },
  );
}
