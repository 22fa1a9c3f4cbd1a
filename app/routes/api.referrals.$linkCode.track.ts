import type { ActionFunctionArgs } from "@remix-run/node";
import { handleReferralTrack } from "~/features/referrals/referral-api.server";
import { jsonError } from "~/utils/http.server";

/** A referral click reported by a script client (product reference §7.1). */
export function action({ request, params }: ActionFunctionArgs) {
  return handleReferralTrack(request, params.linkCode);
}

export function loader() {
  return jsonError(405, "Use POST.");
}
