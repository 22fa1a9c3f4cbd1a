import { getClientIPAddress } from "remix-utils/get-client-ip-address";
import { describe, expect, it } from "vitest";
import { addressKey, clientAddressKey, clientIp } from "./client-ip.server";

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

describe("addressKey: what a per-IP limit counts under", () => {
  it.each([
    ["198.51.100.7", "198.51.100.7"],
    ["direct", "direct"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:0000:0000:0000:0001", "2001:db8:1:2::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["64:ff9b::192.0.2.1", "64:ff9b:0:0::/64"],
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["::ffff:c000:201", "192.0.2.1"],
  ])("keys %s as %s", (ip, expected) => {
    expect(addressKey(ip)).toBe(expected);
  });

  it("gives every address of one /64 the same key and the next /64 another", () => {
    const keys = ["2001:db8:aa:1::1", "2001:db8:aa:1:1234:5678:9abc:def0", "2001:db8:aa:1::ffff"].map(addressKey);
    expect(new Set(keys).size).toBe(1);
    expect(addressKey("2001:db8:aa:2::1")).not.toBe(keys[0]);
  });

  it("is what the request's limits use", () => {
    expect(clientAddressKey(request({ "X-Forwarded-For": "2001:db8:5:6::42" }))).toBe("2001:db8:5:6::/64");
    expect(clientAddressKey(request({}))).toBe("direct");
  });
});
