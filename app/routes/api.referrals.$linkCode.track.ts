import { handleReferralTrack, REFERRAL_TRACK } from "~/features/referrals/referral-api.server";
import { endpointAction, methodRefusal } from "~/utils/endpoint.server";

/** A referral click reported by a script client (product reference §7.1). */
export const action = /* @__PURE__ */ endpointAction(REFERRAL_TRACK, ({ request, params }) => handleReferralTrack(request, params.linkCode));

export function loader() {
  return methodRefusal(REFERRAL_TRACK);
}
