import { clientIp } from "~/utils/client-ip.server";
import { jsonResponse } from "~/utils/http.server";
import type { RateLimiter } from "./rate-limit";

/**
 * Limits per client IP. Without a reverse proxy every request shares the key "direct"
 * (decision 006): one budget for the whole site would drop everybody's analytics at
 * once, so that key is not limited and the size cap and batch writer bound the cost.
 */
export function checkRateLimit(request: Request, rateLimiter: RateLimiter): Response | null {
  const ip = clientIp(request);
  if (ip === "direct") return null;
  const decision = rateLimiter.take(ip);
  if (decision.allowed) return null;
  return jsonResponse(
    { success: false, message: "Too many requests. Please slow down." },
    { status: 429, headers: { "Retry-After": String(decision.retryAfterSeconds) } },
  );
}
