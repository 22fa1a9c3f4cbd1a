import type { ActionFunctionArgs } from "@remix-run/node";
import { handleTrack } from "~/features/analytics/ingest.server";
import { jsonError } from "~/utils/http.server";

/** The tracker's beacon (product reference §7.3): the analytics record of §3.7. */
export function action({ request }: ActionFunctionArgs) {
  return handleTrack(request, { debug: false });
}

export function loader() {
  return jsonError(405, "Use POST.");
}
