import { sql } from "drizzle-orm";
import {
  type AnySQLiteColumn,
  index,
  integer,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

/** Timestamps are stored as ISO-8601 text in UTC so they sort and read well in SQL. */
const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

/**
 * Menu entries for the Solutions, Industries and Partner with Us menus (spec §3, §7).
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
  },
  (table) => [
    index("navigation_items_section_idx").on(table.sectionType, table.sortOrder),
    index("navigation_items_parent_idx").on(table.parentId),
  ],
);

/** Co-branding for a client: `?client={clientId}&brand=…` (spec §3, §4 Branding). */
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
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
  },
  (table) => [uniqueIndex("pages_slug_unique").on(table.slug)],
);

/** Articles (spec §2 /articles): Markdown bodies rendered through the sanitising renderer. */
export const articles = sqliteTable(
  "articles",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    body: text("body").notNull(),
    author: text("author").notNull(),
    /** YYYY-MM-DD */
    publishedAt: text("published_at").notNull(),
    updatedAt: text("updated_at"),
    published: integer("published", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("articles_slug_unique").on(table.slug),
    index("articles_published_idx").on(table.published, table.publishedAt),
  ],
);

export type ArticleRow = typeof articles.$inferSelect;
export type NavigationItemRow = typeof navigationItems.$inferSelect;
export type ClientBrandingRow = typeof clientBrandings.$inferSelect;
export type PartnerBrandingRow = typeof partnerBrandings.$inferSelect;
export type PageRow = typeof pages.$inferSelect;
