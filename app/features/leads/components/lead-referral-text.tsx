import type { LeadReferral } from "../lead-view";

/** Who referred a lead: the partner and link as staff named them, the link code beside it; the code alone when no partner link has it. */
export function LeadReferralText({ referral }: { referral: LeadReferral }) {
  const code = <span className="lead-code">{referral.code}</span>;
  return referral.partner ? (
    <>
      {referral.partner} {code}
    </>
  ) : (
    code
  );
}
