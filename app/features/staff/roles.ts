/**
 * Staff roles and what each may use. One table decides both the guards on the server
 * (requireStaffPermission) and which links the staff navigation shows, so a link is
 * never shown for a page that would answer 403.
 */
export const STAFF_ROLES = ["admin", "marketing", "sales"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Admin",
  marketing: "Marketing",
  sales: "Sales",
};

export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  admin: "Everything, including staff accounts, the audit log and the jobs.",
  marketing: "Articles, pages, redirects, navigation, pop-ups, co-brands, partners and referral links, analytics.",
  sales: "The lead inbox, their own availability for consultations, survey results, referral and analytics reports.",
};

/** One area of the back office. */
export type StaffPermission =
  | "leads"
  | "survey"
  | "analytics"
  | "referrals"
  | "content"
  | "navigation"
  | "popups"
  | "brands"
  | "partners"
  | "staff"
  | "audit"
  /** One's own weekly hours and time off as a rep who takes consultations. */
  | "availability"
  /** Everyone's hours and time off, the company's holidays and the booking settings. */
  | "booking"
  /** The work done after requests (e-mails, reminders): seeing it and retrying what failed. */
  | "jobs"
  /** Who gets each new lead: the routing rules, the pools and their members (decision 070). */
  | "routing"
  /** Opening a page's draft at a preview link a colleague shared (decision 088). */
  | "previews";

const ALL: readonly StaffPermission[] = [
  "leads",
  "survey",
  "analytics",
  "referrals",
  "content",
  "navigation",
  "popups",
  "brands",
  "partners",
  "staff",
  "audit",
  "availability",
  "booking",
  "jobs",
  "routing",
  "previews",
];

const PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  admin: ALL,
  marketing: ["content", "navigation", "popups", "brands", "partners", "referrals", "analytics", "previews"],
  sales: ["leads", "survey", "referrals", "analytics", "availability", "previews"],
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether a role may use an area; an unknown role (a row edited by hand) may use nothing. */
export function roleAllows(role: string, permission: StaffPermission): boolean {
  return isStaffRole(role) && PERMISSIONS[role].includes(permission);
}

/** The staff navigation, in order; each entry shows only to the roles that may open it. */
export const STAFF_NAVIGATION: readonly { to: string; label: string; permission: StaffPermission }[] = [
  { to: "/admin/leads", label: "Leads", permission: "leads" },
  { to: "/admin/today", label: "My day", permission: "leads" },
  { to: "/admin/reports/response-times", label: "Response times", permission: "leads" },
  { to: "/admin/survey", label: "Survey", permission: "survey" },
  { to: "/admin/articles", label: "Articles", permission: "content" },
  { to: "/admin/content", label: "All pages", permission: "content" },
  { to: "/admin/pages", label: "Pages", permission: "content" },
  { to: "/admin/redirects", label: "Redirects", permission: "content" },
  { to: "/admin/media", label: "Media", permission: "content" },
  { to: "/admin/navigation", label: "Navigation", permission: "navigation" },
  { to: "/admin/lightboxes", label: "Pop-ups", permission: "popups" },
  { to: "/admin/brands", label: "Co-brands", permission: "brands" },
  { to: "/admin/partners", label: "Partners", permission: "partners" },
  { to: "/admin/analytics", label: "Analytics", permission: "analytics" },
  { to: "/admin/referrals", label: "Referrals", permission: "referrals" },
  { to: "/admin/availability", label: "Availability", permission: "availability" },
  { to: "/admin/availability/settings", label: "Booking settings", permission: "booking" },
  { to: "/admin/routing", label: "Lead routing", permission: "routing" },
  { to: "/admin/staff", label: "Staff", permission: "staff" },
  { to: "/admin/audit", label: "Audit log", permission: "audit" },
  { to: "/admin/jobs", label: "Jobs", permission: "jobs" },
];

export function staffNavigationFor(role: string) {
  return STAFF_NAVIGATION.filter((entry) => roleAllows(role, entry.permission));
}

/** The first page a role can use: where /admin and a sign-in without a return path lead. */
export function homePathFor(role: string): string {
  return staffNavigationFor(role)[0]?.to ?? "/admin/login";
}

export function forbiddenMessage(role: string): string {
  const label = isStaffRole(role) ? ROLE_LABELS[role] : "Your";
  return `${label} accounts cannot use this page. Ask an admin if you need it.`;
}
