import type { Crumb } from "~/components/page-templates/content-blocks";
import type { PageFamily } from "./page-schema";

/** The breadcrumb between Home and a page, by page family. */
const FAMILY_CRUMBS: Partial<Record<PageFamily, Crumb>> = {
  product: { href: "/navmobileview_solutions", title: "Solutions" },
  segment: { href: "/all-industries", title: "Industries" },
  industry: { href: "/all-industries", title: "Industries" },
  hr: { href: "/compliance", title: "Compliance" },
  chargeback: { href: "/chargeback-guide", title: "Chargeback Guide" },
  partner: { href: "/payment-partnerships", title: "Partner with Us" },
  articles: { href: "/articles", title: "Articles" },
};

/** Home › family › page; the family step is skipped on the family's own hub page. */
export function buildBreadcrumbs(family: PageFamily, path: string, title: string): Crumb[] {
  const crumb = FAMILY_CRUMBS[family];
  return [
    { href: "/", title: "Home" },
    ...(crumb && crumb.href !== path ? [crumb] : []),
    { href: path, title },
  ];
}
