import { sql } from "drizzle-orm";
import {
  type AnySQLiteColumn,
  blob,
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

/**
 * Every instant is stored as epoch milliseconds, UTC, in an integer column (decision 092):
 * ordering, ranges and durations are integer comparisons and subtraction in SQL, and the
 * value is a `number` in TypeScript. ISO text is made only where a value leaves the app
 * (HTML, CSV, JSON replies, e-mail, iCalendar). Calendar dates and wall-clock times that
 * are not instants (a rep's day off, an article's publication date) stay text.
 */
const instant = (name: string) => integer(name);

/** The current instant in epoch ms; rounded, as the seconds SQLite reports are a float. */
const nowInEpochMs = sql`(CAST(round(unixepoch('subsec') * 1000) AS INTEGER))`;

const createdAt = () => instant("created_at").notNull().default(nowInEpochMs);

/**
 * Edit counter for the rows staff edit in the back office: a save names the version its
 * form was made from and is refused when the row has moved on since (a stale form).
 */
const version = () => integer("version").notNull().default(1);

/**
 * Menu entries for the Solutions, Industries and Partner with Us menus (product reference §3.2, §7.2).
 * An item with children renders as an extra titled section of its menu.
 */
export const navigationItems = sqliteTable(
  "navigation_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sectionType: text("section_type").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    /** SVG path data, or one of the keywords mobile, pos, services. */
    icon: text("icon"),
    linkUrl: text("link_url"),
    parentId: integer("parent_id").references((): AnySQLiteColumn => navigationItems.id, {
      onDelete: "cascade",
    }),
    sortOrder: integer("sort_order").notNull().default(0),
    /** Hidden items stay in the back office but are left out of the header and the API. */
    hidden: integer("hidden", { mode: "boolean" }).notNull().default(false),
    version: version(),
  },
  (table) => [
    index("navigation_items_section_idx").on(table.sectionType, table.sortOrder),
    index("navigation_items_parent_idx").on(table.parentId),
  ],
);

/** Co-branding for a client: `?client={clientId}&brand=…` (product reference §3.3, §4.3). */
export const clientBrandings = sqliteTable(
  "client_brandings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    clientId: text("client_id").notNull(),
    businessName: text("business_name").notNull(),
    logoUrl: text("logo_url"),
    logoAltText: text("logo_alt_text"),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: instant("updated_at"),
    version: version(),
  },
  (table) => [uniqueIndex("client_brandings_client_id_unique").on(table.clientId)],
);

/** Co-branding for a partner: `?partner={partnerId}&brand=…`. */
export const partnerBrandings = sqliteTable(
  "partner_brandings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    partnerId: text("partner_id").notNull(),
    businessName: text("business_name").notNull(),
    logoUrl: text("logo_url"),
    logoAltText: text("logo_alt_text"),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: instant("updated_at"),
    version: version(),
  },
  (table) => [uniqueIndex("partner_brandings_partner_id_unique").on(table.partnerId)],
);

/**
 * Pages managed in the database and served by the `/{slug}` catch-all.
 * Every page in the route manifest wins over a row with the same slug.
 * The body is Markdown and is rendered through a sanitising renderer.
 */
export const pages = sqliteTable(
  "pages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    body: text("body").notNull().default(""),
    published: integer("published", { mode: "boolean" }).notNull().default(true),
    noindex: integer("noindex", { mode: "boolean" }).notNull().default(false),
    /** What link previews show instead of the title and description; empty: those. */
    socialTitle: text("social_title").notNull().default(""),
    socialDescription: text("social_description").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: instant("updated_at"),
    version: version(),
  },
  (table) => [uniqueIndex("pages_slug_unique").on(table.slug)],
);

/**
 * Every save of a back-office page or article (issue 30): the editor's values as they were
 * stored, who saved them and when, so an earlier version can be compared and restored.
 * `subject` names the row: `article:12`, `page:4`.
 */
export const contentRevisions = sqliteTable(
  "content_revisions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    subject: text("subject").notNull(),
    /** The editor's form values after this save, as JSON (title, slug, body, …). */
    fields: text("fields").notNull(),
    /** What the save did: baseline (the row before its first recorded save) | create | update | publish | unpublish. */
    action: text("action").notNull(),
    /** The row's version once this save was stored. */
    rowVersion: integer("row_version").notNull(),
    /** Null for the baseline and once the account is deleted. */
    createdBy: integer("created_by").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("content_revisions_subject_idx").on(table.subject, table.id)],
);

