/** The demo promotional pop-up of the home page (product reference §2.5); staff edit it at /lightbox-config. */
export const demoLightbox = {
  name: "Zero-percent processing (demo)",
  header: "Stop paying to get paid",
  description:
    "Our surcharge and dual pricing programs can bring your card processing costs down to 0%. " +
    "Find out in a free consultation how much you could keep every month.",
  ctaText: "Request a Consultation Now",
  ctaUrl: "/consult",
  image: "/images/lightbox/zero-percent.svg",
  showOnce: true,
  showOnExit: false,
  closeOnOverlay: true,
  page: "home",
  active: true,
};
