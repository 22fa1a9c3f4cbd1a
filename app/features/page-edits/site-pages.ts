/** The families the list of every page (/admin/content) shows and filters by, in order. */
export const SITE_PAGE_FAMILIES = [
  { value: "home", label: "Home page" },
  { value: "product", label: "Products" },
  { value: "segment", label: "Business types" },
  { value: "industry", label: "Industries" },
  { value: "hr", label: "HR guides" },
  { value: "chargeback", label: "Chargeback guides" },
  { value: "partner", label: "Partner programs" },
  { value: "legal", label: "Legal" },
  { value: "database", label: "Database pages" },
  { value: "article", label: "Articles" },
] as const;

/** The statuses it filters by: a shipped page's (decision 088), a database page's or an article's, and a changed shipped file. */
export const SITE_PAGE_STATUSES = [
  { value: "shipped", label: "Shipped version" },
  { value: "edited", label: "Edited" },
  { value: "draft", label: "Draft" },
  { value: "scheduled", label: "Scheduled" },
  { value: "published", label: "Published" },
  { value: "unpublished", label: "Unpublished" },
  { value: "changed", label: "Shipped version changed" },
] as const;