/**
 * A marketer's edit of a content page whose shipped version is a file in `content/pages/`
 * (issue 30, decision 088). The values are the page editor's form values as JSON. Visitors
 * get `published` instead of the file while it is set; a `draft` waits, and goes live by
 * itself at `publish_at` when one is set. Removing `published` is "back to the shipped
 * version". `shipped_hash` is the file's hash when the edit was last saved, so a deploy
 * that changes the file shows in the editor instead of being silently hidden by the edit.
 */
export const pageEdits = sqliteTable(
  "page_edits",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The page's path: "/surcharge", "/industries/grocery". */
    path: text("path").notNull(),
    /** Saved, not live yet (JSON), or null. */
    draft: text("draft"),
    /** When the draft goes live, or null: it waits to be published. */
    publishAt: instant("publish_at"),
    /** What visitors get instead of the file (JSON), or null: the shipped version. */
    published: text("published"),
    /** When it was last published. */
    publishedAt: instant("published_at"),
    shippedHash: text("shipped_hash").notNull(),
    updatedBy: integer("updated_by").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: instant("updated_at"),
    version: version(),
  },
  (table) => [uniqueIndex("page_edits_path_unique").on(table.path)],
);

/** Articles (product reference §2.1): Markdown bodies rendered through the sanitising renderer. */
export const articles = sqliteTable(
  "articles",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    body: text("body").notNull(),
    author: text("author").notNull(),
    /** YYYY-MM-DD: the publication date on the site's calendar, not an instant (decision 092), so text. */
    publishedAt: text("published_at").notNull(),
    /** HH:MM on the site's clock at which a scheduled article goes live on its day; 00:00 for the start of the day. */
    publishTime: text("publish_time").notNull().default("00:00"),
    updatedAt: instant("updated_at"),
    published: integer("published", { mode: "boolean" }).notNull().default(true),
    /** Site path of an uploaded cover image (/uploads/…), or null. */
    coverImage: text("cover_image"),
    coverAlt: text("cover_alt"),
    /** What link previews show instead of the title and description; empty: those. */
    socialTitle: text("social_title").notNull().default(""),
    socialDescription: text("social_description").notNull().default(""),
    createdAt: createdAt(),
    version: version(),
  },
  (table) => [
    uniqueIndex("articles_slug_unique").on(table.slug),
    index("articles_published_idx").on(table.published, table.publishedAt),
  ],
);

/**
 * Every lead a visitor submits: consultations now, other forms later. Contact columns
 * are copied out of the payload so the inbox can list, filter and search them; the full
 * submission stays in `payload` (JSON validated by the form's zod schema).
 * Pipeline status: pending (new) → contacted → qualified → won | lost.
 */
export const leads = sqliteTable(
  "leads",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /**
     * What the visitor and staff call the lead ("7K2QM-XD9RF"): random, so it says
     * nothing about how many leads there are. The id stays internal.
     */
    reference: text("reference").notNull(),
    type: text("type").notNull(),
    status: text("status").notNull().default("pending"),
    fullName: text("full_name").notNull(),
    businessName: text("business_name"),
    email: text("email"),
    phone: text("phone"),
    payload: text("payload", { mode: "json" }).notNull().$type<Record<string, unknown>>(),
    /** Referral attribution captured during the visit, when there was one. */
    referral: text("referral", { mode: "json" }).$type<Record<string, unknown> | null>(),
    linkCode: text("link_code"),
    /** The promotional pop-up whose call to action led here, when one did. */
    lightboxId: integer("lightbox_id"),
    /** How it arrived: "form" (server-rendered form post) or "api" (JSON endpoint). */
    channel: text("channel").notNull().default("form"),
    /** The staff member who owns the lead: for a booked consultation, the rep who holds the meeting. */
    ownerId: integer("owner_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** Epoch ms: when a reply is due (decision 069): the meeting's start, or one business day after arrival. */
    dueAt: instant("due_at"),
    /** Epoch ms: the first staff action that counts as a reply (a status change from New); it stops the clock. */
    firstResponseAt: instant("first_response_at"),
    /** Epoch ms: when the lead passed its due time unanswered and its owner and the admins were told (decision 070). */
    overdueAt: instant("overdue_at"),
    createdAt: createdAt(),
    updatedAt: instant("updated_at"),
  },
  (table) => [
    index("leads_created_idx").on(table.createdAt),
    index("leads_status_idx").on(table.status, table.createdAt),
    index("leads_type_idx").on(table.type, table.createdAt),
    uniqueIndex("leads_reference_unique").on(table.reference),
    index("leads_owner_idx").on(table.ownerId, table.createdAt),
    index("leads_due_idx").on(table.dueAt),
  ],
);



