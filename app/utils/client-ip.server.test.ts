import { getClientIPAddress } from "remix-utils/get-client-ip-address";
import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip.server";

const request = (headers: Record<string, string>) => new Request("http://localhost/", { headers });

describe("clientIp", () => {
  it.each([
    [{}, "direct"],
    [{ "X-Forwarded-For": "203.0.113.7" }, "203.0.113.7"],
    [{ "X-Forwarded-For": "203.0.113.7, 10.0.0.1" }, "203.0.113.7"],
    [{ "X-Forwarded-For": "unknown, 198.51.100.4" }, "198.51.100.4"],
    [{ "X-Forwarded-For": "2001:db8::1" }, "2001:db8::1"],
    [{ "X-Client-IP": "198.51.100.1", "X-Forwarded-For": "203.0.113.7" }, "198.51.100.1"],
    [{ "X-Real-IP": "198.51.100.9" }, "198.51.100.9"],
    [{ Forwarded: "for=192.0.2.60;proto=http;by=203.0.113.43" }, "192.0.2.60"],
    [{ "X-Forwarded-For": "not-an-ip" }, "direct"],
    [{ "X-Forwarded-For": "999.1.1.1" }, "direct"],
    [{ "CF-Connecting-IP": "192.0.2.1" }, "192.0.2.1"],
  ])("reads %j as %s, like remix-utils", (headers, expected) => {
    expect(clientIp(request(headers))).toBe(expected);
    expect(getClientIPAddress(request(headers)) ?? "direct").toBe(expected);
  });

});
