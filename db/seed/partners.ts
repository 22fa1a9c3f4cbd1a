/**
 * The demo referral partner and its one link (/admin/partners), so the screen is never
 * empty on a fresh start. The link code is the one the link builder makes from these
 * values (checked by app/features/partners/partner-rules.test.ts).
 */
export const demoReferralPartner = {
  id: 1,
  name: "Gulf Coast Bank (demo)",
  ref: "gulf-coast-bank",
  contactEmail: "partners@gulfcoastbank.example",
  notes: "Demo partner: its spring mailing link lands on the home page.",
  active: true,
};

export const demoReferralLink = {
  id: 1,
  partnerId: demoReferralPartner.id,
  label: "Spring mailing (demo)",
  code: "spring26",
  utmSource: "newsletter",
  utmMedium: "email",
  utmCampaign: "spring",
  landingPath: "/",
  linkCode: "ref_gulf-coast-bank_newsletter-email-spring_spring26",
};
