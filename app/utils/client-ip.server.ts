import { isIP } from "node:net";

/**
 * The visitor's IP as the reverse proxy reports it (X-Forwarded-For and friends).
 * Remix's Express adapter does not pass the socket address on. In production the server
 * (app/server/production-server.server.ts) decides the address from the socket and the trusted proxies' entries and pass it as the
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

/**
 * The key a per-IP limit counts under: an IPv4 address as it is, an IPv6 address by its
 * /64 network. One subscriber or server usually gets a whole /64 (2^64 addresses), so
 * keying IPv6 addresses whole would hand a script a fresh budget per request. An
 * IPv4-mapped IPv6 address counts as its IPv4 address. "direct" (no address) stays as is.
 */
export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, "");
  if (isIP(address) !== 6) return ip;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (expanding "::" and a dotted IPv4 tail). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  let text = address;
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${address.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** The per-IP limit key of a request: its client address, IPv6 by /64 (see {@link addressKey}). */
export function clientAddressKey(request: Request): string {
  return addressKey(clientIp(request));
}
