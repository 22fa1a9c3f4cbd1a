import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/*
 * The PostgreSQL twin of db/schema.sqlite.ts, which stays the documented source (what each table
 * and column is for) and the one the app takes its row types from. Every table, column,
 * index and constraint keeps its SQLite name, and each type is chosen so that drizzle
 * reads and writes the same JavaScript values: epoch-millisecond integers become bigint
 * read as numbers (they outgrow a 32-bit integer), SQLite's 0/1 booleans become boolean,
 * JSON text becomes jsonb, real becomes double precision. db/schema-parity.test.ts
 * proves both databases equal, so a change to one schema belongs in the other too.
 */

/**
 * By default rather than always, so rows with explicit ids (seeds, copies) still insert.
 * Unlike SQLite's AUTOINCREMENT, an explicit id does not move the sequence on: after
 * copying rows with their ids, `setval` each table's sequence past its largest id, or the
 * next generated id may collide.
 */
const serialId = () => integer("id").primaryKey().generatedByDefaultAsIdentity();

/**
 * An instant: epoch milliseconds, UTC, as on SQLite (decision 092); bigint, as they outgrow
 * a 32-bit integer, read as numbers.
 */
const instant = (name: string) => bigint(name, { mode: "number" });

/** The current instant in epoch ms, like SQLite's default. */
const nowInEpochMs = sql`(floor(extract(epoch from clock_timestamp()) * 1000))::bigint`;

const createdAt = () => instant("created_at").notNull().default(nowInEpochMs);

