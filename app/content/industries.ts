import { highRiskIndustryPages } from "./industries-high-risk";
import { mainstreamIndustryPages } from "./industries-mainstream";
import type { IndustryGroup, IndustryPage } from "./types";

/** Every industry page, in menu-group order. */
export const industryPages: IndustryPage[] = [...mainstreamIndustryPages, ...highRiskIndustryPages];

/** The menu groups of the Industries menu, in order (product reference §2.2). */
export const INDUSTRY_GROUPS: { group: IndustryGroup; label: string }[] = [
  { group: "retail_commerce", label: "Retail & Commerce" },
  { group: "service_industries", label: "Service Industries" },
  { group: "specialized_business", label: "Specialized Businesses" },
  { group: "high_risk", label: "High Risk Industries" },
];
