import { getClientIPAddress } from "remix-utils/get-client-ip-address";

/**
 * The visitor's IP as the reverse proxy reports it (X-Forwarded-For and friends).
 * remix-serve does not pass the socket address to Remix, so without a proxy every
 * request shares the key "direct" (see docs/decisions).
 */
export function clientIp(request: Request): string {
  return getClientIPAddress(request) ?? "direct";
}