const version = () => integer("version").notNull().default(1);



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
export const leadAttributions = pgTable(
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

/** Binary column read and written as a Node Buffer, like SQLite's blob in buffer mode. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

export const navigationItems = pgTable(
  "navigation_items",
  {
    id: serialId(),
    sectionType: text("section_type").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    icon: text("icon"),
    linkUrl: text("link_url"),
    parentId: integer("parent_id").references((): AnyPgColumn => navigationItems.id, {
      onDelete: "cascade",
    }),
    sortOrder: integer("sort_order").notNull().default(0),
    hidden: boolean("hidden").notNull().default(false),
    version: version(),
  },
  (table) => [
    index("navigation_items_section_idx").on(table.sectionType, table.sortOrder),
    index("navigation_items_parent_idx").on(table.parentId),
  ],
);

export const clientBrandings = pgTable(
  "client_brandings",
  {
    id: serialId(),
    clientId: text("client_id").notNull(),
    businessName: text("business_name").notNull(),
    logoUrl: text("logo_url"),
    logoAltText: text("logo_alt_text"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: instant("updated_at"),
    version: version(),
  },
  (table) => [uniqueIndex("client_brandings_client_id_unique").on(table.clientId)],
);

export const partnerBrandings = pgTable(
  "partner_brandings",
  {
    id: serialId(),
    partnerId: text("partner_id").notNull(),
    businessName: text("business_name").notNull(),
    logoUrl: text("logo_url"),
    logoAltText: text("logo_alt_text"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: instant("updated_at"),
    version: version(),
  },
  (table) => [uniqueIndex("partner_brandings_partner_id_unique").on(table.partnerId)],
);

export const pages = pgTable(
  "pages",
  {
    id: serialId(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    body: text("body").notNull().default(""),
    published: boolean("published").notNull().default(true),
    noindex: boolean("noindex").notNull().default(false),
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
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: serialId(),
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
export const pageEdits = pgTable(
  "page_edits",
  {
    id: serialId(),
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

export const articles = pgTable(
  "articles",
  {
    id: serialId(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    body: text("body").notNull(),
    author: text("author").notNull(),
    /** A calendar date (YYYY-MM-DD), not an instant. */
    publishedAt: text("published_at").notNull(),
    /** HH:MM on the site's clock at which a scheduled article goes live on its day; 00:00 for the start of the day. */
    publishTime: text("publish_time").notNull().default("00:00"),
    updatedAt: instant("updated_at"),
    published: boolean("published").notNull().default(true),
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

export const leads = pgTable(
  "leads",
  {
    id: serialId(),
    reference: text("reference").notNull(),
    type: text("type").notNull(),
    status: text("status").notNull().default("pending"),
    fullName: text("full_name").notNull(),
    businessName: text("business_name"),
    email: text("email"),
    phone: text("phone"),
    payload: jsonb("payload").notNull().$type<Record<string, unknown>>(),
    referral: jsonb("referral").$type<Record<string, unknown> | null>(),
    linkCode: text("link_code"),
    lightboxId: integer("lightbox_id"),
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

export const leadNotes = pgTable(
  "lead_notes",
  {
    id: serialId(),
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

export const staffUsers = pgTable(
  "staff_users",
  {
    id: serialId(),
    email: text("email").notNull(),
    name: text("name"),
    passwordHash: text("password_hash").notNull(),
    timeZone: text("time_zone").notNull().default("America/Chicago"),
    role: text("role").notNull().default("sales"),
    active: boolean("active").notNull().default(true),
    /** Whether the member gets the weekly e-mail of visitors, leads by source and the funnel (decision 081). */
    weeklySummary: boolean("weekly_summary").notNull().default(false),
    createdAt: createdAt(),
    lastLoginAt: instant("last_login_at"),
    version: version(),
  },
  (table) => [uniqueIndex("staff_users_email_unique").on(table.email)],
);

export const staffSessions = pgTable(
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

export const loginAttempts = pgTable("login_attempts", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  lastFailureAt: instant("window_started_at").notNull(),
});

export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    windowStart: instant("window_start").notNull(),
    hits: integer("hits").notNull(),
    expiresAt: instant("expires_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] }), index("rate_limit_windows_expiry_idx").on(table.expiresAt)],
);

export const consultDrafts = pgTable("consult_drafts", {
  id: text("id").primaryKey(),
  values: jsonb("values").notNull().$type<Record<string, string>>(),
  step: integer("step").notNull().default(1),
  updatedAt: instant("updated_at").notNull(),
});

export const lightboxes = pgTable(
  "lightboxes",
  {
    id: serialId(),
    name: text("name").notNull(),
    header: text("header").notNull(),
    description: text("description").notNull().default(""),
    ctaText: text("cta_text"),
    ctaUrl: text("cta_url"),
    image: text("image"),
    showOnce: boolean("show_once").notNull().default(false),
    showOnExit: boolean("show_on_exit").notNull().default(false),
    closeOnOverlay: boolean("close_on_overlay").notNull().default(true),
    page: text("page").notNull().default("home"),
    active: boolean("active").notNull().default(false),
    startsAt: instant("starts_at"),
    endsAt: instant("ends_at"),
    createdAt: createdAt(),
    updatedAt: instant("updated_at"),
    version: version(),
  },
  (table) => [index("lightboxes_page_active_idx").on(table.page, table.active)],
);

export const lightboxEvents = pgTable(
  "lightbox_events",
  {
    id: serialId(),
    lightboxId: integer("lightbox_id")
      .notNull()
      .references(() => lightboxes.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    visitorKey: text("visitor_key"),
    createdAt: createdAt(),
  },
  (table) => [index("lightbox_events_lightbox_idx").on(table.lightboxId, table.kind, table.createdAt)],
);

export const chatSessions = pgTable("chat_sessions", {
  id: text("id").primaryKey(),
  messages: jsonb("messages").notNull().$type<unknown[]>(),
  updatedAt: instant("updated_at").notNull(),
});

export const surveyResponses = pgTable(
  "survey_responses",
  {
    id: serialId(),
    answers: jsonb("answers").notNull().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [index("survey_responses_created_idx").on(table.createdAt)],
);

export const uploadedFiles = pgTable("uploaded_files", {
  name: text("name").primaryKey(),
  purpose: text("purpose").notNull(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
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

export const referralPartners = pgTable(
  "referral_partners",
  {
    id: serialId(),
    name: text("name").notNull(),
    ref: text("ref").notNull(),
    contactEmail: text("contact_email"),
    notes: text("notes").notNull().default(""),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: instant("updated_at"),
    version: version(),
  },
  (table) => [uniqueIndex("referral_partners_ref_unique").on(table.ref)],
);

export const referralLinks = pgTable(
  "referral_links",
  {
    id: serialId(),
    partnerId: integer("partner_id")
      .notNull()
      .references(() => referralPartners.id, { onDelete: "cascade" }),
    linkCode: text("link_code").notNull(),
    label: text("label").notNull().default(""),
    code: text("code").notNull(),
    utmSource: text("utm_source").notNull(),
    utmMedium: text("utm_medium").notNull(),
    utmCampaign: text("utm_campaign").notNull(),
    landingPath: text("landing_path").notNull().default("/"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("referral_links_link_code_unique").on(table.linkCode),
    index("referral_links_partner_idx").on(table.partnerId),
  ],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: serialId(),
    staffId: integer("staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    staffEmail: text("staff_email").notNull(),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    summary: text("summary").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_log_created_idx").on(table.createdAt),
    index("audit_log_entity_idx").on(table.entityType, table.entityId, table.createdAt),
  ],
);

export const redirects = pgTable(
  "redirects",
  {
    id: serialId(),
    fromPath: text("from_path").notNull(),
    toPath: text("to_path").notNull(),
    createdBy: integer("created_by").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** How many requests it has answered, and when it last did, for the redirects screen. */
    hitCount: integer("hit_count").notNull().default(0),
    lastHitAt: instant("last_hit_at"),
  },
  (table) => [uniqueIndex("redirects_from_path_unique").on(table.fromPath), index("redirects_to_path_idx").on(table.toPath)],
);

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: serialId(),
    occurredAt: instant("occurred_at").notNull(),
    eventType: text("event_type").notNull(),
    source: text("source").notNull(),
    sessionId: text("session_id").notNull(),
    visitorId: text("visitor_identifier"),
    cookieId: text("cookie_identifier"),
    pageUrl: text("page_url"),
    pagePath: text("page_path"),
    pageTitle: text("page_title"),
    referrer: text("referrer"),
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
    ipAddress: text("ip_address"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    country: text("country"),
    city: text("city"),
    sessionStart: instant("session_start"),
    lastActivity: instant("last_activity"),
    pageViews: integer("page_views"),
    isBounce: boolean("is_bounce"),
    isActive: boolean("is_active"),
    isReturningVisitor: boolean("is_returning_visitor"),
    errorCode: integer("error_code"),
    errorUrl: text("error_url"),
    errorMessage: text("error_message"),
    eventName: text("event_name"),
    eventData: jsonb("event_data").$type<unknown>(),
    eventTimestamp: instant("event_timestamp"),
  },
  (table) => [
    // Covers the dashboard's scans of a range (sessions, visitors, event types) without reading the rows (decision 079).
    index("analytics_events_time_idx").on(table.occurredAt, table.sessionId, table.eventType, table.visitorId),
    index("analytics_events_type_time_idx").on(table.eventType, table.occurredAt),
    index("analytics_events_session_idx").on(table.sessionId, table.occurredAt),
  ],
);

export const referralClicks = pgTable(
  "referral_clicks",
  {
    id: serialId(),
    linkCode: text("link_code").notNull(),
    ref: text("ref"),
    code: text("code"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    via: text("via").notNull(),
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

export const referralConversions = pgTable(
  "referral_conversions",
  {
    id: serialId(),
    linkCode: text("link_code").notNull(),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    conversionKey: text("conversion_key").notNull(),
    conversionType: text("conversion_type").notNull(),
    conversionValue: doublePrecision("conversion_value").notNull().default(0),
    userEmail: text("user_email"),
    userId: text("user_id"),
    referralData: jsonb("referral_data").$type<Record<string, unknown> | null>(),
    source: text("source").notNull(),
    occurredAt: instant("occurred_at").notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [
    uniqueIndex("referral_conversions_lead_unique").on(table.linkCode, table.leadId),
    uniqueIndex("referral_conversions_key_unique").on(table.linkCode, table.conversionKey),
    index("referral_conversions_time_idx").on(table.occurredAt, table.linkCode),
  ],
);

export const bookingReps = pgTable(
  "booking_reps",
  {
    id: serialId(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    takesConsultations: boolean("takes_consultations").notNull().default(false),
    weight: integer("weight").notNull().default(1),
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

export const repWeeklyHours = pgTable(
  "rep_weekly_hours",
  {
    id: serialId(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    weekday: text("weekday").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
  },
  (table) => [index("rep_weekly_hours_staff_idx").on(table.staffId, table.weekday)],
);

export const repTimeOff = pgTable(
  "rep_time_off",
  {
    id: serialId(),
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

export const companyHolidays = pgTable(
  "company_holidays",
  {
    id: serialId(),
    date: text("date").notNull(),
    name: text("name").notNull(),
  },
  (table) => [uniqueIndex("company_holidays_date_unique").on(table.date)],
);

export const bookingSettings = pgTable(
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

/** The overlap guard is the exclusion constraint bookings_no_overlap, in a migration written by hand (decision 061). */
export const bookings = pgTable(
  "bookings",
  {
    id: serialId(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    repId: integer("rep_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "restrict" }),
    status: text("status").notNull().default("booked"),
    startsAt: instant("starts_at").notNull(),
    endsAt: instant("ends_at").notNull(),
    icalUid: text("ical_uid").notNull(),
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
export const routingPools = pgTable(
  "routing_pools",
  {
    id: serialId(),
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
export const routingPoolMembers = pgTable(
  "routing_pool_members",
  {
    id: serialId(),
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
export const routingRules = pgTable(
  "routing_rules",
  {
    id: serialId(),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    active: boolean("active").notNull().default(true),
    leadTypes: jsonb("lead_types").notNull().$type<string[]>().default(sql`'[]'::jsonb`),
    industries: jsonb("industries").notNull().$type<string[]>().default(sql`'[]'::jsonb`),
    volumeBands: jsonb("volume_bands").notNull().$type<string[]>().default(sql`'[]'::jsonb`),
    states: jsonb("states").notNull().$type<string[]>().default(sql`'[]'::jsonb`),
    referralPartnerIds: jsonb("referral_partner_ids").notNull().$type<number[]>().default(sql`'[]'::jsonb`),
    targetStaffId: integer("target_staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    targetPoolId: integer("target_pool_id").references(() => routingPools.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: instant("updated_at"),
    version: version(),
  },
  (table) => [index("routing_rules_position_idx").on(table.position)],
);

/** Every change of a lead's owner: who, when, by which rule or by whose hand (decision 070). */
export const leadAssignments = pgTable(
  "lead_assignments",
  {
    id: serialId(),
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
export const leadTasks = pgTable(
  "lead_tasks",
  {
    id: serialId(),
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

/**
 * Work done after a request has been answered (e-mails, reminders): a row per task, so a
 * restart loses nothing, claimed by whichever app process gets to it first (decision 063).
 */
export const jobs = pgTable(
  "jobs",
  {
    id: serialId(),
    /** What to do, e.g. "booking-email"; each kind has one handler. */
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull().$type<Record<string, unknown>>(),
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
