import { isIP } from "node:net";

/**
 * The visitor's IP as the reverse proxy reports it (X-Forwarded-For and friends).
 * remix-serve does not pass the socket address to Remix. In production the server hooks
 * decide the address from the socket and the trusted proxies' entries and pass it as the
 * only X-Forwarded-For, removing the other headers below (server/client-address.mjs,
 * decision 022); without them (dev, tests that call the app directly) a request with no
 * such header gets the key "direct".
 *
 * Same headers, order and rules as remix-utils' getClientIPAddress, but validated with
 * node:net instead of is-ip: is-ip runs its regex in a VM sandbox with a timeout, which
 * costs about 2.5 ms a call — too slow for the analytics beacon endpoint, which needs
 * the IP for every request it rate-limits.
 */
export const HEADER_NAMES = [
  "X-Client-IP",
  "X-Forwarded-For",
  "HTTP-X-Forwarded-For",
  "Fly-Client-IP",
  "CF-Connecting-IP",
  "Fastly-Client-Ip",
  "True-Client-Ip",
  "X-Real-IP",
  "X-Cluster-Client-IP",
  "X-Forwarded",
  "Forwarded-For",
  "Forwarded",
  "DO-Connecting-IP",
  "oxygen-buyer-ip",
] as const;

/** Longest textual IPv6 address; anything longer is not an IP (and not worth parsing). */
const MAX_IP_LENGTH = 45;

function candidates(name: string, value: string | null): string[] {
  if (!value) return [];
  if (name === "Forwarded") {
    const part = value.split(";").find((item) => item.startsWith("for="));
    return part ? [part.slice(4)] : [];
  }
  return value.includes(",") ? value.split(",").map((ip) => ip.trim()) : [value];
}

export function clientIp(request: Request): string {
  for (const name of HEADER_NAMES) {
    for (const ip of candidates(name, request.headers.get(name))) {
      if (ip.length <= MAX_IP_LENGTH && isIP(ip) !== 0) return ip;
    }
  }
  return "direct";
}
