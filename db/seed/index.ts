import { count } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { AppDatabase } from "../open";
import { articles, clientBrandings, lightboxes, navigationItems, pages, partnerBrandings } from "../schema";
import { demoArticles } from "./articles";
import { demoClientBranding, demoPartnerBranding } from "./branding";
import { demoLightbox } from "./lightboxes";
import { navigationSeed } from "./navigation";
import { demoPages } from "./pages";

export interface SeedReport {
  navigationItems: number;
  clientBrandings: number;
  partnerBrandings: number;
  pages: number;
  articles: number;
  lightboxes: number;
}

const isEmpty = (db: Pick<AppDatabase, "select">, table: SQLiteTable) =>
  (db.select({ n: count() }).from(table).get()?.n ?? 0) === 0;

/**
 * Loads the demo data into every table that is still empty. Idempotent: a table that
 * already has rows (demo or real) is left alone, so restarts never duplicate anything.
 */
export function seedDemoData(db: AppDatabase): SeedReport {
  const report: SeedReport = {
    navigationItems: 0,
    clientBrandings: 0,
    partnerBrandings: 0,
    pages: 0,
    articles: 0,
    lightboxes: 0,
  };
  db.transaction((tx) => {
    if (isEmpty(tx, navigationItems)) {
      navigationSeed.forEach((node, index) => {
        const parent = tx
          .insert(navigationItems)
          .values({
            sectionType: node.sectionType,
            slug: node.slug,
            title: node.title,
            description: node.description ?? null,
            icon: node.icon ?? null,
            linkUrl: node.linkUrl ?? null,
            sortOrder: index * 10,
          })
          .returning({ id: navigationItems.id })
          .get();
        report.navigationItems += 1;
        node.children?.forEach((child, childIndex) => {
          tx.insert(navigationItems)
            .values({
              sectionType: node.sectionType,
              slug: child.slug,
              title: child.title,
              description: child.description ?? null,
              icon: child.icon ?? null,
              linkUrl: child.linkUrl ?? null,
              parentId: parent.id,
              sortOrder: childIndex * 10,
            })
            .run();
          report.navigationItems += 1;
        });
      });
    }
    if (isEmpty(tx, clientBrandings)) {
      tx.insert(clientBrandings).values(demoClientBranding).run();
      report.clientBrandings = 1;
    }
    if (isEmpty(tx, partnerBrandings)) {
      tx.insert(partnerBrandings).values(demoPartnerBranding).run();
      report.partnerBrandings = 1;
    }
    if (isEmpty(tx, pages)) {
      tx.insert(pages).values(demoPages).run();
      report.pages = demoPages.length;
    }
    if (isEmpty(tx, articles)) {
      tx.insert(articles).values(demoArticles).run();
      report.articles = demoArticles.length;
    }
    if (isEmpty(tx, lightboxes)) {
      tx.insert(lightboxes).values(demoLightbox).run();
      report.lightboxes = 1;
    }
  });
  return report;
}
