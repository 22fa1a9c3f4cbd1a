import { describe, expect, it } from "vitest";
import { PAGE_ALIASES } from "~/features/content-pages/content-pages.server";
import { routeManifest } from "./route-manifest.server";

/** Every fixed path of the route table (product reference §2.1). */
const SPEC_PATHS = [
  "/", "/consult", "/survey", "/articles",
  "/mobile-processing", "/web-commerce", "/text-qr", "/integrations", "/stand-alone-devices", "/maxx-pay",
  "/pos-terminals", "/surcharge", "/speedy-business-loan", "/merchant-cash-advance", "/mca", "/gift-loyalty",
  "/web-design", "/dual-pricing", "/pos-reseller", "/point-of-sale", "/dual-pricing-dealership", "/pos-system",
  "/retail", "/ecommerce", "/restaurants", "/professional-services", "/skill-trade", "/specialty-business",
  "/recruitment", "/payment-partnerships", "/partnership-forms", "/partner-registration", "/bank-partnership",
  "/merchant-onboarding", "/lightbox", "/lightbox-config", "/privacy-policy",
  "/chargeback-guide", "/understanding-chargebacks", "/win-chargeback-dispute", "/preventing-friendly-fraud",
  "/documenting-transactions", "/refund-fight-chargeback", "/delivery-order-chargebacks", "/staff-training",
  "/customer-communication", "/tracking-analysis",
  "/all-industries", "/navmobileview_solutions", "/navmobileview_industries",
  "/industries/adult-industry", "/industries/firearms", "/industries/airline-booking", "/industries/automotive",
  "/industries/cbd-oil", "/industries/cryptocurrency-trading", "/industries/dating", "/industries/online-gaming",
  "/industries/pharmacy", "/industries/sports-betting", "/industries/travel", "/industries/vape",
  "/industries/franchise", "/industries/property-management", "/industries/credit-repair",
  "/industries/credit-education-repair",
  "/press", "/education", "/compliance", "/employee-handbook", "/workplace-investigations",
  "/manager-compliance-training", "/digital-hr-templates", "/multistate-compliance", "/fractional-hr", "/hr-audits",
];

describe("route manifest", () => {
  const paths = routeManifest.map((entry) => entry.path);

  it("lists every path of the product reference's route table", () => {
    const missing = SPEC_PATHS.filter((path) => !paths.includes(path));
    expect(missing).toEqual([]);
  });

  it("has about 50 industry pages", () => {
    const industries = routeManifest.filter((entry) => entry.family === "industry" && !entry.canonicalPath);
    expect(industries.length).toBeGreaterThanOrEqual(45);
  });

  it("lists each path once", () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("gives every canonical page a unique title, h1 and description", () => {
    const canonical = routeManifest.filter((entry) => !entry.canonicalPath);
    for (const field of ["title", "h1", "description"] as const) {
      const values = canonical.map((entry) => entry[field]);
      const duplicates = values.filter((value, index) => values.indexOf(value) !== index);
      expect(duplicates, `duplicate ${field}`).toEqual([]);
    }
  });

  it("has descriptions search engines can use", () => {
    for (const entry of routeManifest.filter((candidate) => !candidate.noindex)) {
      expect(entry.description.length, entry.path).toBeGreaterThanOrEqual(50);
      expect(entry.description.length, entry.path).toBeLessThanOrEqual(170);
    }
  });

  it("points each alias at a page of the manifest", () => {
    for (const [alias, target] of Object.entries(PAGE_ALIASES)) {
      expect(paths).toContain(alias);
      expect(paths).toContain(target);
      expect(routeManifest.find((entry) => entry.path === alias)?.canonicalPath).toBe(target);
    }
  });
});