/** One touch's columns (`first_source`, `firstSource`…) of lead_attributions, the same for the first and the last. */
function touchColumns<Prefix extends "first" | "last">(prefix: Prefix) {
  const columns = {
    Source: text(`${prefix}_source`).notNull(),
    Medium: text(`${prefix}_medium`).notNull(),
    Campaign: text(`${prefix}_campaign`),
    Term: text(`${prefix}_term`),
    Content: text(`${prefix}_content`),
    ReferrerHost: text(`${prefix}_referrer_host`),
    LandingPage: text(`${prefix}_landing_page`).notNull(),
    ReferralLinkCode: text(`${prefix}_referral_link_code`),
    /** Epoch ms, UTC: when the visitor arrived. */
    At: instant(`${prefix}_at`).notNull(),
  };
  type Named = { [Key in keyof typeof columns as `${Prefix}${Key}`]: (typeof columns)[Key] };
  return Object.fromEntries(Object.entries(columns).map(([key, column]) => [`${prefix}${key}`, column])) as Named;
}
/**
 * Where a lead's visitor came from (decision 076): the first and the last non-direct touch
 * recorded in the visitor's attribution cookie when the lead was sent, stored in the same
 * transaction as the lead. No row when nothing was recorded (Do Not Track, Global Privacy
 * Control, the staff opt-out, a bot, an API client): never a made-up "direct". The
 * partner behind a referral link code is named from the partners' data when shown.
 */
export const leadAttributions = sqliteTable(
  "lead_attributions",
  {
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    ...touchColumns("first"),
    ...touchColumns("last"),
    /** The pop-up whose call to action the visitor followed in the day before sending the lead. */
    popupId: integer("popup_id"),
  },
  (table) => [
    // One row per lead, keyed by it (a table-level key reads the same on both databases).
    primaryKey({ columns: [table.leadId] }),
    index("lead_attributions_first_source_idx").on(table.firstSource),
    index("lead_attributions_last_source_idx").on(table.lastSource),
    index("lead_attributions_first_campaign_idx").on(table.firstCampaign),
    index("lead_attributions_last_campaign_idx").on(table.lastCampaign),
  ],
);

/** Staff notes on a lead, and a line for every status change. */
export const leadNotes = sqliteTable(
  "lead_notes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    staffId: integer("staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    kind: text("kind").notNull().default("note"),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("lead_notes_lead_idx").on(table.leadId, table.createdAt)],
);

/** Staff who sign in to /admin. E-mail is stored lower-case. */
export const staffUsers = sqliteTable(
  "staff_users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    name: text("name"),
    passwordHash: text("password_hash").notNull(),
    /** IANA zone used to show consultation slots in the staff member's own time. */
    timeZone: text("time_zone").notNull().default("America/Chicago"),
    /** admin | marketing | sales: what the account may use (least privilege by default). */
    role: text("role").notNull().default("sales"),
    /** A deactivated account cannot sign in and has no sessions; its audit lines keep its name. */
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    /** Whether the member gets the weekly e-mail of visitors, leads by source and the funnel (decision 081). */
    weeklySummary: integer("weekly_summary", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    lastLoginAt: instant("last_login_at"),
    version: version(),
  },
  (table) => [uniqueIndex("staff_users_email_unique").on(table.email)],
);

/** Server-side staff sessions: the cookie holds only the random id, so sign-out is real. */
export const staffSessions = sqliteTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
  },
  (table) => [index("staff_sessions_staff_idx").on(table.staffId)],
);

/** Failed sign-ins in a row per account (or trusted browser), for throttling (login-throttle.ts). */
export const loginAttempts = sqliteTable("login_attempts", {
  /** account:{e-mail} or device:{id}. */
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  /** Epoch ms of the latest failure (the column keeps the name it had when it marked a fixed window). */
  lastFailureAt: instant("window_started_at").notNull(),
});

/**
 * Request counters of the rate limits (app/utils/rate-limit.server.ts), one row per limit
 * and key (a client address, a visitor), shared by every app process and machine that
 * uses the database. Rows are pruned once their window has ended.
 */
