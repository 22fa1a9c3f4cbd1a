import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleDebugTrack } from "~/features/analytics/ingest.server";

/** Same as /track, and logs and echoes the parsed record (the tracker's debug mode, product reference §7.3); off in production (decision 027). */
export function action({ request }: ActionFunctionArgs) {
  return handleDebugTrack(request);
}

export function loader({ request }: LoaderFunctionArgs) {
  return handleDebugTrack(request);
}
