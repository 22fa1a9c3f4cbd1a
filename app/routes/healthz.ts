import { sql } from "drizzle-orm";
import { databaseReady, getDb } from "~/utils/db.server";
import { jsonResponse } from "~/utils/http.server";

/** Liveness and readiness: the server answers and the database responds. */
export async function loader() {
  try {
    await databaseReady();
    getDb().get(sql`select 1`);
    return jsonResponse({ ok: true, database: "ok" });
  } catch (error) {
    console.error("health check failed", error);
    return jsonResponse({ ok: false, database: "unavailable" }, { status: 503 });
  }
}
