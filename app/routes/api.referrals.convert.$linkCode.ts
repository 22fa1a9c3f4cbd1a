import type { ActionFunctionArgs } from "@remix-run/node";
import { handleReferralConvert } from "~/features/referrals/referral-api.server";
import { jsonError } from "~/utils/http.server";

/** A conversion credited to a referral link (product reference §7.1); idempotent per user or lead. */
export function action({ request, params }: ActionFunctionArgs) {
  return handleReferralConvert(request, params.linkCode);
}

export function loader() {
  return jsonError(405, "Use POST.");
}