export const rateLimitWindows = sqliteTable(
  "rate_limit_windows",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** Epoch ms of the window's first request. */
    windowStart: instant("window_start").notNull(),
    /** Requests counted in the window, at most the limit plus one (the refused ones are not counted). */
    hits: integer("hits").notNull(),
    /** Epoch ms when the window ends. */
    expiresAt: instant("expires_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] }), index("rate_limit_windows_expiry_idx").on(table.expiresAt)],
);

/** Answers of the consultation wizard between steps (no-JS flow, reload, Back). */
export const consultDrafts = sqliteTable("consult_drafts", {
  id: text("id").primaryKey(),
  values: text("values", { mode: "json" }).notNull().$type<Record<string, string>>(),
  step: integer("step").notNull().default(1),
  updatedAt: instant("updated_at").notNull(),
});

/** Promotional pop-ups (product reference §3.1), managed by staff at /lightbox-config. */
export const lightboxes = sqliteTable(
  "lightboxes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Internal name for staff. */
    name: text("name").notNull(),
    header: text("header").notNull(),
    description: text("description").notNull().default(""),
    ctaText: text("cta_text"),
    ctaUrl: text("cta_url"),
    /** Site-relative image path or allowed https URL. */
    image: text("image"),
    showOnce: integer("show_once", { mode: "boolean" }).notNull().default(false),
    showOnExit: integer("show_on_exit", { mode: "boolean" }).notNull().default(false),
    closeOnOverlay: integer("close_on_overlay", { mode: "boolean" }).notNull().default(true),
    /** Which page shows it: "home" for now. */
    page: text("page").notNull().default("home"),
    active: integer("active", { mode: "boolean" }).notNull().default(false),
    startsAt: instant("starts_at"),
    endsAt: instant("ends_at"),
    createdAt: createdAt(),
    updatedAt: instant("updated_at"),
    version: version(),
  },
  (table) => [index("lightboxes_page_active_idx").on(table.page, table.active)],
);

/** One row per impression or call-to-action click of a pop-up. */
export const lightboxEvents = sqliteTable(
  "lightbox_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    lightboxId: integer("lightbox_id")
      .notNull()
      .references(() => lightboxes.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** An anonymous per-browser key, to count each impression once. */
    visitorKey: text("visitor_key"),
    createdAt: createdAt(),
  },
  (table) => [index("lightbox_events_lightbox_idx").on(table.lightboxId, table.kind, table.createdAt)],
);

/** Conversations of the no-JavaScript /chat page (the script runs on the server). */
export const chatSessions = sqliteTable("chat_sessions", {
  id: text("id").primaryKey(),
  messages: text("messages", { mode: "json" }).notNull().$type<unknown[]>(),
  updatedAt: instant("updated_at").notNull(),
});

/** Answers to the merchant survey at /survey. */
export const surveyResponses = sqliteTable(
  "survey_responses",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    answers: text("answers", { mode: "json" }).notNull().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [index("survey_responses_created_idx").on(table.createdAt)],
);

/**
 * Files staff upload (pop-up images, article covers, co-brand logos), kept in the database
 * so that every app machine serves the same ones. Only re-encoded image bytes are stored.
 * Served at /uploads/{name}; the name is random and never reused, so replies are immutable.
 */
export const uploadedFiles = sqliteTable("uploaded_files", {
  /** Random hex and the extension of the stored format: `3f…a9.webp`. */
  name: text("name").primaryKey(),
  /** What it was uploaded for: lightbox | article | logo. */
  purpose: text("purpose").notNull(),
  contentType: text("content_type").notNull(),
  bytes: blob("bytes", { mode: "buffer" }).notNull(),
  byteSize: integer("byte_size").notNull(),
  /** Pixel size of the stored image, so every <img> of it reserves its box; null where unknown. */
  width: integer("width"),
  height: integer("height"),
  /** What the image shows, for readers who cannot see it; "" until someone writes it. */
  altText: text("alt_text").notNull().default(""),
  /** The staff account that uploaded it (null once that account is deleted, and for older files). */
  uploadedBy: integer("uploaded_by").references(() => staffUsers.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** Partners paid for referrals; each has referral links built in the back office. */
export const referralPartners = sqliteTable(
  "referral_partners",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    /** The `ref` value of the partner's links (a-z, 0-9, `-`), unique. */
    ref: text("ref").notNull(),
    contactEmail: text("contact_email"),
    notes: text("notes").notNull().default(""),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: instant("updated_at"),
    version: version(),
  },
  (table) => [uniqueIndex("referral_partners_ref_unique").on(table.ref)],
);

/** A referral link built for a partner: the five parameters and the link code they make. */
export const referralLinks = sqliteTable(
  "referral_links",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    partnerId: integer("partner_id")
      .notNull()
      .references(() => referralPartners.id, { onDelete: "cascade" }),
    linkCode: text("link_code").notNull(),
    /** Staff's own name for the link ("Spring mailing"). */
    label: text("label").notNull().default(""),
    code: text("code").notNull(),
    utmSource: text("utm_source").notNull(),
    utmMedium: text("utm_medium").notNull(),
    utmCampaign: text("utm_campaign").notNull(),
    /** Site path the link lands on (the /share/{code} link always lands on the home page). */
    landingPath: text("landing_path").notNull().default("/"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("referral_links_link_code_unique").on(table.linkCode),
    index("referral_links_partner_idx").on(table.partnerId),
  ],
);

/** Who changed what in the back office, and when. Kept when the account or the row goes. */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    staffId: integer("staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** Copied at the time, so the line still says who after the account is gone. */
    staffEmail: text("staff_email").notNull(),
    /** create | update | delete | publish | unpublish | reorder | … */
    action: text("action").notNull(),
    /** article | page | navigation | brand | partner | referral-link | staff | lightbox */
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    /** One line for people: "Published “Fees explained”". */
    summary: text("summary").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_log_created_idx").on(table.createdAt),
    index("audit_log_entity_idx").on(table.entityType, table.entityId, table.createdAt),
  ],
);

/**
 * Permanent redirects from an address that moved (from_path) to where it is now
 * (to_path), both site paths: an article whose slug was renamed, and later any content
 * page. Answered with a 301 only when nothing else answers the old path (decision 056).
 * Chains are collapsed when a redirect is written, so each old path points straight at
 * the current one.
 */
export const redirects = sqliteTable(
  "redirects",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fromPath: text("from_path").notNull(),
    toPath: text("to_path").notNull(),
    /** The staff account that moved the page (null once that account is deleted). */
    createdBy: integer("created_by").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** How many requests it has answered, and when it last did, for the redirects screen. */
    hitCount: integer("hit_count").notNull().default(0),
    lastHitAt: instant("last_hit_at"),
  },
  (table) => [uniqueIndex("redirects_from_path_unique").on(table.fromPath), index("redirects_to_path_idx").on(table.toPath)],
);

