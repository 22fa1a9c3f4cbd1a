/**
 * The tracker's debug variant, POST /api/website-analytics/debug-track, writes every
 * record it receives to the server's log. That is a tool for development: in production
 * anyone could fill the log through it, so there it answers 404 unless the operator
 * turns it on with ANALYTICS_DEBUG_ENDPOINT=true (decision 027).
 */
export function isDebugEndpointEnabled(env: { NODE_ENV: string; ANALYTICS_DEBUG_ENDPOINT?: "true" | "false" }): boolean {
  if (env.ANALYTICS_DEBUG_ENDPOINT !== undefined) return env.ANALYTICS_DEBUG_ENDPOINT === "true";
  return env.NODE_ENV !== "production";
}
