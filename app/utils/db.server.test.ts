import { eq, sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { databaseDialect } from "#db/dialect";
import { asAppDatabase, openDatabase, type AppDatabase } from "#db/open";
import { createPostgres } from "#db/open-pg";
import { navigationItems } from "#db/schema";
import { createScratchDatabase } from "../../tests/support/scratch-postgres";
import { getDb, inTransaction, onPostgres, selectRows } from "./db.server";

/** A connection a script opens itself, to another database of the same kind as the app's. */
async function ownConnection(): Promise<{ db: AppDatabase; close(): Promise<void> }> {
  if (!onPostgres()) {
    const own = openDatabase(":memory:");
    return {
      db: asAppDatabase(own.db),
      async close() {
        own.sqlite.close();
      },
    };
  }
  const scratch = await createScratchDatabase("own_connection", { template: inject("postgresTemplate") });
  const own = createPostgres(scratch.url);
  return {
    db: own.db as unknown as AppDatabase,
    async close() {
      await own.pool.end();
      await scratch.drop();
    },
  };
}

const titleOf = async (slug: string) =>
  (
    await getDb().select({ title: navigationItems.title }).from(navigationItems).where(eq(navigationItems.slug, slug))
  )[0]?.title;

async function insertOutside(slug: string) {
  await getDb().insert(navigationItems).values({ sectionType: "solutions", slug, title: slug, sortOrder: 999 });
  return slug;
}

function insertItem(slug: string) {
  return inTransaction(async (tx) => {
    await tx.insert(navigationItems).values({ sectionType: "solutions", slug, title: slug, sortOrder: 999 });
    return slug;
  });
}

describe("inTransaction", () => {
  it("commits what the work wrote and returns its result", async () => {
    expect(await insertItem("tx-commit")).toBe("tx-commit");
    expect(await titleOf("tx-commit")).toBe("tx-commit");
  });

  it("rolls back everything the work wrote when it throws", async () => {
    await expect(
      inTransaction(async (tx) => {
        await tx
          .insert(navigationItems)
          .values({ sectionType: "solutions", slug: "tx-rollback", title: "x", sortOrder: 999 });
        throw new Error("refused");
      })
    ).rejects.toThrow("refused");
    expect(await titleOf("tx-rollback")).toBeUndefined();
  });

  it("runs transactions asked for at the same time one after the other", async () => {
    const slugs = ["tx-a", "tx-b", "tx-c"];
    expect(await Promise.all(slugs.map(insertItem))).toEqual(slugs);
    for (const slug of slugs) expect(await titleOf(slug)).toBe(slug);
  });

  it("works on the connection it is given instead of the app's", async () => {
    const own = await ownConnection();
    try {
      await inTransaction(async (tx) => {
        await tx
          .insert(navigationItems)
          .values({ sectionType: "solutions", slug: "tx-own", title: "own", sortOrder: 999 });
      }, own.db);
      const stored = await own.db
        .select({ slug: navigationItems.slug })
        .from(navigationItems)
        .where(eq(navigationItems.slug, "tx-own"));
      expect(stored).toEqual([{ slug: "tx-own" }]);
      expect(await titleOf("tx-own")).toBeUndefined();
    } finally {
      await own.close();
    }
  });

  it("refuses an inTransaction inside an open transaction, which would wait for itself", async () => {
    await expect(inTransaction(async () => inTransaction(async () => "inner"))).rejects.toThrow(
      "inside an open transaction"
    );
  });

  // On PostgreSQL each transaction has a connection of its own.
  it.skipIf(databaseDialect(process.env.DATABASE_URL) === "postgres")(
    "refuses, on SQLite, a write from outside while a transaction awaits, and keeps the transaction whole",
    async () => {
      let release!: () => void;
      const opened = new Promise<void>((resolve) => {
        void inTransaction(async (tx) => {
          await tx
            .insert(navigationItems)
            .values({ sectionType: "solutions", slug: "tx-whole", title: "whole", sortOrder: 999 });
          resolve();
          // Waits for something other than its own queries, so other work runs meanwhile.
          await new Promise<void>((done) => (release = done));
        });
      });
      await opened;
      // A read sees the open transaction's row; a write from outside it is refused.
      expect(await titleOf("tx-whole")).toBe("whole");
      await expect(insertOutside("tx-outside")).rejects.toThrow("while another transaction was open");
      release();
      await expect.poll(() => insertOutside("tx-after")).toBe("tx-after");
      expect(await titleOf("tx-whole")).toBe("whole");
      expect(await titleOf("tx-outside")).toBeUndefined();
    }
  );

  it.skipIf(databaseDialect(process.env.DATABASE_URL) === "postgres")(
    "refuses, on SQLite outside production, a transaction whose work awaits more than its queries, and rolls it back",
    async () => {
      await expect(
        inTransaction(async (tx) => {
          await tx
            .insert(navigationItems)
            .values({ sectionType: "solutions", slug: "tx-slow", title: "slow", sortOrder: 999 });
          await new Promise((resolve) => setTimeout(resolve, 5));
        })
      ).rejects.toThrow("awaited something besides its queries");
      expect(await titleOf("tx-slow")).toBeUndefined();
    }
  );
});

describe("selectRows", () => {
  it("returns a raw query's rows as objects", async () => {
    expect(await selectRows<{ answer: number }>(sql`select 42 as answer`)).toEqual([{ answer: 42 }]);
  });
});
