import type { ActionFunctionArgs } from "@remix-run/node";
import { handleTrack } from "~/features/analytics/ingest.server";
import { jsonError } from "~/utils/http.server";

/** The tracker's beacon (spec §7): the §3 analytics record. */
export function action({ request }: ActionFunctionArgs) {
  return handleTrack(request, { debug: false });
}

export function loader() {
  return jsonError(405, "Use POST.");
}
