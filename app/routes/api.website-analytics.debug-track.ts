import type { ActionFunctionArgs } from "@remix-run/node";
import { handleTrack } from "~/features/analytics/ingest.server";
import { jsonError } from "~/utils/http.server";

/** Same as /track, and logs and echoes the parsed record (the tracker's debug mode, product reference §7.3). */
export function action({ request }: ActionFunctionArgs) {
  return handleTrack(request, { debug: true });
}

export function loader() {
  return jsonError(405, "Use POST.");
}
