import { request as httpRequest } from "node:http";
import { getEnv } from "~/utils/env.server";

/**
 * After a published edit (decision 088): asks every edge in front of the app to fetch
 * these pages afresh, once per encoding it keeps a copy in (deploy/nginx.conf.template:
 * gzip and none), naming the site's public host as visitors do, so the next visitor gets
 * the edit instead of a copy up to a minute old. The request carries the edge's refresh
 * token; without EDGE_REFRESH_URL (no edge, or one that does not take part) nothing is
 * asked and copies expire by themselves. A refresh that fails is logged, never the
 * editor's problem: the copy still expires within SHARED_CACHE_SECONDS.
 */
const CACHED_ENCODINGS = ["gzip", "identity"];
const REFRESH_TIMEOUT_MS = 3_000;

export async function refreshEdgeCopies(paths: readonly string[]): Promise<void> {
  const { EDGE_REFRESH_URL, EDGE_REFRESH_TOKEN, SITE_URL } = getEnv();
  if (!EDGE_REFRESH_URL || !EDGE_REFRESH_TOKEN || !SITE_URL) return;
  const host = new URL(SITE_URL).host;
  const edges = EDGE_REFRESH_URL.split(",").map((edge) => edge.trim());
  const asks = edges.flatMap((edge) => paths.flatMap((path) => CACHED_ENCODINGS.map((encoding) => ({ url: `${edge}${path}`, encoding }))));
  const results = await Promise.allSettled(asks.map(({ url, encoding }) => refreshOne(url, host, encoding, EDGE_REFRESH_TOKEN)));
  const failed = results.flatMap((result, index) => (result.status === "rejected" ? [`${asks[index]?.url} (${String(result.reason)})`] : []));
  if (failed.length > 0) console.error(`edge refresh: cached copies not replaced (they expire within a minute): ${failed.join("; ")}`);
}

function refreshOne(url: string, host: string, encoding: string, token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { headers: { Host: host, "Accept-Encoding": encoding, "X-Edge-Refresh": token }, timeout: REFRESH_TIMEOUT_MS },
      (response) => {
        response.resume();
        response.once("end", () => (response.statusCode === 200 ? resolve() : reject(new Error(`status ${response.statusCode}`))));
        response.once("error", reject);
      },
    );
    request.once("timeout", () => request.destroy(new Error("timed out")));
    request.once("error", reject);
    request.end();
  });
}
