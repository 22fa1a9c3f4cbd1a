/**
 * Which address a request comes from, decided once, where the socket is still known
 * (app/server/production-server.server.ts), and handed to the app as the only X-Forwarded-For.
 *
 * X-Forwarded-For is a list: the client may start it with anything, and each proxy
 * appends the address it received the request from. Only the entries written by
 * proxies we run can be believed, so the client is the entry TRUSTED_PROXY_HOPS places
 * from the right of [...X-Forwarded-For, socket address]: with one proxy in front, the
 * address that proxy saw; with none (the default, decision 053), the socket's. Anything a
 * client wrote to the left of it, and any other client-IP header, is ignored: otherwise a
 * visitor could name a new address on every request and never meet a per-IP limit.
 */
import { isIP } from "node:net";

/**
 * Default: no proxy, so no forwarded header is believed (decision 053). A server that
 * trusted one hop without a proxy in front (plain `npm start`) would key its per-IP limits
 * on an X-Forwarded-For entry the client writes itself. A deployment behind a proxy says
 * so (start:edge sets 1 for its app processes; a CDN in front of it makes 2).
 */
export const DEFAULT_TRUSTED_PROXY_HOPS = 0;
const MAX_TRUSTED_PROXY_HOPS = 10;

/**
 * The client-IP headers the app (app/utils/client-ip.server.ts) would otherwise believe.
 * Removed from every request, so only the address decided here reaches it.
 */
export const CLIENT_IP_HEADERS = [
  "x-client-ip",
  "x-forwarded-for",
  "http-x-forwarded-for",
  "fly-client-ip",
  "cf-connecting-ip",
  "fastly-client-ip",
  "true-client-ip",
  "x-real-ip",
  "x-cluster-client-ip",
  "x-forwarded",
  "forwarded-for",
  "forwarded",
  "do-connecting-ip",
  "oxygen-buyer-ip",
];

/**
 * TRUSTED_PROXY_HOPS read from the environment: how many proxies we run in front of the
 * app (0 when browsers connect to it directly). Throws on anything else, so a typo stops
 * the server at start rather than silently trusting what clients write.
 * @param {string | undefined} value
 */
export function trustedProxyHops(value) {
  if (value === undefined || value.trim() === "") return DEFAULT_TRUSTED_PROXY_HOPS;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > MAX_TRUSTED_PROXY_HOPS) {
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number from 0 to ${MAX_TRUSTED_PROXY_HOPS}, not "${value}"`);
  }
  return hops;
}

/**
 * The address alone: "::ffff:192.0.2.1" (an IPv4 peer on a dual-stack socket) as
 * "192.0.2.1", and without the port some proxies add ("192.0.2.1:51234",
 * "[2001:db8::1]:443"), which would otherwise make their entry unreadable and put every
 * visitor behind them on the proxy's own address.
 */
function plainAddress(address) {
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(address);
  if (bracketed) return bracketed[1];
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(address);
  if (withPort) return withPort[1];
  return address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * The client's address, or null when a proxy should have named it and none did.
 *
 * Null (no X-Forwarded-For although TRUSTED_PROXY_HOPS says a proxy is in front) leaves
 * the request without an address, and the app then applies no per-IP limit to it
 * (decision 006). The socket's address would be the proxy's, the same for every
 * visitor: one shared budget would refuse everybody at once and lose leads. Requests
 * without the header are local ones (health checks, tests) or a proxy left
 * misconfigured; a client that bypasses the proxy is the case TRUSTED_PROXY_HOPS=0 is for.
 * @param {string | string[] | undefined} forwardedFor the X-Forwarded-For header(s) as received
 * @param {string | undefined} socketAddress the peer of the TCP connection
 * @param {number} hops how many proxies in front are ours
 * @returns {string | null}
 */
export function clientAddress(forwardedFor, socketAddress, hops) {
  const listed = [forwardedFor ?? []]
    .flat()
    .flatMap((header) => header.split(","))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  if (hops > 0 && listed.length === 0) return null;
  const chain = [...listed, plainAddress(socketAddress ?? "")];
  // Entries right of the client's were written by our proxies; if the one we land on is
  // not an address (a proxy misconfigured, or more hops set than there are proxies), the
  // nearest trusted entry to its right is still better than anything further left.
  for (let index = Math.max(0, chain.length - 1 - hops); index < chain.length; index++) {
    const entry = plainAddress(chain[index]);
    if (isIP(entry) !== 0) return entry;
  }
  return null;
}
