import { describe, expect, it } from "vitest";
import { PROCESSING_VOLUMES } from "~/features/consult/options";
import { leadFacts, VOLUME_BANDS, volumeBandOf } from "./lead-facts";
import { statesIn } from "./us-states";

const partners = { byRef: new Map([["acme", 7]]), byLinkCode: new Map([["LINK42", 9]]) };

describe("leadFacts", () => {
  it("reads the consultation wizard's industry and volume band", () => {
    const facts = leadFacts({ type: "consultation", payload: { industry_type: "retail", processing_volume: "50k_100k" }, referral: null, linkCode: null }, partners);
    expect(facts).toEqual({ type: "consultation", industry: "retail", volumeBand: "50k_100k", states: [], referralPartnerId: null });
  });

  it("knows the wizard's bands", () => {
    expect([...VOLUME_BANDS].sort()).toEqual(PROCESSING_VOLUMES.map((band) => band.value).sort());
  });

  it("puts the merchant application's monthly volume in the wizard's bands", () => {
    const facts = leadFacts({ type: "merchant_application", payload: { industry_type: "restaurant", monthly_volume: 10_000 }, referral: null, linkCode: null }, partners);
    expect(facts).toMatchObject({ industry: "restaurant", volumeBand: "10k_50k" });
    expect([0, 9_999, 49_999.5, 50_000, 100_000, 500_000, "750000", "", null, -1].map(volumeBandOf)).toEqual([
      "under_10k", "under_10k", "10k_50k", "50k_100k", "100k_500k", "over_500k", "over_500k", null, null, null,
    ]);
  });

  it("reads the states a partner form names in its markets or territories", () => {
    expect(leadFacts({ type: "partner_agent", payload: { markets: "MS, AL, TN" }, referral: null, linkCode: null }, partners).states).toEqual(["MS", "AL", "TN"]);
    expect(leadFacts({ type: "partner_pos_reseller", payload: { territories: "Texas and New Mexico, or nationwide" }, referral: null, linkCode: null }, partners).states).toEqual(["TX", "NM"]);
    expect(statesIn("we are in or near me")).toEqual([]);
  });

  it("finds the referral partner by its ref, else by the link code", () => {
    expect(leadFacts({ type: "chat_callback", payload: {}, referral: { ref: "acme", linkCode: "X" }, linkCode: "X" }, partners).referralPartnerId).toBe(7);
    expect(leadFacts({ type: "chat_callback", payload: {}, referral: { ref: "gone" }, linkCode: "LINK42" }, partners).referralPartnerId).toBe(9);
    expect(leadFacts({ type: "chat_callback", payload: "not an object", referral: "nor this", linkCode: null }, partners)).toEqual({
      type: "chat_callback", industry: null, volumeBand: null, states: [], referralPartnerId: null,
    });
  });
});