/* Analytics and referrals (issue 8) ------------------------------------------------------
 * Instants here too are epoch milliseconds (decision 092); these are the tables where that
 * matters most: rows are smaller, range scans on the dashboard compare integers, and
 * durations are plain subtraction.
 */

/**
 * One row per analytics record (product reference §3.7): a page view, a 5-second heartbeat, the tab
 * going hidden or visible again, a custom event or an error. Written in batches by the
 * ingest queue; sessions, bounces and durations are derived from these rows.
 * Bots, Do-Not-Track / GPC visitors and staff who opted out are never stored.
 */
export const analyticsEvents = sqliteTable(
  "analytics_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Server receive time, epoch ms (the browser clock is not trusted for ordering). */
    occurredAt: instant("occurred_at").notNull(),
    /** pageview | heartbeat | hidden | visible | custom | error */
    eventType: text("event_type").notNull(),
    /** js (the tracker's beacon) or server (counted on the document request). */
    source: text("source").notNull(),
    sessionId: text("session_id").notNull(),
    visitorId: text("visitor_identifier"),
    cookieId: text("cookie_identifier"),
    pageUrl: text("page_url"),
    /** Path of page_url without query or fragment, for top/entry/exit pages. */
    pagePath: text("page_path"),
    pageTitle: text("page_title"),
    referrer: text("referrer"),
    /** Host of an external referrer; null for direct visits and internal navigation. */
    referrerHost: text("referrer_host"),
    referralCode: text("referral_code"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    userAgent: text("user_agent"),
    deviceType: text("device_type"),
    browserName: text("browser_name"),
    browserVersion: text("browser_version"),
    platform: text("platform"),
    languageCode: text("language_code"),
    languageCategory: text("language_category"),
    screenResolution: text("screen_resolution"),
    timezone: text("timezone"),
    timezoneOffset: integer("timezone_offset"),
    /** Never written: the visitor's IP is not stored (product reference §3.7: always null). */
    ipAddress: text("ip_address"),
    /** Only when a client sends them: the tracker never asks for a location (decision 008). */
    latitude: real("latitude"),
    longitude: real("longitude"),
    country: text("country"),
    city: text("city"),
    sessionStart: instant("session_start"),
    lastActivity: instant("last_activity"),
    pageViews: integer("page_views"),
    isBounce: integer("is_bounce", { mode: "boolean" }),
    isActive: integer("is_active", { mode: "boolean" }),
    isReturningVisitor: integer("is_returning_visitor", { mode: "boolean" }),
    errorCode: integer("error_code"),
    errorUrl: text("error_url"),
    errorMessage: text("error_message"),
    eventName: text("event_name"),
    eventData: text("event_data", { mode: "json" }).$type<unknown>(),
    eventTimestamp: instant("event_timestamp"),
  },
  (table) => [
    // Sessions, visitors and "current visitors" scan a time range and group by session.
    // Covers the dashboard's scans of a range (sessions, visitors, event types) without reading the rows (decision 079).
    index("analytics_events_time_idx").on(table.occurredAt, table.sessionId, table.eventType, table.visitorId),
    // Page views, errors and custom events of a range.
    index("analytics_events_type_time_idx").on(table.eventType, table.occurredAt),
    // One session's events in order (entry and exit pages).
    index("analytics_events_session_idx").on(table.sessionId, table.occurredAt),
  ],
);

