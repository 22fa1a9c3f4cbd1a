import { sql } from "drizzle-orm";
import { databaseReady, selectRows } from "~/utils/db.server";
import { jsonResponse } from "~/utils/http.server";
import { isDraining } from "~/utils/lifecycle.server";

/**
 * Liveness and readiness: the server answers and the database responds. While a graceful
 * shutdown drains, it answers 503 so load balancers stop sending new visitors here.
 */
export async function loader() {
  if (isDraining()) return jsonResponse({ ok: false, status: "draining" }, { status: 503 });
  try {
    await databaseReady();
    await selectRows(sql`select 1`);
    return jsonResponse({ ok: true, database: "ok" });
  } catch (error) {
    console.error("health check failed", error);
    return jsonResponse({ ok: false, database: "unavailable" }, { status: 503 });
  }
}
