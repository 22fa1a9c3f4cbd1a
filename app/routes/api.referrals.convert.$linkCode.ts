import { conversionCallRetired, REFERRAL_CONVERSION } from "~/features/referrals/referral-api.server";
import { endpointAction } from "~/utils/endpoint.server";

/**
 * Retired (decision 029): a conversion is what a partner is paid for, so the site records
 * one only for a lead it stored (referrals.server.ts, convertLeadReferral). Every request
 * is answered 410 and changes nothing.
 */
export const action = /* @__PURE__ */ endpointAction(REFERRAL_CONVERSION, () => conversionCallRetired());

export function loader() {
  return conversionCallRetired();
}