/**
 * A click on a referral link (product reference §5.3, §7.1): captured by the root loader on the landing
 * request (so it works without JavaScript), by the /share/{code} route, or through
 * POST /api/referrals/{linkCode}/track. The same visitor_key and link code within an
 * hour count once; bots never count.
 */
export const referralClicks = sqliteTable(
  "referral_clicks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    linkCode: text("link_code").notNull(),
    ref: text("ref"),
    code: text("code"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    /** query | share | api: which path captured it. */
    via: text("via").notNull(),
    /** Anonymous key of the visitor, for the one-hour duplicate rule. */
    visitorKey: text("visitor_key"),
    landingPage: text("landing_page"),
    referrerUrl: text("referrer_url"),
    sessionId: text("session_id"),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [
    index("referral_clicks_dedupe_idx").on(table.linkCode, table.visitorKey, table.createdAt),
    index("referral_clicks_time_idx").on(table.createdAt, table.linkCode),
  ],
);

/**
 * A conversion credited to a referral link. A lead converts at most once per link code
 * (unique link_code + lead_id); API conversions are keyed by the user they name
 * (conversion_key), so a repeated call is a no-op instead of a second conversion.
 */
export const referralConversions = sqliteTable(
  "referral_conversions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    linkCode: text("link_code").notNull(),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    /** lead:{id}, user:{user_id}, email:{address}, visitor:{id}, or a random key. */
    conversionKey: text("conversion_key").notNull(),
    conversionType: text("conversion_type").notNull(),
    conversionValue: real("conversion_value").notNull().default(0),
    userEmail: text("user_email"),
    userId: text("user_id"),
    referralData: text("referral_data", { mode: "json" }).$type<Record<string, unknown> | null>(),
    /** lead (a form submitted under a stored referral) or api (the convert call). */
    source: text("source").notNull(),
    /** When it happened (the caller's timestamp when given), epoch ms. */
    occurredAt: instant("occurred_at").notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [
    uniqueIndex("referral_conversions_lead_unique").on(table.linkCode, table.leadId),
    uniqueIndex("referral_conversions_key_unique").on(table.linkCode, table.conversionKey),
    index("referral_conversions_time_idx").on(table.occurredAt, table.linkCode),
  ],
);

/* Booking consultations (issue 27, decision 061) ------------------------------------------
 * Who takes consultations and when, the company's holidays, the settings, and the meetings
 * booked. Hours and time off are wall-clock text in the rep's own zone; meetings are UTC
 * instants as epoch milliseconds, so overlaps are integer comparisons.
 */

/** A staff account's profile as a rep: whether it takes consultations, its share and its zone. */
export const bookingReps = sqliteTable(
  "booking_reps",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    takesConsultations: integer("takes_consultations", { mode: "boolean" }).notNull().default(false),
    /** Share of the round robin: a rep of weight 2 gets twice a rep of weight 1. */
    weight: integer("weight").notNull().default(1),
    /** IANA zone the hours and time off are written in (the staff account's zone when the profile is made). */
    timeZone: text("time_zone").notNull(),
    /** SHA-256 (hex) of the secret in the rep's calendar subscription address; null when none is issued or it was revoked. */
    calendarTokenHash: text("calendar_token_hash"),
    updatedAt: instant("updated_at"),
    version: version(),
  },
  (table) => [
    uniqueIndex("booking_reps_staff_unique").on(table.staffId),
    uniqueIndex("booking_reps_calendar_token_unique").on(table.calendarTokenHash),
  ],
);

/** One block of a rep's week on their own clock: "mon", "09:00" to "12:00" (end exclusive, "24:00" for midnight). */
export const repWeeklyHours = sqliteTable(
  "rep_weekly_hours",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    /** sun | mon | tue | wed | thu | fri | sat */
    weekday: text("weekday").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
  },
  (table) => [index("rep_weekly_hours_staff_idx").on(table.staffId, table.weekday)],
);

/** Whole days a rep is away, both ends included, dates of the rep's own calendar. */
export const repTimeOff = sqliteTable(
  "rep_time_off",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    startsOn: text("starts_on").notNull(),
    endsOn: text("ends_on").notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (table) => [index("rep_time_off_staff_idx").on(table.staffId, table.endsOn)],
);

