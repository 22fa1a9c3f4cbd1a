/** Demo co-branding rows; the logos are files in public/images/brands/. */
export const demoClientBranding = {
  clientId: "1001",
  businessName: "Riverbend Coffee Co.",
  logoUrl: "/images/brands/riverbend-coffee.svg",
  logoAltText: "Riverbend Coffee Co. logo",
};

export const demoPartnerBranding = {
  partnerId: "2001",
  businessName: "Gulf Coast Community Bank",
  logoUrl: "/images/brands/gulf-coast-bank.svg",
  logoAltText: "Gulf Coast Community Bank logo",
};