/** The company's holidays: no rep takes consultations on this date of their own calendar. One per date. */
export const companyHolidays = sqliteTable(
  "company_holidays",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    date: text("date").notNull(),
    name: text("name").notNull(),
  },
  (table) => [uniqueIndex("company_holidays_date_unique").on(table.date)],
);

/** The one row of booking settings (id 1); the column defaults are DEFAULT_BOOKING_SETTINGS. */
export const bookingSettings = sqliteTable(
  "booking_settings",
  {
    id: integer("id").primaryKey().default(1),
    meetingMinutes: integer("meeting_minutes").notNull().default(30),
    slotGridMinutes: integer("slot_grid_minutes").notNull().default(30),
    bufferMinutes: integer("buffer_minutes").notNull().default(0),
    minimumNoticeMinutes: integer("minimum_notice_minutes").notNull().default(120),
    horizonDays: integer("horizon_days").notNull().default(30),
    updatedAt: instant("updated_at"),
    version: version(),
  },
  (table) => [check("booking_settings_one_row", sql`${table.id} = 1`)],
);

/**
 * A consultation booked with a rep. Two meetings of one rep that are both "booked" never
 * overlap: the database refuses the second (decision 061), by a trigger here and an
 * exclusion constraint on PostgreSQL, both in migrations written by hand
 * (db/migrations/ and db/migrations-pg/, "booking_overlap_guard").
 */
export const bookings = sqliteTable(
  "bookings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    repId: integer("rep_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "restrict" }),
    /** booked | cancelled */
    status: text("status").notNull().default("booked"),
    /** Epoch ms, UTC. */
    startsAt: instant("starts_at").notNull(),
    /** Epoch ms, UTC; the meeting ends before this instant (a meeting may start at another's end). */
    endsAt: instant("ends_at").notNull(),
    /** The invitation's iCalendar UID, kept across reschedules. */
    icalUid: text("ical_uid").notNull(),
    /** The invitation's SEQUENCE, raised on every change. */
    sequence: integer("sequence").notNull().default(0),
    /** After the meeting, what the rep recorded: "kept" | "no_show"; null until then. */
    outcome: text("outcome"),
    createdAt: createdAt(),
    updatedAt: instant("updated_at"),
  },
  (table) => [
    uniqueIndex("bookings_ical_uid_unique").on(table.icalUid),
    index("bookings_rep_time_idx").on(table.repId, table.startsAt),
    index("bookings_time_idx").on(table.startsAt),
    index("bookings_lead_idx").on(table.leadId),
    check("bookings_ends_after_start", sql`${table.endsAt} > ${table.startsAt}`),
    check("bookings_status_known", sql`${table.status} in ('booked', 'cancelled')`),
  ],
);

/** People who share leads by weighted round robin (decision 070). */
export const routingPools = sqliteTable(
  "routing_pools",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    /** Minutes after a lead became overdue when it goes back to the pool for someone else; null: it stays with its owner. */
    returnOverdueAfterMinutes: integer("return_overdue_after_minutes"),
    createdAt: createdAt(),
    updatedAt: instant("updated_at"),
    version: version(),
  },
  (table) => [uniqueIndex("routing_pools_name_unique").on(table.name)],
);

/** One person in a pool, with their share of its leads. */
export const routingPoolMembers = sqliteTable(
  "routing_pool_members",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    poolId: integer("pool_id")
      .notNull()
      .references(() => routingPools.id, { onDelete: "cascade" }),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    /** Share of the round robin: weight 2 gets twice the leads of weight 1. */
    weight: integer("weight").notNull().default(1),
    /** At most this many leads from the pool in one day of the member's own calendar; null: no cap. */
    dailyCap: integer("daily_cap"),
  },
  (table) => [uniqueIndex("routing_pool_members_unique").on(table.poolId, table.staffId)],
);

/**
 * Where a new lead goes: the first active rule, by position, whose conditions all hold.
 * An empty list is no condition. The target is a person or a pool.
 */
export const routingRules = sqliteTable(
  "routing_rules",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    leadTypes: text("lead_types", { mode: "json" }).notNull().$type<string[]>().default(sql`'[]'`),
    industries: text("industries", { mode: "json" }).notNull().$type<string[]>().default(sql`'[]'`),
    volumeBands: text("volume_bands", { mode: "json" }).notNull().$type<string[]>().default(sql`'[]'`),
    states: text("states", { mode: "json" }).notNull().$type<string[]>().default(sql`'[]'`),
    referralPartnerIds: text("referral_partner_ids", { mode: "json" }).notNull().$type<number[]>().default(sql`'[]'`),
    targetStaffId: integer("target_staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    targetPoolId: integer("target_pool_id").references(() => routingPools.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: instant("updated_at"),
    version: version(),
  },
  (table) => [index("routing_rules_position_idx").on(table.position)],
);

/** Every change of a lead's owner: who, when, by which rule or by whose hand (decision 070). */
export const leadAssignments = sqliteTable(
  "lead_assignments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** The new owner; null when the lead went back to waiting unassigned. */
    ownerId: integer("owner_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** Who made the change; null when the routing did. */
    assignedById: integer("assigned_by_id").references(() => staffUsers.id, { onDelete: "set null" }),
    ruleId: integer("rule_id").references(() => routingRules.id, { onDelete: "set null" }),
    poolId: integer("pool_id").references(() => routingPools.id, { onDelete: "set null" }),
    /** rule | booking | backlog | claim | reassign | returned */
    reason: text("reason").notNull(),
    /** Epoch ms, UTC. */
    assignedAt: instant("assigned_at").notNull(),
  },
  (table) => [
    index("lead_assignments_lead_idx").on(table.leadId, table.assignedAt),
    index("lead_assignments_owner_idx").on(table.ownerId, table.assignedAt),
    index("lead_assignments_pool_idx").on(table.poolId, table.assignedAt),
  ],
);

/** Something to do on a lead by a date ("call back Friday 10 am"); an open task counts for the lead's due time. */
export const leadTasks = sqliteTable(
  "lead_tasks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** Epoch ms, UTC. */
    dueAt: instant("due_at").notNull(),
    createdById: integer("created_by_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** Epoch ms when it was done; null while open. */
    doneAt: instant("done_at"),
    doneById: integer("done_by_id").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("lead_tasks_lead_idx").on(table.leadId, table.dueAt), index("lead_tasks_due_idx").on(table.doneAt, table.dueAt)],
);

export type RoutingPoolRow = typeof routingPools.$inferSelect;
export type RoutingPoolMemberRow = typeof routingPoolMembers.$inferSelect;
export type RoutingRuleRow = typeof routingRules.$inferSelect;
export type LeadAssignmentRow = typeof leadAssignments.$inferSelect;
export type LeadTaskRow = typeof leadTasks.$inferSelect;
export type LeadAttributionRow = typeof leadAttributions.$inferSelect;

export type LightboxRow = typeof lightboxes.$inferSelect;
export type LeadRow = typeof leads.$inferSelect;
export type LeadNoteRow = typeof leadNotes.$inferSelect;
export type StaffUserRow = typeof staffUsers.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;
export type NavigationItemRow = typeof navigationItems.$inferSelect;
export type ClientBrandingRow = typeof clientBrandings.$inferSelect;
export type PartnerBrandingRow = typeof partnerBrandings.$inferSelect;
export type PageRow = typeof pages.$inferSelect;
export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;
export type ReferralClickRow = typeof referralClicks.$inferSelect;
export type ReferralConversionRow = typeof referralConversions.$inferSelect;
export type UploadedFileRow = typeof uploadedFiles.$inferSelect;
export type ReferralPartnerRow = typeof referralPartners.$inferSelect;
export type ReferralLinkRow = typeof referralLinks.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
export type RedirectRow = typeof redirects.$inferSelect;
export type BookingRepRow = typeof bookingReps.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;

/**
 * Work done after a request has been answered (e-mails, reminders): a row per task, so a
 * restart loses nothing, claimed by whichever app process gets to it first (decision 063).
 */
export const jobs = sqliteTable(
  "jobs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** What to do, e.g. "booking-email"; each kind has one handler. */
    kind: text("kind").notNull(),
    payload: text("payload", { mode: "json" }).notNull().$type<Record<string, unknown>>(),
    /** At most one job per key: enqueuing the same e-mail or reminder twice adds nothing. */
    dedupeKey: text("dedupe_key"),
    /** pending | running | done | failed | cancelled */
    status: text("status").notNull().default("pending"),
    /** Epoch ms, UTC: not before this instant. */
    runAt: instant("run_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    /** Epoch ms: a running job whose lease has passed is taken to have died with its process. */
    lockedUntil: instant("locked_until"),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    /** Epoch ms of the last state change. */
    updatedAt: instant("updated_at").notNull(),
    /** Epoch ms when the job was done, failed for good or cancelled. */
    finishedAt: instant("finished_at"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("jobs_dedupe_key_unique").on(table.dedupeKey),
    index("jobs_due_idx").on(table.status, table.runAt),
    index("jobs_kind_idx").on(table.kind, table.createdAt),
    check("jobs_status_known", sql`${table.status} in ('pending', 'running', 'done', 'failed', 'cancelled')`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
